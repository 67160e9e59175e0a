#include "widgets/heatmap/colormap_names.h"

namespace attnlab::widgets {

QStringList colormapNames()
{
    return { QStringLiteral("viridis"), QStringLiteral("magma"), QStringLiteral("cividis"), QStringLiteral("grey"),
        QStringLiteral("diverging"), QStringLiteral("projector") };
}

QStringList weightColormapNames()
{
    return { QStringLiteral("viridis"), QStringLiteral("magma"), QStringLiteral("cividis"), QStringLiteral("grey") };
}

std::optional<QString> knownColormapName(const QString& name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("gray"))
        return QStringLiteral("grey"); // matplotlib's spelling, and the one sessions saved before "grey"
    if (colormapNames().contains(lower))
        return lower;
    return std::nullopt;
}

} // namespace attnlab::widgets

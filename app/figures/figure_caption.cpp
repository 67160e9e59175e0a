#include "app/figures/figure_caption.h"

#include "app/language/sentences.h"
#include "core/builtin_catalogues.h"
#include "widgets/controls/core_text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

#include <cmath>

namespace attnlab::app {

namespace {

class FigureCaption {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::FigureCaption)

public:
    static QString heading(FigurePanel panel, const QString& variant)
    {
        switch (panel) {
        case FigurePanel::Map:
            return tr("Attention map of %1").arg(variant);
        case FigurePanel::Difference:
            return tr("%1 minus exact attention").arg(variant);
        case FigurePanel::Pattern:
            return tr("Pairs %1 evaluates").arg(variant);
        case FigurePanel::Spectrum:
            return tr("Singular values: exact attention and %1").arg(variant);
        case FigurePanel::Cost:
            return tr("Cost of %1 against N").arg(variant);
        case FigurePanel::Heads:
            return tr("Per-head maps of %1").arg(variant);
        case FigurePanel::Sheet:
            break;
        }
        return tr("Exact attention, %1 and their difference").arg(variant);
    }
    static QString input(const QString& name, const QString& params)
    {
        return params.isEmpty() ? tr("Input: %1.").arg(name) : tr("Input: %1 (%2).").arg(name, params);
    }
    static QString importedInput(const QString& files) { return tr("Input: imported Q, K, V (%1).").arg(files); }
    static QString variant(const QString& name, const QString& params)
    {
        return params.isEmpty() ? tr("Variant: %1.").arg(name) : tr("Variant: %1 (%2).").arg(name, params);
    }
    static QString shape(int n, int d, int dv, bool causal, const QString& scale)
    {
        return tr("N = %1, d = %2, dv = %3, %4, scale %5.")
            .arg(n)
            .arg(d)
            .arg(dv)
            .arg(causal ? tr("causal") : tr("bidirectional"), scale);
    }
    static QString metrics(const QString& map, const QString& output, const QString& kl, const QString& density)
    {
        return tr("Relative error of the map %1, of the output %2; mean KL %3; density %4.")
            .arg(map, output, kl, density);
    }
    static QString defaultScale() { return tr("1/√d"); }
};

// 0.0123 -> "0.0123", NaN -> "–" (as the status line writes them).
QString metric(double value)
{
    return std::isnan(value) ? QStringLiteral("–") : QString::number(value, 'g', 3);
}

// "window = 8, causal_block = 4"; a long text (typed text) is cut with an ellipsis.
QString paramsText(const core::Params& params)
{
    constexpr int kLongestValue = 40;
    QStringList parts;
    for (const auto& [name, value] : params.values()) {
        QString text = QString::fromStdString(core::formatValue(value));
        if (std::holds_alternative<std::string>(value) && text.size() > kLongestValue)
            text = text.left(kLongestValue - 1) + QChar(0x2026);
        if (std::holds_alternative<std::string>(value))
            text = QChar(0x201C) + text + QChar(0x201D);
        parts << QString::fromStdString(name) + QStringLiteral(" = ") + text;
    }
    return joinList(parts);
}

QString inputText(const core::LabSetup& setup)
{
    if (setup.usesImported()) {
        QStringList files;
        if (setup.imported)
            for (const std::string& path : setup.imported->paths)
                if (!path.empty())
                    files << QFileInfo(QString::fromStdString(path)).fileName();
        return FigureCaption::importedInput(joinList(files));
    }
    const core::Scenario* scenario = core::builtinScenarios().find(setup.source);
    if (!scenario)
        return FigureCaption::input(QString::fromStdString(setup.source), QString());
    const core::Params params = core::resolvedOrDefaults(*scenario, setup.currentScenarioParams());
    return FigureCaption::input(widgets::coreText(scenario->info().displayName), paramsText(params));
}

} // namespace

QString figureHeading(const ComputeOutcome& outcome, FigurePanel panel)
{
    return FigureCaption::heading(panel, widgets::coreText(outcome.variant->info().displayName));
}

QString figureCaption(const LabState& state, const ComputeOutcome& outcome)
{
    const core::Problem& problem = outcome.sequence->problem;
    const core::Metrics& m = outcome.comparison.metrics;
    const QString scale = problem.scale ? QString::number(*problem.scale, 'g', 4) : FigureCaption::defaultScale();
    return joinSentences({ inputText(state.setup),
        FigureCaption::variant(widgets::coreText(outcome.variant->info().displayName), paramsText(outcome.params)),
        FigureCaption::shape(problem.n(), problem.d(), problem.dv(), problem.causal, scale),
        FigureCaption::metrics(metric(m.relErrMap), metric(m.relErrO), metric(m.meanKl), metric(m.density)) });
}

} // namespace attnlab::app

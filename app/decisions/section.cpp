#include "app/decisions/section.h"

#include "core/builtin_catalogues.h"
#include "widgets/heatmap/aspect_box.h"
#include "widgets/controls/panel_text.h"

#include <QLabel>

namespace attnlab::app {

QLabel* DecisionsSection::makeHeading(const QString& text, QWidget* parent)
{
    return widgets::makeSectionHeading(text, parent);
}

QLabel* DecisionsSection::makeExplanation(QWidget* parent)
{
    QLabel* label = widgets::makeGreyNote(parent, Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

widgets::HeatmapView* DecisionsSection::makeMap(QWidget* parent)
{
    return (new widgets::AspectHeatmapBox(parent))->view();
}

const core::Matrix* DecisionsSection::extraMatrix(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.matrices.find(name);
    return found != result.extras.matrices.end() ? &found->second : nullptr;
}

const std::vector<int>* DecisionsSection::extraLabels(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.labels.find(name);
    return found != result.extras.labels.end() ? &found->second : nullptr;
}

std::optional<double> DecisionsSection::extraScalar(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.scalars.find(name);
    if (found == result.extras.scalars.end())
        return std::nullopt;
    return found->second;
}

QString DecisionsSection::extraNote(const core::Result& result, const std::string& name)
{
    const auto found = result.extras.notes.find(name);
    return found != result.extras.notes.end() ? QString::fromStdString(found->second) : QString();
}

core::Params DecisionsSection::resolvedParams(const ComputeOutcome& outcome)
{
    const core::Variant* variant = core::builtinVariants().find(outcome.request.variantId.toStdString());
    return variant ? variant->resolve(outcome.request.variantParams) : outcome.request.variantParams;
}

QString DecisionsSection::tokenText(const ComputeOutcome& outcome, int index)
{
    const auto& tokens = outcome.sequence ? outcome.sequence->tokens : std::vector<std::string>();
    if (index < 0 || static_cast<std::size_t>(index) >= tokens.size()
        || tokens[static_cast<std::size_t>(index)].empty())
        return QString::number(index);
    return QStringLiteral("%1 (%2)").arg(index).arg(QString::fromStdString(tokens[static_cast<std::size_t>(index)]));
}

QStringList DecisionsSection::tokenLabels(const ComputeOutcome& outcome)
{
    QStringList labels;
    if (outcome.sequence)
        for (const auto& token : outcome.sequence->tokens)
            labels << QString::fromStdString(token);
    return labels;
}

} // namespace attnlab::app

#pragma once

#include "app/compute/controller.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QLabel;

namespace attnlab::widgets {
class HeatmapView;
}

namespace attnlab::app {

// One part of the Decisions panel: it shows what one kind of method decided from the data (buckets, a block
// matching, a projection, kept keys, a spectrum). The panel asks every section and shows those that answer.
// The dock scrolls vertically: heatmaps take the height their matrix's shape needs at the dock's width
// (AspectHeatmapBox) and charts a fixed one, so nothing is squeezed however short the dock is.
class DecisionsSection : public QWidget {
    Q_OBJECT

public:
    using QWidget::QWidget;

    // Shows what the outcome's variant decided. Returns false when this section has nothing to say about that
    // variant (the panel then hides it).
    virtual bool showOutcome(const std::shared_ptr<const ComputeOutcome>& outcome) = 0;
    // The query the user picked in a map (a row index of the original order).
    virtual void setQuery(int query) { static_cast<void>(query); }

protected:
    // A bold line that names what follows, and a grey explanation under it (rich text, word-wrapped).
    static QLabel* makeHeading(const QString& text, QWidget* parent);
    static QLabel* makeExplanation(QWidget* parent);
    // A heatmap inside an AspectHeatmapBox (the height its matrix needs at the dock's width). Add the box,
    // view->parentWidget(), to the layout.
    static widgets::HeatmapView* makeMap(QWidget* parent);
    // The boxes of two maps made by makeMap, side by side where the section is wide (widgets::MapPairBox).
    static QWidget* pairMaps(widgets::HeatmapView* first, widgets::HeatmapView* second, QWidget* parent);

    // Extras by name, or nothing when the variant did not report them.
    static const core::Matrix* extraMatrix(const core::Result& result, const std::string& name);
    static const std::vector<int>* extraLabels(const core::Result& result, const std::string& name);
    static std::optional<double> extraScalar(const core::Result& result, const std::string& name);
    static QString extraNote(const core::Result& result, const std::string& name);

    // "12 (c3)": a token index with its label, for lists and tooltips.
    static QString tokenText(const ComputeOutcome& outcome, int index);
};

} // namespace attnlab::app

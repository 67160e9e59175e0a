#pragma once

#include "app/compute/controller.h"
#include "app/panels/analysis_panel.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace attnlab::widgets {
class KernelEstimatePlot;
class MemoryTimeline;
} // namespace attnlab::widgets

namespace attnlab::app {

// What a method decided for one query, beyond its map: performer's random-feature estimate of the softmax kernel
// against the exact kernel (with a button to redraw the features), linear attention's weights against the exact
// ones, a memory variant's reads on a timeline, a note on the synth family's mixing maps. Other variants have
// nothing extra and say so. The query is the last one until a row is picked (setQuery or the spin box).
//
// Display work only: one query's dot products against every key (a few thousand multiply-adds) and the memory
// reads of one query, which core::memoryReads gives without computing attention.
class MethodDetailPanel : public AnalysisPanel {
    Q_OBJECT

public:
    enum class Content {
        Empty, // no outcome yet, or a variant with nothing extra to show
        KernelEstimate, // performer
        LinearWeights, // linear
        MemoryReads, // the memory family
        MixingNote, // the synth family
    };

    explicit MethodDetailPanel(QWidget* parent = nullptr);

    // The query (row) whose details are shown; kept across outcomes and clamped into [0, N-1]. A query picked in
    // the spin box is announced by queryPicked.
    void setQuery(int i) override;
    int query() const { return m_query; }

    Content content() const { return m_content; }
    widgets::KernelEstimatePlot* kernelEstimatePlot() const { return m_kernelPlot; }
    widgets::KernelEstimatePlot* linearWeightsPlot() const { return m_weightsPlot; }
    widgets::MemoryTimeline* memoryTimeline() const { return m_timeline; }

    QSize sizeHint() const override;

signals:
    // The user asked for new random features; the window bumps the variant's `seed` parameter and recomputes.
    void redrawRequested();

protected:
    void present(const std::shared_ptr<const ComputeOutcome>& outcome) override;
    // Back to the empty state (e.g. when a computation failed), with `reason` when given.
    void showEmpty(const QString& reason) override;

private:
    void buildPages();
    void onQuerySpinChanged(int i);
    void applyQuery(int i);
    void refresh();
    void showPage(Content content, const QString& explanation);
    void showKernelEstimate();
    void showLinearWeights();
    void showMemoryReads();
    void showMixingNote();
    QString querySubject() const;

    std::shared_ptr<const ComputeOutcome> m_outcome;
    QStringList m_tokens;
    std::optional<int> m_pickedQuery; // the user's choice; without one the last query is shown
    int m_query = 0;
    Content m_content = Content::Empty;

    QLabel* m_title = nullptr;
    QLabel* m_explanation = nullptr;
    QWidget* m_queryRow = nullptr;
    QSpinBox* m_querySpin = nullptr;
    QLabel* m_queryToken = nullptr;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_emptyLabel = nullptr;
    QWidget* m_kernelPage = nullptr;
    widgets::KernelEstimatePlot* m_kernelPlot = nullptr;
    QLabel* m_featureNote = nullptr;
    QPushButton* m_redrawButton = nullptr;
    widgets::KernelEstimatePlot* m_weightsPlot = nullptr;
    QWidget* m_memoryPage = nullptr;
    widgets::MemoryTimeline* m_timeline = nullptr;
    QLabel* m_readList = nullptr; // the reads in words, beside the picture
    QLabel* m_mixingNote = nullptr;
};

} // namespace attnlab::app

#pragma once

#include "app/compute/outcome.h"
#include "app/figures/figure_options.h"
#include "app/state/lab_state.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <functional>
#include <memory>

class QCPPainter;
class QWidget;

namespace attnlab::widgets {
class ComparisonView;
class HeadGridView;
} // namespace attnlab::widgets

namespace attnlab::app {

class CostPanel;
class PatternPanel;
class SpectrumPanel;

// One figure of the lab: the view FigureOptions::panel names, drawn from a state and its outcome by widgets of its
// own, built offscreen (so exporting never disturbs the window's views, and `attnlab render` needs no window), with
// a heading and a caption around it. The window's File > Export figure... and `attnlab render` both draw through
// it, so the same state and options give the same pixels. Needs a QApplication (the platform may be offscreen).
class FigureScene {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::FigureScene)

public:
    // `outcome` must answer `state` (computeOutcome(computeRequestFor(state.setup))).
    FigureScene(const LabState& state, std::shared_ptr<const ComputeOutcome> outcome, const FigureOptions& options);
    ~FigureScene();
    FigureScene(const FigureScene&) = delete;
    FigureScene& operator=(const FigureScene&) = delete;

    // Colour map, log scale, font and size apply to the views built; another panel or title builds them anew.
    void setOptions(const FigureOptions& options);
    const FigureOptions& options() const { return m_options; }

    // Whether the outcome has what the panel draws (heads for Heads, a map for Map, Difference and Sheet); when
    // not, *reason (when given) says why in a sentence.
    bool canDraw(QString* reason = nullptr) const;

    // Feeds the views and waits (running the event loop) until the panels' own workers (pattern statistics,
    // singular values) delivered, at most `timeoutMs`. `progress`, when given, is called now and then while
    // waiting. False with *error filled when it timed out or a worker failed.
    bool prepare(int timeoutMs, QString* error, const std::function<void()>& progress = {});

    // Draws the figure on an active painter, (0,0)..options().size.logical.
    void paint(QCPPainter& painter);
    // The figure as a PNG would hold it (the preview).
    QImage image();
    // prepare() (when not done) and an atomic write of `path` (.png, .svg, .pdf). False with *error filled.
    bool write(const QString& path, QString* error, int timeoutMs = 120000);

    // The heading and the caption as drawn (empty when switched off).
    QString headingText() const;
    QString captionText() const;

private:
    void build();
    void applyOptions();
    bool panelsBusy() const;
    void paintPanel(QCPPainter& painter, const QRect& area);

    LabState m_state;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    FigureOptions m_options;
    bool m_prepared = false;

    std::unique_ptr<QWidget> m_host; // a hidden top-level: its font is the figure's
    widgets::ComparisonView* m_comparison = nullptr;
    widgets::HeadGridView* m_heads = nullptr;
    PatternPanel* m_pattern = nullptr;
    SpectrumPanel* m_spectrum = nullptr;
    CostPanel* m_cost = nullptr;
};

} // namespace attnlab::app

#pragma once

#include "widgets/figure/figure_source.h"
#include "widgets/plots/nearest_point.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QComboBox;
class QCPGraph;
class QCPItemText;
class QCustomPlot;
class QLabel;
class QMouseEvent;
class QProgressBar;
class QPushButton;
class QStackedLayout;

class QCPPainter;

namespace attnlab::widgets {

class MeasureControls;

// One variant's analytic cost against N. Values are NaN where the variant has no cost at that N (the gap's reason
// in `gaps`, empty where there is a value).
struct CostLine {
    QString id; // the variant id, drawn as the line's name
    QString settings; // its parameters as a person reads them, e.g. "before=4, after=4" (tooltips)
    std::vector<double> sizes;
    std::vector<double> madds;
    std::vector<double> peakBytes;
    // The (query, key) pairs of the field at each N, shown beside the multiply-adds under the mouse: the counted
    // multiply-adds include masked pairs where a kernel evaluates whole blocks. Empty, or NaN or 0 where unknown.
    std::vector<double> fieldPairs;
    std::vector<QString> gaps;
};

// One variant's measured time against N, with the fitted log-log slope (NaN when it has none).
struct TimingLine {
    QString id;
    QString settings;
    std::vector<double> sizes;
    std::vector<double> seconds; // NaN where the run was refused
    double slope = 0;
    QString promise; // the cost the method promises, e.g. "O(N log N)"; empty when none is given
};

enum class CostMeasure { MultiplyAdds, PeakBytes };

// "Why is it faster": two log-log plots against N. Above, the analytic multiply-adds (or peak working memory) of
// every variant, each a thin muted line, the current one highlighted and labelled, `full` a thick dashed
// reference. The labels at the lines' right ends move apart when the lines end close together; hovering any
// line, muted ones included, names it in a tooltip and darkens it. Below, seconds measured on this machine for a few
// variants, the fitted slope in the legend (1 is linear, 2 quadratic). Measure, Cancel and a progress bar drive a
// benchmark that the owner runs; the chart only draws the numbers it is given.
class CostChart : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit CostChart(QWidget* parent = nullptr);

    // `currentId` is highlighted and labelled; `referenceId` (normally "full") is drawn dashed and thick. `shape`
    // says what the curves assume, e.g. "d = 64, dv = 64".
    void setAnalytic(
        std::vector<CostLine> lines, const QString& currentId, const QString& referenceId, const QString& shape);
    void setMeasured(std::vector<TimingLine> lines, const QString& note);
    // Drops the measured lines and shows `hint` where their plot was.
    void clearMeasured(const QString& hint);
    // Drops everything and shows `hint` in both places.
    void clear(const QString& hint);

    void setMeasure(CostMeasure measure);
    CostMeasure measure() const { return m_measure; }

    // The controls' state while the owner's benchmark runs.
    void setMeasuring(bool running);
    void setProgress(int done, int total);
    void setStatus(const QString& text);
    void setMeasureEnabled(bool enabled);

    bool hasAnalytic() const { return !m_lines.empty(); }
    bool hasMeasured() const { return !m_timings.empty(); }
    int analyticLineCount() const { return static_cast<int>(m_lines.size()); }
    QString highlightedId() const { return m_currentId; }
    QStringList measuredLegend() const; // the names in the time plot's legend, e.g. "local (slope 1.02)"
    QString gapNote() const; // why the current variant's curve has gaps; empty when it has none
    QString statusText() const;
    QString hoverText() const { return m_hoverText; } // the last tooltip shown (empty when none)
    // The labels at the highlighted lines' right ends (QCustomPlot items of the analytic plot).
    const std::vector<QCPItemText*>& endLabels() const { return m_endLabels; }

    QCustomPlot* analyticPlot() const { return m_analyticPlot; }
    QCustomPlot* timePlot() const { return m_timePlot; }
    QComboBox* measureSelector() const { return m_measureBox; }
    QPushButton* measureButton() const;
    QPushButton* cancelButton() const;
    QProgressBar* progressBar() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    void measureRequested();
    void cancelRequested();
    void measureChanged(attnlab::widgets::CostMeasure measure);

private:
    void buildAnalyticPlot();
    void buildTimePlot();
    void redrawAnalytic();
    void redrawMeasured();
    void showHover(QCustomPlot* plot, const std::vector<HoverSeries>& series, const QString& unit, QMouseEvent* event);
    // Runs after each layout of the analytic plot: puts the end labels beside their lines' ends, apart.
    void placeEndLabels();
    // Darkens the muted analytic line `index` (into m_analyticGraphs) under the mouse; -1 for none.
    void emphasiseMutedLine(int index);

    QLabel* m_title = nullptr;
    QComboBox* m_measureBox = nullptr;
    QStackedLayout* m_analyticStack = nullptr;
    QLabel* m_analyticHint = nullptr;
    QCustomPlot* m_analyticPlot = nullptr;
    QLabel* m_gapLabel = nullptr;
    QStackedLayout* m_timeStack = nullptr;
    QLabel* m_timeHint = nullptr;
    QCustomPlot* m_timePlot = nullptr;
    QLabel* m_timeNote = nullptr;
    MeasureControls* m_controls = nullptr;

    std::vector<CostLine> m_lines;
    QString m_currentId;
    QString m_referenceId;
    QString m_shape;
    CostMeasure m_measure = CostMeasure::MultiplyAdds;
    std::vector<TimingLine> m_timings;
    std::vector<HoverSeries> m_analyticHover;
    std::vector<QCPGraph*> m_analyticGraphs; // parallel to m_analyticHover
    std::vector<bool> m_analyticMuted; // parallel to m_analyticHover
    int m_emphasised = -1;
    struct EndLabel {
        QPointF end; // the line's last drawn point, in plot coordinates
    };
    std::vector<QCPItemText*> m_endLabels;
    std::vector<EndLabel> m_endPoints; // parallel to m_endLabels
    std::vector<HoverSeries> m_timeHover;
    QString m_hoverText;
    std::vector<std::vector<double>> m_analyticFieldPairs; // CostLine::fieldPairs of each hover series
};

} // namespace attnlab::widgets

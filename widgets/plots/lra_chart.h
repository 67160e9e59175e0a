#pragma once

#include "widgets/figure/figure_source.h"
#include "widgets/plots/nearest_point.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QBoxLayout;
class QComboBox;
class QCPBars;
class QCPItemLine;
class QCPItemText;
class QCustomPlot;
class QLabel;
class QMouseEvent;
class QProgressBar;
class QPushButton;

class QCPPainter;

namespace attnlab::widgets {

class MeasureControls;

// One published model: where it sits on the accuracy/speed plane at the chosen length.
struct LraModelPoint {
    QString model; // the paper's name
    QString variantId; // the catalogue's variant that follows it (tooltips); may be empty
    double relativeSpeed = 0; // steps/s over the Transformer's; NaN when the paper has no speed for it
    double accuracy = 0; // average LRA accuracy, percent
    double memoryGb = 0; // peak memory per device; NaN when none (drawn at the smallest size)
    QString details; // extra tooltip lines, e.g. the per-task accuracies
};

// One model's speed-up over the Transformer: the paper's and the one measured here, at the same length.
struct LraSpeedup {
    QString model;
    QString variantId;
    double published = 0; // NaN when the paper has none
    double measured = 0; // time(full) / time(variant); NaN when not measured (or the variant refused)
    QString note; // why there is no measured value, when there is a reason
};

// The Long Range Arena results beside this machine's: on the left the published accuracy against relative speed
// (marker area proportional to memory, a label per model, the citation under it); on the right, per model, the
// published speed-up and the measured one as grouped bars on a log scale around 1 (as fast as full), with the
// caveat that the two measure different things. A length selector (1K .. 4K) and Measure / Cancel / progress
// controls for the owner's benchmark. The chart draws what it is given and computes nothing.
class LraChart : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit LraChart(QWidget* parent = nullptr);

    // `lengthLabel`, e.g. "4K", names the length in titles. Points without a speed are listed in a note instead.
    void setPublished(std::vector<LraModelPoint> points, const QString& lengthLabel);
    void setSpeedups(std::vector<LraSpeedup> bars, const QString& measuredLabel);
    void setCitation(const QString& text);
    void setCaveat(const QString& text);

    int lengthIndex() const; // 0 .. 3 for 1K .. 4K
    void setLengthIndex(int index);

    void setMeasuring(bool running);
    void setProgress(int done, int total);
    void setStatus(const QString& text);

    int publishedPointCount() const; // models drawn on the accuracy/speed plane
    int measuredBarCount() const; // models with a measured bar
    QString unplacedNote() const; // the models listed for lack of a speed
    QString citationText() const;
    QString caveatText() const;
    QString statusText() const;
    QString hoverText() const { return m_hoverText; }
    // The named model's marker diameter (pixels) before all markers shrink together to fit a short plot; 0 when
    // it is not drawn. Areas are proportional to memory.
    double markerSize(const QString& model) const;

    QCustomPlot* publishedPlot() const { return m_publishedPlot; }
    QCustomPlot* speedupPlot() const { return m_speedupPlot; }
    QComboBox* lengthSelector() const { return m_lengthBox; }
    QPushButton* measureButton() const;
    QPushButton* cancelButton() const;
    QProgressBar* progressBar() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    void lengthChanged(int lengthIndex);
    void measureRequested();
    void cancelRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildPublishedPlot();
    void buildSpeedupPlot();
    void redrawSpeedups();
    void placeLabels();
    void showPublishedHover(QMouseEvent* event);
    void showSpeedupHover(QMouseEvent* event);

    QBoxLayout* m_plots = nullptr;
    QComboBox* m_lengthBox = nullptr;
    QCustomPlot* m_publishedPlot = nullptr;
    QCustomPlot* m_speedupPlot = nullptr;
    QLabel* m_unplaced = nullptr;
    QLabel* m_citation = nullptr;
    QLabel* m_caveat = nullptr;
    MeasureControls* m_controls = nullptr;
    QCPBars* m_publishedBars = nullptr;
    QCPBars* m_measuredBars = nullptr;

    std::vector<LraModelPoint> m_points; // those drawn, in drawing order
    std::vector<double> m_markerSizes; // per drawn point
    std::vector<QCPItemText*> m_labels; // per drawn point
    std::vector<QCPItemLine*> m_leaders; // per drawn point: joins a label moved off its marker to the marker
    std::vector<HoverSeries> m_publishedHover;
    std::vector<LraSpeedup> m_bars;
    QString m_lengthLabel;
    QString m_measuredLabel;
    QString m_hoverText;
};

} // namespace attnlab::widgets

#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCPGraph;
class QCPTextElement;
class QCustomPlot;
class QLabel;
class QMouseEvent;
class QStackedLayout;

class QCPPainter;

namespace attnlab::widgets {

// For one query, one point per key j: the exact value (x), e.g. the softmax kernel exp(s q.k_j), against an
// approximation of it (y), e.g. the random-feature estimate phi(q).phi(k_j), with the diagonal y = x on which a
// perfect approximation would lie. The title names the query and the mean relative deviation
// mean_j |estimate_j - exact_j| / |exact_j|. The view only draws the numbers it is given: it computes no attention.
class KernelEstimatePlot : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit KernelEstimatePlot(QWidget* parent = nullptr);

    // `exact` and `estimate` hold one value per key (the shorter length wins); `keyLabels` (optional) name the keys
    // in tooltips. `subject` names whose points these are, e.g. "query 63 (t63)". Non-finite pairs are left out.
    // The plot is drawn in a later turn of the event loop (several calls in a row draw once).
    void setPoints(const std::vector<double>& exact, const std::vector<double>& estimate, const QStringList& keyLabels,
        const QString& subject);
    // Drops the points and shows `hint` (or the default hint) where the plot was.
    void clear(const QString& hint = QString());
    // What the axes measure; the defaults speak of the softmax kernel and its random-feature estimate.
    void setAxisLabels(const QString& exactLabel, const QString& estimateLabel);
    // Short names of the two values for the title's spread and the tooltips ("exact", "estimate" by default).
    void setValueNames(const QString& exactName, const QString& estimateName);

    bool hasPoints() const { return !m_exact.empty(); }
    int pointCount() const { return static_cast<int>(m_exact.size()); }
    // The plotted values, in key order (non-finite pairs dropped).
    const std::vector<double>& exactValues() const { return m_exact; }
    const std::vector<double>& estimateValues() const { return m_estimate; }
    // mean_j |estimate_j - exact_j| / |exact_j| over the keys whose exact value is not 0; NaN when there is none.
    double relativeSpread() const { return m_relativeSpread; }
    // Log-log when every value is positive and they span more than a decade or so; linear otherwise.
    bool isLogLog() const { return m_logLog; }
    QString title() const { return m_title; }
    QCustomPlot* plot() const { return m_plot; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildPlot();
    void applyFonts();
    void applyScales();
    void showPointTooltip(QMouseEvent* event);
    qreal baseSize() const;

    QStackedLayout* m_stack = nullptr;
    QLabel* m_hintLabel = nullptr;
    QCustomPlot* m_plot = nullptr;
    QCPGraph* m_points = nullptr;
    QCPGraph* m_diagonal = nullptr;
    QCPTextElement* m_titleElement = nullptr;

    std::vector<double> m_exact;
    std::vector<double> m_estimate;
    std::vector<int> m_pointKeys; // the key j of each plotted point
    QStringList m_keyLabels; // by key, as given
    double m_relativeSpread = 0;
    bool m_logLog = false;
    QString m_title;
    QString m_defaultHint;
    QString m_exactName;
    QString m_estimateName;
};

} // namespace attnlab::widgets

#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPBars;

class QCPPainter;

namespace attnlab::widgets {

// How many queries and how many keys fell into each bucket (or cluster): two bars per bucket. Balanced buckets
// mean about N/buckets pairs per query; one large bucket is where the method's cost (and its dense block) sits.
class BucketSizeChart : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit BucketSizeChart(QWidget* parent = nullptr);

    // One entry per bucket id 0, 1, ...; `groupName` names the groups on the axis ("bucket", "cluster").
    void setSizes(const std::vector<int>& queries, const std::vector<int>& keys, const QString& groupName);
    void clear();

    QCustomPlot* plot() const { return m_plot; }
    QCPBars* queryBars() const { return m_queryBars; }
    QCPBars* keyBars() const { return m_keyBars; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

private:
    QCustomPlot* m_plot = nullptr;
    QCPBars* m_queryBars = nullptr;
    QCPBars* m_keyBars = nullptr;
};

} // namespace attnlab::widgets

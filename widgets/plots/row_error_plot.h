#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

class QCPGraph;
class QCPTextElement;
class QLabel;
class QStackedLayout;

class QCPPainter;

namespace attnlab::widgets {

class RowIndexPlot;

// Per row of the output O, how far the variant's row is from the exact one: the relative error
// ||o_i - o*_i|| / ||o*_i|| (left axis) and the cosine cos(o*_i, o_i) (right axis), against the row index, the
// chosen row marked. A click on the plot names the row under the mouse. The view draws the numbers it is given.
class RowErrorPlot : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit RowErrorPlot(QWidget* parent = nullptr);

    // One value per row in each vector (the shorter length wins). Non-finite values are left as gaps (an exact
    // row of zeros has an infinite relative error); the title says how many rows have no value. `tokens`
    // (optional) name the rows in the chosen row's line.
    void setRows(const std::vector<double>& relativeError, const std::vector<double>& cosine,
        const QStringList& tokens = QStringList());
    // Marks the row and writes its values under the title; -1 removes the mark.
    void setChosenRow(int row);
    // Drops the rows and shows `hint` (or the default hint) where the plot was.
    void clear(const QString& hint = QString());

    bool hasRows() const { return !m_error.empty(); }
    int rowCount() const { return static_cast<int>(m_error.size()); }
    int chosenRow() const;
    QString title() const;
    // The hint shown while there are no rows.
    QString hintText() const;
    RowIndexPlot* plot() const { return m_plot; }
    QCPGraph* errorGraph() const { return m_errorGraph; }
    QCPGraph* cosineGraph() const { return m_cosineGraph; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    void rowClicked(int row);

private:
    void updateTitle();
    void fitRanges();

    QStackedLayout* m_stack = nullptr;
    QLabel* m_hintLabel = nullptr;
    RowIndexPlot* m_plot = nullptr;
    QCPGraph* m_errorGraph = nullptr;
    QCPGraph* m_cosineGraph = nullptr;
    QCPTextElement* m_titleElement = nullptr;
    std::vector<double> m_error;
    std::vector<double> m_cosine;
    QStringList m_tokens;
    QString m_summary;
    QString m_defaultHint;
};

} // namespace attnlab::widgets

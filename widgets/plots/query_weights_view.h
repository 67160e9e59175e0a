#pragma once

#include "widgets/figure/figure_source.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <limits>
#include <utility>
#include <vector>

class QCPBars;
class QCustomPlot;
class QLabel;
class QStackedWidget;

class QCPPainter;

namespace attnlab::widgets {

class TokenStrip;

// One query's row of the exact attention A and of the variant's map M, with the row's numbers, as plain data.
struct QueryRowWeights {
    int query = -1;
    QString queryName; // e.g. "query 12 (cat)"
    QString variantName; // e.g. "local"
    std::vector<float> exact; // A_i, one weight per key; empty when no map was built
    std::vector<float> variant; // M_i, one weight per key; empty when no map was built
    // M's rows are distributions (VariantInfo::rowsSumToOne); otherwise M is a mixing map.
    bool variantSumsToOne = true;
    double kl = std::numeric_limits<double>::quiet_NaN(); // KL(A_i || M_i)
    double mapError = std::numeric_limits<double>::quiet_NaN(); // ||m_i - a_i|| / ||a_i||
    double outputError = std::numeric_limits<double>::quiet_NaN(); // ||o_i - o*_i|| / ||o*_i||
    double outputCosine = std::numeric_limits<double>::quiet_NaN(); // cos(o*_i, o_i)
    // Shown in place of the weights when the rows are empty (e.g. no maps at this N).
    QString missingWeights;
};

// The Query inspector's view: for one query, a bar chart of the exact weights and the variant's over the keys
// (two series with a legend), the tokens shaded by each (two rows of chips, scrolled together), the query's KL
// and errors, and the keys that weigh most. Long sequences open the chart on the keys that carry weight (drag
// and wheel pan and zoom it); the chips scroll. A variant whose map is a mixing map (rows need not sum to 1)
// gets its own axis, chips shaded by |weight|, and a note saying so. The view draws what it is given.
class QueryWeightsView : public QWidget, public FigureSource {
    Q_OBJECT

public:
    explicit QueryWeightsView(QWidget* parent = nullptr);

    // The tokens of the sequence, one chip each (once per input: laying out thousands of chips is not free, so
    // beyond a thousand tokens the second row of chips is laid out on the next turn of the event loop).
    void setTokens(const QStringList& tokens);
    void showRow(const QueryRowWeights& row);
    // Drops the row and shows `hint` in place of everything.
    void clear(const QString& hint = QString());

    bool hasWeights() const { return m_hasWeights; }
    int query() const { return m_query; }
    QString summaryText() const;
    QString topKeysText() const;
    // The keys the chart shows, first..last.
    std::pair<double, double> visibleKeyRange() const;
    QCustomPlot* plot() const { return m_plot; }
    QCPBars* exactBars() const { return m_exactBars; }
    QCPBars* variantBars() const { return m_variantBars; }
    TokenStrip* exactStrip() const { return m_exactStrip; }
    TokenStrip* variantStrip() const { return m_variantStrip; }

    QSize sizeHint() const override;

    // The view as a figure (FigureSource): laid out at `size` as on screen.
    void paintFigure(QCPPainter& painter, const QSize& size) override;
    QSize figureSizeHint() const override;

signals:
    // The user clicked a token chip: that token as the next query.
    void tokenClicked(int index);

private:
    void showBars(const QueryRowWeights& row);
    void showChips(const QueryRowWeights& row);
    void applyVariantChips();
    void applyFonts();

    QLabel* m_summary = nullptr;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_missing = nullptr;
    QWidget* m_weightsPage = nullptr;
    QCustomPlot* m_plot = nullptr;
    QCPBars* m_exactBars = nullptr;
    QCPBars* m_variantBars = nullptr;
    QLabel* m_rangeNote = nullptr;
    QLabel* m_topKeys = nullptr;
    QLabel* m_exactStripLabel = nullptr;
    QLabel* m_variantStripLabel = nullptr;
    TokenStrip* m_exactStrip = nullptr;
    TokenStrip* m_variantStrip = nullptr;
    QStringList m_tokens;
    // The variant's row of chips is laid out one event-loop turn after the exact one for long sequences; until
    // then its shades wait here.
    quint64 m_tokenGeneration = 0;
    bool m_variantTokensPending = false;
    std::vector<float> m_variantShades;
    int m_query = -1;
    bool m_hasWeights = false;
};

} // namespace attnlab::widgets

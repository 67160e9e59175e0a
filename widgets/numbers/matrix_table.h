#pragma once

#include <Eigen/Core>

#include <QColor>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace attnlab::widgets {

// One matrix with its numbers in, titled, for a small example read at a projector: fixed-pitch digits right
// aligned, a row label per row and a column label per column (a label may hold a second line, e.g. a token under
// its index), -infinity drawn "−∞" on a grey cell. The table that is the current term is framed in the highlight
// colour; one cell may be chosen. Takes the numbers as given (it computes nothing).
class MatrixTable : public QWidget {
    Q_OBJECT

public:
    // How a cell shows its value: with `decimals` decimals, or as a mark (1: "1", 0: "·") for a mask.
    enum class CellFormat { Decimal, Mark };

    explicit MatrixTable(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const { return m_title; }
    // A grey caption under the title (its shape, what it is), wrapped to the table's width.
    void setCaption(const QString& caption);
    // Labels may be fewer than the rows or columns (the missing ones are blank).
    void setMatrix(const Eigen::MatrixXd& values, const QStringList& rowLabels, const QStringList& columnLabels);
    const Eigen::MatrixXd& values() const { return m_values; }
    void setCellFormat(CellFormat format);
    void setDecimals(int decimals);
    // Cells tinted by value in [0, 1] (weights, masks), an exact 0 in grey; off by default.
    void setTinted(bool tinted);

    // The current term: framed and titled in the highlight colour.
    void setHighlighted(bool highlighted);
    bool isHighlighted() const { return m_highlighted; }
    void setHighlightColour(const QColor& colour);
    QColor highlightColour() const { return m_highlightColour; }

    // The chosen cell (outlined); (-1, -1) for none.
    void setChosenCell(int row, int column);
    int chosenRow() const { return m_chosenRow; }
    int chosenColumn() const { return m_chosenColumn; }

    // A row drawn on a faint band with its label in bold (the query chosen elsewhere); -1 for none.
    void setMarkedRow(int row);
    int markedRow() const { return m_markedRow; }

    // The text a cell shows ("−∞" for -infinity, "" for NaN).
    QString cellText(int row, int column) const;
    // Where a cell and the title are drawn, in widget coordinates.
    QRect cellRect(int row, int column) const;
    QRect titleRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // The table was clicked (its title, a label, a cell or the frame): it asks to be the current term.
    void activated();
    void cellClicked(int row, int column);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Geometry {
        int titleHeight = 0;
        int rowLabelWidth = 0;
        int headerHeight = 0;
        int cellWidth = 0;
        int cellHeight = 0;
        int captionHeight = 0;
        int contentWidth = 0; // inside the margins
    };
    Geometry geometry() const;
    QFont numberFont() const;
    QFont titleFont() const;
    QFont captionFont() const;
    QString labelText(const QStringList& labels, int index) const;
    QString fullValueText(int row, int column) const;

    QString m_title;
    QString m_caption;
    Eigen::MatrixXd m_values;
    QStringList m_rowLabels;
    QStringList m_columnLabels;
    CellFormat m_format = CellFormat::Decimal;
    int m_decimals = 2;
    bool m_tinted = false;
    bool m_highlighted = false;
    QColor m_highlightColour = QColor(0xd9, 0x48, 0x01);
    int m_chosenRow = -1;
    int m_chosenColumn = -1;
    int m_markedRow = -1;
};

} // namespace attnlab::widgets

#pragma once

#include <QBoxLayout>

namespace attnlab::widgets {

// Lays its items out one above the other when narrow (a side dock) and side by side when at least
// `sideBySideWidth` pixels wide (a dock below the maps, which is wide and short), so a panel reads well wherever
// the user puts it.
class SideBySideLayout : public QBoxLayout {
public:
    explicit SideBySideLayout(int sideBySideWidth, QWidget* parent = nullptr);

    void setGeometry(const QRect& rect) override;

private:
    int m_sideBySideWidth;
};

} // namespace attnlab::widgets

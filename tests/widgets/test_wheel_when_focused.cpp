// takeWheelOnlyWhenFocused: an unfocused spin box, combo box or slider lets the wheel scroll the area around it
// and keeps its value; with focus it takes the wheel; scroll bars are left alone. Wheel events are sent the way a
// test can send them (not from the window system), which Qt itself would not pass on to the parents.

#include "widgets/controls/wheel_when_focused.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtTest>

using attnlab::widgets::takeWheelOnlyWhenFocused;
using attnlab::widgets::takeWheelOnlyWhenFocusedInside;

namespace {

void turnWheelDown(QWidget* target)
{
    const QPointF centre = QRectF(target->rect()).center();
    QWheelEvent event(centre, target->mapToGlobal(centre), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

// A tall form in a short scroll area, like the app's docks, with a line edit outside it to hold the focus.
struct Dock {
    QWidget window;
    QLineEdit* elsewhere = nullptr;
    QScrollArea* scroll = nullptr;
    QWidget* content = nullptr;
    QComboBox* combo = nullptr;
    QSpinBox* spin = nullptr;
    QDoubleSpinBox* real = nullptr;
    QSlider* slider = nullptr;

    Dock()
    {
        auto* layout = new QVBoxLayout(&window);
        elsewhere = new QLineEdit(&window);
        layout->addWidget(elsewhere);
        scroll = new QScrollArea(&window);
        scroll->setWidgetResizable(true);
        content = new QWidget;
        auto* form = new QVBoxLayout(content);
        combo = new QComboBox(content);
        combo->addItems({ QStringLiteral("uniform"), QStringLiteral("text"), QStringLiteral("file") });
        spin = new QSpinBox(content);
        spin->setRange(1, 4096);
        spin->setValue(32);
        real = new QDoubleSpinBox(content);
        real->setValue(1.0);
        slider = new QSlider(Qt::Horizontal, content);
        slider->setRange(0, 100);
        slider->setValue(50);
        for (QWidget* control : std::initializer_list<QWidget*> { combo, spin, real, slider })
            form->addWidget(control);
        form->addSpacing(600);
        scroll->setWidget(content);
        layout->addWidget(scroll);
        window.resize(300, 200);
    }
};

} // namespace

class TestWheelWhenFocused : public QObject {
    Q_OBJECT

private slots:
    void unfocusedControlsLetTheAreaScroll();
    void focusedControlsTakeTheWheel();
    void withoutItTheControlEatsTheWheel();
    void scrollBarsAndOtherWidgetsAreLeftAlone();
};

void TestWheelWhenFocused::unfocusedControlsLetTheAreaScroll()
{
    Dock dock;
    takeWheelOnlyWhenFocusedInside(dock.content);
    dock.window.show();
    QApplication::setActiveWindow(&dock.window);
    QVERIFY(QTest::qWaitForWindowActive(&dock.window));
    dock.elsewhere->setFocus();
    QTRY_VERIFY(dock.elsewhere->hasFocus());
    QScrollBar* bar = dock.scroll->verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    for (QWidget* control : std::initializer_list<QWidget*> { dock.combo, dock.spin, dock.real, dock.slider }) {
        bar->setValue(0);
        turnWheelDown(control);
        QVERIFY2(bar->value() > 0, control->metaObject()->className());
        // The wheel must not hand the control focus either (Qt gives it to Qt::WheelFocus widgets).
        QVERIFY((control->focusPolicy() & Qt::WheelFocus) != Qt::WheelFocus);
        QVERIFY(control->focusPolicy() & Qt::ClickFocus);
        QVERIFY(control->focusPolicy() & Qt::TabFocus);
    }
    QCOMPARE(dock.combo->currentIndex(), 0);
    QCOMPARE(dock.spin->value(), 32);
    QCOMPARE(dock.real->value(), 1.0);
    QCOMPARE(dock.slider->value(), 50);
    // At the end of its travel the area takes nothing more, and the values still do not change.
    bar->setValue(bar->maximum());
    turnWheelDown(dock.spin);
    QCOMPARE(dock.spin->value(), 32);
}

void TestWheelWhenFocused::focusedControlsTakeTheWheel()
{
    Dock dock;
    takeWheelOnlyWhenFocusedInside(dock.content);
    takeWheelOnlyWhenFocused(dock.spin); // twice is harmless
    dock.window.show();
    QApplication::setActiveWindow(&dock.window);
    QVERIFY(QTest::qWaitForWindowActive(&dock.window));
    QScrollBar* bar = dock.scroll->verticalScrollBar();
    dock.spin->setFocus();
    QTRY_VERIFY(dock.spin->hasFocus());
    turnWheelDown(dock.spin);
    QCOMPARE(dock.spin->value(), 31);
    QCOMPARE(bar->value(), 0);
    dock.combo->setFocus();
    QTRY_VERIFY(dock.combo->hasFocus());
    turnWheelDown(dock.combo);
    QCOMPARE(dock.combo->currentIndex(), 1);
    dock.slider->setFocus();
    QTRY_VERIFY(dock.slider->hasFocus());
    turnWheelDown(dock.slider);
    QVERIFY(dock.slider->value() != 50);
    QCOMPARE(bar->value(), 0);
}

void TestWheelWhenFocused::withoutItTheControlEatsTheWheel()
{
    // What the app's own controls do until they get the call: the reported defect.
    Dock dock;
    dock.window.show();
    QApplication::setActiveWindow(&dock.window);
    QVERIFY(QTest::qWaitForWindowActive(&dock.window));
    dock.elsewhere->setFocus();
    QTRY_VERIFY(dock.elsewhere->hasFocus());
    turnWheelDown(dock.spin);
    QCOMPARE(dock.spin->value(), 31);
    QCOMPARE(dock.scroll->verticalScrollBar()->value(), 0);
}

void TestWheelWhenFocused::scrollBarsAndOtherWidgetsAreLeftAlone()
{
    Dock dock;
    auto* plain = new QLineEdit(dock.content);
    const Qt::FocusPolicy plainPolicy = plain->focusPolicy();
    takeWheelOnlyWhenFocusedInside(&dock.window);
    QCOMPARE(plain->focusPolicy(), plainPolicy);
    dock.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock.window));
    dock.elsewhere->setFocus();
    QScrollBar* bar = dock.scroll->verticalScrollBar();
    turnWheelDown(bar); // the scroll bar itself, unfocused, still scrolls
    QVERIFY(bar->value() > 0);
    takeWheelOnlyWhenFocused(nullptr);
    takeWheelOnlyWhenFocusedInside(nullptr);
}

QTEST_MAIN(TestWheelWhenFocused)
#include "test_wheel_when_focused.moc"

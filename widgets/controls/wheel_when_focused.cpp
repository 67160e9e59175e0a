#include "widgets/controls/wheel_when_focused.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>
#include <QWidget>

namespace attnlab::widgets {

namespace {

// Installed on one control, owned by it.
class FocusedWheelFilter : public QObject {
    Q_OBJECT

public:
    explicit FocusedWheelFilter(QWidget* control) : QObject(control), m_control(control) { }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched != m_control || event->type() != QEvent::Wheel || m_control->hasFocus())
            return false;
        passToParents(*static_cast<QWheelEvent*>(event));
        return true;
    }

private:
    // Offers the wheel to each parent in turn until one takes it, as Qt itself does for a wheel a widget ignores.
    // Done here rather than by ignoring the event because Qt propagates only wheel events that came from the
    // window system; a wheel event sent by code would otherwise end at this control unseen.
    void passToParents(QWheelEvent& event) const
    {
        for (QWidget* parent = m_control->parentWidget(); parent; parent = parent->parentWidget()) {
            const QPointF position = m_control->mapTo(parent, event.position());
            QWheelEvent copy(position, event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
                event.modifiers(), event.phase(), event.inverted(), event.source(), event.pointingDevice());
            copy.setTimestamp(event.timestamp());
            copy.setAccepted(true); // widgets that do not scroll ignore it, as they do every wheel event
            QCoreApplication::sendEvent(parent, &copy);
            if (copy.isAccepted() || parent->isWindow() || parent->testAttribute(Qt::WA_NoMousePropagation))
                break;
        }
        event.accept(); // every parent has had its turn: Qt must not hand the event round a second time
    }

    QWidget* m_control;
};

} // namespace

void takeWheelOnlyWhenFocused(QWidget* control)
{
    if (!control || control->findChild<FocusedWheelFilter*>(QString(), Qt::FindDirectChildrenOnly))
        return;
    // Qt::WheelFocus would hand the control focus on the first turn of the wheel, and then the wheel edits it.
    if ((control->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
        control->setFocusPolicy(Qt::StrongFocus);
    control->installEventFilter(new FocusedWheelFilter(control));
}

void takeWheelOnlyWhenFocusedInside(QWidget* container)
{
    if (!container)
        return;
    for (QAbstractSpinBox* spinBox : container->findChildren<QAbstractSpinBox*>())
        takeWheelOnlyWhenFocused(spinBox);
    for (QComboBox* combo : container->findChildren<QComboBox*>())
        takeWheelOnlyWhenFocused(combo);
    for (QAbstractSlider* slider : container->findChildren<QAbstractSlider*>())
        if (!qobject_cast<QScrollBar*>(slider))
            takeWheelOnlyWhenFocused(slider);
}

} // namespace attnlab::widgets

#include "wheel_when_focused.moc"

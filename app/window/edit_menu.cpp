#include "app/window/edit_menu.h"

#include "app/state/lab_history.h"

#include <QCoreApplication>
#include <QMenu>
#include <QUndoStack>

namespace attnlab::app {

namespace {

class EditMenuWords {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::EditMenuWords)

public:
    // A step's name shown in a menu: its ampersands are text, not mnemonics.
    static QString undoText(const QString& step)
    {
        return step.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(escaped(step));
    }
    static QString redoText(const QString& step)
    {
        return step.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(escaped(step));
    }
    static QString undoTip(const QString& step)
    {
        return step.isEmpty() ? tr("Nothing to undo") : tr("Take back the last change of the setup: %1").arg(step);
    }
    static QString redoTip(const QString& step)
    {
        return step.isEmpty() ? tr("Nothing to redo") : tr("Make the change taken back again: %1").arg(step);
    }
    static QString menuTitle() { return tr("&Edit"); }

private:
    static QString escaped(QString step) { return step.replace(QLatin1Char('&'), QStringLiteral("&&")); }
};

} // namespace

QMenu* makeEditMenu(LabHistory* history, QWidget* parent)
{
    auto* menu = new QMenu(EditMenuWords::menuTitle(), parent);
    menu->setToolTipsVisible(true);
    menu->setObjectName(QStringLiteral("editMenu"));
    QUndoStack* stack = history->stack();

    QAction* undo = menu->addAction(QString(), stack, &QUndoStack::undo);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = menu->addAction(QString(), stack, &QUndoStack::redo);
    redo->setObjectName(QStringLiteral("redoAction"));
    // The platform's Redo (Ctrl+Y on Windows) and Ctrl+Shift+Z everywhere.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    if (!redoKeys.contains(shiftZ))
        redoKeys.prepend(shiftZ);
    redo->setShortcuts(redoKeys);

    const auto follow = [undo, redo, stack] {
        undo->setEnabled(stack->canUndo());
        undo->setText(EditMenuWords::undoText(stack->undoText()));
        undo->setToolTip(EditMenuWords::undoTip(stack->undoText()));
        redo->setEnabled(stack->canRedo());
        redo->setText(EditMenuWords::redoText(stack->redoText()));
        redo->setToolTip(EditMenuWords::redoTip(stack->redoText()));
    };
    QObject::connect(stack, &QUndoStack::indexChanged, menu, follow);
    QObject::connect(stack, &QUndoStack::canUndoChanged, menu, follow);
    QObject::connect(stack, &QUndoStack::canRedoChanged, menu, follow);
    QObject::connect(stack, &QUndoStack::undoTextChanged, menu, follow);
    QObject::connect(stack, &QUndoStack::redoTextChanged, menu, follow);
    follow();
    return menu;
}

} // namespace attnlab::app

#pragma once

class QMenu;
class QWidget;

namespace attnlab::app {

class LabHistory;

// Edit: Undo and Redo named after the step they take back or do again ("Undo Set window = 8"), disabled when
// there is none. A text box with the focus keeps Ctrl+Z for its own typing (QLineEdit claims the key by
// ShortcutOverride); elsewhere it undoes the lab's last step.
QMenu* makeEditMenu(LabHistory* history, QWidget* parent);

} // namespace attnlab::app

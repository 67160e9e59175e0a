#pragma once

class QWidget;

namespace attnlab::widgets {

// Spin boxes, sliders and combo boxes change their value under a turning wheel even when they do not have focus,
// so a user scrolling a long panel edits whatever control passes under the pointer. After this call `control`
// takes the wheel only while it has keyboard focus (from a click or Tab); otherwise the wheel goes on to its
// parents, so the scroll area around it scrolls. The wheel no longer gives the control focus either. Calling it
// twice is harmless.
void takeWheelOnlyWhenFocused(QWidget* control);

// The same for every spin box, combo box and slider inside `container` now (scroll bars keep the wheel). Controls
// added later need their own call.
void takeWheelOnlyWhenFocusedInside(QWidget* container);

} // namespace attnlab::widgets

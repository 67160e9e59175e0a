#pragma once

class QMenu;
class QWidget;

namespace attnlab::app {

class LabModel;

// View > Colour map: one checkable entry per colour map for the weights; the check follows the lab's state.
QMenu* makeColourMapMenu(LabModel* model, QWidget* parent);

} // namespace attnlab::app

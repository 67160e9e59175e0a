#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace attnlab::widgets {

// The colour maps by name, apart from their gradients (colormap.h), so that readers of saved states and lessons
// check a name with Qt Core alone (the fuzz build links no widgets: tests/fuzz/).
QStringList colormapNames();
// The maps a user picks for weights (the difference keeps "diverging"; presentation mode chooses "projector").
QStringList weightColormapNames();
// The name as colormapNames() spells it (case ignored; "gray" is "grey"), or nothing for an unknown name.
std::optional<QString> knownColormapName(const QString& name);

} // namespace attnlab::widgets

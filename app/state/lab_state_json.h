#pragma once

#include "app/state/lab_state.h"

#include <QByteArray>
#include <QJsonObject>

namespace attnlab::app {

// The lab state as versioned JSON: the one format behind the saved "last inputs", session files and lessons.
// Version 1:
//   { "format": "attention-lab-state", "version": 1,
//     "input":   { "source": "text", "scenarios": { "<scenario id>": { "<param>": value, ... }, ... },
//                  "imported": { "q": path, "k": path, "v": path, "x": path or "" },   (only with imported files)
//                  "causal": false, "scale": null or a number },
//     "variant": { "id": "local", "params": { "<variant id>": { "<param>": value, ... }, ... } },
//     "view":    { "query": null or a row, "colormap": "viridis", "front_dock": "" },
//     "lesson":  null or { "id": "...", "step": 0 } }
// Parameter values are JSON numbers, booleans or strings (a string is read as `--set` reads text). A format
// change that older readers cannot follow bumps the version.
inline constexpr int kLabStateVersion = 1;

QJsonObject labStateToJson(const LabState& state);
QByteArray labStateToJsonText(const LabState& state);

// Reads a state back, checking every field against the catalogues and the parameters' declared ranges. Throws
// core::Error naming the field at fault ("variant.params.local.window: must be in 1..4096, got 0"); nothing is
// half-read. The imported files' paths are read, the files themselves are not (see import/qkv_files.h).
LabState labStateFromJson(const QJsonObject& json);
LabState labStateFromJsonText(const QByteArray& text);

} // namespace attnlab::app

#pragma once

#include "app/state/lab_state.h"

#include <QByteArray>
#include <QJsonObject>

namespace attnlab::app {

// The lab state as versioned JSON: the one format behind the saved "last inputs", session files and lessons.
// Version 2:
//   { "format": "attention-lab-state", "version": 2,
//     "input":   { "source": "text", "scenarios": { "<scenario id>": { "<param>": value, ... }, ... },
//                  "imported": { "q": FILE, "k": FILE, "v": FILE, "x": FILE },   (only with imported files; x optional)
//                  "causal": false, "scale": null or a number },
//     "variant": { "id": "local", "params": { "<variant id>": { "<param>": value, ... }, ... } },
//     "view":    { "query": null or a row, "colormap": "viridis", "log_scale": false, "front_dock": "" },
//     "lesson":  null or { "id": "...", "step": 0 } }
//   FILE = { "path": absolute path, "sha256": hex of the file's bytes as imported (optional),
//            "npy": base64 of the matrix as a float32 .npy file (optional; all roles or none) }
// Version 1 (still read): FILE is the path alone (a string, "" for no X); no view.log_scale.
// Parameter values are JSON numbers, booleans or strings (a string is read as `--set` reads text). A format
// change that older readers cannot follow bumps the version.
//
// Imported files are embedded or referenced (docs/DESIGN.md, "Sessions"): a session file embeds the matrices when
// their float32 data total at most kLargestEmbeddedImport, so it opens on another machine and does not depend on
// the originals staying as they were; larger inputs, and the saved "last inputs", refer to the files by path and
// SHA-256, and whoever reads the files back refuses one that is gone or whose checksum differs.
inline constexpr int kLabStateVersion = 2;
inline constexpr long long kLargestEmbeddedImport = 16LL * 1024 * 1024; // bytes of float32 data, Q+K+V+X

enum class ImportedData {
    Referenced, // path and SHA-256 only
    EmbeddedWhenSmall, // the matrices too, when loaded and at most kLargestEmbeddedImport bytes
};

// Whether EmbeddedWhenSmall embeds these files' matrices.
bool embedsImported(const core::ImportedFiles& files);

QJsonObject labStateToJson(const LabState& state, ImportedData imported = ImportedData::Referenced);
QByteArray labStateToJsonText(const LabState& state, ImportedData imported = ImportedData::Referenced);

// Reads a state back, checking every field against the catalogues and the parameters' declared ranges. Throws
// core::Error naming the field at fault ("variant.params.local.window: must be in 1..4096, got 0"); nothing is
// half-read. Embedded matrices are decoded and checked as an import checks files (the state's imported sequence
// is then loaded); for referenced ones only the paths and checksums are read, the files themselves are not (see
// readImportedFiles in import/qkv_files.h).
LabState labStateFromJson(const QJsonObject& json);
LabState labStateFromJsonText(const QByteArray& text);

} // namespace attnlab::app

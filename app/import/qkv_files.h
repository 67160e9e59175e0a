#pragma once

#include "core/error.h"
#include "core/lab_setup.h"
#include "core/matrix.h"
#include "core/scenario.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <optional>

class QMimeData;

namespace attnlab::app {

// The user's own Q, K, V (and optional X) read from .npy files: the one path the import dialog, drag-and-drop on
// the window and the tests share, so they all accept and refuse the same files with the same messages.

// What a file holds. The values index the std::array<QString, 4> the functions below exchange.
enum InputRole : std::size_t { RoleQ = 0, RoleK = 1, RoleV = 2, RoleX = 3 };
inline constexpr std::size_t kInputRoleCount = 4;
using RolePaths = std::array<QString, kInputRoleCount>; // Q, K, V, X; an empty string is "no file"

// "Q", "K", "V" or "X".
QString roleLetter(InputRole role);

// A core::Error that also says which file is at fault, so a form can mark that field. Shape disagreements
// blame the file that disagrees with Q.
class ImportError : public core::Error {
public:
    ImportError(InputRole role, const std::string& message) : core::Error(message), m_role(role) { }
    InputRole role() const { return m_role; }

private:
    InputRole m_role;
};

struct ImportedInput {
    core::Sequence sequence; // tokens "0".."N-1"; causal and scale left to the caller
    QStringList files; // absolute paths in the order Q, K, V[, X]
    QStringList sha256; // each file's SHA-256 as read, lower-case hex, in the same order
};

// Reads one file for `role`. Throws ImportError whose message starts with the file's name: no file chosen,
// missing, a folder, a device or pipe, unreadable, or anything core::parseNpy refuses (bad magic, dtype, 1-D, NaN,
// ...).
core::Matrix readInputFile(const QString& path, InputRole role);

// Reads Q, K, V and (when `x` is not empty) X and checks that they describe one sequence: K has Q's shape, V and
// X have one row per token. Throws ImportError naming the file and the fault ("k.npy is 5x2 but q.npy is 4x2").
ImportedInput importQkv(const QString& q, const QString& k, const QString& v, const QString& x);

// The sequence Q, K, V (and X) make, checked as importQkv checks files read from `paths` (the names its messages
// give; paths[RoleX] empty when problem.x is). Throws ImportError. For matrices that come from elsewhere (a
// session that embeds them).
core::Sequence importedSequence(core::Problem problem, const RolePaths& paths);

// The SHA-256 of `bytes` in lower-case hex: what ImportedFiles::sha256 holds.
std::string sha256Hex(const QByteArray& bytes);

// The imported input as the lab's setup keeps it: the paths and the loaded sequence.
core::ImportedFiles importedFiles(ImportedInput input);
// Reads the files a setup names (a restored setup or session keeps only the paths and checksums). Throws
// ImportError as importQkv does, and also, naming the file, when a file's SHA-256 is not the one in `sha256` (an
// empty checksum is not checked): the file changed since it was imported.
core::ImportedFiles readImportedFiles(
    const std::array<std::string, kInputRoleCount>& paths, const std::array<std::string, kInputRoleCount>& sha256 = {});

// A short label for the imported files, e.g. "q.npy, k.npy, v.npy" (the names, not the folders).
QString importLabel(const core::ImportedFiles& files);

// The role a file's name gives it, or nothing when the name says none or several. The name's first or last word
// (letters only, case ignored) decides: q/query/queries -> Q, k/key/keys -> K, v/value/values -> V, x -> X; a
// first word that starts with query, key or value counts too. So q.npy, Q.npy, layer3_q.npy and queries.npy are
// Q; key_value.npy is refused as ambiguous.
std::optional<InputRole> roleFromFileName(const QString& path);

// Places each path in the role its name gives it. Roles without a file stay empty. Fails (nothing returned,
// `error` set when not null, naming the file) for a file that is not .npy, whose role its name does not tell,
// or that claims a role another file already took.
std::optional<RolePaths> placeFilesByName(const QStringList& paths, QString* error);

// placeFilesByName for a complete set: exactly one file each for Q, K and V, X optional.
std::optional<RolePaths> assignDroppedFiles(const QStringList& paths, QString* error);

// The local files a drag carries (empty when it carries none or any non-local URL).
QStringList localFilesFromMimeData(const QMimeData& mime);

} // namespace attnlab::app

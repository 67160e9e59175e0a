#include "app/import/qkv_files.h"

#include "core/io/npy.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QRegularExpression>
#include <QUrl>

#include <string>

namespace attnlab::app {

namespace {

// Free functions have no tr(): this class lends them one, and lupdate files their strings under "NpyImport".
class NpyImport {
    Q_DECLARE_TR_FUNCTIONS(NpyImport)
};

std::string shapeOf(const core::Matrix& m)
{
    return std::to_string(m.rows()) + "x" + std::to_string(m.cols());
}

std::string nameOf(const QString& path)
{
    return QFileInfo(path).fileName().toStdString();
}

// Shape messages name two files; two files of the same name in different folders need their paths to differ.
std::pair<std::string, std::string> distinctNames(const QString& path, const QString& qPath)
{
    if (QFileInfo(path).fileName() == QFileInfo(qPath).fileName())
        return { path.toStdString(), qPath.toStdString() };
    return { nameOf(path), nameOf(qPath) };
}

// The words of a file's base name, lower case, letters only: "Layer3_Q.npy" -> {"layer", "q"}.
QStringList wordsOfName(const QString& path)
{
    static const QRegularExpression notALetter(QStringLiteral("[^a-z]+"));
    return QFileInfo(path).completeBaseName().toLower().split(notALetter, Qt::SkipEmptyParts);
}

struct RoleWords {
    InputRole role;
    QStringList words; // a first or last word equal to one of these names the role
    QStringList prefixes; // a first word starting with one of these names it too ("query_layer2", "values")
};

const std::array<RoleWords, kInputRoleCount>& roleWords()
{
    static const std::array<RoleWords, kInputRoleCount> table { {
        { RoleQ, { "q", "query", "queries" }, { "query", "queries" } },
        { RoleK, { "k", "key", "keys" }, { "key" } },
        { RoleV, { "v", "value", "values" }, { "value" } },
        { RoleX, { "x" }, {} },
    } };
    return table;
}

bool namesRole(const QStringList& words, const RoleWords& role)
{
    if (words.isEmpty())
        return false;
    if (role.words.contains(words.first()) || role.words.contains(words.last()))
        return true;
    for (const QString& prefix : role.prefixes)
        if (words.first().startsWith(prefix))
            return true;
    return false;
}

QString namingHint()
{
    return NpyImport::tr("name them q.npy, k.npy, v.npy and optionally x.npy");
}

} // namespace

QString roleLetter(InputRole role)
{
    static const char* const letters[kInputRoleCount] = { "Q", "K", "V", "X" };
    return QString::fromLatin1(letters[role]);
}

namespace {

struct ReadInput {
    core::Matrix matrix;
    std::string sha256;
};

ReadInput readInput(const QString& path, InputRole role)
{
    const std::string letter = roleLetter(role).toStdString();
    if (path.trimmed().isEmpty())
        throw ImportError(role, "no file chosen for " + letter);
    const QFileInfo info(path);
    const std::string name = nameOf(path);
    if (!info.exists())
        throw ImportError(role, name + ": no such file");
    if (info.isDir())
        throw ImportError(role, name + ": is a folder, not a .npy file");
    // A device or a pipe (a session may name /dev/zero) would be read without end.
    if (!info.isFile())
        throw ImportError(role, name + ": is not a regular file (a device, a pipe or a socket), not a .npy file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(role, name + ": cannot be read (" + file.errorString().toStdString() + ")");
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        throw ImportError(role, name + ": cannot be read (" + file.errorString().toStdString() + ")");
    try {
        // parseNpy starts every message with the name given here; the dialog shows the full path beside it.
        return { core::parseNpy(bytes.toStdString(), name), sha256Hex(bytes) };
    } catch (const core::Error& error) {
        throw ImportError(role, error.what());
    }
}

} // namespace

std::string sha256Hex(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().toStdString();
}

core::Matrix readInputFile(const QString& path, InputRole role)
{
    return readInput(path, role).matrix;
}

ImportedInput importQkv(const QString& q, const QString& k, const QString& v, const QString& x)
{
    core::Problem problem;
    QStringList checksums;
    const auto read = [&](const QString& path, InputRole role) {
        ReadInput input = readInput(path, role);
        checksums.append(QString::fromStdString(input.sha256));
        return std::move(input.matrix);
    };
    problem.q = read(q, RoleQ);
    problem.k = read(k, RoleK);
    problem.v = read(v, RoleV);
    const bool hasX = !x.trimmed().isEmpty();
    if (hasX)
        problem.x = read(x, RoleX);

    ImportedInput input;
    input.sequence = importedSequence(std::move(problem), { q, k, v, hasX ? x : QString() });
    for (const QString& path : { q, k, v })
        input.files.append(QFileInfo(path).absoluteFilePath());
    if (hasX)
        input.files.append(QFileInfo(x).absoluteFilePath());
    input.sha256 = checksums;
    return input;
}

core::Sequence importedSequence(core::Problem problem, const RolePaths& paths)
{
    const QString& q = paths[RoleQ];
    const QString& k = paths[RoleK];
    const QString& v = paths[RoleV];
    const QString& x = paths[RoleX];
    if (problem.k.rows() != problem.q.rows() || problem.k.cols() != problem.q.cols()) {
        const auto [kName, qName] = distinctNames(k, q);
        throw ImportError(RoleK,
            kName + " is " + shapeOf(problem.k) + " but " + qName + " is " + shapeOf(problem.q)
                + " (K needs Q's shape: one row per token, the same width d)");
    }
    if (problem.v.rows() != problem.q.rows()) {
        const auto [vName, qName] = distinctNames(v, q);
        throw ImportError(RoleV,
            vName + " is " + shapeOf(problem.v) + " but " + qName + " is " + shapeOf(problem.q)
                + " (V needs one row per token, as many rows as Q)");
    }
    if (problem.x && problem.x->rows() != problem.q.rows()) {
        const auto [xName, qName] = distinctNames(x, q);
        throw ImportError(RoleX,
            xName + " is " + shapeOf(*problem.x) + " but " + qName + " is " + shapeOf(problem.q)
                + " (X needs one row per token, as many rows as Q)");
    }
    try {
        // The checks above and parseNpy cover what validate() checks; it stays as the authority on a Problem.
        problem.validate();
    } catch (const core::Error& error) {
        throw ImportError(RoleQ, nameOf(q) + ", " + nameOf(k) + ", " + nameOf(v) + ": " + error.what());
    }

    core::Sequence sequence;
    sequence.problem = std::move(problem);
    const int n = sequence.problem.n();
    sequence.tokens.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        sequence.tokens.push_back(std::to_string(i));
    return sequence;
}

core::ImportedFiles importedFiles(ImportedInput input)
{
    core::ImportedFiles files;
    for (int role = 0; role < input.files.size() && role < static_cast<int>(kInputRoleCount); ++role) {
        files.paths[static_cast<std::size_t>(role)] = input.files[role].toStdString();
        files.sha256[static_cast<std::size_t>(role)] = input.sha256.value(role).toStdString();
    }
    files.sequence = std::make_shared<const core::Sequence>(std::move(input.sequence));
    return files;
}

core::ImportedFiles readImportedFiles(
    const std::array<std::string, kInputRoleCount>& paths, const std::array<std::string, kInputRoleCount>& sha256)
{
    const auto path = [&](InputRole role) { return QString::fromStdString(paths[role]); };
    core::ImportedFiles files = importedFiles(importQkv(path(RoleQ), path(RoleK), path(RoleV), path(RoleX)));
    for (std::size_t role = 0; role < kInputRoleCount; ++role) {
        const std::string& expected = sha256[role];
        if (expected.empty() || expected == files.sha256[role])
            continue;
        // The whole path: the user must find the file, and the name alone may be in several folders.
        throw ImportError(static_cast<InputRole>(role),
            paths[role] + ": has changed since it was imported (its SHA-256 was " + expected.substr(0, 12)
                + "..., it is now " + files.sha256[role].substr(0, 12) + "...)");
    }
    return files;
}

QString importLabel(const core::ImportedFiles& files)
{
    QStringList names;
    for (const std::string& path : files.paths)
        if (!path.empty())
            names.append(QFileInfo(QString::fromStdString(path)).fileName());
    return names.join(QStringLiteral(", "));
}

std::optional<InputRole> roleFromFileName(const QString& path)
{
    const QStringList words = wordsOfName(path);
    std::optional<InputRole> found;
    for (const RoleWords& role : roleWords()) {
        if (!namesRole(words, role))
            continue;
        if (found)
            return std::nullopt; // "key_value.npy": two roles, so none
        found = role.role;
    }
    return found;
}

std::optional<RolePaths> placeFilesByName(const QStringList& paths, QString* error)
{
    auto fail = [error](const QString& message) -> std::optional<RolePaths> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    RolePaths placed;
    for (const QString& path : paths) {
        const QString name = QFileInfo(path).fileName();
        if (!name.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
            return fail(NpyImport::tr("%1 is not a .npy file").arg(name));
        const std::optional<InputRole> role = roleFromFileName(path);
        if (!role)
            return fail(NpyImport::tr("cannot tell whether %1 holds Q, K, V or X: %2").arg(name, namingHint()));
        QString& slot = placed[*role];
        if (!slot.isEmpty())
            return fail(NpyImport::tr("both %1 and %2 look like %3: give one file per role")
                            .arg(QFileInfo(slot).fileName(), name, roleLetter(*role)));
        slot = path;
    }
    return placed;
}

std::optional<RolePaths> assignDroppedFiles(const QStringList& paths, QString* error)
{
    std::optional<RolePaths> placed = placeFilesByName(paths, error);
    if (!placed)
        return std::nullopt;
    QStringList missing;
    for (const InputRole role : { RoleQ, RoleK, RoleV })
        if ((*placed)[role].isEmpty())
            missing.append(roleLetter(role));
    if (!missing.isEmpty()) {
        if (error)
            *error = NpyImport::tr("no file for %1 among the dropped files: %2")
                         .arg(missing.join(QStringLiteral(", ")), namingHint());
        return std::nullopt;
    }
    return placed;
}

QStringList localFilesFromMimeData(const QMimeData& mime)
{
    QStringList paths;
    for (const QUrl& url : mime.urls()) {
        if (!url.isLocalFile())
            return {};
        paths.append(url.toLocalFile());
    }
    return paths;
}

} // namespace attnlab::app

#include "app/state/lab_state_json.h"

#include "app/import/qkv_files.h"
#include "core/builtin_catalogues.h"
#include "core/error.h"
#include "core/io/npy.h"
#include "widgets/heatmap/colormap_names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace attnlab::app {

namespace {

const QString kFormat = QStringLiteral("attention-lab-state");

[[noreturn]] void fail(const QString& field, const QString& message)
{
    throw core::Error((field + QStringLiteral(": ") + message).toStdString());
}

QString typeName(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

// Field access that names the field at fault. `path` is the object's own name ("input"), empty at the top.
class Reader {
public:
    Reader(const QJsonObject& object, QString path) : m_object(object), m_path(std::move(path)) { }

    QString field(const QString& key) const { return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key; }
    bool has(const QString& key) const { return m_object.contains(key) && !m_object.value(key).isNull(); }

    // Refuses keys this version does not know: a typo in a hand-edited file must not pass silently.
    void allowOnly(std::initializer_list<const char*> keys) const
    {
        QSet<QString> known;
        for (const char* key : keys)
            known.insert(QLatin1String(key));
        for (auto it = m_object.begin(); it != m_object.end(); ++it)
            if (!known.contains(it.key()))
                fail(field(it.key()), QStringLiteral("unknown field"));
    }

    QJsonValue value(const QString& key) const { return m_object.value(key); }

    Reader object(const QString& key) const
    {
        const QJsonValue v = m_object.value(key);
        if (!v.isObject())
            fail(field(key), QStringLiteral("must be an object, got %1").arg(typeName(v)));
        return Reader(v.toObject(), field(key));
    }

    QString string(const QString& key) const
    {
        const QJsonValue v = m_object.value(key);
        if (!v.isString())
            fail(field(key), QStringLiteral("must be a string, got %1").arg(typeName(v)));
        return v.toString();
    }

    bool boolean(const QString& key) const
    {
        const QJsonValue v = m_object.value(key);
        if (!v.isBool())
            fail(field(key), QStringLiteral("must be true or false, got %1").arg(typeName(v)));
        return v.toBool();
    }

    double number(const QString& key) const
    {
        const QJsonValue v = m_object.value(key);
        if (!v.isDouble())
            fail(field(key), QStringLiteral("must be a number, got %1").arg(typeName(v)));
        return v.toDouble();
    }

    long long integer(const QString& key) const
    {
        const double v = number(key);
        if (v != std::floor(v) || std::abs(v) > 9.0e15)
            fail(field(key), QStringLiteral("must be a whole number, got %1").arg(v));
        return static_cast<long long>(v);
    }

    const QJsonObject& raw() const { return m_object; }

private:
    QJsonObject m_object;
    QString m_path;
};

QJsonValue toJson(const core::ParamValue& value)
{
    if (const auto* integer = std::get_if<long long>(&value))
        return QJsonValue(static_cast<double>(*integer));
    if (const auto* real = std::get_if<double>(&value))
        return QJsonValue(*real);
    if (const auto* boolean = std::get_if<bool>(&value))
        return QJsonValue(*boolean);
    return QJsonValue(QString::fromStdString(std::get<std::string>(value)));
}

QJsonObject paramsToJson(const core::Params& params)
{
    QJsonObject object;
    for (const auto& [name, value] : params.values())
        object.insert(QString::fromStdString(name), toJson(value));
    return object;
}

QJsonObject keptToJson(const std::map<std::string, core::Params>& byId)
{
    QJsonObject object;
    for (const auto& [id, params] : byId)
        object.insert(QString::fromStdString(id), paramsToJson(params));
    return object;
}

core::ParamValue paramFromJson(const core::ParamSpec& spec, const QJsonValue& json, const QString& field)
{
    core::ParamValue value;
    std::string error;
    if (json.isString()) {
        if (!spec.parse(json.toString().toStdString(), &value, &error))
            fail(field, QString::fromStdString(error));
    } else if (json.isBool() && spec.type == core::ParamType::Boolean) {
        value = json.toBool();
    } else if (json.isDouble() && spec.type == core::ParamType::Real) {
        value = json.toDouble();
    } else if (json.isDouble() && spec.type == core::ParamType::Integer) {
        const double number = json.toDouble();
        if (number != std::floor(number) || std::abs(number) > 9.0e15)
            fail(field, QStringLiteral("must be a whole number, got %1").arg(number));
        value = static_cast<long long>(number);
    } else {
        fail(field, QStringLiteral("must be %1, got %2")
                        .arg(QString::fromStdString(core::typeName(spec.type)), typeName(json)));
    }
    if (!spec.accepts(value, &error))
        fail(field, QString::fromStdString(error));
    return value;
}

template <typename Entry>
std::map<std::string, core::Params> keptFromJson(const Reader& reader, const core::Catalogue<Entry>& catalogue)
{
    std::map<std::string, core::Params> byId;
    for (auto it = reader.raw().begin(); it != reader.raw().end(); ++it) {
        const QString idField = reader.field(it.key());
        const Entry* entry = catalogue.find(it.key().toStdString());
        if (!entry)
            fail(idField, QStringLiteral("unknown id"));
        const Reader params = reader.object(it.key());
        core::Params values;
        for (auto p = params.raw().begin(); p != params.raw().end(); ++p) {
            const QString field = params.field(p.key());
            const auto& specs = entry->info().params;
            const auto spec = std::find_if(specs.begin(), specs.end(), [&](const core::ParamSpec& candidate) {
                return candidate.name == p.key().toStdString();
            });
            if (spec == specs.end())
                fail(field, QStringLiteral("no such parameter"));
            values.set(specs, spec->name, paramFromJson(*spec, p.value(), field));
        }
        byId[it.key().toStdString()] = values;
    }
    return byId;
}

const char* const kRoleKeys[] = {"q", "k", "v", "x"};

const core::Matrix* matrixOfRole(const core::Problem& problem, std::size_t role)
{
    switch (role) {
    case RoleQ:
        return &problem.q;
    case RoleK:
        return &problem.k;
    case RoleV:
        return &problem.v;
    default:
        return problem.x ? &*problem.x : nullptr;
    }
}

QJsonObject importedToJson(const core::ImportedFiles& files, ImportedData storage)
{
    const bool embed = storage == ImportedData::EmbeddedWhenSmall && embedsImported(files);
    QJsonObject object;
    for (std::size_t role = 0; role < kInputRoleCount; ++role) {
        if (files.paths[role].empty())
            continue;
        QJsonObject file;
        file.insert(QStringLiteral("path"), QString::fromStdString(files.paths[role]));
        if (!files.sha256[role].empty())
            file.insert(QStringLiteral("sha256"), QString::fromStdString(files.sha256[role]));
        if (embed)
            if (const core::Matrix* matrix = matrixOfRole(files.sequence->problem, role)) {
                const std::string npy = core::formatNpy(*matrix);
                file.insert(QStringLiteral("npy"),
                    QString::fromLatin1(QByteArray(npy.data(), static_cast<qsizetype>(npy.size())).toBase64()));
            }
        object.insert(QLatin1String(kRoleKeys[role]), file);
    }
    return object;
}

bool isSha256Hex(const QString& text)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{64}$"));
    return hex.match(text).hasMatch();
}

// Version 2's imported files: paths, checksums and, when embedded, the matrices (decoded and checked here).
core::ImportedFiles importedFromJson(const Reader& files)
{
    files.allowOnly({ "q", "k", "v", "x" });
    core::ImportedFiles imported;
    std::array<std::optional<core::Matrix>, kInputRoleCount> matrices;
    for (std::size_t role = 0; role < kInputRoleCount; ++role) {
        const QString key = QLatin1String(kRoleKeys[role]);
        if (role == RoleX && !files.has(key))
            continue;
        const Reader file = files.object(key);
        file.allowOnly({ "path", "sha256", "npy" });
        imported.paths[role] = file.string(QStringLiteral("path")).toStdString();
        if (imported.paths[role].empty())
            fail(file.field(QStringLiteral("path")), QStringLiteral("no file"));
        if (file.has(QStringLiteral("sha256"))) {
            const QString sha = file.string(QStringLiteral("sha256"));
            if (!isSha256Hex(sha))
                fail(file.field(QStringLiteral("sha256")),
                    QStringLiteral("must be a SHA-256 in lower-case hex (64 digits), got '%1'").arg(sha));
            imported.sha256[role] = sha.toStdString();
        }
        if (file.has(QStringLiteral("npy"))) {
            const QString field = file.field(QStringLiteral("npy"));
            const auto decoded = QByteArray::fromBase64Encoding(
                file.string(QStringLiteral("npy")).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded)
                fail(field, QStringLiteral("is not base64"));
            // parseNpy starts its messages with the field's name.
            matrices[role] = core::parseNpy(decoded.decoded.toStdString(), field.toStdString());
        }
    }
    const bool anyEmbedded = std::any_of(matrices.begin(), matrices.end(), [](const auto& m) { return m.has_value(); });
    if (!anyEmbedded)
        return imported;
    for (std::size_t role = 0; role < kInputRoleCount; ++role)
        if (!imported.paths[role].empty() && !matrices[role])
            fail(files.field(QLatin1String(kRoleKeys[role])) + QStringLiteral(".npy"),
                QStringLiteral("missing: the other files are embedded, so this one must be too"));
    core::Problem problem;
    problem.q = std::move(*matrices[RoleQ]);
    problem.k = std::move(*matrices[RoleK]);
    problem.v = std::move(*matrices[RoleV]);
    problem.x = std::move(matrices[RoleX]);
    RolePaths paths;
    for (std::size_t role = 0; role < kInputRoleCount; ++role)
        paths[role] = QString::fromStdString(imported.paths[role]);
    try {
        imported.sequence = std::make_shared<const core::Sequence>(importedSequence(std::move(problem), paths));
    } catch (const ImportError& error) {
        fail(files.field(QLatin1String(kRoleKeys[error.role()])) + QStringLiteral(".npy"),
            QString::fromUtf8(error.what()));
    }
    return imported;
}

// Version 1's imported files: the paths alone.
core::ImportedFiles importedFromVersion1Json(const Reader& files)
{
    files.allowOnly({ "q", "k", "v", "x" });
    core::ImportedFiles imported;
    for (std::size_t role = 0; role < 4; ++role) {
        const QString key = QLatin1String(kRoleKeys[role]);
        if (role < 3 || files.has(key))
            imported.paths[role] = files.string(key).toStdString();
        if (role < 3 && imported.paths[role].empty())
            fail(files.field(key), QStringLiteral("no file"));
    }
    return imported;
}

} // namespace

bool embedsImported(const core::ImportedFiles& files)
{
    if (!files.sequence)
        return false;
    long long bytes = 0;
    for (std::size_t role = 0; role < kInputRoleCount; ++role)
        if (const core::Matrix* matrix = matrixOfRole(files.sequence->problem, role))
            bytes += static_cast<long long>(matrix->size()) * static_cast<long long>(sizeof(float));
    return bytes <= kLargestEmbeddedImport;
}

QJsonObject labStateToJson(const LabState& state, ImportedData imported)
{
    const core::LabSetup& setup = state.setup;
    QJsonObject input;
    input.insert(QStringLiteral("source"), QString::fromStdString(setup.source));
    input.insert(QStringLiteral("scenarios"), keptToJson(setup.scenarioParams));
    if (setup.imported)
        input.insert(QStringLiteral("imported"), importedToJson(*setup.imported, imported));
    input.insert(QStringLiteral("causal"), setup.causal);
    input.insert(QStringLiteral("scale"), setup.scale ? QJsonValue(*setup.scale) : QJsonValue(QJsonValue::Null));

    QJsonObject variant;
    variant.insert(QStringLiteral("id"), QString::fromStdString(setup.variantId));
    variant.insert(QStringLiteral("params"), keptToJson(setup.variantParams));

    QJsonObject view;
    view.insert(QStringLiteral("query"), state.query ? QJsonValue(*state.query) : QJsonValue(QJsonValue::Null));
    view.insert(QStringLiteral("colormap"), state.colormap);
    view.insert(QStringLiteral("log_scale"), state.logScale);
    view.insert(QStringLiteral("front_dock"), state.frontDock);

    QJsonObject json;
    json.insert(QStringLiteral("format"), kFormat);
    json.insert(QStringLiteral("version"), kLabStateVersion);
    json.insert(QStringLiteral("input"), input);
    json.insert(QStringLiteral("variant"), variant);
    json.insert(QStringLiteral("view"), view);
    if (state.lesson) {
        QJsonObject lesson;
        lesson.insert(QStringLiteral("id"), state.lesson->lessonId);
        lesson.insert(QStringLiteral("step"), state.lesson->step);
        json.insert(QStringLiteral("lesson"), lesson);
    } else {
        json.insert(QStringLiteral("lesson"), QJsonValue(QJsonValue::Null));
    }
    return json;
}

QByteArray labStateToJsonText(const LabState& state, ImportedData imported)
{
    return QJsonDocument(labStateToJson(state, imported)).toJson(QJsonDocument::Indented);
}

LabState labStateFromJson(const QJsonObject& json)
{
    const Reader top(json, QString());
    top.allowOnly({"format", "version", "input", "variant", "view", "lesson"});
    if (top.string(QStringLiteral("format")) != kFormat)
        fail(QStringLiteral("format"), QStringLiteral("must be \"%1\"").arg(kFormat));
    const long long version = top.integer(QStringLiteral("version"));
    if (version > kLabStateVersion)
        fail(QStringLiteral("version"),
            QStringLiteral("made by a newer Attention Lab (version %1; this one reads 1..%2)")
                .arg(version)
                .arg(kLabStateVersion));
    if (version < 1)
        fail(QStringLiteral("version"), QStringLiteral("must be 1 or more, got %1").arg(version));

    LabState state;
    core::LabSetup& setup = state.setup;
    const Reader input = top.object(QStringLiteral("input"));
    input.allowOnly({"source", "scenarios", "imported", "causal", "scale"});
    setup.source = input.string(QStringLiteral("source")).toStdString();
    if (input.has(QStringLiteral("scenarios")))
        setup.scenarioParams = keptFromJson(input.object(QStringLiteral("scenarios")), core::builtinScenarios());
    if (input.has(QStringLiteral("imported"))) {
        const Reader files = input.object(QStringLiteral("imported"));
        setup.imported = version == 1 ? importedFromVersion1Json(files) : importedFromJson(files);
    }
    if (setup.usesImported() && !setup.imported)
        fail(input.field(QStringLiteral("source")), QStringLiteral("'imported' needs input.imported"));
    if (!setup.usesImported() && !core::builtinScenarios().find(setup.source))
        fail(input.field(QStringLiteral("source")),
             QStringLiteral("unknown scenario '%1'").arg(QString::fromStdString(setup.source)));
    setup.causal = input.has(QStringLiteral("causal")) && input.boolean(QStringLiteral("causal"));
    if (input.has(QStringLiteral("scale"))) {
        const double scale = input.number(QStringLiteral("scale"));
        if (!(scale > 0.0) || !std::isfinite(scale))
            fail(input.field(QStringLiteral("scale")), QStringLiteral("must be a positive number, got %1").arg(scale));
        setup.scale = scale;
    }

    const Reader variant = top.object(QStringLiteral("variant"));
    variant.allowOnly({"id", "params"});
    setup.variantId = variant.string(QStringLiteral("id")).toStdString();
    if (!core::builtinVariants().find(setup.variantId))
        fail(variant.field(QStringLiteral("id")),
             QStringLiteral("unknown variant '%1'").arg(QString::fromStdString(setup.variantId)));
    if (variant.has(QStringLiteral("params")))
        setup.variantParams = keptFromJson(variant.object(QStringLiteral("params")), core::builtinVariants());

    if (top.has(QStringLiteral("view"))) {
        const Reader view = top.object(QStringLiteral("view"));
        if (version == 1)
            view.allowOnly({ "query", "colormap", "front_dock" });
        else
            view.allowOnly({ "query", "colormap", "log_scale", "front_dock" });
        if (view.has(QStringLiteral("query"))) {
            const long long query = view.integer(QStringLiteral("query"));
            // An index past the sequence's end is kept: the views explain the middle query until N allows it.
            if (query < 0 || query > std::numeric_limits<int>::max())
                fail(view.field(QStringLiteral("query")), QStringLiteral("must be a row, 0 or more, got %1").arg(query));
            state.query = static_cast<int>(query);
        }
        if (view.has(QStringLiteral("colormap"))) {
            const QString name = view.string(QStringLiteral("colormap"));
            const auto known = widgets::knownColormapName(name);
            if (!known)
                fail(view.field(QStringLiteral("colormap")),
                     QStringLiteral("unknown colour map '%1' (known: %2)")
                         .arg(name, widgets::colormapNames().join(QStringLiteral(", "))));
            state.colormap = *known;
        }
        if (view.has(QStringLiteral("log_scale")))
            state.logScale = view.boolean(QStringLiteral("log_scale"));
        if (view.has(QStringLiteral("front_dock")))
            state.frontDock = view.string(QStringLiteral("front_dock"));
    }
    if (top.has(QStringLiteral("lesson"))) {
        const Reader lesson = top.object(QStringLiteral("lesson"));
        lesson.allowOnly({"id", "step"});
        LessonPosition position;
        position.lessonId = lesson.string(QStringLiteral("id"));
        const long long step = lesson.integer(QStringLiteral("step"));
        // Past int's range the step would wrap (2^31 to a negative step, which the file saved next is refused for).
        if (step < 0 || step > std::numeric_limits<int>::max())
            fail(lesson.field(QStringLiteral("step")),
                QStringLiteral("must be a step, 0 to %1, got %2").arg(std::numeric_limits<int>::max()).arg(step));
        position.step = static_cast<int>(step);
        state.lesson = position;
    }
    return state;
}

LabState labStateFromJsonText(const QByteArray& text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        throw core::Error(QStringLiteral("not JSON: %1 at offset %2")
                              .arg(error.errorString())
                              .arg(error.offset)
                              .toStdString());
    if (!document.isObject())
        throw core::Error("not a lab state: the JSON is not an object");
    return labStateFromJson(document.object());
}

} // namespace attnlab::app

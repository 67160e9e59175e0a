#include "app/panels/lra_results.h"

#include "core/error.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <cmath>
#include <limits>

// Outside any namespace, as Q_INIT_RESOURCE requires: the resource lives in the static app library, whose
// registration the linker would otherwise drop.
static void registerLraResource()
{
    Q_INIT_RESOURCE(lra_data);
}

namespace attnlab::app {

namespace {

const char* const kResourcePath = ":/data/lra_tay2021.csv";
const char* const kTaskColumns[kLraTaskCount] = { "listops", "text", "retrieval", "image", "pathfinder" };

QString lengthSuffix(int lengthIndex)
{
    return QStringLiteral("%1k").arg(lengthIndex + 1);
}

[[noreturn]] void refuse(int line, const QString& message)
{
    throw core::Error(QStringLiteral("LRA table, line %1: %2").arg(line).arg(message).toStdString());
}

double cellValue(const QStringList& cells, const QHash<QString, int>& columns, const QString& column, int line)
{
    const QString cell = cells.at(columns.value(column)).trimmed();
    if (cell.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    bool ok = false;
    const double value = cell.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        refuse(line, QStringLiteral("column %1 holds '%2', not a number").arg(column, cell));
    return value;
}

} // namespace

int lraLength(int lengthIndex)
{
    return 1024 * (lengthIndex + 1);
}

QString lraLengthLabel(int lengthIndex)
{
    return QStringLiteral("%1K").arg(lengthIndex + 1);
}

const QStringList& lraTaskNames()
{
    static const QStringList names { QStringLiteral("ListOps"), QStringLiteral("Text"), QStringLiteral("Retrieval"),
        QStringLiteral("Image"), QStringLiteral("Pathfinder") };
    return names;
}

QString lraCitation()
{
    return QCoreApplication::translate("attnlab::app::LraResults",
        "Tay et al., Long Range Arena: A Benchmark for Efficient Transformers, ICLR 2021 "
        "(Table 1: accuracy; Table 2: speed and memory, byte-level text, batch 32, "
        "4x4 TPU v3).");
}

QString lraSpeedCaveat()
{
    return QCoreApplication::translate("attnlab::app::LraResults",
        "Theirs are training steps per second on TPUs (forward and backward passes of whole models, with the "
        "implementations and tuning of 2020); ours are single forward passes of one attention layer on this "
        "machine's CPU. Compare the ordering and the trend with N, not the numbers.");
}

std::pair<QString, std::vector<std::pair<std::string, std::string>>> lraVariantFor(const QString& model)
{
    // The paper's model names (Table 1) -> the catalogue's ids (variants.md). Reformer's attention is lsh;
    // Synthesizer is reported in its dense form.
    static const std::vector<std::pair<const char*, const char*>> ids { { "Transformer", "full" },
        { "Local Attention", "local" }, { "Sparse Trans.", "sparse_transformer" }, { "Longformer", "longformer" },
        { "Linformer", "linformer" }, { "Reformer", "lsh" }, { "Sinkhorn Trans.", "sinkhorn" },
        { "Synthesizer", "synthesizer" }, { "BigBird", "bigbird" }, { "Linear Trans.", "linear" },
        { "Performer", "performer" } };
    for (const auto& [name, id] : ids) {
        if (model == QLatin1String(name)) {
            std::vector<std::pair<std::string, std::string>> settings;
            if (model == QLatin1String("Synthesizer"))
                settings.emplace_back("kind", "dense");
            return { QString::fromLatin1(id), settings };
        }
    }
    return { QString(), {} };
}

core::Params LraModel::variantParams(const core::Variant& variant) const
{
    core::Params params = core::Params::defaults(variant.info().params);
    for (const auto& [name, value] : variantSettings)
        params.setFromText(variant.info().params, name, value);
    return params;
}

const LraModel* LraTable::find(const QString& name) const
{
    for (const LraModel& model : models)
        if (model.name == name)
            return &model;
    return nullptr;
}

const LraModel* LraTable::baseline() const
{
    return find(QStringLiteral("Transformer"));
}

double LraTable::relativeSpeed(const LraModel& model, int lengthIndex) const
{
    const LraModel* transformer = baseline();
    if (!transformer || lengthIndex < 0 || lengthIndex >= kLraLengthCount)
        return std::numeric_limits<double>::quiet_NaN();
    const auto index = static_cast<std::size_t>(lengthIndex);
    const double base = transformer->stepsPerSecond[index];
    const double steps = model.stepsPerSecond[index];
    if (!std::isfinite(base) || !std::isfinite(steps) || base <= 0)
        return std::numeric_limits<double>::quiet_NaN();
    return steps / base;
}

LraTable parseLraTable(const QString& text)
{
    LraTable table;
    QHash<QString, int> columns;
    int columnCount = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int t = 0; t < lines.size(); ++t) {
        const int line = t + 1;
        const QString row = lines.at(t).trimmed();
        if (row.isEmpty())
            continue;
        if (row.startsWith(QLatin1Char('#'))) {
            table.notes << row.mid(1).trimmed();
            continue;
        }
        const QStringList cells = row.split(QLatin1Char(','));
        if (columns.isEmpty()) {
            for (int c = 0; c < cells.size(); ++c)
                columns.insert(cells.at(c).trimmed(), c);
            columnCount = static_cast<int>(cells.size());
            QStringList required { QStringLiteral("model"), QStringLiteral("avg") };
            for (const char* task : kTaskColumns)
                required << QString::fromLatin1(task);
            for (int l = 0; l < kLraLengthCount; ++l)
                required << QStringLiteral("steps_") + lengthSuffix(l) << QStringLiteral("mem_gb_") + lengthSuffix(l);
            for (const QString& name : required)
                if (!columns.contains(name))
                    refuse(line, QStringLiteral("the header has no column '%1'").arg(name));
            continue;
        }
        if (cells.size() != columnCount)
            refuse(line, QStringLiteral("%1 cells where the header has %2").arg(cells.size()).arg(columnCount));
        LraModel model;
        model.name = cells.at(columns.value(QStringLiteral("model"))).trimmed();
        if (model.name.isEmpty())
            refuse(line, QStringLiteral("the model has no name"));
        std::tie(model.variantId, model.variantSettings) = lraVariantFor(model.name);
        for (int task = 0; task < kLraTaskCount; ++task)
            model.accuracy[static_cast<std::size_t>(task)]
                = cellValue(cells, columns, QString::fromLatin1(kTaskColumns[task]), line);
        model.average = cellValue(cells, columns, QStringLiteral("avg"), line);
        for (int l = 0; l < kLraLengthCount; ++l) {
            const auto index = static_cast<std::size_t>(l);
            model.stepsPerSecond[index] = cellValue(cells, columns, QStringLiteral("steps_") + lengthSuffix(l), line);
            model.memoryGb[index] = cellValue(cells, columns, QStringLiteral("mem_gb_") + lengthSuffix(l), line);
        }
        table.models.push_back(std::move(model));
    }
    if (columns.isEmpty())
        throw core::Error("LRA table: no header line");
    return table;
}

LraTable publishedLraTable()
{
    registerLraResource();
    QFile file(QString::fromLatin1(kResourcePath));
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error(std::string("LRA table: the compiled-in ") + kResourcePath + " cannot be read");
    return parseLraTable(QString::fromUtf8(file.readAll()));
}

} // namespace attnlab::app

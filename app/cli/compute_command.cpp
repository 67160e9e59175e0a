#include "app/cli/argument_list.h"
#include "app/cli/command_input.h"
#include "app/cli/json_format.h"
#include "app/cli/subcommands.h"
#include "app/compute/comparison.h"
#include "core/error.h"
#include "core/io/npy.h"

#include <QJsonDocument>

namespace attnlab::app {

int runComputeCommand(const QStringList& arguments, QTextStream& out)
{
    ArgumentList list(arguments);
    const CommandInput input = takeCommandInput(list);
    const auto outO = list.takeValue(QStringLiteral("out-o"));
    const auto outMap = list.takeValue(QStringLiteral("out-map"));
    const auto outPattern = list.takeValue(QStringLiteral("out-pattern"));
    const bool json = list.takeFlag(QStringLiteral("json"));
    list.expectNothingLeft();

    const core::Problem& problem = input.sequence.problem;
    core::RunOptions options;
    // The maps (for rel_err_map and mean_kl) are N x N display buffers: built up to N = 4096 or when asked for.
    options.wantMap = outMap.has_value() || problem.n() <= 4096;
    const Comparison comparison = compareWithExact(problem, *input.variant, input.params, options);
    const core::Result& result = comparison.variant;

    if (outO)
        core::writeNpy(outO->toStdString(), result.o);
    if (outMap) {
        if (!result.map)
            throw core::Error("variant '" + input.variant->id() + "' has no mixing map to write");
        core::writeNpy(outMap->toStdString(), *result.map);
    }
    if (outPattern)
        core::writeNpy(outPattern->toStdString(), result.pattern.toDense());

    if (json) {
        const QJsonObject object{
            {"variant", QString::fromStdString(input.variant->id())},
            {"params", paramsToJson(input.params)},
            {"n", problem.n()},
            {"d", problem.d()},
            {"dv", problem.dv()},
            {"causal", problem.causal},
            {"metrics", metricsToJson(comparison.metrics)},
            {"cost", QJsonObject{{"madds", jsonNumber(result.cost.madds)},
                                 {"peak_bytes", jsonNumber(result.cost.peakBytes)},
                                 {"field_pairs", jsonNumber(result.cost.fieldPairs)},
                                 {"madds_exact", jsonNumber(comparison.exact->cost.madds)}}}};
        out << QJsonDocument(object).toJson(QJsonDocument::Indented);
        return 0;
    }
    const core::Metrics& m = comparison.metrics;
    out << "variant " << QString::fromStdString(input.variant->id()) << " on N=" << problem.n() << " d=" << problem.d()
        << " dv=" << problem.dv() << (problem.causal ? " causal" : "") << "\n"
        << "  relative error of O    " << m.relErrO << "\n"
        << "  relative error of M    " << m.relErrMap << "\n"
        << "  max |O - O_exact|      " << m.maxAbsErrO << "\n"
        << "  mean row KL            " << m.meanKl << "\n"
        << "  mean cosine of O rows  " << m.meanCosO << "\n"
        << "  density                " << m.density << "\n"
        << "  multiply-adds          " << result.cost.madds << " (exact " << comparison.exact->cost.madds << ")\n"
        << "  peak working bytes     " << result.cost.peakBytes << "\n"
        << "  pairs of the field     " << result.cost.fieldPairs << "\n";
    return 0;
}

} // namespace attnlab::app

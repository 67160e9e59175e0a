#include "app/compute/comparison.h"

#include "core/builtin_catalogues.h"
#include "core/recycled_matrices.h"

#include <memory>

namespace attnlab::app {

bool exactAnswers(const core::Result& exact, bool causal)
{
    return exact.pattern.kind() == (causal ? core::Pattern::Kind::CausalPairs : core::Pattern::Kind::AllPairs);
}

std::shared_ptr<const core::Result> computeExact(const core::Problem& problem, const core::RunOptions& options)
{
    const core::Variant& full = core::builtinVariants().get("full", "variant");
    // Its map goes back to the options' recycled matrices when the last holder lets go.
    return std::shared_ptr<const core::Result>(new core::Result(full.run(problem, core::Params(), options)),
        [maps = std::weak_ptr<core::RecycledMatrices>(options.recycledMaps)](core::Result* dropped) {
            const std::unique_ptr<core::Result> freed(dropped);
            if (const auto into = maps.lock())
                core::giveBackMaps(*dropped, *into);
        });
}

Comparison compareWithExact(const core::Problem& problem, const core::Variant& variant, const core::Params& params,
                            const core::RunOptions& options, std::shared_ptr<const core::Result> exact)
{
    Comparison comparison;
    // Memory variants are causal by definition; compare them with the causal exact result.
    core::Problem reference = problem;
    if (variant.info().causal == core::CausalSupport::Always)
        reference.causal = true;
    const core::Variant& full = core::builtinVariants().get("full", "variant");
    // `full` at its defaults on the same problem is the exact computation itself: ran once, shown twice.
    if (&variant == &full && reference.causal == problem.causal && variant.resolve(params) == full.resolve({})) {
        comparison.exact = exact && exactAnswers(*exact, reference.causal) ? std::move(exact)
                                                                           : computeExact(reference, options);
        comparison.variant = *comparison.exact;
    } else {
        comparison.variant = variant.run(problem, params, options);
        comparison.exact = exact && exactAnswers(*exact, reference.causal) ? std::move(exact)
                                                                           : computeExact(reference, options);
    }
    comparison.metrics = core::compareWithExact(*comparison.exact, comparison.variant, variant.info().rowsSumToOne);
    return comparison;
}

} // namespace attnlab::app

// The registry: stable ids, duplicates refused, every catalogued variant present.
#include "core/builtin_catalogues.h"
#include "core/kernels/exact_attention.h"

#include <QtTest>

#include <set>

using namespace attnlab::core;

namespace {

class NamedVariant final : public Variant {
public:
    explicit NamedVariant(const std::string& id) : Variant(VariantInfo{id, id, Family::Pattern, 0, {}, {}, {}, {}, CausalSupport::Optional, {}, false, true}) {}
    Cost analyticCost(int, int, int, bool, const Params&) const override { return {}; }

protected:
    Result compute(const Problem& problem, const Params&, const RunOptions& options) const override
    {
        return exactAttention(problem, options);
    }
};

} // namespace

class TestCatalogue : public QObject {
    Q_OBJECT

private slots:
    void refusesDuplicatesAndEmptyIds()
    {
        Catalogue<Variant> catalogue;
        catalogue.add(std::make_unique<const NamedVariant>("alpha"));
        QVERIFY_THROWS_EXCEPTION(Error, catalogue.add(std::make_unique<const NamedVariant>("alpha")));
        QVERIFY_THROWS_EXCEPTION(Error, catalogue.add(std::make_unique<const NamedVariant>("")));
        QCOMPARE(catalogue.size(), std::size_t(1));
    }

    void unknownIdNamesTheKnownOnes()
    {
        try {
            (void)builtinVariants().get("nonesuch", "variant");
            QFAIL("expected an error");
        } catch (const Error& error) {
            const QString message = error.what();
            QVERIFY(message.contains("unknown variant 'nonesuch'"));
            QVERIFY(message.contains("full"));
        }
    }

    // The whole catalogue of shared/spec/variants.md, no more and no less.
    void holdsEveryImplementedVariant()
    {
        const std::vector<std::string> expected{
            // pattern
            "full", "local", "chunked", "sliding_window", "dilated", "strided", "sparse_transformer", "global",
            "random", "longformer", "bigbird", "threshold", "topk", "multihead", "custom",
            // cluster
            "lsh", "kmeans", "sinkhorn",
            // lowrank
            "linformer", "pool_kv", "select_kv", "svd", "reduce_d", "lowdim", "product_key",
            // kernel
            "linear", "performer",
            // synth
            "synthesizer", "fnet", "mixer", "gmlp",
            // memory
            "cache_window", "transformer_xl", "mean_memory", "block_memory", "priority_memory"};
        QCOMPARE(builtinVariants().size(), expected.size());
        for (const auto& id : expected)
            QVERIFY2(builtinVariants().find(id), id.c_str());
    }

    void idsAreUniqueAndOrdered()
    {
        std::set<std::string> seen;
        int lastFamily = -1;
        for (const Variant* variant : builtinVariants().all()) {
            QVERIFY(seen.insert(variant->id()).second);
            QVERIFY(static_cast<int>(variant->info().family) >= lastFamily);
            lastFamily = static_cast<int>(variant->info().family);
        }
        QCOMPARE(builtinVariants().all().front()->id(), std::string("full"));
    }

    void everyVariantDeclaresItself()
    {
        for (const Variant* variant : builtinVariants().all()) {
            const VariantInfo& info = variant->info();
            QVERIFY2(!info.displayName.empty(), info.id.c_str());
            QVERIFY2(!info.description.empty(), info.id.c_str());
            QVERIFY2(!info.formula.empty(), info.id.c_str());
            QVERIFY2(!info.paper.empty(), info.id.c_str());
            QVERIFY2(info.causal != CausalSupport::Never || !info.causalReason.empty(), info.id.c_str());
            for (const ParamSpec& spec : info.params) {
                std::string error;
                QVERIFY2(spec.accepts(spec.defaultValue, &error), (info.id + ": " + error).c_str());
                QVERIFY2(!spec.help.empty(), (info.id + "." + spec.name).c_str());
            }
        }
    }

    void scenariosRegistered()
    {
        QVERIFY(builtinScenarios().find("gaussian"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogue)
#include "test_catalogue.moc"

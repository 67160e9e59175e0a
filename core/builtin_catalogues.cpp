#include "core/builtin_catalogues.h"

#include <tuple>

namespace attnlab::core {

bool listsBefore(const Variant& a, const Variant& b)
{
    return std::make_tuple(static_cast<int>(a.info().family), a.info().listOrder, a.id())
        < std::make_tuple(static_cast<int>(b.info().family), b.info().listOrder, b.id());
}

bool listsBefore(const Scenario& a, const Scenario& b)
{
    return std::make_tuple(a.info().listOrder, a.id()) < std::make_tuple(b.info().listOrder, b.id());
}

namespace {

// Filled only during static initialisation by the registration lines; read-only afterwards.
Catalogue<Variant>& variantStore()
{
    static Catalogue<Variant> store;
    return store;
}

Catalogue<Scenario>& scenarioStore()
{
    static Catalogue<Scenario> store;
    return store;
}

} // namespace

const Catalogue<Variant>& builtinVariants()
{
    return variantStore();
}

const Catalogue<Scenario>& builtinScenarios()
{
    return scenarioStore();
}

bool registerBuiltinVariant(std::unique_ptr<const Variant> variant)
{
    variantStore().add(std::move(variant));
    return true;
}

bool registerBuiltinScenario(std::unique_ptr<const Scenario> scenario)
{
    scenarioStore().add(std::move(scenario));
    return true;
}

} // namespace attnlab::core

#pragma once

#include "core/catalogue.h"
#include "core/scenario.h"
#include "core/variant.h"

#include <memory>

namespace attnlab::core {

bool listsBefore(const Variant& a, const Variant& b);
bool listsBefore(const Scenario& a, const Scenario& b);

// Every variant and scenario compiled into the program, filled once while the program starts.
const Catalogue<Variant>& builtinVariants();
const Catalogue<Scenario>& builtinScenarios();

// Used only by the registration lines below, during static initialisation.
bool registerBuiltinVariant(std::unique_ptr<const Variant> variant);
bool registerBuiltinScenario(std::unique_ptr<const Scenario> scenario);

} // namespace attnlab::core

#define ATTNLAB_CONCAT_INNER(a, b) a##b
#define ATTNLAB_CONCAT(a, b) ATTNLAB_CONCAT_INNER(a, b)

// The one line at the end of a variant's (scenario's) file that registers it.
#define ATTNLAB_REGISTER_VARIANT(Type)                                                                              \
    namespace {                                                                                                     \
    [[maybe_unused]] const bool ATTNLAB_CONCAT(registeredVariant, __LINE__) =                                       \
        ::attnlab::core::registerBuiltinVariant(std::make_unique<const Type>());                                    \
    }
#define ATTNLAB_REGISTER_SCENARIO(Type)                                                                             \
    namespace {                                                                                                     \
    [[maybe_unused]] const bool ATTNLAB_CONCAT(registeredScenario, __LINE__) =                                      \
        ::attnlab::core::registerBuiltinScenario(std::make_unique<const Type>());                                   \
    }

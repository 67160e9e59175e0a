#pragma once

#include <QString>

#include <string>

namespace attnlab::widgets {

// The translation context of every English text the engine's catalogues carry (variant and scenario names and
// descriptions, parameter help, family names, causal refusals). core/ has no Qt: lupdate finds these texts in the
// generated app/language/core_catalogue_strings.cpp instead (docs/translations.md).
inline constexpr char kCoreTextContext[] = "attnlab::core";

// A catalogue text in the interface language: the one way app/ and widgets/ show one.
QString coreText(const std::string& english);

} // namespace attnlab::widgets

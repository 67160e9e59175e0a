#pragma once

#include <QByteArray>
#include <QStringList>

namespace attnlab::app {

// Every English text the built-in catalogues give the interface, once each, in catalogue order: the family names;
// each variant's name, description, causal refusal, parameter help, rank-bound sentence and cost promise; each
// scenario's name, description and parameter help.
QStringList coreCatalogueTexts();

// The text of app/language/core_catalogue_strings.cpp: each catalogue text in QT_TRANSLATE_NOOP under
// widgets::kCoreTextContext, so lupdate extracts what core/ (which has no Qt) declares. Written by the
// update_core_strings target; tests/app/test_translations fails while the committed file differs.
QByteArray coreCatalogueStringsSource();

} // namespace attnlab::app

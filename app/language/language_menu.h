#pragma once

class QMenu;
class QWidget;

namespace attnlab::app {

class InterfaceLanguage;

// View > Language: one checkable entry per interface language, each under its own native name (a reader who cannot
// read the current language still finds theirs). Choosing one switches at once and is kept for the next start.
QMenu* makeLanguageMenu(InterfaceLanguage* language, QWidget* parent);

} // namespace attnlab::app

#pragma once

#include <QObject>

namespace attnlab::app {

class InterfaceLanguage;
class MainWindow;

// Holds the desktop app's one main window and builds it anew when the interface language changes, with the same
// lab state, geometry and dock layout. Rebuilding rather than retranslating in place means every string any panel
// sets while it is built (and every font it builds) follows the language, with no retranslate code to keep in
// step with each panel (docs/DESIGN.md, "Languages").
class MainWindowHost : public QObject {
    Q_OBJECT

public:
    explicit MainWindowHost(InterfaceLanguage* language, QObject* parent = nullptr);
    ~MainWindowHost() override;

    MainWindow* window() const { return m_window; }

private:
    void rebuild();

    InterfaceLanguage* m_language = nullptr;
    MainWindow* m_window = nullptr; // a top-level widget: owned here, not by a parent
};

} // namespace attnlab::app

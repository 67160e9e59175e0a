#pragma once

namespace attnlab::app {

class ExportDialog;
class MainWindow;

// File > Export figure...: a dialog over `window` for its current state and newest outcome, deleted when closed.
// Window-modal and not blocking (open()), so the caller returns at once; the dialog is returned for tests.
ExportDialog* openExportDialog(MainWindow* window);

} // namespace attnlab::app

#include "app/figures/open_export_dialog.h"

#include "app/figures/export_dialog.h"
#include "app/state/lab_model.h"
#include "app/window/main_window.h"

namespace attnlab::app {

ExportDialog* openExportDialog(MainWindow* window)
{
    auto* dialog = new ExportDialog(window->model()->state(), window->outcome(), window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

} // namespace attnlab::app

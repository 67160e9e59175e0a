#pragma once

#include "app/compute/outcome.h"
#include "app/figures/figure_options.h"
#include "app/state/lab_state.h"

#include <QDialog>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace attnlab::app {

class FigureScene;

// File > Export figure...: what to export (a view or the sheet), its size in pixels or millimetres, DPI, font size,
// colour map, log scale, title and caption, and a preview that is the figure to be written: drawn through the
// same FigureScene as `attnlab render`, at the chosen size, scaled into the preview. The scene's views are its own,
// so the window's stay as they are. Export asks for the file (setFileChooser replaces the file dialog in tests),
// writes it atomically and reports a failure in a message box.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    enum class Unit { Pixels, Millimetres };
    using FileChooser = std::function<QString(QWidget* parent, const QString& suggested)>;

    ExportDialog(const LabState& state, std::shared_ptr<const ComputeOutcome> outcome, QWidget* parent = nullptr);
    ~ExportDialog() override;

    FigureOptions options() const;
    void setOptions(const FigureOptions& options);
    Unit unit() const;
    void setUnit(Unit unit);
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    // Writes the figure as the options say into `path`; false with *error filled (nothing written then).
    bool exportTo(const QString& path, QString* error);
    // What Export does: asks for a file, writes it, a message box on failure. The path written, or empty.
    QString exportChosen();

    // The preview as last drawn (the figure's image, before scaling), and the text in its place when it cannot
    // be drawn.
    QImage previewImage() const { return m_previewImage; }
    QString previewMessage() const;
    // The preview waits for a pause in the edits; this draws it now.
    void updatePreviewNow();

    // Closing while the preview is being drawn (its panels' workers run in a nested event loop) waits for it.
    void done(int result) override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildControls();
    void scheduleUpdate();
    void showSizeInUnit();
    void showPreview();
    void showScaledPreview();
    FigureScene& scene();

    LabState m_state;
    std::shared_ptr<const ComputeOutcome> m_outcome;
    std::unique_ptr<FigureScene> m_scene;
    FileChooser m_chooseFile;

    QComboBox* m_panel = nullptr;
    QComboBox* m_unit = nullptr;
    QDoubleSpinBox* m_width = nullptr;
    QDoubleSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
    QDoubleSpinBox* m_fontSize = nullptr;
    QComboBox* m_colormap = nullptr;
    QCheckBox* m_log = nullptr;
    QCheckBox* m_title = nullptr;
    QCheckBox* m_caption = nullptr;
    QLabel* m_preview = nullptr;
    QLabel* m_sizeNote = nullptr;
    QPushButton* m_export = nullptr;

    widgets::FigureSize m_size; // the size the spin boxes show, kept exact across unit switches
    Unit m_shownUnit = Unit::Pixels;
    QImage m_previewImage;
    QTimer m_update; // a burst of edits draws one preview
    bool m_drawing = false;
    std::optional<int> m_doneWhenDrawn; // done() asked for while drawing
    bool m_blockEdits = false;
};

} // namespace attnlab::app

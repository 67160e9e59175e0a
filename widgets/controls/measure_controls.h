#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace attnlab::widgets {

// Measure and Cancel buttons beside a progress bar, with a status line under them: the controls of a benchmark that
// the owner runs. They only show the state they are given and report the presses.
class MeasureControls : public QWidget {
    Q_OBJECT

public:
    // `measureToolTip` says what Measure times.
    explicit MeasureControls(const QString& measureToolTip, QWidget* parent = nullptr);

    // Measure is disabled and Cancel enabled while running; starting resets the progress bar.
    void setMeasuring(bool running);
    void setProgress(int done, int total);
    void setStatus(const QString& text);
    // Whether Measure can be pressed when nothing runs (it stays disabled while running).
    void setMeasureEnabled(bool enabled);

    QString statusText() const;
    QPushButton* measureButton() const { return m_measureButton; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    QProgressBar* progressBar() const { return m_progress; }

signals:
    void measureRequested();
    void cancelRequested();

private:
    QPushButton* m_measureButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace attnlab::widgets

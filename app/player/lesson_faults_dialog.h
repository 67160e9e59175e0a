#pragma once

#include "app/lessons/lesson.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPlainTextEdit;

namespace attnlab::app {

// Lists what is wrong in lesson files, one "file:line: fault" line each, for the teacher who wrote them. It does
// not block the window: the good lessons stay usable while it is open.
class LessonFaultsDialog : public QDialog {
    Q_OBJECT

public:
    explicit LessonFaultsDialog(QWidget* parent = nullptr);

    // `summary` says what was being read ("This lesson could not be opened", ...).
    void showFaults(const QString& summary, const std::vector<LessonFault>& faults);
    QString faultText() const;

private:
    QLabel* m_summary = nullptr;
    QPlainTextEdit* m_faults = nullptr;
};

} // namespace attnlab::app

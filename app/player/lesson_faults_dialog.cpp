#include "app/player/lesson_faults_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace attnlab::app {

LessonFaultsDialog::LessonFaultsDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("lessonFaultsDialog"));
    setWindowTitle(tr("Lesson problems"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_faults = new QPlainTextEdit(this);
    m_faults->setReadOnly(true);
    m_faults->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_faults->setMinimumSize(fontMetrics().averageCharWidth() * 70, fontMetrics().height() * 10);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(m_summary);
    layout->addWidget(m_faults, 1);
    layout->addWidget(buttons);
}

void LessonFaultsDialog::showFaults(const QString& summary, const std::vector<LessonFault>& faults)
{
    m_summary->setText(summary);
    QStringList lines;
    for (const LessonFault& fault : faults)
        lines << fault.toString();
    m_faults->setPlainText(lines.join(QLatin1Char('\n')));
    show();
    raise();
    activateWindow();
}

QString LessonFaultsDialog::faultText() const
{
    return m_faults->toPlainText();
}

} // namespace attnlab::app

#include "widgets/controls/measure_controls.h"

#include "widgets/plots/plot_style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace attnlab::widgets {

MeasureControls::MeasureControls(const QString& measureToolTip, QWidget* parent) : QWidget(parent)
{
    m_measureButton = new QPushButton(tr("Measure"), this);
    m_measureButton->setToolTip(measureToolTip);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_cancelButton->setToolTip(tr("Stop the running measurement"));
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setToolTip(tr("Runs done out of all runs of the measurement (warm-ups included)"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);
    m_status = makePlotNoteLabel(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_measureButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_progress, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    connect(m_measureButton, &QPushButton::clicked, this, &MeasureControls::measureRequested);
    connect(m_cancelButton, &QPushButton::clicked, this, &MeasureControls::cancelRequested);
}

void MeasureControls::setMeasuring(bool running)
{
    m_measureButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    if (running) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
}

void MeasureControls::setProgress(int done, int total)
{
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(std::min(done, std::max(total, 1)));
}

void MeasureControls::setStatus(const QString& text)
{
    m_status->setText(text);
}

void MeasureControls::setMeasureEnabled(bool enabled)
{
    m_measureButton->setEnabled(enabled && !m_cancelButton->isEnabled());
}

QString MeasureControls::statusText() const
{
    return m_status->text();
}

} // namespace attnlab::widgets

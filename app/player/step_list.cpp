#include "app/player/step_list.h"

#include "app/player/lesson_language.h"


namespace attnlab::app {

namespace {

// The step list shows this many rows before it scrolls: the page below it is what the learner reads.
constexpr int kVisibleRows = 5;

// A title without its markup: formulas as written, emphasis dropped (a list row is plain text).
QString plainTitle(const QString& markup)
{
    QString text = markup;
    text.remove(QStringLiteral("**"));
    return text.simplified();
}

} // namespace

StepList::StepList(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("stepList"));
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling && row >= 0)
            emit stepChosen(row);
    });
}

void StepList::showSteps(const Lesson& lesson, const QString& language)
{
    m_filling = true;
    clear();
    int number = 1;
    for (const LessonStep& step : lesson.steps)
        addItem(tr("%1. %2").arg(number++).arg(plainTitle(inLanguage(step.title, language))));
    m_filling = false;
    updateGeometry();
}

void StepList::setCurrentStep(int index)
{
    m_filling = true;
    setCurrentRow(index);
    if (QListWidgetItem* current = item(index))
        scrollToItem(current);
    m_filling = false;
}

QSize StepList::sizeHint() const
{
    const int rows = std::min(count(), kVisibleRows);
    const int rowHeight = count() > 0 ? sizeHintForRow(0) : fontMetrics().height();
    return { QListWidget::sizeHint().width(), rows * rowHeight + 2 * frameWidth() + 2 };
}

} // namespace attnlab::app

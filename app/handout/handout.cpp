#include "app/handout/handout.h"

#include "app/compute/request.h"
#include "core/error.h"

#include <QFileInfo>

namespace attnlab::app {

QString Handout::words(const Translations& translations) const
{
    const QString text = translations.value(language);
    return text.isEmpty() ? translations.value(QStringLiteral("en")) : text;
}

Handout prepareHandout(
    const Lesson& lesson, const QString& language, const std::function<void(int step, int steps)>& progress)
{
    Handout handout;
    handout.lesson = &lesson;
    handout.language = language;
    // A teacher's lesson keeps its typeset formulas in formulas/ beside it (tools/formulas/README.md).
    if (!lesson.file.startsWith(QLatin1Char(':'))) {
        const QString folder = QFileInfo(lesson.file).absolutePath();
        handout.formulaFolders << folder + QStringLiteral("/formulas") << folder;
    }

    const core::CancelFlag neverCancelled;
    std::shared_ptr<const ComputeOutcome> previous;
    const int count = static_cast<int>(lesson.steps.size());
    for (int index = 0; index < count; ++index) {
        const LessonStep& step = lesson.steps[static_cast<std::size_t>(index)];
        if (progress)
            progress(index + 1, count);
        HandoutStep shown;
        shown.step = &step;
        const ComputeRequest request = computeRequestFor(step.state.setup);
        try {
            const bool sameInput = previous && previous->request.sameInput(request);
            shown.outcome = computeOutcome(request, neverCancelled, sameInput ? previous->sequence : nullptr,
                sameInput ? previous->comparison.exact : nullptr,
                sameInput ? previous->inputMemo : nullptr);
            shown.figure = drawComparisonFigure(*shown.outcome, step.state.colormap, QSize(kFigureWidth, kFigureHeight));
            previous = shown.outcome;
        } catch (const core::Error& error) {
            shown.problem = QString::fromUtf8(error.what());
        }
        handout.steps.push_back(std::move(shown));
    }
    return handout;
}

} // namespace attnlab::app

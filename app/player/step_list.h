#pragma once

#include "app/lessons/lesson.h"

#include <QListWidget>

namespace attnlab::app {

// A lesson's steps by number and title, the current one selected; choosing one opens it.
class StepList : public QListWidget {
    Q_OBJECT

public:
    explicit StepList(QWidget* parent = nullptr);

    void showSteps(const Lesson& lesson, const QString& language);
    void setCurrentStep(int index);

    QSize sizeHint() const override;

signals:
    void stepChosen(int index);

private:
    bool m_filling = false;
};

} // namespace attnlab::app

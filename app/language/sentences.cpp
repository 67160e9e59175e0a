#include "app/language/sentences.h"

#include <QCoreApplication>

namespace attnlab::app {

namespace {

class Sentences {
    Q_DECLARE_TR_FUNCTIONS(attnlab::app::Sentences)

public:
    static QString next(const QString& text, const QString& sentence)
    {
        return tr("%1 %2", "one sentence after another: Chinese puts no space between them").arg(text, sentence);
    }

    static QString listSeparator() { return tr(", ", "between two items of a list, such as parameters"); }
};

} // namespace

QString joinSentences(const QStringList& sentences)
{
    QString text;
    for (const QString& sentence : sentences) {
        if (sentence.isEmpty())
            continue;
        text = text.isEmpty() ? sentence : Sentences::next(text, sentence);
    }
    return text;
}

QString joinList(const QStringList& items)
{
    return items.join(Sentences::listSeparator());
}

} // namespace attnlab::app

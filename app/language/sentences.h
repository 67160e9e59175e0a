#pragma once

#include <QString>
#include <QStringList>

namespace attnlab::app {

// Sentences one after another, as the interface language writes them: English puts a space between two
// sentences, Chinese none (its full stop already closes the sentence). Empty sentences are left out.
QString joinSentences(const QStringList& sentences);

// Items of a list one after another, with the interface language's separator (", " in English, "，" in Chinese).
QString joinList(const QStringList& items);

} // namespace attnlab::app

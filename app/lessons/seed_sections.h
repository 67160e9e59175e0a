#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace attnlab::app {

// The course's sources (the seeds: two sets of course notes in Traditional Chinese and a textbook section in
// Simplified Chinese) and their sections, so a lesson's `covers:` can name what it teaches and the course can be
// checked to teach every section (docs/course.md has the same table, seed section -> lesson).

struct SeedFile {
    QString name; // the short name a lesson's `covers:` uses: "notes-a", "notes-b", "book"
    QString file; // the seed's file name
    QString description; // what the seed is, in English
};

struct SeedSection {
    QString seed; // SeedFile::name
    QString section; // the seed's own number ("2.1"), or a documented name where the seed has none ("local")
    QString heading; // the section's heading as the seed writes it (or a short description where it has none)

    // "notes-a 2.1": how `covers:` writes it.
    QString code() const { return seed + QLatin1Char(' ') + section; }
};

const std::vector<SeedFile>& seedFiles();
// Every section of every seed, in the order of the seeds and of their text.
const std::vector<SeedSection>& seedSections();
// The section `code` ("notes-a 2.1") names, or nullptr.
const SeedSection* findSeedSection(const QString& code);

} // namespace attnlab::app

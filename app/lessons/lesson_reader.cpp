#include "app/lessons/lesson_reader.h"

#include "app/lessons/lesson_markup.h"
#include "app/lessons/lesson_quantities.h"
#include "app/lessons/lesson_step_reading.h"
#include "app/lessons/seed_sections.h"
#include "core/error.h"
#include "core/lab_setup.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <map>

namespace attnlab::app {

namespace {

// Far more than any lesson needs; a larger file is not a lesson (and would only be slow to refuse line by line).
constexpr qsizetype kLargestLessonBytes = 4 * 1024 * 1024;
// A file this wrong is not worth listing further: the first faults tell the teacher what is going on.
constexpr std::size_t kMostFaults = 100;
constexpr int kLongestQuotedText = 40;

const QStringList kLessonKeys = { QStringLiteral("lesson"), QStringLiteral("chapter"), QStringLiteral("order"),
    QStringLiteral("assumes"), QStringLiteral("covers") };
const QStringList kStepKeys = { QStringLiteral("source"), QStringLiteral("typed"), QStringLiteral("source.<param>"),
    QStringLiteral("variant"), QStringLiteral("variant.<param>"), QStringLiteral("causal"), QStringLiteral("scale"),
    QStringLiteral("query"), QStringLiteral("dock"), QStringLiteral("colormap"), QStringLiteral("formula"),
    QStringLiteral("highlight"), QStringLiteral("question"), QStringLiteral("tolerance"), QStringLiteral("choices") };
const QStringList kLessonLanguageKeys = { QStringLiteral("title"), QStringLiteral("chapter_title") };
const QStringList kStepLanguageKeys
    = { QStringLiteral("title"), QStringLiteral("text"), QStringLiteral("prompt"), QStringLiteral("labels") };

using Entry = LessonEntry;

struct LanguageBlock {
    QString language;
    int line = 0;
    std::vector<Entry> entries;
};

// The lesson's header (stepId empty, before the first [step]) or one [step id] block, as written.
struct Section {
    QString stepId;
    int line = 0;
    std::vector<Entry> entries;
    std::vector<LanguageBlock> blocks;
};

// The line of `offset` in a value whose first character is on line `firstLine`.
int lineOf(const QString& value, int offset, int firstLine)
{
    return firstLine + static_cast<int>(value.left(offset).count(QLatin1Char('\n')));
}

class LessonFileReader {
public:
    explicit LessonFileReader(QString file) : m_file(std::move(file)) { }

    LessonReading read(const QByteArray& bytes)
    {
        if (bytes.size() > kLargestLessonBytes) {
            fault(0,
                QStringLiteral("too large for a lesson (%1 bytes; at most %2)")
                    .arg(bytes.size())
                    .arg(kLargestLessonBytes));
            return finish(std::nullopt);
        }
        std::optional<QStringList> lines = decodedLines(bytes);
        if (!lines)
            return finish(std::nullopt);
        split(*lines);
        Lesson lesson = interpret();
        return finish(std::move(lesson));
    }

private:
    void fault(int line, const QString& message)
    {
        if (m_faults.size() < kMostFaults)
            m_faults.push_back({ m_file, line, message });
        else
            m_tooMany = true;
    }

    LessonReading finish(std::optional<Lesson> lesson)
    {
        if (m_tooMany)
            m_faults.push_back(
                { m_file, 0, QStringLiteral("more faults follow; the first %1 are listed").arg(kMostFaults) });
        // In the order of the file, as a teacher reads them; the note about more faults stays last.
        std::stable_sort(m_faults.begin(), m_faults.end() - (m_tooMany ? 1 : 0),
            [](const LessonFault& a, const LessonFault& b) { return a.line < b.line; });
        LessonReading reading;
        if (m_faults.empty())
            reading.lesson = std::move(lesson);
        reading.faults = std::move(m_faults);
        return reading;
    }

    // The file as lines of text; a NUL byte or a byte sequence that is not UTF-8 is a fault on its line.
    std::optional<QStringList> decodedLines(const QByteArray& bytes)
    {
        if (bytes.trimmed().isEmpty()) {
            fault(0, QStringLiteral("empty: a lesson starts with 'lesson: <id>'"));
            return std::nullopt;
        }
        QStringList lines;
        const QList<QByteArray> rawLines = bytes.split('\n');
        for (qsizetype index = 0; index < rawLines.size(); ++index) {
            QByteArray raw = rawLines.at(index);
            const int line = static_cast<int>(index) + 1;
            if (index == 0 && raw.startsWith("\xEF\xBB\xBF"))
                raw.remove(0, 3); // a byte-order mark some editors write
            if (raw.endsWith('\r'))
                raw.chop(1);
            if (raw.contains('\0')) {
                fault(line, QStringLiteral("a NUL byte: this is not a text file"));
                return std::nullopt;
            }
            QStringDecoder decoder(QStringDecoder::Utf8);
            QString text = decoder(raw);
            if (decoder.hasError()) {
                fault(line, QStringLiteral("not UTF-8 text: save the lesson as UTF-8"));
                return std::nullopt;
            }
            lines << text;
        }
        return lines;
    }

    static bool isHeader(const QString& trimmed)
    {
        static const QRegularExpression header(QStringLiteral("^\\[\\s*[A-Za-z_][A-Za-z0-9_]*(\\s+[^\\]]*)?\\]$"));
        return trimmed.startsWith(QLatin1Char('[')) && header.match(trimmed).hasMatch();
    }

    // "key: value" with a key of letters, digits, '_' and '.', starting with a letter.
    static std::optional<Entry> keyLine(const QString& line, int number)
    {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            return std::nullopt;
        const QString key = line.left(colon).trimmed();
        if (key.isEmpty() || !key.at(0).isLetter() || key.at(0).unicode() > 127)
            return std::nullopt;
        for (const QChar c : key)
            if (c.unicode() > 127 || !(c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.')))
                return std::nullopt;
        return Entry { key, line.mid(colon + 1).trimmed(), number };
    }

    // Lines into sections and language blocks; a `text:` runs to the next header or key of its block.
    void split(const QStringList& lines)
    {
        m_sections.push_back(Section { QString(), 1, {}, {} });
        LanguageBlock* block = nullptr;
        bool skipping = false; // inside an unknown block
        std::optional<Entry> text;
        std::vector<std::pair<int, QString>> textLines;

        auto closeText = [&]() {
            if (!text)
                return;
            while (!textLines.empty() && textLines.back().second.trimmed().isEmpty())
                textLines.pop_back();
            std::size_t first = 0;
            while (first < textLines.size() && textLines[first].second.trimmed().isEmpty())
                ++first;
            QStringList kept;
            for (std::size_t i = first; i < textLines.size(); ++i)
                kept << textLines[i].second;
            if (first < textLines.size())
                text->line = textLines[first].first;
            text->value = kept.join(QLatin1Char('\n'));
            block->entries.push_back(*text);
            text.reset();
            textLines.clear();
        };

        for (qsizetype index = 0; index < lines.size(); ++index) {
            const QString& raw = lines.at(index);
            const int number = static_cast<int>(index) + 1;
            if (raw.startsWith(QLatin1Char('#')))
                continue;
            const QString trimmed = raw.trimmed();
            if (isHeader(trimmed)) {
                closeText();
                const QString inner = trimmed.mid(1, trimmed.size() - 2).simplified();
                skipping = false;
                if (inner == QLatin1String("step") || inner.startsWith(QLatin1String("step "))) {
                    const QString id = inner.mid(4).trimmed();
                    static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9_-]+$"));
                    if (!idPattern.match(id).hasMatch())
                        fault(number,
                            id.isEmpty() ? QStringLiteral("[step]: a step needs an id: [step <id>]")
                                         : QStringLiteral("[step %1]: a step id is letters, digits, '_' or '-'")
                                               .arg(quoted(id)));
                    m_sections.push_back(Section { id.isEmpty() ? QStringLiteral("?") : id, number, {}, {} });
                    block = nullptr;
                } else if (lessonLanguages().contains(inner)) {
                    Section& section = m_sections.back();
                    block = nullptr;
                    for (LanguageBlock& existing : section.blocks)
                        if (existing.language == inner) {
                            fault(number,
                                QStringLiteral("[%1] given twice in %2 (first on line %3)")
                                    .arg(inner, where(section))
                                    .arg(existing.line));
                            block = &existing;
                        }
                    if (!block) {
                        section.blocks.push_back(LanguageBlock { inner, number, {} });
                        block = &section.blocks.back();
                    }
                } else {
                    fault(number,
                        QStringLiteral("unknown block [%1] (known: [step <id>], [en], [zh_TW], [zh_CN])")
                            .arg(inner.left(kLongestQuotedText)));
                    skipping = true;
                }
                continue;
            }
            if (text) {
                const std::optional<Entry> entry = keyLine(raw, number);
                const bool endsText = entry && !raw.at(0).isSpace() && kStepLanguageKeys.contains(entry->key);
                if (!endsText) {
                    textLines.emplace_back(number, raw);
                    continue;
                }
                closeText();
            }
            if (trimmed.isEmpty() || skipping)
                continue;
            std::optional<Entry> entry = keyLine(raw, number);
            if (!entry) {
                fault(number,
                    QStringLiteral("expected 'key: value', a [block] header or a # comment, got %1")
                        .arg(quoted(trimmed)));
                continue;
            }
            if (block && entry->key == QLatin1String("text")) {
                text = entry;
                if (!entry->value.isEmpty())
                    textLines.emplace_back(number, entry->value);
                continue;
            }
            if (block)
                block->entries.push_back(*entry);
            else
                m_sections.back().entries.push_back(*entry);
        }
        closeText();
    }

    static QString where(const Section& section)
    {
        return section.stepId.isEmpty() ? QStringLiteral("the lesson's header")
                                        : QStringLiteral("step '%1'").arg(section.stepId);
    }

    // The entries by key, each key once (a repeat is a fault) but `highlight`, which may repeat; unknown keys are
    // faults. `allowed` are the known keys; `prefixed` keys ("source." ...) pass too.
    std::map<QString, Entry> entriesByKey(
        const std::vector<Entry>& entries, const QStringList& allowed, const QString& context, const QString& knownList)
    {
        std::map<QString, Entry> byKey;
        for (const Entry& entry : entries) {
            const bool prefixed
                = entry.key.startsWith(QLatin1String("source.")) || entry.key.startsWith(QLatin1String("variant."));
            if (!allowed.contains(entry.key) && !(prefixed && allowed.contains(QStringLiteral("source"))))
                fault(entry.line,
                    QStringLiteral("unknown key '%1' in %2 (known: %3)").arg(entry.key, context, knownList));
            else if (entry.key == QLatin1String("highlight"))
                continue;
            else if (byKey.count(entry.key))
                fault(entry.line,
                    QStringLiteral("%1: given twice (first on line %2)").arg(entry.key).arg(byKey[entry.key].line));
            else
                byKey[entry.key] = entry;
        }
        return byKey;
    }

    // Faults of a text's markup, each on its own line of the file.
    void checkMarkup(const Entry& entry, const QString& field)
    {
        std::vector<MarkupFault> faults = checkLessonMarkup(entry.value);
        for (const ShownQuantityMark& mark : findShownQuantities(entry.value, &faults))
            readQuantityCall(mark.call, [&](const QString& message) {
                faults.push_back({ mark.start, QStringLiteral("{=%1}: %2").arg(mark.call, message) });
            });
        std::stable_sort(faults.begin(), faults.end(),
            [](const MarkupFault& a, const MarkupFault& b) { return a.offset < b.offset; });
        for (const MarkupFault& markup : faults)
            fault(lineOf(entry.value, markup.offset, entry.line), QStringLiteral("%1: %2").arg(field, markup.message));
    }

    Lesson interpret()
    {
        Lesson lesson;
        lesson.file = m_file;
        readHeader(m_sections.front(), &lesson);
        if (m_sections.size() == 1)
            fault(lastLine(), QStringLiteral("the lesson has no steps: add a [step <id>] block"));
        std::map<QString, int> stepLines;
        LabState state; // the lab's first-launch state
        for (std::size_t index = 1; index < m_sections.size(); ++index) {
            const Section& section = m_sections[index];
            const auto [seen, isNew] = stepLines.emplace(section.stepId, section.line);
            if (!isNew && section.stepId != QLatin1String("?"))
                fault(section.line,
                    QStringLiteral("[step %1]: the step id is used twice (first on line %2)")
                        .arg(section.stepId)
                        .arg(seen->second));
            LessonStep step = readStep(section, state);
            state = step.state;
            lesson.steps.push_back(std::move(step));
        }
        return lesson;
    }

    int lastLine() const
    {
        int line = 1;
        for (const Section& section : m_sections) {
            line = std::max(line, section.line);
            for (const Entry& entry : section.entries)
                line = std::max(line, entry.line);
            for (const LanguageBlock& block : section.blocks)
                for (const Entry& entry : block.entries)
                    line = std::max(line, entry.line);
        }
        return line;
    }

    void readHeader(const Section& header, Lesson* lesson)
    {
        const std::map<QString, Entry> keys = entriesByKey(header.entries, kLessonKeys,
            QStringLiteral("the lesson's header"),
            QStringLiteral("lesson, chapter, order, assumes, covers; the lab's state belongs in a [step <id>] block"));
        const auto find = [&](const char* key) -> const Entry* {
            const auto found = keys.find(QLatin1String(key));
            return found == keys.end() ? nullptr : &found->second;
        };
        if (const Entry* id = find("lesson")) {
            static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]*$"));
            if (!idPattern.match(id->value).hasMatch())
                fault(id->line,
                    QStringLiteral("lesson: a lesson id is letters, digits, '_' or '-', got %1")
                        .arg(quoted(id->value)));
            lesson->id = id->value;
        } else {
            fault(1, QStringLiteral("lesson: missing: a lesson starts with 'lesson: <id>'"));
        }
        for (const char* key : { "chapter", "order" }) {
            const Entry* entry = find(key);
            int* target = QLatin1String(key) == QLatin1String("chapter") ? &lesson->chapter : &lesson->order;
            if (!entry) {
                fault(1,
                    QStringLiteral("%1: missing: the lesson's place in the course needs 'chapter:' and 'order:'")
                        .arg(QLatin1String(key)));
            } else if (const std::optional<long long> value = wholeNumber(entry->value, 0, 1000000)) {
                *target = static_cast<int>(*value);
            } else {
                fault(entry->line,
                    QStringLiteral("%1: must be a whole number in 0..1000000, got %2")
                        .arg(QLatin1String(key), quoted(entry->value)));
            }
        }
        if (const Entry* assumes = find("assumes"))
            readAssumes(*assumes, lesson);
        if (const Entry* covers = find("covers"))
            readCovers(*covers, lesson);
        for (const LanguageBlock& block : header.blocks) {
            const std::map<QString, Entry> words = entriesByKey(block.entries, kLessonLanguageKeys,
                QStringLiteral("the lesson's [%1] block").arg(block.language), QStringLiteral("title"));
            const auto title = words.find(QStringLiteral("title"));
            if (title == words.end() || title->second.value.isEmpty()) {
                fault(block.line, QStringLiteral("[%1] title: missing: the lesson's title in %1").arg(block.language));
                continue;
            }
            checkMarkup(title->second, QStringLiteral("[%1] title").arg(block.language));
            lesson->title.insert(block.language, title->second.value);
            const auto chapterTitle = words.find(QStringLiteral("chapter_title"));
            if (chapterTitle != words.end()) {
                checkMarkup(chapterTitle->second, QStringLiteral("[%1] chapter_title").arg(block.language));
                lesson->chapterTitle.insert(block.language, chapterTitle->second.value);
            }
        }
        for (const QString& language : lessonLanguages())
            if (!std::any_of(header.blocks.begin(), header.blocks.end(),
                    [&](const LanguageBlock& block) { return block.language == language; }))
                fault(1,
                    QStringLiteral("[%1]: missing: the lesson's title needs a [%1] block before the first step")
                        .arg(language));
    }

    // A comma-separated list; each item trimmed, an empty item (",,", a trailing comma) a fault.
    std::optional<QStringList> listOf(const Entry& entry)
    {
        QStringList items;
        for (const QString& item : entry.value.split(QLatin1Char(',')))
            items << item.simplified();
        if (items.contains(QString())) {
            fault(entry.line,
                QStringLiteral("%1: an empty item: write the items separated by commas, e.g. %2")
                    .arg(entry.key,
                        entry.key == QLatin1String("covers") ? QStringLiteral("'notes-a 2.1, book 1.local'")
                                                             : QStringLiteral("'self-attention, local-chunked'")));
            return std::nullopt;
        }
        for (qsizetype index = 0; index < items.size(); ++index)
            if (items.indexOf(items.at(index)) < index) {
                fault(entry.line, QStringLiteral("%1: %2 is given twice").arg(entry.key, quoted(items.at(index))));
                return std::nullopt;
            }
        return items;
    }

    // Lesson ids; whether each is a lesson before this one is the course's to say (lesson_library.h).
    void readAssumes(const Entry& entry, Lesson* lesson)
    {
        const std::optional<QStringList> ids = listOf(entry);
        if (!ids)
            return;
        static const QRegularExpression idPattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_-]*$"));
        for (const QString& id : *ids) {
            if (!idPattern.match(id).hasMatch()) {
                fault(entry.line,
                    QStringLiteral("assumes: a lesson id is letters, digits, '_' or '-', got %1").arg(quoted(id)));
                return;
            }
            if (id == lesson->id) {
                fault(entry.line, QStringLiteral("assumes: the lesson '%1' cannot build on itself").arg(id));
                return;
            }
        }
        lesson->assumes = *ids;
        lesson->assumesLine = entry.line;
    }

    // "<seed> <section>" codes of seed_sections.h.
    void readCovers(const Entry& entry, Lesson* lesson)
    {
        const std::optional<QStringList> codes = listOf(entry);
        if (!codes)
            return;
        for (const QString& code : *codes) {
            if (findSeedSection(code))
                continue;
            const QString seed = code.section(QLatin1Char(' '), 0, 0);
            QStringList known;
            QStringList sections;
            for (const SeedFile& file : seedFiles())
                known << file.name;
            for (const SeedSection& section : seedSections())
                if (section.seed == seed)
                    sections << section.section;
            if (sections.isEmpty())
                fault(entry.line,
                    QStringLiteral("covers: %1 does not name a seed (known: %2; write '<seed> <section>')")
                        .arg(quoted(code), known.join(QStringLiteral(", "))));
            else
                fault(entry.line,
                    QStringLiteral("covers: the seed %1 has no section %2 (its sections: %3)")
                        .arg(seed, quoted(code.section(QLatin1Char(' '), 1)), sections.join(QStringLiteral(", "))));
            return;
        }
        lesson->covers = *codes;
    }

    LessonStep readStep(const Section& section, const LabState& previous)
    {
        LessonStep step;
        step.id = section.stepId;
        step.line = section.line;
        step.state = previous;
        const std::map<QString, Entry> keys = entriesByKey(section.entries, kStepKeys,
            QStringLiteral("step '%1'").arg(section.stepId), kStepKeys.join(QStringLiteral(", ")));
        const FaultReport report = [this](int line, const QString& message) { fault(line, message); };
        applyStepState(keys, section.line, report, &step.state);
        try {
            core::validateLabSetup(step.state.setup);
        } catch (const core::Error& error) {
            fault(section.line, QStringLiteral("step '%1': %2").arg(section.stepId, QString::fromUtf8(error.what())));
        }
        if (const auto formula = keys.find(QStringLiteral("formula")); formula != keys.end())
            readStepFormula(formula->second, step.state, report, &step);
        for (const Entry& entry : section.entries)
            if (entry.key == QLatin1String("highlight"))
                readStepHighlight(entry, step, report, &step.highlight);
        readStepQuestion(keys, report, &step);
        readWords(section, &step);
        return step;
    }

    // Title, text, the question's prompt and labels in every language.
    void readWords(const Section& section, LessonStep* step)
    {
        const QString stepName = QStringLiteral("step '%1'").arg(section.stepId);
        QStringList present;
        for (const LanguageBlock& block : section.blocks)
            present << block.language;
        for (const QString& language : lessonLanguages())
            if (!present.contains(language))
                fault(section.line,
                    QStringLiteral("%1: no [%2] block: every step is written in en, zh_TW and zh_CN%3")
                        .arg(stepName, language,
                            present.isEmpty()
                                ? QString()
                                : QStringLiteral(" (this one has %1)").arg(present.join(QStringLiteral(", ")))));
        for (const LanguageBlock& block : section.blocks) {
            const QString field = QStringLiteral("[%1]").arg(block.language);
            const std::map<QString, Entry> words = entriesByKey(block.entries, kStepLanguageKeys,
                QStringLiteral("%1 %2").arg(stepName, field), kStepLanguageKeys.join(QStringLiteral(", ")));
            for (const char* key : { "title", "text" }) {
                const auto found = words.find(QLatin1String(key));
                if (found == words.end() || found->second.value.isEmpty()) {
                    fault(found == words.end() ? block.line : found->second.line,
                        QStringLiteral("%1 %2: missing: %3 has no %4 %2")
                            .arg(field, QLatin1String(key), stepName, block.language));
                    continue;
                }
                checkMarkup(found->second, QStringLiteral("%1 %2").arg(field, QLatin1String(key)));
                (QLatin1String(key) == QLatin1String("title") ? step->title : step->text)
                    .insert(block.language, found->second.value);
            }
            const auto prompt = words.find(QStringLiteral("prompt"));
            const auto labels = words.find(QStringLiteral("labels"));
            if (!step->question) {
                for (const auto& orphan : { prompt, labels })
                    if (orphan != words.end())
                        fault(orphan->second.line,
                            QStringLiteral("%1 %2: the step asks no question (no question: key)")
                                .arg(field, orphan->first));
                continue;
            }
            if (prompt == words.end() || prompt->second.value.isEmpty()) {
                fault(block.line,
                    QStringLiteral("%1 prompt: missing: %2 asks a question, so every language needs its prompt")
                        .arg(field, stepName));
            } else {
                checkMarkup(prompt->second, QStringLiteral("%1 prompt").arg(field));
                step->question->prompt.insert(block.language, prompt->second.value);
            }
            if (labels == words.end())
                continue;
            if (step->question->kind != LessonQuestion::Kind::Choice) {
                fault(labels->second.line, QStringLiteral("%1 labels: only a choice question has labels").arg(field));
                continue;
            }
            QStringList written;
            for (const QString& label : labels->second.value.split(QLatin1Char('|')))
                written << label.trimmed();
            if (static_cast<std::size_t>(written.size()) != step->question->choices.size())
                fault(labels->second.line,
                    QStringLiteral("%1 labels: the languages disagree: %2 labels for the step's %3 choices")
                        .arg(field)
                        .arg(written.size())
                        .arg(step->question->choices.size()));
            else if (written.contains(QString()))
                fault(labels->second.line, QStringLiteral("%1 labels: an empty label").arg(field));
            else
                step->question->choiceLabels.insert(block.language, written);
        }
    }

    QString m_file;
    std::vector<LessonFault> m_faults;
    bool m_tooMany = false;
    std::vector<Section> m_sections;
};

} // namespace

const QStringList& lessonDockNames()
{
    static const QStringList names = {
        QStringLiteral("queryInspectorDock"),
        QStringLiteral("patternDock"),
        QStringLiteral("spectrumDock"),
        QStringLiteral("outputDock"),
        QStringLiteral("costDock"),
        QStringLiteral("galleryDock"),
        QStringLiteral("lraDock"),
        QStringLiteral("methodDetailDock"),
        QStringLiteral("decisionsDock"),
        QStringLiteral("numbersDock"),
    };
    return names;
}

LessonReading readLessonText(const QByteArray& bytes, const QString& file)
{
    return LessonFileReader(file).read(bytes);
}

LessonReading readLessonFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        LessonReading reading;
        reading.faults.push_back({ path, 0, QStringLiteral("cannot be read: %1").arg(file.errorString()) });
        return reading;
    }
    // One byte past the limit is enough to refuse a file as too large without reading all of it.
    return readLessonText(file.read(kLargestLessonBytes + 1), path);
}

} // namespace attnlab::app

// The lesson files: a good lesson read into exactly the values written, every kind of fault located for the
// teacher, a folder of good and bad files, and inputs no teacher writes (truncated, random, huge) read without a
// crash.
#include "app/lessons/lesson.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_markup.h"
#include "app/lessons/lesson_quantities.h"
#include "app/lessons/lesson_reader.h"
#include "core/builtin_catalogues.h"
#include "source_tree.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using attnlab::test::sourcePath;
using namespace attnlab;

namespace {

// The bounds below tell linear work from quadratic (which took hours); AddressSanitizer at -O1 makes the linear
// work itself about ten times slower.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kSanitizerSlowdown = 10;
#else
constexpr int kSanitizerSlowdown = 1;
#endif

const QString kLessonsFolder = sourcePath(QStringLiteral("tests/app/lessons"));

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QString joined(const std::vector<app::LessonFault>& faults)
{
    QStringList lines;
    for (const app::LessonFault& fault : faults)
        lines << fault.toString();
    return lines.join(QLatin1Char('\n'));
}

app::Translations inEachLanguage(const QString& en, const QString& zhTw, const QString& zhCn)
{
    return { { QStringLiteral("en"), en }, { QStringLiteral("zh_TW"), zhTw }, { QStringLiteral("zh_CN"), zhCn } };
}

core::Params paramsOf(
    const std::vector<core::ParamSpec>& specs, std::initializer_list<std::pair<const char*, core::ParamValue>> values)
{
    core::Params params;
    for (const auto& [name, value] : values)
        params.set(specs, name, value);
    return params;
}

// What tests/app/lessons/local_window.lesson says, written out by hand.
app::Lesson expectedLocalWindow(const QString& file)
{
    const auto& scenarios = core::builtinScenarios();
    const auto& variants = core::builtinVariants();
    app::Lesson lesson;
    lesson.id = QStringLiteral("local-window");
    lesson.chapter = 2;
    lesson.order = 1;
    lesson.file = file;
    lesson.title = inEachLanguage(QStringLiteral("Attention through a window"), QStringLiteral("透過視窗看注意力"),
        QStringLiteral("透过窗口看注意力"));

    app::LessonStep exact;
    exact.id = QStringLiteral("exact");
    exact.line = 13;
    exact.state.setup.source = "text";
    exact.state.setup.scenarioParams["text"] = paramsOf(scenarios.get("text", "").info().params,
        { { "text", std::string("The cat sat on the mat because the cat was tired.") } });
    exact.state.setup.variantId = "full";
    exact.state.setup.causal = false;
    exact.state.query = 7;
    exact.state.frontDock = QStringLiteral("queryInspectorDock");
    exact.formula = QStringLiteral("O = \\term{weights}{\\operatorname{softmax}(s\\,QK^\\top)}\\,V");
    exact.formulaTerms = { { QStringLiteral("weights"), QStringLiteral("\\operatorname{softmax}(s\\,QK^\\top)") } };
    exact.highlight.row = 7;
    exact.highlight.terms = QStringList { QStringLiteral("weights") };
    exact.title = inEachLanguage(QStringLiteral("Every query reads every key"), QStringLiteral("每個查詢讀取每個鍵"),
        QStringLiteral("每个查询读取每个键"));
    exact.text
        = inEachLanguage(QStringLiteral("Full attention compares each query with **every** key: the weights\n"
                                        "$A = \\operatorname{softmax}(s\\,QK^\\top)$ form an $N \\times N$ matrix.\n\n"
                                        "- Row 7 is the query \"cat\".\n"
                                        "- Its largest weights fall on the *other* \"cat\"."),
            QStringLiteral("完整的注意力把每個查詢和**每一個**鍵比較：權重\n"
                           "$A = \\operatorname{softmax}(s\\,QK^\\top)$ 構成一個 $N \\times N$ 的矩陣。\n\n"
                           "- 第 7 列是查詢「cat」。\n"
                           "- 它最大的權重落在*另一個*「cat」上。"),
            QStringLiteral("完整的注意力把每个查询和**每一个**键比较：权重\n"
                           "$A = \\operatorname{softmax}(s\\,QK^\\top)$ 构成一个 $N \\times N$ 的矩阵。\n\n"
                           "- 第 7 行是查询“cat”。\n"
                           "- 它最大的权重落在*另一个*“cat”上。"));

    app::LessonStep window;
    window.id = QStringLiteral("window");
    window.line = 51;
    window.state = exact.state; // applied on top of the previous step
    window.state.setup.variantId = "local";
    window.state.setup.variantParams["local"]
        = paramsOf(variants.get("local", "").info().params, { { "before", 2LL }, { "after", 0LL } });
    window.state.frontDock = QStringLiteral("patternDock");
    window.formula = QStringLiteral("O_i = \\sum_{\\term{window}{i-b \\le j \\le i+a}} \\term{weight}{A_{ij}}\\,V_j");
    window.formulaTerms = { { QStringLiteral("window"), QStringLiteral("i-b \\le j \\le i+a") },
        { QStringLiteral("weight"), QStringLiteral("A_{ij}") } };
    window.highlight.cells = { { 7, 5 }, { 7, 6 }, { 7, 7 } };
    window.highlight.keys = { 5, 6, 7 };
    window.highlight.terms = QStringList { QStringLiteral("window") };
    app::LessonQuestion share;
    share.kind = app::LessonQuestion::Kind::Number;
    share.quantity = QStringLiteral("density");
    share.tolerance = 0.02;
    share.prompt = inEachLanguage(QStringLiteral("What share of the $N^2$ pairs does the window evaluate?"),
        QStringLiteral("視窗計算了 $N^2$ 個配對中的多少比例？"),
        QStringLiteral("窗口计算了 $N^2$ 个配对中的多少比例？"));
    window.question = share;
    window.title = inEachLanguage(
        QStringLiteral("A window of three keys"), QStringLiteral("三個鍵的視窗"), QStringLiteral("三个键的窗口"));
    window.text = inEachLanguage(
        QStringLiteral("With $b = 2$ keys before and $a = 0$ after, query $i$ reads only keys\n$i-2$ to $i$:\n\n"
                       "$$\\{\\, j : i-b \\le j \\le i+a \\,\\}$$\n\nThe pattern dock shows the band."),
        QStringLiteral("前面 $b = 2$ 個鍵、後面 $a = 0$ 個，查詢 $i$ 只讀取鍵\n$i-2$ 到 $i$：\n\n"
                       "$$\\{\\, j : i-b \\le j \\le i+a \\,\\}$$\n\n模式面板顯示這條帶狀區域。"),
        QStringLiteral("前面 $b = 2$ 个键、后面 $a = 0$ 个，查询 $i$ 只读取键\n$i-2$ 到 $i$：\n\n"
                       "$$\\{\\, j : i-b \\le j \\le i+a \\,\\}$$\n\n模式面板显示这条带状区域。"));

    app::LessonStep layers;
    layers.id = QStringLiteral("layers");
    layers.line = 96;
    layers.state = window.state;
    layers.state.setup.source = "gaussian";
    layers.state.setup.scenarioParams["gaussian"]
        = paramsOf(scenarios.get("gaussian", "").info().params, { { "n", 32LL }, { "seed", 3LL } });
    layers.state.setup.causal = true;
    layers.state.setup.scale = 0.25;
    layers.state.query.reset();
    layers.state.frontDock = QStringLiteral("costDock");
    layers.state.colormap = QStringLiteral("magma");
    layers.highlight.row = 16;
    app::LessonQuestion reach;
    reach.kind = app::LessonQuestion::Kind::Choice;
    reach.quantity = QStringLiteral("receptive_field");
    std::vector<core::ParamSpec> reachSpecs;
    for (const app::QuantityArgument& argument :
        app::findQuestionQuantity(QStringLiteral("receptive_field"))->arguments)
        reachSpecs.push_back(argument.spec);
    reach.arguments = paramsOf(reachSpecs, { { "L", 3LL }, { "query", 16LL } });
    reach.choices = { 3, 7, 9 };
    reach.prompt = inEachLanguage(QStringLiteral("How many keys does query 16 depend on after 3 layers?"),
        QStringLiteral("經過 3 層後，查詢 16 依賴多少個鍵？"), QStringLiteral("经过 3 层后，查询 16 依赖多少个键？"));
    reach.choiceLabels
        = { { QStringLiteral("en"), { QStringLiteral("three"), QStringLiteral("seven"), QStringLiteral("nine") } },
              { QStringLiteral("zh_CN"), { QStringLiteral("三个"), QStringLiteral("七个"), QStringLiteral("九个") } } };
    layers.question = reach;
    layers.title = inEachLanguage(QStringLiteral("Stacking layers widens the view"), QStringLiteral("堆疊層數擴大視野"),
        QStringLiteral("堆叠层数扩大视野"));
    layers.text = inEachLanguage(
        QStringLiteral(
            "Each layer reads two keys further back, so after $L$ layers a query\ndepends on $2L + 1$ keys."),
        QStringLiteral("每一層往回多讀兩個鍵，所以經過 $L$ 層之後，一個查詢\n依賴 $2L + 1$ 個鍵。"),
        QStringLiteral("每一层往回多读两个键，所以经过 $L$ 层之后，一个查询\n依赖 $2L + 1$ 个键。"));

    lesson.steps = { exact, window, layers };
    return lesson;
}

// A small good lesson with one step; `stepLines` are the step's state keys, starting on line 11.
QByteArray snippet(const QStringList& stepLines, const QString& words = QString())
{
    const QString defaultWords = QStringLiteral("[en]\ntitle: S\ntext: words\n[zh_TW]\ntitle: S\ntext: 字\n"
                                                "[zh_CN]\ntitle: S\ntext: 字\n");
    QString text = QStringLiteral("lesson: t\nchapter: 1\norder: 1\n[en]\ntitle: T\n[zh_TW]\ntitle: T\n"
                                  "[zh_CN]\ntitle: T\n[step s]\n");
    for (const QString& line : stepLines)
        text += line + QLatin1Char('\n');
    text += words.isEmpty() ? defaultWords : words;
    return text.toUtf8();
}

// Words of the one step whose en text is `en` (its first line is the snippet's line 14 + the step's key lines).
QString wordsWithText(const QString& en)
{
    return QStringLiteral("[en]\ntitle: S\ntext:\n%1\n[zh_TW]\ntitle: S\ntext: 字\n[zh_CN]\ntitle: S\ntext: 字\n")
        .arg(en);
}

// The readings' invariant: a lesson exactly when there is no fault, and every fault inside the file.
void checkReadingIsWhole(const app::LessonReading& reading, int lines)
{
    QCOMPARE(reading.lesson.has_value(), reading.faults.empty());
    for (const app::LessonFault& fault : reading.faults) {
        QVERIFY2(fault.line >= 0 && fault.line <= lines + 1, qPrintable(fault.toString()));
        QVERIFY(!fault.message.isEmpty());
    }
}

} // namespace

class TestLessonReader : public QObject {
    Q_OBJECT

private slots:
    void goodLessonReadsEveryField()
    {
        const QString path = kLessonsFolder + QStringLiteral("/local_window.lesson");
        const app::LessonReading reading = app::readLessonFile(path);
        QVERIFY2(reading.faults.empty(), qPrintable(joined(reading.faults)));
        QVERIFY(reading.lesson);
        const app::Lesson expected = expectedLocalWindow(path);
        const app::Lesson& lesson = *reading.lesson;
        // Field by field first, so a failure says which one differs.
        QCOMPARE(lesson.id, expected.id);
        QCOMPARE(lesson.chapter, expected.chapter);
        QCOMPARE(lesson.order, expected.order);
        QCOMPARE(lesson.title, expected.title);
        QCOMPARE(lesson.steps.size(), expected.steps.size());
        for (std::size_t i = 0; i < expected.steps.size(); ++i) {
            const app::LessonStep& step = lesson.steps[i];
            const app::LessonStep& want = expected.steps[i];
            QCOMPARE(step.id, want.id);
            QCOMPARE(step.line, want.line);
            QCOMPARE(step.title, want.title);
            QCOMPARE(step.text, want.text);
            QCOMPARE(step.state.setup.source, want.state.setup.source);
            QVERIFY(step.state.setup.scenarioParams == want.state.setup.scenarioParams);
            QCOMPARE(step.state.setup.variantId, want.state.setup.variantId);
            QVERIFY(step.state.setup.variantParams == want.state.setup.variantParams);
            QCOMPARE(step.state.setup.causal, want.state.setup.causal);
            QCOMPARE(step.state.setup.scale, want.state.setup.scale);
            QCOMPARE(step.state.query, want.state.query);
            QCOMPARE(step.state.frontDock, want.state.frontDock);
            QCOMPARE(step.state.colormap, want.state.colormap);
            QVERIFY(!step.state.lesson);
            QVERIFY(step.state == want.state);
            QCOMPARE(step.formula, want.formula);
            QVERIFY(step.formulaTerms == want.formulaTerms);
            QCOMPARE(step.highlight.row, want.highlight.row);
            QVERIFY(step.highlight.cells == want.highlight.cells);
            QVERIFY(step.highlight.keys == want.highlight.keys);
            QCOMPARE(step.highlight.terms, want.highlight.terms);
            QCOMPARE(step.question.has_value(), want.question.has_value());
            if (want.question) {
                QCOMPARE(step.question->quantity, want.question->quantity);
                QCOMPARE(int(step.question->kind), int(want.question->kind));
                QVERIFY(step.question->arguments == want.question->arguments);
                QCOMPARE(step.question->tolerance, want.question->tolerance);
                QVERIFY(step.question->choices == want.question->choices);
                QCOMPARE(step.question->prompt, want.question->prompt);
                QCOMPARE(step.question->choiceLabels, want.question->choiceLabels);
            }
        }
        QVERIFY(lesson == expected);
    }

    void readingTextEqualsReadingTheFile()
    {
        const QString path = kLessonsFolder + QStringLiteral("/local_window.lesson");
        const app::LessonReading reading = app::readLessonText(fileBytes(path), QStringLiteral("memory.lesson"));
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
        QCOMPARE(reading.lesson->file, QStringLiteral("memory.lesson"));
        QVERIFY(reading.lesson->steps == expectedLocalWindow(path).steps);
        // Windows line ends and a byte-order mark read the same.
        QByteArray windows = fileBytes(path);
        windows.replace("\n", "\r\n");
        windows.prepend("\xEF\xBB\xBF");
        const app::LessonReading crlf = app::readLessonText(windows, QStringLiteral("memory.lesson"));
        QVERIFY2(crlf.lesson, qPrintable(joined(crlf.faults)));
        QVERIFY(*crlf.lesson == *reading.lesson);
    }

    void formulaMarksCanBeDropped()
    {
        const QString formula = QStringLiteral("O = \\term{w}{\\operatorname{softmax}(\\term{s}{QK^\\top})}\\,V");
        QCOMPARE(app::unmarkedFormula(formula), QStringLiteral("O = {\\operatorname{softmax}({QK^\\top})}\\,V"));
        const QString boxed = app::replaceFormulaTerms(formula, [](const app::FormulaTerm& term) {
            return term.id == QLatin1String("s") ? QStringLiteral("\\boxed{%1}").arg(term.tex)
                                                 : QStringLiteral("{%1}").arg(term.tex);
        });
        QCOMPARE(boxed, QStringLiteral("O = {\\operatorname{softmax}(\\boxed{QK^\\top})}\\,V"));
    }

    void faults_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("expected");

        const auto row = [](const char* name, const QByteArray& text, int line, const QString& expected) {
            QTest::newRow(name) << text << line << expected;
        };
        row("unknown key", snippet({ QStringLiteral("variant: full"), QStringLiteral("colour: red") }), 12,
            QStringLiteral("unknown key 'colour'"));
        row("unknown key in the header", QByteArray("lesson: t\nchapter: 1\nvariant: full\n") + snippet({}).mid(21), 3,
            QStringLiteral("unknown key 'variant' in the lesson's header"));
        row("unknown variant", snippet({ QStringLiteral("variant: nonesuch") }), 11,
            QStringLiteral("variant: unknown variant 'nonesuch' (known: "));
        row("unknown scenario", snippet({ QStringLiteral("source: nonesuch") }), 11,
            QStringLiteral("source: unknown scenario 'nonesuch'"));
        row("imported files", snippet({ QStringLiteral("source: imported") }), 11,
            QStringLiteral("source: a lesson cannot use imported files"));
        row("variant parameter out of range",
            snippet({ QStringLiteral("variant: local"), QStringLiteral("variant.before: -1") }), 12,
            QStringLiteral("variant.before: parameter 'before' must be in 0..4096, got -1"));
        row("scenario parameter out of range",
            snippet({ QStringLiteral("source: gaussian"), QStringLiteral("source.n: 0") }), 12,
            QStringLiteral("source.n: parameter 'n' must be in 1..16384, got 0"));
        row("parameter not a number",
            snippet({ QStringLiteral("variant: local"), QStringLiteral("variant.after: two") }), 12,
            QStringLiteral("variant.after: parameter 'after' takes a whole number, got 'two'"));
        row("no such parameter", snippet({ QStringLiteral("variant: full"), QStringLiteral("variant.window: 3") }), 12,
            QStringLiteral("variant.window: variant 'full' has no parameter 'window'"));
        row("causal a variant cannot honour",
            snippet({ QStringLiteral("variant: linformer"), QStringLiteral("causal: true") }), 12,
            QStringLiteral("causal: variant 'linformer' cannot run causal"));
        row("causal not a boolean", snippet({ QStringLiteral("causal: maybe") }), 11,
            QStringLiteral("causal: must be true or false, got 'maybe'"));
        row("scale not positive", snippet({ QStringLiteral("scale: -1") }), 11,
            QStringLiteral("scale: must be 'default' (1/sqrt(d)) or a positive number, got '-1'"));
        row("query not a row", snippet({ QStringLiteral("query: first") }), 11,
            QStringLiteral("query: must be 'middle' or a row, 0 or more, got 'first'"));
        row("unknown dock", snippet({ QStringLiteral("dock: mapDock") }), 11,
            QStringLiteral("dock: unknown dock 'mapDock' (known: "));
        row("unknown colour map", snippet({ QStringLiteral("colormap: rainbow") }), 11,
            QStringLiteral("colormap: unknown colour map 'rainbow'"));
        row("key given twice", snippet({ QStringLiteral("variant: full"), QStringLiteral("variant: local") }), 12,
            QStringLiteral("variant: given twice (first on line 11)"));
        row("unbalanced braces in inline TeX",
            snippet({}, wordsWithText(QStringLiteral("One\ntwo $\\frac{a}{b$ three"))), 15,
            QStringLiteral("[en] text: unbalanced braces in $...$: a '{' that is not closed"));
        row("shown quantity unknown", snippet({}, wordsWithText(QStringLiteral("One\nThe map has {=sparsity} cells"))),
            15, QStringLiteral("[en] text: {=sparsity}: unknown quantity 'sparsity' (known: density"));
        row("shown quantity without its argument",
            snippet({}, wordsWithText(QStringLiteral("It reaches {=receptive_field query=2} keys"))), 14,
            QStringLiteral("[en] text: {=receptive_field query=2}: 'receptive_field' needs L=<1..64>"));
        row("shown quantity out of range",
            snippet({}, wordsWithText(QStringLiteral("It reaches {=receptive_field L=0} keys"))), 14,
            QStringLiteral("[en] text: {=receptive_field L=0}: parameter 'L' must be in 1..64, got 0"));
        row("shown quantity not closed", snippet({}, wordsWithText(QStringLiteral("It costs {=madds\n\nNext."))), 14,
            QStringLiteral("[en] text: a shown quantity {=... is not closed with }"));
        row("a brace without its opening", snippet({}, wordsWithText(QStringLiteral("$$ a } $$"))), 14,
            QStringLiteral("[en] text: unbalanced braces in $$...$$: a '}' without its '{'"));
        row("inline math not closed", snippet({}, wordsWithText(QStringLiteral("Costs $O(N^2)\n\nNext paragraph."))),
            14, QStringLiteral("[en] text: inline math opened with $ is not closed in its paragraph"));
        row("display math not closed", snippet({}, wordsWithText(QStringLiteral("Text\n\n$$ x^2"))), 16,
            QStringLiteral("[en] text: display math opened with $$ is not closed"));
        row("strong not closed", snippet({}, wordsWithText(QStringLiteral("A **bold start"))), 14,
            QStringLiteral("[en] text: **strong** text opened with ** is not closed"));
        row("unbalanced braces in a formula", snippet({ QStringLiteral("formula: \\frac{a}{b") }), 11,
            QStringLiteral("formula: unbalanced braces in the formula: a '{' that is not closed"));
        row("unbalanced braces in a title",
            snippet({},
                QStringLiteral("[en]\ntitle: $x^{2$\ntext: t\n[zh_TW]\ntitle: S\ntext: 字\n"
                               "[zh_CN]\ntitle: S\ntext: 字\n")),
            12, QStringLiteral("[en] title: unbalanced braces in $...$"));
        row("missing zh_TW title",
            snippet({}, QStringLiteral("[en]\ntitle: S\ntext: t\n[zh_TW]\ntext: 字\n[zh_CN]\ntitle: S\ntext: 字\n")),
            14, QStringLiteral("[zh_TW] title: missing: step 's' has no zh_TW title"));
        row("missing zh_CN text",
            snippet({}, QStringLiteral("[en]\ntitle: S\ntext: t\n[zh_TW]\ntitle: S\ntext: 字\n[zh_CN]\ntitle: S\n")),
            17, QStringLiteral("[zh_CN] text: missing: step 's' has no zh_CN text"));
        row("a step without a language",
            snippet({}, QStringLiteral("[en]\ntitle: S\ntext: t\n[zh_CN]\ntitle: S\ntext: 字\n")), 10,
            QStringLiteral(
                "step 's': no [zh_TW] block: every step is written in en, zh_TW and zh_CN (this one has en, zh_CN)"));
        row("a lesson title missing a language",
            QByteArray("lesson: t\nchapter: 1\norder: 1\n[en]\ntitle: T\n[zh_CN]\ntitle: T\n[step s]\n[en]\ntitle: "
                       "S\ntext: w\n"
                       "[zh_TW]\ntitle: S\ntext: w\n[zh_CN]\ntitle: S\ntext: w\n"),
            1, QStringLiteral("[zh_TW]: missing: the lesson's title needs a [zh_TW] block"));
        row("languages disagree on the choices",
            snippet({ QStringLiteral("question: tokens"), QStringLiteral("choices: 1 | 2 | 3") },
                QStringLiteral(
                    "[en]\ntitle: S\ntext: t\nprompt: How many?\nlabels: one | two | three\n[zh_TW]\ntitle: S\n"
                    "text: 字\nprompt: 多少？\nlabels: 一 | 二\n[zh_CN]\ntitle: S\ntext: 字\nprompt: 多少？\n")),
            22, QStringLiteral("[zh_TW] labels: the languages disagree: 2 labels for the step's 3 choices"));
        row("a question without a prompt in one language",
            snippet({ QStringLiteral("question: density"), QStringLiteral("tolerance: 0.1") },
                QStringLiteral("[en]\ntitle: S\ntext: t\nprompt: How dense?\n[zh_TW]\ntitle: S\ntext: 字\n"
                               "[zh_CN]\ntitle: S\ntext: 字\nprompt: 多密？\n")),
            17, QStringLiteral("[zh_TW] prompt: missing: step 's' asks a question"));
        row("a prompt without a question",
            snippet({},
                QStringLiteral("[en]\ntitle: S\ntext: t\nprompt: Why?\n[zh_TW]\ntitle: S\ntext: 字\n[zh_CN]\ntitle: "
                               "S\ntext: 字\n")),
            14, QStringLiteral("[en] prompt: the step asks no question"));
        row("unknown highlight target", snippet({ QStringLiteral("highlight: column 3") }), 11,
            QStringLiteral("highlight: unknown target 'column' (known: row, cells, keys, term)"));
        row("cells written wrong", snippet({ QStringLiteral("highlight: cells (1,2) (3)") }), 11,
            QStringLiteral("highlight: cells are written (i,j) (i,j) ..."));
        row("keys not positions", snippet({ QStringLiteral("highlight: keys 1 -2") }), 11,
            QStringLiteral("highlight: keys must be whole numbers 0 or more, got '-2'"));
        row("a term the formula does not mark",
            snippet({ QStringLiteral("formula: \\term{scores}{QK^\\top}"), QStringLiteral("highlight: term weights") }),
            12, QStringLiteral("highlight: unknown term 'weights' (the step's formula marks: scores)"));
        row("a term without a formula", snippet({ QStringLiteral("highlight: term weights") }), 11,
            QStringLiteral("highlight: unknown term 'weights': the step's formula marks no terms"));
        row("unknown question quantity",
            snippet({ QStringLiteral("question: sparsity"), QStringLiteral("tolerance: 0.1") }), 11,
            QStringLiteral("question: unknown quantity 'sparsity' (known: density, "));
        row("question argument out of range",
            snippet({ QStringLiteral("question: receptive_field L=0"), QStringLiteral("tolerance: 0") }), 11,
            QStringLiteral("question: parameter 'L' must be in 1..64, got 0"));
        row("question argument missing",
            snippet({ QStringLiteral("question: receptive_field"), QStringLiteral("tolerance: 0") }), 11,
            QStringLiteral("question: 'receptive_field' needs L=<1..64>"));
        row("question argument unknown",
            snippet({ QStringLiteral("question: density of=exact"), QStringLiteral("tolerance: 0") }), 11,
            QStringLiteral("question: 'density' has no argument 'of' (its arguments: none)"));
        row("question without an answer kind", snippet({ QStringLiteral("question: density") }), 11,
            QStringLiteral("question: needs 'tolerance: <number>'"));
        row("choices not whole", snippet({ QStringLiteral("question: tokens"), QStringLiteral("choices: 1 | 2.5") }),
            12, QStringLiteral("choices: 'tokens' is a whole number, got '2.5'"));
        row("unknown block", snippet({}, QStringLiteral("[fr]\ntitle: S\n") + wordsWithText(QStringLiteral("t"))), 11,
            QStringLiteral("unknown block [fr]"));
        row("a step without an id", QByteArray(snippet({})).replace("[step s]", "[step]"), 10,
            QStringLiteral("[step]: a step needs an id"));
        row("a step id used twice", snippet({}) + "[step s]\n" + wordsWithText(QStringLiteral("t")).toUtf8(), 20,
            QStringLiteral("[step s]: the step id is used twice (first on line 10)"));
        row("a line that is not a key", snippet({ QStringLiteral("just some words") }), 11,
            QStringLiteral("expected 'key: value', a [block] header or a # comment, got 'just some words'"));
        row("no lesson id", QByteArray(snippet({})).replace("lesson: t\n", "\n"), 1, QStringLiteral("lesson: missing"));
        row("chapter not a number", QByteArray(snippet({})).replace("chapter: 1", "chapter: two"), 2,
            QStringLiteral("chapter: must be a whole number"));
        row("no steps",
            QByteArray("lesson: t\nchapter: 1\norder: 1\n[en]\ntitle: T\n[zh_TW]\ntitle: T\n[zh_CN]\ntitle: T\n"), 9,
            QStringLiteral("the lesson has no steps"));
        row("empty file", QByteArray(), 0, QStringLiteral("empty"));
        row("not UTF-8", snippet({ QStringLiteral("variant: full") }).replace("title: S", "title: \xff\xfe"), 13,
            QStringLiteral("not UTF-8 text"));
        row("a NUL byte", QByteArray("lesson: t\nchapter: 1\0\n", 22), 2, QStringLiteral("a NUL byte"));
    }

    void faults()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, expected);
        const app::LessonReading reading = app::readLessonText(text, QStringLiteral("teacher.lesson"));
        QVERIFY(!reading.lesson);
        const QString prefix
            = line > 0 ? QStringLiteral("teacher.lesson:%1: ").arg(line) : QStringLiteral("teacher.lesson: ");
        const bool found
            = std::any_of(reading.faults.begin(), reading.faults.end(), [&](const app::LessonFault& fault) {
                  return fault.toString().startsWith(prefix) && fault.message.contains(expected);
              });
        QVERIFY2(found,
            qPrintable(QStringLiteral("wanted %1...%2 among:\n%3").arg(prefix, expected, joined(reading.faults))));
    }

    void theSnippetItselfIsGood()
    {
        const app::LessonReading reading
            = app::readLessonText(snippet({ QStringLiteral("variant: full") }), QStringLiteral("s"));
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
        QCOMPARE(reading.lesson->steps.size(), std::size_t(1));
    }

    void everyFaultOfAFileIsReported()
    {
        const app::LessonReading reading = app::readLessonText(
            snippet(
                { QStringLiteral("variant: nonesuch"), QStringLiteral("dock: mapDock"), QStringLiteral("query: -3") },
                QStringLiteral("[en]\ntitle: S\ntext: $x\n[zh_CN]\ntitle: S\ntext: 字\n")),
            QStringLiteral("many.lesson"));
        QStringList lines;
        for (const app::LessonFault& fault : reading.faults)
            lines << QString::number(fault.line) + QLatin1Char(' ') + fault.message.section(QLatin1Char(':'), 0, 0);
        // In the order of the file's lines, whatever order they were found in.
        QCOMPARE(lines,
            QStringList({ QStringLiteral("10 step 's'"), QStringLiteral("11 variant"), QStringLiteral("12 dock"),
                QStringLiteral("13 query"), QStringLiteral("16 [en] text") }));
    }

    void aFolderLoadsItsGoodLessonsInCourseOrder()
    {
        const QString folder = kLessonsFolder + QStringLiteral("/library");
        const app::LessonLibrary library = app::loadLessonFolder(folder);
        QStringList ids;
        for (const app::Lesson& lesson : library.lessons)
            ids << lesson.id;
        // first-look and second-look are chapter 1 (order 1, 2), local-window chapter 2; broken has a fault and
        // e_duplicate reuses first-look's id.
        QCOMPARE(ids,
            QStringList(
                { QStringLiteral("first-look"), QStringLiteral("second-look"), QStringLiteral("local-window") }));
        QCOMPARE(library.find(QStringLiteral("local-window"))->steps.size(), std::size_t(3));
        QVERIFY(!library.find(QStringLiteral("broken")));
        QCOMPARE(library.faults.size(), std::size_t(2));
        QCOMPARE(library.faults[0].file, folder + QStringLiteral("/c_broken.lesson"));
        QCOMPARE(library.faults[0].line, 11);
        QVERIFY(library.faults[0].message.startsWith(QStringLiteral("variant: unknown variant 'nonesuch'")));
        QCOMPARE(library.faults[1].toString(),
            folder + QStringLiteral("/e_duplicate.lesson:1: lesson: the id 'first-look' is already the lesson of ")
                + folder + QStringLiteral("/a_first_look.lesson"));
    }

    void aMissingFolderIsAFault()
    {
        const app::LessonLibrary library = app::loadLessonFolder(kLessonsFolder + QStringLiteral("/nonesuch"));
        QVERIFY(library.lessons.empty());
        QCOMPARE(library.faults.size(), std::size_t(1));
        QCOMPARE(library.faults[0].message, QStringLiteral("no such folder"));
        const app::LessonLibrary unreadable
            = app::loadLessonFiles({ kLessonsFolder + QStringLiteral("/nonesuch.lesson") });
        QCOMPARE(unreadable.faults.size(), std::size_t(1));
        QVERIFY(unreadable.faults[0].message.startsWith(QStringLiteral("cannot be read")));
    }

    void formulasAreTypesetWithClassMarks()
    {
        QCOMPARE(app::formulaForTypesetting(QStringLiteral("O = \\term{w}{A \\term{s}{S}}\\,V + \\terms")),
            QStringLiteral("O = \\class{w}{A \\class{s}{S}}\\,V + \\terms"));
    }

    void shownQuantitiesAreFoundOutsideMath()
    {
        const QString text = QStringLiteral("It costs {=madds of=exact}, $\\{=x\\}$ is math, {= density }.");
        std::vector<app::MarkupFault> faults;
        const std::vector<app::ShownQuantityMark> marks = app::findShownQuantities(text, &faults);
        QVERIFY(faults.empty());
        QCOMPARE(marks.size(), std::size_t(2));
        QCOMPARE(marks[0].call, QStringLiteral("madds of=exact"));
        QCOMPARE(text.mid(marks[0].start, marks[0].end - marks[0].start), QStringLiteral("{=madds of=exact}"));
        QCOMPARE(marks[1].call, QStringLiteral("density"));
        const app::LessonReading reading = app::readLessonText(
            snippet({}, wordsWithText(QStringLiteral("It costs {=madds of=exact} and {=tokens}."))), QStringLiteral("s"));
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
    }

    void chapterTitlesAreReadPerLanguage()
    {
        const QByteArray text = QByteArray(snippet({ QStringLiteral("variant: full") }))
            .replace("[en]\ntitle: T\n", "[en]\ntitle: T\nchapter_title: Fixed patterns\n")
            .replace("[zh_TW]\ntitle: T\n", "[zh_TW]\ntitle: T\nchapter_title: \xe5\x9b\xba\xe5\xae\x9a\n");
        const app::LessonReading reading = app::readLessonText(text, QStringLiteral("s"));
        QVERIFY2(reading.lesson, qPrintable(joined(reading.faults)));
        QCOMPARE(reading.lesson->chapterTitle.value(QStringLiteral("en")), QStringLiteral("Fixed patterns"));
        QCOMPARE(reading.lesson->chapterTitle.value(QStringLiteral("zh_TW")), QStringLiteral("固定"));
        QVERIFY(!reading.lesson->chapterTitle.contains(QStringLiteral("zh_CN"))); // optional: the player numbers it
    }

    void everyTruncationReadsWithoutACrash()
    {
        const QByteArray good = fileBytes(kLessonsFolder + QStringLiteral("/local_window.lesson"));
        QVERIFY(!good.isEmpty());
        const QList<QByteArray> lines = good.split('\n');
        QByteArray prefix;
        for (qsizetype count = 0; count < lines.size(); ++count) {
            const app::LessonReading reading = app::readLessonText(prefix, QStringLiteral("cut.lesson"));
            checkReadingIsWhole(reading, static_cast<int>(count));
            prefix += lines.at(count) + '\n';
        }
        // Cut at every byte too: inside a key, inside a Chinese character, inside $...$.
        for (qsizetype size = 0; size < good.size(); ++size)
            checkReadingIsWhole(app::readLessonText(good.left(size), QStringLiteral("cut.lesson")),
                static_cast<int>(good.left(size).count('\n')));
    }

    void randomBytesReadWithoutACrash()
    {
        QRandomGenerator random(20261201);
        const QByteArray good = fileBytes(kLessonsFolder + QStringLiteral("/local_window.lesson"));
        const QByteArray syntax("[]{}$*:#\\|=()\n \t-");
        for (int round = 0; round < 300; ++round) {
            QByteArray bytes(static_cast<qsizetype>(random.bounded(3000)), '\0');
            for (char& byte : bytes)
                byte = static_cast<char>(random.bounded(256));
            checkReadingIsWhole(
                app::readLessonText(bytes, QStringLiteral("noise.lesson")), static_cast<int>(bytes.count('\n')));
            // The good lesson with some of its bytes replaced by the format's own punctuation.
            QByteArray mutated = good;
            for (int change = 0; change < 1 + round % 8; ++change)
                mutated[random.bounded(static_cast<int>(mutated.size()))]
                    = syntax.at(random.bounded(static_cast<int>(syntax.size())));
            checkReadingIsWhole(
                app::readLessonText(mutated, QStringLiteral("mutated.lesson")), static_cast<int>(mutated.count('\n')));
        }
    }

    void hugeInputsAreRefusedQuickly()
    {
        QElapsedTimer timer;
        timer.start();
        const app::LessonReading longLine
            = app::readLessonText(QByteArray(2 * 1024 * 1024, 'a'), QStringLiteral("long.lesson"));
        QVERIFY(!longLine.lesson);
        QCOMPARE(longLine.faults.front().line, 1);
        const app::LessonReading tooLarge
            = app::readLessonText(QByteArray(5 * 1024 * 1024, '\n'), QStringLiteral("big.lesson"));
        QCOMPARE(tooLarge.faults.size(), std::size_t(1));
        QVERIFY(tooLarge.faults.front().message.startsWith(QStringLiteral("too large")));
        // Many faults stop at a hundred, with a note that more follow.
        const app::LessonReading noisy
            = app::readLessonText(QByteArray(50000, '\n').replace("\n", "x\n"), QStringLiteral("x.lesson"));
        QCOMPARE(noisy.faults.size(), std::size_t(101));
        QVERIFY(noisy.faults.back().message.startsWith(QStringLiteral("more faults follow")));
        // Terms nested far deeper than a formula needs, and braces a thousand deep.
        QString nested = QStringLiteral("x");
        for (int depth = 0; depth < 1000; ++depth)
            nested = QStringLiteral("\\term{t%1}{%2}").arg(depth).arg(nested);
        const app::LessonReading deep = app::readLessonText(
            snippet({ QStringLiteral("formula: ") + nested, QStringLiteral("highlight: term t999") }),
            QStringLiteral("deep.lesson"));
        QVERIFY(!deep.lesson);
        QVERIFY2(
            joined(deep.faults).contains(QStringLiteral("nest more than 8 deep")), qPrintable(joined(deep.faults)));
        QCOMPARE(app::unmarkedFormula(nested).isEmpty(), false);
        const app::LessonReading braces = app::readLessonText(
            snippet({}, wordsWithText(QStringLiteral("$") + QString(100000, QLatin1Char('{')) + QStringLiteral("$"))),
            QStringLiteral("braces.lesson"));
        QVERIFY(!braces.lesson);
        QVERIFY2(timer.elapsed() < 30000 * kSanitizerSlowdown, qPrintable(QString::number(timer.elapsed())));
        // Found by tests/fuzz/lesson_reader: unclosed \term marks were each scanned to the end of the formula.
        QElapsedTimer unclosed;
        unclosed.start();
        const app::LessonReading marks = app::readLessonText(
            snippet({ QStringLiteral("formula: ") + QStringLiteral("\\term{t}{").repeated(50000) }),
            QStringLiteral("unclosed.lesson"));
        QVERIFY(!marks.lesson);
        QVERIFY2(unclosed.elapsed() < 5000 * kSanitizerSlowdown, qPrintable(QString::number(unclosed.elapsed())));
    }
};

QTEST_MAIN(TestLessonReader)
#include "test_lesson_reader.moc"

// TokenStrip: one painted widget however many tokens, clicks and keys map to the right chip, the selection
// scrolls into view, weights shade chips, and Chinese tokens draw with the Chinese font. Runs offscreen
// (QT_QPA_PLATFORM=offscreen, set by CTest).
#include "widgets/plots/plot_fonts.h"
#include "widgets/heatmap/token_strip.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QImage>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

#include <vector>

using attnlab::widgets::TokenStrip;

namespace {

QStringList numberedTokens(int n)
{
    QStringList tokens;
    for (int i = 0; i < n; ++i)
        tokens.append(QStringLiteral("tok%1").arg(i));
    return tokens;
}

// 我 爱 注 意 力 (I love attention) between English words, as the text scenario makes them.
QStringList mixedTokens()
{
    return { QStringLiteral("The"), QString::fromUtf8("\xe6\x88\x91"), QString::fromUtf8("\xe7\x88\xb1"),
        QString::fromUtf8("\xe6\xb3\xa8"), QString::fromUtf8("\xe6\x84\x8f"), QString::fromUtf8("\xe5\x8a\x9b"),
        QStringLiteral(","), QStringLiteral("attention"), QStringLiteral("!") };
}

void showAt(TokenStrip& strip, int width)
{
    strip.resize(width, strip.sizeHint().height());
    strip.show();
    QVERIFY(QTest::qWaitForWindowExposed(&strip));
}

bool inView(const TokenStrip& strip, int index)
{
    return strip.viewport()->rect().contains(strip.chipRect(index));
}

int distinctColours(const QImage& image, const QRect& area)
{
    QSet<QRgb> colours;
    const QRect clipped = area.intersected(image.rect());
    for (int y = clipped.top(); y <= clipped.bottom(); ++y)
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

} // namespace

class TestTokenStrip : public QObject {
    Q_OBJECT

private slots:
    void manyTokensAreOneWidget()
    {
        TokenStrip strip;
        strip.setTokens(numberedTokens(4096));
        showAt(strip, 600);
        QCOMPARE(strip.count(), 4096);
        // The viewport and the scroll bars with their containers: nothing per token.
        QVERIFY2(strip.findChildren<QWidget*>().size() < 10,
            qPrintable(QString::number(strip.findChildren<QWidget*>().size())));
        const auto [first, last] = strip.visibleRange();
        QCOMPARE(first, 0);
        QVERIFY(last > 0 && last < 100);
        QVERIFY(strip.horizontalScrollBar()->maximum() > 4096 * 10);
        // Chips follow each other without overlapping.
        for (int i = 1; i < 4096; i += 97)
            QVERIFY(strip.chipRect(i).left() > strip.chipRect(i - 1).right());
    }

    void clickingAChipEmitsItsIndex()
    {
        TokenStrip strip;
        strip.setTokens(numberedTokens(4096));
        showAt(strip, 600);
        QSignalSpy clicked(&strip, &TokenStrip::tokenClicked);
        const auto [first, last] = strip.visibleRange();
        const int target = (first + last) / 2;
        QTest::mouseClick(strip.viewport(), Qt::LeftButton, Qt::NoModifier, strip.chipRect(target).center());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().toInt(), target);
        QCOMPARE(strip.selected(), target);

        // After scrolling far, the chip under the same point is a different one, and the click says which.
        strip.setSelected(3000);
        clicked.clear();
        const int farTarget = strip.visibleRange().first + 1;
        QVERIFY(farTarget > 2900);
        QTest::mouseClick(strip.viewport(), Qt::LeftButton, Qt::NoModifier, strip.chipRect(farTarget).center());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().toInt(), farTarget);

        // Between chips there is nothing to click.
        clicked.clear();
        const QPoint gap(strip.chipRect(farTarget).right() + 2, strip.chipRect(farTarget).center().y());
        QCOMPARE(strip.indexAt(gap), -1);
        QTest::mouseClick(strip.viewport(), Qt::LeftButton, Qt::NoModifier, gap);
        QCOMPARE(clicked.count(), 0);
    }

    void selectingScrollsIntoView()
    {
        TokenStrip strip;
        strip.setTokens(numberedTokens(4096));
        showAt(strip, 600);
        QSignalSpy clicked(&strip, &TokenStrip::tokenClicked);
        for (const int index : { 4095, 2048, 17, 0, 4000 }) {
            strip.setSelected(index);
            QVERIFY2(inView(strip, index), qPrintable(QString::number(index)));
            QCOMPARE(strip.selected(), index);
        }
        QCOMPARE(clicked.count(), 0); // a selection made by the program is not a click

        // The arrow keys walk the selection and keep it in view; they are the user's choice, so they emit.
        strip.setSelected(4094);
        QTest::keyClick(&strip, Qt::Key_Right);
        QCOMPARE(strip.selected(), 4095);
        QTest::keyClick(&strip, Qt::Key_Right);
        QCOMPARE(strip.selected(), 4095);
        QTest::keyClick(&strip, Qt::Key_Home);
        QCOMPARE(strip.selected(), 0);
        QVERIFY(inView(strip, 0));
        QCOMPARE(clicked.count(), 3);

        strip.setSelected(-1);
        QCOMPARE(strip.selected(), -1);
        strip.setSelected(5000);
        QCOMPARE(strip.selected(), -1);
    }

    void weightsShadeChips()
    {
        TokenStrip strip;
        strip.setTokens(numberedTokens(8));
        showAt(strip, 700);
        std::vector<float> weights(8, 0.0f);
        weights[3] = 1.0f;
        weights[5] = 7.0f; // clamped to 1
        strip.setWeights(weights);
        QCOMPARE(strip.weights()[5], 1.0f);
        const QImage image = strip.viewport()->grab().toImage();
        // Inside the chip, left of its text and clear of the rounded corners.
        const auto fillOf = [&](int index) {
            const QRect chip = strip.chipRect(index);
            return image.pixelColor(chip.left() + 3, chip.center().y());
        };
        const QColor plain = fillOf(1);
        const QColor heavy = fillOf(3);
        QVERIFY2(plain != heavy, qPrintable(plain.name() + QStringLiteral(" ") + heavy.name()));
        QCOMPARE(heavy, strip.palette().color(QPalette::Highlight));

        strip.setWeights({});
        QVERIFY(strip.weights().empty());
        strip.setTokens(numberedTokens(3));
        QVERIFY(strip.weights().empty());
    }

    void chineseTokensRenderWithTheChineseFont()
    {
        // Installed by packaging/install-deps.sh; without it Han tokens draw as boxes.
        QVERIFY2(QFontDatabase::families().contains(attnlab::widgets::hanFontFamily()),
            "the Noto Sans CJK fonts (fonts-noto-cjk) are not installed");
        TokenStrip strip;
        strip.setTokens(mixedTokens());
        showAt(strip, 700);
        const QImage image = strip.viewport()->grab().toImage();
        for (int i = 0; i < strip.count(); ++i) {
            const QRect chip = strip.chipRect(i);
            QVERIFY2(strip.viewport()->rect().contains(chip), qPrintable(QString::number(i)));
            // Anti-aliased text on a flat chip: many shades where there are glyphs.
            QVERIFY2(distinctColours(image, chip.adjusted(2, 2, -2, -2)) > 6, qPrintable(QString::number(i)));
        }
        // A Han chip is about as wide as its index plus one square glyph, not a run of fallback boxes.
        const int hanWidth = strip.chipRect(1).width();
        QVERIFY(hanWidth < strip.chipRect(7).width());

        QFont han = strip.font();
        han.setFamilies({ attnlab::widgets::hanFontFamily(), strip.font().family() });
        QVERIFY(QFontMetrics(han).inFontUcs4(0x6211)); // 我
        QCOMPARE(QFontInfo(han).family(), attnlab::widgets::hanFontFamily());
    }

    void tokensThatAreTheirIndexShowOnce()
    {
        // Imported .npy inputs label tokens "0".."N-1": the chip shows "7", not "7: 7".
        TokenStrip numbered;
        numbered.setTokens({ QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2") });
        TokenStrip named;
        named.setTokens({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") });
        QVERIFY(numbered.chipRect(1).width() < named.chipRect(1).width());
    }

    void longTokensAreElidedShortOnesKeptWhole()
    {
        // A chip is as wide as its text up to about 16 average characters; a longer token is cut to that.
        TokenStrip strip;
        const QString longToken(60, QLatin1Char('m'));
        strip.setTokens({ QStringLiteral("ab"), longToken, QStringLiteral("abcdefgh") });
        const int shortChip = strip.chipRect(0).width();
        const int longChip = strip.chipRect(1).width();
        QVERIFY(strip.chipRect(2).width() > shortChip);
        const QFontMetrics metrics(strip.font());
        QVERIFY2(longChip < metrics.horizontalAdvance(longToken) / 2,
            qPrintable(QStringLiteral("%1 px for a token of %2 px").arg(longChip).arg(metrics.horizontalAdvance(longToken))));
        QVERIFY(longChip > shortChip);
    }

    void theSameTokensAreNotLaidOutAgain()
    {
        // Every outcome of one sequence hands the strip its tokens again: measuring 4096 chips each time held up
        // the GUI thread. The selection and the weights go all the same.
        TokenStrip strip;
        showAt(strip, 400);
        strip.setTokens(numberedTokens(4096));
        const int layouts = strip.chipLayouts();
        const QRect chip = strip.chipRect(4000);
        strip.setSelected(4000);
        strip.setWeights(std::vector<float>(4096, 0.5f));
        strip.setTokens(numberedTokens(4096)); // equal, not the same list
        QCOMPARE(strip.chipLayouts(), layouts);
        QCOMPARE(strip.selected(), -1);
        QVERIFY(strip.weights().empty());
        QCOMPARE(strip.chipRect(4000).size(), chip.size());

        QStringList other = numberedTokens(4096);
        other[10] = QStringLiteral("a longer token");
        strip.setTokens(other);
        QCOMPARE(strip.chipLayouts(), layouts + 1);
        QVERIFY(strip.chipRect(10).width() > strip.chipRect(11).width());
    }

    void emptyStripIsQuiet()
    {
        TokenStrip strip;
        showAt(strip, 300);
        QCOMPARE(strip.count(), 0);
        QCOMPARE(strip.indexAt(QPoint(10, 10)), -1);
        QCOMPARE(strip.visibleRange().second, -1);
        QVERIFY(strip.chipRect(0).isNull());
        QSignalSpy clicked(&strip, &TokenStrip::tokenClicked);
        QTest::mouseClick(strip.viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(10, 10));
        QTest::keyClick(&strip, Qt::Key_Right);
        QCOMPARE(clicked.count(), 0);
    }
};

QTEST_MAIN(TestTokenStrip)
#include "test_token_strip.moc"

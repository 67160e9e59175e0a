// core/ is C++17 and Eigen only: no Qt header may appear there (../shared/spec/architecture.md).
// (No raw string literals here: moc cannot parse them and would silently produce nothing.)
#include "source_tree.h"

#include <QtTest>

#include <QDirIterator>
#include <QRegularExpression>

using attnlab::test::sourcePath;

class TestCoreHasNoQt : public QObject {
    Q_OBJECT

private slots:
    void noQtIncludes()
    {
        const QString coreDir = sourcePath(QStringLiteral("core"));
        QVERIFY(QDir(coreDir).exists());
        const QRegularExpression qtInclude(QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]*|qcustomplot\\.h)[/>.\"]"),
                                           QRegularExpression::MultilineOption);
        int files = 0;
        QDirIterator it(coreDir, {"*.h", "*.cpp", "*.hpp", "CMakeLists.txt"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            const auto match = qtInclude.match(text);
            QVERIFY2(!match.hasMatch(), qPrintable(path + ": " + match.captured(0)));
            if (path.endsWith("CMakeLists.txt"))
                QVERIFY2(!text.contains("Qt6::"), qPrintable(path + " links Qt"));
            ++files;
        }
        QVERIFY(files > 10);
    }
};

QTEST_GUILESS_MAIN(TestCoreHasNoQt)
#include "test_core_has_no_qt.moc"

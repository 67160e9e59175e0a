// Importing the user's own Q, K, V (and X) from .npy files: importQkv, the placing of dropped files by name,
// and the import dialog on top of them. Runs offscreen (QT_QPA_PLATFORM=offscreen, set by CTest).
#include "app/import/dialog.h"
#include "app/import/qkv_files.h"
#include "core/io/npy.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <string>

using attnlab::app::assignDroppedFiles;
using attnlab::app::ImportDialog;
using attnlab::app::ImportedInput;
using attnlab::app::ImportError;
using attnlab::app::importQkv;
using attnlab::app::InputRole;
using attnlab::app::RoleK;
using attnlab::app::RoleQ;
using attnlab::app::RoleV;
using attnlab::app::RoleX;
using attnlab::core::Matrix;

namespace {

// Distinct entries per matrix, so a mixed-up role or transposed read would show.
Matrix ramp(int rows, int columns, float offset)
{
    Matrix m(rows, columns);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j)
            m(i, j) = offset + static_cast<float>(i * columns + j) * 0.25f;
    return m;
}

class NpyFolder {
public:
    NpyFolder() { QVERIFY(m_dir.isValid()); }

    QString write(const QString& name, const Matrix& m) const
    {
        const QString path = m_dir.filePath(name);
        attnlab::core::writeNpy(path.toStdString(), m);
        return path;
    }

    QString writeBytes(const QString& name, const QByteArray& bytes) const
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // q 4x2, k 4x2, v 4x3 and x 4x5: one valid sequence of four tokens.
    void writeGoodSet() const
    {
        write(QStringLiteral("q.npy"), ramp(4, 2, 0.0f));
        write(QStringLiteral("k.npy"), ramp(4, 2, 10.0f));
        write(QStringLiteral("v.npy"), ramp(4, 3, 20.0f));
        write(QStringLiteral("x.npy"), ramp(4, 5, 30.0f));
    }

private:
    QTemporaryDir m_dir;
};

// A 1-D array: numpy.save(np.arange(3, dtype=np.float32)) differs from a 1x3 file only in the shape text, which
// has the same length here, so the header length and data stay valid.
QByteArray oneDimensionalNpy()
{
    std::string bytes = attnlab::core::formatNpy(ramp(1, 3, 0.0f));
    const std::string twoD = "(1, 3)";
    const std::size_t at = bytes.find(twoD);
    if (at == std::string::npos)
        qFatal("formatNpy no longer writes the shape as (1, 3)");
    bytes.replace(at, twoD.size(), "(3,)  ");
    return QByteArray::fromStdString(bytes);
}

QMimeData* urlsOf(const QStringList& paths)
{
    auto* mime = new QMimeData;
    QList<QUrl> urls;
    for (const QString& path : paths)
        urls.append(QUrl::fromLocalFile(path));
    mime->setUrls(urls);
    return mime;
}

// Sends the enter-then-drop pair a real drag would; returns whether the dialog accepted the drag.
bool dropOn(QWidget& target, const QStringList& paths)
{
    const std::unique_ptr<QMimeData> mime(urlsOf(paths));
    const QPoint centre = target.rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&target, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(centre), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&target, &drop);
    return drop.isAccepted();
}

// The warning icon the dialog puts inside the field at fault.
bool faultMarked(const QLineEdit& edit, const QString& messagePart)
{
    for (const QAction* action : edit.actions())
        if (action->isVisible() && action->toolTip().contains(messagePart))
            return true;
    return false;
}

} // namespace

class TestNpyImport : public QObject {
    Q_OBJECT

private slots:
    void goodFilesLoadWithTheirShapes()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        const ImportedInput input
            = importQkv(folder.path(QStringLiteral("q.npy")), folder.path(QStringLiteral("k.npy")),
                folder.path(QStringLiteral("v.npy")), folder.path(QStringLiteral("x.npy")));
        const auto& problem = input.sequence.problem;
        QCOMPARE(problem.n(), 4);
        QCOMPARE(problem.d(), 2);
        QCOMPARE(problem.dv(), 3);
        QVERIFY(problem.x.has_value());
        QCOMPARE(problem.x->cols(), 5);
        QVERIFY(problem.q.isApprox(ramp(4, 2, 0.0f)));
        QVERIFY(problem.k.isApprox(ramp(4, 2, 10.0f)));
        QVERIFY(problem.v.isApprox(ramp(4, 3, 20.0f)));
        QVERIFY(problem.x->isApprox(ramp(4, 5, 30.0f)));
        QVERIFY(!problem.causal);
        QVERIFY(!problem.scale.has_value());

        QCOMPARE(input.sequence.tokens.size(), std::size_t(4));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(input.sequence.tokens[static_cast<std::size_t>(i)], std::to_string(i));
        QCOMPARE(input.files.size(), 4);
        QVERIFY(input.files.first().endsWith(QStringLiteral("/q.npy")));
        QVERIFY(QFileInfo(input.files.first()).isAbsolute());
        QCOMPARE(attnlab::app::importLabel(attnlab::app::importedFiles(input)), QStringLiteral("q.npy, k.npy, v.npy, x.npy"));
    }

    void xIsOptional()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        const ImportedInput input = importQkv(folder.path(QStringLiteral("q.npy")),
            folder.path(QStringLiteral("k.npy")), folder.path(QStringLiteral("v.npy")), QString());
        QVERIFY(!input.sequence.problem.x.has_value());
        QCOMPARE(input.files.size(), 3);
    }

    void badInputNamesTheFile_data()
    {
        QTest::addColumn<QString>("breakWhat");
        QTest::addColumn<int>("role"); // an InputRole
        QTest::addColumn<QString>("expected");

        QTest::newRow("missing file") << "missing" << int(RoleV) << "v.npy: no such file";
        QTest::newRow("no file chosen") << "empty path" << int(RoleK) << "no file chosen for K";
        QTest::newRow("a folder") << "folder" << int(RoleQ) << "q.npy: is a folder";
        QTest::newRow("a device") << "device" << int(RoleK) << "zero: is not a regular file";
        QTest::newRow("bad magic") << "bad magic" << int(RoleK) << "k.npy: not a .npy file (bad magic";
        QTest::newRow("1-D") << "1-D" << int(RoleQ) << "q.npy: ";
        QTest::newRow("NaN") << "NaN" << int(RoleV) << "v.npy: ";
        QTest::newRow("K rows != Q rows") << "k rows" << int(RoleK) << "k.npy is 5x2 but q.npy is 4x2";
        QTest::newRow("K columns != Q columns") << "k columns" << int(RoleK) << "k.npy is 4x3 but q.npy is 4x2";
        QTest::newRow("V rows != Q rows") << "v rows" << int(RoleV) << "v.npy is 3x3 but q.npy is 4x2";
        QTest::newRow("X rows wrong") << "x rows" << int(RoleX) << "x.npy is 6x5 but q.npy is 4x2";
    }

    void badInputNamesTheFile()
    {
        QFETCH(QString, breakWhat);
        QFETCH(int, role);
        QFETCH(QString, expected);

        NpyFolder folder;
        folder.writeGoodSet();
        QString q = folder.path(QStringLiteral("q.npy"));
        QString k = folder.path(QStringLiteral("k.npy"));
        QString v = folder.path(QStringLiteral("v.npy"));
        const QString x = folder.path(QStringLiteral("x.npy"));
        if (breakWhat == QLatin1String("missing")) {
            QVERIFY(QFile::remove(v));
        } else if (breakWhat == QLatin1String("empty path")) {
            k.clear();
        } else if (breakWhat == QLatin1String("folder")) {
            QVERIFY(QFile::remove(q));
            QVERIFY(QDir().mkdir(q));
        } else if (breakWhat == QLatin1String("device")) {
            k = QStringLiteral("/dev/zero"); // endless: reading it whole would never finish
        } else if (breakWhat == QLatin1String("bad magic")) {
            folder.writeBytes(QStringLiteral("k.npy"), QByteArrayLiteral("PK\x03\x04 not numpy at all"));
        } else if (breakWhat == QLatin1String("1-D")) {
            folder.writeBytes(QStringLiteral("q.npy"), oneDimensionalNpy());
        } else if (breakWhat == QLatin1String("NaN")) {
            Matrix bad = ramp(4, 3, 20.0f);
            bad(2, 1) = std::numeric_limits<float>::quiet_NaN();
            folder.write(QStringLiteral("v.npy"), bad);
        } else if (breakWhat == QLatin1String("k rows")) {
            folder.write(QStringLiteral("k.npy"), ramp(5, 2, 10.0f));
        } else if (breakWhat == QLatin1String("k columns")) {
            folder.write(QStringLiteral("k.npy"), ramp(4, 3, 10.0f));
        } else if (breakWhat == QLatin1String("v rows")) {
            folder.write(QStringLiteral("v.npy"), ramp(3, 3, 20.0f));
        } else if (breakWhat == QLatin1String("x rows")) {
            folder.write(QStringLiteral("x.npy"), ramp(6, 5, 30.0f));
        } else {
            QFAIL("unknown row");
        }

        try {
            (void)importQkv(q, k, v, x);
            QFAIL("importQkv accepted a bad input");
        } catch (const ImportError& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.contains(expected), qPrintable(message));
            QCOMPARE(static_cast<int>(error.role()), role);
        }
    }

    void oneDimensionalAndNaNSayWhy()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        folder.writeBytes(QStringLiteral("q.npy"), oneDimensionalNpy());
        try {
            (void)attnlab::app::readInputFile(folder.path(QStringLiteral("q.npy")), RoleQ);
            QFAIL("a 1-D array was accepted");
        } catch (const attnlab::core::Error& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.startsWith(QStringLiteral("q.npy: ")) && message.contains(QStringLiteral("(3,)")),
                qPrintable(message));
        }
        Matrix bad = ramp(2, 2, 0.0f);
        bad(1, 0) = std::numeric_limits<float>::infinity();
        folder.write(QStringLiteral("inf.npy"), bad);
        try {
            (void)attnlab::app::readInputFile(folder.path(QStringLiteral("inf.npy")), RoleV);
            QFAIL("an infinite value was accepted");
        } catch (const attnlab::core::Error& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.startsWith(QStringLiteral("inf.npy: ")) && message.contains(QStringLiteral("inf")),
                qPrintable(message));
        }
    }

    void sameNamesInTwoFoldersAreToldApart()
    {
        NpyFolder one;
        NpyFolder two;
        const QString q = one.write(QStringLiteral("data.npy"), ramp(4, 2, 0.0f));
        const QString k = two.write(QStringLiteral("data.npy"), ramp(5, 2, 0.0f));
        const QString v = one.write(QStringLiteral("v.npy"), ramp(4, 2, 0.0f));
        try {
            (void)importQkv(q, k, v, QString());
            QFAIL("K of another length was accepted");
        } catch (const ImportError& error) {
            // "data.npy is 5x2 but data.npy is 4x2" would not say which is which.
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.contains(k + QStringLiteral(" is 5x2 but ") + q), qPrintable(message));
        }
    }

    void filesArePlacedByName_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("expected"); // file names for Q, K, V, X; "" for none

        QTest::newRow("q k v") << QStringList { "q.npy", "k.npy", "v.npy" }
                               << QStringList { "q.npy", "k.npy", "v.npy", "" };
        QTest::newRow("capitals, shuffled, with X")
            << QStringList { "V.npy", "X.npy", "Q.npy", "K.npy" } << QStringList { "Q.npy", "K.npy", "V.npy", "X.npy" };
        QTest::newRow("suffixes") << QStringList { "layer3_k.npy", "layer3_q.npy", "layer3_v.npy" }
                                  << QStringList { "layer3_q.npy", "layer3_k.npy", "layer3_v.npy", "" };
        QTest::newRow("words") << QStringList { "query.npy", "key.npy", "value.npy" }
                               << QStringList { "query.npy", "key.npy", "value.npy", "" };
        QTest::newRow("plurals and prefixes") << QStringList { "queries.npy", "keys.npy", "values.npy", "x.npy" }
                                              << QStringList { "queries.npy", "keys.npy", "values.npy", "x.npy" };
        QTest::newRow("word first") << QStringList { "query_head2.npy", "key_head2.npy", "value_head2.npy" }
                                    << QStringList { "query_head2.npy", "key_head2.npy", "value_head2.npy", "" };
        QTest::newRow("upper-case extension")
            << QStringList { "q.NPY", "k.NPY", "v.NPY" } << QStringList { "q.NPY", "k.NPY", "v.NPY", "" };
    }

    void filesArePlacedByName()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, expected);
        QStringList paths;
        for (const QString& name : names)
            paths.append(QStringLiteral("/data/run 1/") + name);
        QString error;
        const auto placed = assignDroppedFiles(paths, &error);
        QVERIFY2(placed.has_value(), qPrintable(error));
        for (int role = 0; role < 4; ++role) {
            const QString& path = (*placed)[static_cast<std::size_t>(role)];
            QCOMPARE(QFileInfo(path).fileName(), expected[role]);
            if (!path.isEmpty())
                QVERIFY(path.startsWith(QStringLiteral("/data/run 1/")));
        }
    }

    void unplaceableSetsNameTheFile_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("expectedParts");

        QTest::newRow("V missing") << QStringList { "q.npy", "k.npy" } << QStringList { "no file for V" };
        QTest::newRow("nothing but X") << QStringList { "x.npy" } << QStringList { "Q, K, V" };
        QTest::newRow("two Qs") << QStringList { "q.npy", "query.npy", "k.npy", "v.npy" }
                                << QStringList { "q.npy", "query.npy", "look like Q" };
        QTest::newRow("not npy") << QStringList { "q.npy", "k.npy", "v.npy", "notes.txt" }
                                 << QStringList { "notes.txt is not a .npy file" };
        QTest::newRow("no role in the name")
            << QStringList { "q.npy", "k.npy", "v.npy", "weights.npy" } << QStringList { "weights.npy" };
        QTest::newRow("two roles in the name")
            << QStringList { "q.npy", "key_value.npy" } << QStringList { "key_value.npy" };
        QTest::newRow("packed qkv") << QStringList { "qkv.npy" } << QStringList { "qkv.npy" };
    }

    void unplaceableSetsNameTheFile()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, expectedParts);
        QStringList paths;
        for (const QString& name : names)
            paths.append(QStringLiteral("/tmp/") + name);
        QString error;
        QVERIFY(!assignDroppedFiles(paths, &error).has_value());
        for (const QString& part : expectedParts)
            QVERIFY2(error.contains(part), qPrintable(error));
        // No error pointer is fine too.
        QVERIFY(!assignDroppedFiles(paths, nullptr).has_value());
    }

    void rolesFromSingleNames()
    {
        using attnlab::app::roleFromFileName;
        QVERIFY(roleFromFileName(QStringLiteral("q.npy")) == std::optional<InputRole>(RoleQ));
        QVERIFY(roleFromFileName(QStringLiteral("/a/b/attn.K.npy")) == std::optional<InputRole>(RoleK));
        QVERIFY(roleFromFileName(QStringLiteral("values2.npy")) == std::optional<InputRole>(RoleV));
        QVERIFY(roleFromFileName(QStringLiteral("x_embeddings.npy")) == std::optional<InputRole>(RoleX));
        QVERIFY(roleFromFileName(QStringLiteral("output.npy")) == std::optional<InputRole>());
        QVERIFY(roleFromFileName(QStringLiteral("q_and_k.npy")) == std::optional<InputRole>());
    }

    void dragsCarryLocalFilesOnly()
    {
        QMimeData local;
        local.setUrls({ QUrl::fromLocalFile(QStringLiteral("/tmp/q.npy")) });
        QCOMPARE(attnlab::app::localFilesFromMimeData(local), QStringList { QStringLiteral("/tmp/q.npy") });
        QMimeData remote;
        remote.setUrls({ QUrl::fromLocalFile(QStringLiteral("/tmp/q.npy")), QUrl(QStringLiteral("https://x/k.npy")) });
        QVERIFY(attnlab::app::localFilesFromMimeData(remote).isEmpty());
        QMimeData text;
        text.setText(QStringLiteral("q.npy"));
        QVERIFY(attnlab::app::localFilesFromMimeData(text).isEmpty());
    }

    void dialogShowsShapesOnceTheSetIsValid()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        ImportDialog dialog;
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.okButton()->isDefault());

        // Typed paths, as the user would: the check waits for a pause in the typing.
        dialog.pathEdit(RoleQ)->setText(folder.path(QStringLiteral("q.npy")));
        QTRY_VERIFY(dialog.statusText().contains(QStringLiteral("Still needed: K, V")));
        QVERIFY(dialog.statusText().contains(QStringLiteral("Q 4x2")));
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.pathEdit(RoleK)->setText(folder.path(QStringLiteral("k.npy")));
        dialog.pathEdit(RoleV)->setText(folder.path(QStringLiteral("v.npy")));
        QTRY_VERIFY(dialog.okButton()->isEnabled());
        QVERIFY2(
            dialog.statusText().startsWith(QStringLiteral("Q 4x2, K 4x2, V 4x3")), qPrintable(dialog.statusText()));
        QVERIFY(dialog.isValid());
        QCOMPARE(dialog.result().sequence.problem.dv(), 3);
        QVERIFY(!dialog.result().sequence.problem.x.has_value());

        dialog.setPath(RoleX, folder.path(QStringLiteral("x.npy")));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY2(dialog.statusText().contains(QStringLiteral("X 4x5")), qPrintable(dialog.statusText()));
        QCOMPARE(dialog.result().files.size(), 4);
    }

    void dialogNamesTheBadFileAndRefusesOk()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        folder.write(QStringLiteral("k.npy"), ramp(5, 2, 10.0f));
        ImportDialog dialog;
        dialog.setPath(RoleQ, folder.path(QStringLiteral("q.npy")));
        dialog.setPath(RoleK, folder.path(QStringLiteral("k.npy")));
        dialog.setPath(RoleV, folder.path(QStringLiteral("v.npy")));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(!dialog.isValid());
        QVERIFY2(dialog.statusText().contains(QStringLiteral("k.npy is 5x2 but q.npy is 4x2")),
            qPrintable(dialog.statusText()));
        QVERIFY(faultMarked(*dialog.pathEdit(RoleK), QStringLiteral("k.npy")));
        QVERIFY(!faultMarked(*dialog.pathEdit(RoleQ), QStringLiteral("k.npy")));

        // A broken file is reported as soon as it is chosen, before the set is complete.
        folder.writeBytes(QStringLiteral("broken.npy"), QByteArrayLiteral("not numpy"));
        ImportDialog partial;
        partial.setPath(RoleV, folder.path(QStringLiteral("broken.npy")));
        QVERIFY2(partial.statusText().startsWith(QStringLiteral("broken.npy: ")), qPrintable(partial.statusText()));
        QVERIFY(faultMarked(*partial.pathEdit(RoleV), QStringLiteral("broken.npy")));
        QVERIFY(!partial.okButton()->isEnabled());

        // Fixing the file and choosing it again clears the fault.
        folder.write(QStringLiteral("k.npy"), ramp(4, 2, 10.0f));
        dialog.setPath(RoleK, folder.path(QStringLiteral("k.npy")));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(!faultMarked(*dialog.pathEdit(RoleK), QStringLiteral("k.npy")));
    }

    void acceptChecksATypedPathAtOnce()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        folder.write(QStringLiteral("short_v.npy"), ramp(2, 3, 0.0f));
        ImportDialog dialog;
        dialog.setPath(RoleQ, folder.path(QStringLiteral("q.npy")));
        dialog.setPath(RoleK, folder.path(QStringLiteral("k.npy")));
        dialog.setPath(RoleV, folder.path(QStringLiteral("v.npy")));
        QVERIFY(dialog.isValid());
        // Enter straight after typing a bad path must not accept the set that was valid a moment ago.
        dialog.pathEdit(RoleV)->setText(folder.path(QStringLiteral("short_v.npy")));
        dialog.accept();
        QCOMPARE(dialog.result().sequence.problem.n(), 0);
        QVERIFY(dialog.statusText().contains(QStringLiteral("short_v.npy is 2x3")));
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Rejected));
        dialog.pathEdit(RoleV)->setText(folder.path(QStringLiteral("v.npy")));
        dialog.accept();
        QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
        QCOMPARE(dialog.result().sequence.problem.n(), 4);
    }

    void droppedFilesFillTheFields()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        ImportDialog dialog;
        dialog.setPath(RoleX, folder.path(QStringLiteral("x.npy")));
        QVERIFY(dropOn(dialog,
            { folder.path(QStringLiteral("v.npy")), folder.path(QStringLiteral("q.npy")),
                folder.path(QStringLiteral("k.npy")) }));
        QCOMPARE(dialog.path(RoleQ), folder.path(QStringLiteral("q.npy")));
        QCOMPARE(dialog.path(RoleK), folder.path(QStringLiteral("k.npy")));
        QCOMPARE(dialog.path(RoleV), folder.path(QStringLiteral("v.npy")));
        // A whole new set does not keep the X chosen for the old one.
        QVERIFY(dialog.path(RoleX).isEmpty());
        QVERIFY(dialog.okButton()->isEnabled());

        // One file adds to the fields without clearing the others.
        QVERIFY(dropOn(dialog, { folder.path(QStringLiteral("x.npy")) }));
        QCOMPARE(dialog.path(RoleX), folder.path(QStringLiteral("x.npy")));
        QCOMPARE(dialog.path(RoleQ), folder.path(QStringLiteral("q.npy")));
        QVERIFY(dialog.okButton()->isEnabled());
    }

    void anUnplaceableDropSaysWhichFile()
    {
        NpyFolder folder;
        folder.writeGoodSet();
        const QString weights = folder.write(QStringLiteral("weights.npy"), ramp(4, 2, 0.0f));
        ImportDialog dialog;
        dialog.setPath(RoleQ, folder.path(QStringLiteral("q.npy")));
        QVERIFY(dropOn(dialog, { folder.path(QStringLiteral("k.npy")), weights }));
        QVERIFY2(dialog.statusText().contains(QStringLiteral("weights.npy")), qPrintable(dialog.statusText()));
        // The fields keep what they held.
        QCOMPARE(dialog.path(RoleQ), folder.path(QStringLiteral("q.npy")));
        QVERIFY(dialog.path(RoleK).isEmpty());
        QVERIFY(!dialog.okButton()->isEnabled());

        // A drag without local files is not accepted at all.
        auto* remote = new QMimeData;
        remote->setUrls({ QUrl(QStringLiteral("https://example.org/q.npy")) });
        const std::unique_ptr<QMimeData> owner(remote);
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, remote, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&dialog, &enter);
        QVERIFY(!enter.isAccepted());
    }
};

QTEST_MAIN(TestNpyImport)
#include "test_npy_import.moc"

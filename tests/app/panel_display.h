#pragma once

// Showing a panel under test as a dock would, and keeping a look at it for the eye.

#include <QDir>
#include <QImage>
#include <QSize>
#include <QString>
#include <QWidget>
#include <QtTest>

namespace attnlab::test {

// Shows the widget at `size`, exposed and with its queued replots done.
inline void showAndWait(QWidget& widget, const QSize& size)
{
    widget.resize(size);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QTest::qWait(50); // queued replots
}

// Saves the widget as <name>.png in ATTNLAB_SCREENSHOT_DIR when that is set.
inline void saveScreenshot(QWidget& widget, const QString& name)
{
    const QByteArray dir = qgetenv("ATTNLAB_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(widget.grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(name + QStringLiteral(".png"))));
}

} // namespace attnlab::test

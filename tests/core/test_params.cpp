// ParamSpec validation and Params: declared once, checked everywhere, errors name the parameter.
#include "core/error.h"
#include "core/params.h"

#include <QtTest>

using namespace attnlab::core;

namespace {

std::vector<ParamSpec> specs()
{
    return {ParamSpec::integer("window", 8, 1, 4096, "keys per query"),
            ParamSpec::real("tau", 0.01, 0.0, 1.0, "threshold"),
            ParamSpec::boolean("renormalize", true, "renormalise rows"),
            ParamSpec::choice("projection", "gaussian", {"gaussian", "mean"}, "how E is made"),
            ParamSpec::text("patterns", "local,full", "heads")};
}

QString errorOf(const std::function<void()>& action)
{
    try {
        action();
    } catch (const Error& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

} // namespace

class TestParams : public QObject {
    Q_OBJECT

private slots:
    void defaultsFillEveryName()
    {
        const Params params = Params::defaults(specs());
        QCOMPARE(params.integer("window"), 8LL);
        QCOMPARE(params.real("tau"), 0.01);
        QCOMPARE(params.boolean("renormalize"), true);
        QCOMPARE(params.text("projection"), std::string("gaussian"));
        QCOMPARE(params.text("patterns"), std::string("local,full"));
    }

    void parsesTextPerType()
    {
        Params params = Params::defaults(specs());
        params.setFromText(specs(), "window", "12");
        params.setFromText(specs(), "tau", "0.5");
        params.setFromText(specs(), "renormalize", "false");
        params.setFromText(specs(), "projection", "mean");
        QCOMPARE(params.integer("window"), 12LL);
        QCOMPARE(params.real("tau"), 0.5);
        QCOMPARE(params.boolean("renormalize"), false);
        QCOMPARE(params.text("projection"), std::string("mean"));
    }

    void refusesWithMessages_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("below range") << "window" << "-3" << "must be in 1..4096";
        QTest::newRow("above range") << "window" << "5000" << "must be in 1..4096";
        QTest::newRow("not a number") << "window" << "eight" << "takes a whole number";
        QTest::newRow("fraction for int") << "window" << "2.5" << "takes a whole number";
        QTest::newRow("real out of range") << "tau" << "1.5" << "must be in";
        QTest::newRow("real nan") << "tau" << "nan" << "finite";
        QTest::newRow("bool") << "renormalize" << "maybe" << "true or false";
        QTest::newRow("choice") << "projection" << "fourier" << "gaussian|mean";
        QTest::newRow("unknown") << "windw" << "3" << "unknown parameter 'windw'";
    }

    void refusesWithMessages()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        Params params = Params::defaults(specs());
        const QString message
            = errorOf([&] { params.setFromText(specs(), name.toStdString(), value.toStdString()); });
        QVERIFY2(message.contains(expected), qPrintable(message));
        if (name != QLatin1String("windw"))
            QVERIFY2(message.contains("'" + name + "'"), qPrintable(message));
        QCOMPARE(params, Params::defaults(specs())); // nothing changed
    }

    void typedSetChecksToo()
    {
        Params params = Params::defaults(specs());
        QVERIFY(!errorOf([&] { params.set(specs(), "window", ParamValue(0LL)); }).isEmpty());
        QVERIFY(!errorOf([&] { params.set(specs(), "window", ParamValue(3.0)); }).isEmpty());
        params.set(specs(), "window", ParamValue(4096LL));
        QCOMPARE(params.integer("window"), 4096LL);
    }

    void rangeText()
    {
        QCOMPARE(specs()[0].rangeText(), std::string("1..4096"));
        QCOMPARE(specs()[3].rangeText(), std::string("gaussian|mean"));
    }
};

QTEST_GUILESS_MAIN(TestParams)
#include "test_params.moc"

// core::InputMemo: what is kept is found under its key and only there; findOrMake makes a value once however many
// threads ask for it at the same time, and keeps nothing when its maker throws.

#include "core/input_memo.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace attnlab;

class TestInputMemo : public QObject {
    Q_OBJECT

private slots:
    void keptValuesAreFoundUnderTheirKeyOnly()
    {
        core::InputMemo memo;
        QVERIFY(!memo.holds("a"));
        QVERIFY(!memo.find<int>("a"));
        memo.keep<int>("a", std::make_shared<const int>(7));
        QVERIFY(memo.holds("a"));
        QCOMPARE(*memo.find<int>("a"), 7);
        QVERIFY(!memo.find<int>("b"));
        memo.keep<int>("a", std::make_shared<const int>(8)); // kept again: the newer value answers
        QCOMPARE(*memo.find<int>("a"), 8);
    }

    void concurrentCallersMakeTheValueOnce()
    {
        core::InputMemo memo;
        std::atomic<int> made { 0 };
        const auto make = [&] {
            ++made;
            std::this_thread::sleep_for(std::chrono::milliseconds(50)); // long enough for the others to arrive
            return std::make_shared<const double>(2.5);
        };
        std::vector<std::shared_ptr<const double>> answers(4);
        std::vector<std::thread> callers;
        for (std::size_t t = 0; t < answers.size(); ++t)
            callers.emplace_back([&, t] { answers[t] = memo.findOrMake<double>("sigma", make); });
        for (std::thread& caller : callers)
            caller.join();
        QCOMPARE(made.load(), 1);
        for (const auto& answer : answers) {
            QVERIFY(answer);
            QCOMPARE(answer.get(), answers.front().get());
        }
        QCOMPARE(*memo.find<double>("sigma"), 2.5);
        // Other keys are made on their own.
        QCOMPARE(*memo.findOrMake<double>("other", [] { return std::make_shared<const double>(1.0); }), 1.0);
        QCOMPARE(made.load(), 1);
    }

    void aMakerThatThrowsKeepsNothing()
    {
        core::InputMemo memo;
        bool threw = false;
        try {
            (void)memo.findOrMake<int>("x", []() -> std::shared_ptr<const int> { throw std::runtime_error("no"); });
        } catch (const std::runtime_error&) {
            threw = true;
        }
        QVERIFY(threw);
        QVERIFY(!memo.holds("x"));
        QCOMPARE(*memo.findOrMake<int>("x", [] { return std::make_shared<const int>(3); }), 3);
    }
};

QTEST_GUILESS_MAIN(TestInputMemo)
#include "test_input_memo.moc"

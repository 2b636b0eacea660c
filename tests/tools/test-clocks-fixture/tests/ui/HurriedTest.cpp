// What the clock check must find: a fixed wait, a CPU-time bound, a polling
// loop without its mark; and what it must let pass: a marked polling loop.
TEST(Hurried, Waits) {
    QTest::qWait(100);
    QElapsedTimer clock;
    EXPECT_LT(clock.elapsed(), 15000);
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    test::waitUntil([] { return false; }, 60);                         // "layouts settle"
    while (!done() && deadline.elapsed() < 60000) QThread::msleep(1);  // lint: polling
}

def test_fast():
    started = time.perf_counter()
    work()
    assert time.perf_counter() - started < 0.5

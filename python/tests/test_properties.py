# SPDX-License-Identifier: MIT
"""Property tests (hypothesis) of Amdahl's efficiency over effsurf's whole
range, N in [1, 1e12] and s in [0, 1]."""

from fractions import Fraction

import numpy as np
from hypothesis import given, settings, strategies as st

import effsurf

processors = st.floats(min_value=1.0, max_value=1e12, allow_nan=False, allow_infinity=False)
fractions = st.one_of(st.floats(min_value=1e-15, max_value=1.0, allow_nan=False), st.just(0.0), st.just(1.0))
settings.register_profile("effsurf", deadline=None, max_examples=400)
settings.load_profile("effsurf")


@given(processors, fractions)
def test_efficiency_is_a_fraction(n, s):
    e = effsurf.efficiency(n, s)
    assert 0.0 <= e <= 1.0


@given(processors, fractions)
def test_equals_the_closed_form_within_1e_15(n, s):
    exact = 1 / (1 + (Fraction(n) - 1) * Fraction(s))
    e = effsurf.efficiency(n, s)
    assert abs(Fraction(e) - exact) <= Fraction(1, 10**15) * exact


@given(processors, processors, fractions)
def test_monotone_in_n(n1, n2, s):
    low, high = sorted((n1, n2))
    assert effsurf.efficiency(low, s) >= effsurf.efficiency(high, s)


@given(processors, fractions, fractions)
def test_monotone_in_s(n, s1, s2):
    low, high = sorted((s1, s2))
    assert effsurf.efficiency(n, low) >= effsurf.efficiency(n, high)


@given(st.lists(processors, min_size=1, max_size=50), fractions)
def test_the_array_form_is_the_scalar_form(ns, s):
    values = effsurf.efficiency(np.array(ns), s)
    assert values.tolist() == [effsurf.efficiency(n, s) for n in ns]

# SPDX-License-Identifier: MIT
"""The TOP500 catalog and the gain history as DataFrames."""

import pytest

import effsurf


def test_the_catalog_holds_summit_with_its_s_eff():
    table = effsurf.top500()
    summit = table[(table["list"] == "2019-06") & (table["rank"] == 1)].iloc[0]
    assert summit["system"].startswith("Summit")
    assert summit["N"] == 2414592
    # docs/models.md §5: Summit's HPL s_eff ~ 1.45e-7, and E(N, s_eff) its Rmax / Rpeak.
    assert summit["s_eff_hpl"] == pytest.approx(1.4547e-7, rel=2e-3)
    assert effsurf.efficiency(summit["N"], summit["s_eff_hpl"]) == pytest.approx(summit["hpl_efficiency"], rel=1e-12)
    assert summit["s_eff_hpl"] == effsurf.s_eff_from_rmax(summit["N"], summit["rmax_tflops"], summit["rpeak_tflops"])
    assert set(effsurf.top500_editions()) == set(table["list"])


def test_conventions_change_n():
    total = effsurf.top500("total")
    cpu = effsurf.top500("cpu")
    row = (total["list"] == "2019-06") & (total["rank"] == 1)
    assert cpu[row]["N"].iloc[0] < total[row]["N"].iloc[0]
    assert cpu[row]["s_eff_hpl"].iloc[0] > total[row]["s_eff_hpl"].iloc[0]
    with pytest.raises(ValueError, match="N convention"):
        effsurf.top500("gpus")


def test_gain_history_and_s_eff_by_edition():
    history = effsurf.gain_history()
    assert {"hpl", "hpcg"} <= set(history["benchmark"].str.lower())
    assert (history["ceiling"] * history["s_eff"]).round(12).eq(1).all()
    by_edition = effsurf.top500_s_eff(max_rank=10)
    assert "2019-06" in by_edition.columns
    summit = by_edition.loc[[i for i in by_edition.index if i[0].startswith("Summit")][0]]
    assert summit["2019-06"] == pytest.approx(1.4547e-7, rel=2e-3)


def test_anomalies_stay_out_of_the_numbers_unless_asked():
    # Issue 45: the two Sugon rows' HPL efficiency 9.16 (Rmax above Rpeak, a
    # source error) entered .mean() unless the user read the anomaly column.
    table = effsurf.top500()
    flagged = table["anomaly"].astype(str).str.len() > 0
    assert flagged.sum() >= 2
    assert table.loc[flagged, ["hpl_efficiency", "hpcg_efficiency", "s_eff_hpl", "s_eff_hpcg"]].isna().all().all()
    assert table["hpl_efficiency"].max() <= 1.0
    # The published figures stay, and anomalies=True gives the computed values too.
    sugon = table[flagged & table["system"].str.startswith("Sugon TC6000")]
    assert len(sugon) == 2 and sugon["rmax_tflops"].gt(sugon["rpeak_tflops"]).all()
    every = effsurf.top500(anomalies=True)
    assert every.loc[sugon.index, "hpl_efficiency"].round(4).eq(9.1616).all()
    assert every.loc[~flagged].equals(table.loc[~flagged])


def test_the_editions_are_listed_with_those_the_data_lacks():
    # The docstring is made from core's list of editions: shipped and missing ones.
    editions = effsurf.top500_editions()
    doc = effsurf.top500.__doc__
    assert f"{len(editions)} list editions, {editions[0]} to {editions[-1]}" in doc
    assert "not shipped: 2021-06, 2022-11" in doc

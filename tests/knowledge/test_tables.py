"""The shelf: a tree from index.md with nothing orphaned, tables that agree with each other, names in
all twelve language sets, a checked date on every row, and no GST slab that no longer exists."""

from __future__ import annotations

import csv
import re
from decimal import Decimal
from pathlib import Path

import pytest

from dhandha.knowledge import shelf, tables
from dhandha.lang.detect import LANGS

SHELF = Path(__file__).parents[2] / "knowledge"
TEMPLATES = Path(__file__).parents[2] / "dhandha" / "lang" / "templates"
# A rate of 12 or 28 percent written anywhere: the slabs the September 2025 reform abolished.
ABOLISHED = re.compile(r"(?<![\d.,/-])(12|28)\s*(%|percent|per cent|प्रतिशत)", re.IGNORECASE)
CSVS = sorted(p.relative_to(SHELF).as_posix() for p in SHELF.rglob("*.csv"))


def rows(rel: str) -> list[dict[str, str]]:
    with (SHELF / rel).open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_every_file_is_reachable_from_the_index_and_no_link_is_broken():
    assert shelf.files() - shelf.reachable() == set()  # no orphan
    assert shelf.reachable() - shelf.files() == set()  # no link to a missing file


def test_index_links_only_to_overviews_and_overviews_to_their_own_area():
    assert {shelf.level(p) for p in shelf.links(shelf.INDEX)} == {"overview"}
    for overview in shelf.links(shelf.INDEX):
        area = overview.split("/")[0]
        for target in shelf.links(overview):
            assert shelf.level(target) == "detail"
            assert target.split("/")[0] in (area, "calendar")  # the dated tables are shared


def test_every_detail_page_has_an_overview_above_it():
    for rel in shelf.files():
        if shelf.level(rel) == "detail":
            assert shelf.overview_of(rel) in shelf.files()


def test_no_abolished_slab_anywhere_on_the_shelf_or_in_the_replies():
    texts = {p.as_posix(): p.read_text(encoding="utf-8") for p in SHELF.rglob("*") if p.is_file()}
    texts |= {p.as_posix(): p.read_text(encoding="utf-8") for p in TEMPLATES.glob("*/knowledge.j2")}
    offending = []
    for path, text in texts.items():
        for sentence in re.split(r"(?<=[.;।])\s+|\n\s*\n", text):
            # Saying that they were abolished is the one way they may be named.
            if ABOLISHED.search(sentence) and "abolished" not in sentence:
                offending.append((path, sentence.strip()[:80]))
    assert offending == []
    assert ABOLISHED.search("old 12% slab") and ABOLISHED.search("28 percent")
    assert not ABOLISHED.search("2025-12-31") and not ABOLISHED.search("₹1.28 lakh")


def test_the_slabs_are_those_of_the_reform():
    assert {Decimal(r["rate"]) for r in rows("gst/slabs.csv")} == {Decimal(x) for x in ("0", "5", "18", "40", "3", "1.5", "0.25")}


def test_every_rate_is_a_slab_that_exists():
    slabs = {Decimal(r["rate"]) for r in rows("gst/slabs.csv")}
    for r in rows("gst/rates.csv"):
        assert Decimal(r["rate"]) in slabs, r
        assert (r["kind"] == "taxed") == (Decimal(r["rate"]) > 0), r
        assert r["status"] in ("sure", "unverified", "disputed"), r


def test_the_facts_sheet_headline_rates():
    rate = {(r["item"], r["condition"]): Decimal(r["rate"]) for r in rows("gst/rates.csv")}
    assert rate[("cold_drink", "")] == 40 and rate[("pan_masala", "plus_levy")] == 40
    assert rate[("cigarette", "plus_levy")] == 40 and rate[("chewing_tobacco", "plus_levy")] == 40
    assert rate[("biscuit", "")] == 5 and rate[("ghee", "")] == 5 and rate[("namkeen", "")] == 5
    assert rate[("cement", "")] == 18 and rate[("bidi", "")] == 18 and rate[("gold", "")] == 3
    tobacco = [r for r in rows("gst/rates.csv") if r["item"] in ("cigarette", "pan_masala", "chewing_tobacco")]
    assert {r["valid_from"] for r in tobacco} == {"2026-02-01"}


@pytest.mark.parametrize(("rel", "key", "keys_from"), [
    ("gst/item-names.csv", "item", "gst/rates.csv"),
    ("calendar/festival-names.csv", "key", "calendar/festivals.csv"),
])
def test_names_in_all_twelve_language_sets(rel, key, keys_from):
    named = rows(rel)
    assert {r[key] for r in named} == {r[key] for r in rows(keys_from)}
    for r in named:
        for lang in LANGS:
            assert r[lang].strip(), (r[key], lang)


def test_every_form_has_names():
    forms = {r["form"] for r in rows("calendar/tax-deadlines.csv")} - {"Year end"}
    assert forms == set(tables.return_names())


# The tables of facts; the other two hold only what owners call festivals and items.
FACTS = [rel for rel in CSVS if rel not in ("gst/item-names.csv", "calendar/festival-names.csv")]


@pytest.mark.parametrize("rel", FACTS)
def test_every_table_row_carries_the_date_its_facts_were_checked(rel):
    for r in rows(rel):
        assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", r["checked"]), (rel, r)


def test_rate_tables_load_typed_and_cached():
    assert tables.rates() is tables.rates()
    assert {r.item for r in tables.rates()} == set(tables.item_names())
    assert len(tables.item_names()) >= 60

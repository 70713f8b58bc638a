"""What the shop owed a supplier for goods that came before the books is old dues the shop owes; paying
it is a payment made, whatever "settled" says after (docs/reading-guide.md, "Old dues")."""

from __future__ import annotations

from tests.think._rules import OB, M, U, read, rows

NOW = "2027-01-18T09:05:00+05:30"


def test_owing_a_supplier_for_the_last_lot_is_old_dues_the_shop_owes():
    r = read("Starting the books today. Fernandes owes me 3,200 from December, and I owe Shree Balaji Traders "
             "14,500 for the last cement lot", lang="english", now=NOW)
    assert [(x.kind, x.amount_paise, x.counterparty, x.owes) for x in r.records] == [
        (OB, 320000, "Fernandes", "them"), (OB, 1450000, "Shree Balaji Traders", "shop")]


def test_paying_someone_with_settled_after_is_the_owner_paying():
    assert rows(read("paid Balaji 14,500 by NEFT, the old amount is settled", lang="english", now=NOW)) == [
        (M, 14500, "Balaji")]


def test_litres_before_the_goods_are_no_lakhs_and_a_name_before_a_title_is_whose():
    r = read("fernandes sir took 5 L Asian paint tin on credit, 1,450", lang="english", now=NOW)
    assert rows(r) == [(U, 1450, "Fernandes")]

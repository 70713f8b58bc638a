"""From a kept SMS to the books: one entry per payment, matched only when sure, asked once otherwise."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest

from dhandha.sms.notify import after_batch, review_notice
from tests.sms.sms_shop import SmsShop, dev_cases, later

AXIS_CREDIT = ("JD-AXISBK-S", "INR {amt} credited A/c no. XX4521 24-11-26, 10:00:00 IST "
                              "UPI/P2A/{ref}/{name}/KKBK/UPI - Axis Bank")
HDFC_VPA = ("VM-HDFCBK-S", "Rs.{amt} credited to HDFC Bank A/c XX4521 on 24-11-26 from VPA {name} (UPI {ref})")
HDFC_SENT = ("AD-HDFCBK-S", "Sent Rs.{amt}\nFrom HDFC Bank A/C *4521\nTo {name}\nOn 24/11/26\nRef {ref}\n"
                            "Not You?\nCall 18002586161/SMS BLOCK UPI to 7308080808")


@pytest.fixture
def shop(tmp_path: Path):
    s = SmsShop(tmp_path / "shop.db")
    yield s
    s.close()


def send(shop: SmsShop, shape: tuple[str, str], amt: str, ref: str, name: str, **kw) -> int:
    return shop.receive(shape[0], shape[1].format(amt=amt, ref=ref, name=name), **kw)


# ------------------------------------------------------------------ one payment, one entry

def test_a_credit_from_a_known_customer_reduces_their_udhaar(shop: SmsShop) -> None:
    sunita = shop.contact("Sunita Devi")
    with shop.store.tx():
        shop.store.contact_link_add("SUNITA DEVI", sunita, "test")
    shop.store.x("INSERT INTO entries (kind, amount_paise, contact_id, source, idem_key, occurred_at, recorded_at)"
                 " VALUES ('udhaar_given', 120000, ?, 'console', 'seed', '2026-11-20T05:00:00+00:00',"
                 " '2026-11-20T05:00:00+00:00')", (sunita,))
    sid = send(shop, AXIS_CREDIT, "500.00", "631245789016", "SUNITA DEVI")
    stats = shop.ingest()
    assert stats.logged == 1
    [entry] = shop.sms_entries()
    assert (entry["kind"], entry["amount_paise"], entry["contact_id"]) == ("payment_received", 50000, sunita)
    assert entry["idem_key"] == "sms:ref:631245789016:50000:credit:0"  # written by the chain's execute
    assert shop.store.contact(sunita)["balance_paise"] == 70000
    row = shop.row(sid)
    assert row["state"] == "logged" and row["entry_id"] == entry["id"] and row["verdict"] == "transaction"
    assert json.loads(row["parsed"])["amount"] == 500


@pytest.mark.parametrize("first,second", [
    ("dev-sbi-upi-credit-01", "dev-hdfc-credit-alert-vpa"),  # dup-1: two banks, one UPI payment
    ("dev-federal-neft-debit", "dev-federal-neft-received"),  # dup-2: debit, then "has received"
    ("dev-jk-rtgs-debit-a", "dev-jk-rtgs-debit-b"),  # dup-3: identical resend
])
def test_the_copies_of_one_payment_make_one_entry(shop: SmsShop, first: str, second: str) -> None:
    a = shop.case(first)
    b = shop.case(second, at=shop.after(minutes=2))
    stats = shop.ingest()
    assert stats.duplicate == 1 and stats.logged + stats.unassigned == 1
    [entry] = shop.sms_entries()
    assert shop.row(a)["entry_id"] == entry["id"]
    assert shop.row(b)["state"] == "duplicate" and shop.row(b)["entry_id"] == entry["id"]


@pytest.mark.parametrize("payment,reversal", [
    ("dev-icici-upi-debit", "dev-icici-upi-reversal"),
    ("dev-axis-upi-p2m", "dev-axis-upi-reversal"),
])
def test_a_reversal_reusing_the_ref_is_its_own_credit(shop: SmsShop, payment: str, reversal: str) -> None:
    shop.case(payment)
    rid = shop.case(reversal, at=shop.after(days=1))
    shop.ingest()
    kinds = sorted(e["kind"] for e in shop.sms_entries())
    assert kinds == ["unexplained_in", "unexplained_out"]
    assert shop.row(rid)["state"] == "unassigned"


def test_the_same_key_after_the_window_is_a_new_payment(shop: SmsShop) -> None:
    send(shop, AXIS_CREDIT, "300.00", "631245780001", "MOHD SALIM")
    send(shop, AXIS_CREDIT, "300.00", "631245780001", "MOHD SALIM", at=shop.after(days=2))
    send(shop, AXIS_CREDIT, "300.00", "631245780001", "MOHD SALIM", at=shop.after(days=5))
    stats = shop.ingest()
    assert (stats.unassigned, stats.duplicate) == (2, 1)
    first, later_one = (e["idem_key"] for e in shop.sms_entries())
    assert first == "sms:ref:631245780001:30000:credit:0"
    assert later_one.startswith("sms:ref:631245780001:30000:credit#")


def test_running_again_changes_nothing(shop: SmsShop) -> None:
    for case in dev_cases():
        shop.case(case, at=shop.after(minutes=1))
    first = shop.ingest()
    before = (shop.sms_entries(), shop.rows(), shop.outbox())
    again = shop.ingest()
    assert first.done == len(dev_cases()) and again.done == 0
    assert (shop.sms_entries(), shop.rows(), shop.outbox()) == before


def test_the_development_corpus_lands_as_one_entry_per_payment(shop: SmsShop) -> None:
    for case in dev_cases():
        shop.case(case, at=shop.after(minutes=1))
    shop.ingest()
    rows = shop.rows()
    assert not [r for r in rows if r["state"] == "new"]
    txn = [r for r in rows if r["verdict"] == "transaction"]
    keys = {r["dedup_key"] for r in txn}
    assert len(shop.sms_entries()) == len(keys)  # one entry per payment key, no more, no less
    assert all(r["entry_id"] for r in txn)
    assert not [r for r in rows if r["verdict"] != "transaction" and r["entry_id"]]  # nothing else booked
    assert {r["state"] for r in rows if r["verdict"] == "not_transaction"} <= {"ignored"}
    assert shop.store.integrity_problems() == [] and shop.store.balance_mismatches() == []


# ------------------------------------------------------------------ who paid

def test_a_debit_to_a_known_supplier_is_a_payment_made(shop: SmsShop) -> None:
    om = shop.contact("Om Sai Traders", "supplier")
    send(shop, HDFC_SENT, "1,500.00", "631245789014", "OM SAI TRADERS")
    shop.ingest()
    [e] = shop.sms_entries()
    assert (e["kind"], e["contact_id"]) == ("payment_made", om)


def test_a_debit_to_nobody_known_stays_unexplained(shop: SmsShop) -> None:
    sid = send(shop, HDFC_SENT, "240.00", "631245789017", "DHRUV MOBILE REPAIRS")
    shop.ingest()
    [e] = shop.sms_entries()
    assert (e["kind"], e["contact_id"], shop.row(sid)["state"]) == ("unexplained_out", None, "unassigned")


CASH_OUT = [
    ("VM-HDFCBK", "Rs.20000 withdrawn from HDFC Bank Card x4521 at HDFC BORING ROAD PATNA on 2026-10-26:09:04:51. "
                  "Avl bal: Rs.61442.00. Not you? Call 18002586161"),
    ("VM-FINOBK-S", "Rs.2,000 withdrawn from your A/c XXXXXX8192 via AePS on 14-03-2026 at RAJU TELECOM. "
                    "RRN 607314551276. Avl Bal Rs.1,214.50 -Fino Payments Bank"),
    ("VM-KGBANK-S", "Your a/c XXXXXXXXXXX0462 debited Rs.5,000.00 on 19-09-2026 by cash withdrawal at branch. "
                    "Bal Rs.12,310.00 - Kerala Gramin Bank"),
]


@pytest.mark.parametrize(("sender", "body"), CASH_OUT)
def test_cash_withdrawn_by_card_aeps_or_at_the_branch_is_a_transfer_to_the_galla(shop: SmsShop, sender: str,
                                                                                  body: str) -> None:
    shop.receive(sender, body)
    shop.ingest()
    [e] = shop.sms_entries()
    assert (e["kind"], e["route"]) == ("transfer", "bank_to_cash")


def test_a_withdrawal_of_an_impossible_sum_is_refused_alone(shop: SmsShop) -> None:
    shop.receive("VM-HDFCBK", "Rs.99999999999999999999 withdrawn from HDFC Bank Card x4521 at HDFC BORING ROAD")
    shop.receive("VM-HDFCBK", CASH_OUT[0][1])
    shop.ingest()
    assert [(e["kind"], e["amount_paise"]) for e in shop.sms_entries()] == [("transfer", 2_000_000)]


def test_a_upi_debit_that_says_withdrawn_is_not_cash(shop: SmsShop) -> None:
    shop.receive("VM-XYZBNK-S", "Rs.750.00 withdrawn from A/c XX4521 by UPI to DHRUV MOBILE REPAIRS Ref 631245789099")
    shop.ingest()
    assert [e["kind"] for e in shop.sms_entries()] in ([], ["unexplained_out"])


def test_a_credit_from_a_supplier_is_not_taken_as_their_payment(shop: SmsShop) -> None:
    shop.contact("Om Sai Traders", "supplier")
    sid = send(shop, AXIS_CREDIT, "700.00", "631245789018", "OM SAI TRADERS")
    shop.ingest()
    [e] = shop.sms_entries()
    assert e["contact_id"] is None and shop.row(sid)["state"] == "unassigned"


def test_a_vpa_of_a_contacts_phone_is_them(shop: SmsShop) -> None:
    vijay = shop.contact("Vijay", phone="+91 98765 43210")
    send(shop, HDFC_VPA, "800.00", "631245789015", "9876543210@ybl")
    shop.ingest()
    assert shop.sms_entries()[0]["contact_id"] == vijay
    assert shop.store.contact_by_link("9876543210@ybl") == vijay  # the UPI id is linked to him from now on


def test_unknown_payer_is_booked_unassigned_and_the_owner_asked_once(shop: SmsShop) -> None:
    rajan = shop.contact("Rajan")
    shop.contact("Suresh")
    sid = send(shop, AXIS_CREDIT, "2,000.00", "631245789012", "R KUMAR")
    shop.ingest()
    [e] = shop.sms_entries()
    assert (e["kind"], e["contact_id"], shop.row(sid)["state"]) == ("unexplained_in", None, "unassigned")
    after_batch(shop.deps)
    q = shop.pending()
    assert q is not None and q["why"] == "sms_assign"
    assert q["question"] == "₹2,000 UPI from R KUMAR: Rajan?"
    [msg] = shop.outbox()
    assert msg["kind"] == "sms_batch" and msg["text"].endswith("₹2,000 UPI from R KUMAR: Rajan?")
    after_batch(shop.deps)  # asked once: a second run neither asks again nor repeats the message
    assert len(shop.outbox()) == 1

    turn = shop.say("haan")
    assert not turn.problems, turn.problems
    assert shop.store.contact(rajan)["balance_paise"] == -200000
    assert shop.store.contact_by_link("R KUMAR") == rajan  # the answer taught the bank's name
    assert shop.store.status_of(e["id"]) == "superseded"
    shop.ingest()
    row = shop.row(sid)
    assert row["state"] == "logged" and shop.store.entry(row["entry_id"])["contact_id"] == rajan

    # The next payment from the same bank name needs no question.
    send(shop, AXIS_CREDIT, "500.00", "631245789099", "R KUMAR", at=shop.after(days=1))
    assert shop.ingest().logged == 1
    assert shop.store.contact(rajan)["balance_paise"] == -250000


def test_no_question_while_the_owner_has_one_open(shop: SmsShop) -> None:
    shop.contact("Rajan")
    with shop.store.tx():
        shop.store.pending_create("owner", "confirm_large", "₹50,000 sale — write it?", {"plan": []}, "en",
                                  (shop.clock() + timedelta(minutes=30)).isoformat())
    send(shop, AXIS_CREDIT, "2,000.00", "631245789012", "R KUMAR")
    shop.ingest()
    after_batch(shop.deps)
    assert shop.pending()["why"] == "confirm_large"  # the owner's own question is not replaced
    assert "Rajan?" not in shop.outbox()[0]["text"]
    shop.clock.advance(minutes=31)  # it expires; a later batch asks
    after_batch(shop.deps)
    assert shop.pending()["why"] == "sms_assign"


def test_a_question_left_unanswered_is_not_asked_again(shop: SmsShop) -> None:
    shop.contact("Rajan")
    send(shop, AXIS_CREDIT, "2,000.00", "631245789012", "R KUMAR")
    shop.ingest()
    after_batch(shop.deps)
    shop.clock.advance(hours=13)
    after_batch(shop.deps)
    assert shop.pending() is None and len(shop.outbox()) == 1


def test_no_is_taken(shop: SmsShop) -> None:
    shop.contact("Rajan")
    send(shop, AXIS_CREDIT, "2,000.00", "631245789012", "R KUMAR")
    shop.ingest()
    after_batch(shop.deps)
    shop.say("nahi")
    assert shop.pending() is None and shop.store.contact_by_link("R KUMAR") is None
    assert [e["contact_id"] for e in shop.sms_entries()] == [None]


# ------------------------------------------------------------------ what the owner hears

def test_one_short_message_for_a_batch(shop: SmsShop) -> None:
    for i in range(12):
        send(shop, AXIS_CREDIT, f"{100 + i}.00", f"63124578{i:04d}", "ANITA SHARMA", at=shop.after(minutes=1))
    shop.ingest()
    after_batch(shop.deps)
    [msg] = shop.outbox()
    lines = msg["text"].splitlines()
    assert lines[0] == "📩 Bank SMS: 12 new entries · in ₹1,266"
    assert len(lines) <= 8 and lines[-2] == "…and 7 more"
    assert lines[-1].startswith("Whose were ₹")  # unexplained entries end in one batched question
    after_batch(shop.deps)
    assert len(shop.outbox()) == 1


def test_review_items_are_kept_shown_once_and_never_booked(shop: SmsShop) -> None:
    sid = shop.case("dev-personal-hinglish")
    assert shop.ingest().review == 1
    assert shop.sms_entries() == [] and shop.row(sid)["state"] == "review"
    text = review_notice(shop.deps, "en")
    assert text is not None and "Paisa aa gaya kya?" in text and "+919822011234" in text
    assert review_notice(shop.deps, "en") is None
    assert shop.row(sid)["state"] == "reviewed"


def test_a_review_item_rides_along_with_the_next_reply(shop: SmsShop) -> None:
    shop.case("dev-personal-hinglish")
    shop.ingest()
    first = shop.say("namaste")
    assert "Paisa aa gaya kya?" in first.reply
    assert "Paisa aa gaya kya?" not in shop.say("namaste").reply


def test_later_received_copies_still_find_their_payment(shop: SmsShop) -> None:
    """The second bank's SMS may be kept in a later poll, and even be dated before the first."""
    a = shop.case("dev-hdfc-credit-alert-vpa", at=shop.after(minutes=3))
    shop.ingest()
    b = shop.case("dev-sbi-upi-credit-01", at=later(shop.clock(), minutes=-2))
    shop.ingest()
    assert shop.row(b)["state"] == "duplicate" and shop.row(b)["entry_id"] == shop.row(a)["entry_id"]


def test_an_sms_the_ledger_refuses_goes_to_review_and_spares_its_batch(shop: SmsShop) -> None:
    good = send(shop, AXIS_CREDIT, "150.00", "631245789001", "ANITA SHARMA")
    absurd = send(shop, AXIS_CREDIT, "5,00,00,00,000.00", "631245789002", "ANITA SHARMA")  # past the ledger's cap
    stats = shop.ingest()
    assert (stats.unassigned, stats.review) == (1, 1) and len(stats.errors) == 1
    assert shop.row(good)["state"] == "unassigned" and shop.row(good)["entry_id"]
    row = shop.row(absurd)
    assert row["state"] == "review" and row["entry_id"] is None and row["reason"].startswith("not written:")
    assert [e["amount_paise"] for e in shop.sms_entries()] == [15000]


def test_an_sms_the_parser_once_crashed_on_is_read_again(shop: SmsShop) -> None:
    sid = send(shop, AXIS_CREDIT, "150.00", "631245789001", "ANITA SHARMA")
    shown = shop.case("dev-personal-hinglish")
    with shop.store.tx():  # as an older parser left them
        for device_id in (sid, shown):
            shop.store.x("UPDATE sms_inbox SET state = 'review', reason = 'parser failed: IndexError'"
                         " WHERE device_id = ?", (device_id,))
        shop.store.x("UPDATE sms_inbox SET state = 'reviewed' WHERE device_id = ?", (shown,))
    assert shop.ingest().unassigned == 1
    assert shop.row(sid)["state"] == "unassigned" and shop.row(shown)["state"] == "reviewed"


# ------------------------------------------------------------------ matching a bank's name to a contact

@pytest.mark.parametrize("printed,contacts,sure,guess", [
    ("NAGPAL DAIRY FA", ["Nagpal Dairy Farm", "Nagpal Kirana"], "Nagpal Dairy Farm", None),  # the bank's cut
    ("MR RAJAN KUMAR", ["Rajan Kumar", "Suresh"], "Rajan Kumar", None),  # honorific dropped
    ("RAJAN KUMAR", ["Rajan", "Suresh"], None, "Rajan"),  # fuller than the shop's name: only a guess
    ("R KUMAR", ["Rajan", "Suresh"], None, "Rajan"),  # an initial spelt out against each contact
    ("RAJAN KUMAR", ["Rajan Kumar", "Rajan Kumari"], None, "Rajan Kumar"),  # two this close: ask
    ("rajan.kumar@okaxis", ["Rajan Kumar"], None, "Rajan Kumar"),  # a VPA's words are a hint only
    ("ZZ TOP TRADERS", ["Rajan", "Suresh"], None, None),
])
def test_only_a_link_or_the_same_name_is_sure(shop: SmsShop, printed: str, contacts: list[str],
                                              sure: str | None, guess: str | None) -> None:
    from dhandha.sms.match import Matcher

    for name in contacts:
        shop.contact(name)
    m = Matcher(shop.store).match([printed])
    assert (m.name, m.candidate) == (sure, guess)
    assert m.confident == (sure is not None)


# ------------------------------------------------------------------ a move between the owner's own accounts

HDFC_IMPS_OUT = ("AD-HDFCBK-S", "IMPS INR {amt}\nsent from HDFC Bank A/c XX{mine} on 24-11-26\nTo A/c xxxxxxxx{theirs}\n"
                                "Ref-{ref}\nNot you?Call 18002586161/SMS BLOCK OB to 7308080808")
PSB_IMPS_IN = ("JD-PSBANK-S", "PSB000000008823415\nA/c No **{mine} Credited with Rs {amt}--IMPS/{ref}/SELF/HDFC "
                              "(CLR BAL 69212.60CR)(24-11-2026 14:10:40)-Punjab&Sind Bank")
SBI_IMPS_IN = ("VK-SBIINB-S", "Dear Customer, Your a/c no. XXXXXXXX{mine} is credited by Rs.{amt} on 24-11-26 by a/c "
                              "linked to mobile 9XXXXXX441-NILESH PATEL (IMPS Ref# {ref})-SBI")


def _move(shop: SmsShop, out_account: str, in_account: str, ref: str = "706922117760",
          credit: tuple[str, str] = PSB_IMPS_IN, gap: float = 1) -> tuple[int, int]:
    a = shop.receive(HDFC_IMPS_OUT[0], HDFC_IMPS_OUT[1].format(amt="50,000.00", mine=out_account, theirs=in_account,
                                                               ref=ref))
    b = shop.receive(credit[0], credit[1].format(amt="50,000.00", mine=in_account, ref=ref),
                     at=shop.after(minutes=gap))
    return a, b


def _active(shop: SmsShop) -> list[tuple[str, int, str | None]]:
    rows = shop.store.q("SELECT e.kind, e.amount_paise, e.route FROM entries e WHERE e.role = 'entry' AND NOT EXISTS"
                        " (SELECT 1 FROM entries r WHERE r.reverses_id = e.id OR r.supersedes_id = e.id)")
    return [(r[0], r[1], r[2]) for r in rows]


@pytest.mark.parametrize("credit", [PSB_IMPS_IN, SBI_IMPS_IN])
def test_both_banks_sms_of_one_reference_are_one_move_between_own_accounts(shop: SmsShop, credit) -> None:
    a, b = _move(shop, "3527", "5546", credit=credit)
    shop.ingest()
    assert _active(shop) == [("transfer", 5_000_000, "bank_to_bank")]
    assert shop.row(b)["state"] == "logged" and shop.row(b)["entry_id"] == shop.row(a)["entry_id"] + 2


def test_the_other_side_arriving_a_run_later_turns_the_first_into_the_move(shop: SmsShop) -> None:
    a = shop.receive(HDFC_IMPS_OUT[0], HDFC_IMPS_OUT[1].format(amt="50,000.00", mine="3527", theirs="5546",
                                                               ref="706922117760"))
    shop.ingest()
    assert _active(shop) == [("unexplained_out", 5_000_000, None)]
    shop.receive(PSB_IMPS_IN[0], PSB_IMPS_IN[1].format(amt="50,000.00", mine="5546", ref="706922117760"),
                 at=shop.after(hours=3))
    shop.ingest()
    assert _active(shop) == [("transfer", 5_000_000, "bank_to_bank")]
    assert shop.ingest().done == 0 and _active(shop) == [("transfer", 5_000_000, "bank_to_bank")]
    b = shop.rows()[-1]
    assert shop.row(a)["state"] == "logged" and shop.row(a)["entry_id"] == b["entry_id"]  # follows the move


def test_a_batch_done_one_sms_at_a_time_pairs_the_two_sides_the_same_way(shop: SmsShop) -> None:
    _move(shop, "3527", "5546")
    # a sum no ledger may hold sends the whole batch through the one-at-a-time path
    shop.receive(HDFC_SENT[0], HDFC_SENT[1].format(amt="99,99,99,99,999.00", ref="706922117799", name="X"),
                 at=shop.after(minutes=1))
    stats = shop.ingest()
    assert stats.review == 1
    assert _active(shop) == [("transfer", 5_000_000, "bank_to_bank")]


@pytest.mark.parametrize("out_account,in_account,gap", [
    ("5546", "5546", 1),  # the same account both ways: money coming back, not a move
    ("3527", "5546", 60 * 30),  # a day and a half apart: not one move
])
def test_one_reference_both_ways_is_no_move_unless_two_accounts_and_the_same_day(
        shop: SmsShop, out_account: str, in_account: str, gap: float) -> None:
    _move(shop, out_account, in_account, credit=SBI_IMPS_IN, gap=gap)
    shop.ingest()
    assert sorted(_active(shop)) == [("unexplained_in", 5_000_000, None), ("unexplained_out", 5_000_000, None)]

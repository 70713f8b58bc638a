"""`dhandha contacts sync` against a fake termux-contact-list: scripts, honorifics, doubts asked once."""

from __future__ import annotations

import io
import sys
from datetime import UTC, datetime

import pytest

from dhandha.cli import main
from dhandha.ledger.book import Where
from dhandha.phonebook import sync
from dhandha.sms.match import Matcher
from dhandha.store import open_store
from tests.fakes.termux import FakeTermux

PHONE_BOOK = [
    ("Rajan Bhai", "+91 98765 43210"),       # honorific in Latin
    ("शर्मा जी", "098123-45678"),             # the same name in Devanagari, with "ji"
    ("Kulkarni", "9822012345"),              # the books call him "Kulkarni saheb"
    ("முத்து அண்ணா", "9444012345"),          # Tamil script with "anna"
    ("Salim Bhai", "9833333333"),            # same name as the books' Salim...
    ("Salim Kirana Store", "9833333334"),    # ...and a fuller one: which is he? ask
    ("Fernandes", "9000000009"),             # the books already have this number
    ("Dentist Clinic", "9000000014"),        # nobody in the books
    ("Doodhwala", "022 2345 6789"),          # a landline: not a mobile, left alone
]
ACCOUNTS = ["Rajan", "Sharma ji", "Kulkarni saheb", "Muthu", "Salim", "Fernandes", "Pinky"]


@pytest.fixture
def phone(tmp_path, monkeypatch):
    fake = FakeTermux(tmp_path / "termux")
    fake.contact_list()
    fake.set_contacts(PHONE_BOOK)
    fake.install(monkeypatch)
    store = open_store()
    with store.tx():
        for name in ACCOUNTS:
            cid = store.contact_create(name, "customer")
            if name == "Fernandes":
                store.contact_set_phone(cid, "9000000009")
    store.close()
    return fake


def numbers() -> dict[str, str | None]:
    store = open_store()
    try:
        return {r["name"]: r["phone_norm"] for r in store.contact_phones()}
    finally:
        store.close()


def test_sure_matches_are_linked_and_the_doubt_is_asked_once(phone, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\n"))
    assert main(["contacts", "sync"]) == 0
    out = capsys.readouterr().out
    assert out.count("Are these the same people?") == 1  # one batched question
    assert "1. Salim = Salim Bhai (98333 33333)" in out and "2. Salim = Salim Kirana Store (98333 33334)" in out
    assert "linked 1 of the 2 you were asked about" in out
    assert "9 entries, 8 mobile numbers; 1 already on accounts; 4 linked now; 2 asked about; 1 look like nobody" in out
    assert numbers() == {"Rajan": "9876543210", "Sharma ji": "9812345678", "Kulkarni saheb": "9822012345",
                         "Muthu": "9444012345", "Salim": "9833333334", "Fernandes": "9000000009", "Pinky": None}
    assert phone.calls("termux-contact-list") == [[]]


def test_the_phone_books_name_becomes_another_name_for_the_account(phone, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("none\n"))
    main(["contacts", "sync"])
    store = open_store()
    try:
        assert store.contact_by_name("शर्मा जी")["name"] == "Sharma ji"
        # A bank SMS from this number's UPI id now finds Rajan on its own.
        m = Matcher(store).match(["9876543210@ybl"])
        assert m.confident and m.name == "Rajan" and m.how == "phone"
    finally:
        store.close()


def test_with_yes_only_sure_matches_are_linked(phone, capsys):
    assert main(["contacts", "sync", "--yes"]) == 0
    assert "doubtful matches are left for you" in capsys.readouterr().out
    assert numbers()["Salim"] is None and numbers()["Rajan"] == "9876543210"


def test_a_second_sync_changes_nothing(phone, capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))
    main(["contacts", "sync"])
    first = numbers()
    capsys.readouterr()
    assert main(["contacts", "sync", "--yes"]) == 0
    out = capsys.readouterr().out
    assert "6 already on accounts; 0 linked now; 0 asked about" in out
    assert numbers() == first


def test_on_the_chat_the_doubts_go_to_the_owner_in_one_message(phone, capsys):
    assert main(["contacts", "sync", "--ask-owner"]) == 0
    store = open_store()
    try:
        waiting = store.outbox_waiting("owner")
        assert len(waiting) == 1 and waiting[0]["kind"] == "phonebook"
        assert "Kya yeh wahi log hain?" in waiting[0]["text"] and "2. Salim = Salim Kirana Store" in waiting[0]["text"]
        where = Where(source="telegram", key="t:1", at=datetime(2026, 11, 25, 10, 0, tzinfo=UTC), tz="Asia/Kolkata")
        assert sync.hear(store, "Rajan ko 500 udhaar diya", where, "hinglish") is None  # not an answer: the chain's
        assert sync.hear(store, "1", where, "hinglish") == "✅ 1 number save ho gaye."
        assert store.contact_by_name("Salim")["phone_norm"] == "9833333333"
        assert sync.hear(store, "2", where, "hinglish") is None  # answered once; nothing waits now
    finally:
        store.close()


@pytest.mark.parametrize(("variant", "says"), [
    ("permission", "grant Contacts permission to Termux:API"),
    ("malformed", "answered with something that is not JSON"),
])
def test_a_phone_that_will_not_tell_says_what_to_do(tmp_path, monkeypatch, capsys, variant, says):
    fake = FakeTermux(tmp_path / "termux")
    fake.contact_list(variant)
    fake.install(monkeypatch)
    assert main(["contacts", "sync"]) == 2
    assert says in capsys.readouterr().err


def test_without_termux_api_it_says_what_to_install(tmp_path, monkeypatch, capsys):
    FakeTermux(tmp_path / "termux").install(monkeypatch)  # no termux-contact-list on PATH
    assert main(["contacts", "sync"]) == 2
    assert "termux-contact-list is not installed" in capsys.readouterr().err

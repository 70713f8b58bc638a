"""`dhandha sms import FILE`: an old inbox, kept once, booked once, with a summary."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from dhandha.cli import main
from dhandha.errors import OperatorError
from dhandha.sms import raw
from dhandha.sms.bench import bench_sms, sample_inbox
from dhandha.sms.importer import Progress, import_file
from tests.sms.sms_shop import SmsShop, dev_cases


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def shop(tmp_path: Path):
    s = SmsShop(tmp_path / "shop.db")
    yield s
    s.close()


def dump_of_dev_corpus(path: Path) -> Path:
    msgs = [{"_id": i + 1, "threadid": 1, "type": "inbox", "read": True, "address": c["sender"],
             "received": f"2026-11-2{i // 60} {10 + (i % 60) // 6:02d}:{i % 60:02d}:00", "body": c["body"]}
            for i, c in enumerate(dev_cases().values())]
    path.write_text(json.dumps(msgs[::-1], ensure_ascii=False), encoding="utf-8")  # newest first, as termux
    return path


def test_an_import_keeps_and_books_everything_once(shop: SmsShop, tmp_path: Path) -> None:
    dump = dump_of_dev_corpus(tmp_path / "dump.json")
    s = import_file(shop.deps, dump, Progress(0, stream=io.StringIO()))
    n = len(dev_cases())
    otps = sum(1 for c in dev_cases().values() if c.get("category") == "otp")
    assert otps and s.refused == {raw.SECRET: otps}  # never kept
    assert (s.read, s.stored, s.skipped) == (n, n - otps, 0)
    assert s.booked.done == n - otps and s.booked.duplicate == 3
    entries = shop.sms_entries()
    assert len(entries) == s.booked.logged + s.booked.unassigned
    again = import_file(shop.deps, dump, Progress(0, stream=io.StringIO()))
    assert (again.stored, again.booked.done) == (0, 0) and shop.sms_entries() == entries
    assert len([m for m in shop.outbox() if m["kind"] == "sms_batch"]) == 1
    assert shop.store.integrity_problems() == []


def test_what_is_not_a_received_sms_is_skipped_and_counted(shop: SmsShop, tmp_path: Path) -> None:
    good = {"_id": 1, "address": "JD-AXISBK-S", "received": "2026-11-24 10:00:00",
            "body": "INR 150.00 credited A/c no. XX4521 24-11-26, 10:00:00 IST UPI/P2A/631245700001/ANITA/KKBK/UPI"}
    path = tmp_path / "dump.json"
    sent = {**good, "_id": 4, "type": "sent", "address": "+919822011234"}  # the owner's own text
    path.write_text(json.dumps([good, "junk", {"_id": 2, "address": "X"}, {"_id": 3, "body": "   "}, None, sent]))
    s = import_file(shop.deps, path, Progress(0, stream=io.StringIO()))
    assert (s.read, s.stored, s.skipped) == (6, 1, 5)
    assert "5 skipped (sent by you, or no text)" in s.lines()[0]


@pytest.mark.parametrize("content,says", [("{not json", "not a termux-sms-list JSON dump"),
                                          ('{"a": 1}', "expected a list"), (None, "cannot read")])
def test_a_bad_file_is_refused_plainly(shop: SmsShop, tmp_path: Path, content: str | None, says: str) -> None:
    path = tmp_path / "dump.json"
    if content is not None:
        path.write_text(content)
    with pytest.raises(OperatorError, match=says):
        import_file(shop.deps, path)
    assert shop.rows() == []


def test_the_poller_and_the_import_see_one_inbox(shop: SmsShop, tmp_path: Path) -> None:
    """The same phone's SMS by import and then by poll (same _id, same text): one row."""
    dump = dump_of_dev_corpus(tmp_path / "dump.json")
    import_file(shop.deps, dump, Progress(0, stream=io.StringIO()))
    tz = shop.deps.tz()
    again, refused, _ = raw.sort_out(json.loads(dump.read_text()), tz, shop.clock())
    assert set(refused) == {raw.SECRET}
    with shop.store.tx():
        assert raw.store_all(shop.store, again) == 0


def test_another_message_under_a_known_phone_id_is_kept_too(shop: SmsShop) -> None:
    a = raw.Raw(7, "JD-AXISBK-S", "first text", "2026-11-24T04:30:00+00:00")
    b = raw.Raw(7, "JD-AXISBK-S", "another text", "2026-11-24T04:31:00+00:00")  # e.g. a reset phone
    with shop.store.tx():
        assert raw.store_all(shop.store, [a, b, a]) == 2
    assert [r["device_id"] for r in shop.rows()] == [7, None]


def test_received_times_in_every_form_termux_prints() -> None:
    assert raw.parse_received("2026-11-24 10:00:00").isoformat() == "2026-11-24T04:30:00+00:00"  # type: ignore[union-attr]
    assert raw.parse_received(1795500000000) == raw.parse_received(1795500000)
    assert raw.parse_received("2026-11-24T10:00:00+05:30") == raw.parse_received("2026-11-24 10:00:00")
    assert raw.parse_received("yesterday") is None and raw.parse_received(None) is None


def test_progress_only_on_a_terminal(shop: SmsShop, tmp_path: Path) -> None:
    dump = dump_of_dev_corpus(tmp_path / "dump.json")
    pipe, tty = io.StringIO(), Tty()
    import_file(shop.deps, dump, Progress(10, stream=pipe))
    assert pipe.getvalue() == ""
    p = Progress(len(dev_cases()), stream=tty)
    p.store(5)
    p.close()
    assert tty.getvalue().startswith("\rimporting: 5/") and tty.getvalue().endswith("\n")


def test_the_import_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dump = dump_of_dev_corpus(tmp_path / "dump.json")
    assert main(["sms", "import", str(dump)]) == 0
    out = capsys.readouterr()
    assert f"{len(dev_cases())} SMS in the file" in out.out and "books:" in out.out
    assert out.err == ""  # captured stderr is not a terminal: no progress line
    assert main(["sms", "import", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_the_generated_inbox_books_each_payment_once(tmp_path: Path) -> None:
    msgs, payments = sample_inbox(600, seed=5)
    assert len(msgs) == 600 and payments
    figures = bench_sms(tmp_path, quick=True)  # timings are reported, not asserted
    assert figures["entries"] == figures["payments_generated"]
    assert figures["parse_per_s"] > 0 and figures["import_s"] > 0


def test_an_old_inbox_is_listed_on_the_terminal_not_questioned_in_chat(shop: SmsShop, tmp_path: Path) -> None:
    from dhandha.sms.notify import review_notice

    shop.contact("Rajan")
    old = [{"_id": 1, "address": "JD-AXISBK-S", "received": "2026-08-02 10:00:00",
            "body": "INR 2,000.00 credited A/c no. XX4521 02-08-26, 10:00:00 IST UPI/P2A/631245789012/R KUMAR/KKBK/UPI"},
           {"_id": 2, "address": "+919822011234", "received": "2026-08-03 11:00:00",
            "body": "Paisa aa gaya kya? Maine 2,000 bheje the PhonePe se, check karke batana"}]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old))
    s = import_file(shop.deps, path, Progress(0, stream=io.StringIO()))
    assert s.booked.unassigned == 1 and s.booked.review == 1
    assert shop.pending() is None  # a payment from August is not asked about now
    assert s.reviews == ["03 Aug 2026 +919822011234: Paisa aa gaya kya? Maine 2,000 bheje the PhonePe se, "
                         "check karke batana"]
    assert any("could not be read for sure (1)" in line for line in s.lines())
    assert review_notice(shop.deps, "en") is None  # shown once, on the terminal
    [msg] = shop.outbox()
    assert msg["text"].startswith("📩 Bank SMS: 1 new entry · in ₹2,000")


def test_the_high_water_mark_names_the_newest_entry_after_an_import(shop: SmsShop, tmp_path: Path) -> None:
    """Booked in big batches, each commit still moves the mark beside the books (a lost -wal is found)."""
    from dhandha import highwater

    msgs, _ = sample_inbox(3000, seed=4)
    dump = tmp_path / "dump.json"
    dump.write_text(json.dumps(msgs), encoding="utf-8")
    import_file(shop.deps, dump, Progress(0, stream=io.StringIO()))
    mark = highwater.read(shop.store.path)
    assert mark is not None and mark == highwater.measure(shop.store.conn)
    again = import_file(shop.deps, dump, Progress(0, stream=io.StringIO()))
    assert again.booked.done == 0 and highwater.read(shop.store.path) == mark

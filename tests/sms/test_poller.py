"""The poller against fake termux-sms-list executables on PATH: both app generations, and every failure."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fakes.termux import FakeTermux, process_gone, sms

from dhandha import device
from dhandha.settings import Settings
from dhandha.sms import raw
from dhandha.sms.poller import poll, poll_once
from dhandha.store.sms import CURSOR, LAST_ERROR, LAST_POLL
from tests.sms.sms_shop import SmsShop

DAY = "2026-11-24"


def credit(i: int, name: str = "ANITA SHARMA", minute: int | None = None) -> dict[str, object]:
    body = (f"INR {100 + i}.00 credited A/c no. XX4521 24-11-26, 10:{i:02d}:00 IST "
            f"UPI/P2A/6312457{i:05d}/{name}/KKBK/UPI - Axis Bank")
    return sms(i, "JD-AXISBK-S", body, f"{DAY} 09:{minute if minute is not None else i:02d}:00")


def otp(i: int) -> dict[str, object]:
    return sms(i, "AD-HDFCBK-S", f"{400000 + i} is the OTP for a transaction of Rs.2,000.00 at AMAZON on your "
               "HDFC Bank card ending 4521. Do not share OTP with anyone.", f"{DAY} 09:{i:02d}:00")


@pytest.fixture(autouse=True)
def _new_phone() -> None:
    device.forget_probe()  # the version probe is remembered per process; each test meets a new phone


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeTermux:
    f = FakeTermux(tmp_path / "termux")
    f.install(monkeypatch)
    return f


@pytest.fixture
def shop(tmp_path: Path):
    s = SmsShop(tmp_path / "shop.db")
    s.deps.settings = Settings(language="en", device_timeout_seconds=1.5)
    yield s
    s.close()


def last_error(shop: SmsShop) -> dict[str, str] | None:
    v = shop.store.kv_get(LAST_ERROR)
    return json.loads(v) if v else None


def test_a_poll_keeps_books_and_tells_the_owner(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("new")
    fake.set_inbox([credit(1), otp(2), credit(3, "MOHD SALIM")])
    res = poll_once(shop.deps)
    assert res.ok and (res.fetched, res.stored) == (3, 2) and res.refused == {raw.SECRET: 1}  # the OTP is never kept
    assert res.booked["unassigned"] == 2 and res.booked["ignored"] == 0
    assert len(shop.sms_entries()) == 2 and shop.store.kv_get(CURSOR) == "3"
    assert shop.store.kv_get(LAST_POLL) and last_error(shop) is None
    [msg] = shop.outbox()
    assert msg["kind"] == "sms_batch" and msg["text"].startswith("📩 Bank SMS: 2 new entries")
    assert any("--message-selection" in " ".join(c) for c in fake.calls("termux-sms-list"))


def test_polling_again_finds_only_what_is_new(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("new")
    fake.set_inbox([credit(1), credit(2)])
    poll_once(shop.deps)
    again = poll_once(shop.deps)
    assert again.ok and again.stored == 0 and len(shop.sms_entries()) == 2 and len(shop.outbox()) == 1
    fake.add(credit(3))
    third = poll_once(shop.deps)
    assert third.stored == 1 and len(shop.sms_entries()) == 3 and len(shop.outbox()) == 2
    assert shop.store.kv_get(CURSOR) == "3"


def test_the_7_day_rescan_finds_what_the_cursor_passed(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("new")
    fake.set_inbox([credit(1), credit(5)])
    poll_once(shop.deps)
    assert shop.store.kv_get(CURSOR) == "5"
    fake.add(credit(3, minute=30))  # an id behind the cursor (a restored or late-written row)
    res = poll_once(shop.deps)
    assert res.stored == 1 and len(shop.sms_entries()) == 3
    assert "_id > 0" in " ".join(fake.calls("termux-sms-list")[-1])  # from the first id of the week


def test_an_old_app_is_read_by_paging(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("old")
    fake.set_inbox([credit(i) for i in range(1, 8)] + [otp(8)])
    res = poll_once(shop.deps)
    assert res.ok and res.stored == 7 and res.refused == {raw.SECRET: 1} and len(shop.sms_entries()) == 7
    reads = [" ".join(c) for c in fake.calls("termux-sms-list")[1:]]  # after the version probe
    assert reads and all("--message" not in c and "-o " in c for c in reads)
    fake.add(credit(9))
    assert poll_once(shop.deps).stored == 1 and len(shop.sms_entries()) == 8


def test_a_hung_app_is_killed_and_the_failure_recorded(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("hang")
    res = poll_once(shop.deps)
    assert not res.ok and res.error_kind == "timeout"
    err = last_error(shop)
    assert err is not None and err["kind"] == "timeout" and "did not answer" in err["message"]
    pid = fake.hung_pid()
    assert pid is not None and process_gone(pid)  # the whole process group went, helper included
    fake.sms_list("new")
    fake.set_inbox([credit(1)])
    assert poll_once(shop.deps).ok and last_error(shop) is None  # a good poll clears it


def test_a_missing_permission_is_a_clear_failure(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("permission")
    res = poll_once(shop.deps)
    assert not res.ok and res.error_kind == "permission"
    err = last_error(shop)
    assert err is not None and "READ_SMS" in err["message"] and "Permissions" in err["message"]
    assert shop.rows() == [] and shop.store.kv_get(CURSOR) is None


def test_malformed_json_is_a_clear_failure(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("malformed")
    res = poll_once(shop.deps)
    assert not res.ok and res.error_kind == "malformed"
    assert "not JSON" in (last_error(shop) or {})["message"]


def test_no_termux_api_at_all(fake: FakeTermux, shop: SmsShop) -> None:
    fake.remove("termux-sms-list")
    res = poll_once(shop.deps)
    assert not res.ok and res.error_kind == "missing"


def test_the_daemon_awaits_the_same_poll(fake: FakeTermux, shop: SmsShop) -> None:
    fake.sms_list("new")
    fake.set_inbox([credit(1), credit(2)])
    res = asyncio.run(poll(shop.deps))
    assert res.ok and len(shop.sms_entries()) == 2


def _cli(args: list[str], fake: FakeTermux, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **fake.env(), "DHANDHA_HOME": str(home), "DHANDHA_NOW": "2026-11-24T10:00:00+05:30"}
    return subprocess.run([sys.executable, "-m", "dhandha", *args], env=env, capture_output=True, text=True,
                          timeout=60)


def test_the_poll_command(fake: FakeTermux, tmp_path: Path) -> None:
    fake.sms_list("new")
    fake.set_inbox([credit(1), otp(2)])
    ok = _cli(["sms", "poll"], fake, tmp_path / "home")
    assert ok.returncode == 0, ok.stderr
    assert "2 read, 1 new, 1 not kept (1 OTP, password or PIN)" in ok.stdout
    fake.sms_list("permission")
    bad = _cli(["sms", "poll"], fake, tmp_path / "home")
    assert bad.returncode == 2 and "READ_SMS" in bad.stderr

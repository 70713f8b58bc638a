"""termux-sms-list through real subprocesses: both app generations, and every way it fails."""

from __future__ import annotations

import time

import pytest
from fakes.termux import FakeTermux, process_gone, sms

from dhandha import device
from dhandha.device import DeviceError


def inbox(n: int, start: int = 1) -> list[dict[str, object]]:
    return [sms(i, "VM-HDFCBK", f"Rs.{i}.00 credited to a/c XX1234 by UPI ref {600000 + i}")
            for i in range(start, start + n)]


def ids(msgs: list[dict[str, object]]) -> list[object]:
    return [m.get("_id") for m in msgs]


# ------------------------------------------------------------------ Termux:API >= 0.51

def test_new_app_reads_after_the_cursor_lowest_first(fake: FakeTermux) -> None:
    fake.sms_list("new")
    fake.set_inbox(inbox(30) + [sms(31, "JD-SBIINB", "sent to someone", type_="sent")])
    assert device.sms_mode(timeout=5) == "selection"
    assert ids(device.sms_list(None, 10, timeout=5)) == list(range(1, 11))
    assert ids(device.sms_list(10, 10, timeout=5)) == list(range(11, 21))
    assert ids(device.sms_list(25, 100, timeout=5)) == list(range(26, 31))  # the sent SMS is not inbox
    assert device.sms_list(30, 100, timeout=5) == []
    used = fake.calls("termux-sms-list")[-1]
    assert "--message-selection=_id > 30" in used and "-t" in used


def test_the_version_probe_runs_once_per_process(fake: FakeTermux) -> None:
    fake.sms_list("new")
    fake.set_inbox(inbox(5))
    for cursor in (None, 2, 4):
        device.sms_list(cursor, 10, timeout=5)
    probes = [c for c in fake.calls("termux-sms-list") if "--message-selection=_id < 0" in c]
    assert len(probes) == 1


def test_an_empty_inbox_is_not_mistaken_for_a_version(fake: FakeTermux) -> None:
    fake.sms_list("new")
    assert device.sms_list(None, 10, timeout=5) == []
    fake.set_inbox(inbox(3))
    assert ids(device.sms_list(None, 10, timeout=5)) == [1, 2, 3]


def test_messages_come_back_normalised(fake: FakeTermux) -> None:
    fake.sms_list("new")
    fake.set_inbox([{"_id": "7", "number": "AX-ICICIB", "received": "2026-11-02 10:00:00", "body": None}])
    [m] = device.sms_list(None, 10, timeout=5)
    assert m["_id"] == 7 and m["address"] == "AX-ICICIB" and m["body"] == ""


# ------------------------------------------------------------------ older apps

def test_old_app_is_detected_and_paged(fake: FakeTermux) -> None:
    fake.sms_list("old")
    fake.set_inbox(inbox(130))
    assert device.sms_mode(timeout=5) == "paging"
    assert ids(device.sms_list(100, 10, timeout=5)) == list(range(101, 111))
    assert ids(device.sms_list(None, 5, timeout=5)) == [1, 2, 3, 4, 5]
    got = device.sms_list(125, 50, timeout=5)
    assert ids(got) == [126, 127, 128, 129, 130]
    pages = [c for c in fake.calls("termux-sms-list") if "-o" in c]
    assert pages, "old apps are read page by page with -o"
    assert not any(a.startswith("--") for c in pages for a in c)


def test_paging_stops_soon_after_reaching_known_messages(fake: FakeTermux) -> None:
    fake.sms_list("old")
    fake.set_inbox(inbox(2000))
    device.sms_mode(timeout=5)
    before = len(fake.calls("termux-sms-list"))
    assert ids(device.sms_list(1990, 50, timeout=5)) == list(range(1991, 2001))
    # one page that reaches id 1990, one more for late-delivered SMS, and no more
    assert len(fake.calls("termux-sms-list")) - before == 2


def test_paging_finds_a_late_delivered_sms_with_an_old_date(fake: FakeTermux) -> None:
    fake.sms_list("old")
    late = sms(121, "VK-KOTAKB", "Rs 99 debited", received="2026-11-01 09:55:30")  # dated beside _id 55
    fake.set_inbox(inbox(120) + [late])
    assert ids(device.sms_list(100, 50, timeout=5)) == list(range(101, 122))


def test_new_script_in_front_of_an_old_app_is_paged(fake: FakeTermux) -> None:
    fake.sms_list("ignores-selection")
    fake.set_inbox(inbox(60))
    assert device.sms_mode(timeout=5) == "paging"
    assert ids(device.sms_list(55, 10, timeout=5)) == [56, 57, 58, 59, 60]


def test_oldest_apps_without_ids_give_the_newest_messages(fake: FakeTermux) -> None:
    fake.sms_list("old", ids=False)
    fake.set_inbox(inbox(80))
    got = device.sms_list(None, 5, timeout=5)
    assert [m.get("_id") for m in got] == [None] * 5
    assert [m["body"].split()[0] for m in got] == [f"Rs.{i}.00" for i in range(76, 81)]
    assert all(m["address"] == "VM-HDFCBK" for m in got)


def test_recent_works_on_every_generation(fake: FakeTermux) -> None:
    for variant in ("new", "old", "ignores-selection"):
        fake.sms_list(variant)
        fake.set_inbox(inbox(40))
        assert ids(device.sms_recent(3, timeout=5)) == [38, 39, 40]


# ------------------------------------------------------------------ failures

def test_a_hung_command_is_killed_with_its_children(fake: FakeTermux) -> None:
    fake.sms_list("hang")
    started = time.monotonic()
    with pytest.raises(DeviceError) as err:
        device.sms_list(None, 10, timeout=0.3)
    assert err.value.kind == "timeout"
    assert time.monotonic() - started < 5
    assert "did not answer within 0.3 s" in str(err.value)
    child = fake.hung_pid()
    assert child is not None
    deadline = time.monotonic() + 2
    while not process_gone(child) and time.monotonic() < deadline:
        time.sleep(0.02)  # the kernel delivers SIGKILL asynchronously
    assert process_gone(child), "the helper the command started must die with it"


def test_missing_permission_is_a_clear_failure(fake: FakeTermux) -> None:
    fake.sms_list("permission")
    with pytest.raises(DeviceError) as err:
        device.sms_list(None, 10, timeout=5)
    assert err.value.kind == "permission"
    assert "grant SMS permission to Termux:API" in str(err.value)
    assert "READ_CONTACTS" in str(err.value)


def test_malformed_json_is_reported(fake: FakeTermux) -> None:
    fake.sms_list("malformed")
    with pytest.raises(DeviceError) as err:
        device.sms_list(None, 10, timeout=5)
    assert err.value.kind == "malformed"
    assert "not JSON" in str(err.value)


def test_no_answer_at_all_is_a_failure(fake: FakeTermux) -> None:
    fake.sms_list("silent")
    with pytest.raises(DeviceError) as err:
        device.sms_list(None, 10, timeout=5)
    assert err.value.kind == "failed"
    assert "no answer" in str(err.value)


def test_a_missing_command_says_what_to_install(fake: FakeTermux) -> None:
    with pytest.raises(DeviceError) as err:
        device.sms_list(None, 10, timeout=5)
    assert err.value.kind == "missing"
    assert "pkg install termux-api" in str(err.value)


def test_a_failed_probe_is_not_remembered(fake: FakeTermux) -> None:
    fake.sms_list("permission")
    with pytest.raises(DeviceError):
        device.sms_mode(timeout=5)
    fake.sms_list("new")  # the owner granted the permission
    fake.set_inbox(inbox(2))
    assert ids(device.sms_list(None, 10, timeout=5)) == [1, 2]
    assert device.sms_mode(timeout=5) == "selection"

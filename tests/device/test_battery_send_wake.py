"""termux-battery-status, termux-sms-send and the wake lock through real subprocesses."""

from __future__ import annotations

import pytest
from fakes.termux import FULL_BATTERY, MINIMAL_BATTERY, FakeTermux

from dhandha import device
from dhandha.device import DeviceError


def test_battery_with_every_field(fake: FakeTermux) -> None:
    fake.battery(FULL_BATTERY)
    status = device.battery_status(timeout=5)
    assert status["percentage"] == 64 and status["voltage"] == 3982
    assert device.battery_percent(status) == 64
    assert device.is_charging(status) is False


def test_battery_from_an_old_app_with_few_fields(fake: FakeTermux) -> None:
    fake.battery(MINIMAL_BATTERY)
    status = device.battery_status(timeout=5)
    assert "voltage" not in status and "current" not in status
    assert device.battery_percent(status) == 12


@pytest.mark.parametrize(("fields", "percent", "charging"), [
    ({"level": 30, "scale": 200, "plugged": "PLUGGED_AC"}, 15, True),
    ({"status": "FULL"}, None, True),
    ({}, None, None),
])
def test_battery_fields_are_all_optional(fake: FakeTermux, fields: dict[str, object], percent: int | None,
                                         charging: bool | None) -> None:
    fake.battery(fields)
    status = device.battery_status(timeout=5)
    assert device.battery_percent(status) == percent
    assert device.is_charging(status) is charging


def test_battery_hang_and_permission(fake: FakeTermux) -> None:
    fake.battery(variant="hang")
    with pytest.raises(DeviceError) as err:
        device.battery_status(timeout=0.3)
    assert err.value.kind == "timeout"
    fake.battery(variant="malformed")
    with pytest.raises(DeviceError) as err:
        device.battery_status(timeout=5)
    assert err.value.kind == "malformed"


def test_send_passes_the_text_whole(fake: FakeTermux) -> None:
    fake.sms_send()
    text = "-500 ka hisaab: Rajan ji, ₹2,300 baaki hai. \"Shukriya\"\nDukaan"
    device.sms_send("+91 98765-43210", text, timeout=5)
    assert fake.sent() == [{"number": "+919876543210", "text": text}]


def test_send_is_never_retried_after_a_timeout(fake: FakeTermux) -> None:
    fake.sms_send("hang")
    with pytest.raises(DeviceError) as err:
        device.sms_send("9876543210", "Namaste", timeout=0.3)
    assert err.value.kind == "timeout"
    assert len(fake.calls("termux-sms-send")) == 1


def test_send_permission_and_failure(fake: FakeTermux) -> None:
    fake.sms_send("permission")
    with pytest.raises(DeviceError) as err:
        device.sms_send("9876543210", "Namaste", timeout=5)
    assert err.value.kind == "permission"
    fake.sms_send("fail")
    with pytest.raises(DeviceError) as err:
        device.sms_send("9876543210", "Namaste", timeout=5)
    assert err.value.kind == "failed" and "exit 1" in str(err.value)


def test_send_refuses_what_is_not_a_number(fake: FakeTermux) -> None:
    fake.sms_send()
    with pytest.raises(ValueError):
        device.sms_send("Rajan", "Namaste", timeout=5)
    assert fake.sent() == []


def test_wake_lock_is_best_effort(fake: FakeTermux) -> None:
    assert device.wake_lock() is False  # not installed: no exception
    fake.wake_lock()
    assert device.wake_lock() is True and device.wake_unlock() is True
    assert fake.calls("termux-wake-lock") == [[]]

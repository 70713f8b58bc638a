"""Saving what the owner told about the shop, with the defaults that fit it, once, in one write."""

from __future__ import annotations

import json
from collections.abc import Callable

from dhandha.onboarding import profile
from dhandha.store import Store

# The questions, in the order they are asked: the language first, so the rest is asked in it.
FIELDS: tuple[str, ...] = ("language", "shop_name", "shop_type", "region", "gst_filer", "upi_id", "briefing_time")

READERS: dict[str, Callable[[str], str]] = {
    "language": profile.read_language,
    "shop_name": profile.read_name,
    "shop_type": profile.read_shop_type,
    "region": profile.read_state,
    "gst_filer": profile.read_gst_filer,
    "upi_id": profile.read_upi,
    "briefing_time": profile.read_time,
}

GIVEN_KEY = "onboarding.given"  # kv: the fields the owner has answered (not defaults), as a JSON list


def given_before(store: Store) -> set[str]:
    return set(json.loads(store.kv_get(GIVEN_KEY) or "[]"))


def fitting(given: dict[str, str], already: set[str]) -> dict[str, object]:
    """The fields to write: what the owner said, and the defaults that follow from it.

    A shop type brings its thresholds, briefing time and quiet hours; a state brings its language,
    unless the owner chose one. A default never overwrites something the owner said."""
    said = already | set(given)
    out: dict[str, object] = dict(given)
    if "shop_type" in given:
        for k, v in profile.fitting_defaults(given["shop_type"]).items():
            if k not in said:
                out[k] = v
    if "region" in given and "language" not in said:
        lang = profile.state_language(given["region"])
        if lang:
            out["language"] = lang
    return out


def save(store: Store, given: dict[str, str], *, step: str | None = None) -> dict[str, object]:
    """Write the answers and what fits them in one transaction; returns the fields written.

    `step` moves the first conversation on (the next question's field, or "done")."""
    already = given_before(store)
    fields = fitting(given, already)
    if step is not None:
        fields["onboarding_step"] = step
    with store.tx():
        store.owner_update(**fields)
        if given:
            store.kv_set(GIVEN_KEY, json.dumps(sorted(already | set(given))))
    return fields

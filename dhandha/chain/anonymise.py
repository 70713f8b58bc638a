"""Names and numbers that identify people, swapped for tokens before text leaves the phone for an LLM."""

from __future__ import annotations

import re
from typing import Any

from dhandha.store import Store

# Phone numbers, UPI handles and long account-like digit runs identify people; amounts do not.
_PHONE = re.compile(r"(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)")
_VPA = re.compile(r"\b[\w.\-]{2,}@[a-z]{2,}\b", re.IGNORECASE)
_ACCOUNT = re.compile(r"(?<!\d)\d{11,18}(?!\d)")


def anonymise(store: Store, text: str, mention_ids: list[int]) -> dict[str, Any]:
    """{"text": the text with tokens, "map": token -> original}; `deanonymise` undoes it."""
    mapping: dict[str, str] = {}
    out = text
    for cid in mention_ids:
        row = store.contact(cid)
        if row is None:
            continue
        token = f"«C{cid}»"
        variants = sorted({row["name"], *(n[1] for n in store.contact_names() if n[0] == cid)}, key=len, reverse=True)
        for name in variants:
            pattern = re.compile(re.escape(name), re.IGNORECASE)
            if pattern.search(out):
                out = pattern.sub(token, out)
                mapping[token] = row["name"]
    for label, rx in (("P", _PHONE), ("U", _VPA), ("A", _ACCOUNT)):
        for i, hit in enumerate(dict.fromkeys(rx.findall(out)), start=1):
            token = f"«{label}{i}»"
            mapping[token] = hit
            out = out.replace(hit, token)
    return {"text": out, "map": mapping}


def deanonymise(text: str, mapping: dict[str, str]) -> str:
    for token, original in mapping.items():
        text = text.replace(token, original)
    return text

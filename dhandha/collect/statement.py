"""A statement that settles arguments: one person's lines, each with its date, running balance and proof.

Proof is where the line came from: the bank SMS and its reference, a UPI app's notification, a voice
note or a typed message (with the time it came), or the opening balance. The lines are the books as
they stand (cancelled and replaced entries are left out; a correction shows as its final form).

The document is a self-contained HTML page, not a PDF. Indic names need OpenType shaping (conjuncts,
reordered vowel signs); the pure-Python PDF writers cannot shape (fpdf2 shapes only with uharfbuzz, a
compiled HarfBuzz binding), and Termux has no prebuilt wheel of it. Every phone browser shapes Indic
text correctly with the phone's own fonts, so a page opened from Telegram reads right in every script.
"""

from __future__ import annotations

import argparse
import html
import json
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any

from dhandha.clock import day_bounds, local, local_day, parse_instant
from dhandha.money import rupees, to_rupees
from dhandha.store import Store

SHOW_IN_CHAT = 12  # lines in the chat reply; the document has them all


@dataclass
class Line:
    entry_id: int
    date: str  # owner-zone ISO date
    kind: str
    amount: int  # paise
    change: int  # what it did to the balance (paise, + they owe more)
    balance: int  # running balance after it (paise)
    source: str  # proof, in short: "bank SMS ref 6312…", "voice note 25 Nov 10:12", "typed 10:12", "opening balance"
    ref: str | None = None
    sms_id: int | None = None
    input_id: int | None = None


@dataclass
class Statement:
    contact_id: int
    name: str
    shop: str
    first: str | None
    last: str | None
    opening: int
    closing: int
    lines: list[Line] = field(default_factory=list)
    upi_link: str | None = None
    language: str = "en"


def build(store: Store, contact_id: int, tz: str, start: date | None = None, end: date | None = None,
          owner_language: str = "en") -> Statement:
    from dhandha.collect import upi
    from dhandha.collect.reminders import customer_language

    row = store.contact(contact_id)
    assert row is not None
    owner = store.owner()
    shop = str(owner["shop_name"] or owner["name"] or "")
    # Read from the cursor in the statement's order (when the money moved), one entry at a time.
    entries = (dict(e) for e in store.entries_stream(contact_id=contact_id, by_time=True)
               if e["role"] == "entry" and e["status"] == "active" and int(e["effect_paise"]))
    lo = day_bounds(start, tz)[0] if start else None
    hi = day_bounds(end, tz)[1] if end else None
    balance = opening = 0
    lines: list[Line] = []
    for e in entries:
        change = int(e["effect_paise"])
        at = str(e["occurred_at"])
        if lo is not None and at < lo:
            opening += change
            balance += change
            continue
        if hi is not None and at >= hi:
            continue
        balance += change
        lines.append(_line(store, e, change, balance, tz))
    closing = balance
    link = None
    if owner["upi_id"] and closing > 0:
        link = upi.pay_link(str(owner["upi_id"]), shop or str(row["name"]), closing,
                            f"{shop} - {row['name']}" if shop else str(row["name"]))
    return Statement(contact_id, str(row["name"]), shop, start.isoformat() if start else None,
                     end.isoformat() if end else None, opening, closing, lines, link,
                     customer_language(row, owner_language))


def _line(store: Store, e: dict[str, Any], change: int, balance: int, tz: str) -> Line:
    day = local_day(parse_instant(str(e["occurred_at"])), tz).isoformat()
    sms = _sms_behind(store, int(e["id"]))
    ref = None
    if e["kind"] == "opening_balance":
        source = "opening balance"
    elif sms is not None:
        p = json.loads(sms["parsed"] or "{}")
        ref = p.get("ref")
        source = f"bank SMS{' ref ' + str(ref) if ref else ''} {_hm(str(sms['received_at']), tz)}"
    elif e["source"] == "notification":
        notices = store.notices_of_entry(int(e["id"]))
        app = str(notices[0]["app"]) if notices else "UPI app"
        ref = notices[0]["ref"] if notices else None
        source = f"{app} notification{' ref ' + str(ref) if ref else ''}"
    else:
        said = store.input_received_at(int(e["input_id"])) if e["input_id"] else None
        when = f" {_hm(said, tz, with_day=True)}" if said else ""
        source = {"voice": "voice note", "sms": "bank SMS", "import": "imported"}.get(str(e["source"]), "typed") + when
    return Line(int(e["id"]), day, str(e["kind"]), int(e["amount_paise"]), change, balance, source, ref,
                int(sms["id"]) if sms is not None else None, e["input_id"])


def _sms_behind(store: Store, entry_id: int) -> Any:
    """The bank SMS behind an entry: pointing at it, or at an entry it corrected (and so on back)."""
    seen = 0
    current: int | None = entry_id
    while current is not None and seen < 8:
        rows = store.sms_of_entry(current)
        if rows:
            return rows[0]
        current = store.corrected_entry(current)
        seen += 1
    return None


def _hm(ts: str, tz: str, with_day: bool = False) -> str:
    t = local(parse_instant(ts), tz)
    return t.strftime("%d %b %H:%M") if with_day else t.strftime("%H:%M")


def as_json(s: Statement) -> dict[str, Any]:
    """INTERFACES.md-style JSON: rupees as numbers."""
    return {"name": s.name, "shop": s.shop, "from": s.first, "to": s.last, "opening": to_rupees(s.opening),
            "closing": to_rupees(s.closing), "upi_link": s.upi_link,
            "lines": [{**{k: v for k, v in asdict(ln).items() if k not in ("amount", "change", "balance")},
                       "amount": to_rupees(ln.amount), "change": to_rupees(ln.change),
                       "balance": to_rupees(ln.balance)} for ln in s.lines]}


def as_text(s: Statement, lang: str) -> str:
    from dhandha.lang.replies import render

    rows = [asdict(ln) for ln in s.lines]
    shown = rows[-SHOW_IN_CHAT:]
    return render("collect.statement", lang, name=s.name, shop=s.shop, rows=shown, opening=s.opening,
                  closing=s.closing, first=s.first, last=s.last, more=len(rows) - len(shown))


# -- the document ------------------------------------------------------------------------------------
# Labels in the customer's language; others read the English ones.
_LABELS = {
    "en": ("Statement", "Date", "Details", "Amount", "Balance", "Proof", "Brought forward", "Balance due",
           "Pay by UPI", "Made on"),
    "hinglish": ("Hisaab", "Tareekh", "Vivran", "Rakam", "Baaki", "Saboot", "Pichhla baaki", "Kul baaki",
                 "UPI se bhugtan", "Banaya"),
    "hi": ("हिसाब", "तारीख", "विवरण", "रकम", "बाकी", "सबूत", "पिछला बाकी", "कुल बाकी", "UPI से भुगतान", "बनाया"),
    "ta": ("கணக்கு", "தேதி", "விவரம்", "தொகை", "பாக்கி", "ஆதாரம்", "முன் பாக்கி", "மொத்த பாக்கி",
           "UPI மூலம் செலுத்த", "உருவாக்கியது"),
    "bn": ("হিসাব", "তারিখ", "বিবরণ", "টাকা", "বাকি", "প্রমাণ", "আগের বাকি", "মোট বাকি", "UPI-তে দিন", "তৈরি"),
}


def as_html(s: Statement, made_on: str) -> str:
    """One self-contained page: no scripts, no fonts or images fetched (the QR code is inline SVG)."""
    from dhandha.lang.replies import KIND_WORDS

    lang = s.language if s.language in KIND_WORDS else "en"
    lab = _LABELS.get(lang, _LABELS["en"])
    words = KIND_WORDS[lang]
    e = html.escape
    rows = []
    if s.opening:
        rows.append(f"<tr><td></td><td>{e(lab[6])}</td><td></td><td class=n>{e(rupees(s.opening))}</td><td></td></tr>")
    for ln in s.lines:
        what = words.get(ln.kind, ln.kind)
        sign = "+" if ln.change > 0 else "−"
        rows.append(f"<tr><td>{e(ln.date)}</td><td>{e(what)}</td><td class=n>{sign}{e(rupees(ln.amount))}</td>"
                    f"<td class=n>{e(rupees(ln.balance))}</td><td class=p>{e(ln.source)}</td></tr>")
    qr = ""
    if s.upi_link:
        from dhandha.collect.qr import qr_svg

        qr = (f"<section class=pay><h2>{e(lab[8])}: {e(rupees(s.closing))}</h2>{qr_svg(s.upi_link)}"
              f"<p><a href=\"{e(s.upi_link)}\">{e(s.upi_link)}</a></p></section>")
    span = f"{s.first or ''} – {s.last or ''}" if (s.first or s.last) else ""
    return f"""<!doctype html>
<html lang="{e(_html_lang(lang))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{e(lab[0])} — {e(s.name)}</title>
<style>
body{{font-family:"Noto Sans","Noto Sans Devanagari","Noto Sans Tamil","Noto Sans Bengali",sans-serif;
margin:16px;color:#111;font-size:16px}}
h1{{font-size:22px;margin:0 0 4px}} h2{{font-size:18px;margin:12px 0 4px}}
table{{border-collapse:collapse;width:100%}} td,th{{border-bottom:1px solid #ccc;padding:6px 4px;text-align:left}}
.n{{text-align:right;white-space:nowrap}} .p{{color:#555;font-size:13px}} .due{{font-size:20px;font-weight:bold}}
.pay svg{{width:180px;height:180px}} .pay a{{font-size:11px;word-break:break-all;color:#555}}
</style></head><body>
<h1>{e(s.shop)}</h1>
<h2>{e(lab[0])}: {e(s.name)}</h2>
<p>{e(span)}</p>
<table><tr><th>{e(lab[1])}</th><th>{e(lab[2])}</th><th class=n>{e(lab[3])}</th><th class=n>{e(lab[4])}</th>
<th>{e(lab[5])}</th></tr>
{"".join(rows)}
</table>
<p class=due>{e(lab[7])}: {e(rupees(s.closing))}</p>
{qr}
<p class=p>{e(lab[9])}: {e(made_on)}</p>
</body></html>
"""


def _html_lang(lang: str) -> str:
    return {"hinglish": "hi-Latn"}.get(lang, lang)


def document(s: Statement, made_on: str) -> Any:
    """The page kept under the home, as an attachment for the channel."""
    from dhandha.collect.files import keep
    from dhandha.outgoing import Attachment

    path = keep("hisaab", ".html", as_html(s, made_on).encode("utf-8"))
    safe = "".join(ch if ch.isalnum() else "-" for ch in s.name).strip("-") or "statement"
    return Attachment("document", str(path), f"hisaab-{safe}.html")


def cmd_statement(args: argparse.Namespace) -> int:
    """`dhandha statement NAME [--from D --to D] [--json] [--out FILE]`."""
    import sys
    from pathlib import Path

    from dhandha.app import make_deps
    from dhandha.chain import contacts

    deps = make_deps()
    try:
        try:
            start = date.fromisoformat(args.start) if args.start else None
            end = date.fromisoformat(args.end) if args.end else None
        except ValueError:
            print("dhandha: --from and --to take dates like 2026-11-01", file=sys.stderr)
            return 2
        who = contacts.resolve(deps.store, args.name)
        if who.contact_id is None:
            hint = f" (did you mean {', '.join(who.candidates)}?)" if who.candidates else ""
            print(f"dhandha: nobody called {args.name!r} in the books{hint}", file=sys.stderr)
            return 1
        tz = deps.tz()
        s = build(deps.store, who.contact_id, tz, start, end, deps.language())
        made_on = local_day(deps.clock(), tz).isoformat()
        if args.out:
            Path(args.out).write_text(as_html(s, made_on), encoding="utf-8")
            path = args.out
        else:
            path = document(s, made_on).path
        if args.json:
            print(json.dumps({**as_json(s), "document": str(path)}, ensure_ascii=False))
        else:
            print(as_text(s, deps.language()))
            print(f"📎 {path}")
    except BrokenPipeError:  # `dhandha statement Rajan | head`: the reader has seen enough
        sys.stderr.close()
    finally:
        deps.store.close()
    return 0


def for_chat(store: Store, contact_id: int, tz: str, lang: str, today: date,
             start: date | None = None, end: date | None = None) -> tuple[str, Any]:
    """(the statement as a chat reply, the document attachment) for `/hisaab NAME`."""
    s = build(store, contact_id, tz, start, end, lang)
    return as_text(s, lang), document(s, today.isoformat())

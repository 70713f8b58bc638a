"""Which column is which in a khata sheet, and what each row says is owed, and by whom.

Three shapes are read, found by their headers (not by position, since apps add and move columns):

- a list of balances, one row per person: Khatabook's "You'll Get" / "You'll Give" columns (what the
  person owes the shop / what the shop owes them), OkCredit's balance with "Due" / "Advance", or a
  hand-made sheet's amount (a customer's is what they owe the shop, a supplier's what the shop owes
  them; a minus sign always means the shop owes them);
- a list of transactions, several rows per person: Khatabook's "You Gave" / "You Got", OkCredit's
  "Credit" (goods or money given on credit) / "Payment" (money received), or accounting "Debit" /
  "Credit"; each person's rows are added up into one balance;
- either of them with a "Type" column (customer / supplier) and a date.

Which way a number runs is the one thing that must not be guessed. "You'll Get", "You Gave" and
"Debit" always mean the person owes the shop more. A plain amount, OkCredit's "Due" and "Credit",
mean the person owes the shop on a customer's row, and the shop owes the person on a supplier's
row (OkCredit's supplier khata says "Due" for what the shop has to pay). A bare "Credit" column
next to "Debit" is the accountant's credit: money received.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation

HEADER_SEARCH_ROWS = 20  # exports put a title, the shop's name and the date above the header

# Header words, matched against a header cell with punctuation and case removed.
_NAME = ("name", "customer name", "party name", "customer", "party", "supplier name", "supplier", "contact name",
         "naam", "नाम", "grahak", "ग्राहक", "account name", "customer supplier name")
_PHONE = ("phone", "phone number", "mobile", "mobile number", "mobile no", "phone no", "contact", "contact number",
          "number", "mob", "mob no", "फ़ोन", "फोन", "मोबाइल", "whatsapp")
_GET = ("youll get", "you will get", "you get", "to receive", "to collect", "receivable", "lena", "lena hai",
        "lene hai", "milega", "लेना", "लेने हैं")
_GIVE = ("youll give", "you will give", "you give", "to pay", "payable", "dena", "dena hai", "dene hai", "देना",
         "देने हैं")
_GAVE = ("you gave", "gave", "diye", "diya", "दिए", "दिया", "maine diye")
_GOT = ("you got", "got", "mile", "mila", "मिले", "मिला", "maine paaye", "received", "jama", "जमा")
_DEBIT = ("debit", "dr", "debit amount")
_CREDIT = ("credit", "cr", "credit amount", "udhaar", "udhar", "उधार")
_PAYMENT = ("payment", "payments", "paid", "payment received")
_AMOUNT = ("amount", "balance", "net balance", "closing balance", "outstanding", "due", "dues", "baaki", "baki",
           "bakaya", "बाकी", "बकाया", "rakam", "रकम", "total due", "balance amount", "amount due", "due amount",
           "opening balance")
_STATUS = ("status", "balance type", "dr cr", "drcr", "due advance", "get give")
_DATE = ("date", "tareekh", "tarikh", "तारीख", "transaction date", "last transaction date", "last transaction",
         "since", "from")
_TYPE = ("type", "party type", "customer supplier", "customer or supplier", "role", "category", "kaun")

# Words in a cell that say which way an amount runs: absolute (whatever the row's type) or relative.
_THEY_OWE = ("youll get", "you will get", "get", "lena", "dr", "debit", "receivable", "they owe", "owes me")
_SHOP_OWES = ("youll give", "you will give", "give", "dena", "cr", "payable", "i owe", "we owe", "shop owes")
_DUE = ("due", "baaki", "baki", "बाकी")
_ADVANCE = ("advance", "adv", "agrim", "एडवांस", "jama")
_SUPPLIER = ("supplier", "suppliers", "vyapari", "vendor", "wholesaler", "dealer", "thok", "व्यापारी", "सप्लायर")
_CUSTOMER = ("customer", "customers", "grahak", "ग्राहक", "client")
_TOTALS = ("total", "grand total", "totals", "net", "kul", "कुल", "sub total", "subtotal")

_PUNCT = re.compile(r"[^\w\s]")
_MONEY_JUNK = re.compile(r"(?i)₹|rs\.?|inr|/-|\s")
_DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y", "%d/%m/%y", "%d-%m-%y", "%d-%b-%Y", "%d %b %Y",
                 "%d-%b-%y", "%d %b %y", "%d %B %Y", "%Y/%m/%d", "%Y-%m-%d %H:%M:%S", "%d/%m/%Y %H:%M",
                 "%d %b %Y %I:%M %p", "%d/%m/%Y %I:%M %p")
MAX_PAISE = 10_00_00_000 * 100  # ₹10 crore: one shop's old dues from one person are never more


def _flat(cell: str) -> str:
    return " ".join(_PUNCT.sub(" ", cell.replace("'", "")).casefold().split())


@dataclass(frozen=True)
class Columns:
    """Where each thing is in a sheet (column indexes), and which shape it is."""

    header_row: int  # 0-based index of the header row
    name: int
    shape: str  # "balances" | "transactions"
    app: str  # what the headers look like: khatabook | okcredit | accounting | hand-made
    phone: int | None = None
    get: int | None = None  # balances: they owe the shop
    give: int | None = None  # balances: the shop owes them
    amount: int | None = None  # balances: signed or marked amount (relative to the row's type)
    status: int | None = None  # balances: Due / Advance / Dr / Cr beside the amount
    gave: int | None = None  # transactions: the person owes the shop more
    got: int | None = None  # transactions: the person owes the shop less
    relative: bool = False  # transactions: OkCredit's Credit / Payment (flipped on a supplier's row)
    date: int | None = None
    type: int | None = None


class NoHeader(ValueError):
    """No row of the sheet looks like a header with a name and an amount."""


def find_columns(rows: list[list[str]]) -> Columns:
    for i, row in enumerate(rows[:HEADER_SEARCH_ROWS]):
        cols = _columns(i, [_flat(c) for c in row])
        if cols is not None:
            return cols
    raise NoHeader("no header row with a name column and an amount column (like 'Name, Phone, Amount') in the"
                   f" first {HEADER_SEARCH_ROWS} rows")


def _columns(i: int, cells: list[str]) -> Columns | None:
    def find(words: tuple[str, ...]) -> int | None:
        return next((j for j, c in enumerate(cells) if c and c in words), None)

    name = find(_NAME)
    if name is None:
        return None
    base = Columns(header_row=i, name=name, shape="balances", app="hand-made", phone=find(_PHONE), date=find(_DATE),
                   type=find(_TYPE))
    get, give = find(_GET), find(_GIVE)
    if get is not None or give is not None:
        return replace(base, app="khatabook", get=get, give=give)
    gave, got = find(_GAVE), find(_GOT)
    if gave is not None and got is not None:
        return replace(base, shape="transactions", app="khatabook", gave=gave, got=got)
    debit, credit, payment = find(_DEBIT), find(_CREDIT), find(_PAYMENT)
    if credit is not None and payment is not None:
        return replace(base, shape="transactions", app="okcredit", gave=credit, got=payment, relative=True)
    if debit is not None and credit is not None:
        return replace(base, shape="transactions", app="accounting", gave=debit, got=credit)
    amount = find(_AMOUNT)
    if amount is not None:
        status = find(_STATUS)
        app = "okcredit" if status is not None or cells[amount] in ("due", "balance") else "hand-made"
        return replace(base, app=app, amount=amount, status=status)
    return None


@dataclass
class Line:
    """One row of the sheet, read: what it says, or why it cannot be booked."""

    row: int  # 1-based, as the owner sees it in the sheet
    name: str
    phone: str = ""
    paise: int = 0  # signed: positive, they owe the shop; negative, the shop owes them
    on: str | None = None  # ISO date
    supplier: bool = False
    problem: str | None = None
    note: str | None = None  # something worth showing that does not stop the row


def read_lines(rows: list[list[str]], cols: Columns, default_supplier: bool = False) -> list[Line]:
    out: list[Line] = []
    for i in range(cols.header_row + 1, len(rows)):
        cells = rows[i]
        if not any(c.strip() for c in cells):
            continue
        cell = _getter(cells)
        name = " ".join(cell(cols.name).split())
        line = Line(row=i + 1, name=name, phone=cell(cols.phone))
        if _flat(name) in _TOTALS:
            continue  # the export's own total line
        if not name:
            line.problem = "no name"
            out.append(line)
            continue
        line.supplier = _is_supplier(cell(cols.type), default_supplier)
        try:
            line.paise = _signed(cells, cols, line.supplier)
            line.on = _date(cell(cols.date)) if cols.date is not None else None
        except ValueError as exc:
            line.problem = str(exc)
        out.append(line)
    return out


def _getter(cells: list[str]):  # noqa: ANN202 - a small closure
    def cell(j: int | None) -> str:
        return cells[j].strip() if j is not None and j < len(cells) else ""
    return cell


def _is_supplier(text: str, default: bool) -> bool:
    t = _flat(text)
    if not t:
        return default
    if t in _SUPPLIER or any(w in t.split() for w in _SUPPLIER):
        return True
    if t in _CUSTOMER or any(w in t.split() for w in _CUSTOMER):
        return False
    raise ValueError(f"type {text!r} is neither customer nor supplier")  # not guessed


def _signed(cells: list[str], cols: Columns, supplier: bool) -> int:
    cell = _getter(cells)
    flip = -1 if supplier else 1
    if cols.shape == "transactions":
        gave, got = _money(cell(cols.gave), "gave"), _money(cell(cols.got), "got")
        if gave < 0 or got < 0:
            raise ValueError("a negative amount in a gave/got column")
        return (gave - got) * (flip if cols.relative else 1)
    if cols.get is not None or cols.give is not None:
        get, give = _money(cell(cols.get), "get"), _money(cell(cols.give), "give")
        if get and give:
            raise ValueError("amounts in both the get and the give columns")
        if get < 0 or give < 0:
            raise ValueError("a negative amount in a get/give column")
        return get - give
    raw = cell(cols.amount)
    marker = _flat(cell(cols.status)) if cols.status is not None else ""
    amount, said = _marked(raw)
    marker = marker or said
    if not marker:
        # Hand-made: a minus always means the shop owes them; a plain amount is the usual way round
        # for the row's kind of person (a customer owes the shop, the shop owes a supplier).
        return amount if amount < 0 else amount * flip
    if amount < 0:
        raise ValueError(f"{raw!r} is negative and also marked {marker!r}")
    if marker in _THEY_OWE:
        return amount
    if marker in _SHOP_OWES:
        return -amount
    if marker in _DUE:
        return amount * flip
    if marker in _ADVANCE:
        return -amount * flip
    raise ValueError(f"{marker!r} does not say who owes whom (Due/Advance, Dr/Cr, Get/Give)")


def _marked(raw: str) -> tuple[int, str]:
    """'₹1,200 Due' -> (120000, 'due'); '-500' -> (-50000, ''); '1200 Dr' -> (120000, 'dr')."""
    m = re.fullmatch(r"\s*(.*?)\s*([A-Za-z\u0900-\u097F']+)?\s*", raw)
    word = ""
    number = raw
    if m and m.group(2) and _flat(m.group(2)) in (*_THEY_OWE, *_SHOP_OWES, *_DUE, *_ADVANCE):
        word, number = _flat(m.group(2)), m.group(1)
    return _money(number, "amount"), word


def _money(text: str, what: str) -> int:
    """Rupees as written ("₹1,20,000.50", "500/-", "(300)") to paise; empty is 0."""
    t = _MONEY_JUNK.sub("", text)
    if not t or t in ("-", "—"):
        return 0
    negative = t.startswith("(") and t.endswith(")")
    t = t.strip("()").replace(",", "")
    try:
        value = Decimal(t)
    except InvalidOperation:
        raise ValueError(f"{what} {text!r} is not a number") from None
    if not value.is_finite():
        raise ValueError(f"{what} {text!r} is not a number")
    paise = value * 100
    if paise != paise.to_integral_value():
        raise ValueError(f"{what} {text!r} has more than two decimals")
    if abs(paise) > MAX_PAISE:
        raise ValueError(f"{what} {text!r} is more than ₹10 crore: check the sheet")
    return int(paise) * (-1 if negative else 1)


def _date(text: str) -> str | None:
    t = text.strip()
    if not t:
        return None
    if re.fullmatch(r"\d{5}(\.\d+)?", t):  # an Excel serial day number (the cell kept no format)
        day = date(1899, 12, 30) + timedelta(days=int(float(t)))
        if date(1990, 1, 1) <= day <= date(2100, 1, 1):
            return day.isoformat()
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(t, fmt).date().isoformat()
        except ValueError:
            continue
    raise ValueError(f"date {text!r} is not a date like 31/03/2025")

"""Who sent an SMS: DLT headers, RCS display names and plain phone numbers.

Indian commercial SMS come from a DLT header "XY-ABCDEF-S": a two-letter operator/circle prefix,
a six-character entity code, and a suffix for the message category (S service, T transactional,
P promotional, G government). The entity code is what identifies the sender, and it must be read
exactly: "SBIMF" (the mutual fund) and "SBIPSG" (the bank) share letters but not a business.

Only a header can stand for a bank: the DLT form with its operator prefix, a bare entity code
we know, or the exact display name of an issuer we know (RCS business messages). Anything
else is "other" (a contact's name like "Mom", a short number we do not know, an e-mail-like
address), and a plain mobile number is "mobile": neither is ever a bank, whatever the text claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

SenderKind = Literal["bank", "card", "wallet", "nonbank", "unknown", "mobile", "other"]

# Entity codes of money issuers. The value says what kind of instrument the sender keeps for
# the owner; "wallet" senders move money out of a stored balance, not a bank account.
_ISSUERS: dict[str, tuple[str, SenderKind]] = {}


def _add(issuer: str, kind: SenderKind, codes: str) -> None:
    for code in codes.split():
        _ISSUERS[code.upper()] = (issuer, kind)


_add("SBI", "bank", "SBIINB SBIUPI SBIPSG CBSSBI ATMSBI SBIBNK SBISMS SBYONO SBIYNO SBINBK SBIOTP SBIATM")
_add("SBI Card", "card", "SBICRD SBICAR SBICRDS SBIPAY")
_add("HDFC Bank", "bank", "HDFCBK HDFCBN HDFCCC HDFCBA HDFCSL")
_add("ICICI Bank", "bank", "ICICIB ICICIT ICICIO ICICIN ICIBNK ICICRD")
_add("Axis Bank", "bank", "AXISBK AXISMR AXISCC AXISBN AXBANK")
_add("Kotak", "bank", "KOTAKB KOTAKM KMBANK KOTAK8 KOTAKC")
_add("PNB", "bank", "PNBSMS PNBBNK PUNBNK PNBANK")
_add("Bank of Baroda", "bank", "BOBTXN BOBSMS BOBBNK BARODA BOBCRD BOBFIN BOBUPI")
_add("Canara Bank", "bank", "CANBNK CNRBNK CANBKS CANARA")
_add("Union Bank", "bank", "UNIONB UBOIBK UBINBK UNIONI")
_add("IDFC First", "bank", "IDFCFB IDFCBK IDFCFI")
_add("Yes Bank", "bank", "YESBNK YESBKS YESBAN")
_add("IndusInd", "bank", "INDUSB INDUSL INDUSI")
_add("Federal Bank", "bank", "FEDBNK FEDFIB FEDBKS FEDSCP")
_add("AU Bank", "bank", "AUBANK AUSFBL AUBNKS")
_add("Indian Bank", "bank", "INDBNK INDBKN INDIAN")
_add("Bank of India", "bank", "BOIIND BOISMS BOIBNK")
_add("Central Bank", "bank", "CENTBK CBOIND CBIBNK")
_add("IOB", "bank", "IOBCHN IOBBNK IOBANK")
_add("UCO Bank", "bank", "UCOBNK UCOBKS UCOBAN")
_add("Paytm Payments Bank", "bank", "PAYTMB PYTMPB PPBLTD")
_add("Airtel Payments Bank", "bank", "AIRBNK AIRTPB")
_add("IDBI Bank", "bank", "IDBIBK IDBIBN")
_add("J&K Bank", "bank", "JKBANK JKBNKS")
_add("Punjab & Sind Bank", "bank", "PSBANK PSBBNK")
_add("South Indian Bank", "bank", "SIBSMS SIBBNK")
_add("RBL Bank", "bank", "RBLBNK RBLCRD RBLBKS")
_add("Bank of Maharashtra", "bank", "MAHABK MAHBNK BOMBNK")
_add("Karnataka Bank", "bank", "KBLBNK KTKBNK")
_add("Karur Vysya Bank", "bank", "KVBANK KVBBNK")
_add("Tamilnad Mercantile Bank", "bank", "TMBANK TMBLTD")
_add("City Union Bank", "bank", "CUBANK CUBLTD")
_add("CSB Bank", "bank", "CSBANK CSBBNK")
_add("DCB Bank", "bank", "DCBANK DCBBNK")
_add("Dhanlaxmi Bank", "bank", "DHANBK DLXBNK")
_add("Equitas", "bank", "EQUTAS EQTSFB")
_add("Ujjivan", "bank", "UJJIVN UJVNSF")
_add("Bandhan Bank", "bank", "BANDHN BDNBNK")
_add("India Post Payments Bank", "bank", "IPBMSG IPPBNK IPPBMS")
_add("Jio Payments Bank", "bank", "JIOPBK JIOPBS")
_add("Fino Payments Bank", "bank", "FINOBK FINOPB")
_add("NSDL Payments Bank", "bank", "NSDLPB")
_add("Saraswat Bank", "bank", "SARBNK SARSWT")
_add("Cosmos Bank", "bank", "COSMOS COSBNK")
_add("TJSB", "bank", "TJSBNK")
_add("SVC Bank", "bank", "SVCBNK")
_add("ESAF", "bank", "ESAFBK")
_add("Suryoday", "bank", "SURYOD")
_add("Jana Bank", "bank", "JANABK")
_add("Utkarsh", "bank", "UTKSFB")
_add("Standard Chartered", "bank", "SCBANK STANCB")
_add("Citi", "bank", "CITIBK CITIBA")
_add("HSBC", "bank", "HSBCIN HSBCBK")
_add("DBS", "bank", "DBSBNK DBSBKS")
_add("American Express", "card", "AMEXIN AMEXCR")
_add("OneCard", "card", "ONECRD ONECARD")
_add("Paytm", "wallet", "IPAYTM PAYTM")
_add("MobiKwik", "wallet", "MOBIKW MBKWIK")
_add("PhonePe", "wallet", "PHONPE PHNEPE")
_add("BHIM", "wallet", "NPCIBH BHIMUP")
_add("Amazon Pay", "wallet", "AMZPAY APAYIN")
_add("Freecharge", "wallet", "FCHRGE FRCHRG")

# Codes we know are NOT money issuers for the owner: funds, insurers, lenders, merchants,
# utilities. Their "payment received" or "will be debited" texts record nothing new; the
# owner's bank sends its own SMS for the same money.
_NON_BANKS = frozenset(
    ["SBIMF", "SBIMFD", "HDFCMF", "ICICIP", "LICIND", "LICHFL", "TVSCRD", "BAJAJF", "BAJFIN", "BFLSMS", "HDBFSL", "MUTHUT", "SWIGGY", "ZOMATO", "MYNTRA", "FLPKRT", "AMAZON", "AMAZIN", "AJIO", "BIGBSK", "BLINKT", "ZEPTON", "TPDDL", "BSESRP", "BSESYM", "MSEDCL", "TATAPW", "JIOINF", "AIRTEL", "VFIDEA", "IRCTCI", "OLACAB", "UBERIN", "GROWWS", "ZERODH", "CDSLIN", "NSDLIN", "NSEIND", "BSEIND", "CAMSMF", "KFINTC", "EPFOHO", "INCOME", "ITDEPT"]
)


# Display names of issuers beyond the table's own names (RCS business senders print their
# registered name), compared casefolded, without punctuation or a trailing "Ltd"/"Limited".
_DISPLAY_NAMES = ("SBI Cards and Payment Services", "State Bank of India", "Kotak Mahindra Bank",
                  "Punjab National Bank", "IDFC FIRST Bank", "IndusInd Bank", "Google Pay", "Paytm Payments Bank",
                  "Airtel Payments Bank", "Standard Chartered Bank", "Citibank", "HSBC India", "DBS Bank")


@cache
def _display_names() -> frozenset[str]:
    return frozenset(_plain_name(n) for n in (*_DISPLAY_NAMES, *(issuer for issuer, _ in _ISSUERS.values())))


def _plain_name(name: str) -> str:
    words = re.sub(r"[^\w&]+", " ", name.casefold()).split()
    while words and words[-1] in ("ltd", "limited"):
        words.pop()
    return " ".join(words)


@cache
def _rx() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The header regexes, compiled on first use so importing this module costs nothing."""
    dlt = re.compile(r"^(?:([A-Z]{2})-)?([A-Z0-9]{5,8})(?:-([SPTG]))?$", re.I)
    # Codes not in the table that still read like a bank or card issuer ("KARBNK", "XYZSFB").
    bankish_code = re.compile(r"BANK|BNK|BK$|SFB|CRD|CARD|UPI", re.I)
    phone_chars = re.compile(r"[\s\-()]")
    return dlt, bankish_code, phone_chars


@dataclass(frozen=True)
class Sender:
    """What the header tells before the body is read."""

    kind: SenderKind
    code: str | None = None       # the DLT entity code, upper-case
    issuer: str | None = None     # known issuer name, when the code is in our table
    promotional: bool = False     # DLT "-P": marketing by rule, never a transaction alert
    upi_header: bool = False      # e.g. SBIUPI: every alert from it is a UPI movement

    @property
    def is_money_issuer(self) -> bool:
        return self.kind in ("bank", "card", "wallet")

    @property
    def is_header(self) -> bool:
        """A sender that can stand for a business at all (never a person's number or name)."""
        return self.kind not in ("mobile", "other")


@lru_cache(maxsize=1024)
def read_sender(sender: str) -> Sender:
    """Classify a sender string; cached because a phone sees the same few headers all day
    (bounded: a stream of made-up senders must not grow it)."""
    dlt, bankish_code, phone_chars = _rx()
    raw = (sender or "").strip()
    compact = phone_chars.sub("", raw)
    if compact.lstrip("+").isascii() and compact.lstrip("+").isdigit():
        digits = compact.lstrip("+")
        # Ten or more digits is a person's (or a scammer's) phone; a short code we cannot place
        # is no header either.
        if len(digits) >= 10 or compact.startswith("+"):
            return Sender("mobile")
        return Sender("other")
    m = dlt.match(raw)
    if m and raw.isascii():
        prefixed, code = m.group(1) is not None, m.group(2).upper()
        promo = (m.group(3) or "").upper() == "P"
        if code in _NON_BANKS:
            return Sender("nonbank", code, promotional=promo)
        known = _ISSUERS.get(code)
        if known:
            return Sender(known[1], code, known[0], promo, "UPI" in code)
        if not prefixed:  # "Mummy", "RAJESH": a bare word we do not know is a name, not a header
            return Sender("other")
        kind: SenderKind = "bank" if bankish_code.search(code) else "unknown"
        return Sender(kind, code, None, promo, "UPI" in code)
    # An RCS business sender prints its registered name ("SBI CARDS AND PAYMENT SERVICES", "HDFC Bank").
    if _plain_name(raw) in _display_names():
        return Sender("bank", None, raw)
    return Sender("other")


def is_bank_sender(sender: str) -> bool:
    """True for a bank, card or wallet issuer's header or display name; never for a phone number."""
    return read_sender(sender).is_money_issuer

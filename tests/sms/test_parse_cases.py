"""Other banks' wordings, written for these tests (names, digits and references are made up).

Each case is labelled the way sms_dev.README.md labels: direction from the owner's account,
the amount bound to the money verb, the owner's tail, the other party as printed, the
reference, the balance after the movement, the rail the body names, and the body's full date.
A field set to ANY is not asserted (its right label is arguable); every other field is.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from dhandha.sms.parse import parse_sms

ANY = object()
CASES: list[dict[str, Any]] = []


def T(id: str, sender: str, body: str, direction: str, amount: float, tail: Any, party: Any, ref: Any,
      balance: Any, channel: Any, date: Any) -> None:
    CASES.append(dict(id=id, sender=sender, body=body, want=dict(
        is_transaction=True, direction=direction, amount=amount, account_tail=tail, counterparty=party,
        ref=ref, balance=balance, channel=channel, date=date)))


def N(id: str, sender: str, body: str, verdict: str = "not_transaction") -> None:
    CASES.append(dict(id=id, sender=sender, body=body, want=dict(is_transaction=False), verdict=verdict))


# ------------------------------------------------------------------ SBI
T("sbi-atm", "VM-SBIINB-S",
  "Dear Customer, Rs.2000 withdrawn at SBI ATM S1CN000123 from A/cX1234 on 12Jan26 Transaction Number 4521. "
  "Available Balance Rs.5,000.50. If not withdrawn by you, forward this SMS to 9223008333 / call 1800111109 "
  "to block your card. -SBI",
  "debit", 2000, "1234", None, "4521", 5000.5, "atm", "2026-01-12")
T("sbi-debit-by-transfer", "AX-CBSSBI-S",
  "Dear Customer, Your A/C XXXXX652341 has a debit by transfer of Rs 1,500.00 on 03/01/26. "
  "Avl Bal Rs 12,340.00.-SBI",
  "debit", 1500, "2341", None, None, 12340, "other", "2026-01-03")
T("sbi-cbs-transferred-to", "JD-CBSSBI-S",
  "Your A/C XXXXX123456 Debited INR 500.00 on 12/01/26 -Transferred to Mr. RAMESH KUMAR. "
  "Avl Bal INR 1,000.00-SBI",
  "debit", 500, "3456", "Mr. RAMESH KUMAR", None, 1000, ANY, "2026-01-12")
T("sbi-cbs-deposit-from", "JD-CBSSBI-S",
  "Your A/C XXXXX123456 Credited INR 2,200.00 on 13/01/26 -Deposit by transfer from SUNITA DEVI. "
  "Avl Bal INR 3,200.00-SBI",
  "credit", 2200, "3456", "SUNITA DEVI", None, 3200, "other", "2026-01-13")
T("sbi-upi-user-credit-no-payer", "VM-SBIUPI-S",
  "Dear SBI UPI User, ur A/cX1234 credited by Rs500 on 12Jan26 by  (Ref no 601234567890)",
  "credit", 500, "1234", None, "601234567890", None, "upi", "2026-01-12")
T("sbicard-spend-plain", "VM-SBICRD-S",
  "Rs.1,250.00 spent on your SBI Credit Card ending 7788 at ZOMATO on 18/02/26. "
  "Trxn. not done by you? Report at https://sbicard.com/Dispute",
  "debit", 1250, "7788", "ZOMATO", None, None, "card", "2026-02-18")
T("sbi-hindi-credit", "VM-SBIINB-S",
  "प्रिय ग्राहक, आपके खाते XXXXX1234 में 12/03/26 को Rs 5,000.00 जमा किए गए। उपलब्ध शेष Rs 20,000.00 -SBI",
  "credit", 5000, "1234", None, None, 20000, None, "2026-03-12")
T("hindi-ru-debit", "VM-BOIIND-S",
  "आपके खाता XX5678 से रु.750.00 निकाले गए दिनांक 13-03-2026. शेष राशि रु.4,250.00",
  "debit", 750, "5678", None, None, 4250, None, "2026-03-13")
T("hindi-devanagari-digits", "VM-PNBSMS-S",
  "आपके खाते XX८१०६ में रु ३,५००.०० क्रेडिट हुए दिनांक १४-०३-२०२६। उपलब्ध शेष रु १२,०००.००",
  "credit", 3500, "8106", None, None, 12000, None, "2026-03-14")

# ------------------------------------------------------------------ HDFC
T("hdfc-upi-debit-vpa-old", "VM-HDFCBK-S",
  "Rs.250.00 debited from a/c **4567 on 12-01-26 to VPA shopkeeper@okicici(UPI Ref No 601234567891). "
  "Not you? Call on 18002586161 to report",
  "debit", 250, "4567", "shopkeeper@okicici", "601234567891", None, "upi", "2026-01-12")
T("hdfc-money-received-vpa", "AD-HDFCBK-S",
  "Money Received - INR 1,200.00 in A/c XX4567 on 12-01-26 by VPA ramesh.k@okaxis (UPI Ref No 601234567892). "
  "Avl bal: INR 15,000.00",
  "credit", 1200, "4567", "ramesh.k@okaxis", "601234567892", 15000, "upi", "2026-01-12")
T("hdfc-credited-linked-vpa", "VM-HDFCBK-S",
  "Rs.3,000 credited to a/c XXXXXX4567 on 13-01-26 by a/c linked to VPA 9876543210@ybl "
  "(UPI Ref No  601334567893).",
  "credit", 3000, "4567", "9876543210@ybl", "601334567893", None, "upi", "2026-01-13")
T("hdfc-debit-vpa-then-name", "VM-HDFCBK-S",
  "Dear Customer, Rs.450.00 has been debited from account **4567 to VPA paytmqr281005050101xyz@paytm "
  "SHARMA GENERAL STORE on 14-01-26. Your UPI transaction reference number is 601434567894. If you did not "
  "authorize this transaction, please report it immediately by calling 18002586161 Or SMS BLOCK UPI to 7308080808.",
  "debit", 450, "4567", "SHARMA GENERAL STORE", "601434567894", None, "upi", "2026-01-14")
T("hdfc-ach-update", "VM-HDFCBK-S",
  "UPDATE: INR 5,000.00 debited from HDFC Bank XX4567 on 15-JAN-26. Info: ACH D- TP ACH ICCLMF-1234567. "
  "Avl bal:INR 20,000.00",
  "debit", 5000, "4567", ANY, ANY, 20000, "other", "2026-01-15")
T("hdfc-thank-you-for-using-card", "VM-HDFCBK-S",
  "Thank you for using your HDFC Bank Debit Card ending 4321 for Rs 899.00 at AMAZON PAY INDIA on "
  "2026-01-17:10:15:20. Avl bal: Rs 9,101.00",
  "debit", 899, "4321", "AMAZON PAY INDIA", None, 9101, "card", "2026-01-17")
T("hdfc-youve-spent-cc", "VM-HDFCBK-S",
  "Alert: You've spent Rs.1,499.00 on HDFC Bank Credit Card xx4321 at FLIPKART INTERNET on "
  "2026-01-18:20:11:05. Avl Lmt: Rs.48,501.00",
  "debit", 1499, "4321", "FLIPKART INTERNET", None, None, "card", "2026-01-18")
T("hdfc-cc-refund", "VM-HDFCBK-S",
  "Refund of Rs.799.00 from AJIO has been credited to your HDFC Bank Credit Card xx4321 on 24-03-2026.",
  "credit", 799, "4321", "AJIO", None, None, "card", "2026-03-24")
T("hdfc-rcs-display-name", "HDFC Bank",
  "Sent Rs.640.00\nFrom HDFC Bank A/C *9911\nTo LAKSHMI FLOUR MILL\nOn 02/04/26\nRef 609212345678\n"
  "Not You?\nCall 18002586161/SMS BLOCK UPI to 7308080808",
  "debit", 640, "9911", "LAKSHMI FLOUR MILL", "609212345678", None, "upi", "2026-04-02")

# ------------------------------------------------------------------ ICICI
T("icici-credited-from-name", "VM-ICICIT-S",
  "Dear Customer, Acct XX123 is credited with Rs 750.00 on 19-Jan-26 from SURESH PATIL. UPI:601934567896-ICICI Bank.",
  "credit", 750, "123", "SURESH PATIL", "601934567896", None, "upi", "2026-01-19")
T("icici-imps-second-account", "VM-ICICIT-S",
  "ICICI Bank Acct XX123 debited with Rs 2,000.00 on 20-Jan-26 & Acct XX456 credited. IMPS:602034567897. "
  "Call 18002662 for dispute.",
  "debit", 2000, "123", None, "602034567897", None, "imps", "2026-01-20")
T("icici-card-spent-at", "VM-ICICIT-S",
  "INR 560.00 spent on ICICI Bank Card XX9876 on 21-Jan-26 at SWIGGY. Avl Lmt: INR 75,440.00. "
  "If not you, call 1800 2662/SMS BLOCK 9876 to 9215676766",
  "debit", 560, "9876", "SWIGGY", None, None, "card", "2026-01-21")
T("icici-info-upi-narration", "JD-ICICIT-S",
  "Dear Customer, your ICICI Bank Account XX123 has been credited with INR 5,000.00 on 22-Jan-26. "
  "Info:UPI-602234567898-RAMESH KUMAR. The Available Balance is INR 25,000.00.",
  "credit", 5000, "123", "RAMESH KUMAR", "602234567898", 25000, "upi", "2026-01-22")
T("icici-autopay-upi-executed", "VM-ICICIT-S",
  "Rs 199.00 debited from ICICI Bank Acct XX123 on 25-Mar-26 towards NETFLIX for UPI AutoPay. RRN 608434567819.",
  "debit", 199, "123", "NETFLIX", "608434567819", None, "upi", "2026-03-25")

# ------------------------------------------------------------------ Axis, Kotak
T("axis-debit-noun-multiline", "JD-AXISBK-S",
  "Debit INR 500.00\nAxis Bank A/c XX1234\n23-01-26 10:11:12\nUPI/P2A/602334567899/MOHAN LAL\n"
  "Not you? SMS BLOCKUPI Cust ID to 919951860002\nAxis Bank",
  "debit", 500, "1234", "MOHAN LAL", "602334567899", None, "upi", "2026-01-23")
T("axis-credit-noun-neft", "JD-AXISBK-S",
  "Credit INR 1,000.00\nAxis Bank A/c XX1234\n24-01-26 09:00:00\nNEFT/AXISN26024123456/SHARMA TRADERS\nAxis Bank",
  "credit", 1000, "1234", "SHARMA TRADERS", "AXISN26024123456", None, "neft", "2026-01-24")
T("kotak-received-vpa", "JD-KOTAKB-S",
  "Received Rs.650.00 in your Kotak Bank AC X5678 from ramesh@okaxis on 25-01-26.UPI Ref:602534567800.",
  "credit", 650, "5678", "ramesh@okaxis", "602534567800", None, "upi", "2026-01-25")
T("kotak-is-debited-to", "VM-KOTAKB-S",
  "Rs.1,250 is debited from Kotak Bank a/c XX5678 to SHIV SHAKTI DAIRY on 26/01/2026 UPI Ref 602634567801. "
  "Not you? https://kotak.com/KBANKT/Fraud",
  "debit", 1250, "5678", "SHIV SHAKTI DAIRY", "602634567801", None, "upi", "2026-01-26")
T("kotak-nach-towards", "VM-KOTAKB-S",
  "Your Kotak Bank A/c X5678 has been debited with Rs 2,999.00 on 27/01/2026 towards NACH-BAJAJ FINANCE LTD. "
  "Avl bal Rs 10,000.00",
  "debit", 2999, "5678", "BAJAJ FINANCE LTD", None, 10000, "other", "2026-01-27")

# ------------------------------------------------------------------ PSU banks
T("pnb-credit-neft-by", "VM-PNBSMS-S",
  "Your A/c XX1234 is credited INR 25,000.00 on 28-01-2026 through NEFT by RAJESH TRADERS. "
  "Aval Bal INR 40,000.00 CR. -PNB",
  "credit", 25000, "1234", "RAJESH TRADERS", None, 40000, "neft", "2026-01-28")
T("pnb-debit-thru-upi-ref", "VM-PNBSMS-S",
  "Ac XX1234 Debited with Rs.300.00, 29-01-2026 11:20:30 thru UPI:602934567802. Aval Bal Rs.9,700.00 CR. "
  "Helpline 18001802222-PNB",
  "debit", 300, "1234", None, "602934567802", 9700, "upi", "2026-01-29")
T("pnb-overdrawn-balance", "VM-PNBSMS-S",
  "Ac XX4411 Debited with Rs.1,000.00, 30-01-2026 09:00:00. Aval Bal Rs.2,500.00 DR. Helpline 18001802222-PNB",
  "debit", 1000, "4411", None, None, -2500, None, "2026-01-30")
T("bob-credit-upi-by-vpa", "VM-BOBTXN-S",
  "Rs.800 Credited to A/c ...4321 thru UPI/603034567803 by suresh@oksbi. Total Bal:Rs.5,800.00CR. "
  "Avlbl Amt:Rs.5,800.00(30-01-2026 12:00:00) - Bank of Baroda",
  "credit", 800, "4321", "suresh@oksbi", "603034567803", 5800, "upi", "2026-01-30")
T("bob-upi-user-no-account", "VM-BOBTXN-S",
  "Dear BOB UPI User: Your account is debited with INR 150.00 on 2026-01-31 10:30:00 PM by UPI Ref No "
  "603134567804; AvlBal: Rs2,000.00 - BOB",
  "debit", 150, None, None, "603134567804", 2000, "upi", "2026-01-31")
T("canara-debited-to-your-account", "VK-CANBNK-S",
  "An amount of INR 2,500.00 has been DEBITED to your account XXX789 on 01/02/2026 towards "
  "UPI/603234567805/RAJU KIRANA. Total Avail.bal INR 7,500.00 - Canara Bank",
  "debit", 2500, "789", "RAJU KIRANA", "603234567805", 7500, "upi", "2026-02-01")
T("canara-cash-deposit", "VK-CANBNK-S",
  "An amount of INR 10,000.00 has been CREDITED to your account XXX789 on 02/02/2026 towards Cash Deposit. "
  "Total Avail.bal INR 17,500.00 - Canara Bank",
  "credit", 10000, "789", None, None, 17500, "other", "2026-02-02")
T("union-credited-for-upi", "VM-UNIONB-S",
  "Your A/c *5678 is Credited for Rs:450.00 on 03-02-2026 12:12:12 by UPI ref no 603434567806 "
  "Avl Bal Rs:3,450.00.Never Share PIN/OTP/CVV with anyone-Union Bank of India",
  "credit", 450, "5678", None, "603434567806", 3450, "upi", "2026-02-03")
T("iob-debited-and-credited-to-account", "VM-IOBCHN-S",
  "Your a/c no. XXXXX321 is debited for Rs.200.00 on 2026-02-04 and credited to a/c no. XXXXX654 "
  "(UPI Ref no 603534567807)-IOB",
  "debit", 200, "321", None, "603534567807", None, "upi", "2026-02-04")
T("uco-debit-ref-glued", "VM-UCOBNK-S",
  "A/c XX9876 Debited with Rs 1,100.00 on 05-02-2026 by UPI Ref No.603634567808. Avl Bal Rs 8,900.00. -UCO Bank",
  "debit", 1100, "9876", None, "603634567808", 8900, "upi", "2026-02-05")
T("uco-credit-clear-bal", "VM-UCOBNK-S",
  "Your A/C XXXX9876 has been Credited with Rs.5,000.00 on 06-FEB-2026 by NEFT from GANESH ENTERPRISES. "
  "Clear Bal Rs.13,900.00",
  "credit", 5000, "9876", "GANESH ENTERPRISES", None, 13900, "neft", "2026-02-06")
T("central-rtgs-debit", "JD-CENTBK-S",
  "Your account XXXX7777 is debited for Rs. 5,000.00 on 10/02/2026 through RTGS UTR CBINR52026021000012345 "
  "to MAHALAXMI STEELS. Avl Bal Rs. 45,000.00 -Central Bank of India",
  "debit", 5000, "7777", "MAHALAXMI STEELS", "CBINR52026021000012345", 45000, "rtgs", "2026-02-10")
T("indianbank-credit-initial", "AD-INDBNK-S",
  "Your A/c **2222 is credited with Rs.1,800.00 on 11/02/2026 by UPI from KAVITHA S. UPI Ref 604234567812. "
  "Avl Bal Rs.4,300.00 -Indian Bank",
  "credit", 1800, "2222", "KAVITHA S", "604234567812", 4300, "upi", "2026-02-11")
T("maharashtra-credit-imps", "VM-MAHABK-S",
  "A/c No XX6060 credited with Rs 9,000.00 on 15-02-2026 by IMPS from SACHIN PAWAR. IMPS Ref No 604634500001. "
  "Bal Rs 19,500.00 -Bank of Maharashtra",
  "credit", 9000, "6060", "SACHIN PAWAR", "604634500001", 19500, "imps", "2026-02-15")

# ------------------------------------------------------------------ private and small-finance banks
T("idfc-debit-upi-txn-to", "JM-IDFCFB-S",
  "Your A/C XXXXXXX4321 is debited by INR 999.00 on 07/02/26 for UPI txn to NETFLIX ENTERTAINMENT. "
  "New Bal :INR 4,001.00. RRN 603834567809 - IDFC FIRST Bank",
  "debit", 999, "4321", "NETFLIX ENTERTAINMENT", "603834567809", 4001, "upi", "2026-02-07")
T("yes-debit-towards-narration", "CP-YESBNK-S",
  "INR 350.00 debited from A/c XX5555 on 08-FEB-2026 towards UPI/603934567810/ANNAPURNA MESS. "
  "Avl Bal INR 12,650.00. Not you? Call 18001200",
  "debit", 350, "5555", "ANNAPURNA MESS", "603934567810", 12650, "upi", "2026-02-08")
T("yes-credit-imps-narration", "CP-YESBNK-S",
  "Your A/c XX5555 has been credited with INR 4,200.00 on 09-FEB-2026 by IMPS/604034567811/PRAKASH JHA. "
  "Avl Bal INR 16,850.00",
  "credit", 4200, "5555", "PRAKASH JHA", "604034567811", 16850, "imps", "2026-02-09")
T("karnataka-upi-hyphen-narration", "VM-KBLBNK-S",
  "Your A/c XXXX4444 debited for Rs.700.00 on 12-02-2026 by UPI-604334567813-SRI GANESH HOTEL. "
  "Bal: Rs.6,300.00 -Karnataka Bank",
  "debit", 700, "4444", "SRI GANESH HOTEL", "604334567813", 6300, "upi", "2026-02-12")
T("kvb-credit-via-imps", "VM-KVBANK-S",
  "Dear Customer, Rs.2,000.00 has been credited to your A/c XXXXXX8888 on 13-02-2026 via IMPS from VIJAY KUMAR "
  "Ref No 604434567814. Avl Bal Rs.22,000.00 -KVB",
  "credit", 2000, "8888", "VIJAY KUMAR", "604434567814", 22000, "imps", "2026-02-13")
T("bandhan-upi-payment-to", "VM-BANDHN-S",
  "INR 1,500.00 debited from your A/c XX3333 on 14-02-2026 for UPI payment to HARI OM MEDICALS. "
  "UPI Ref: 604534567815. Bal: INR 3,500.00 - Bandhan Bank",
  "debit", 1500, "3333", "HARI OM MEDICALS", "604534567815", 3500, "upi", "2026-02-14")
T("ippb-you-have-received", "VM-IPBMSG-S",
  "You have received Rs. 2,000.00 in your IPPB account XXXXXX5678 from RAMESH YADAV via UPI on 15/02/2026. "
  "Txn ID 604634567816. Balance Rs. 2,500.00",
  "credit", 2000, "5678", "RAMESH YADAV", "604634567816", 2500, "upi", "2026-02-15")
T("equitas-atm-withdrawal", "VM-EQUTAS-S",
  "Your Equitas A/c XX4545 is debited with INR 800.00 on 16-Feb-2026 towards ATM Cash Withdrawal at CHENNAI. "
  "Available Balance: INR 4,200.00",
  "debit", 800, "4545", None, None, 4200, "atm", "2026-02-16")
T("dcb-neft-hyphen", "VM-DCBBNK-S",
  "DCB Bank: Your A/c XX1212 is credited with INR 10,000.00 on 22-03-2026 by NEFT-HDFCN26081234567-RAVI AGENCIES.",
  "credit", 10000, "1212", "RAVI AGENCIES", "HDFCN26081234567", None, "neft", "2026-03-22")
T("federal-credit-via-upi-from", "AD-FEDBNK-S",
  "Rs 1,050.00 credited to your A/c XX2743 via UPI from SAJITH K on 20-03-2026 10:10:10. Ref No 607934567818. "
  "-Federal Bank",
  "credit", 1050, "2743", "SAJITH K", "607934567818", None, "upi", "2026-03-20")
T("unknown-bank-header", "VM-KARURB-S",
  "Your A/c XX7070 is debited for Rs.640.00 on 01-04-2026 to GOPAL STORES. UPI Ref 609112345670.",
  "debit", 640, "7070", "GOPAL STORES", "609112345670", None, "upi", "2026-04-01")
T("scb-atm-words", "VM-SCBANK-S",
  "Your a/c no. XX3434 has been debited with INR 2,000.00 on 23/03/26 towards ATM withdrawal. "
  "Available balance: INR 8,000.00.",
  "debit", 2000, "3434", None, None, 8000, "atm", "2026-03-23")

# ------------------------------------------------------------------ cards
T("au-cc-used-for-at", "VM-AUBANK-S",
  "Your AU Credit Card XX1111 has been used for INR 2,100.00 at DECATHLON SPORTS on 17-02-2026 18:20:10.",
  "debit", 2100, "1111", "DECATHLON SPORTS", None, None, "card", "2026-02-17")
T("amex-spent-long-date", "AM-AMEXIN-S",
  "Alert: You've spent INR 4,500.00 on your AMEX card ** 12345 at TAJ HOTELS on 19 February 2026 at 08:30 PM IST. "
  "Call 18004191414 if this was not made by you.",
  "debit", 4500, "2345", "TAJ HOTELS", None, None, "card", "2026-02-19")
T("onecard-spent-at-on", "VM-ONECRD-S",
  "INR 650.00 spent at UBER INDIA on OneCard XX9090 on 20-Feb-26. Avl limit INR 49,350.00",
  "debit", 650, "9090", "UBER INDIA", None, None, "card", "2026-02-20")
T("indusind-cc-charged", "AD-INDUSB-S",
  "Your IndusInd Bank Credit Card XX5432 has been charged INR 1,299.00 at AMAZON on 21/03/2026.",
  "debit", 1299, "5432", "AMAZON", None, None, "card", "2026-03-21")

# ------------------------------------------------------------------ ATM, cheque, cash, interest, NACH, refunds
T("atm-withdrawn-at-atm", "VM-BOIIND-S",
  "Rs.5000 withdrawn from A/c XX1234 at ATM MG ROAD on 21/02/26. Avl Bal Rs.12,000",
  "debit", 5000, "1234", None, None, 12000, "atm", "2026-02-21")
T("cheque-deposited-cleared", "VM-BOIIND-S",
  "Cheque No. 123456 for Rs.15,000.00 deposited in your A/c XX1234 has been cleared and credited on 22/02/2026. "
  "Avl Bal Rs.27,000.00",
  "credit", 15000, "1234", None, "123456", 27000, "cheque", "2026-02-22")
T("cheque-presented-debited", "VM-SARBNK-S",
  "Chq No 000789 for Rs 8,000.00 presented on 23-02-26 has been debited from your A/c XX1234. "
  "Avl Bal Rs 19,000.00",
  "debit", 8000, "1234", None, "000789", 19000, "cheque", "2026-02-23")
T("cash-deposit-noun", "VM-CSBANK-S",
  "Cash deposit of Rs.20,000.00 in your A/c XX1234 on 24-02-2026 at BRANCH PUNE CAMP. Avl Bal Rs.39,000.00",
  "credit", 20000, "1234", None, None, 39000, "other", "2026-02-24")
T("interest-credited", "VM-DHANBK-S",
  "Interest of Rs.123.45 has been credited to your SB A/c XX1234 on 31-03-2026.",
  "credit", 123.45, "1234", None, None, None, "other", "2026-03-31")
T("nach-debit-processed", "VM-TMBANK-S",
  "NACH debit of Rs.3,214.00 towards TVS CREDIT has been processed from your A/c XX1234 on 05-03-2026. "
  "Avl Bal Rs.15,786.00",
  "debit", 3214, "1234", "TVS CREDIT", None, 15786, "other", "2026-03-05")
T("refund-credited-from-merchant", "VM-CUBANK-S",
  "Refund of Rs.599.00 from MYNTRA has been credited to your A/c XX1234 on 06-03-2026. Avl Bal Rs.16,385.00",
  "credit", 599, "1234", "MYNTRA", None, 16385, None, "2026-03-06")
T("reversal-for-failed-txn", "VM-BOBTXN-S",
  "Rs.1,100.00 reversed to your A/c XX6672 for failed UPI txn RRN 617640128835 on 07-03-2026 -BOB",
  "credit", 1100, "6672", None, "617640128835", None, "upi", "2026-03-07")
T("standing-instruction-to-rd", "VM-UJJIVN-S",
  "Standing Instruction: Rs.5,000.00 debited from A/c XX1234 on 26-03-2026 to RD A/c XX9999.",
  "debit", 5000, "1234", None, None, None, "other", "2026-03-26")

# ------------------------------------------------------------------ wallets and payments banks
T("paytm-wallet-added", "VM-iPaytm",
  "Rs.500 added to your Paytm Wallet. Updated Balance: Rs.912.00",
  "credit", 500, None, None, None, 912, "wallet", None)
T("airtel-pb-debited-to-name", "AD-AIRBNK-S",
  "Rs.250.00 debited from your Airtel Payments Bank a/c 9876XX4321 to RAVI KIRANA via UPI. "
  "UPI Ref 607234567817. Bal Rs.1,200.00",
  "debit", 250, "4321", "RAVI KIRANA", "607234567817", 1200, "upi", None)

# ------------------------------------------------------------------ not transactions
N("predebit-notice-will-be-debited", "VM-HDFCBK-S",
  "Your A/c XX1234 will be debited with Rs.1,499.00 on 05/04/2026 for NETFLIX UPI AutoPay. "
  "To cancel, visit your UPI app. -HDFC Bank")
N("mandate-set-up", "VM-SBIUPI-S",
  "UPI AutoPay mandate of Rs.2,000.00 for SIP has been successfully set up on A/c XX1234. UMN 5a6b7c8d@ybl")
N("upi-pending-if-debited", "VM-KOTAKB-S",
  "Dear Customer, your UPI transaction of Rs.500.00 to RAMESH is pending. If amount is debited, it will be "
  "reversed within 48 hrs.")
N("card-declined-limit", "VM-ICICIT-S",
  "Transaction of Rs.2,000.00 on your Card XX4321 at AMAZON has been declined due to insufficient limit.")
N("cc-statement", "VM-HDFCBK-S",
  "Your credit card statement for Mar-26 is generated. Total amount due Rs.12,000.00, min amount due Rs.600.00, "
  "due date 15-04-26.")
N("emi-due", "VM-PNBSMS-S",
  "Dear Customer, your EMI of Rs.4,500 for loan a/c XX5678 is due on 05-04-2026. Please maintain sufficient "
  "balance.")
N("payment-request-icici", "VM-ICICIT-S",
  "ICICI Bank: Rs 1,500 payment request from swiggy@icici. Approve in iMobile to pay. Ignore if not initiated by you.")
N("loan-promo-service-header", "VM-HDFCBK-S",
  "Get instant Personal Loan of up to Rs 5 lakh credited in 10 mins. Apply now: bit.ly/xyz")
N("cashback-promise", "VM-AXISBK-S",
  "Rs.500 cashback will be credited to your account within 90 days on your first UPI payment. T&C apply")
N("otp-card-purchase", "VM-SBICRD-S",
  "Your OTP for transaction of Rs 1,250 at FLIPKART is 556677. Valid for 3 minutes. Do not share with anyone.")
N("otp-add-beneficiary", "VM-SBIINB-S",
  "123456 is your OTP to add beneficiary RAMESH KUMAR. OTP valid for 10 mins.")
N("balance-as-on", "VM-CANBNK-S",
  "Dear Customer, available balance in A/c XX1234 is Rs.15,000.00 as on 10-04-2026 10:00 AM.")
N("cc-payment-received-sbicard", "VM-SBICRD-S",
  "Payment of Rs.5,000.00 towards your SBI Credit Card XX7788 has been received on 11-04-26. Thank you.")
N("cc-payment-thank-you", "VM-ICICIT-S",
  "Thank you for the payment of Rs 2,500.00 on your Credit Card ending 4321. Available limit Rs 50,000.00")
N("asba-blocked", "VM-KOTAKB-S",
  "Rs.10,000.00 blocked on your A/c XX1234 towards ASBA for IPO of XYZ LTD.")
N("merchant-refund-initiated", "VM-AMAZON-S",
  "Your refund of Rs 350.00 for order 4021 has been initiated and will reflect in your account in 5-7 working days.")
N("cheque-returned-unpaid", "VM-BOIIND-S",
  "Cheque No. 445566 for Rs.7,000.00 presented in clearing has been returned unpaid. Reason: FUNDS INSUFFICIENT.")
N("charges-will-be-debited", "VM-CENTBK-S",
  "Dear Customer, Rs.350.00 will be debited from your account on 20-04-2026 towards SMS charges.")
N("hindi-otp", "VM-SBIINB-S",
  "आपका ओटीपी 456789 है। Rs 2,000 के लेनदेन के लिए। किसी के साथ साझा न करें।")
N("collect-pending-approval", "VM-HDFCBK-S",
  "Dear Customer, UPI collect request of Rs.299 from netflix@hdfcbank is pending for your approval.")
N("preapproved-card-promo", "VM-AXISBK-S",
  "Congratulations! You are pre-approved for a credit card with limit up to Rs 2,00,000. Apply now.")
N("lender-emi-received", "VM-BAJAJF-S", "Your Loan A/c XX9999 EMI of Rs 5,000 has been received. Thank you.")
N("recharge-successful", "VM-JIOINF-S", "Recharge of Rs 239 successful for 9876543210. Txn ID: ABC123456789")
N("sip-scheduled-for-debit", "VM-UNIONB-S",
  "Your SIP of Rs 1,000 is scheduled for debit on 10-05-2026 from A/c XX1234.")
N("balance-cr-as-on", "VM-UCOBNK-S", "A/c XX1234 Bal: INR 4,500.00 CR as on 12-May-2026.")
N("atm-not-completed", "VM-SBIINB-S",
  "Your ATM transaction of Rs.10,000 at ATM XYZ on 13-05-26 could not be completed due to technical reason. "
  "A/c not debited.")
N("google-pay-request", "VM-AXISBK-S",
  "Request for Rs 2,000.00 from RAMESH KUMAR (ramesh@oksbi) received on Google Pay.")
N("hindi-future-debit", "VM-SBIINB-S", "आपके खाते XX1234 से Rs 999 दिनांक 15-05-2026 को डेबिट किए जाएंगे।")
N("promo-dash-p-credit-word", "VM-HDFCBK-P", "Rs.5,00,000 credited to lucky customers! Open an FD today.")
N("mutual-fund-sip-debited", "VM-SBIMF-S",
  "Your SIP of Rs.5,000 in SBI Bluechip Fund has been debited from bank a/c XX1457 on 12-Jul-2026.")
N("upi-lite-promo", "VM-SBIUPI-S", "Use UPI Lite for small payments up to Rs 500 without PIN. Try now!")
N("mandate-revoked", "VM-ICICIT-S",
  "Your UPI-Mandate for Rs 999.00 towards NETFLIX has been revoked successfully from A/c XX123.")
N("phone-utr-forward", "+919812345678",
  "Sir Rs 5,000 aapke account mein bhej diya hai, UTR 607912345678, check kar lo", verdict="review")
N("phone-fake-credit", "9876501234",
  "Dear Customer, your A/c XX1234 is credited with Rs 25,000.00. Call 9876501234 to confirm KYC.",
  verdict="review")
N("phone-hello", "+919822011234", "Kal dukaan kitne baje khulegi?")
N("bank-unknown-shape", "VM-HDFCBK-S",
  "Rs 2,500.00 transaction on your A/c XX4567 on 03-04-26 is under review.", verdict="not_transaction")
N("bank-txn-no-direction", "VM-PNBSMS-S",
  "Txn of Rs 4,000.00 on A/c XX1234 dt 03-04-26. Ref 609312345679.", verdict="review")

# ------------------------------------------------------------------ more shapes, other wordings
T("icici-bill-payment-no-payee", "AX-ICICIT-S",
  "Rs. 1,000.00 has been debited from your account XX456 for bill payment. Avl Bal: Rs 3,000.00",
  "debit", 1000, "456", None, None, 3000, None, None)
T("icici-reference-colon", "AX-ICICIT-S",
  "Your account has been successfully debited with Rs 250.00. Reference: TXN123456789",
  "debit", 250, None, None, "TXN123456789", None, None, None)
T("icici-nfscash-glued", "JD-ICICIT-S",
  "ICICI Bank Acc XX921 debited Rs. 10,000.00 on 20-Jan-26 NFSCASH WDL. Avb Bal Rs. 3,943.84. To dispute "
  "Call 18002662 or SMS BLOCK 921 to 9215676766 .",
  "debit", 10000, "921", None, None, 3943.84, "atm", "2026-01-20")
T("icici-neft-credited-to-beneficiary", "JD-ICICIT-S",
  "ICICI BANK NEFT Transaction with reference number IN12603221231681 for Rs. 22050.00 has been credited to "
  "the beneficiary account on 01-02-2026 at 10:32:51",
  "debit", 22050, None, None, "IN12603221231681", None, "neft", "2026-02-01")
T("icici-imps-alnum-ref", "JD-ICICIT-S",
  "ICICI Bank Acct XX333 is debited with Rs 200 and Acct XX444 is credited. IMPS:LMNOPQ987654. -ICICI Bank",
  "debit", 200, "333", None, "LMNOPQ987654", None, "imps", None)
T("axis-spent-format-two", "CP-AXISBK-S",
  "Spent\nCard no. XX7441\nINR 562\n01-09-25 12:04:18\nAVENUE SUPE\nAvl Lmt INR 5120.87\n"
  "SMS BLOCK 7441 to 919951860002, if not you - Axis Bank",
  "debit", 562, "7441", "AVENUE SUPE", None, None, "card", "2025-09-01")
T("kotak-received-by-masked-mobile", "JD-KOTAKB-S",
  "Received Rs. 329.00 on 15-04-26 in your Kotak Bank A/C x2451 by an A/C linked to mobile x111. "
  "IMPS Ref no 610511412340.",
  "credit", 329, "2451", None, "610511412340", None, "imps", "2026-04-15")
T("kotak-cc-at-upi-narration", "TX-KOTAKB-S",
  "INR 20 spent on Kotak Credit Card x5236 on 23-JAN-2026 at UPI-638903921672-CORNER CHAI. Avl limit INR "
  "73733.02 Fraud? https://www.kotak.bank.in/KBANKT/querytxn",
  "debit", 20, "5236", "CORNER CHAI", "638903921672", None, "upi", "2026-01-23")
T("kotak-neft-from-beneficiary", "VM-KOTAKB-S",
  "Rs. 5000 credited to your Kotak Bank a/c XX1111 via NEFT from beneficiary Anil Mehra. UTR Ref. HDFCH00412345678",
  "credit", 5000, "1111", "Anil Mehra", "HDFCH00412345678", None, "neft", None)
T("pnb-debit-thru-card-atm", "VM-PNBSMS-S",
  "A/c XX1234 debited with Rs.5000.00,21-11-2025 13:23:22 thru card XX9239  . Out of 5 free txn on PNB ATM, "
  "you utilized 1 txn. Chrgs applicable as per policy. Bal 27000.00 CR. If not done, fwd SMS to 9264192641 to "
  "block card/call 18001800/18002021-PNB",
  "debit", 5000, "1234", None, None, 27000, "atm", "2025-11-21")
T("bob-transferred-to-colon-name", "VM-BOBTXN-S",
  "Rs.29 transferred from A/c ...5494 to:Loan Recovery Fo. Total Bal:Rs.24898.57CR. "
  "Avlbl Amt:Rs.24898.57(04-11-2025 04:03:09) - Bank of Baroda",
  "debit", 29, "5494", "Loan Recovery Fo", None, 24898.57, ANY, "2025-11-04")
T("bob-cr-to-own-vpa", "VM-BOBSMS",
  "Rs.500.00 Cr. to rekha.s@ybl A/c XX789012 on 15-11-2024. AvlBal:Rs5678.90. Ref:987654321 -Bank of Baroda",
  "credit", 500, "9012", None, "987654321", 5678.9, "upi", "2024-11-15")
T("bob-imps-narration-by-name", "VM-BOBTXN-S",
  "Rs.2500.00 credited to A/c XX456789 via IMPS/518233445566 by DEEPA NAIR. AvlBal:Rs25000.00 -Bank of Baroda",
  "credit", 2500, "6789", "DEEPA NAIR", "518233445566", 25000, "imps", None)
T("bob-deposited-in-cash", "VM-BOBSMS",
  "Rs.10000.00 deposited in cash to A/c XX234567 on 20-11-2024. AvlBal:Rs45000.00 -Bank of Baroda",
  "credit", 10000, "4567", None, None, 45000, "other", "2024-11-20")
T("bobcard-glued-brand", "VM-BOBCRD-S",
  "ALERT: INR 1,500.00 is spent on your BOBCARD ending 1234 at AMAZON on 25-11-2024 10:30:00. Available credit "
  "limit is Rs 42,981.46 -Bank of Baroda",
  "debit", 1500, "1234", "AMAZON", None, None, "card", "2024-11-25")
T("bob-sixty-paise-ach", "VM-BOBTXN-S",
  "Rs..6 Credited to A/c ...4444 from:ACHCR/JIO FINANC. Total Bal:Rs.22976.31CR. "
  "Avlbl Amt:Rs.22976.31(26-08-2026 18:20:36) - Bank of Baroda",
  "credit", 0.6, "4444", "JIO FINANC", None, 22976.31, "other", "2026-08-26")
T("boi-cash-acceptor", "JM-BOIIND-S",
  "BOI -  Cash Rs. 500 deposited in your account XX5468 from Cash Acceptor Machine R0807030 at  MAIN TRIMBAK ROAD "
  "ON 14-10-2025. Available balance Rs. 20100.81",
  "credit", 500, "5468", None, None, 20100.81, "other", "2025-10-14")
T("federal-debited-via-card-at", "AD-FEDBNK",
  "Rs 1500.00 debited via card XX**3456 at GREEN LEAF CAFE on 14-05-2025 15:30:45. Current Bal: Rs.250.75 "
  "-Federal Bank",
  "debit", 1500, "3456", "GREEN LEAF CAFE", None, 250.75, "card", "2025-05-14")
T("federal-emandate-payment-for", "AD-FEDBNK",
  "Hi, payment of INR 199.00 for Netflix via e-mandate ID: NX789XYZABC on Federal Bank Debit Card 3456 is "
  "processed successfully. To manage, visit: https://www.sihub.in/managesi/federal T&CA - Federal Bank",
  "debit", 199, "3456", "Netflix", None, None, "card", None)
T("federal-cc-ending-with", "AD-FEDBNK",
  "INR 1200.00 spent on your credit card ending with 5678 at AMAZON on 09-05-2025 15:30:15. Available limit "
  "Rs.38000.00 -Federal Bank",
  "debit", 1200, "5678", "AMAZON", None, None, "card", "2025-05-09")
T("indusind-at-merchant-short-ref", "VM-INDUSB-S",
  "Rs. 1,234.00 debited from A/c XX1234 at ZOMATO Ref 998877. Avl Bal: Rs 10,000.00",
  "debit", 1234, "1234", "ZOMATO", "998877", 10000, None, None)
T("indusind-imps-towards-narration", "AD-INDUSB-S",
  "Your IndusInd Account 20XXXXX1234 has been debited for INR 6440 towards IMPS/12345678901. Call 18602677777 to "
  "report issue-IndusInd Bank.",
  "debit", 6440, "1234", None, "12345678901", None, "imps", None)
T("indusind-card-purchase-masked", "AD-INDUSB-S",
  "INR 1,101.53 debited from your A/C 201***123456 towards Debit Card Purchase. Avl BAL INR 400.20 - Not you? "
  "Call 18602677777 to report issue - IndusInd Bank.",
  "debit", 1101.53, "3456", None, None, 400.2, "card", None)
T("indusind-ach-debit-narration", "AD-INDUSB-S",
  "IndusInd A/C  Debited; INR 4,500.00 Ref-ACH DR INW PAY/0000WD2CEFDT2Z58B2202320321456/Grow.Bal INR 141,999.93."
  "Dispute-Call 18602677777-IndusInd Bank.",
  "debit", 4500, None, ANY, ANY, 141999.93, "other", None)
T("indianbank-atm-no-account", "INDBNK",
  "Rs. 2000 withdrawn from ATM at MAIN STREET BRANCH on 09/10/2025.Indian Bank",
  "debit", 2000, None, None, None, None, "atm", "2025-10-09")
T("indianbank-utr-slash-narration", "BV-INDBNK-S",
  "Rs. 21,000 credited to A/c XX1234 on 28/02/2026 at 21:06:00 UTR:IDFBXX90280/NEFT/GXCO TECH / "
  "Avl Bal- Rs. 21,532.08 CR -Indian Bank",
  "credit", 21000, "1234", "GXCO TECH", "IDFBXX90280", 21532.08, "neft", "2026-02-28")
T("indianbank-total-and-clear-bal", "BV-INDBNK-S",
  "Your A/c XXX56781234 is credited by Rs. 21,000 Total Bal : Rs. 21,532.08 CR Clr Bal : Rs. 21,532.08 CR "
  "as on:28/02/2026 21:06 -IndianBank",
  "credit", 21000, "1234", None, None, 21532.08, None, "2026-02-28")
T("sib-info-imps-narration", "SIBSMS",
  "Dear Customer, Your A/c X7377 is credited with Rs.792.02 Info: IMPS/FDRL/528005821348/EPIFI ACCOUN. "
  "Final balance is Rs.793.02-South Indian Bank",
  "credit", 792.02, "7377", "EPIFI ACCOUN", "528005821348", 793.02, "imps", None)
T("sib-debit-name-after-amount", "VM-SIBSMS-S",
  "A/c X7477 DEBIT:Rs.983.75 SPICE KITCHEN MCT Bal:Rs.1234.67 Block A/c? call 18004251809/SMS BLK<full A/c>to "
  "9840777222-South Indian Bank",
  "debit", 983.75, "7477", "SPICE KITCHEN MCT", None, 1234.67, None, None)
T("canara-rupee-symbol-dr", "VK-CANBNK-S",
  "Dear Customer, Acct XXX789 Dr. ₹41.00 on 08/07/26 to METRO TRANSIT; UPI: 456789012345; Bal INR 8,765.43."
  "Not you? SMS BLOCKUPI to 9901771222-CanaraBank",
  "debit", 41, "789", "METRO TRANSIT", "456789012345", 8765.43, "upi", "2026-07-08")
T("cub-credited-and-debited-from-other", "JX-CUBANK-S",
  "Your a/c no. XXXXXXXX5555 is credited for Rs.5000.00 on 03-05-2026 and debited from a/c no. XXXXXXXX6666 "
  "(UPI Ref no 123456789012) -CUB",
  "credit", 5000, "5555", None, "123456789012", None, "upi", "2026-05-03")
T("slice-received-in-ac", "VM-SLICEIT-S",
  "Rs. 5000 received in a/c XX1111 from Kiran Rao on 22-Sep-26 (NEFT Ref No. IDFB0000A0000000). - slice",
  "credit", 5000, "1111", "Kiran Rao", "IDFB0000A0000000", None, "neft", "2026-09-22")
T("interest-paid-on-deposit", "AD-INDUSB-S",
  "Net interest INR 248.07 paid on your IndusInd Deposit No 300***123456 on 17/09/25. Call 18602677777 for "
  "assistance - IndusInd Bank",
  "credit", 248.07, "3456", None, None, None, "other", "2025-09-17")

N("hdfc-nach-mandate-for-processing", "VM-HDFCBK-S",
  "Auto Pay HDFC Bank NACH Mandate : Rs. 100000.00 UMRN:HDFC7031703262015557 To:NationalSecuritiesClearin "
  "Freq ADHO received today for processing.")
N("hdfc-bill-alert", "CP-HDFCBK-S",
  "New Bill Alert:\nYour XUBA00000TST1A Bill 1234567890 of Rs.1500.00 is due on 15-Jan-2026. To pay, login to "
  "HDFC Bank Net/Mobile Banking>BillPay\nT&C. Ignore if paid")
N("hdfc-cc-refund-initiated", "VM-HDFCBK-S",
  "Refund initiated: Amt: Rs.34274.66 on HDFC Bank Credit Card 1111. To receive your Refund,please update your "
  "Bank details: TnC.")
N("icici-autopay-future-2", "AX-ICICIT-S", "AutoPay: Rs 299.00 will be debited on 15-Oct-25 for Spotify subscription")
N("icici-cc-bbps-payment-received", "AD-ICICIT-S",
  "Payment of Rs 26,266.00 has been received on your ICICI Bank Credit Card XX9006 through Bharat Bill Payment "
  "System on 06-DEC-25.")
N("icici-foreign-currency-review", "JM-ICICIT-S",
  "USD 11.80 spent using ICICI Bank Card XX7004 on 03-Sep-25 on JETBRAINS AI . Avl Limit: INR 17,95,899.53. "
  "If not you, call 1800 2662/SMS BLOCK 7004 to 9215676766.", verdict="review")
N("pnb-upi-mandate-created", "AX-PNBSMS-S",
  "Your UPI-Mandate is successfully created towards Google for Rs.1500.00 from A/c No.XXXXXX4356. "
  "UMN:1d478c77808c410281f435rer5qwerty6@ybl-PNB")
N("federal-txn-failed-card", "AD-FEDBNK",
  "Hi, txn of Rs. 1500.00 using card XX**3456 failed due to insufficient funds. Current Bal: Rs.250.75. "
  "Call 18004251199 if txn not initiated by you -Federal Bank")
N("federal-emandate-declined", "AD-FEDBNK",
  "Hi, payment of INR 199.00 via e-mandate declined for ID: NX789XYZABC on Federal Bank Debit Card 3456. "
  "To manage, visit: https://www.sihub.in/managesi/federal T&CA - Federal Bank")
N("federal-mandate-created", "AX-FEDBNK-S",
  "Dear Customer, You have successfully created a mandate on Netflix India for a MONTHLY frequency starting from "
  "05-09-2024 for a maximum amount of Rs 199.00 Mandate Ref No- abc123def456@fifederal - Federal Bank")
N("federal-payment-due-will-be-processed", "AX-FEDBNK-S",
  "Hi, payment due for Netflix,INR 199.00 on 05/09/2024 will be processed using Federal Bank Debit Card 3456. "
  "To cancel, visit https://www.sihub.in/managesi/federal T&CA - Federal Bank")
N("indusind-balance-has-avl-bal", "AD-INDUSB-S",
  "Your A/C 2134***12345 has Avl BAL of INR 1,234.56 as on 05/10/25 04:10 AM. Download IndusMobile from "
  "PlayStore - IndusInd Bank")
N("amex-safekey-otp", "TX-MYAMEX-S",
  "Your Amex SafeKey One-Time Password for INR 213.50, at X CORP- PAID FEATURES is 000000. Valid for 10 mins for "
  "Card ending  1111. Do not disclose it to anyone.")
N("kotak-cc-payment-due", "VM-KOTAKB-S",
  "Payment of INR 1577 on Kotak Credit Card xx2222 is due on 13-07-26. Min due: INR 100. "
  "Tap to pay: https://example.invalid/pay Ignore if paid")
N("axis-auto-debit-intimation", "AD-AXISBK-S",
  "INR 587.64 for Airtel Payments Bank Limited will be auto-debited via Axis Bank Card no. XXxxxx by 27-07-26. "
  "Please ensure sufficient limit/balance on your card/account to process the auto-debit. TnC apply.")
N("idfc-asba-received-blocked", "AD-IDFCFB-S",
  "Your ASBA application for AUGMONT is received and Application value of Rs 14972 is blocked in your registered "
  "Bank account on 25/08/2026.")
N("hdfc-evoucher-received", "TX-HDFCBK-S",
  "Dear Customer, You have received Amazon Shopping E-voucher Rs.500/- from HDFC Bank My Rewards Redemption "
  "programme. Valid till 02-Aug-2027. For more details call 1800000000. HDFC Bank")
N("canara-free-atm-count", "JK-CANBNK-S",
  "Card ending 4321: Dear Customer, you have done 02 out of 06 free transactions at Canara ATMs in this month. "
  "Charges applicable beyond free transactions.-Canara Bank")
N("federal-debit-frozen", "AD-FEDBNK",
  "Hi, your Federal Bank Savings Account is currently debit frozen due to incomplete Video KYC. Please complete "
  "the VKYC by 30/09/2024 to avoid account closure.")


# ------------------------------------------------------------------ a third round of wordings
T("generic-has-been-debited-towards-ref-to", "VM-XYZBNK-S",
  'Dear Customer, Your A/c no. XXXXXXXX1234 has been debited with INR 2,000.00 on 12-Jan-2026 at 10:15:30 towards UPI Txn Ref No. 601234567890 to MOHAN STORES. Available balance: INR 5,432.10.',
  "debit", 2000, '1234', 'MOHAN STORES', '601234567890', 5432.1, 'upi', '2026-01-12')
T("kvb-by-upi-narration", "VM-KVBANK-S",
  'Your a/c XXXXXXXX1234 is debited for Rs.500.00 on 12-01-2026 by UPI/601234567890/RAMESH. Bal Rs.1000.00 -KVB',
  "debit", 500, '1234', 'RAMESH', '601234567890', 1000, 'upi', '2026-01-12')
T("equitas-via-upi-from-vpa", "VM-EQUTAS-S",
  'INR 1,000.00 credited to your A/c XX1234 on 12-01-2026 via UPI from 9876543210@ybl. Ref: 601234567890. Avl Bal: INR 5,000.00 - Equitas SFB',
  "credit", 1000, '1234', '9876543210@ybl', '601234567890', 5000, 'upi', '2026-01-12')
T("ujjivan-ending-upi-hyphen", "VM-UJJIVN-S",
  'Rs. 700.00 debited from your Ujjivan SFB A/c ending 1234 on 12-01-26 for UPI-601234567890-SURESH. Bal: Rs. 900.00',
  "debit", 700, '1234', 'SURESH', '601234567890', 900, 'upi', '2026-01-12')
T("bandhan-neft-hyphen-by", "VM-BANDHN-S",
  'Your Bandhan Bank A/c XXXXXXXX1234 has been credited with INR 3,000.00 on 12-01-2026 by NEFT-SBIN12345678901-RAMA TRADERS. Avl Bal INR 10,000.00',
  "credit", 3000, '1234', 'RAMA TRADERS', 'SBIN12345678901', 10000, 'neft', '2026-01-12')
T("jana-upi-transaction-no-payee", "VM-JANABK-S",
  'Dear Customer, Rs 250.00 has been debited from A/c XX1234 on 12/01/2026 for UPI transaction. UPI Ref 601234567890. -Jana Bank',
  "debit", 250, '1234', None, '601234567890', None, 'upi', '2026-01-12')
T("saraswat-towards-neft-hyphen", "VM-SARBNK-S",
  'Your A/C XX1234 is debited INR 1,500.00 on 12/01/2026 towards NEFT-SARBN26012345678-SHREE GANESH. Available Bal INR 20,000.00 -Saraswat Bank',
  "debit", 1500, '1234', 'SHREE GANESH', 'SARBN26012345678', 20000, 'neft', '2026-01-12')
T("jio-pb-paid-to", "VM-JIOPBK-S",
  'Rs 150.00 paid to NETFLIX from your Jio Payments Bank account XX1234 on 12-01-2026. UPI Ref No 601234567890',
  "debit", 150, '1234', 'NETFLIX', '601234567890', None, 'upi', '2026-01-12')
T("ippb-for-upi-narration-only", "VM-IPBMSG-S",
  'A/c XXXX1234 debited by Rs 200 on 12-01-2026 for UPI/601234567890. Avl Bal Rs 800 - IPPB',
  "debit", 200, '1234', None, '601234567890', 800, 'upi', '2026-01-12')
T("dbs-for-upi-txn-to", "VM-DBSBNK-S",
  'Your digibank a/c XX1234 is debited for INR 1,200.00 on 12 Jan 2026 at 10:05 for UPI txn to SWIGGY. Ref: 601234567890',
  "debit", 1200, '1234', 'SWIGGY', '601234567890', None, 'upi', '2026-01-12')
T("hsbc-debit-card-used-for", "VM-HSBCIN-S",
  'Your HSBC Debit Card ending 1234 has been used for INR 2,500.00 at RELIANCE FRESH on 12-Jan-26 at 10:15.',
  "debit", 2500, '1234', 'RELIANCE FRESH', None, None, 'card', '2026-01-12')
T("citi-was-spent-on-ending", "VM-CITIBK-S",
  'Rs.1,200.00 was spent on your Citibank Credit Card ending 1234 on 12-JAN-2026 at AMAZON. Available limit Rs.50,000.00',
  "debit", 1200, '1234', 'AMAZON', None, None, 'card', '2026-01-12')
T("scb-thank-you-for-using", "VM-SCBANK-S",
  'Thank you for using your StanChart Credit Card No XX1234 for INR 3,000.00 at MAKEMYTRIP on 12/01/26.',
  "debit", 3000, '1234', 'MAKEMYTRIP', None, None, 'card', '2026-01-12')
T("amex-five-digit-card", "AM-AMEXIN-S",
  'Rs 2,000.00 charged on your Amex Card ending 21005 at UBER on 12 January 2026.',
  "debit", 2000, '1005', 'UBER', None, None, 'card', '2026-01-12')
T("sbi-by-upi-ref-from", "VM-SBIINB-S",
  'Dear Customer, Rs.1,000 credited to your A/c XXXXX1234 on 12-01-26 by UPI Ref No 601234567890 from RAHUL.',
  "credit", 1000, '1234', 'RAHUL', '601234567890', None, 'upi', '2026-01-12')
T("upi-lite-paid-from", "VM-SBIUPI-S",
  'Rs.50 paid from UPI Lite to CHAI POINT on 12-01-26. UPI Ref 601234567890. UPI Lite Balance Rs.450',
  "debit", 50, None, 'CHAI POINT', '601234567890', ANY, 'upi', '2026-01-12')
T("kotak-via-imps-from", "VM-KOTAKB-S",
  'INR 2,000 credited to your Kotak Bank A/c X1234 on 12-01-2026 via IMPS from RAJ KUMAR. IMPS Ref: 601234567890',
  "credit", 2000, '1234', 'RAJ KUMAR', '601234567890', None, 'imps', '2026-01-12')
T("axis-by-upi-p2a", "VM-AXISBK-S",
  'Your A/c no. XX1234 has been debited with INR 500.00 on 12-01-2026 10:00:00 IST by UPI/P2A/601234567890/RAMU. Avl Bal INR 1,000.00',
  "debit", 500, '1234', 'RAMU', '601234567890', 1000, 'upi', '2026-01-12')
T("yes-atm-withdrawal-at", "VM-YESBNK-S",
  'Yes Bank: Your A/c XX1234 debited INR 1,000.00 on 12-01-2026 towards ATM withdrawal at ANDHERI. Avl Bal INR 5,000.00',
  "debit", 1000, '1234', None, None, 5000, 'atm', '2026-01-12')
T("cheque-paid-from-your-ac", "VM-BOIIND-S",
  'Chq 123456 for Rs 10,000 presented in clearing has been paid from your A/c XX1234 on 12-01-26. Bal Rs 15,000',
  "debit", 10000, '1234', None, '123456', 15000, 'cheque', '2026-01-12')
T("salary-towards-from-company", "VM-HDFCBK-S",
  'Rs 5,000.00 has been credited to your account XX1234 on 12/01/26 towards salary from ABC TECHNOLOGIES PVT LTD.',
  "credit", 5000, '1234', 'ABC TECHNOLOGIES PVT LTD', None, None, None, '2026-01-12')
T("participle-debited-has-been-reversed", "VM-ICICIT-S",
  'Dear Customer, the amount of Rs.500.00 debited from your A/c XX1234 on 10/01/26 for UPI txn 601234567890 has been reversed on 12/01/26.',
  "credit", 500, '1234', None, '601234567890', None, 'upi', ANY)
T("sms-charges-deducted", "VM-PNBSMS-S",
  'Rs 100.00 has been deducted from your A/c XX1234 towards SMS charges for the quarter. -PNB',
  "debit", 100, '1234', None, None, None, None, None)
T("hindi-jama-hue", "VM-PNBSMS-S",
  'प्रिय ग्राहक, आपके खाता संख्या XX1234 में दिनांक 12-01-2026 को रु. 2,000.00 जमा हुए। शेष राशि रु. 5,000.00',
  "credit", 2000, '1234', None, None, 5000, None, '2026-01-12')
T("phonepe-wallet-paid", "VM-PHONPE-S",
  'Paid ₹120 to Chai Wala from PhonePe Wallet. Wallet balance ₹380.',
  "debit", 120, None, 'Chai Wala', None, 380, 'wallet', None)
T("idfc-imps-p2a-narration", "VM-IDFCFB-S",
  'Your A/C XXXXXXX1234 has been debited with INR 150.00 on 12/01/26 10:00. IMPS/P2A/601234567890/RAMESH. New Bal: INR 850.00',
  "debit", 150, '1234', 'RAMESH', '601234567890', 850, 'imps', '2026-01-12')
T("rbl-charged-with-at", "VM-RBLBNK-S",
  'Your RBL Bank Credit Card XX1234 has been charged with INR 499.00 at SPOTIFY on 12-01-2026.',
  "debit", 499, '1234', 'SPOTIFY', None, None, 'card', '2026-01-12')
T("icici-info-merchant", "VM-ICICIT-S",
  'Dear Customer, Your ICICI Bank Credit Card XX1234 has been used for a transaction of INR 4,000 on Jan 12, 2026 at 10:05:22. Info: FLIPKART.',
  "debit", 4000, '1234', 'FLIPKART', None, None, 'card', '2026-01-12')
T("atm-id-cash-withdrawal", "VM-SBIINB-S",
  'Your a/c XX1234 debited for Rs 2,000 on 12-01-26 towards Cash Withdrawal at ATM-ID S1ANXX01. Bal Rs 3,000',
  "debit", 2000, '1234', None, None, 3000, 'atm', '2026-01-12')
T("uco-rtgs-from-utr-no", "VM-UCOBNK-S",
  'Dear Customer, Your Acct XX1234 is credited with Rs.5000 on 12-01-2026 by RTGS from JAI MATA DI TRADERS UTR No. SBINR52026011200001234. -UCO Bank',
  "credit", 5000, '1234', 'JAI MATA DI TRADERS', 'SBINR52026011200001234', None, 'rtgs', '2026-01-12')
T("canara-debit-card-used-for", "VM-CANBNK-S",
  'Your Canara Bank Debit Card XX1234 used for Rs.1,500.00 at DMART on 12-01-2026 10:15:00',
  "debit", 1500, '1234', 'DMART', None, None, 'card', '2026-01-12')
T("own-account-transfer", "VM-HDFCBK-S",
  'INR 15,000.00 transferred from your A/c XX1234 to A/c XX5678 (own account) on 12-01-26. Ref 601234567890',
  "debit", 15000, '1234', None, '601234567890', None, None, '2026-01-12')
T("funds-transfer-successful", "VM-SBIINB-S",
  'Funds transfer of Rs 5000 from a/c XX1234 to a/c XX5678 successful. Ref No 601234567890',
  "debit", 5000, '1234', None, '601234567890', None, None, None)
T("cash-withdrawn-at-branch", "VM-BOIIND-S",
  'Rs.10,000.00 withdrawn in cash from your A/c XX1234 at HOME BRANCH on 12-01-2026. Bal Rs.40,000.00',
  "debit", 10000, '1234', None, None, 40000, 'other', '2026-01-12')
T("sb-interest-credited", "VM-CENTBK-S",
  'Your SB A/c XX1234 is credited with interest of Rs 245.00 on 31-03-2026',
  "credit", 245, '1234', None, None, None, 'other', '2026-03-31')
T("payee-before-verb-autopay", "VM-HDFCBK-S",
  'Payment of Rs.1,499.00 to NETFLIX via UPI AutoPay is successful. A/c XX1234 debited. RRN 601234567890',
  "debit", 1499, '1234', 'NETFLIX', '601234567890', None, 'upi', None)
T("sms-alert-charges-for", "VM-CENTBK-S",
  'Your a/c XXXX1234 has been debited by Rs. 50.00 for SMS Alert charges. -Central Bank',
  "debit", 50, '1234', None, None, None, None, None)
N("cheque-book-request-received", "VM-HDFCBK-S",
  'Your request for cheque book has been received. It will be dispatched in 7 days.')
N("complaint-registered", "VM-PNBSMS-S",
  'Complaint no 12345 regarding txn of Rs 500 has been registered', verdict="review")
N("pending-collect-request", "VM-KOTAKB-S",
  'Dear Customer, you have a pending collect request of Rs 500 from RAMESH')
N("standing-instruction-will-be-executed", "VM-SBIINB-S",
  'Your standing instruction for Rs 5,000 to RD A/c will be executed on 15-01-26')
N("cc-bill-generated", "VM-AXISBK-S",
  'Alert: Your credit card bill of Rs 12,345 has been generated. Due date 25-01-26. Min amt due Rs 617')
N("loan-emi-payment-received-ack", "VM-HDFCBK-S",
  'We have received your payment of Rs 5,214 towards your loan EMI. Thank you.')
T("payment-received-in-your-ac", "VM-PAYTMB-S",
  'Payment received! Rs 500 from RAMESH via UPI in your Paytm Payments Bank a/c XX1234. UPI Ref 601234567890',
  "credit", 500, '1234', 'RAMESH', '601234567890', None, 'upi', None)
T("failed-then-reversed", "VM-ICICIT-S",
  'UPI txn of Rs 500 failed. Amount of Rs 500 debited has been reversed to your a/c XX1234 on 12/01/26',
  "credit", 500, '1234', None, None, None, 'upi', '2026-01-12')
T("penny-drop-validation", "VM-SBIINB-S",
  'Your A/c XX1234 has been credited with Rs 1.00 for account validation on 12/01/26',
  "credit", 1, '1234', None, None, None, None, '2026-01-12')
T("bob-for-upi-txn-to", "VM-BOBTXN-S",
  'Rs.1,250.00 debited from A/c XX6672 on 12-01-26 for UPI txn to SHRI RAM MEDICAL. Ref 601234567890. Avl Bal Rs.5,000.00 CR',
  "debit", 1250, '6672', 'SHRI RAM MEDICAL', '601234567890', 5000, 'upi', '2026-01-12')
T("federal-sent-to-vpa-from", "VM-FEDBNK-S",
  'Rs 850.00 sent to ramesh@okicici from A/c XX2743 via UPI on 12-01-2026. Ref 601234567890. Bal Rs 9,150.00',
  "debit", 850, '2743', 'ramesh@okicici', '601234567890', 9150, 'upi', '2026-01-12')
T("indianbank-debited-to-via-imps", "VM-INDBNK-S",
  'Your A/c **2222 debited Rs.1,000.00 on 12/01/2026 to SUNIL KUMAR via IMPS. Ref No 601234567890. Avl Bal Rs.3,000.00',
  "debit", 1000, '2222', 'SUNIL KUMAR', '601234567890', 3000, 'imps', '2026-01-12')
T("iob-credited-from-name-vpa", "VM-IOBCHN-S",
  'Your a/c no. XXXXX123 is credited by Rs.2,500.00 on 2026-01-12 from KAVYA R-9876543210@okaxis(UPI Ref no 601234567890)-IOB',
  "credit", 2500, '123', 'KAVYA R', '601234567890', None, 'upi', '2026-01-12')
T("union-debited-for-upi-ref", "VM-UNIONB-S",
  'A/c *1234 Debited for Rs:350.00 on 12-01-2026 11:00:00 by UPI ref no 601234567890 Avl Bal Rs:650.00.',
  "debit", 350, '1234', None, '601234567890', 650, 'upi', '2026-01-12')
T("hdfc-spent-on-card-at", "VM-HDFCBK-S",
  'Rs.2,500 spent on HDFC Bank Card x4321 at ZEPTO on 2026-01-12:19:20:10. Avl bal: Rs.12,000. Not You? Call 18002586161',
  "debit", 2500, '4321', 'ZEPTO', None, 12000, 'card', '2026-01-12')
T("au-debited-from-to-via", "VM-AUBANK-S",
  'Debited INR 300.00 from A/c X7463 on 12-JAN-2026 to RAHUL SHARMA via UPI. Ref 601234567890. Bal INR 700.00',
  "debit", 300, '7463', 'RAHUL SHARMA', '601234567890', 700, 'upi', '2026-01-12')
T("airtel-pb-payment-to", "VM-AIRBNK-S",
  'Rs. 500 debited from your Airtel Payments Bank A/c for payment to JIO PREPAID. Txn ID 601234567890. Bal Rs. 250.00',
  "debit", 500, None, 'JIO PREPAID', '601234567890', 250, None, None)
T("fino-cash-deposit-retailer", "VM-FINOBK-S",
  'Rs.1,000 has been credited to your Fino Payments Bank a/c XXXX5678 by cash deposit at RETAILER POINT on 12-01-26. Bal: Rs.1,500',
  "credit", 1000, '5678', None, None, 1500, 'other', '2026-01-12')
T("cashback-credited", "VM-SBIINB-S",
  'INR 500.00 credited to your A/c XX1234 on 12/01/26 as cashback for your UPI payment. Avl Bal INR 1,500.00',
  "credit", 500, '1234', None, None, 1500, ANY, '2026-01-12')
T("neft-from-m-s", "VM-HDFCBK-S",
  'Dear Customer, Rs.3,500.00 is credited to your A/c XX1234 on 12-01-26 via NEFT from M/S. SHARMA & SONS. Ref: HDFCN26012345678',
  "credit", 3500, '1234', 'M/S. SHARMA & SONS', 'HDFCN26012345678', None, 'neft', '2026-01-12')

# ------------------------------------------------------------------ traps: near-misses of a movement
N("otp-one-time-password-purchase", "VM-HDFCBK-S",
  'Your One Time Password (OTP) for online purchase of Rs. 2,499.00 at FLIPKART on card ending 1234 is 123456.')
N("otp-use-code-to-authorise", "VM-ICICIT-S",
  'Use 456789 to authorise your payment of INR 999 at AMAZON on ICICI Bank Card XX1234. Do not share this code with anyone.')
N("future-credit-once-cleared", "VM-SBIINB-S",
  'Dear Customer, Rs.5000 will be credited to your account once the cheque is cleared.')
N("neft-initiated-will-be-credited", "VM-HDFCBK-S",
  'Your NEFT of Rs 10,000 to RAMESH has been initiated. It will be credited to the beneficiary within 2 hours.')
N("cheque-under-clearing", "VM-BOIIND-S",
  'Cheque No 123456 for Rs 25,000 has been deposited in A/c XX1234 and is under clearing.')
N("promo-get-up-to-cashback", "VM-HDFCBK-S",
  'Get up to Rs 500 cashback on your next recharge via HDFC PayZapp. T&C')
N("card-limit-increased", "VM-AXISBK-S",
  'Your credit card limit has been increased to Rs 1,50,000. Enjoy shopping!')
N("preapproved-loan-credited-instantly", "VM-ICICIT-S",
  'Congratulations! Rs 5,00,000 pre-approved loan is credited to your account instantly on 1 click.')
N("amount-on-hold", "VM-KOTAKB-S",
  'Dear Customer, an amount of Rs 2,000 is on hold in your A/c XX1234 due to pending verification')
N("card-txn-declined-wrong-pin", "VM-SBIINB-S",
  'Your card ending 1234 was used for an online transaction of INR 500 which was declined due to wrong PIN')
N("atm-not-successful", "VM-PNBSMS-S",
  'Your transaction of Rs 1,000 at ATM was not successful. Amount will be reversed if debited')
N("insufficient-for-nach", "VM-HDFCBK-S",
  'Your a/c XX1234 has insufficient balance for the NACH debit of Rs 5,000 due on 05-02')
N("balance-as-of", "VM-CANBNK-S",
  'Available balance in your account XX1234 as of 12-01-2026 is Rs 5,432.10')
N("mini-statement", "VM-SBIINB-S",
  'Mini statement: 10/01 DR 500 UPI; 11/01 CR 1000 NEFT; Bal 5000')
N("loan-disbursed-to-ac", "VM-IDFCFB-S",
  'Your loan of Rs 50,000 has been disbursed to your A/c XX1234')
T("refund-processed-to-card", "VM-HDFCBK-S",
  'Refund of Rs 1,299.00 has been processed to your HDFC Bank Credit Card ending 1234 by AMAZON',
  "credit", 1299, '1234', 'AMAZON', None, None, 'card', None)
N("sip-will-be-debited", "VM-KOTAKB-S",
  'Rs.2,000 will be debited from your A/c XX1234 on 15-Jan-26 towards SIP in AXIS BLUECHIP FUND')
N("cc-statement-total-due", "VM-AXISBK-S",
  'Your Axis Bank Credit Card XX1234 statement for Dec-25: Total due Rs 15,234, Min due Rs 762, Due date 05-01-26')
N("upi-payment-pending", "VM-YESBNK-S",
  'Dear Customer, your UPI payment of Rs 300 to RAMESH is pending. Please check status after some time.')
N("upi-could-not-be-processed", "VM-SBIUPI-S",
  'Your UPI transaction of Rs 1,000 to SURESH could not be processed. Amount not debited.')
N("cashback-will-be-credited", "VM-HDFCBK-S",
  'Dear Customer, Rs.1,500 cashback will be credited to your HDFC Bank Credit Card within 90 days. T&C')
N("payment-request-received", "VM-ICICIT-S",
  'ICICI Bank: You have received a payment request of Rs 750 from zomato@icici. Pay via iMobile.')
N("money-request-paytm", "VM-PAYTMB-S",
  'You have a money request of Rs 100 from RAHUL. Open Paytm to pay.')
N("card-blocked-as-requested", "VM-SBIINB-S",
  'Dear Customer, your Debit Card ending 1234 has been blocked as requested.')
N("cc-payment-due", "VM-HDFCBK-S",
  'Your Credit Card XX1234 payment of Rs 10,000 is due on 05-02-26. Pay now to avoid late fee of Rs 1,000.')
N("sbicard-payment-received-towards", "VM-SBICRD-S",
  'Dear Cardholder, we have received your payment of Rs.4,500.00 on 12-01-26 towards your SBI Card ending 7788.')
T("loan-disbursement-credited", "VM-AXISBK-S",
  'Your A/c XX1234 has been credited with Rs 2,00,000 as loan disbursement. Avl Bal Rs 2,05,000',
  "credit", 200000, '1234', None, None, 205000, None, None)
N("emandate-registered-first-debit", "VM-ICICIT-S",
  'Dear Customer, your e-mandate for Rs 15,000 with ZERODHA has been successfully registered. First debit will be on 05-02-26.')
N("upi-mandate-paused", "VM-HDFCBK-S",
  'UPI Mandate of Rs 999 for NETFLIX has been paused successfully.')
N("will-be-deducted-premium", "VM-HDFCBK-S",
  'Rs 5000 will be deducted on 05/02/26 for HDFC LIFE premium. Maintain sufficient balance.')
N("will-be-auto-debited", "VM-KOTAKB-S",
  'Alert: Rs.349.00 will be auto-debited from your Kotak A/c XX1234 on 14-Jan-26 for Jio Recharge via UPI AutoPay.')
T("dr-with-amount", "VM-SBIINB-S",
  'Your A/c XX1234 Dr with Rs.500.00 on 12-01-26 by UPI ref 601234567890. Bal Rs.1,500.00',
  "debit", 500, '1234', None, '601234567890', 1500, 'upi', '2026-01-12')
T("txn-done-at-merchant-wallet", "VM-PAYTMB-S",
  'Txn of Rs 200 done successfully at merchant SHYAM STORE using Paytm Wallet. Txn ID 601234567890',
  "debit", 200, None, 'SHYAM STORE', '601234567890', None, 'wallet', None)
T("sent-to-name-with-vpa", "VM-HDFCBK-S",
  'Rs. 500.00 sent to RAMESH (ramesh@okicici) from HDFC Bank A/c **1234 on 12-01-26. UPI Ref: 601234567890',
  "debit", 500, '1234', 'RAMESH', '601234567890', None, 'upi', '2026-01-12')
N("phone-lottery-scam", "+919876543210",
  'Your account has been credited Rs 49,999 from lottery. Share OTP to claim.', verdict="review")
N("bill-due-utility", "VM-TRAIND-S",
  'Your electricity bill of Rs 2,340 is due on 15-01-2026. Pay via UPI to avoid disconnection.')
N("hindi-failed-deposit-request", "VM-SBIINB-S",
  'प्रिय ग्राहक, आपके खाते XX1234 में रु 5,000 जमा करने का अनुरोध विफल रहा।')

# ------------------------------------------------------------------ spaced masks, ordinals, rail words, Hindi
T("spaced-card-mask-ordinal-date", "VM-HDFCBK-S",
  "Rs.899.00 spent on card no. 4xxx xxxx xxxx 1234 at PVR CINEMAS on 12th Jan 2026.",
  "debit", 899, "1234", "PVR CINEMAS", None, None, "card", "2026-01-12")
T("pos-txn-is-card", "VM-SBIINB-S",
  "Rs 500 debited from A/c XX1234 for POS txn at DMART on 12-01-26. Avl Bal Rs 4,500",
  "debit", 500, "1234", "DMART", None, 4500, "card", "2026-01-12")
T("bhim-is-upi", "VM-BOIIND-S",
  "Rs.200 paid via BHIM to SHYAM TEA from A/c XX1234 on 12-01-26 Ref 601234567890",
  "debit", 200, "1234", "SHYAM TEA", "601234567890", None, "upi", "2026-01-12")
T("hindi-kat-gaye", "VM-SBIINB-S",
  "आपके खाते XX1234 से ₹700 कट गए दिनांक 12-01-2026। शेष ₹1,300",
  "debit", 700, "1234", None, None, 1300, None, "2026-01-12")
T("ecom-txn-is-card", "VM-ICICIT-S",
  "INR 1,050.00 debited from A/c XX123 on 12-Jan-26 for ECOM txn at MYNTRA. Avl Bal INR 9,000.00",
  "debit", 1050, "123", "MYNTRA", None, 9000, "card", "2026-01-12")
T("all-x-spaced-card-mask", "VM-KOTAKB-S",
  "Rs 250 spent using Kotak Debit Card XXXX XXXX XXXX 4321 at CAFE COFFEE DAY on 12/01/2026",
  "debit", 250, "4321", "CAFE COFFEE DAY", None, None, "card", "2026-01-12")

# ------------------------------------------------------------------ three decimals, gramin banks, unknown senders
T("three-decimal-amount", "JD-CENTBK-S",
  "Rs. 5.500 credited to your A/c xxxxxx1234 on 03/01/2026 through NEFT vide Ref No./XUTR/SBIN26003123456 "
  "By.NEXTGEN TECHNOLOGY PRIVATE LIMI-CBoI",
  "credit", 5.5, "1234", "NEXTGEN TECHNOLOGY PRIVATE LIMI", "SBIN26003123456", None, "neft", "2026-01-03")
T("gramin-single-digit-month", "AD-KGBANK-S",
  "Your a/c no. XXXX12345 is debited for Rs.160.00 on 28/7/25 05:06 PM and credited to a/c no. XXXXX00019 "
  "(UPI Ref no 170632692557)-Kerala Gramin Bank",
  "debit", 160, "2345", None, "170632692557", None, "upi", "2025-07-28")
T("gramin-ref-dotted-label", "BX-KGBANK-S",
  "Dear Customer, Account XXXX123 is credited with INR 3000 on 20-10-2025 08:15:26 from 7025784485@upi. "
  "UPI Ref. no. 529807237409-Kerala Gramin Bank",
  "credit", 3000, "123", "7025784485@upi", "529807237409", None, "upi", "2025-10-20")
T("unknown-cooperative-bank-with-account", "VM-ABHYDY-S",
  "Your A/c XX4455 is debited for Rs 2,000.00 on 12-01-2026 towards UPI/601234567890/RAJU. Bal Rs 3,000.00",
  "debit", 2000, "4455", "RAJU", "601234567890", 3000, "upi", "2026-01-12")
N("merchant-card-confirmation-unknown-header", "VM-DMARTS-S",
  "Thank you for shopping at DMart. Rs 1,234 paid via card ending 1234 on 12-01-26.")
N("merchant-payment-received-unknown-header", "VM-JIOPAY-S",
  "Payment of Rs 499 received successfully for your Jio number 98XXXXXX10. Txn ID: BR000ABC123")

# ------------------------------------------------------------------ headings, pipes, dandas, capitals
T("debit-alert-heading-labels", "VM-XYZBNK-S",
  "UPI Debit Alert! A/c XX1234. Amount: Rs 500.00. To: RAMESH KUMAR. Ref: 601234567890. Date: 12-01-2026",
  "debit", 500, "1234", "RAMESH KUMAR", "601234567890", None, "upi", "2026-01-12")
T("credit-alert-pipes", "VM-XYZBNK-S",
  "Credit Alert: A/c XX1234 | Amount INR 2,000.00 | From: SURESH TRADERS | UPI Ref 601234567890 | Bal INR 5,000.00",
  "credit", 2000, "1234", "SURESH TRADERS", "601234567890", 5000, "upi", None)
T("hindi-danda-future-sentence-apart", "VM-SBIINB-S",
  "प्रिय ग्राहक, आपके खाते XX1234 से Rs 500 डेबिट किए गए। अगली किस्त Rs 500 दिनांक 05-02-2026 को डेबिट की जाएगी।",
  "debit", 500, "1234", None, None, None, None, None)
T("all-capitals", "VM-HDFCBK-S",
  "RS.500 DEBITED FROM A/C XX1234 ON 12-01-26 TO RAMESH KUMAR. AVL BAL RS.1000",
  "debit", 500, "1234", "RAMESH KUMAR", None, 1000, None, "2026-01-12")

# ------------------------------------------------------------------ fillers before the payee
T("for-vpa", "VM-HDFCBK-S",
  "Rs.1234.00 was debited from your A/c XX1234 on 12-JAN-26 for VPA ramesh@ybl (UPI Ref No 601234567890).",
  "debit", 1234, "1234", "ramesh@ybl", "601234567890", None, "upi", "2026-01-12")
T("towards-bill-payment-of", "VM-HDFCBK-S",
  "Your A/c XX1234 has been debited for Rs 500.00 on 12-01-26 towards bill payment of BSES YAMUNA. Ref 601234567890",
  "debit", 500, "1234", "BSES YAMUNA", "601234567890", None, None, "2026-01-12")
T("to-upi-id", "VM-KOTAKB-S",
  "Rs.500 debited from a/c XX1234 on 12-01-2026 to UPI ID ramesh@okhdfcbank (UPI Ref 601234567890)",
  "debit", 500, "1234", "ramesh@okhdfcbank", "601234567890", None, "upi", "2026-01-12")
T("payments-bank-mixed-case-name", "VM-PAYTMB-S",
  "Rs.300 sent to Ramesh Kumar from Paytm Payments Bank a/c 91XXXX1234. UPI Ref: 601234567890",
  "debit", 300, "1234", "Ramesh Kumar", "601234567890", None, "upi", None)

# ------------------------------------------------------------------ blind rounds: labelled before the parser saw them
T("blind1-b1", "VM-CSBBNK-S",
  'Dear Customer, your CSB Bank A/c XX4421 has been debited by Rs.2,150.00 on 14-03-2026 for UPI txn to KRISHNA FLOUR MILL. UPI Ref:607312345611. Avl. Bal: Rs.11,240.75',
  "debit", 2150, '4421', 'KRISHNA FLOUR MILL', '607312345611', 11240.75, 'upi', '2026-03-14')
T("blind1-b2", "AD-DCBBNK-S",
  'DCB Bank: INR 8,000.00 credited to A/c XXXX7788 on 15-Mar-2026 via IMPS from MEENA STORES. IMPS Ref No. 607412345622. Bal INR 19,500.00',
  "credit", 8000, '7788', 'MEENA STORES', '607412345622', 19500, 'imps', '2026-03-15')
T("blind1-b3", "VM-TMBANK-S",
  'TMB: A/c **5512 credited with Rs.45,000.00 on 16/03/2026 by NEFT from SRI VINAYAGA TEXTILES UTR TMBLN26075123456. Avl Bal Rs.61,230.00',
  "credit", 45000, '5512', 'SRI VINAYAGA TEXTILES', 'TMBLN26075123456', 61230, 'neft', '2026-03-16')
T("blind1-b4", "VM-SVCBNK-S",
  'Your SVC Bank A/c XXX901 is debited for INR 120.00 on 17-03-26 for POS purchase at CAFE MADRAS. Avl Bal INR 3,880.00',
  "debit", 120, '901', 'CAFE MADRAS', None, 3880, 'card', '2026-03-17')
T("blind1-b5", "JM-ESAFBK-S",
  'Rs 600.00 withdrawn from your ESAF A/c XX3030 at ATM THRISSUR on 18-03-2026 10:22. Avl bal Rs 2,400.00',
  "debit", 600, '3030', None, None, 2400, 'atm', '2026-03-18')
T("blind1-b6", "VM-UTKSFB-S",
  'Dear Customer, INR 1,000.00 is credited to your Utkarsh SFB A/c XX6060 on 19-03-2026 by cash deposit. Available Balance INR 4,000.00',
  "credit", 1000, '6060', None, None, 4000, 'other', '2026-03-19')
T("blind1-b7", "VM-HDFCBK-S",
  'Spent Rs.2,349.00 From HDFC Bank Card x7711 At DECATHLON SPORTS On 2026-03-20:18:11:02 Bal Rs.22,651.00 Not You? Call 18002586161/SMS BLOCK DC 7711 to 7308080808',
  "debit", 2349, '7711', 'DECATHLON SPORTS', None, 22651, 'card', '2026-03-20')
T("blind1-b8", "JD-ICICIT-S",
  'ICICI Bank Acct XX809 debited for Rs 75.00 on 21-Mar-26; CHAI SUTTA BAR credited. UPI:608012345633. Call 18002662 for dispute. SMS BLOCK 809 to 9215676766.',
  "debit", 75, '809', 'CHAI SUTTA BAR', '608012345633', None, 'upi', '2026-03-21')
T("blind1-b9", "VM-SBIUPI-S",
  'Dear SBI User, your A/c X5566-credited by Rs.320 on 22Mar26 transfer from ANIL YADAV Ref No 608112345644 -SBI',
  "credit", 320, '5566', 'ANIL YADAV', '608112345644', None, 'upi', '2026-03-22')
T("blind1-b10", "VM-BOBTXN-S",
  'Rs.2500 Credited to A/c ...7722 thru UPI/608212345655 by sunita.devi@okaxis. Total Bal:Rs.9,875.50CR. Avlbl Amt:Rs.9,875.50(23-03-2026 11:05:42) - Bank of Baroda',
  "credit", 2500, '7722', 'sunita.devi@okaxis', '608212345655', 9875.5, 'upi', '2026-03-23')
T("blind1-b11", "VK-CANBNK-S",
  'Dear Customer, Acct XXX335 Dr. INR 95.00 on 24/03/26 to RAJU PAN SHOP; UPI: 608312345666; Bal INR 1,205.00.Not you? SMS BLOCKUPI to 9901771222-CanaraBank',
  "debit", 95, '335', 'RAJU PAN SHOP', '608312345666', 1205, 'upi', '2026-03-24')
T("blind1-b12", "VM-UNIONB-S",
  'A/c *4410 Credited for Rs:12,000.00 on 25-03-2026 14:02:11 by NEFT ref no UBINN26084123456 Avl Bal Rs:30,500.00.Never Share PIN/OTP/CVV with anyone-Union Bank of India',
  "credit", 12000, '4410', None, 'UBINN26084123456', 30500, 'neft', '2026-03-25')
T("blind1-b13", "VM-PNBSMS-S",
  'Ac XX9901 Debited with Rs.1,500.00, 26-03-2026 09:15:00 thru UPI:608512345677. Aval Bal Rs.8,500.00 CR. Helpline 18001802222-PNB',
  "debit", 1500, '9901', None, '608512345677', 8500, 'upi', '2026-03-26')
T("blind1-b14", "AD-FEDBNK-S",
  'Rs 480.00 debited via UPI on 27-03-2026 08:41:10 to VPA chaiwala.raju@oksbi.Ref No 608612345688.Small txns?Use UPI Lite!-Federal Bank',
  "debit", 480, None, 'chaiwala.raju@oksbi', '608612345688', None, 'upi', '2026-03-27')
T("blind1-b15", "VM-KOTAKB-S",
  'Received Rs.1,100.00 in your Kotak Bank AC X8833 from 9123456789@ybl on 28-03-26.UPI Ref:608712345699.',
  "credit", 1100, '8833', '9123456789@ybl', '608712345699', None, 'upi', '2026-03-28')
T("blind1-b16", "VM-AXISBK-S",
  'INR 3,000.00 debited\nA/c no. XX6612\n29-03-26, 12:00:01\nNEFT/AXISN26088123456/GANESH HARDWARE\nNot you? SMS BLOCKUPI Cust ID to 919951860002\nAxis Bank',
  "debit", 3000, '6612', 'GANESH HARDWARE', 'AXISN26088123456', None, 'neft', '2026-03-29')
T("blind1-b17", "VM-IDFCFB-S",
  'Your A/C XXXXXXX2020 has been credited with Rs. 650.00 on 30/03/26. Info: UPI/608912345700/POOJA GUPTA. New bal: Rs. 3,650.00. Team IDFC FIRST Bank',
  "credit", 650, '2020', 'POOJA GUPTA', '608912345700', 3650, 'upi', '2026-03-30')
T("blind1-b18", "VM-YESBNK-S",
  'INR 15,000.00 debited from A/c XX1234 on 31-MAR-2026 towards RTGS/YESBR52026033100001234/SHIVA STEEL. Avl Bal INR 85,000.00',
  "debit", 15000, '1234', 'SHIVA STEEL', 'YESBR52026033100001234', 85000, 'rtgs', '2026-03-31')
N("blind1-b19", "VM-HDFCBK-S",
  'Your OTP for payment of Rs 5,500.00 to KRISHNA ENTERPRISES via NEFT is 445566. Valid for 10 min. Do not share OTP with anyone.')
N("blind1-b20", "VM-ICICIT-S",
  'Dear Customer, Rs 2,999.00 will be debited from your ICICI Bank Acct XX809 on 05-Apr-26 towards YOUTUBE PREMIUM for UPI AutoPay. Ensure sufficient balance.')
N("blind1-b21", "VM-SBIINB-S",
  'Your transaction of Rs.750.00 at BIG BAZAAR using SBI Debit Card XX4455 has been declined due to incorrect PIN.')
N("blind1-b22", "VM-AXISBK-P",
  'Enjoy 10% cashback up to Rs.500 on grocery with Axis Bank Debit Card. Offer valid till 31-Mar-26. T&C')
N("blind1-b23", "VM-KOTAKB-S",
  'Payment request of Rs 450.00 from swiggy@kotak is pending. Approve only if you know the merchant. -Kotak')
N("blind1-b24", "VM-HDFCBK-S",
  'Your HDFC Bank Credit Card XX7711 statement is ready. Total Amt Due: Rs 18,240.00, Min Amt Due: Rs 912.00, Due Date: 10-Apr-26.')
N("blind1-b25", "VM-BOBSMS-S",
  'Avl Bal in A/c ...7722 is Rs.9,875.50 CR as on 24-03-2026 10:00 - Bank of Baroda')
N("blind1-b26", "VM-SBICRD-S",
  'We have received payment of Rs.18,240.00 towards your SBI Card ending 4418 on 01/04/26. Thank you.')
N("blind1-b27", "VM-UNIONB-S",
  'UPI-Mandate for Rs.1,000.00 towards PhonePe Wealth has been created on A/c *4410. UMN: abcd1234ef@ybl -Union Bank')
N("blind1-b28", "VM-PNBSMS-S",
  'IMPS txn of Rs 5,000.00 from A/c XX9901 to A/c XX1122 has failed. Amount will be credited back within 24 hrs if debited. -PNB')
N("blind1-b29", "+917777712345",
  'Bhai 3000 bhej diye hai GPay pe, dekh lena', verdict="review")
T("blind1-b30", "VM-MAHABK-S",
  'Your A/c XX3344 is debited with Rs.4,000.00 on 01-04-2026 by Chq No 000123 presented in clearing. Bal Rs.16,000.00 -Bank of Maharashtra',
  "debit", 4000, '3344', None, '000123', 16000, 'cheque', '2026-04-01')
T("blind2-c1", "VM-HDFCBK-S",
  'Amt Sent Rs.260.00\nFrom HDFC Bank A/C *4411\nTo MANOJ KIRANA\nOn 02-04\nRef 609212340001\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808',
  "debit", 260, '4411', 'MANOJ KIRANA', '609212340001', None, 'upi', None)
T("blind2-c2", "VM-ICICIT-S",
  'Dear Customer, ICICI Bank Account XX556 is credited with INR 1,20,000.00 on 03-Apr-26 by NEFT-HDFCN26093000123-OM SAI ENTERPRISES. Available Balance INR 1,45,300.00.',
  "credit", 120000, '556', 'OM SAI ENTERPRISES', 'HDFCN26093000123', 145300, 'neft', '2026-04-03')
T("blind2-c3", "JM-BOIIND-S",
  'Rs.2,400.00 credited to A/cXX5831 from RAMKUMAR VERMA via UPI Ref No 609412340002 on 04Apr26. -BOI',
  "credit", 2400, '5831', 'RAMKUMAR VERMA', '609412340002', None, 'upi', '2026-04-04')
T("blind2-c4", "VM-SBIINB-S",
  'Dear Customer, Your A/c no. XXXXXXXX1457 is debited by Rs.15,000.00 on 05-04-26 and credited to a/c linked to mobile 9XXXXXX221 (IMPS Ref# 609512340003)-SBI',
  "debit", 15000, '1457', None, '609512340003', None, 'imps', '2026-04-05')
T("blind2-c5", "VM-AUBANK-S",
  'Dr INR 1,250.00 - AU A/c X7463 06-APR-2026\nIMPS/P2A/609612340004/KAVITA JAIN\nBal INR 3,250.00\nFraud? Call 18001200/SMS BLOCK UPI to 5676705',
  "debit", 1250, '7463', 'KAVITA JAIN', '609612340004', 3250, 'imps', '2026-04-06')
T("blind2-c6", "VM-INDUSB-S",
  'IndusInd A/C **9364 Credited; INR 500.00 Ref-Cashback Frm Amazon Pay.Bal INR 8,312.60.Dispute-Call 18602677777-IndusInd Bank',
  "credit", 500, '9364', 'Amazon Pay', None, 8312.6, None, None)
T("blind2-c7", "VM-CENTBK-S",
  'Rs. 7,500.00 debited from your A/c xxxxxx8832 on 07/04/2026 through NEFT vide Ref No./XUTR/CBINN26097000321 to SHREE BALAJI AGENCY-CBoI',
  "debit", 7500, '8832', 'SHREE BALAJI AGENCY', 'CBINN26097000321', None, 'neft', '2026-04-07')
T("blind2-c8", "VM-JKBANK-S",
  'A/C XXX3184 Credited by INR 25,000 at 11:05 by NEFT-SBINN26098001122-DAR TRADERS.Available Bal is INR 67,905.00 Cr.To dispute Call 18001800234.JK BANK.',
  "credit", 25000, '3184', 'DAR TRADERS', 'SBINN26098001122', 67905, 'neft', None)
T("blind2-c9", "VM-IDBIBK-S",
  'IDBI Bank A/c NN9205 credited for INR 900 towards UPI/609812340005/SEEMA. Bal INR 7,115.80 (incl. of uncleared chqs) as of 08APR 10:02hrs.',
  "credit", 900, '9205', 'SEEMA', '609812340005', 7115.8, 'upi', None)
T("blind2-c10", "VM-SIBSMS-S",
  'UPI credit:Rs.650.00 A/c X3361, 09-04-26 18:14:55 RRN: 609912340006 Bal:Rs.5,631.02 Block A/c? Call18004251809/SMS BLK<A/c>to 9840777222-South Indian Bank',
  "credit", 650, '3361', None, '609912340006', 5631.02, 'upi', '2026-04-09')
T("blind2-c11", "JD-PSBANK-S",
  'PSB000000008823999\nA/c No **5546 Debited with Rs 320--UPI/DR/610012340007/DHABA NO 1/UTIB/20017745599/U (CLR BAL 8892.60CR)(10-04-2026 21:09:51)-Punjab&Sind Bank',
  "debit", 320, '5546', 'DHABA NO 1', '610012340007', 8892.6, 'upi', '2026-04-10')
T("blind2-c12", "VM-IOBCHN-S",
  'Your a/c no. XXXXX726 is debited for Rs.150.00 on 2026-04-11 12, to BALAJI MEDICALS-9876501234@ybl(UPI Ref no 610112340008).-IOB',
  "debit", 150, '726', 'BALAJI MEDICALS', '610112340008', None, 'upi', '2026-04-11')
T("blind2-c13", "VM-PAYTMB-S",
  'Rs.1,200.00 received from VIKAS SHARMA in PPBL a/c 91XX2087. UPI Ref:610212340009. Balance:https://m.paytm.me/pbCheckBal',
  "credit", 1200, '2087', 'VIKAS SHARMA', '610212340009', None, 'upi', None)
T("blind2-c14", "VM-iPaytm",
  'Rs.250 added to your Paytm Wallet from SBI card ending 1234. Updated Balance: Paytm Wallet- Rs 662.00',
  "credit", 250, '1234', None, None, 662, 'wallet', None)
T("blind2-c15", "VM-FEDBNK-S",
  'Hi, payment of INR 599.00 for Hotstar via e-mandate ID: HS998XYZ123 on Federal Bank Debit Card 7394 is processed successfully. To manage, visit: https://www.sihub.in/managesi/federal T&CA - Federal Bank',
  "debit", 599, '7394', 'Hotstar', None, None, 'card', None)
N("blind2-c16", "VM-HDFCBK-S",
  'E-Mandate!\nRs.1,299.00 will be deducted on 15/04/26, 00:00:00\nFor JioHotstar mandate\nUMN 7c2a9f0e1b3d4c5a6e7f8a9b0c1d2e3f@hdfcbank\nMaintain Balance\n-HDFC Bank')
N("blind2-c17", "VM-BOBTXN-S",
  'Dear Customer, UPI txn of Rs.800.00 to RAKESH from A/c XX6672 is pending. If debited, amount will be auto-reversed in 2 days. RRN 610312340010 -BOB')
N("blind2-c18", "VM-ICICIT-S",
  'ICICI Bank: Rs.2,000.00 has been blocked on your Acct XX556 towards UPI Mandate for IPO of SUNRISE AGRI. Amount will be debited on allotment.')
N("blind2-c19", "VM-KOTAKB-S",
  'Your Kotak Credit Card xx2222 bill of Rs 4,567.00 is generated. Min due Rs 229.00. Pay by 20-Apr-26 to avoid charges.')
N("blind2-c20", "VM-SBIINB-S",
  'OTP for transfer of Rs.25,000 to beneficiary OM TRADERS A/c XX9988 is 772211. Do not share it with anyone. -SBI')
N("blind2-c21", "VM-MYNTRA-S",
  'Your refund of Rs.1,499 for order MYN123 has been processed and will be credited to your original payment mode in 3-5 days.')
N("blind2-c22", "VM-AXISBK-S",
  'Payment of INR 4,567.00 received towards your Axis Bank Credit Card XX2284 on 12-04-26. Thank you.')
N("blind2-c23", "AD-AIRBNK-S",
  'UPI AutoPay 1a2b3c4d5e6f@airtel for Netflix\nDebited Rs.649.00\nscheduled on 20/04/2026\nAirtel Payments Bank')
N("blind2-c24", "VM-HDFCBK-S",
  'Chq no 004567 of Rs.12,000.00 deposited in A/c XX3527 has been returned unpaid. Reason: FUNDS INSUFFICIENT -HDFC Bank')
N("blind2-c25", "+918899001122",
  'Dear customer your SBI account is blocked. Rs 10,000 debited. Click http://sbi-kyc.co to unblock', verdict="review")

# ------------------------------------------------------------------ blind round 3 (four of these failed before the fixes)
T("blind3-d1", "VM-XYZBKS-S",
  'Money Received! Rs 500.00 from RAMESH PATIL credited to your A/c XX1234 on 13-04-2026. UPI Ref 610312340011',
  "credit", 500, '1234', 'RAMESH PATIL', '610312340011', None, 'upi', '2026-04-13')
T("blind3-d2", "VM-ABCBNK-S",
  'You have paid Rs 200.00 to LAXMI VEGETABLES from A/c XX1234 on 14-04-2026 via UPI. Ref: 610412340012',
  "debit", 200, '1234', 'LAXMI VEGETABLES', '610412340012', None, 'upi', '2026-04-14')
T("blind3-d3", "VM-ABCBNK-S",
  'Transaction Alert: Your A/c XX1234 is debited for INR 3,500.00 on 15-04-2026 towards IMPS to SONU ELECTRICALS. Ref No 610512340013. Avl Bal INR 6,500.00',
  "debit", 3500, '1234', 'SONU ELECTRICALS', '610512340013', 6500, 'imps', '2026-04-15')
T("blind3-d4", "VM-ABCBNK-S",
  'Dear Customer, A/C XX1234 Debit:INR 200.00 on 16-04-2026 POS DMART ANDHERI. Bal INR 6,300.00',
  "debit", 200, '1234', 'DMART ANDHERI', None, 6300, 'card', '2026-04-16')
T("blind3-d5", "VM-ABCBNK-S",
  'Your VISA Debit Card ending 1234 was charged INR 500.00 at INDIAN OIL PETROL PUMP on 17-04-2026.',
  "debit", 500, '1234', 'INDIAN OIL PETROL PUMP', None, None, 'card', '2026-04-17')
T("blind3-d6", "VM-SBIINB-S",
  'Cash Withdrawal of Rs 2,000.00 from A/c XX1234 at SBI ATM S1NW000123 on 18-04-2026. Avl Bal Rs 4,300.00',
  "debit", 2000, '1234', None, None, 4300, 'atm', '2026-04-18')
T("blind3-d7", "VM-ABCBNK-S",
  'NEFT Credit: INR 10,000.00 to A/c XX1234 from ABC LOGISTICS LTD, UTR: HDFCN26109000123 on 19-04-2026',
  "credit", 10000, '1234', 'ABC LOGISTICS LTD', 'HDFCN26109000123', None, 'neft', '2026-04-19')
T("blind3-d8", "VM-ABCBNK-S",
  'IMPS debit of Rs 1,000.00 from A/c XX1234 to RAJ KUMAR (Ref 610912340014) successful on 20-04-2026.',
  "debit", 1000, '1234', 'RAJ KUMAR', '610912340014', None, 'imps', '2026-04-20')
T("blind3-d9", "VM-ABCBNK-S",
  'Rs 350.00 debited from your A/c XX1234 on 21-04-2026. Merchant: ZOMATO. Ref 611012340015',
  "debit", 350, '1234', 'ZOMATO', '611012340015', None, None, '2026-04-21')
T("blind3-d10", "VM-ABCBNK-S",
  'Rs 4,000.00 credited to A/c XX1234 on 22-04-2026. Sender: PRIYA SINGH. Mode: IMPS. Ref 611112340016. Bal Rs 10,000.00',
  "credit", 4000, '1234', 'PRIYA SINGH', '611112340016', 10000, 'imps', '2026-04-22')
T("blind3-d11", "VM-HDFCBK-S",
  'Rs.15.00 debited from A/c **4411 on 23-04-26 towards SMS Alert Charges. Avl bal: INR 5,985.00',
  "debit", 15, '4411', None, None, 5985, None, '2026-04-23')
T("blind3-d12", "VM-ABCBNK-S",
  'Your A/c XX1234 is credited with Rs 100.00 on 24-04-2026 towards reward cashback. Bal Rs 6,085.00',
  "credit", 100, '1234', None, None, 6085, None, '2026-04-24')
T("blind3-d13", "VM-ABCBNK-S",
  'Dear Customer, INR 2,500.00 has been debited from your account XX1234 on 25-04-2026 for ECS/ACH mandate of LIC OF INDIA. Avl Bal INR 3,585.00',
  "debit", 2500, '1234', 'LIC OF INDIA', None, 3585, 'other', '2026-04-25')
N("blind3-d14", "VM-ABCBNK-S",
  'Your a/c XX1234 will be credited with Rs 25,000.00 after realisation of cheque no 445566.')
N("blind3-d15", "VM-ABCBNK-S",
  'Txn of Rs 12,000 on your card XX1234 at CROMA is under verification. Please confirm by replying Y.')
N("blind3-d16", "VM-ABCBNK-S",
  'Dear Customer, your request to stop cheque no 123456 for Rs 5,000 has been processed.')
N("blind3-d17", "VM-ABCBNK-S",
  'Your FD XX9988 of Rs 1,00,000 is due for renewal on 30-04-2026. Interest rate 7.1% p.a.')
N("blind3-d18", "VM-ABCBNK-S",
  'Beneficiary RAMESH KUMAR added successfully to your account. You can transfer up to Rs 50,000 in first 24 hrs.')
N("blind3-d19", "VM-ABCBNK-S",
  'Dear Customer, your transaction of INR 899 on Debit Card XX1234 at NETFLIX has been reversed. Amount will reflect in 5-7 working days.')
T("blind3-d20", "VM-ABCBNK-S",
  'Dear Customer, Rs 899.00 has been reversed to your A/c XX1234 on 26-04-2026 for failed transaction at NETFLIX. Bal Rs 4,484.00',
  "credit", 899, '1234', None, None, 4484, None, '2026-04-26')

# ------------------------------------------------------------------ blind round 4
T("blind4-e1", "VM-ABCBNK-S",
  'Rs.1,250.00 got credited to your a/c XX1234 on 02-05-2026 from MOHIT JAIN via UPI. Ref 612212340017.',
  "credit", 1250, '1234', 'MOHIT JAIN', '612212340017', None, 'upi', '2026-05-02')
T("blind4-e2", "VM-ABCBNK-S",
  'An amount of Rs 640 was credited to your account ending 1234 on 03/05/2026 by NEFT from GLOBAL TRADERS (UTR SBIN426123456789).',
  "credit", 640, '1234', 'GLOBAL TRADERS', 'SBIN426123456789', None, 'neft', '2026-05-03')
T("blind4-e3", "VM-ABCBNK-S",
  'Rs 5,000 is deducted from your A/c XX1234 on 04-05-2026 for EMI of loan XX7788. Bal Rs 12,000',
  "debit", 5000, '1234', None, None, 12000, None, '2026-05-04')
T("blind4-e4", "VM-MOBIKW-S",
  'Rs.99 debited from your MobiKwik Wallet for payment to JIO. Txn ID MBK998877665. Balance Rs.401',
  "debit", 99, None, 'JIO', 'MBK998877665', 401, 'wallet', None)
T("blind4-e5", "VM-FCHRGE-S",
  'Rs 50 cashback credited to your Freecharge wallet. Wallet balance Rs 150.',
  "credit", 50, None, None, None, 150, 'wallet', None)
T("blind4-e6", "VM-ABCBNK-S",
  'Refund of INR 1,499.00 from FLIPKART has been credited to your Credit Card XX5566 on 05-05-2026.',
  "credit", 1499, '5566', 'FLIPKART', None, None, 'card', '2026-05-05')
T("blind4-e7", "VM-ABCBNK-S",
  'Rs 3,000.00 is debited from your Credit Card XX5566 at RELIANCE SMART on 06-05-2026. Available limit Rs 47,000.00',
  "debit", 3000, '5566', 'RELIANCE SMART', None, None, 'card', '2026-05-06')
N("blind4-e8", "VM-ABCBNK-S",
  'Dear Customer, we have initiated a refund of Rs 300 for your failed UPI transaction. It will be credited to your A/c XX1234 within 48 hours.')
N("blind4-e9", "VM-ABCBNK-S",
  'Your Debit Card XX1234 has been activated successfully. Daily limit Rs 50,000.')
N("blind4-e10", "VM-ABCBNK-S",
  'Lien of Rs 10,000 marked on your A/c XX1234 against FD XX9988 on 07-05-2026.')
N("blind4-e11", "VM-ABCBNK-S",
  'Your UPI AutoPay for Rs 199.00 to SPOTIFY has been set up successfully on A/c XX1234. First debit on 10-05-2026.')
T("blind4-e12", "VM-ABCBNK-S",
  'Alert: Rs 2,000 withdrawn from A/c XX1234 using Debit Card XX9090 at ATM ID NCR0099 on 08-05-2026. Avl Bal Rs 8,000',
  "debit", 2000, '1234', None, None, 8000, 'atm', '2026-05-08')
T("blind4-e13", "VM-ABCBNK-S",
  'Rs 10,000.00 deposited in your A/c XX1234 by cheque no 778899 on 09-05-2026 has been credited. Avl Bal Rs 18,000.00',
  "credit", 10000, '1234', None, '778899', 18000, 'cheque', '2026-05-09')
T("blind4-e14", "VM-ABCBNK-S",
  'INR 45.00 debited from A/c XX1234 on 10-05-2026 as GST on charges. Bal INR 17,955.00',
  "debit", 45, '1234', None, None, 17955, None, '2026-05-10')
N("blind4-e15", "VM-ABCBNK-S",
  'Your UPI transaction limit has been increased to Rs 1,00,000 per day.')
T("blind4-e16", "VM-ABCBNK-S",
  'Dear Customer, Rs.760 was paid to BESCOM from your A/c XX1234 through BBPS on 11-05-2026. Txn Ref BBPS0001122334.',
  "debit", 760, '1234', 'BESCOM', 'BBPS0001122334', None, None, '2026-05-11')
T("blind4-e17", "VM-ABCBNK-S",
  'Rs 1,500 transferred to your A/c XX1234 from A/c XX5678 (KAMLA DEVI) on 12-05-2026. IMPS Ref 613212340018',
  "credit", 1500, '1234', 'KAMLA DEVI', '613212340018', None, 'imps', '2026-05-12')
T("blind4-e18", "VM-ABCBNK-S",
  'Dear Customer, Rs. 220.00 has been debited from your A/c XX1234 on 13-05-2026 for purchase at AMAZON using Debit Card XX9090.',
  "debit", 220, '1234', 'AMAZON', None, None, 'card', '2026-05-13')

# ------------------------------------------------------------------ blind round 5
N("blind5-f1", "VM-ABCBNK-S",
  'Your transaction of Rs 15,000 at CROMA on Credit Card XX5566 has been converted to EMI of Rs 1,320 for 12 months.')
N("blind5-f2", "VM-ABCBNK-S",
  'Auto-debit of Rs 2,999 for NETFLIX from A/c XX1234 failed due to insufficient balance on 14-05-2026.')
N("blind5-f3", "VM-ABCBNK-S",
  'Reversal of Rs 500 for UPI Ref 613512340019 has been initiated and will be credited to your A/c XX1234 within 3 working days.')
T("blind5-f4", "VM-ABCBNK-S",
  'Rs 2,000.00 debited from A/c XX1234 on 15-05-2026 to A/c XX9876 via IMPS. Charges Rs 5.90 incl. GST. Ref 613512340020. Bal Rs 7,994.10',
  "debit", 2000, '1234', None, '613512340020', 7994.1, 'imps', '2026-05-15')
T("blind5-f5", "VM-ABCBNK-S",
  'Dear Customer, Rs 1,000 has been credited to your A/c XX1234 on 16-05-2026 and Rs 1,000 debited from A/c XX4321 of SURESH. UPI Ref 613612340021',
  "credit", 1000, '1234', None, '613612340021', None, 'upi', '2026-05-16')
T("blind5-f6", "VM-ABCBNK-S",
  'Salary of Rs 35,000.00 for Apr-2026 credited to your A/c XX1234 on 30-04-2026 by SUNRISE PVT LTD. Avl Bal Rs 41,000.00',
  "credit", 35000, '1234', 'SUNRISE PVT LTD', None, 41000, None, '2026-04-30')
T("blind5-f7", "VM-ABCBNK-S",
  'Dear Customer, your A/c XX1234 is debited with Rs 118.00 towards Debit Card annual fee on 17-05-2026. Avl Bal Rs 3,882.00',
  "debit", 118, '1234', None, None, 3882, None, '2026-05-17')
T("blind5-f8", "VM-ABCBNK-S",
  'Rs.349 recharge for 98XXXXXX10 successful. Amount debited from A/c XX1234. Txn Ref 613812340022',
  "debit", 349, '1234', None, '613812340022', None, None, None)
T("blind5-f9", "VM-ABCBNK-S",
  'Your Fixed Deposit of Rs 50,000 has been opened successfully by debiting A/c XX1234 on 18-05-2026. FD No XX7788.',
  "debit", 50000, '1234', None, None, None, None, '2026-05-18')
T("blind5-f10", "VM-ABCBNK-S",
  'Rs 2,500.00 credited to A/c XX1234 on 19-05-2026 by UPI from 9988776655@ybl. Bal Rs 6,500.00. Note: Beware of fraud calls.',
  "credit", 2500, '1234', '9988776655@ybl', None, 6500, 'upi', '2026-05-19')
N("blind5-f11", "VM-ABCBNK-S",
  'ATTENTION: Rs 9,999 will be debited from your A/c if you do not respond. Call 9876543210 now.')
T("blind5-f12", "VM-ABCBNK-S",
  'Rs 700 debited from A/c XX1234 on 20-05-2026 for UPI txn to 9876543210@paytm RAJU SWEETS. UPI Ref 614012340023.',
  "debit", 700, '1234', 'RAJU SWEETS', '614012340023', None, 'upi', '2026-05-20')

@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(case: dict[str, Any]) -> None:
    got = parse_sms(case["sender"], case["body"])
    out = got.to_json()
    want = case["want"]
    assert out["is_transaction"] == want["is_transaction"], (got.verdict, got.reason)
    if not want["is_transaction"]:
        assert got.verdict == case["verdict"], got.reason
        assert all(v is None for k, v in out.items() if k != "is_transaction")
        return
    for name, expected in want.items():
        if expected is ANY:
            continue
        value = out[name]
        if name in ("amount", "balance") and expected is not None and value is not None:
            assert round(value * 100) == round(expected * 100), name
        elif name == "date":
            assert value == (dt.date.fromisoformat(expected).isoformat() if expected else None), name
        else:
            assert value == expected, name

"""The choice of kind, as a table (docs/reading-guide.md, "Kind and direction").

A clause is first turned into `Facts`: the money verb (what it means here), the case marker on the
party, and the cues around them (credit, goods, a running cost, a firm, what the books know of the
party ...). The rows below are then tried in order; the first whose verb and conditions hold gives the
kind, who the entry is with, and the question to ask when the kind alone is not enough. A row's
outcome may send the clause on to a smaller table ("owner_gave": the owner handed money to someone;
"role_paid": money to a role noun).

Each row carries an example message that the tests read (tests/think/test_kind_table.py): adding a
phrasing that needs a new case is adding a row with its example.

Conditions are words: `credit` (true), `!goods` (false), `mark=src`, `mark=src|dat` (one of),
`mark!=dat`. Who the entry is with: `party`, `-` (nobody), `buyer` (a named buyer the sentence marks),
`seller` (a supplier marked as the source), `payee` (the person paid, when marked or bare), `payee_dat`
(only when marked "to"), `someone` (a person or a pronoun).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

# The money verbs: give (the marker says who), give_in (the other party gave), give_out (the owner
# gave), recv (money came in), repay, pay, take (goods taken), buy, sell, spend; None for no verb.
ANY = "*"


@dataclass(frozen=True)
class Facts:
    """What one clause says that decides its kind."""

    verb: str | None
    mark: str = "none"  # the party's case marker: doer | dat | src | gen | cred | loc | none
    party: str = "none"  # person | pronoun | unknown ("kisi ne") | none
    firm: bool = False
    role: str | None = None  # what the books (or this chat) say the party is: customer | supplier | staff
    known: str | None = None  # the same, with the sentence's hint and a pronoun resolved (owner_gave)
    hint: str | None = None  # the role the sentence gives ("Ramesh electrician"): service | supplier
    english: bool = False  # the verb is English (word order decides)
    subject: bool = False  # the party stands before the verb, unmarked (English subject)
    owner: str | None = None  # the owner named: subj ("maine") | obj ("mujhe")
    owner_first: bool = False  # the owner is named before the verb
    place: str | None = None  # a role noun: service | supplier | buyer | place
    place_mark: str = "none"
    credit: bool = False
    goods: bool = False  # goods counted, named or standing where goods stand
    goods_cue: bool = False  # a goods word anywhere in the clause
    cost: bool = False
    paid: bool = False
    defer: bool = False
    pay_verb: bool = False  # a pay verb beside the one that decided ("Peter bought groceries for 320 and paid")
    fut_pay: bool = False
    return_word: bool = False
    bill: bool = False
    old_dues: bool = False
    paying: bool = False  # a verb that moves money now
    debt: bool = False  # "..., jo udhaar liya tha usse": the owner's own debt
    priced_goods: bool = False  # counted goods with their value, nobody named
    counted: bool = False  # goods counted out ("২০ বস্তা", "10 bori"): stock that changed hands, not money's purpose
    takings: bool = False  # money said to have come in two ways ("2,950 cash 1,400 GPay"): the counter's takings
    many_each: bool = False  # ten or more counted at a price of one ("ഊണ് 70 എണ്ണം, 90 രൂപ വെച്ച്"): no running cost
    rest: bool = False
    job: bool = False  # the running cost is a job a shop may do for its customers (a repair, stitching, a puncture)
    job_done: bool = False  # a job the shop does and the owner's own "did" beside it ("3 blouse silai kiye")
    jobs_counted: bool = False  # jobs counted at a price of one ("2 puncture 80 each")
    paid_in: bool = False  # the other party's "gave" beside the verb that decided ("Kiran ... 450 cash ichadu")
    gave_out: bool = False  # the owner's "gave" beside the money got ("50 ଟା ଚେୟାର ଭଡ଼ା ଦେଇଥିଲି, 750 ନଗଦ ମିଳିଥିଲା")
    wage_of: bool = False  # the party owns the wage paid ("karigar Raju ki mazdoori"): the payee
    goods_left: bool = False  # the goods are what "gave" gave ("40 litre doodh de gaya"): brought to the shop
    bank_money: bool = False  # the message names a bank or a UPI app: the money itself came or went
    money_came: bool = False  # the sum is what came, said after the goods and a comma ("..., 3,450 kitti")

    @property
    def money_back(self) -> bool:
        """Money coming back to the shop: recv, repay, give_in, or a doer giving money (not goods)."""
        return self.verb in ("recv", "repay", "give_in") or (
            self.verb == "give" and self.mark == "doer" and not self.goods)

    @property
    def supplier(self) -> bool:
        return self.firm or self.role == "supplier"

    @property
    def supplier_place(self) -> bool:
        return self.place == "supplier"

    @property
    def any_goods(self) -> bool:
        return self.goods or self.goods_cue

    @property
    def doer(self) -> bool:
        """The party did it: marked as the doer, or the subject of an English verb."""
        return self.mark == "doer" or (self.english and self.subject)

    @property
    def staff_or_service(self) -> bool:
        return self.role == "staff" or (self.hint == "service" and self.role is None)

    @property
    def person(self) -> bool:
        return self.party == "person"

    @property
    def someone(self) -> bool:
        return self.party in ("person", "pronoun")


@dataclass(frozen=True)
class Row:
    """One case: for these verbs, when these conditions hold, this kind with this party (or a question)."""

    verbs: str  # "sell", "give|give_out", "-" (no money verb), "*" (any)
    when: str
    kind: str | None  # a kind, or "->table" to go on in another table
    who: str = "party"
    ask: str | None = None
    example: str = ""
    lang: str = "hinglish"
    roles: tuple[tuple[str, str], ...] = ()  # what the books know, for the example

    @property
    def name(self) -> str:
        return f"{self.verbs} {self.when}".strip()


R = Row
# The main table, tried in order.
MAIN: tuple[Row, ...] = (
    R("*", "old_dues someone !paying", "opening_balance", example="Chawla ji ka purana 1,800 baaki hai"),
    # old dues paid off: where the credit word is also the word for dues (Telugu బాకీ), paying them is no new credit
    R("pay|repay|give_out", "old_dues mark=dat !goods", "payment_made",
      example="వెంకటేశ్వర ఎలక్ట్రికల్స్ కి పాత బాకీ 8500 కట్టేశాను", lang="telugu"),
    # someone's old dues and "paid" with nobody marked: who paid whom is not said
    R("pay|give_out", "old_dues mark=gen !goods !supplier", None, ask="ambiguous_direction",
      example="कविताचे जुने 3,200 बाकी होते, तेच काल बँकेत भरले", lang="marathi"),
    # sales
    R("sell", "credit", "udhaar_given", example="Rajan ko udhaar pe 2 kilo cheeni becha 90 ka"),
    R("sell", "", "sale", "buyer", example="aaj 2500 ka becha"),
    # a credit word decides, whatever the verb
    R("take|-", "credit mark=src !any_goods", None, ask="ambiguous_kind", example="maine Rajan se 500 liye udhaar"),
    R("repay", "credit mark=dat !goods", "payment_made", example="Raju ko udhaar chuka diya 500"),
    R("*", "credit money_back !goods mark!=dat", "payment_received", example="Raju se udhaar ke 700 wapas mile"),
    # money borrowed from a person, no goods: the owner's own debt, which the books do not model; asked
    R("buy", "credit mark=src|gen !any_goods !supplier", None, ask="ambiguous_kind",
      example="రవి దగ్గర 500 అప్పు తీసుకున్నాను", lang="telugu"),
    R("buy", "credit", "purchase", "someone", example="Om Sai se 4000 ka maal udhaar pe kharida"),
    R("*", "credit mark=src", "purchase", "someone", example="Om Sai Traders se 4000 ka maal udhaar"),
    R("*", "credit supplier_place", "purchase", "someone", example="mandi wale se 2000 ka maal udhaar"),
    # a firm that took goods on credit (a hotel, a caterer) is a customer: the credit is what it owes the shop
    R("take", "credit firm doer", "udhaar_given", example="Hotel Sagar took 10 crates Thums Up on credit, 4,400",
      lang="english"),
    R("*", "credit firm mark!=dat", "purchase", "someone", example="Om Sai Traders 4000 udhaar"),
    R("*", "credit money_back", "payment_received", example="Raju ko udhaar ke 700 wapas kiye"),
    R("*", "credit", "udhaar_given", example="Naseem 650 udhaar"),
    # settling a debt
    R("repay", "doer", "payment_received", example="Rajan ne 500 chuka diye"),
    # the other party's "gave" beside the word that the account is settled: they paid
    R("repay", "paid_in", "payment_received", example="Rambabu garu 1,600 ichesaru, clear ayipoyindi", lang="telugu"),
    R("repay", "", "payment_made", example="Prakash anna ko 3200 chuka diye"),
    # stock
    R("buy", "mark=src !any_goods !supplier person", None, ask="ambiguous_kind", example="முருகன் கிட்ட 500 வாங்கினேன்",
      lang="tamil"),
    R("buy", "", "purchase", "seller", example="Kapoor Distributors se 15000 ka maal kharida"),
    R("recv", "any_goods mark=src", "purchase", "seller", example="Om Sai Traders se 10 bori aata aaya 4000 ka"),
    R("recv", "any_goods supplier_place", "purchase", "seller", example="mandi se 2000 ki sabzi aayi"),
    # money or a bill came in
    R("recv", "someone bill supplier", "purchase", example="Vardhman Agencies ka bill 7480 aaya"),
    # a firm's man came with its goods: what came is stock from the firm
    R("recv", "someone mark=gen supplier goods", "purchase",
      example="Sharma Agencies ka salesman aaya ITC ka maal 9,800 ka diya"),
    R("recv", "someone bill", None, ask="ambiguous_kind", example="Vardhman ka bill 7480 aaya"),
    R("recv", "goods return_word", None, ask="ambiguous_kind", example="Rajan ne 2 kilo cheeni wapas ki"),
    R("recv", "someone mark=dat supplier", "payment_made", example="Om Sai Traders ko 500 wapas kiye"),
    R("recv", "someone mark=dat", None, ask="ambiguous_direction", example="Rajan ko 500 wapas kiye"),
    # the goods someone had made or took, and the cash got for them: a sale to them, paid
    R("recv", "someone mark=gen goods paid !supplier", "sale", "buyer", example="ମିଶ୍ର ସାରଙ୍କ 2ଟି ସାର୍ଟ, 700 ନଗଦ ପାଇଲି",
      lang="odia"),
    # money that came to the bank for someone's goods ("Payal ki saree ke"): she bought them, the shop sold
    R("recv", "someone mark=gen any_goods bank_money !supplier !credit role!=customer", "sale", "buyer",
      example="kal GPay pe aaye 2,200 Payal ki saree ke the"),
    R("recv", "someone mark=gen cost bank_money !credit role!=customer", "sale", "buyer",
      example="Kotak mein aaye 640 Amol ke office ki chai ke the"),
    # ... and money got for the goods or the job of someone the books do not know as owing: a sale to them
    # (a known customer's "Ravi ki cheeni ke 180 mile" may be old dues, above)
    R("recv", "someone mark=gen goods !supplier !credit !known", "sale", "buyer",
      example="Ravi ki cycle ka puncture aur chain 180 mile"),
    R("recv", "someone", "payment_received", example="Rajan se 500 mile"),
    # goods paid for partly by UPI and partly in cash by customers nobody names: the counter's takings, not dues
    R("recv", "goods takings party=none !cost", "sale", "-",
      example="walk in customers eye test and 3 frames total 4,850, 1,850 came on upi rest cash", lang="en"),
    # goods the owner gave out on hire, counted, and money got for them: what the shop earned, not its cost
    R("recv", "party=none counted cost gave_out !credit", "sale", "-",
      example="ପରଶୁ 50 ଟା ଚେୟାର ଭଡ଼ା ଦେଇଥିଲି, 750 ନଗଦ ମିଳିଥିଲା", lang="odia"),
    # a count of jobs the shop did and the money got for them: sales, not stock that came in (a cost word may
    # also be goods bought, "2 gas cylinder aaye", so it is asked, never written as a purchase)
    R("recv", "cost counted party=none !place !paid", None, "-", ask="ambiguous_kind",
      example="shaam ko 3 repair, 900 mile"),
    # the owner mended something and got money for it: the shop's work, sold (never goods that came in)
    R("recv", "job_done party=none !place", "sale", "-", example="22 കാരറ്റ് മാലയുടെ കൊളുത്ത് നന്നാക്കി, 350 കിട്ടി",
      lang="malayalam"),
    # jobs or goods counted, then the money that came for them: the shop's takings
    R("recv", "money_came priced_goods party=none !place !supplier", "sale", "-",
      example="innu 23 parcel book cheythu, 3,450 kitti", lang="malayalam"),
    R("recv", "goods !place !paid priced_goods", "purchase", "-", example="Frooti 200ml 12 piece aaye 240 ka"),
    # "charger ke 650 mile": goods named but not counted beside "got" may be stock that came or money got for
    # them; which one is asked, never guessed
    R("recv", "goods !place !paid", None, "-", ask="ambiguous_kind", example="charger ke 650 mile"),
    # money that came in by a way of paying, for goods or a service named and from nobody: what the shop sold
    # ("dues" would name who paid them); a cost word is the shop's own service here (a garage's servicing)
    R("recv", "any_goods paid party=none !place !counted !pay_verb", "sale", "-",
      example="Splendor ki servicing 850 cash mili"),
    R("recv", "cost paid party=none !place !counted !pay_verb", "sale", "-", example="chai ke 200 cash mile"),
    R("recv", "", None, "-", ask="ambiguous_kind", example="UPI se 3200 aaye, naam nahi dikha"),
    # the verb says the other party gave
    # goods someone brought and left: what the shop bought from them ("doodh de gaya"), never money in
    R("give_in", "goods_left person !return_word", "purchase",
      example="Raju 40 litre doodh de gaya, 52 rupaye litre"),
    # a job done for someone (theirs, in the genitive), and they gave the money: a sale to them, paid
    R("give_in", "someone mark=gen cost job", "sale", "buyer", example="सुनीता दीदी का ब्लाउज़ सिलाई 450, पैसे दे गईं",
      lang="hindi"),
    R("give_in", "party=none !place", "payment_received", "-", ask="missing_counterparty", example="500 de gaya"),
    R("give_in", "", "payment_received", example="Rajan 500 de gaya"),
    R("spend", "", "expense", "payee_dat", example="aaj 300 kharch hue"),
    # paid
    # a bill for goods ("doodh ka bill", "spare parts er bill") is what the shop bought, not a running cost
    R("pay|give|give_out", "party=none !place bill goods !credit", "purchase", "-",
      example="spare parts er bill 1,850, cash e diyechi", lang="bengali"),
    R("pay", "party=none cost", "expense", "-", example="bijli ka bill 900 bhara"),
    R("pay", "party=none place=service", "expense", "-", example="paid the plumber 450"),
    R("pay", "party=none place=supplier", "purchase", "-", example="paid the mandi wala 2000"),
    # goods counted at a price of one and "paid" by a way of paying, with no verb of buying and nobody named: a
    # line of the day's sales, the customer's way of paying said (a purchase says it was bought)
    R("pay", "party=none counted priced_goods bank_money !cost", "sale", "-",
      example="Samsung 25W charger x2, 650 each, paid gpay", lang="english"),
    R("pay", "party=none", None, "-", ask="missing_counterparty", example="500 payment kiya", lang="hinglish"),
    R("pay", "doer", "payment_received", example="Fernandes paid 900", lang="en"),
    R("pay", "supplier", "payment_made", example="Om Sai Traders ko 6500 payment kiya"),
    R("pay", "cost", "expense", "payee", example="paid Ramesh 600 for the shop rent", lang="en"),
    R("pay", "staff_or_service", "expense", "payee", example="paid electrician Ramesh 600", lang="en"),
    R("pay", "", "payment_made", example="paid Fernandes 4500 by UPI", lang="en"),
    # goods taken
    R("take", "mark=src !any_goods", None, ask="ambiguous_kind", example="Rajan se 500 liye"),
    R("take", "owner=subj !any_goods", None, ask="ambiguous_kind", example="maine 500 liye"),
    R("take", "mark=src", "purchase", "seller", example="Om Sai Traders se 10 bori aata liya 4000 ka"),
    R("take", "supplier_place", "purchase", "seller", example="mandi wale se 10 bori aata liya 4000 ka"),
    R("take", "owner=subj", "purchase", "seller", example="maine 2 kilo cheeni li 90 ki"),
    R("take", "party=none goods", "purchase", "-", example="2 kilo cheeni li 90 ki"),
    R("take", "party=none cost", "expense", "-", example="gas cylinder 2 liye 3700"),
    R("take", "party=none", None, "-", ask="missing_counterparty", example="500 le gaya"),
    R("take", "paid", "sale", example="Sharma aunty 1 litre tel le gayi 180 ka, cash mila"),
    R("take", "pay_verb", "sale", example="Peter bought groceries for 320 and paid", lang="en"),
    R("take", "!any_goods", "->owner_gave", example="Rajan 500 le gaya"),
    R("take", "defer", "udhaar_given", example="Ravi 2 kilo cheeni le gaya 90 ka, paise baad mein"),
    R("take", "fut_pay", "udhaar_given", example="ravi 2 kilo cheeni 90 ki le gaya kal dega"),
    R("take", "", None, ask="cash_or_credit", example="Kulkarni saheb 2 kilo ghee le gaye, 1250 ka"),
    # gave
    # the owner's own "I gave" with cash beside counted goods and nobody marked "to": he paid for them; a bare
    # word before the goods is their brand or maker (Nandini milk), not a buyer
    R("give_out", "goods paid !cost !credit mark!=dat|doer", "purchase", "seller",
      example="ನಂದಿನಿ ಹಾಲು 25 ಲೀಟರ್, 1,150 ಕ್ಯಾಶ್ ಕೊಟ್ಟೆ", lang="kannada"),
    R("give", "owner=obj party=none", "payment_received", "-", example="mujhe 500 diye"),
    # a firm or a supplier that gave counted goods sent stock: what the shop bought, never money in
    R("give", "doer goods supplier !return_word", "purchase", example="Kavya Traders sent 40 reams A4 at 265", lang="en"),
    R("give", "doer", "payment_received", example="Rajan ne 500 diye"),
    R("give", "owner=obj", "payment_received", example="Salim bhai mujhe 500 diye"),
    R("give|give_out", "party=none !place cost", "expense", "-", example="600 ki chai di"),
    R("give|give_out", "party=none !place", None, "-", ask="missing_counterparty", example="500 diye"),
    R("give|give_out", "party=none place_mark=doer", "payment_received", "-", ask="missing_counterparty",
      example="Doctor ne 500 diye"),
    R("give|give_out", "party=none cost", "expense", "-", example="plumber ko 650 repair ke diye"),
    R("give|give_out", "party=none", "->role_paid", "-", example="plumber ko 650 diye"),
    R("give|give_out", "mark=src", None, ask="ambiguous_direction", example="Rajan se 500 diye"),
    R("give|give_out", "goods person !cost !supplier paid", "sale", example="Rajan ko 2 kilo cheeni cash mein di 90 ki"),
    # goods counted out to someone are goods even when a shop elsewhere pays for them as a running cost (a gas
    # dealer's cylinders, a tea stall's teas): "Goyal ko 2 cylinder diye" is never the owner's expense
    R("give|give_out", "counted person mark=dat cost !supplier paid", "sale",
      example="Goyal ko 2 cylinder diye 1850 ke, cash mila"),
    R("give|give_out", "counted person mark=dat cost !supplier", None, ask="cash_or_credit",
      example="Goyal ko 2 cylinder diye 1850 ke"),
    # goods counted out to a firm are what the shop sold it (a firm buys wholesale too); money "for the goods"
    # handed to a firm is paying it, below
    R("give|give_out", "counted firm mark=dat !cost !return_word paid", "sale",
      example="Om Sai Traders ko 10 bori cheeni di, 4,200 cash mein"),
    R("give|give_out", "counted firm mark=dat !cost !return_word", None, ask="cash_or_credit",
      example="হালদার স্টোর্সকে ২০ বস্তা চাল দিলাম, ১৮,০০০ টাকা", lang="bengali"),
    R("give|give_out", "goods person !cost !supplier", None, ask="cash_or_credit",
      example="Rajan ko 2 kilo cheeni di 90 ki"),
    R("give|give_out", "someone", "->owner_gave", example="Irfan ko 2200 de aaya"),
    # no money verb
    R("-", "mark=src any_goods someone", "purchase", "seller", example="Kapoor Distributors se 15000 ka maal"),
    R("-", "firm any_goods mark=gen|none", "purchase", "someone", example="Sharma Distributors ka maal 12,600 ka"),
    # A job the shop does, said done by the owner ("silai kiye", "puncture done", "service maadide"), is work sold
    # to a customer, not a running cost; jobs counted at a price of one with no such word are asked
    R("-", "cost job_done party=none", "sale", "-", example="subah se 3 blouse silai kiye 450 wala rate"),
    R("-", "cost jobs_counted party=none", None, "-", ask="ambiguous_kind", example="2 puncture 80 each",
      lang="english"),
    # ... and a job with the way it was paid and no verb ("fan repair 450, 200 GPay 250 cash"): money got for the
    # shop's work as often as paid for someone's, so asked
    R("-", "cost job paid party=none", None, "-", ask="ambiguous_kind", example="fan repair 450, 200 GPay 250 cash",
      lang="english"),
    # A meal or tea the shop serves, counted by the dozen at a price each, is what it sold more often than its
    # own running cost: asked, never written as an expense (guide: amounts).
    R("-", "cost many_each party=none", None, "-", ask="ambiguous_kind", example="ഉച്ചയ്ക്ക് ഊണ് 70 എണ്ണം, 90 രൂപ വെച്ച്",
      lang="malayalam"),
    R("-", "cost", "expense", "payee_dat", example="chai nashta 60"),
    R("-", "place party=none", "->role_paid", "-", example="plumber 650"),
    # goods counted out "to" someone with their value and no verb: given to them; paid now or credit is asked
    R("-", "counted goods person mark=dat !supplier !cost", None, ask="cash_or_credit",
      example="2 buckets paint to Patil 6,200", lang="english"),
    # money by an app "from" someone, and no goods: they sent it (the word "from" says which way it went)
    R("-", "someone mark=src bank_money !any_goods !cost", "payment_received", example="GPay from Karthik 5000 for the album",
      lang="english"),
    R("-", "someone", None, ask="ambiguous_direction", example="Prakash anna 2200"),
    R("-", "priced_goods !place !owner !rest", "sale", "-", example="Combiflam 400 ke 2 patte, 70 rupaye"),
    # money that came in part by UPI and part in cash, from nobody named, is the counter's takings: dues are
    # paid by someone the owner names
    R("-", "takings party=none !cost !owner", "sale", "-", example="innaiku kallaa petti 4,350, 2,950 cash 1,400 GPay",
      lang="tamil"),
    R("-", "", None, "-", ask="ambiguous_kind", example="pappu 1500"),
)

# The owner handed money to someone (guide: "the owner handed money to X"): only their role decides.
OWNER_GAVE: tuple[Row, ...] = (
    R("*", "firm", "payment_made", example="Om Sai Traders ko 6500 bheje"),
    R("*", "known=supplier", "payment_made", example="Naseem ko 9000 transfer kiye", roles=(("Naseem", "supplier"),)),
    R("*", "known=customer", "udhaar_given", example="Ritu didi ko 350 diye", roles=(("Ritu", "customer"),)),
    R("*", "cost", "expense", "payee_cred", example="Baldev ko tempo bhada 650 diya"),
    R("*", "known=staff", "expense", "payee_cred", example="Munna ko 6000 diye", roles=(("Munna", "staff"),)),
    R("*", "debt", "payment_made", example="Bittu ko 400 diye jo udhaar liya tha usse"),
    R("*", "", None, ask="ambiguous_direction", example="Irfan ko 2200 de aaya"),
)

# Money to a role noun alone ("plumber ko", "mandi wale ko"): what paying that role usually is.
ROLE_PAID: tuple[Row, ...] = (
    R("*", "place=service", "expense", "-", example="plumber ko 650 diye"),
    R("*", "place=supplier", "purchase", "-", example="mandi wale ko 2000 diye"),
    R("*", "place=buyer", "sale", "-", example="kabadiwale ko 300 diye"),
    R("*", "", None, "-", ask="ambiguous_kind", example="ghar ko 500 diye"),
)

# Someone unnamed did it ("kisi ne 1200 diye"): the kind if the verb says, and who it was is asked.
SOMEONE: tuple[Row, ...] = (
    R("*", "credit", "udhaar_given", "-", ask="missing_counterparty", example="kisi ko 500 udhaar diya"),
    R("recv|give_in|pay|repay", "mark!=dat", "payment_received", "-", ask="missing_counterparty",
      example="kisi se 1200 mile"),
    R("give", "mark!=dat", "payment_received", "-", ask="missing_counterparty", example="kisi ne 1200 diye"),
    R("*", "", None, "-", ask="missing_counterparty", example="kisi ko 500 diye"),
)

TABLES: dict[str, tuple[Row, ...]] = {"main": MAIN, "owner_gave": OWNER_GAVE, "role_paid": ROLE_PAID,
                                      "someone": SOMEONE}


@dataclass(frozen=True)
class Outcome:
    kind: str | None
    who: str
    ask: str | None
    row: Row
    path: tuple[str, ...] = field(default=())


@cache
def _conditions(when: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """ "credit !goods mark=src|dat" -> ((name, op, values), ...), op in "", "!", "=", "!=" ."""
    out = []
    for word in when.split():
        if "!=" in word:
            name, values = word.split("!=")
            out.append((name, "!=", tuple(values.split("|"))))
        elif "=" in word:
            name, values = word.split("=")
            out.append((name, "=", tuple(values.split("|"))))
        elif word.startswith("!"):
            out.append((word[1:], "!", ()))
        else:
            out.append((word, "", ()))
    return tuple(out)


def _holds(f: Facts, when: str) -> bool:
    for name, op, values in _conditions(when):
        got = getattr(f, name)
        shown = "none" if got is None else str(got)
        if (op == "" and not got) or (op == "!" and got) or (op == "=" and shown not in values) or (
                op == "!=" and shown in values):
            return False
    return True


def _verb_fits(row: Row, verb: str | None) -> bool:
    return row.verbs == ANY or (verb or "-") in row.verbs.split("|")


def decide(f: Facts, table: str = "main") -> Outcome:
    """The first row that fits, following a row that sends the clause on to another table."""
    name = "someone" if table == "main" and f.party == "unknown" else table
    path: list[str] = []
    while True:
        row = next(r for r in TABLES[name] if _verb_fits(r, f.verb) and _holds(f, r.when))
        path.append(f"{name}: {row.name}")
        if row.kind is not None and row.kind.startswith("->"):
            name = row.kind[2:]
            continue
        return Outcome(row.kind, row.who, row.ask, row, tuple(path))

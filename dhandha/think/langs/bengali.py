"""Bengali: the words the rules thinker reads in Bengali messages (Bengali script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "bn"
SCRIPT = "beng"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "বলেছে|বলেছেন|বলল|বললেন|বলে গেছে|বলে গেল|boleche|bolechhe|bolechen|bollo|bole geche",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "নিজের অ্যাকাউন্টেই|নিজের অ্যাকাউন্টেও|আমার অন্য অ্যাকাউন্টেই|আমার অন্য অ্যাকাউন্টে|অন্য অ্যাকাউন্টে|নিজের অ্যাকাউন্টে|নিজের অন্য অ্যাকাউন্টে|আমার অন্য খাতায়|নিজের খাতায়|অন্য অ্যাকাউন্টে|nijer account e|onno account e|amar onno account e",
    },
    "per": {
        "before": "প্রতি|প্রতিটা|প্রতিটি|একটার|একটার দাম|proti|protita",
        "yes": "করে|kore|দরে|দামে|রেটে|রেট|হিসেবে|হিসাবে|dore|dame|rate e|rete|hisebe",
    },
    "every": {
        "yes": "দুটো|দুটোই|দুটাই|দুটো এন্ট্রি|sob|shob|sab|সব|সমস্ত|সবগুলো|সবকটা|পুরো",
    },
    "verb": {
        "give": "diyechi na|pathiyeche",
        "give_in": (
            "পাঠালেন|পাঠিয়ে দিলেন|পাঠিয়ে দিল|pathalen|pathiye dilen|দিয়েছিল|দিয়েছিলেন|diyechilo|GPay করলেন|GPay করেছেন|ফোনপে করলেন|ফোনপে করেছেন|GPay করেছে|GPay করলেন|GPay করেছেন|ফোনপে করলেন|ফোনপে করেছেন|GPay করেছে|dilo|dilen|dila|diyeche|diyechen|dieche|diyechhe|pathalo|pathalen|দিলো|দিল|দিলেন|দিয়েছে|দিয়েছেন|"
            "দিয়ে গেল|দিয়ে গেছে|দিয়ে গেলেন|দিয়ে গেছেন|পাঠাল|পাঠালো|পাঠিয়েছে|পাঠিয়েছেন|diye gelen|diye gelo|diye geche|diye gechen|diye gelo|gpay korlo|gpay korlen|gpay korechhe|gpay koreche|gpay korechhen|gpay korechen|phonepe korlo|phonepe korlen|upi korlo|upi korlen|paytm korlo|clear korlo|clear korlen|clear kore dilo|clear kore dilen|clear koreche|clear korechen|clear korechhe|clear korechhen|shodh korlo|shodh korlen|shodh dilo|shodh dilen|diyechhilen|diyechilen|diyechhilo|pathiyechhen|pathiyechen|pathiyechhe"
        ),
        "give_out": "দিয়ে দিয়েছি|দিয়ে দিলাম|দিয়ে এলাম|দিয়ে এসেছি|দিয়ে দিয়েছিলাম|diye diyechi|diye dilam|diye elam|দিয়েছিলাম|দিয়েছিলুম|diyechilam|RTGS করেছি|GPay করেছি|GPay করলাম|ফোনপে করলাম|ট্রান্সফার করেছি|RTGS করেছি|GPay করেছি|GPay করলাম|ফোনপে করলাম|ট্রান্সফার করেছি|dilam|diyechi|dilum|pathalam|দিলাম|দিয়েছি|দিয়ে দিলাম|পাঠালাম|পাঠিয়েছি|gpay korlam|gpay korechi|gpay korechhi|phonepe korlam|upi korlam|paytm korlam",
        "recv": (
            "এসেছিলেন|এসেছিল|এসেছিলো|এলেন|eshechilen|eshechilo|esechilo|pelam|peyechi|pelaam|elo|esechhe|eseche|joma|joma dilo|ferot|ferot dilo|পেলাম|পেয়েছি|এল|এলো|এসেছে|জমা|"
            "জমা দিল|জমা দিয়েছে|ফেরত|ফেরত দিল|ফেরত দিয়েছে|শোধ দিল"
        ),
        "repay": "shodh|shodh korlam|shodh dilam|শোধ|শোধ করলাম|শোধ দিলাম|মিটিয়ে দিলাম|mitiye dilam",
        "pay": "payment korlam|payment korechi|payment korlaam|পেমেন্ট করলাম|পেমেন্ট করেছি|jama dilam|জমা দিলাম|মেটালাম|metalam",
        "take": "বাজার করল|বাজার করলেন|বাজার করে গেল|বাজার করে গেলেন|bajar korlo|bajar korlen|নিয়েছেন|নিয়েছিলেন|niyechen|niye gelo|niye gelen|nilo|nilen|niyeche|নিয়ে গেল|নিয়ে গেলেন|নিল|নিলেন|নিয়েছে",
        "buy": "নিয়েছিলাম|niyechilam|কিনে নিলাম|কিনেছিলাম|kine nilam|kinechilam|nilam|nilaam|kinlam|kinechi|kinlaam|anlam|anালাম|anielam|মাল এল|নিলাম|নিয়েছি|কিনলাম|কিনেছি|কিনে আনলাম|আনলাম|আনালাম|কেনা|কেনার|kinechilo|kinlo|কিনেছিল|কিনেছিলেন|কিনেছে|কিনল|কিনলো|কিনলেন",
        "sell": (
            "আয়|রোজগার|বিক্রি করেছি|বেচে দিলাম|বিক্রি হয়েছে|bikri korechi|beche dilam|bikri|bikri korlam|bikri holo|bechlam|bechechi|becha holo|বিক্রি|বিক্রি করলাম|বিক্রি হল|বিক্রি হলো|বেচলাম|"
            "বেচেছি|বেচা"
        ),
        "spend": "ভরলাম|ভরেছি|bhorlam|khoroch|khorch|khoroch holo|খরচ|খরচ হল|খরচ হলো",
    },
    "withdraw": {
        "yes": "tullam|tulechi|তুললাম|তুলেছি",
    },
    "bank": {
        "bank": "ব্যাঙ্ক|ব্যাঙ্কে|ব্যাঙ্কের|ব্যাঙ্ক*",
    },
    "deposit": {
        "yes": "সরালাম|সরিয়েছি|সরিয়ে দিলাম|সরিয়ে রাখলাম|soralam|sorialam|ট্রান্সফার করলাম|জমা দিলাম|ডিপোজিট|জমা করলাম|joma dilam",
    },
    "credit": {
        "yes": "ক্রেডিট|ক্রেডিটে|dhar|dhare|ধার|ধারে|bakite|baki te|বাকিতে|বাকি|baki rakhlam|khatay|খাতায়|বাকি রাখলাম",
    },
    "paid": {
        "yes": "চেক|চেকে|নগদ|নগদে|nogod|nogode|ক্যাশ|ক্যাশে|kashe",
    },
    "mode": {
        "bank": "চেক|চেকে",  # a cheque is money through the bank
        "upi": "ইউপিআই|ইউ পি আই|ইউপিআইতে|ইউপিআই-এ|অনলাইনে|অনলাইন|online|গুগল পে|ফোনপে|জিপে|গুগল পে|phonepe|পেটিএম|পেটিএমে|পেটিএমএ|ফোনপেতে|জিপেতে",
        "cash": "ক্যাশবাক্স থেকে|ক্যাশ বাক্স থেকে|ক্যাশ থেকে|ক্যাশের|গল্লা থেকে|cash baksho theke|নগদ|নগদে|ক্যাশ|ক্যাশে",
    },
    "defer": {
        "yes": "মাসের শেষে|মাস শেষে|সপ্তাহের শেষে|maser sheshe|mash sheshe|পরের হাটে|পরের হাটবারে|পরের বার|porer hate|পরের হাটে|পরের হাটবারে|পরের বার|porer hate|pore|পরে|pore debo|পরে দেব",
    },
    "cost": {
        "yes": (
            "গাড়িভাড়া|গাড়ি ভাড়া|gari bhara|garibhara|ভ্যানভাড়া|ভ্যান ভাড়া|van bhara|বরফ|borof|গ্যাস সিলিন্ডার|সিলিন্ডার|গ্যাস|বোনাস|bhara|dokan bhara|beton|maine|biddut bill|current bill|jolkhabar|majuri|টিফিন|সিঙ্গারা|বিল|বিদ্যুৎ|বিদ্যুত|"
            "বিদ্যুতের বিল|চা|ভাড়া|দোকান ভাড়া|বেতন|মাইনে|বিদ্যুৎ বিল|কারেন্ট বিল|জলখাবার|মেরামত|পেট্রোল|মজুরি|রিকশা|"
            "টোটো|দান|চাঁদা|প্রণামী"
        ),
    },
    "goods": {
        "generic": "mal|jinis|মাল|জিনিস|জিনিসপত্র|মালপত্র|বাজার করল|বাজার করলেন|বাজার করে গেল|বাজার করে গেলেন|bajar korlo|bajar korlen",  # (shopping done: goods taken)
        "item": (
            # furniture, and the wood it is made of
            "ডিম|dim|murgi|মুরগি|মুরগী|chini|চিনি|ডিকশনারি|ডিকশনারির|অভিধান|বই|খাতা|খাট|আলমারি|চেয়ার|টেবিল|সোফা|ড্রেসিং টেবিল|সেগুন কাঠের খাট|কাঠের খাট|সেগুন|কাঠ|কাঠের|প্লাইউড|"
            "স্পেয়ার পার্টস|স্পেয়ার পার্ট|ধূপ|ধূপকাঠি|কর্পূর|ধুনো|রুপো|তামা|পিতল|সোনা|তাঁতের|তাঁত|জেরক্স|স্পাইরাল|স্পাইরাল বাইন্ডিং|তেলেভাজা|telebhaja|ডিম|dim|প্রিন্ট|ল্যামিনেশন|বাইন্ডিং|জেরক্স|মাছ|machh|পেঁয়াজ|peyaj|আলু|টমেটো|ফুল|মাংস|mangsho|মুরগি|murgi|কলা|ফল|বরফ|দই|লবণ|পনির|ছানা|chhana|গাঁদা|গোলাপ|recharge|রিচার্জ|পুজো|পুজোর|প্যান্ডেল|প্যান্ডেলের|লাইটিং|লাইটিংয়ের|ওষুধ|ওষুধপত্র|chal|aata|chini|dudh|tel|dal|ডিম|চাল|আটা|চিনি|দুধ|তেল|ডাল|মুড়ি|নুন|সাবান|বিস্কুট|ঘি|সবজি|shobji|রসগোল্লা|"
            "মিষ্টি|স্যুট|কাপড়|শাড়ি|পাঞ্জাবি|ব্লাউজ|লুঙ্গি|গামছা|সেলাই|silai|selai|xerox|jerox|zerox|photocopy"
        ),
    },
    "yes": {
        "yes": "hyan|hya|haan|thik ache|thik achhe|accha|হ্যাঁ|হ্যা|ঠিক আছে|আচ্ছা|হুম|হাঁ|হ্যাঁ হ্যাঁ",
    },
    "no": {
        "no": "thak|na|lagbe na|naa|থাক|না|লাগবে না|নয়|dorkar nei|thak thak|na na",
    },
    "neg": {
        "yes": "na|noy|না|নয়",
    },
    "q": {
        "how_much": "koto|kato|কত|কতো|কত টাকা",
        "who": "কে|কারা|কাদের|কার",
        "what": "কী|কি",
        "show": "dekhao|দেখাও|বলো|বলুন|দেখান",
    },
    "qn": {
        "profit": "লাভ|মুনাফা",
        "balance": "baki|বাকি|পাওনা|paona",
        "stock": "stock|স্টক|বাকি আছে",
    },
    "period": {
        "today": "aaj|aajke|aajker|ajker|আজ|আজকে|আজকের",
        "yesterday": "kal|gotokal|kalker|কাল|গতকাল|কালকে|কালকের|গতকালের",
        "last_week": "gato saptahe|goto soptahe|গত সপ্তাহে|গত সপ্তাহের",
        "last_month": "gato mase|goto mase|গত মাসে|গত মাসের",
        "this_week": "ei saptahe|saptahe|এই সপ্তাহে|সপ্তাহে",
        "this_month": "ei mase|mase|এই মাসে|মাসে",
    },
    "fix": {
        "yes": "bhul|vul|ভুল|ঠিক করো|বদলাও|শুধরে দাও",
    },
    "cancel": {
        "yes": "মুছে দে|মুছে ফেল|কেটে দে|বাতিল কর|বাতিল করো|muche de|muchhe de|muche fel|ক্যানসেল করো|ক্যানসেল কর|ক্যান্সেল করো|ক্যানসেল|ক্যান্সেল|cancel koro|cancel kore dao|মুছে দিন|বাদ দাও|কেটে দিন|muche dao|মুছে দিন|ডিলিট|বাদ দাও|কেটে দিন|muche dao|mucha|batil|মুছে দাও|মুছে ফেলো|বাতিল|কেটে দাও|kete dao|kete din|kete de|kete dio|muchhe dao|muchhe din|muche din|bad dao|bad din|baad dao|delete koro|delete korun|cancel korun|batil koro",
    },
    "entry": {
        "last": "হিসাব|এন্ট্রি*|entry|ager|sesh|আগের|শেষের|শেষ|এন্ট্রি|এন্ট্রিটা|এন্ট্রিটি|shesh|shesher|sesher|sheshe|last entry|ager entry",
    },
    "dup": {
        "yes": "dubar|দুবার",
    },
    "remind": {
        "yes": "mone koriye dao|mone korao|মনে করিয়ে দাও|মনে করাও|তাগাদা",
    },
    "fut": {
        "pay": "দেব|দিয়ে দেব|দেবো|debo|debe|deben|dibe|দেবে|দেবেন|দিবে|দিয়ে দেবে|pathabe|পাঠাবে",
        "visit": "asbe|asben|আসবে|আসবেন",
    },
    "chat": {
        "yes": "nomoskar|nomoshkar|dhonnobad|kemon acho|নমস্কার|ধন্যবাদ|কেমন আছো|ভালো",
    },
    "risk": {
        "advance": "অ্যাডভান্স|অগ্রিম",
    },
    "topic": {
        "tax": "জিএসটি|জি এস টি|জিএসটির|কর|ট্যাক্স",
        "festival": "দীপাবলি|দিওয়ালি|কালীপুজো|কালীপূজা|পুজো|পুজোর|ঈদ|দুর্গাপূজা",
    },
    "mark": {
        "dat": "ke|কে|dake|দাকে|দাদাকে|দিদিকে",
        "src": "theke|kach theke|er kach theke|থেকে|কাছ থেকে|এর থেকে",
        "gen": "er|r|এর|র|dar|দার|দাদার|দিদির",
        "loc": "e|kache|er kache|r kache|dar kache|কাছে|এর কাছে|র কাছে|দার কাছে|দাদার কাছে|দিদির কাছে",
        "cred": "er name|er khatay|এর নামে|নামে|খাতায়",
    },
    "hon": {
        "yes": "বউদি|বউদির|babur|babuder|মিসেস|মিস্টার|ডাক্তার|শ্রীমতী|চাচা|চাচী|খালা|খালু|মামী|পিসি|পিসিমা|মেসো|মেসোমশাই|দাদু|সাহেব|chacha|khala|pishi|স্যার|ম্যাডাম|sir|মাসিমা|da|dada|didi|di|boudi|kaku|kakima|mashi|jethu|jethima|babu|bhai|দা|দাদা|দিদি|দি|বৌদি|কাকু|কাকিমা|মাসি|জেঠু|জেঠিমা|বাবু|ভাই|বোন|কাকা|মামা",
    },
    "owner": {
        "subj": "ami|amra|আমি|আমরা",
        "obj": "amake|amay|amader|আমাকে|আমায়|আমাদের",
    },
    "pron": {
        "yes": "oke|or|ora|take|tar|তাকে|তার|ওকে|ওর|ও|উনি|ওনাকে|ওনার",
    },
    "someone": {
        "yes": "keu|কেউ|কেউ একজন",
    },
    "forgot": {
        "yes": "মনে নেই|mone nei|নাম জানি না",
    },
    "both": {
        "yes": "দুজনে|দুজনেই|dujone|dujon|dujonke|দুজন|দুজনকে|দুজনের",
    },
    "together": {
        "yes": "mot|mile|sob miliye|sob mile|সব মিলিয়ে|মোট|মিলে",
    },
    "also": {
        "yes": "o|ও|-o",
    },
    "role": {
        "supplier": "আড়ত*|আড়তদার*|পাইকারি|paikari|ঘাট*|মাছের আড়ত|গোয়ালা*|গয়লা*|goala|goalar|পাইকার*|পাইকার|তাঁতি|পাইকারের|ফার্ম|ফার্মে|ফার্মের|ফার্ম থেকে|খামার*|farm|বাজার*|হাট*|মার্কেট|মার্কেটে|মার্কেটের|মার্কেট থেকে|bazar|haat|আড়ত|arot|বাজার|হাট|মহাজন|mahajan",
        "place": "হাওড়া*|শিয়ালদা*|শিয়ালদহ*|কলকাতা*|বর্ধমান*|শ্যামবাজার*|গড়িয়াহাট*|হাতিবাগান*|ধর্মতলা*|বনগাঁ*|শিলিগুড়ি*|বড়বাজার*|বড়বাজারে|বড়বাজারের|বড়বাজার থেকে|burrabazar|barabazar|borobazar|bara bazar|boro bazar|দোকান*|বাংক*|ব্যাংক*|দোকান|দোকানের|শপ|অফিস*|স্কুল*|কলেজ*|dokan|dokaner|dokane|মন্দির*|mondir",
        "service": "পেইন্টার*|রংমিস্ত্রি*|ছেলে|ছেলেকে|কারিগর|কারিগরকে|karigar|রাঁধুনি*|ইলেকট্রিশিয়ান*|প্লাম্বার*|ছেলেটা|ছেলেটাকে|কর্মচারী|কর্মচারীকে|chheleta|বাড়িওয়ালা|bariwala|মিস্ত্রি|ড্রাইভার|রিকশাওয়ালা|কাজের লোক|ঠিকাদার*|দর্জি|মজুর|মজুরকে|মজুরদের|মজুরদেরকে|শ্রমিক*|কাজের মাসি*|কাজের মেয়ে*|কাজের লোককে|কাজের ছেলে*|মাসিকে|ঝি|ঝিকে|মেয়েটা|মেয়েটাকে|মেয়েটিকে|দোকানের ছেলে*|দোকানের মেয়ে*|চাকর*|দারোয়ান*|পাহারাদার*|ড্রাইভারকে|মিস্ত্রিকে|রাজমিস্ত্রি*|মুটে*|কুলি*|ভ্যানওয়ালা*|ঠেলাওয়ালা*|ঠেলা*|হেল্পার*|রাঁধুনিকে|majur|kajer masi|kajer lok|darwan|chhele|chheleke|chheleta*|chhelete*|meyeta*|meyete*|majurke|majurder*|mojur|mojurke|kajer lok*|kajer masi*|kajer meye*|kajer chhele*|darwan*|chakor*",
        "buyer": "চাষী|কৃষক|হোটেল*",
    },
    "firm": {
        "yes": "সুপার মার্কেট*|সুপারমার্কেট*|হ্যান্ডলুম*|handloom|ডেয়ারি|ডেয়ারী|ডেইরি|ফার্ম|farm|হোলসেল*|ফার্মা*|ফার্মেসি*|ইলেকট্রিক্যালস*|টেক্সটাইল*|গার্মেন্টস*|হার্ডওয়্যার*|মেডিক্যাল*|ডিস্ট্রিবিউটর*|স্টোর*|ট্রেডার্স|এজেন্সি|স্টোর্স|ভাণ্ডার|ভান্ডার|এন્ટারপ্রাইজ*|ট্রেডার*|এজেন্স*",
    },
    "wala": {
        "yes": "wala|ওয়ালা",
    },
    "unit": {
        "kg": "কেজি*|কিলো*",
        "g": "গ্রাম",
        "quintal": "কুইন্টাল",
        "litre": "লিটার",
        "piece": "পিস|টা|টি|টে|টো|খানা|ta|ti|কপি",
        "packet": "পাতা|স্ট্রিপ|প্যাকেট",
        "bag": "বস্তা|মুঠা",
        "box": "ক্রেট*|বাক্স",
        "dozen": "ডজন",
        "metre": "মিটার",
        "bottle": "বোতল",
        "plate": "প্লেট",
        "cup": "কাপ",
        "tin": "টিন",
        "bundle": "বান্ডিল",
        "carton": "কার্টন",
        "roll": "রোল",
        "sheet": "শিট",
    },
    "frac": {
        "0.5": "অর্ধেক|ordhek|আধা",
    },
    "rest": {
        "yes": "baki|বাকিটা|বাকি টাকা|বাকি",
    },
    "old": {
        "yes": "purono|puraton|পুরোনো|পুরনো|পুরানো|আগের",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "পুরনো খাতা থেকে|পুরোনো খাতা থেকে|পুরনো খাতা|পুরোনো খাতা|পুরনো হিসাব থেকে|purono hisab|purono hishab|পুরনো হিসাব|পুরোনো হিসাব|পুরানো হিসাব|আগের হিসাব",
    },
    "owe": {
        "shop": "dite hobe|দিতে হবে",
        "them": "paona|পাওনা",
    },
    "when": {
        "eom": "মাসের শেষে|মাস শেষে|maser sheshe|mash sheshe",  # by the month's end: its last day
        "+1": "আগামীকাল|কাল",
        "+2": "পরশু",
        "+7": "পরের সপ্তাহে|porer hopta|porer hoptay|porer hopta te|porer saptahe|samner hopta|সামনের সপ্তাহে|আগামী সপ্তাহে|সপ্তাহ পরে|এক সপ্তাহ পরে|এক সপ্তাহের মধ্যে",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "মাস পরে|এক মাস পরে|এক মাসের মধ্যে|মাসখানেক পরে|মাসের মধ্যে",
        "month": "পরের মাসে|porer mase|porer mashe|samner mase|পরের মাসের|সামনের মাসে|সামনের মাসের|আগামী মাসে|আগামী মাসের",
        "mon": "সোমবার*|sombar|sombare",
        "tue": "মঙ্গলবার*|mongolbar|mongolbare",
        "wed": "বুধবার*|budhbar|budhbare",
        "thu": "বৃহস্পতিবার*|brihospotibar|brihospotibare",
        "fri": "শুক্রবার*|shukrobar|shukrobare",
        "sat": "শনিবার*|shonibar|shonibare",
        "sun": "রবিবার*|robibar|robibare",
    },
    "ago": {
        "1": "gotokal|gatokal|kal|kalke|kalker|গতকাল|কাল|কালকে|কালকের|গতকালের",
        "2": "porshu|parshu|পরশু|পরশুর|porshur",
    },
    "before": {
        "yes": "age|আগে",
    },
    "daytime": {
        "yes": "bhore|ভোরে|ভোরবেলা|bhorbela|দুপুর|দুপুর পর্যন্ত|সকাল পর্যন্ত|বিকেল পর্যন্ত|এখন পর্যন্ত|dupur|dupur porjonto|sokale|bikele|bikel|sondhyay|sondhe|raate|dupure|সকালে|বিকেলে|বিকেল|সন্ধ্যায়|সন্ধ্যে|রাতে|দুপুরে|সন্ধ্যাবেলা|সন্ধেবেলা|সকালবেলা|দুপুরবেলা|বিকেলবেলা|রাতেরবেলা|রাতের বেলা|সন্ধ্যা বেলা|সকাল বেলা|sondhebela|sokalbela|dupurbela|bikelbela|সকালের|বিকেলের|দুপুরের|রাতের|সন্ধ্যার|সন্ধের|sokaler|bikeler|rater",
    },
    "month": {
        "1": "জানুয়ারি",
        "2": "ফেব্রুয়ারি",
        "3": "মার্চ",
        "4": "এপ্রিল",
        "6": "জুন",
        "7": "জুলাই",
        "8": "আগস্ট",
        "9": "সেপ্টেম্বর",
        "10": "অক্টোবর",
        "11": "নভেম্বর",
        "12": "ডিসেম্বর",
    },
    "tarikh": {
        "yes": "তারিখ|তারিখ*|tarikh|tarikhe|tarikhey",
    },
    "days": {
        "yes": "দিনের মধ্যে|দিন|দিনের মধ্যে|দিনে|দিনের ভিতর|diner|দিনের|din|diner moddhe",
    },
    "notmoney": {
        "after": "বছর|বার",
        "before": "সাইজ|ক্লাস|শ্রেণি|শ্রেণী",  # "size 42": the size, never a sum
        "size": "পেজ|ইঞ্চি|ওয়াট",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "তে|te|dam|er dam|daam|likhte bhule gechhi|likhte bhule gechi|likhte bhule gelam|লিখতে ভুলে গেছি|লিখতে ভুলে গিয়েছিলাম|bolte bhule gechhi|বলতে ভুলে গেছি|অ্যাকাউন্ট*|অ্যাকাউন্ট|নাতি|নাতির|নাতনি|নাতনির|জন্মদিন|জন্মদিনের|ছেলের|মেয়ের|je|jeta|ota|eta|oita|eita|puro|purota|পুরো|পুরোটা|te|তে|তার মধ্যে|যার মধ্যে|এর মধ্যে|তার ভেতরে|tar moddhe|jar moddhe|খাতায় তোলো|খাতায় তুলে রাখো|খাতায় তুলে দাও|ওটাও|ওটা|ekhon obdhi|ekhon porjonto|এখন অবধি|এখন পর্যন্ত|জন্য|জন্যে|jonno|লেখা|লিখেছিলাম|লেখা হয়েছে|হয়েছিল|হয়েছিলো|hoyechilo|লিখে রাখো|লেখো|লিখে রাখুন|likhe rakho|এখনও|এখনো|ekhono|এ পর্যন্ত|তার মধ্যে|এর মধ্যে|তার থেকে|তার ভেতর|আজ|কাল|আর|এবং|ও|আছে|ছিল|করলাম|করো|টাকা|টাকার|এক|আমি|হল|হলো|হয়েছে|এই|টা|টি|aaj|kal|ar|ache|chilo|korlam|"
            "একটা|একটি|ekta|ekti|সপ্তাহের|সপ্তাহ|হপ্তার|শোনো|শোন|shono|শুনুন|taka|takar|ek|ami|holo|hoyeche|টাকা*|এছাড়া|এছাড়াও|ছাড়া|ইয়ে|আরও|আরো|aro|moddhe|মধ্যে|ভেতরে|ই|শুধু|মাত্র|কেবল|প্রায়|আন্দাজ|shudhu|sudhu|matro|kebol|সেই|ওই|ঐ|sei|নিজের|নিজে|nijer"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("bengali", """
1 এক
2 দুই
3 তিন
4 চার
5 পাঁচ
6 ছয় ছয়
7 সাত
8 আট
9 নয় নয়
10 দশ
11 এগারো
12 বারো
13 তেরো
14 চোদ্দ চৌদ্দ
15 পনেরো
16 ষোলো
17 সতেরো
18 আঠারো
19 উনিশ
20 কুড়ি বিশ
25 পঁচিশ
30 তিরিশ ত্রিশ
40 চল্লিশ
50 পঞ্চাশ
60 ষাট
70 সত্তর
80 আশি
90 নব্বই
1.5 দেড়
2.5 আড়াই
0.5 আধা
"""),
    # Romanized, as typed on an English keyboard (the weak ones count only beside a multiplier or unit).
    ("bengali_latin", """
2 dui
5 panch
6 chhoy
8 aat
9 noy
10 dosh
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 +শো +শ +sho +so
1000 হাজার
100000 লাখ লক্ষ
10000000 কোটি
""",
    "fused": """
2 100 dusho
3 100 tinsho
4 100 charsho
5 100 panchsho paanchsho
6 100 chhosho
7 100 saatsho satsho
8 100 aatsho
9 100 noysho
1 100 একশো
""",
    "fused_only": """
2 দু
6 ছ
9 ন
""",
    "fractions": """
0.25 সোয়া
0.5 সাড়ে
-0.25 পৌনে
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "কয়েক কিছু koyek kichu",
    "weak": "নয় আধা dui chhoy aat noy dosh",
    "units": "কেজি কিলো লিটার প্যাকেট ডজন বোতল পাতা পিস বস্তা স্ট্রিপ",
    "currency": "taka takar",
    "currency_stems": "টাকা টাকার",
    "alternatives": "বা অথবা",
    "ranges": "থেকে",
    "percent": "শতাংশ",
    "clock": "টায় টার",
    "date": "তারিখ",
    "ordinals": "ই শে তম",
    "one_same": "ই",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "মেরামত|সেলাই|selai|meramot|রিপেয়ার",
    "did_work": "korlam|korechi|kore dilam|করলাম|করেছি|করে দিলাম|সারালাম|সারিয়ে দিলাম",
    "still": "এখনও|এখনো|ekhono|akhono",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "cha|jolkhabar|borof|চা|জলখাবার|টিফিন|সিঙ্গারা|বরফ",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "মাইনে|বেতন|মজুরি|হাজিরা|maine|mainey|beton|betan|mojuri",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "ভাড়া|ভাড়ার|bhara",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "দিতে হবে|dite hobe",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "আর|ও|এবং",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "dite hobe|দিতে হবে|debo|দেব",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "গত|গেল|gato|gata|gelo",
    "split_conjunctions": "ar|o|আর|এবং",
    "join_conjunctions": "ar|o|আর|এবং",
    "negation_before": "নি",
    "negation_after": "নি",
    "relative": "যে|je",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "গেছে|গেল|গিয়েছিল|গেছিল|কেটেছে|কাটল|কাটা গেছে|পাঠাল|পাঠালাম|gechhe|gelo",
    "motion": "এসেছিল|এসেছে|এল|এলো|গেছে|গেল|গিয়েছিল|পাঠাল|পাঠালো|পাঠিয়েছে|পাঠিয়েছিল|esechilo|gechhe",
    "demonstrative": "ওটা|ওই|এটা|ota|সেটা|সেইটা|এইটা|ওইটা|সেটি|এটি|ওটি|seta|সেটাই|ওটাই|এটাই|sheta",
    "determiner": "সেই|ওই|এই|ঐ|sei|ei",
    "until": "পর্যন্ত|porjonto|এর মধ্যে",
    "negation_postfix": "na|noy|noi",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("দাকে", "dat", ""),
    ("দার", "gen", ""),
    ("দা", "hon", ""),
    ("বাবুকে", "dat", ""),
    ("বাবুর", "gen", ""),
    ("বাবু", "hon", ""),
    ("কে", "dat", ""),
    ("থেকে", "src", ""),
    ("দের", "gen", ""),
    ("ের", "gen", ""),
    ("এর", "gen", ""),
    ("ুর", "gen", "ু"),
    ("ির", "gen", "ি"),  # বাপির -> বাপি (names that end in -ir themselves are in KEEP_WHOLE)
    ("ার", "gen", "া"),  # প্রিয়াঙ্কার -> প্রিয়াঙ্কা (names and surnames that end in -ar are in KEEP_WHOLE)
)

# "Also", "only, himself" glued to the end of a name, with what they replace: রহিমও, রহিমকেও; রহিমই after a bare
# consonant only (নিতাই, কানাই end in ই themselves).
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (("ও", ""), ("+ই", ""))

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
GLUED_HONORIFICS: tuple[str, ...] = ("দাদা", "দিদি", "বাবু", "দা", "দি", "ভাই", "জি", "মাসি", "কাকা")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "এসে ese eshe esechhilo এসেছিল ache achhe achhi chilo chhilo hobe holo hoyeche hoyechhe koto keno kothay kobe nei hya haan ebong "
    "ami tumi apni amar tomar dilo dilam dilen diyeche diyechen nilo nilam korlam korlo korun bolun "
    "dekhao ekhon gotokal diye দিয়ে নিয়ে"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    # an honorific with its case ending, glued ("Ghoshdake", "Mitraboudir")
    # (not "dar" or "dake" alone: Haldar, Poddar and Sharda end so)
    ("dadake", "dat"), ("dadar", "gen"), ("babuke", "dat"), ("boudike", "dat"), ("boudir", "gen"),
    ("der", "gen"), ("ke", "dat"), ("er", "gen"),
)

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {
    "ke": "dat", "er": "gen", "r": "gen", "da": "hon", "dada": "hon", "theke": "src",
}

# Names that end like an ending or honorific and are never cut ("Sethi", "Kamla").
KEEP_WHOLE: frozenset[str] = frozenset((
    "জাকির কবির তাহির বশির নাসির মনির সাব্বির আমির ফকির শিশির মীর জহির বাশির হাবির সমির আবির শাকির "
    "আতাউর আনিসুর আসগুর গফুর জহুর ঠাকুর তৈমুর বাহাদুর মঞ্জুর মনসুর মশিউর মাথুর মাহমুদুর মিজানুর মুনসুর রহমতুল্লাহ "
    "লুৎফুর শুকুর সিঁদুর হাবিবুর "
    # surnames that end in দার, not Ghosh-da's "দার"
    "হালদার পোদ্দার সরদার মজুমদার তালুকদার জমাদার দফাদার চৌকিদার "
    # names and surnames that end in -ar themselves, not a genitive
    "কুমার সরকার আনোয়ার জব্বার মোক্তার ইফতেখার আক্তার আখতার বাজার দোকানদার সুধাকর দিবাকর প্রভাকর ভাস্কর "
    "শংকর শঙ্কর অমর সমর কমর পটুয়াদার মোল্লার আফসার নাসার মুক্তার"
).split())

# Endings a firm's name takes that a person's does not: "মা তারা মেডিক্যাল এজেন্সিতে" (to the agency).
FIRM_ENDINGS: tuple[tuple[str, str, str], ...] = (("তে", "dat", ""),)

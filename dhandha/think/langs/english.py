"""English: the words the rules thinker reads in English messages (Latin).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.

English, and the Latin words every message may use whatever its language: a reading from
this module or hindi.py is kept in a message of any language (see lexicon.py).
"""

from __future__ import annotations

CODE = "en"
SCRIPT = "latn"  # the script its own letters are in (scripts.py)
SPACED_TENS = True  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    "verb": {
        "give": "gave|give|given|sent|transferred|handed|handed over|lent|loaned",
        "take": "borrowed|took|taken|picked up|takes|collected goods",
        "recv": "returned|deposited|came|came in|recovered|gave back|sent back|paid back",
        "got": "got|received|collected|has received|have received|i got|we got",
        "paid_to": "was paid|were paid|got paid|has been paid|have been paid|been paid",
        "repay": "cleared|settled|paid off|paid back|repaid|squared|cleared off",
        "pay": "paid|pay|pays|made payment|made a payment|payment done",
        "buy": (
            "bought|purchased|ordered|stocked|restocked|purchase|procured|supplied|delivered|got delivered|"
            "received goods|received stock"
        ),
        "sell": (
            "sold|sell|sells|sale|sales|selling|counter sale|takings|cash sale|"
            # the day's collection at the counter, as owners write it in their scripts
            "কাউন্টারে|কাউন্টার|କାଉଣ୍ଟରେ|କାଉଣ୍ଟର|கவுண்டர்ல|కౌంటర్|ಕೌಂಟರ್|കൗണ്ടറിൽ|ਕਾਊਂਟਰ|કાઉન્ટર|"
            "collection|कलेक्शन|కలెక్షన్|ಕಲೆಕ್ಷನ್|கலெக்ஷன்|കളക്ഷൻ|কালেকশন|କଲେକସନ|ਕਲੈਕਸ਼ਨ|કલેક્શન"
        ),
        "spend": "spent|spend|expense|expenses|expenditure|cost|costs",
    },
    "withdraw": {
        "yes": "withdrew|withdrawn|withdraw|withdrawal|cash withdrawal|took out|taken out",
    },
    "deposit": {
        "yes": (
            "deposit|deposited|deposit kiye|deposit kiya|deposit kar diye|deposit kar diya|put in|moved|shifted|put|"
            "transferred to my"
        ),
    },
    "ownacct": {
        "yes": (
            "own account|my other account|other account|my account|another account of mine|my savings|savings account|"
            "current account|my own account|my own"
        ),
    },
    "bank": {
        "atm": "atm|एटीएम|ஏடிஎம்|ఏటీఎం|ಎಟಿಎಂ|എടിഎം|এটিএম|ଏଟିଏମ|ਏਟੀਐਮ|એટીએમ",
        "name": (
            "hdfc|sbi|icici|axis|kotak|pnb|bob|canara|union bank|idbi|yes bank|indusind|federal|federal bank|"
            "bank of baroda|boi|bank of india|indian bank|iob|uco|central bank|paytm bank|airtel bank|hdfc bank|"
            "icici bank|axis bank|kotak bank|sbi bank|state bank|idfc|au bank|bandhan|rbl|dcb|karnataka bank|"
            "south indian bank|city union|tmb|kvb|saraswat|cosmos|एचडीएफसी*|এইচডিএফসি*|ਐਚਡੀਐਫਸੀ*|એચડીએફસી*|ଏଚଡିଏଫସି*|ஹெச்டிஎஃப்சி*|எச்டிஎஃப்சி*|హెచ్‌డీఎఫ్‌సీ*|హెచ్డీఎఫ్సీ*|ಎಚ್‌ಡಿಎಫ್‌ಸಿ*|ಎಚ್ಡಿಎಫ್ಸಿ*|എച്ച്ഡിഎഫ്സി*|एसबीआई*|এসবিআই*|ਐਸਬੀਆਈ*|એસબીઆઈ*|ଏସବିଆଇ*|எஸ்பிஐ*|ఎస్‌బీఐ*|ఎస్బీఐ*|ಎಸ್‌ಬಿಐ*|ಎಸ್ಬಿಐ*|എസ്ബിഐ*|आईसीआईसीआई*|আইসিআইসিআই*|ਆਈਸੀਆਈਸੀਆਈ*|આઈસીઆઈસીઆઈ*|ଆଇସିଆଇସିଆଇ*|ஐசிஐசிஐ*|ఐసీఐసీఐ*|ಐಸಿಐಸಿಐ*|ഐസിഐസിഐ*|अॅक्सिस*|ऍक्सिस*|एक्सिस*|ऐक्सिस*|অ্যাক্সিস*|ਐਕਸਿਸ*|એક્સિસ*|ଆକ୍ସିସ*|ஆக்சிஸ்*|ஆக்ஸிஸ்*|యాక్సిస్*|ಆಕ್ಸಿಸ್*|ആക്സിസ്*|कोटक*|কোটাক*|কোটক*|ਕੋਟਕ*|કોટક*|କୋଟକ*|கோடக்*|கோட்டக்*|కోటక్*|ಕೋಟಕ್*|കോട്ടക്*|केनरा*|কানাড়া*|ਕੈਨਰਾ*|કેનરા*|କାନାରା*|கனரா*|కెనరా*|ಕೆನರಾ*|കാനറ*|पीएनबी*|ਪੀਐਨਬੀ*|બેંક ઓફ બરોડા|बैंक ऑफ बड़ौदा|फेडरल बैंक|ഫെഡറൽ*|ഫെഡറൽ ബാങ്ക*|कॅनरा*|बँक ऑफ महाराष्ट्र|सारस्वत*|कॉसमॉस*"
        ),
        "bank": (
            "bank|बैंक|बँक|બેંક|ব্যাংক|ਬੈਂਕ|வங்கி|బ్యాంక్|ಬ್ಯಾಂಕ್|ബാങ്ക്|ବ୍ୟାଙ୍କ|बैंक*|ബാങ്ക*|வங்கி*|బ్యాంక*|ಬ್ಯಾಂಕ*|"
            "ব্যাংক*|બેંક*|ਬੈਂਕ*|ବ୍ୟାଙ୍କ*|बँक*"
        ),
    },
    "credit": {
        "yes": (
            "credit|on credit|on account|on his account|on her account|on their account|on monthly account|on the monthly account|on month account|on tab|on the tab|on khata|owes|"
            "owe|put it on|credit pe|on udhaar|lent|loaned|borrowed|lend|loan diya|loan diye|credited|credit kiya|"
            "credit kar do"
        ),
    },
    "paid": {
        "yes": (
            "cash|in cash|upi|by upi|gpay|g pay|google pay|phonepe|phone pe|paytm|online|bank transfer|neft|imps|rtgs|"
            "cheque|card|qr|scan|scanner|cash mein|cash me|upi se|gpay se|paytm se|phonepe se|online se|nakad|naqad|"
            "nagad|nakd|rokda|rokad|rokh|paise de diye|paise diye|paisa diya|payment mila|paid cash"
        ),
    },
    "mode": {
        "cash": (
            "from the till|from the counter|from the cash box|from the galla|from galla|cash|in cash|cash mein|cash me|paid cash|nakad|naqad|nagad|nakd|rokda|rokad|rokh|rokhine|kash|nogod|nogode|"
            "kashe|rokkam|rokkama|keshaa|nagadu|kaashu|kaash|nagada"
        ),
        "upi": (
            "upi|by upi|gpay|g pay|google pay|phonepe|phone pe|paytm|online|qr|scan|scanner|upi se|gpay se|paytm se|"
            "phonepe se|online se|gpay kiya|gpay kiye|gpay kar diya|upi kiya|upi kiye|upi kar diya|upi kar diye|"
            "phonepe kiya|phonepe kar diya|paytm kiya|paytm kar diya|online kiya|online kiye|online bheje|scan kiya"
        ),
        "bank": (
            "bank transfer|neft|imps|rtgs|cheque|check se|cheque se|neft kiye|neft kiya|neft kar diye|neft kar diya|"
            "rtgs kiye|rtgs kiya|rtgs kar diye|imps kiye|imps kiya|imps kar diye|bank transfer kiye|bank transfer kiya"
        ),
        "card": "card|by card|card se|debit card|credit card|swipe",
    },
    "defer": {
        "yes": (
            "at month end|at the end of the month|end of the month|end of month|month end|at week end|end of the week|later|pay later|will pay|to pay|payable|not paid|unpaid|pending payment|due|payment pending|pay next week|"
            "pay on|payment after|pay after|payment in|payment within|pay within|paying after|payable after|"
            "to be paid after"
        ),
    },
    "cost": {
        "yes": (
            "tea|snacks|breakfast|lunch|dinner|water|rent|shop rent|electricity|electricity bill|power bill|water bill|"
            "phone bill|mobile bill|salary|salaries|wage|wages|labour|labor|transport|transportation|freight|cartage|"
            "auto|taxi|cab|fare|fuel|repairs|maintenance|servicing|service charge|cleaning|stationery|packing|packaging|"
            "postage|rickshaw|tempo|donation|medicine|interest|installment|insurance|tax|gst|licence|license|fees|"
            "advertising|advertisement|internet bill|broadband|charges|tailoring|tailoring charges|stitching|stitching charges|"
            "alteration|alteration charges|wheel balancing|wheel alignment|bank charges|gas cylinder|gas cylinders|cylinders|lpg|lpg cylinder|lpg cylinders|trip|trip charges|"
            # the ice a fish or juice shop buys every morning
            "ice|ice block|ice blocks|ice slab|ice slabs"
        ),
    },
    "goods": {
        "generic": "goods|stuff|items|things|grocery|groceries|stock|supplies|order",
        "item": (
            # a beauty parlour's work
            "watch|watches|wrist watch|battery|batteries|facial|facials|threading|waxing|haircut|hair cut|hair spa|bridal makeup|makeup|make up|mehendi|pedicure|"
            "manicure|"
            # a decorator's, a workshop's and a xerox counter's work
            "xerox|xerox copy|xerox copies|photocopy|photocopies|lamination|spiral binding|binding|"
            "pandal lighting|lighting|light decoration|decoration|pandal|welding|stand welding|"
            # an optician's goods
            "spare parts|spare part|spares|puff|puffs|sim|sims|sim card|sim cards|button|buttons|pant|pants|trouser|trousers|eye test|eye tests|eye testing|"
            "eye checkup|eye check up|"
            "frame|frames|lens|lenses|spectacles|specs|glasses|reading glasses|sunglasses|contact lens|contact lenses|"
            "jio recharge|jio recharges|airtel recharge|airtel recharges|vi recharge|bsnl recharge|xerox|zerox|photocopy|photocopies|printout|printouts|print|prints|lamination|laminations|spiral binding|binding|scan|scanning|recharge|recharges|biscuits|chocolates|namkeen|chips|soap|soaps|shampoo|toothpaste|medicine|medicines|tablets|capsules|syrup|"
            "notebooks|notebook|pens|pen|pencils|stationery|kettle|cooker|mixer grinder|phone|phones|charger|earphones|"
            "cable|cover|screen guard|tempered glass|tempered glasses|glass|back glass|display|speaker|charging port|camera|battery|bulbs|bulb|wire|pipe|cement|paint|tiles|saree|sarees|blouse|blouses|shirt|shirts|"
            "trousers|dal|rice|sugar|oil|flour|atta|vegetables|fruits|sweets|milk|curd|bread|eggs|ice cream|ice creams"
        ),
    },
    "yes": {
        "yes": (
            "yes|yeah|yep|yup|ya|ok|okay|okk|okey|k|kk|correct|right|go ahead|send|send it|sure|done|confirm|confirmed|"
            "approve|approved|fine|yes please|do it|✅|👍|👌"
        ),
    },
    "no": {
        "no": "no|nope|nah|stop|leave it|keep it|keep them|keep everything|keep all|keep all of them|dont|don't|do not|wait|hold|not now|never mind|❌|👎",
    },
    "neg": {
        "yes": "not|no|never|isn't|wasn't|didn't|didnt|hasn't|haven't|not yet",
    },
    "q": {
        "how_much": "how much|how many|what's|whats|how much is",
        "who": "who|whom|whose|which|which customers",
        "what": "what|when|did|does|is there|are there",
        "show": "show|list|tell|give me|display|check|see|view|report|summary|statement",
    },
    "qn": {
        "balance": "balance|owe|owes|owed|due|dues|outstanding|pending|account",
        "profit": "profit|profits|munafa|munaafa|munafaa|fayda|faayda|faida|kamai|kamaai|nafa",
        "sales": "sales|sale|sold|income|earnings|revenue|collection|takings|business",
        "spend": "spent|spend|expense|expenses|spending|costs",
        "entries": "entries|entry|transactions|transaction|history|records|statement|ledger",
        "stock": "stock|left|remaining|inventory|in stock",
        "debtors": "who owes|debtors|owes me|owe me|pending dues|all dues|dues list|credit list",
        "top": (
            "top customers|top customer|best customers|best customer|biggest customers|most|top buyers|top buyer|"
            "best buyers|best buyer|biggest buyers"
        ),
    },
    "all": {
        "yes": "everyone|everybody|all|people|ppl|customers|all customers|persons|everyone's",
    },
    "period": {
        "today": "today|today's|todays|so far today",
        "yesterday": "yesterday|yesterday's",
        "last_week": "last week|previous week|last week's",
        "last_month": "last month|previous month|last month's",
        "this_week": "this week|week|weekly|past week|last 7 days",
        "this_month": "this month|month|monthly|past month",
    },
    "fix": {
        "yes": (
            "wrong|mistake|mistaken|error|incorrect|should be|should have been|correct it|change it|fix it|actually|"
            "it was|amend|edit|make it|make that|change to|change it to|update it|replace|not right|not correct|"
            "isn't right|is wrong|incorrect entry"
        ),
    },
    "cancel": {
        "yes": "delete|cancel|scratch|undo|remove|reverse|void|strike off|erase|drop|wipe|wipe out|clear all|erase all|"
               "clear everything|clear out|clean out|start fresh|start afresh|start the books fresh|start the books again|start over|"
               "start from scratch|start from zero|fresh start",
    },
    "every": {
        "yes": "all|everything|every|entire|whole|all entries|all the entries|entries|entriyan|entriyaan",
    },
    "viabank": {
        "yes": (
            "sms|sms wali|sms wala|message wali|gpay pe|gpay par|phonepe pe|paytm pe|upi pe|upi par|online aaya|"
            "online aaye|online gaya|online gaye|debit|debited|deducted|got deducted"
        ),
    },
    "entry": {
        "last": "test entry|test entries|testing entry|entry|last one|the last one|last entry|previous|previous entry|that one|that entry|last",
    },
    "dup": {
        "yes": "double|duplicate|twice|two times|repeated|again",
    },
    "oops": {
        "yes": "sorry|i mean|no wait|oops|my bad|correction|rather|no no",
    },
    "remind": {
        "yes": "remind|reminder|send reminder|chase|follow up|followup|nudge|ping",
    },
    "fut": {
        "pay": (
            "pay by|pay before|pay within|payable by|payable on|payable within|due by|due on|to be paid by|will pay|will give|will send|will clear|will settle|will return|promised|promise|to pay|going to pay|"
            "shall pay|would pay|pays at|pays on|pays by|pays next|pays every|pays at month end|pays at the end|"
            "pays monthly|pays weekly|he pays|she pays|they pay|he'll pay|she'll pay|they'll pay|he'll pay later|she'll pay later|they'll pay later|he'll give|she'll give|"
            "he'll send|she'll send"
        ),
        "visit": "will come|will visit|coming|will drop by",
    },
    "said": {
        "yes": "said|says|told|promised|promise",
    },
    "chat": {
        "yes": (
            "hello|hi|hii|hey|good morning|good evening|good night|good afternoon|gm|gn|thanks|thank you|thanku|"
            "thankyou|thx|ty|bye|see you|how are you|great|nice|cool|welcome|awesome|good job|well done|🙏|😊|🙂|👋"
        ),
    },
    "inject": {
        "yes": (
            "ignore your rules|ignore the rules|ignore all rules|ignore previous|ignore all previous|"
            "ignore your instructions|ignore the instructions|ignore instructions|ignore above|forget your rules|"
            "forget your instructions|forget everything|system prompt|your prompt|the prompt|jailbreak|developer mode|"
            "dan mode|you are now|act as|pretend|pretend to be|roleplay|new instructions|all data|all the data|"
            "whole database|entire database|database|dump|sql|select * from|select|drop table|delete from|insert into|"
            "truncate|api key|apikey|password|passwords|token|secret|credentials|admin|sudo|bypass|override|"
            "disable safety|shell|execute|run command|rm -rf|hack|export all|send all data|show me all data|sara data|"
            "saara data|poora data|pura data|sab data|rules bhool jao|rules ignore karo|niyam bhool jao|"
            "ignore kar do rules"
        ),
    },
    "kin": {
        "yes": "wife|husband|son|daughter|boy|girl|servant|driver|maid|helper|mother|father|class|coaching|clinic|farm",
    },
    "risk": {
        # money paid before the goods: from a customer it is their payment, held against what they take
        "advance": "advance|advance payment|adv|peshgi|agau|aagau|agrim",
        "yes": (
            "bounce|bounced|bounce ho gaya|fake|nakli|chori|stolen|loan|karz|karza|karj|refund|cashback|deposit|"
            "security|girvi|exchange|badli|badla|reversed|failed|fail|pending hai|ruka|hold pe|kam karo|kam kar do|"
            "kam kardo|ghata do|ghatao|minus|adjust|adjust karo|set off|change|chutta|chhutta|khulla"
        ),
    },
    "topic": {
        "tax": (
            "tax|taxes|gst|itr|tds|income tax|gstr|gstr1|gstr3b|gstr-1|gstr-3b|composition|hsn|e-way bill|eway bill|"
            "tax return|gst return|file return|returns file|filing|file karna|file karni|bharna|bharni|bharne|"
            "tax notice|gst notice"
        ),
        "festival": (
            "festival|festivals|tyohar|tyohaar|tehwar|tyauhar|diwali|deepawali|deepavali|holi|eid|navratri|dussehra|"
            "dasara|durga puja|puja season|pongal|onam|ganesh chaturthi|rakhi|raksha bandhan|karwa chauth|lohri|"
            "baisakhi|bihu|chhath|christmas|new year|wedding season|shaadi season"
        ),
        "stock": (
            "kya stock rakhun|kitna stock rakhun|kya rakhun|kitna mangaun|kitna order karun|reorder|what to stock|"
            "how much to order|stock up"
        ),
        "pricing": (
            "margin|markup|mark up|discount kitna|kitna discount|rate kya rakhun|price kya rakhun|kitne mein bechun|"
            "what price"
        ),
    },
    "mark": {
        "dat": "to",
        "src": "from",
        "doer": "by",
        "gen": "'s|s'",
        "cred": "in the name of|on the account of|account of|in name of",
    },
    "owner": {
        "subj": "i|we|i've|we've|i have|we have|myself",
        "obj": "me|us",
    },
    "pron": {
        "yes": "he|she|him|her|his|hers|they|them|their|that guy|that person|he'll|she'll|they'll",
    },
    "someone": {
        "yes": (
            "someone|somebody|some guy|a customer|unknown|a man|a guy|a lady|a woman|one customer|some customer|"
            "some man|some lady|unknown number|an unknown number"
        ),
    },
    "forgot": {
        "yes": (
            "don't know who|dont know who|no name|name not shown|don't remember|unknown sender|name not showing|"
            "name not visible|name is not showing|no name showing|don't know who sent|dont know who sent|not sure who|"
            "name not coming|don't know from whom|dont know from whom|don't know from who|dont know from who|"
            "don't know whose|dont know whose|do not know who|do not know from whom|no idea who|no idea from whom|"
            "no idea from who|no idea whose|not sure from whom|can't remember who|cant remember who|don't remember who|"
            "dont remember who|not sure whose|unknown person|unknown number"
        ),
    },
    "both": {
        "yes": "both|both of them",
    },
    "each": {
        "yes": "each|apiece|every one|everyone|separately|per head|per person",
    },
    "together": {
        "yes": "together|combined|in total|altogether|total|in all|overall",
    },
    "also": {
        "yes": "also|too|as well|same|same for|likewise|similarly",
    },
    "mart": {
        "yes": "market|mandi|bazaar|bazar|wholesale market|market yard|fish market|harbour|harbor",
    },
    "role": {
        "place": (
            "hdfc|sbi|icici|axis|kotak|pnb|bob|canara|union bank|idbi|yes bank|indusind|federal|federal bank|"
            "bank of baroda|boi|bank of india|indian bank|iob|uco|central bank|paytm bank|airtel bank|hdfc bank|"
            "icici bank|axis bank|kotak bank|sbi bank|state bank|idfc|au bank|bandhan|rbl|dcb|karnataka bank|"
            "south indian bank|city union|tmb|kvb|saraswat|cosmos|atm|bank|office|the office|school|the school|college|temple|the temple|mosque|gurudwara"
        ),
        "service": (
            "guy|tempo guy|delivery guy|the guy|boy|shop boy|delivery boy|loading boy|the loading boy|unloading boy|loading guy|loading wala|loader|the loader|contractor|the contractor|mason|the mason|"
            "tailor|the tailor|owner|the owner|building owner|the building owner|house owner|shop owner|landlord|the landlord|landlady|boys|girl|girls|shop girl|the boy|the girl|the maid|maid|maids|servant|servants|the servant|helper|helpers|the helper|worker|workers|the worker|the workers|labourer|labourers|laborer|laborers|the labourers|the labourer|daily wager|daily wagers|coolie|coolies|porter|porters|loader|loaders|driver|drivers|the driver|watchman|watchmen|the watchman|security guard|the guard|sweeper|cleaner|the cleaner|peon|the peon|office boy|tea boy|cook|the cook|mistri|carpenter|plumber|electrician|painter|mechanic|cart puller|cartman|thela puller|rickshaw puller|staff|the staff|salesman|salesgirl|salesboy|cashier|the cashier|accountant|the accountant"
        ),
        "buyer": "hotel|the hotel|restaurant|the restaurant|caterer|the caterer",
    },
    "firm": {
        "yes": (
            "club|sporting club|youth club|puja committee|samiti|sangha|sangh|mandal|furnitures|furniture house|furniture mart|furniture works|super market|super mart|traders|trader|trading|trading co|trading company|agencies|agency|enterprises|enterprise|distributors|"
            "distributor|depot|stores|store|wholesale|wholesalers|sons|and sons|company|co|mills|mill|industries|"
            "corporation|corp|pvt|pvt ltd|ltd|limited|brothers|bros|bhandar|general store|supermarket|mart|emporium|"
            "centre|center|dairy|medical|medicals|pharma|foods|suppliers|supply|associates|kirana store|provision store|"
            "provisions|llp|& co|and co|textiles|textile|electricals|electronics|hardware|garments|"
            "handloom|handlooms|jewellers|automobiles|bakery|bakers|stationers|opticals|caterers|motors|society|co-op society|cooperative society|weavers society|auto parts"
        ),
    },
    "unit": {
        "kg": "kg|kgs|kilo|kilos|kilogram|kilograms|keji|kilo ka",
        "g": "g|gm|gms|gram|grams|gramme",
        "quintal": "quintal|quintals|kuintal|kwintal|qtl",
        "litre": "litre|litres|liter|liters|ltr|ltrs|lit",
        "ml": "ml|millilitre|milliliter",
        "piece": "piece|pieces|pc|pcs|nag|peace|slice|slices|nos|set|sets|pair|pairs|jodi|jodu|copy|copies|kopi",
        "packet": "packet|packets|pkt|pkts|pack|packs|paket|pudi|pudiya",
        "bag": "bag|bags|bori|bora|boriya|boriyan|bore|katta|katte|sack|sacks|gunny|moottai",
        "box": "box|boxes|peti|petti|petis|dabba|dabbe|dibba|dibbe|crate|crates|tray|trays|ट्रे",
        "dozen": "dozen|dozens|darjan|darjen|dazan|doz",
        "metre": "metre|metres|meter|meters|mtr|mtrs",
        "bottle": "bottle|bottles|botal|botle",
        "plate": "plate|plates",
        "cup": "cup|cups",
        "tin": "tin|tins|kanaster|peepa|bucket|buckets|balti|baltiyan",
        "bundle": "bundle|bundles|bandal|bandle",
        "carton": "carton|cartons",
        "roll": "roll|rolls|coil|coils",
        "sheet": "sheet|sheets",
    },
    "per": {
        "yes": (
            "per|each|apiece|a piece|per piece|prati|pratyek|har ek|rate|rate se|ke rate se|ke rate|bhav|bhaav|bhao|"
            "ke bhav|ke bhaav|ke bhav se|ke hisaab se|ke hisab se|@|/|at|ki ek|ka ek|ke ek|ek ka|ek ki|ek ke|"
            "ka ek piece|ek piece|dar"
        ),
    },
    "frac": {
        "0.25": "paav|pav|paw|quarter",
        "0.5": "aadha|adha|aadhi|adhi|half|ardha|adadho|arai",
    },
    "rest": {
        "yes": "rest|the rest|remaining|balance|remainder",
    },
    "old": {
        "yes": (
            "old|previous|opening|opening balance|opening bal|old bal|old balance|old dues|from before|earlier dues|carried forward|"
            "brought forward|last season|previous season|from last season|from before i started this|"
            "from before i started|before i started this|before i started|before i started the books|"
            # "we still owe X 15,600": what the shop owed before this day's entries (also an "owe" word)
            "we still owe|i still owe|still owe"
        ),
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "old account|old accounts|old khata|old hisaab|previous account|old book|old books",
    },
    "owe": {
        "shop": (
            "we owe|i owe|owe him|owe her|owe them|we owed|i owed|payable to|to be paid|to be paid within|payable within|"
            "to pay within|due within|to be paid in|we still owe|i still owe|still owe"
        ),
        "them": "owes|owes us|owes me|owed us|owed me|owe us|owe me|receivable from",
    },
    "when": {
        "eom": "at month end|at the end of the month|end of the month|end of month|month end",  # by the month's end: its last day
        # "paise mahine baad", "in a month": a month (a week) from today
        "a_month": "after a month|in a month|a month later|within a month|after one month|mahinyane|eka mahinyane|mahinyanantar|mahina pachhi|mahina pachi|ek mahina pachhi|mas pore|ek mas pore|mase pare|oru maasam kazhichu|maasam kazhichu|nela tarvata|oka nela tarvata|tingala nantara|ondu tingala nantara|oru maasam kazhinju",
        "+1": "tomorrow|kal|kal tak|udya|kaale|agamikal|kalke|naalai|naaliki|naalaikku|repu|naale|kali",
        "+2": (
            "parso|parson|parsoon|day after tomorrow|parva|parmdivse|porshu|naalai marunaal|ellundi|naadiddu|mattannal|"
            "paradina"
        ),
        "+0": "aaj|today|aaj shaam|aaj raat|tonight|this evening|shaam tak|shaam ko",
        "+7": (
            "after a week|in a week|a week later|within a week|athvadyane|aathvadyane|agle hafte|agla hafta|agle week|next week|agle saptah|pudhchya aathvadyat|aavta athvadiye|porer saptahe|"
            "adutha vaaram|vache vaaram|mundina vaara|adutha aazhcha|asanta saptaha"
        ),
        "month": (
            "agle mahine|agla mahina|agle month|next month|pudhchya mahinyat|aavta mahine|porer mase|adutha maasam|"
            "vache nela|mundina tingalu|asanta masa|salary ke baad"
        ),
        "mon": "monday|mon|somvar|somwar|soamvar|thingal|somavaram|somavara|thinkal|sombar|sombara|thingalkizhamai",
        "tue": "tuesday|tue|mangalvar|mangalwar|mangal|sevvai|mangalavaram|mangalavara|chovva|mongolbar|mangalabara|sevvaikizhamai",
        "wed": "wednesday|wed|budhvar|budhwar|budh|pudhan|budhavaram|budhavara|budhan|budhbar|budhabara|budhankizhamai",
        "thu": "thursday|thu|thurs|guruvar|guruwar|brihaspativar|veervar|virvar|vīrvar|viyazhan|guruvaram|guruvara|vyazham",
        "fri": "friday|fri|shukravar|shukrawar|shukra|velli|shukravaram|shukravara|shukrobar|sukrabar|sukrabara|vellikizhamai|velliyazhcha",
        "sat": "saturday|shanivar|shaniwar|saniwar|sanivar|saniwaar|shaniwaar|shani|sani|shanivaram|shanivara|shonibar|sanibara|sanikizhamai|shaniyazhcha",
        "sun": "sunday|ravivar|raviwar|itvar|itwar|etwar|aitwar|nyayiru|aadivaram|bhanuvara|njayar|robibar|rabibara|nyayirukizhamai",
    },
    "ago": {
        "1": "yesterday|yesterday's|last night|kal raat|kal shaam|kal subah",
        "2": "day before yesterday|day before yesterday's|the day before yesterday",
    },
    "before": {
        "yes": "ago|back|before|earlier",
    },
    "daytime": {
        "yes": (
            "morning|evening|night|afternoon|noon|this morning|this evening|this afternoon|tonight|in the morning|"
            "in the evening|at night|pm|o'clock|oclock"
        ),
    },
    "month": {
        "1": "january|jan|janvari|janwari",
        "2": "february|feb|farvari|farwari",
        "3": "march",
        "4": "april|apr|aprail",
        "6": "june|jun",
        "7": "july|jul|julai",
        "8": "august|aug|agast",
        "9": "september|sept|sep|sitambar",
        "10": "october|oct|aktubar|oktubar",
        "11": "november|nov|navambar",
        "12": "december|dec|disambar",
    },
    "tarikh": {
        "yes": "tarikh|tareekh|tarik|tarkh|date|tarakh",
    },
    "days": {
        "yes": "din|dino|days|day|divas",
    },
    "notmoney": {
        "after": (
            "saal|sal|years|year|baras|mahine|mahino|months|hafte|hafton|weeks|ghante|ghanta|kaam|baat|cheez|second|"
            "seconds|sec|min|minat|hours|hour|minute|minutes|mins|baar|bar|times|time|log|logon|people|persons"
        ),
        "before": "size|saiz|no|no.|number|bill no|order no|invoice no|table no|room no|flat no|ward no|gali no|house no|mobile|phone|#|class|std|standard|grade",
        "size": "page|pages|pg|pgs|gsm|inch|inches|inchi|watt|watts|mah|gb|ply",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "umm|um|uh|uhh|hmm|hmmm|erm|"
            "plus|delivery bike|delivery van|delivery gaadi|delivery|of which|out of which|so far|till now|until now|as of now|the|a|an|and|or|of|for|to|on|in|at|by|with|from|today|yesterday|tomorrow|my|me|i|we|he|she|they|it|this|"
            "that|these|those|is|was|were|are|am|has|have|had|be|been|will|shall|would|could|should|can|did|do|does|"
            "just|also|only|all|some|any|more|less|total|rupees|rupee|rs|inr|bucks|amount|payment|money|cash|please|pls|"
            "thanks|ok|okay|yes|no|not|entry|record|add|note|write|put|mark|log|his|her|their|our|your|him|them|us|so|"
            "then|now|after|before|again|back|off|up|down|out|over|about|as|into|till|until|worth|value|price|cost|bill|invoice|"
            "each|per|new|old|last|first|second|next|previous|morning|evening|night|afternoon|week|month|year|day|days|"
            "shop|store|customer|supplier|sir|madam|dear|bro|boss|via|using|through|account|balance|udhaar|credit|"
            "another|extra|few|around|approx|approximately|roughly|almost|nearly|make|made|there|here|what|which|who|"
            "got|get|give|take|left|right|wrong|sure|yeah|kindly|too|very|much|many|lot|lots|bit|little|one|ones|thing|"
            "things|rs.|rupaiya|even|still|already|yet|same|other|others|both|every|everyone|anyone|someone|nothing|"
            "something|name|number|phone|upi|gpay|paytm|phonepe|online|bank|transfer|cheque|card|dues|due|paid|pay|"
            "towards|against|regarding|part|partial|full|final|half|remaining|pending|dekho|suno|dekh|acha|achha|haan|"
            "bhai|yaar|toh|na|bas|sirf|wala|wali|wale|abhi|thoda|jaldi|pura|poora|pure|poore|puri|poori|sara|saara|sari|"
            "saari|sare|saare|ke liye|ki liye|ke lie|ke liyе|ke vaaste|ke waste|ke badle|ke hisaab se|tab|jab|fir se|"
            "phir se|fully|completely|entire|whole|sun|sunn|suniye|ek kaam|ek baat|le|lo|lena|lijiye|dena|dijiye|bolo|"
            "bol|likh le|likh lo|kar lo|kar le|note kar lo|likhun|likhu|likhna|likhe|likha|you|yours|aap|aapka|aapki|"
            "tum|tumhara|tumhari|tu|tera|teri|"
            # "forgot to add": the entry is late, the date words say which day; nothing else changes
            "forgot to add|forgot to write|forgot to enter|forgot to note|forgot to record|forgot to put|"
            "forgot to mention|i forgot to add|i forgot to write|i forgot to enter|"
            # "to a walk-in customer": a buyer nobody names, as any sale's
            "walk-in|walk in|walkin|walk-in customer|walk in customer|walk-in customers|walk in customers|"
            "walkin customers|exactly|precisely|merely"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("english", """
0 zero
1 one
2 two
3 three
4 four
5 five
6 six
7 seven
8 eight
9 nine
10 ten
11 eleven
12 twelve
13 thirteen
14 fourteen
15 fifteen
16 sixteen
17 seventeen
18 eighteen
19 nineteen
20 twenty
30 thirty
40 forty fourty
50 fifty
60 sixty
70 seventy
80 eighty
90 ninety
0.5 half
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 hundred
1000 thousand
1000000 million
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "some few several couple",
    "weak": "half",
    "one_blockers": "the last this that which each every any no some another other same new old first",
    "units": (
        "kg kgs kilo kilos kilogram kilograms g gm gms gram grams gr ltr ltrs litre litres liter liters lit l ml "
        "quintal quintals qtl piece pieces pc pcs packet packets pkt pkts packet bag bags box boxes dozen doz dz "
        "metre metres meter meters mtr bottle bottles botal btl plate plates cup cups tin tins bundle bundles "
        "carton cartons roll rolls sheet sheets"
    ),
    "currency": "rs rs rupees rupee ruppees rupes inr",
    "alternatives": "or",
    "ranges": "to",
    "percent": "percent per-cent pct percentage",
    "date": "date",
    "months": (
        "jan january feb february mar march apr april may jun june jul july aug august sep sept september oct "
        "october nov november dec december"
    ),
    "glued_after": (
        "k cr lakh lakhs lac lacs crore crores thousand hundred million rs inr rupees rupee taka hr hrs min mins "
        "day days x"
    ),
    "glued_before": "rs inr x rupees",
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "repair|repairs|repairing|servicing|wheel balancing|wheel alignment|stitching|tailoring|alteration|alterations|puncture|punctures|maintenance|cleaning|printing|tiffin",
    "mended": "repaired|mended",
    "did_work": "done|did|fixed|repaired|serviced|stitched|altered|finished|completed",
    "still": "still",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "tea|coffee|snacks|breakfast|lunch|dinner|meals|water|ice",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "by|till|until|before",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "hire|fare|rent|rental|charges|charge",
    # "the 1,840 UPI today is Banerjee's": an amount said with "the/this" is one already in the books
    "determiner": "the|this|that|these|those|the same",
    # a wage: "Irfan's wage" is paid to Irfan (the genitive names the payee)
    "wage": "salary|wage|wages|daily wage|weekly salary|monthly salary",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "to pay|to be paid|pay",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "last|previous",
    "split_conjunctions": "and|then",
    "join_conjunctions": "&|,|and",
    "negation_before": "did not|didn't|didnt|hasn't|hasnt|haven't|havent|never|not|not yet",
    "relative": "that|which",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "went|gone|debited|deducted|went out|got debited|got deducted|debit|sent|went from|paid",
    "motion": "came|went|debited|credited|come|gone|got debited|got credited|debit|deducted|got deducted|came in|went out|came into|went from|came from",
}

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {"s": "gen"}

# Words that are never a person's or a firm's name, whatever their place in a sentence.
NOT_NAMES: frozenset[str] = frozenset((
    "a about add added again all already also am an any anybody anyone anything are aren't arent ask asked at be "
    "been being best better biggest both but by came can can't cannot cant check come coming could couldn't "
    "couldnt did didn't didnt do does doesn't doesnt doing don't done dont each enter entered evening ever every "
    "everybody everyone everything for forget forgot gave get getting give given go going gone good got guess had "
    "has hasn't hasnt have haven't havent having hello here hey hi highest how i i'd i'll i'm i've id idea if ill "
    "im in into is isn't isnt it it's its ive just keep kept knew know known later least less let look looks made "
    "make maybe me might mine month more morning most must my need never night no nobody none nor not note noted "
    "nothing now of ok okay on only onto or our paid pay paying perhaps please pls plz put recall receive "
    "received remember said saw say see seem seems seen send sent shall should show so some somebody someone "
    "someone's someones something soon sorry still sure take taken tell than thank thanks that that's thats the "
    "then there these think this those thought today told tomorrow too took top unknown unsure us very want was "
    "wasn't wasnt we week went were what when where whether which who whoever whom whose why with won't wont "
    "would wouldn't wouldnt write written wrote year yes yesterday yet you your"
).split())

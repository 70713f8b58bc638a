"""Gujarati: the words the rules thinker reads in Gujarati messages (Gujarati script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "gu"
SCRIPT = "gujr"  # the script its own letters are in (scripts.py)
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    "verb": {
        "give": (
            "aapya|apya|aapyu|apyu|aapi|api|aapyo|aapela|aapi didha|aapi didhu|mokalya|moklya|આપ્યા|આપ્યું|આપી|આપ્યો|"
            "આપી દીધા|આપી દીધું|મોકલ્યા|મોકલ્યું|gpay karya|gpay karyu|gpay kidha|gpay kidhu|gpay kari didha|phonepe karya|upi karya|upi kidha|paytm karya|online karya|online mokalya"
        ),
        "give_in": "aapi gaya|aapi gayo|aapi gai|આપી ગયા|આપી ગયો|આપી ગઈ",
        "recv": (
            "malya|malyu|male|mali|aavya|avya|aavyu|aavi|aavyo|jama karavya|jama karaya|pacha aapya|pachha aapya|vasool|મળ્યા|"
            "મળ્યું|મળી|આવ્યા|આવ્યું|આવી|આવ્યો|જમા કરાવ્યા|જમા|પાછા આપ્યા|પાછા|વસૂલ"
        ),
        "repay": "hisab puro|hisaab puro|હિસાબ પૂરો|chukavya|chukvya|chukte karya|ચૂકવ્યા|ચુકવ્યા|ચૂકતે",
        "pay": "ચૂકવ્યું|ચુકવ્યું|ચૂકવી|ચૂકવ્યો|chukavyu|chukvyu|RTGS કર્યા|RTGS કર્યું|NEFT કર્યા|NEFT કર્યું|UPI કર્યા|rtgs karya|neft karya|payment karyu|payment karyo|payment karya|પેમેન્ટ કર્યું|પેમેન્ટ કર્યો|પેમેન્ટ કર્યા|bharyu|bharya|bhari didhu|ભર્યું|ભર્યા|ભરી દીધું|ભર્યો",
        "take": "lai gaya|lai gayo|lai gai|lidhu|lidha|lidhi|lidho|લઈ ગયા|લઈ ગયો|લઈ ગઈ|લીધું|લીધા|લીધી|લીધો|લઇ ગયા|લઇ ગયો",
        "buy": (
            "ખરીદી લીધું|ખરીદ્યાં|લાવ્યા|લાવ્યો|kharidi lidhu|lavya|laavya|kharidyu|kharidya|kharidi|kharidyo|mangavya|mangavyu|mangavyo|maal aavyo|maal aavya|ખરીદ્યું|ખરીદ્યા|ખરીદી|"
            "ખરીદ્યો|મંગાવ્યા|મંગાવ્યું|મંગાવ્યો|માલ આવ્યો|માલ આવ્યા"
        ),
        "sell": "આવક|કમાણી|વેચ્યાં|વેચી દીધું|વેચી દીધા|vechi didhu|vechi didha|વેચાણમાં ગણજો|વેચાણમાં ગણો|વેચાણમાં લખો|વેચાણમાં|vechan ma|vechyu|vechya|vechi|vechyo|vechan|vechaan|vakro|vakaro|વેચ્યું|વેચ્યા|વેચી|વેચ્યો|વેચાણ|વકરો|ગલ્લો|ગલ્લા|ગલ્લામાંથી",
        "spend": "kharch thayo|kharcha|ખર્ચ|ખર્ચો|ખર્ચ થયો",
    },
    "withdraw": {
        "yes": "kadhya|kadhyu|કાઢ્યા|કાઢ્યું|ઉપાડ્યા|upadya",
    },
    "deposit": {
        "yes": "ફેરવ્યા|ફેરવ્યાં|ફેરવી દીધા|fervya|ferviya|bharya|bharyaa|bharavya|ભર્યા|ભરાવ્યા|jama karaya|જમા કરાવ્યા|ડિપોઝિટ|jama karavya|નાખ્યા|નાખ્યું|nakhya",
    },
    "said": {
        "yes": "કહ્યું|કહ્યુ|કીધું|કીધુ|કહ્યું છે|kahyu|kidhu|kidhu che",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "મારા પોતાના|પોતાના|પોતાનાં|potana|મારા ખાતામાં|મારા જ ખાતા|મારા બીજા ખાતામાં|બીજા ખાતામાં|પોતાના ખાતામાં|mara khata ma|mara j khata",
    },
    "bank": {
        "name": "કોટક|બરોડા|એસબીઆઈ|એચડીએફસી|આઈસીઆઈસીઆઈ|એક્સિસ",
    },
    "credit": {
        "yes": "udhaar ma|udhar ma|udhari ma|khata ma|khate ma|ઉધારી|ઉધારીમાં|ઉધારીએ|udhari|udhar|udhaar|ઉધાર|ઉધારે|udhare|khate|ખાતે|ખાતામાં|khatama",
    },
    "paid": {
        "yes": "ચેક|ચેકથી|રોકડા|રોકડ|rokda|રોકડે|પૈસા આપ્યા|પૈસા આપી દીધા|યુપીઆઈ|યૂપીઆઈ|ગૂગલ પે|ગુગલ પે|ફોનપે|ફોન પે|પેટીએમ",
    },
    "mode": {
        "bank": "ચેક|ચેકથી",  # a cheque is money through the bank
        "cash": "ગલ્લામાંથી|ગલ્લાના|ગલ્લામાંના|galla mathi|gallamathi|રોકડા|રોકડ|રોકડે",
        "upi": "યુપીઆઈ|યૂપીઆઈ|ગૂગલ પે|ગુગલ પે|ફોનપે|ફોન પે|પેટીએમ",
    },
    "defer": {
        "yes": "મહિનાના અંતે|મહિનાને અંતે|મહિનાના છેલ્લે|અઠવાડિયાના અંતે|mahina na ante|mahina ne ante|mahina na chhelle|pachhi|pachi|પછી|પછીથી|pachhi aapshu",
    },
    "cost": {
        "yes": (
            "બદલાવ્યો|બદલાવ્યું|બદલાવી|બદલાવ્યા|રિપેર કરાવ્યું|રીપેર કરાવ્યું|સરખું કરાવ્યું|badlavyo|badlavi|બરફ|baraf|ગેસ સિલિન્ડર|ગેસનો બાટલો|બાટલો|સિલિન્ડર|cha|bhadu|bhaadu|pagar|light bill|naasto|nasto|rikshaw|majuri|બિલ|ચા|ભાડું|પગાર|લાઇટ બિલ|લાઈટ બિલ|નાસ્તો|"
            "રિપેર|પેટ્રોલ|રિક્ષા|મજૂરી|ડીઝલ|ચા પાણી|ચાપાણી|લાઈટ બિલના|લાઇટ બિલના|બિલના|બિલનું|બિલની|વીજળી બિલ|દાન|ફાળો"
        ),
    },
    "goods": {
        "generic": "saman|maal|સામાન|માલ|કરિયાણું",
        "item": "ચશ્મા|ચશ્માં|બાયફોકલ|ફ્રેમ|ફોલ્ડર|folder|ડિસ્પ્લે|display|ટેમ્પર ગ્લાસ|tempered glass|tempered|ચાર્જર|charger|બેટરી|battery|કાથો|કાથા|ચૂનો|ચૂના|સોપારી|katho|chuno|sopari|સ્પેર પાર્ટ્સ|સ્પેર પાર્ટ|અગરબત્તી|કપૂર|ધૂપ|સોનું|સોના|ચાંદી|ચાંદીની|ચાંદીના|તાંબા|તાંબુ|તાંબાના|પિત્તળ|પિત્તળના|tamba|pittal|નોટબુક|નોટબુકો|પેન|પેન્સિલ|ચોપડા|ચોપડી|રજિસ્ટર|ઝેરોક્ષ|ઝેરોક્સ|પ્રિન્ટ|લેમિનેશન|બાઇન્ડિંગ|ફાફડા|જલેબી|ગાંઠિયા|ખમણ|ઢોકળા|ચવાણું|સેવ|પેંડા|મીઠાઈ|બેસન|fafda|jalebi|gathiya|khaman|dhokla|માવો|mavo|ડુંગળી|dungli|બટાકા|bataka|ટામેટા|tameta|ફૂલ|ઈંડા|કેળા|ફળ|મીઠું|મરચાં|ગલગોટા|ગુલાબ|દવા|દવાઓ|dava|davao|chhaas|chhash|chaas|છાશ|dahi|દહીં|paneer|પનીર|અમૂલ|યુરિયા|ખાતર|બિયારણ|રિચાર્જ|recharge|chokha|ghau|khand|dudh|tel|ghee|ચોખા|ઘઉં|ખાંડ|દૂધ|તેલ|ઘી|દાળ|લોટ|બાજરી|શાકભાજી|શાક|સૂટ|કપડાં|કાપડ|સાડી|સાડીઓ",
    },
    "yes": {
        "yes": "ha|haa|barabar|bhale|chalse|હા|બરાબર|ભલે|ચાલશે|હાં|haan|હા જી",
    },
    "no": {
        "no": "na|naa|nahi|rehva do|રહેવા દો|ના|નહીં|નહિ|nathi|na na|nai",
    },
    "neg": {
        "yes": "nahi|નહીં|નહિ|ના",
    },
    "q": {
        "how_much": "ketla|ketlu|ketli|ketlo|કેટલા|કેટલું|કેટલી|કેટલો",
        "who": "kon|kone|કોણ|કોને|કોના",
        "what": "shu|શું",
        "show": "batavo|batav|kaho|બતાવો|બતાવ|કહો",
    },
    "qn": {
        "profit": "નફો|લાભ",
        "balance": "baki|બાકી|લેણું|દેણું|lenu",
        "stock": "stock|સ્ટોક|બચ્યું|bachyu",
    },
    "period": {
        "today": "aaje|aaj|આજે|આજ|આજનું|આજની|આજના|આજનો",
        "yesterday": "gaikale|gai kale|kale|ગઈકાલ*|ગઈ કાલે|ગઈ કાલની|ગઈ કાલનું",
        "last_week": "gaya athvadiye|gaya aathvadiye|ગયા અઠવાડિયે|ગયા અઠવાડિયાનું",
        "last_month": "ગયા મહિના નું|ગયા મહિના ના|ગયા મહિના|gaya mahina|gaya mahinanu|gaya mahine|ગયા મહિને|ગયા મહિનાની|ગયા મહિનાનું|ગયા મહિનાના|ગયા મહિનાનો",
        "this_week": "aa athvadiye|athvadiye|આ અઠવાડિયે|અઠવાડિયે",
        "this_month": "aa mahine|mahine|આ મહિને|મહિને",
    },
    "fix": {
        "yes": "ખોટી|ખોટો|ખોટા|khoti|khoto|khota|khotu|bhool|bhul|khotu|ભૂલ|ખોટું|બદલો|સુધારો",
    },
    "cancel": {
        "yes": "કાઢી નાખ|કાઢી નાંખ|ભૂંસી નાખ|ડિલીટ કર|રદ કર|bhunsi nakh|delete kar|rad kar|kadhi nakho|kadhi nakh|rad karo|કાઢી નાખો|રદ કરો|રદ|કેન્સલ|કેન્સલ કરો|કેન્સલ કરી દો|હટાવો|હટાવી દો|ભૂંસી નાખો|ડિલીટ|ડિલીટ કરો|kadhi nakhjo|kadhi nakho ne|radd karo|rad kari do|delete karo|delete kari do|cancel karo|cancel kari do|bhusi nakho|bhunsi nakho",
    },
    "every": {
        "yes": "બધો|badho|aakho|aakhu|બધી|બધા|બધું|બધીજ|આખો|આખું|આખી|સઘળી|badhi|badha|badhu",
    },
    "entry": {
        "last": "entry|chhelli|છેલ્લી|છેલ્લું|એન્ટ્રી|એન્ટ્રીઓ|chhello|chhellu|chheli|chelli|chhelle|aagli|last entry",
    },
    "dup": {
        "yes": "be vaar|બે વાર",
    },
    "remind": {
        "yes": "yaad karavo|yad karavo|યાદ કરાવો|યાદ અપાવો",
    },
    "fut": {
        "pay": "aapshe|apshe|aapse|આપશે|આપી દેશે|mokalshe|મોકલશે",
        "visit": "aavshe|avshe|આવશે",
    },
    "chat": {
        "yes": "kem cho|majama|aabhar|jai shree krishna|કેમ છો|આભાર|નમસ્તે|મજામાં",
    },
    "kin": {
        "yes": (
            "પત્ની|વહુ|દીકરો|દીકરી|છોકરો|છોકરી|ઘરવાળા|નોકર|ડ્રાઈવર|patni|dikro|dikri|chhokro|દીકરા|છોકરા|ક્લાસ|"
            "સ્કૂલ|દવાખાનું|ફાર્મ|ખેતર|હોટલ"
        ),
    },
    "risk": {
        "advance": "એડવાન્સ|એડવાંસ",
    },
    "topic": {
        "tax": "ટેક્સ",
        "festival": "નવરાત્રી|હોળી|દશેરા|ઉત્તરાયણ|ઈદ|દિવાળી",
    },
    "mark": {
        "doer": "e|એ",
        "dat": "ne|ને",
        "src": "તરફથી|taraf thi|tarafthi|mathi|maathi|માંથી|તરફથી|તરફ થી|tarafthi|paasethi|pasethi|paase thi|pase thi|thi|પાસેથી|પાસે થી|થી",
        "gen": "no|ni|na|nu|નો|ની|ના|નું",
        "cred": "na naame|na name|na khate|ના નામે|ના ખાતે|ના ખાતામાં",
        "loc": "paase|pase|પાસે",
    },
    "hon": {
        "yes": "મિસિસ|મિસેસ|મિસ્ટર|ડૉક્ટર|ડોક્ટર|શ્રીમતી|bhai|ben|bhabhi|kaka|kaki|masi|saheb|sahab|seth|sheth|ભાઈ|બેન|બહેન|ભાભી|કાકા|કાકી|માસી|શેઠ|સાહેબ|બહેને|બેને|ભાઈએ|બહેનને|બેનને|ભાઈને",
    },
    "owner": {
        "subj": "me|men|ame|hu|મેં|અમે|હું",
        "obj": "mane|amne|મને|અમને",
    },
    "pron": {
        "yes": "ene|tene|ena|tena|emne|temne|aemne|emna|temna|emni|temni|emnu|temnu|eni|teni|enu|tenu|એણે|તેણે|એને|તેને|એના|તેના|એમણે|તેમણે|એમને|તેમને|એમના|તેમના|એમની|તેમની|એમનું|તેમનું|એની|તેની|એનું|તેનું",
    },
    "someone": {
        "yes": "koie|koi|કોઈએ|કોઈ|કોઈક",
    },
    "both": {
        "yes": "banne|બંને|બન્ને",
    },
    "together": {
        "yes": "mali ne|badha mali ne|badhu mali ne|kul|બધા મળીને|બધું મળીને|મળીને|કુલ",
    },
    "also": {
        "yes": "pan|પણ",
    },
    "role": {
        "supplier": "ડીલર*|dealer|યાર્ડ*|માર્કેટ યાર્ડ|yard|જથ્થાબંધ|jathhabandh|મંડી*|માર્કેટ|માર્કેટમાં|માર્કેટમાંથી|માર્કેટથી|માર્કેટના|બજાર*|મંડી|બજાર|હોલસેલ|holsel|દૂધવાળા*|દૂધવાળો|dudhvala|dudhwala",
        "place": "દુકાન*|દુકાન|દુકાનનું|દુકાનની|ઓફિસ*|ઑફિસ*|સ્કૂલ*|શાળા*|મંદિર*|દેરાસર*",
        "service": "ટ્રાન્સપોર્ટવાળા*|ટ્રાન્સપોર્ટવાળો*|ટ્રાન્સપોર્ટ વાળા*|ટેમ્પોવાળા*|ટેમ્પોવાળો*|રિક્ષાવાળા*|પેઇન્ટર*|પેન્ટર*|પ્લમ્બર*|ઇલેક્ટ્રિશિયન*|ઈલેક્ટ્રીશિયન*|ડ્રાઈવર*|ડ્રાઇવર*|સ્ટાફ|staff|છોકરાઓ|છોકરાઓને|મકાનમાલિક|makanmalik|રિક્ષાવાળા|કારીગર|કારીગર*|karigar*|કોન્ટ્રાક્ટર*|મિસ્ત્રી*|દરજી*|છોકરો|છોકરાને|છોકરી|છોકરીને|કામવાળી*|કામવાળા*|નોકર*|મજૂર|મજૂરો|મજૂરોને|મજુર|મજુરો|હમાલ*|ચોકીદાર*|વોચમેન*|રસોઈયા*|સફાઈવાળા*|સફાઈવાળી*|લારીવાળા*|હેલ્પર*|પટાવાળા*|ગુમાસ્તા*|kamvali|kamwali|chhokro|majur|hamal|chokidar|larivala|કામવાળી બાઈ*|કામવાળા બેન*|કામવાળા ભાઈ*|બાઈ|બાઈને|majurne|majuro|majurone|chhokrane|chhokri|chhokrine|kamvali*|kamwali*|kaamvali*",
        "buyer": "હોટલ*|હોટેલ*|ખેડૂત|ખેડુત",
    },
    "firm": {
        "yes": (
            "સુપર માર્કેટ*|સુપરમાર્કેટ*|ફાર્મા*|ફાર્મસી*|ટ્રેડર્સ|એજન્સી|સ્ટોર્સ|ભંડાર|ટ્રેડર*|એજન્સ*|ટેક્સટાઇલ*|ટેક્સટાઈલ*|એન્ટરપ્રાઇઝ*|ડિસ્ટ્રિબ્યુટર*|કંપની|"
            "મિલ્સ|સન્સ|બ્રધર્સ|ડેરી|હોલસેલ|ઇલેક્ટ્રિકલ્સ|ઈલેક્ટ્રીકલ્સ|electricals|electronics|hardware"
        ),
    },
    "wala": {
        "yes": "vala|vada|vali|vadi|વાળા|વાળો|વાળી|વાળું",
    },
    "unit": {
        "kg": "કિલો*|કેજી*",
        "g": "ગ્રામ",
        "quintal": "ક્વિન્ટલ",
        "litre": "લિટર",
        "piece": "પીસ",
        "packet": "પેકેટ|સ્ટ્રીપ|સ્ટ્રિપ|પત્તા|પત્તું|પત્તી",
        "bag": "ગુણી|ગુણ|થેલી|થેલા",
        "box": "ડબ્બો|પેટી",
        "dozen": "ડઝન",
        "metre": "મીટર",
        "bottle": "બોટલ",
        "plate": "પ્લેટ",
        "cup": "કપ",
        "tin": "ડબ્બા",
        "bundle": "બંડલ",
        "carton": "કાર્ટન",
        "roll": "રોલ",
        "sheet": "શીટ",
    },
    "per": {
        "yes": "નો એક|નું એક|ની એક|ના એક|એકના|એકનું|દરેક|ભાવ|લેખે|lekhe|"
               "ના ભાવે|ના ભાવથી|ના ભાવમાં|ભાવે|ભાવથી|ના દરે|દરે|ના રેટ|ના રેટે|ના હિસાબે|"
               "ni ek|nu ek|no ek|na ek|ek na|"
               "na bhave|na bhav thi|na bhavthi|bhave|na dare|na rate|na hisabe",
    },
    "frac": {
        "0.5": "અડધા|adadha|અડધો",
    },
    "rest": {
        "yes": "baki|બાકી|બાકીના",
    },
    "old": {
        "yes": "junu|juna|juni|જૂનું|જૂના|જૂની|જુના|જુની|જુનું",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "જૂના ખાતામાંથી|જૂના હિસાબમાંથી|જૂના ચોપડેથી|juno hisab|juno hisaab|જૂનો હિસાબ|જુનો હિસાબ|જૂનું ખાતું|જૂના હિસાબ",
    },
    "owe": {
        "shop": "aapvana|apvana|aapvanu|apvanu|aapvanu che|aapvanu chhe|આપવાનું|આપવાનું છે|aapvana che|aapvana chhe|આપવાના છે|આપવાના|ચૂકવવાનું|ચૂકવવાના|chukvvanu|chukavvanu",
        "them": "levana che|levana chhe|લેવાના છે|લેવાના|લેણું|લેણાં|લેણા",
    },
    "when": {
        "eom": "મહિનાના અંતે|મહિનાને અંતે|મહિનાના છેલ્લે|mahina na ante|mahina ne ante|mahina na chhelle",  # by the month's end: its last day
        "+1": "કાલે",
        "+2": "પરમદિવસે",
        "+7": "આવતા અઠવાડિયે|અઠવાડિયા પછી|એક અઠવાડિયા પછી",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "મહિના પછી|એક મહિના પછી|મહિના પછીથી|મહિના બાદ",
        "month": "આવતા મહિને",
        "mon": "સોમવાર*|somvare|somvarna",
        "tue": "મંગળવાર*|mangalvare|mangalvarna",
        "wed": "બુધવાર*|budhvare|budhvarna",
        "thu": "ગુરુવાર*|guruvare|guruvarna",
        "fri": "શુક્રવાર*|shukravare|shukravarna",
        "sat": "શનિવાર*|shanivare|shanivarna",
        "sun": "રવિવાર*|ravivare|ravivarna",
    },
    "ago": {
        "1": "gaikale|gai kale|kale|ગઈકાલ*|ગઈ કાલે|ગઈ કાલની|ગઈ કાલનું|કાલે|કાલની|કાલનું",
        "2": "parmdivse|parmdi|પરમદિવસ*|પરમ દિવસે|પરમ દિવસની",
    },
    "before": {
        "yes": "pahela|pehla|પહેલા|પહેલાં",
    },
    "daytime": {
        "yes": "savare|sanje|raatre|raate|bapore|સવારે|સાંજે|રાત્રે|રાતે|રાત્રિએ|બપોરે|સાંજ*|સવાર*|બપોર*",
    },
    "month": {
        "1": "જાન્યુઆરી",
        "2": "ફેબ્રુઆરી",
        "3": "માર્ચ",
        "4": "એપ્રિલ",
        "6": "જૂન",
        "7": "જુલાઈ",
        "8": "ઓગસ્ટ",
        "9": "સપ્ટેમ્બર",
        "10": "ઓક્ટોબર",
        "11": "નવેમ્બર",
        "12": "ડિસેમ્બર",
    },
    "tarikh": {
        "yes": "તારીખે|તારીખ*|tarikhe|tareekhe|tarikh",
    },
    "days": {
        "yes": "દિવસ|દિવસમાં|દિવસ માં|divasma|divas ma",
    },
    "notmoney": {
        "after": "વર્ષ|વાર",
        "before": "સાઈઝ|સાઇઝ|ધોરણ|ક્લાસ",  # "size 42": the size, never a sum
        "size": "પેજ|પાના|ઇંચ|ઈંચ|વોટ",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "ma|maa|sudhi|sudhhi|aavta|lakhvanu bhuli gayo|lakhvanu bhuli gai|લખવાનું ભૂલી ગયો|લખવાનું ભૂલી ગઈ|kahevanu bhuli gayo|એકાઉન્ટ*|એકાઉન્ટ|તરફ|taraf|માટે|mate|ત્યાં|tya|tyan|vadhu|વધુ|બીજા|bija|સુધીમાં|સુધી|કરતા|કરતો|કરતી|કરનાર|કરનારા|પૂરા|પુરા|પૂરેપૂરા|લખો|લખજો|લખી દો|લખી લો|હતો|હતાં|લખવાનું|લખવાનો|લખવાની|રહી ગયું|રહી ગયો|રહી ગઈ|ભૂલી ગયો|ભૂલી ગયા|ભૂલી ગઈ|lakhvanu|rahi gayu|bhuli gayo|મારા|મારી|મારો|બંને|અઠવાડિયા|અઠવાડિયાનો|અઠવાડિયાની|અઠવાડિયાનું|જેમાંથી|એમાંથી|તેમાંથી|જેમાં|એમાં|તેમાં|આજે|કાલે|અને|હમણાં|હમણા|hamna|મહિનાના|મહિનાની|મહિનાનું|મહિને|મહિનો|મહિના|કાલના|કાલની|કાલનું|પણ|છે|હતા|હતું|હતી|કર્યા|કર્યું|રૂપિયા|પૈસા|એક|મેં|થયું|થયો|થઈ|થયા|માં|ane|che|chhe|hata|hatu|"
            "karya|rupiya|paisa|aaje|kale|thayu|thayo|thai|રૂપિય*|તે|te|બીજું|biju|કાઉન્ટર|કાઉન્ટર પર|પર|"
            # "600 જ હતા": જ (only, just) stresses the word before it; never a name
            "જ|ફક્ત|ફકત|માત્ર|લગભગ|આશરે|સુમારે|fakt|faqt|lagbhag|પેલા|પેલો|પેલી|તેજ|પોતાના|પોતાનું|પોતાની|પોતાનો|પોતે|potana|potanu"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("gujarati", """
1 એક
2 બે
3 ત્રણ
4 ચાર
5 પાંચ
6 છ
7 સાત
8 આઠ
9 નવ
10 દસ
11 અગિયાર
12 બાર
13 તેર
14 ચૌદ
15 પંદર
16 સોળ
17 સત્તર
18 અઢાર
19 ઓગણીસ
20 વીસ
25 પચીસ
30 ત્રીસ
40 ચાલીસ
50 પચાસ
60 સાઠ
70 સિત્તેર
80 એંસી
90 નેવું
1.5 દોઢ
2.5 અઢી
0.5 અડધો અડધા અડધી
"""),
    # Romanized, as typed on an English keyboard (the weak ones count only beside a multiplier or unit).
    ("gujarati_latin", """
2 be
3 tran
9 nav
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 સો
1000 હજાર
100000 લાખ
10000000 કરોડ
""",
    "fused": """
2 100 beso baso
3 100 transo
4 100 chaarso charso
5 100 paanchso panchso
6 100 chhaso
7 100 saatso satso
8 100 aathso
9 100 navso
2 100 બસો
""",
    "fractions": """
0.25 સવા
0.5 સાડા
-0.25 પોણા
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "થોડા કેટલાક thoda ketlak",
    "weak": "અડધો અડધા અડધી be tran nav",
    "units": "કિલો લિટર પેકેટ સ્ટ્રીપ સ્ટ્રિપ પત્તા પત્તું પત્તી ડઝન",
    "currency": "rupiya rupiyaa rupaiya",  # romanised, as typed on a phone
    "currency_stems": "રૂપિય રૂપૈ",
    "currency_abbreviations": "રૂ",
    "alternatives": "અથવા કે",
    "ranges": "થી",
    "percent": "ટકા",
    "clock": "વાગ્યે",
    "date": "તારીખ",
    "ordinals": "મું મી મો",
    "one_same": "જ j",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "રિપેર|સિલાઈ|silai|રીપેર",
    "did_work": "karyu|karyo|karya|kari didhu|કર્યું|કર્યો|કર્યા|કરી દીધું",
    "still": "હજી|હજુ|haji|haju",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "cha|naasto|nasto|ચા|નાસ્તો|બરફ|ચા પાણી|ચાપાણી",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "ભાડું|ભાડા|ભાડાના|bhadu",
    "determiner": "આ|aa|પેલા|એ જ|તેજ",
    "wage": "પગાર|મજૂરી|મજુરી|હાજરી",
    "closing_honorific": "સાહેબ|જી|saheb",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "aapvana|aapva|આપવાના|આપવા",
    "until": "સુધી|સુધીમાં|sudhi|sudhima",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "ગયા|ગયે|gaya|gaye|પાછલા|pachhla",
    "split_conjunctions": "ane|અને",
    "join_conjunctions": "ane|અને",
    "negation_before": "નથી",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "ગયા|ગયું|ગયેલા|ગયેલું|કપાયા|કપાયેલા|કપાઈ ગયા|કપાયું|gaya|gayela|મોકલ્યા|મોકલેલા",
    "relative": "જે|je|કપાયેલા|આવેલા|ગયેલા|aavela|avela|aavel|gayela|kapayela",
    "motion": "આવ્યા|ગયા|આવ્યું|ગયું|aavya|gaya|કપાયા|કપાયેલા|કપાઈ ગયા|કપાયું|આવેલા|ગયેલા|aavela|avela|aavyu|aavyo|gayela|gayu|kapaya|kapayela",
    "demonstrative": "એ|તે|te|e|આ|પેલું|પેલો|પેલી",
    "negation_postfix": "nahi|nathi",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("પાસેથી", "src", ""),
    ("માંથી", "src", ""),
    ("કાકાએ", "doer", ""),
    ("કાકાને", "dat", ""),
    ("કાકાના", "gen", ""),
    ("કાકા", "hon", ""),
    ("જીએ", "doer", ""),
    ("જીને", "dat", ""),
    ("જીના", "gen", ""),
    ("જી", "hon", ""),
    ("ભાઈએ", "doer", ""),
    ("ભાઈને", "dat", ""),
    ("ભાઈના", "gen", ""),
    ("ભાઈ", "hon", ""),
    ("બેને", "doer", ""),
    ("બેનને", "dat", ""),
    ("બેન", "hon", ""),
    ("ને", "dat", ""),
    ("એ", "doer", ""),
    ("થી", "src", ""),
    ("નો", "gen", ""),
    ("ની", "gen", ""),
    ("ના", "gen", ""),
    ("નું", "gen", ""),
    ("ે", "doer", ""),
)

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
GLUED_HONORIFICS: tuple[str, ...] = ("ભાઈ", "બેન", "કાકા", "જી", "સાહેબ", "બહેન", "શેઠ", "ભાભી", "માસી", "દાદા")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    # "will be", "was", "is", and "to do" (what the money was for: "ફ્રીઝર રીપેર કરવા મિસ્ત્રી ને")
    "હશે હતું હતા હતી છે છું હોય કરવા કરવાના કરવાનું karva karvana "
    "che chhe hatu hata hati hase thayu thaya thai thashe shu ketla ketlu ketli kem kon koni kyare nathi "
    "ha haa pan ane have tame hu ame mane tene aapya aapyu aapi lidha lidhu karo karyu karya kidhu joie "
    "joiye aaje gaikale etle etla tethi kemke lakho lakhjo lakhi amaro amari amaru grahak"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (("paasethi", "src"), ("ne", "dat"), ("e", "doer"))

# A word that names someone by what they do ("બનાવનારી", the one who makes): a role, never a name.
DOER_ENDINGS: tuple[str, ...] = ("નાર", "નારી", "નારો", "નારા", "નારને", "નારીને")

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {"e": "doer", "ben": "hon"}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (
    ("bhaine", "dat"), ("bhaie", "doer"), ("benne", "dat"), ("bene", "doer"), ("ben", "hon"),
)

"""Malayalam: the words the rules thinker reads in Malayalam messages (Malayalam script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "ml"
SCRIPT = "mlym"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
# "റിയാസ് 2,000 GPay ചെയ്തു": a bare name before "sent / paid by GPay" sent it; the one paid is marked (-ന്, -ക്ക്).
UNMARKED_DOER = True
SPACED_TENS = True  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    "per": {
        "before": "ചാക്കിന്|കിലോയ്ക്ക്|കിലോക്ക്|ലിറ്ററിന്|പാക്കറ്റിന്|ഒന്നിന്|ഒരെണ്ണത്തിന്|ഒന്നിനു|onninu",
        "yes": "നിരക്കിൽ|നിരക്കിലും|നിരക്കില്|വെച്ച്|വച്ച്|വീതം|vechu|vachu|veetham|റേറ്റിൽ|റേറ്റിന്|"
               "കണക്കിൽ|nirakkil|rate il|rateil|kanakkil|vecham|vacham|vechitt|vachitt",
    },
    "every": {
        "yes": "രണ്ടും|randum|ellaa|ella|ellam|എല്ലാ|എല്ലാം|മുഴുവൻ",
    },
    "verb": {
        "give": "GPay ചെയ്തു|gpay ചെയ്തു|UPI ചെയ്തു|PhonePe ചെയ്തു|ഗൂഗിൾ പേ ചെയ്തു|gpay cheythu|GPay cheythu|ayachu|അയച്ചു",
        "give_in": "thannu|thannathaanu|thannathanu|thannatha|thannathaa|തന്നതാണ്|thanu|thannittundu|തന്നു|തന്നിട്ടുണ്ട്|തന്നത്|thannathu|thannittund|tannu|thannirunnu|thannirunu|ayachu thannu",
        "give_out": "koduthathaanu|koduthathanu|koduthatha|കൊടുത്തതാണ്|കൊടുത്തതാ|കൊടുത്തിരുന്നു|കൊടുത്തിട്ടുണ്ടായിരുന്നു|koduthu|kodutthu|koduthittundu|കൊടുത്തു|കൊടുത്തിട്ടുണ്ട്",
        "recv": "വന്നിരുന്നു|വന്നിട്ടുണ്ടായിരുന്നു|vannirunnu|kitti|vannu|thirichu thannu|thiriche thannu|കിട്ടി|വന്നു|തിരിച്ചു തന്നു|തിരിച്ചു",
        "repay": "veetti|veettiyu|വീട്ടി|തീർത്തു|theerthu",
        "pay": "payment cheythu|payment cheithu|payment chythu|പേയ്മെന്റ് ചെയ്തു|പെയ്മെന്റ് ചെയ്തു|adachu|adaccu|അടച്ചു|അടച്ചിട്ടുണ്ട്",
        "take": "എടുത്തു|eduthu|eduthittu poyi|eduthu poyi|എടുത്തു പോയി|kondupoyi|vaangi poyi|vaangichu poyi|കൊണ്ടുപോയി|വാങ്ങി പോയി|വാങ്ങിച്ചു പോയി",
        "buy": "vaangiya|vangiya|വാങ്ങിയ|വാങ്ങിയിട്ടുണ്ട്|vaangiyittundu|vaangi|vaangichu|vangichu|vangi|വാങ്ങി|വാങ്ങിച്ചു|വരുത്തി|medichu|medicha|medichathu|medichathinte|വാങ്ങിയത്|വാങ്ങിയതിന്റെ|മേടിച്ചു|മേടിച്ചത്|മേടിച്ചതിന്റെ|വാങ്ങിയതാണ്|vaangiyathu",
        "sell": "ഒട്ടിച്ചു|ottichu|ഒട്ടിച്ചുകൊടുത്തു|വരുമാനം|വിറ്റത്|വിറ്റിട്ടുണ്ട്|vittathu|vittittundu|maatti|matti|maatti koduthu|മാറ്റിക്കൊടുത്തു|മാറ്റി കൊടുത്തു|തയ്ച്ചു കൊടുത്തു|തയ്ച്ചു|vittu|vilpana|kachavadam|വിറ്റു|വിൽപ്പന|വില്പന|വിൽപന|കച്ചവടം",
        "spend": "അടിച്ചു|adichu|chelavu|chilavu|ചെലവ്|ചിലവ്|ചെലവായി",
    },
    "said": {
        "yes": "പറഞ്ഞു|പറഞ്ഞിട്ടുണ്ട്|പറഞ്ഞിരുന്നു|paranju|paranjittund",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "എന്റെ അക്കൗണ്ടിലേക്ക്|എന്റെ മറ്റേ അക്കൗണ്ടിലേക്ക്|സ്വന്തം അക്കൗണ്ടിലേക്ക്|മറ്റേ അക്കൗണ്ടിലേക്ക്",
    },
    "withdraw": {
        "yes": "eduthu|എടുത്തു|എടുത്ത|പിൻവലിച്ചു",
    },
    "deposit": {
        "yes": "ഡെപ്പോസിറ്റ്|ഇട്ടു|ittu|മാറ്റി|ട്രാൻസ്ഫർ ചെയ്തു|അടച്ചു|adachu|ജമ ചെയ്തു|നിക്ഷേപിച്ചു",
    },
    "bank": {
        "name": "ഫെഡറൽ|ഫെഡറൽ ബാങ്ക്|sib|എസ്ബിഐ|കാനറ|സൗത്ത് ഇന്ത്യൻ ബാങ്ക്",
    },
    "credit": {
        "yes": "ക്രെഡിറ്റ്|ക്രെഡിറ്റിൽ|kadam|kadamayi|kadam aayi|kadamaayi|കടം|കടം ആയി|കടമായി|pattu|പറ്റ്|പറ്റിൽ|pattil|പറ്റായി",
    },
    "paid": {
        "yes": "ചെക്ക്|ചെക്കായി|ചെക്ക് ആയി|ചെക്കിൽ|കൊടുത്ത്|കാശ്|kaashu|kaash|പണം|panam|ക്യാഷ്|പൈസ|paisa",
    },
    "mode": {
        "bank": "ചെക്ക്|ചെക്കായി|ചെക്ക് ആയി|ചെക്കിൽ",  # a cheque is money through the bank
        "upi": "ഫോൺപേ|ജിപേ|ഗൂഗിൾ പേ|പേടിഎം|യുപിഐ",
        "cash": "ക്യാഷ് ബോക്സിൽ നിന്ന്|മേശയിൽ നിന്ന്|ഗല്ലയിൽ നിന്ന്|കാശ്|ക്യാഷ്",
    },
    "defer": {
        "yes": "കഴിഞ്ഞ്|kazhinju|kazhinj|കൊടുത്താൽ മതി|കൊടുത്താല് മതി|koduthal mathi|koduthaal mathi|കൊടുത്താൽ മതിയാകും|pinne|pinneed|പിന്നെ|പിന്നീട്",
    },
    "cost": {
        "yes": (
            "നന്നാക്കാൻ|നന്നാക്കാന്|ശരിയാക്കാൻ|റിപ്പയറിന്|റിപ്പയർ ചെയ്യാൻ|ഐസ്|ഐസിന്|ബോണസ്|chaya kadi|kadi|കടി|ചായ കടി|ഗ്യാസ് സിലിണ്ടർ|ഗ്യാസ്|സിലിണ്ടർ|chaya|vaadaka|vadaka|shambalam|sambalam|current bill|kooli|ചായക്കടി|ഊണ്|പലഹാരം|ബിൽ|ബില്ല്|ചായ|വാടക|കട വാടക|"
            "ശമ്പളം|കറന്റ് ബിൽ|കറന്റ് ബില്ല്|പെട്രോൾ|ഡീസൽ|റിപ്പയർ|കൂലി|ഓട്ടോ|സംഭാവന|കാണിക്ക|പിരിവ്"
        ),
    },
    "goods": {
        "generic": "മാൽ|maal|ലോഡ്|സ്റ്റോക്ക്|stock|saadhanam|sadhanam|സാധനം|സാധനങ്ങൾ|പലചരക്ക്",
        "item": "ടെമ്പേർഡ് ഗ്ലാസ്|ടെമ്പർ ഗ്ലാസ്|ബാക്ക് കവർ|ഇയർബഡ്സ്|ചാർജർ|കേബിൾ|സ്റ്റൗ|സ്റ്റൗവ്|സ്റ്റൌ|ബർണർ|ഗ്യാസ് സ്റ്റൗ|സ്പെയർ പാർട്സ്|സ്പെയർ പാർട്ട്|ചന്ദനത്തിരി|കർപ്പൂരം|സ്വർണം|സ്വർണ്ണം|ചെമ്പ്|പിച്ചള|കമ്പി|കമ്പിയുടെ|kambi|ഫോട്ടോസ്റ്റാറ്റ്|ഫോട്ടോകോപ്പി|പ്രിന്റ്|ലാമിനേഷൻ|ബൈൻഡിംഗ്|ഉള്ളി|ulli|ഉരുളക്കിഴങ്ങ്|തക്കാളി|thakkali|പൂവ്|ചിക്കൻ|ബീഫ്|പഴം|pazham|തൈര്|ഉപ്പ്|നെയ്യ്|മത്തി|അയല|ചെമ്മീൻ|മുല്ലപ്പൂ|മീൻ|meen|മത്സ്യം|display|ഡിസ്പ്ലേ|ari|paal|enna|panchasara|parippu|അരി|പാൽ|എണ്ണ|പഞ്ചസാര|പരിപ്പ്|സോപ്പ്|മുട്ട|പച്ചക്കറി|pachakkari|ബാറ്ററി|ബാറ്ററികൾ|ചാർജർ|ചാർജിങ് പോർട്ട്|സാരി|സാരികൾ|മരുന്ന്",
    },
    "yes": {
        "yes": "shari|sheri|athe|ശരി|അതെ|ഓക്കേ|ശരിയാണ്|ate|athey|athe athe|sheri sheri",
    },
    "no": {
        "no": "venda|vendaa|illa|വേണ്ട|ഇല്ല|അല്ല",
    },
    "neg": {
        "yes": "illa|alla|ഇല്ല|അല്ല",
    },
    "q": {
        "how_much": "ethra|ethre|എത്ര",
        "who": "aaru|aaroke|ആര്|ആരൊക്കെ|ആരാണ്",
        "what": "enthu|entha|എന്ത്|എന്താ",
        "show": "kaanikku|kanikku|parayu|കാണിക്കൂ|കാണിക്കു|പറയൂ|പറയു",
    },
    "qn": {
        "profit": "ലാഭം",
        "balance": "baaki|ബാക്കി|തരാനുള്ളത്|tharanullathu|kittanullathu",
        "stock": "stock|സ്റ്റോക്ക്",
    },
    "period": {
        "today": "innathe|innu|inn|ഇന്ന്|ഇന്നത്തെ",
        "yesterday": "innale|ഇന്നലെ",
        "last_week": "kazhinja aazhcha|kazhinja aazhchathe|കഴിഞ്ഞ ആഴ്ച|കഴിഞ്ഞ ആഴ്ചത്തെ",
        "last_month": "kazhinja maasam|kazhinja maasathe|kazhinja masathe|കഴിഞ്ഞ മാസം|കഴിഞ്ഞ മാസത്തെ",
        "this_week": "ee aazhcha|aazhcha|ഈ ആഴ്ച|ആഴ്ച",
        "this_month": "ee maasam|maasam|ഈ മാസം|മാസം",
    },
    "fix": {
        "yes": "thettu|തെറ്റ്|തെറ്റാണ്|മാറ്റൂ|ശരിയാക്കൂ|maattu",
    },
    "cancel": {
        "yes": (
            "ക്യാൻസൽ ചെയ്യ്|ക്യാൻസൽ ചെയ്യൂ|ക്യാൻസൽ ചെയ്യണം|ക്യാൻസൽ|cancel cheyyu|cancel cheyy|ഒഴിവാക്ക്|ഒഴിവാക്കണം|ഒഴിവാക്കിക്കോ|ഡിലീറ്റ് ചെയ്യ്|മായ്ച്ചു കള|കളഞ്ഞേക്ക്|കളയണം|കളയ്|ഡിലീറ്റ്|ഡിലീറ്റ് ചെയ്യ്|മായ്ച്ചേക്ക്|kalanjekku|kalayanam|മായ്ച്ചു കള|neekkam cheyyu|kalayu|maykku|ozhivakku|നീക്കം ചെയ്യൂ|കളയൂ|റദ്ദാക്കൂ|മായ്ക്കൂ|ഒഴിവാക്കൂ|ഒഴിവാക്കുക|നീക്കുക|"
            "വെട്ടൂ|വെട്ടിക്കള|വെട്ടിക്കളയ്|വെട്ടിക്കളയൂ|വെട്ടിക്കളഞ്ഞേക്ക്|വെട്ടിക്കളയണം|vettikkala|vettikkalayu|vettikalayu|delete cheyyu|delete cheyyoo|cancel cheyyoo|kalanju|kalanjeru|maatti kalayu"
        ),
    },
    "entry": {
        "last": "എൻട്രിയും|എൻട്രികൾ|എൻട്രി*|കണക്ക്|entry|avasana|avasanathe|അവസാന|അവസാനത്തെ|എൻട്രി|കഴിഞ്ഞ|avasaanathe|avasanam|last entry|munpathe",
    },
    "dup": {
        "yes": "randu thavana|രണ്ടു തവണ",
    },
    "remind": {
        "yes": "ormippikku|ormappeduthu|ഓർമ്മിപ്പിക്കൂ|ഓർമിപ്പിക്കൂ",
    },
    "fut": {
        "pay": "കൊടുക്കാം|കൊടുക്കും|kodukkam|tharum|tarum|tharaam|koduthekkam|തരും|തരാം|തന്നേക്കും",
        "visit": "varum|വരും|വന്നേക്കും",
    },
    "chat": {
        "yes": "namaskaram|nanni|sukhamano|നമസ്കാരം|നന്ദി|സുഖമാണോ",
    },
    "risk": {
        "advance": "അഡ്വാൻസ്|മുൻകൂർ",
        "yes": "തിരിച്ചു വന്നു|തിരികെ വന്നു",  # goods that came back: a return, which the rules do not model
    },
    "topic": {
        "tax": "ജിഎസ്ടി|ജി.എസ്.ടി|നികുതി",
        "festival": "ദീപാവലി|ദീപാവലിക്ക്|ക്രിസ്മസ്|വിഷു|ബക്രീദ്|റംസാൻ|ഓണം",
    },
    "mark": {
        "dat": "nu|inu|ന്|ക്ക്|നു|vinu|ykku|kku",
        "gen": "nte|inte|ന്റെ|ഇന്റെ|വക|vaka",
        "src": "വഴി|vazhi|ൽ നിന്ന്|ിൽ നിന്ന്|ninnu|ninn|kayyil ninnu|il ninnu|നിന്ന്|കയ്യിൽ നിന്ന്|ഇൽ നിന്ന്",
    },
    "kin": {
        # a relative acting on the named person's account, or that person's own place ("ജോസ് ചേട്ടന്റെ ഹോട്ടലിലേക്ക്")
        # (stems, so a case ending glued on is read as the party's marker: "ഹോട്ടലിന്" is "to the hotel")
        "yes": "മകൻ|മകൾ|ഭാര്യ|വീട്|makan|makal|bharya",
    },
    "hon": {
        "yes": "chechide|chettante|chettande|ikkade|ithade|ഇക്കാ|ഇക്ക|ഇത്താ|ഇത്ത|ടീച്ചർ|ടീച്ചറുടെ|ടീച്ചർക്ക്|ടീച്ചറിന്|teacher|മിസിസ്|മിസ്സിസ്|മിസ്റ്റർ|ഡോക്ടർ|ശ്രീമതി|മാഡം|madam|chettan|chetta|chettai|chechi|ikka|itha|ammachi|maash|mash|sir|saar|ചേട്ടൻ|ചേട്ടാ|ചേച്ചി|ഇക്ക|ഇത്ത|അമ്മച്ചി|മാഷ്|സാർ|സാറ്|സാറിന്റെ|സാറിന്|സാറിനു",
    },
    "owner": {
        "subj": "njan|njaan|njangal|ഞാൻ|ഞങ്ങൾ",
        "obj": "enikku|enik|njangalkku|എനിക്ക്|ഞങ്ങൾക്ക്",
    },
    "pron": {
        "yes": "avan|aval|ayal|ayaal|avanu|avalkku|avar|avarkku|അവൻ|അവൾ|അയാൾ|അവന്|അവൾക്ക്|അയാൾക്ക്|അവർ|അവർക്ക്",
    },
    "someone": {
        "yes": "aaro|ആരോ",
    },
    "both": {
        "yes": "രണ്ടുപേരും|രണ്ട് പേരും|randuperum|randu perkkum|രണ്ടുപേർ|രണ്ടുപേർക്കും",
    },
    "together": {
        "yes": "ellam koodi|ellam koode|ellaam koode|okke koode|okke koodi|ഒക്കെ കൂടെ|ellaam koodi|ellam kudi|എല്ലാം കൂടി|ഒക്കെ കൂടി|എല്ലാം കൂടെ|aake|motham|ആകെ|മൊത്തം",
    },
    "also": {
        "yes": "കൂടി|koodi|um|koode|ഉം|കൂടെ",
    },
    "role": {
        "supplier": "മൊത്തക്കച്ചവട*|മണ്ടി*|mandi|പാൽക്കാരൻ*|പാൽക്കാരന്|paalkkaaran|paalkaran|ഹാർബർ*|ഹാർബറിൽ|സൊസൈറ്റി*|ഫാം*|farm|മാർക്കറ്റ*|ചന്ത*|chantha|ചന്ത|മാർക്കറ്റ്|മൊത്തക്കച്ചവടക്കാരൻ",
        "place": "കട|തോട്ടം|തോട്ടത്തിൽ|തോട്ടത്തിന്ന്|thottam|thottathil|thottathu|കടയ*|കടയുടെ|കടയിലേക്ക്|ഷോപ്പ്|ഓഫീസ*|സ്കൂള*|കോളേജ*|kadayile|kadayil|kada|അമ്പല*|ക്ഷേത്ര*|ambalam|palli|kadayude",
        "service": "പെയിന്റർ*|പെയിന്റര്*|സഹായി|സഹായിക്ക്|sahayi|പണിക്കാർ*|panikkarkku|സപ്ലൈയർ|സപ്ലയർ|കാരിഗർ*|പാചകക്കാരൻ*|കുക്ക്|ഇലക്ട്രീഷ്യൻ*|പ്ലംബർ*|വെയിറ്റർ*|പയ്യൻ|പയ്യന്|ജോലിക്കാരൻ|ജോലിക്കാരന്|payyan|veettudama|വീട്ടുടമ|ഓണർ|മെക്കാനിക്ക്|ഡ്രൈവർ|ഓട്ടോക്കാരൻ|മേസ്തിരി*|ടെയ്‌ലർ*|പെൺകുട്ടി*|പെങ്കൊച്ച്*|പെങ്കൊച്ചി*|ആൺകുട്ടി*|പയ്യ*|ജോലിക്കാര*|പണിക്കാര*|പണിക്കാരി*|വേലക്കാര*|ജോലിക്കാരി*|കൂലിക്കാര*|തൊഴിലാളി*|വാച്ച്മാൻ*|വാച്ച്മാന്*|കാവൽക്കാര*|ഡ്രൈവര*|ഹെൽപ്പർ*|സ്റ്റാഫ്*|സ്റ്റാഫിന്*|ഉന്തുവണ്ടി*|വണ്ടിക്കാര*|പാചകക്കാര*|panikkaaran|panikkaran|velakkari|jolikkaran|penkutti|penkutti*|penkochu*|aankutti*|panikkaara*|panikkara*|panikkari*|velakkaari*|velakkari*|jolikkaara*|jolikkara*|jolikkari*|koolikkaara*",
        "buyer": "കർഷകൻ|ഹോട്ടൽ*",
    },
    "firm": {
        "yes": "ഇൻഡസ്ട്രീസ*|ഇൻഡസ്ട്രി*|ടിമ്പേഴ്സ*|ഫർണിച്ചർ*|വുഡ് ഇൻഡസ്ട്രീസ*|സൂപ്പർ മാർക്കറ്റ്*|സൂപ്പർമാർക്കറ്റ്*|ഡയറി|ഡെയറി|ഫാം|farm|ഹോൾസെയിൽ*|ഹോൾസെയിൽസ്*|ഫാർമ*|ഫാർമസി*|pharma|എന്റർപ്രൈസസ*|ഇലക്ട്രിക്കൽസ*|ടെക്സ*|ഗാർമെന്റ്സ*|ഹാർഡ്‌വെയർ*|മെഡിക്കൽസ*|ഡിസ്ട്രിബ്യൂട്ടേഴ്സ*|ടെക്സ്റ്റൈൽസ*|ട്രേഡേഴ്സ്|ഏജൻസി|ഏജൻസീസ്|സ്റ്റോഴ്സ്|ട്രേഡേഴ്*|ട്രേഡേഴ്‌*|ഏജൻസ*|സിൽക്സ്*|spares|mobiles|tyres|transport|transports|electricals|electronics|textiles|world",
    },
    "unit": {
        "kg": "കിലോ*",
        "g": "ഗ്രാം",
        "quintal": "ക്വിന്റൽ",
        "litre": "ലിറ്റർ",
        "piece": "എണ്ണം|ennam|പീസ്",
        "packet": "സ്ട്രിപ്പ്|പാക്കറ്റ്",
        "bag": "ചാക്ക്",
        "box": "ക്രേറ്റ്*|പെട്ടി",
        "dozen": "ഡസൻ",
        "metre": "മീറ്റർ",
        "bottle": "ബോട്ടിൽ|കുപ്പി",
        "plate": "പ്ലേറ്റ്",
        "cup": "കപ്പ്",
        "tin": "ടിൻ",
        "bundle": "കെട്ട്",
        "carton": "കാർട്ടൺ",
        "roll": "റോൾ",
        "sheet": "ഷീറ്റ്",
    },
    "frac": {
        "0.5": "പകുതി|pakuthi|അര",
    },
    "rest": {
        "yes": "baakki|ബാക്കി",
    },
    "old": {
        "yes": "pazhaya|പഴയ|മുൻപത്തെ|മുമ്പത്തെ|മുൻപുള്ള|മുമ്പുള്ള|munpathe|mumbathe",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "പഴയ കണക്കിൽ നിന്ന്|പഴയ ബുക്കിൽ നിന്ന്|പഴയ പറ്റ്|പഴയ കണക്കിൽ|പഴയ കണക്ക്|pazhaya kanakkil|pazhaya kanakku",
    },
    "owe": {
        "shop": "kodukkanam|കൊടുക്കണം|കൊടുക്കാനുണ്ട്|കൊടുക്കാനുണ്ടായിരുന്നു|കൊടുക്കാൻ ഉണ്ടായിരുന്നു|കൊടുക്കാൻ ഉണ്ട്|kodukkanundu",
        "them": "തരാനുണ്ട്|തരാൻ ഉണ്ട്|തരണം|tharanundu|tharanam",
    },
    "when": {
        "+1": "നാളെ",
        "+2": "മറ്റന്നാൾ",
        "+7": "അടുത്ത ആഴ്ച|ഒരു ആഴ്ച കഴിഞ്ഞ്|ആഴ്ച കഴിഞ്ഞ്|ഒരു ആഴ്ചയ്ക്കുള്ളിൽ|ഒരു ആഴ്ചയ്ക്കകം",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "ഒരു മാസം കഴിഞ്ഞ്|മാസം കഴിഞ്ഞ്|ഒരു മാസത്തിനുള്ളിൽ|ഒരു മാസത്തിനകം|ഒരു മാസം കഴിഞ്ഞു",
        "month": "അടുത്ത മാസം",
        "eom": "മാസാവസാനം|മാസാവസാനത്തിന്|മാസാവസാനത്തോടെ|മാസം അവസാനം|maasavasanam|masavasanam",
        "mon": "തിങ്കളാഴ്ച*|തിങ്കൾ*|thinkalaazhcha|thinkalazhcha",
        "tue": "ചൊവ്വാഴ്ച*|ചൊവ്വ*|chovvaazhcha|chovvazhcha",
        "wed": "ബുധനാഴ്ച*|ബുധൻ*|budhanaazhcha|budhanazhcha",
        "thu": "വ്യാഴാഴ്ച*|വ്യാഴം*|vyaazhaazhcha|vyazhazhcha",
        "fri": "വെള്ളിയാഴ്ച*|വെള്ളി*|velliyaazhcha|velliyazhcha",
        "sat": "ശനിയാഴ്ച*|ശനി*|shaniyaazhcha|saniyazhcha",
        "sun": "ഞായറാഴ്ച*|ഞായർ*|njaayaraazhcha|njayarazhcha|nyayarazhcha",
    },
    "ago": {
        "1": "ഇന്നലത്തെ|innalathe|innale|ഇന്നലെ",
        "2": "മിനിഞ്ഞാന്നത്തെ|minnaanu|minnanu|മിനിഞ്ഞാന്ന്",
    },
    "before": {
        "yes": "munpu|mumbu|മുമ്പ്|മുൻപ്",
    },
    "daytime": {
        "yes": "ഉച്ചവരെ|ഉച്ച വരെ|ഇതുവരെ|uchavare|ucha vare|raavile|vaikunneram|raathri|uchakku|രാവിലെ|വൈകുന്നേരം|രാത്രി|ഉച്ചയ്ക്ക്",
    },
    "month": {
        "1": "ജനുവരി",
        "2": "ഫെബ്രുവരി",
        "3": "മാർച്ച്",
        "4": "ഏപ്രിൽ",
        "6": "ജൂൺ",
        "7": "ജൂലൈ",
        "8": "ഓഗസ്റ്റ്",
        "9": "സെപ്റ്റംബർ",
        "10": "ഒക്ടോബർ",
        "11": "നവംബർ",
        "12": "ഡിസംബർ",
    },
    "tarikh": {
        "yes": "തീയതി|തീയതി*|theeyathi|thiyathi|tiyathi|theeyathiyil|thiyathiyil",
    },
    "days": {
        "yes": "ദിവസത്തിൽ|ദിവസം കൊണ്ട്|ദിവസം|ദിവസത്തിനുള്ളിൽ|ദിവസത്തിനകം|divasathinullil",
    },
    "notmoney": {
        "after": "വർഷം|തവണ",
        "before": "സൈസ്|ക്ലാസ്",  # "size 42": the size, never a sum
        "size": "പേജ്|ഇഞ്ച്|വാട്ട്",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "അത്|athu|ezhuthan marannu|ezhuthaan marannu|parayan marannu|എഴുതാൻ മറന്നു|പറയാൻ മറന്നു|ezhuthan marannupoyi|തീർന്നു|തീർന്നു പോയി|theernnu|theernu|അക്കൗണ്ട്*|അക്കൗണ്ട്|വീണ്ടും|veendum|veendum koodi|എഴുതാൻ മറന്നു|എഴുതാൻ മറന്നുപോയി|ezhuthan marannu|ezhuthaan marannu|ezhuthan marannupoyi|വയറിംഗ്|പണിക്ക്|പണിക്കു|എന്റെ|അക്കൗണ്ടിലേക്ക്|അക്കൗണ്ടിൽ|യിൽ|മാസത്തേക്ക്|ആഴ്ചത്തേക്ക്|ദിവസത്തേക്ക്|ആഴ്ചത്തേക്കുള്ള|മാസത്തേക്കുള്ള|ഇട്ട|എഴുതിയ|ചേർത്ത|itta|ezhuthiya|ആയത്|aayi|എഴുതൂ|എഴുതിക്കോ|എഴുതണം|ezhuthu|ഇനിയും|iniyum|ഇതുവരെ|ൽ|ഇൽ|അതിൽ|athil|അതിൽ നിന്ന്|ആ|ഈ|ഇന്ന്|ഇന്നലെ|ഇപ്പോൾ|ippol|മാസം|മാസത്തെ|മാസത്തിലെ|മരുന്ന്|മരുന്നിന്റെ|പിന്നെ|രൂപ|പൈസ|കാശ്|ഒരു|ഞാൻ|ഉണ്ട്|ആയി|ആയിരുന്നു|roopa|rupa|paisa|oru|njan|undu|innu|innale|വരെ|"
            "രൂപ*|മാത്രം|തന്നെ|ഏകദേശം|ഓളം|maathram|mathram|thanne|ekadesham|അതേ|സ്വന്തം|swantham|kanakku|kanakkil|kanakkile|kanakkinte"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("malayalam", """
1 ഒന്ന് ഒരു
2 രണ്ട്
3 മൂന്ന്
4 നാല്
5 അഞ്ച്
6 ആറ്
7 ഏഴ്
8 എട്ട്
9 ഒമ്പത് ഒൻപത്
10 പത്ത്
11 പതിനൊന്ന്
12 പന്ത്രണ്ട്
13 പതിമൂന്ന്
14 പതിനാല്
15 പതിനഞ്ച്
16 പതിനാറ്
17 പതിനേഴ്
18 പതിനെട്ട്
19 പത്തൊമ്പത്
20 ഇരുപത്
30 മുപ്പത്
40 നാല്പത് നാൽപത്
50 അമ്പത് അൻപത്
60 അറുപത്
70 എഴുപത്
80 എൺപത്
90 തൊണ്ണൂറ്
0.5 അര
0.25 കാൽ
"""),
    # Romanized, as typed on an English keyboard; each one is weak (a count next to a unit or a multiplier).
    ("malayalam_latin", """
1 onnu oru
2 randu rendu
3 moonnu moonu
4 naalu
5 anchu anju
6 aaru
7 ezhu
8 ettu
9 onpathu
10 pathu
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 നൂറ് നൂറ്റി
1000 ആയിരം ആയിരത്തി
100000 ലക്ഷം ലക്ഷത്തി
10000000 കോടി
100 nooru
1000 aayiram ayiram
""",
    "fused": """
2 100 ഇരുനൂറ് ഇരുന്നൂറ്
3 100 മുന്നൂറ്
4 100 നാനൂറ്
5 100 അഞ്ഞൂറ്
6 100 അറുനൂറ്
7 100 എഴുനൂറ്
8 100 എണ്ണൂറ്
9 100 തൊള്ളായിരം
3 1000 മൂവായിരം
5 1000 അയ്യായിരം
2 100 irunooru
3 100 munnooru
4 100 naanooru
5 100 anjooru anchooru
6 100 arunooru
7 100 ezhunooru
8 100 ennooru
8 1000 എണ്ണായിരം
9 1000 ഒമ്പതിനായിരം
10 1000 പതിനായിരം
1 100 ഒരുനൂറ്
12 1000 പന്തീരായിരം
15 1000 പതിനയ്യായിരം
20 1000 ഇരുപതിനായിരം
25 1000 ഇരുപത്തയ്യായിരം
50 1000 അമ്പതിനായിരം
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "ഏഴെട്ട് നാലഞ്ച് അഞ്ചാറ് ആറേഴ് രണ്ടുമൂന്ന് കുറച്ച് ezhettu naalanju",
    "weak": "അര കാൽ ഒരു onnu oru randu rendu moonnu moonu naalu anchu anju aaru ezhu ettu onpathu pathu",
    "units": "കിലോഗ്രാം കി.ഗ്രാം കിലോ ലിറ്റർ ബോട്ടിൽ കുപ്പി എണ്ണം പാക്കറ്റ് സ്ട്രിപ്പ് ചാക്ക്",
    "currency": "roopa rupa roopayum",  # romanised, as typed on a phone
    "currency_stems": "രൂപ",
    "currency_abbreviations": "രൂ",
    "alternatives": "അല്ലെങ്കിൽ",
    "percent": "ശതമാനം",
    "clock": "മണിക്ക്",
    "date": "തീയതി",
    "ordinals": "ാം ആം",
    "one_same": "തന്നെ thanne",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "റിപ്പയർ|തയ്യൽ|പഞ്ചർ|സർവീസ്",
    "mended": "നന്നാക്കി|ശരിയാക്കി|nannakki|shariyakki",
    "did_work": "cheythu|ചെയ്തു|ചെയ്തുകൊടുത്തു|ശരിയാക്കി|നന്നാക്കി|മാറ്റി",
    "still": "ഇനിയും|ഇനി|iniyum|ini",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "chaya|oonu|palaharam|ചായ|കടി|ചായക്കടി|ഊണ്|പലഹാരം|ഐസ്",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "ശമ്പളം|കൂലി|shambalam|sambalam|kooli|kuli",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "നുള്ളിൽ|നകം|വരെ|ക്കുള്ളിൽ|vare",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "വാടക|കൂലി|vaadaka|kooli",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "കൊടുക്കണം|തരണം|kodukkanam|tharanam",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "ഒപ്പം|പിന്നെ",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "കഴിഞ്ഞ|kazhinja",
    "split_conjunctions": "പിന്നെ",
    "join_conjunctions": "ഒപ്പം",
    "negation_after": "ഇല്ല",
    "negation_postfix": "ala|alla|illa",
    "relative": "poya|poyathu|പോയത്|വന്ന|പോയ|vanna|vannathu|ayachathu|ayachath|kodutha|koduthathu|വന്നത്|അയച്ചത്|കൊടുത്തത്",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "പോയ|പോയത്|പോയി|അയച്ച|അയച്ചത്|poya|poyi|poyathu|ayacha",
    "motion": "അയച്ച|അയച്ചതാ|അയച്ചതാണ്|ayachatha|ayacha|poya|poyi|vannu|vanna|poyathu|പോയത്|വന്നു|പോയി|വന്ന|പോയ|vannathu|ayachathu|ayachath|koduthathu|വന്നത്|അയച്ചത്|കൊടുത്തത്",
    "demonstrative": "അത്|athu|ഇത്|ithu",
    "determiner": "ആ|ഈ|അതേ",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("ചേട്ടന്", "dat", ""),
    ("ചേച്ചിക്ക്", "dat", ""),
    ("യിൽ", "src", ""),  # രവിയിൽ നിന്ന്: from Ravi (a name of its own ends in -ിൽ, as അനിൽ, never in -യിൽ)
    ("വിൽ", "src", ""),
    ("വിന്റേതാണ്", "gen", ""),  # "it is X's": the bank money explained
    ("യുടേതാണ്", "gen", ""),
    ("ിന്റേതാണ്", "gen", "്"),
    ("ന്റേതാണ്", "gen", "ൻ"),
    ("ിന്റേത്", "gen", "്"),
    ("വിന്റെ", "gen", ""),
    ("യുടെ", "gen", ""),
    ("ിന്റെ", "gen", "്"),
    ("ന്റെ", "gen", "ൻ"),
    ("ിലേക്ക്", "dat", "്"),  # ഹോട്ടലിലേക്ക് -> ഹോട്ടൽ: towards, into (the chillu comes back, names.py)
    ("യിലേക്ക്", "dat", ""),
    ("വിന്", "dat", ""),
    ("യ്ക്ക്", "dat", ""),
    ("ക്കാക്ക്", "dat", "ക്ക"),  # അബ്ദുക്കാക്ക് -> അബ്ദുക്ക (the final a said long before the ending)
    ("ിന്", "dat", "്"),
    ("ക്ക്", "dat", ""),
    ("ന്", "dat", "ൻ"),
)

# Endings that make a word a place ("തിരുപ്പൂരിലെ": in Tiruppur), never part of a name (reader.py).
PLACE_ENDINGS: tuple[str, ...] = ("ിലെ",)

# "Also" glued to the end of a name, with what it replaces: രമേശിനും (to Ramesh too), രമേശും, രവിയും, ബാബുവും.
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (("വും", ""), ("യും", ""), ("ും", "്"))

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
GLUED_HONORIFICS: tuple[str, ...] = ("ചേട്ടൻ", "ചേച്ചി", "ജി", "സാർ", "സർ")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "undu und illa alla aanu aayi ethra entha eppol evide athe sheri venda njan ningal avan aval avar "
    "thannu koduthu cheythu parayu ezhuthu innu innale naale ippol undaayirunnu undayirunnu undaayirunu undayirunu "
    "ഉണ്ടായിരുന്നു ആണ് ആയിരുന്നു"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    ("vinu", "dat"), ("inu", "dat"), ("ikku", "dat"), ("kku", "dat"), ("nte", "gen"), ("nu", "dat"),
)

# Names that end like an ending or honorific and are never cut ("Shaji" is not "Sha" + "ji").
# A name ending in -u takes its "to" as -വിന് (രാജുവിന്); a word ending in -ുക്ക് is an English word that ends
# in k (നോട്ട്ബുക്ക്, ട്രക്ക്), never a name with its "to".
ENDING_NEVER_AFTER: dict[str, str] = {"ക്ക്": "\u0d41"}

KEEP_WHOLE: frozenset[str] = frozenset("shaji biji reji giji siji liji saji soji viji aji".split())

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {
    "nu": "dat", "inu": "dat", "kku": "dat", "nte": "gen", "inte": "gen", "il": "src",
    # the same endings in Malayalam letters ("ATM-ൽ നിന്ന്", "Sabu-വിന്")
    "ൽ": "src", "ിൽ": "src", "ന്": "dat", "ക്ക്": "dat", "ന്റെ": "gen",
}

# Endings glued to a firm's name only ("ജോസ് ട്രേഡേഴ്സിൽ നിന്ന്": from Jose Traders); a person's name may end
# the same way ("അനിൽ"), so these come off only a firm word.
FIRM_ENDINGS: tuple[tuple[str, str, str], ...] = (("യിൽ", "src", ""), ("ിൽ", "src", "്"), ("ിന്", "dat", "്"), ("ിന്റെ", "gen", "്"))

"""Punjabi: the words the rules thinker reads in Punjabi messages (Gurmukhi, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "pa"
SCRIPT = "guru"  # the script its own letters are in (scripts.py)
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "ਕਿਹਾ|ਕਿਹਾ ਸੀ|ਬੋਲਿਆ|ਕਹਿੰਦਾ|kiha|kiha si|boleya|kehnda",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "ਆਪਣੇ ਦੂਜੇ ਖਾਤੇ ਵਿੱਚ|ਆਪਣੇ ਦੂਜੇ ਖਾਤੇ|ਦੂਜੇ ਖਾਤੇ ਵਿੱਚ|ਦੂਜੇ ਖਾਤੇ|ਮੇਰੇ ਦੂਜੇ ਖਾਤੇ|ਆਪਣੇ ਖਾਤੇ ਵਿੱਚ|ਆਪਣੇ ਦੂਜੇ ਅਕਾਊਂਟ|ਦੂਜੇ ਅਕਾਊਂਟ|apne duje khate|duje khate|apne duje account|duje account",
    },
    "verb": {
        "give": (
            "ditte|dite|ditta|dita|ditti|de ditte|de dite|de ditta|de dita|bheje|bhej ditte|ਦਿੱਤੇ|ਦਿੱਤਾ|ਦਿੱਤੀ|ਦਿਤੇ|ਦਿਤਾ|"
            "ਦੇ ਦਿੱਤੇ|ਦੇ ਦਿੱਤਾ|ਭੇਜੇ|ਭੇਜਿਆ|gpay kitte|gpay kite|gpay kita|gpay kitta|gpay kar ditte|phonepe kitte|upi kitte|paytm kitte|online bheje|dittey|dittae|dittiyan|ditteyan"
        ),
        "give_in": "de gaya|de gaye|de gayi|ਦੇ ਗਿਆ|ਦੇ ਗਏ|ਦੇ ਗਈ",
        "give_out": "ਦੇ ਆਇਆ|ਦੇ ਆਈ|ਦੇ ਆਏ|ਦੇ ਆਇਆ ਹਾਂ",
        "recv": (
            "mile|milye|mil gaye|aaye|aa gaye|jama|jama karaye|vapas|morhe|morr ditte|ਮਿਲੇ|ਮਿਲ ਗਏ|ਆਏ|ਆ ਗਏ|ਜਮ੍ਹਾ|ਜਮਾਂ|"
            "ਵਾਪਸ|ਮੋੜੇ|ਮੋੜ ਦਿੱਤੇ|ਜਮ੍ਹਾ ਕਰਾਏ|ਜਮ੍ਹਾ ਕਰਵਾਏ|ਜਮ੍ਹਾਂ ਕਰਾਏ|ਜਮਾਂ ਕਰਾਏ|ਆਈ|ਆਇਆ|ਆ ਗਈ|ਆ ਗਿਆ"
        ),
        "repay": "chukaye|chuka ditte|ਚੁਕਾਏ|ਚੁਕਾ ਦਿੱਤੇ|ਚੁਕਤਾ",
        "pay": "payment kitta|payment kita|payment kitti|payment kite|ਪੇਮੈਂਟ ਕੀਤਾ|ਪੇਮੈਂਟ ਕੀਤੀ|ਪੇਮੈਂਟ ਕੀਤੇ|ਪੇਮੇਂਟ ਕੀਤਾ|ਪੇਮੇਂਟ ਕੀਤੀ|ਪੇਮੇਂਟ ਕੀਤੇ|bhariya|bharya|bhareya|bhar ditta|ਭਰਿਆ|ਭਰੇ|ਭਰ ਦਿੱਤਾ",
        "take": "lai gaye|lai gaya|le gaye|lai|laye|ਲੈ ਗਏ|ਲੈ ਗਿਆ|ਲਿਆ|ਲਏ",
        "buy": "ਖਰੀਦ ਲਿਆ|ਖਰੀਦ ਲਏ|ਖ਼ਰੀਦਿਆ|ਖ਼ਰੀਦੇ|kharid leya|khareed laye|khareedeya|khareediya|kharide|mangvaya|ਖਰੀਦਿਆ|ਖਰੀਦੇ|ਖਰੀਦੀ|ਮੰਗਵਾਇਆ|ਮੰਗਵਾਏ|ਮੰਗਵਾਈ|ਲਿਆਂਦਾ|ਲਿਆਂਦੀ|ਲਿਆਂਦੇ",
        "sell": "ਕਮਾਈ|ਵੇਚੀਆਂ|ਵੇਚੀਆ|vechiyan|ਆਮਦਨ|ਵੇਚ ਦਿੱਤਾ|ਵੇਚ ਦਿੱਤੇ|ਵੇਚ ਦਿੱਤੀ|vech ditta|vech ditte|ਗੱਲਾ|ਗੱਲੇ|ਗੱਲੇ ਵਿੱਚੋਂ|ਗੱਲੇ ਚੋਂ|vechya|vechiya|vecheya|vecheyaa|vechiyaa|veche|vechi|vikri|vike|ਵੇਚਿਆ|ਵੇਚੇ|ਵੇਚੀ|ਵਿਕਰੀ|ਵਿਕੇ|ਪੰਚਰ ਲਾਏ|ਪੰਚਰ ਲਾਇਆ|ਪੰਚਰ ਲਗਾਏ|ਵਿਕਿਆ|ਵਿਕੀ|ਵਿਕ ਗਏ",
        "spend": "kharcha|kharch|ਖਰਚਾ|ਖਰਚ|ਖ਼ਰਚਾ",
    },
    "withdraw": {
        "yes": "kadhe|kadhwaye|ਕੱਢੇ|ਕਢਵਾਏ|ਕਢਾਏ|ਕਢਾਇਆ|kadhaye",
    },
    "deposit": {
        "yes": "ਜਮ੍ਹਾ ਕਰਵਾਏ|ਜਮ੍ਹਾਂ ਕਰਵਾਏ|ਪਾਏ|ਪਾ ਦਿੱਤੇ|ਪਾਏ ਸੀ|paye|pa ditte",
    },
    "credit": {
        "yes": "udhaar|udhar|ਉਧਾਰ|khate vich|ਖਾਤੇ ਵਿੱਚ|ਖਾਤੇ ਚ",
    },
    "paid": {
        "yes": "ਚੈੱਕ|ਚੈਕ|ਚੈੱਕ ਰਾਹੀਂ|ਨਕਦ|ਨਕਦੀ|ਕੈਸ਼|ਪੈਸੇ ਦਿੱਤੇ|ਪੈਸੇ ਦੇ ਦਿੱਤੇ|ਯੂਪੀਆਈ|ਗੂਗਲ ਪੇ|ਫੋਨਪੇ|ਫੋਨ ਪੇ|ਪੇਟੀਐਮ",
    },
    "mode": {
        "bank": "ਚੈੱਕ|ਚੈਕ|ਚੈੱਕ ਰਾਹੀਂ",  # a cheque is money through the bank
        "cash": "ਗੱਲੇ ਚੋਂ|ਗੱਲੇ ਵਿੱਚੋਂ|ਗੱਲੇ ਦੇ|ਗੱਲੇ ਤੋਂ|galle chon|ਨਕਦ|ਨਕਦੀ|ਕੈਸ਼",
        "upi": "ਯੂਪੀਆਈ|ਗੂਗਲ ਪੇ|ਫੋਨਪੇ|ਫੋਨ ਪੇ|ਪੇਟੀਐਮ",
    },
    "defer": {
        "yes": "ਮਹੀਨੇ ਦੇ ਅਖੀਰ ਤੇ|ਮਹੀਨੇ ਦੇ ਅਖੀਰ|ਮਹੀਨੇ ਦੇ ਅੰਤ ਵਿੱਚ|ਮਹੀਨੇ ਦੇ ਅੰਤ ਤੇ|ਹਫ਼ਤੇ ਦੇ ਅਖੀਰ ਤੇ|mahine de akhir te|mahine de ant te|baad vich|ਬਾਅਦ ਵਿੱਚ|ਬਾਅਦ ਚ|ਤੋਂ ਬਾਅਦ|ton baad|baad ch",
    },
    "cost": {
        "yes": (
            "ਬਰਫ਼|ਬਰਫ|ਗੈਸ ਸਿਲੰਡਰ|ਸਿਲੰਡਰ*|ਗੈਸ|kiraya|tankhah|bhaara|ਬਿੱਲ|ਬਿਲ|ਚਾਹ|ਕਿਰਾਇਆ|ਤਨਖਾਹ|ਤਨਖ਼ਾਹ|ਬਿਜਲੀ|ਬਿਜਲੀ ਬਿੱਲ|ਭਾੜਾ|ਪੈਟਰੋਲ|ਡੀਜ਼ਲ|ਮੁਰੰਮਤ|"
            "ਸਿਲਾਈ|ਬੋਨਸ|bonus|ਚਾਹ ਪਾਣੀ|ਨਾਸ਼ਤਾ|ਰੋਟੀ|ਮਜ਼ਦੂਰੀ|ਦਿਹਾੜੀ|ਰਿਕਸ਼ਾ|ਆਟੋ|ਦਾਨ|ਚੰਦਾ"
        ),
    },
    "goods": {
        "generic": "samaan|ਸਮਾਨ|ਸਾਮਾਨ|ਮਾਲ",
        "item": "ਬਿਸਕੁਟ|ਰਸ|ਰਸ ਤੇ ਬਿਸਕੁਟ|ਸਪੇਅਰ ਪਾਰਟਸ|ਸਪੇਅਰ ਪਾਰਟ|ਅਗਰਬੱਤੀ|ਕਪੂਰ|ਧੂਪ|ਕੁਰਸੀਆਂ|ਕੁਰਸੀ|kursiyan|kursian|kursi|ਚਾਂਦੀ|ਤਾਂਬਾ|ਪਿੱਤਲ|ਸੋਨਾ|ਕਵਰ|ਚਾਰਜਰ|ਕੇਬਲ|ਈਅਰਫੋਨ|ਬੈਟਰੀ|ਸਕ੍ਰੀਨ ਗਾਰਡ|ਫੋਟੋਸਟੇਟ|ਫੋਟੋਕਾਪੀ|ਪ੍ਰਿੰਟ|ਲੈਮੀਨੇਸ਼ਨ|ਬਰਫ਼ੀ|ਪਕੌੜੇ|ਜਲੇਬੀ|ਲੱਡੂ|ਵੇਸਣ|ਬੇਸਣ|ਖੋਆ|khoa|khoya|ਪਿਆਜ਼|ਪਿਆਜ|ਆਲੂ|ਟਮਾਟਰ|ਫੁੱਲ|ਆਂਡੇ|ਕੇਲੇ|ਫਲ|ਲੂਣ|ਪਨੀਰ|ਦਹੀਂ|ਗੇਂਦਾ|ਗੁਲਾਬ|ਰੀਚਾਰਜ|ਰਿਚਾਰਜ|ਸਰੀਆ|ਸੀਮੈਂਟ|ਸਵਿੱਚ*|ਸਾਕਟ*|ਤਾਰ|ਕੋਇਲ*|ਬਲਬ*|ਪਾਈਪ*|ਫੁਲਕਾਰੀ|ਦੁਪੱਟੇ|ਦੁਪੱਟਾ|ਟਰੈਕਟਰ|ਫਿਲਟਰ|ਕਲੱਚ|ਪਲੇਟ|ਪੁਰਜ਼ੇ|ਪੁਰਜੇ|ਟਾਇਰ|ਟਿਊਬ|ਸਾਈਕਲ|ਮਿਠਾਈ|ਮਠਿਆਈ|mithai|chaul|ghee|ਚੌਲ|ਆਟਾ|ਖੰਡ|ਦੁੱਧ|ਤੇਲ|ਘਿਓ|ਦਾਲ|ਕਣਕ|ਸਬਜ਼ੀ|ਸਬਜੀ|ਸੂਟ|ਕੱਪੜਾ|ਕੱਪੜੇ|suit",
    },
    "yes": {
        "yes": "haan ji|haanji|theek hai|ਹਾਂ|ਹਾਂ ਜੀ|ਠੀਕ ਹੈ|ਜੀ|ਹਾਂਜੀ|haan|ha ji|theek aa|ਠੀਕ ਆ",
    },
    "no": {
        "no": "nahin|nahi|rehan dio|ਨਹੀਂ|ਨਹੀ|ਰਹਿਣ ਦਿਓ|ਨਾ|rehn deo|rehn do|rehan deo|rehan do|na ji|nahi ji",
    },
    "neg": {
        "yes": "nahin|ਨਹੀਂ|ਨਹੀ",
    },
    "q": {
        "how_much": "kinna|kinne|kinni|ਕਿੰਨਾ|ਕਿੰਨੇ|ਕਿੰਨੀ",
        "who": "kaun|ਕੌਣ|ਕਿਸ",
        "what": "ਕੀ",
        "show": "dasso|dikhao|ਦੱਸੋ|ਦਿਖਾਓ|ਦਿਖਾ",
    },
    "qn": {
        "profit": "ਮੁਨਾਫਾ|ਮੁਨਾਫ਼ਾ|ਕਮਾਈ|ਫ਼ਾਇਦਾ|ਫਾਇਦਾ",
        "balance": "baki|ਬਾਕੀ|ਦੇਣਾ|ਲੈਣਾ|ਬਕਾਇਆ|ਹਿਸਾਬ",
    },
    "period": {
        "today": "ajj|aj|ਅੱਜ|ਅਜ",
        "yesterday": "kall|kal|ਕੱਲ੍ਹ|ਕੱਲ",
        "last_week": "pichhle hafte|ਪਿਛਲੇ ਹਫ਼ਤੇ|ਪਿਛਲੇ ਹਫਤੇ",
        "last_month": "pichhle mahine|pichle mahine|ਪਿਛਲੇ ਮਹੀਨੇ",
        "this_week": "is hafte|ਇਸ ਹਫ਼ਤੇ|ਹਫ਼ਤੇ|ਹਫਤੇ",
        "this_month": "is mahine|ਇਸ ਮਹੀਨੇ|ਮਹੀਨੇ",
    },
    "fix": {
        "yes": "galat|ਗਲਤ|ਗ਼ਲਤ|ਗਲਤੀ|ਬਦਲੋ|ਠੀਕ ਕਰੋ",
    },
    "cancel": {
        "yes": "ਮਿਟਾ ਦੇ|ਹਟਾ ਦੇ|ਕੱਟ ਦੇ|ਰੱਦ ਕਰ ਦੇ|ਡਿਲੀਟ ਕਰ ਦੇ|mita de|hata de|katt de|delete kar de|ਕੈਂਸਲ ਕਰੋ|ਕੈਂਸਲ ਕਰ ਦਿਓ|ਕੈਂਸਲ|cancel karo|cancel kar dio|hata dio|katt dio|ਹਟਾ ਦਿਓ|ਰੱਦ|ਰੱਦ ਕਰੋ|ਮਿਟਾ ਦਿਓ|ਕੱਟ ਦਿਓ|ਕੱਟ ਦੋ|ਕੱਟੋ|ਹਟਾਓ|mita dio|mita do|mita deo|hata do|hata deo|kat dio|katt do|delete kar dio|delete kar do|cancel kar do",
    },
    "every": {
        "yes": "saara|saari|saare|sab|poora|ਸਾਰੀਆਂ|ਸਾਰੇ|ਸਾਰਾ|ਸਾਰੀ|ਸਭ|ਪੂਰਾ|ਪੂਰੀ",
    },
    "entry": {
        "last": "entry|pichli|ਪਿਛਲੀ|ਐਂਟਰੀ|ਐਂਟਰੀਆਂ|pichhli|pichhla|pichla|akhri|aakhri|last entry",
    },
    "remind": {
        "yes": "yaad karao|ਯਾਦ ਕਰਾਓ|ਯਾਦ ਦਿਲਾਓ",
    },
    "fut": {
        "pay": "devega|devegi|dega|denge|deuga|deugi|ਦੇਵੇਗਾ|ਦੇਵੇਗੀ|ਦੇਣਗੇ|ਦੇਊਗਾ|ਦੇਊਗੀ|ਦਊਗਾ|ਦਊਗੀ",
        "visit": "avega|aavega|ਆਵੇਗਾ|ਆਵੇਗੀ|ਆਉਣਗੇ",
    },
    "chat": {
        "yes": "sat sri akal|sat shri akal|ਸਤ ਸ੍ਰੀ ਅਕਾਲ|ਧੰਨਵਾਦ|ਕਿਵੇਂ ਹੋ",
    },
    "kin": {
        "yes": "ਘਰਵਾਲੀ|ਪਤਨੀ|ਮੁੰਡਾ|ਮੁੰਡੇ|ਕੁੜੀ|ਪੁੱਤ|ਪੁੱਤਰ|ਧੀ|ਨੂੰਹ|ਨੌਕਰ|ਡਰਾਈਵਰ|gharwali|munda|munde|kudi|putt|ਫਾਰਮ|ਫ਼ਾਰਮ|ਖੇਤ|ਹੋਟਲ|ਢਾਬਾ|ਸਕੂਲ|ਕਲਾਸ",
    },
    "risk": {
        "advance": "ਐਡਵਾਂਸ|ਪੇਸ਼ਗੀ",
    },
    "topic": {
        "tax": "ਟੈਕਸ",
        "festival": "ਹੋਲੀ|ਲੋਹੜੀ|ਵਿਸਾਖੀ|ਦੁਸਹਿਰਾ|ਦੀਵਾਲੀ",
    },
    "mark": {
        "doer": "ne|ਨੇ",
        "dat": "nu|noo|nun|ਨੂੰ",
        "src": "ton|tho|ਤੋਂ|ਕੋਲੋਂ|kolon|ਚੋਂ|ਵਿੱਚੋਂ|ਵਿਚੋਂ|chon|vichon",
        "gen": "da|de|di|diyan|ਦਾ|ਦੇ|ਦੀ|ਦੀਆਂ",
        "loc": "vall|val|ਵੱਲ|ਕੋਲ|kol",
        "cred": "de naam|de khate|ਦੇ ਨਾਮ|ਦੇ ਖਾਤੇ|ਦੇ ਨਾਂ|ਦੇ ਨਾਂ ਤੇ|ਦੇ ਨਾਮ ਤੇ|de naa",
    },
    "hon": {
        "yes": "ਮਿਸਿਜ਼|ਮਿਸਿਜ|ਮਿਸਟਰ|ਡਾਕਟਰ|ਸ਼੍ਰੀਮਤੀ|ਸ੍ਰੀਮਤੀ|ਵੀਰ ਜੀ|ਵੀਰਾ|veer ji|veera|ਭਾਅ ਜੀ|ਭਾਬੀ|ਭਾਬੀ ਜੀ|ਤਾਈ|ਤਾਈ ਜੀ|ਚਾਚੀ|ਮਾਸੀ|ਮਾਸੀ ਜੀ|ਬਾਪੂ|ਬਾਪੂ ਜੀ|bhenji|bhen ji|bhainji|bhain ji|bhen|bhain|ਭੈਣਜੀ|ਭੈਣ|paaji|paji|veerji|bhaji|ji|sahab|saab|ਜੀ|ਪਾਜੀ|ਵੀਰਜੀ|ਭਾਜੀ|ਭੈਣ ਜੀ|ਬੀਬੀ|ਸਾਹਬ|ਸਾਹਿਬ|ਸਾਬ|ਸਰ|ਮੈਡਮ|ਭਾਈ|ਬਾਈ|ਚਾਚਾ|ਮਾਮਾ|ਤਾਇਆ",
    },
    "owner": {
        "subj": "asi|ਮੈਂ|ਅਸੀਂ",
        "obj": "mainu|sanu|ਮੈਨੂੰ|ਸਾਨੂੰ",
    },
    "pron": {
        "yes": "ohda|ohde|ohdi|ohna|ohnan|unha|ohne|ohnu|usne|ਉਹਨੇ|ਉਹਨੂੰ|ਉਸਨੇ|ਉਸਨੂੰ|ਉਹ|ਉਸ",
    },
    "someone": {
        "yes": "kise ne|ਕਿਸੇ ਨੇ|ਕੋਈ|ਟੂਰਿਸਟ|ਟੂਰਿਸਟ ਨੇ|ਇੱਕ ਟੂਰਿਸਟ ਨੇ|ਗਾਹਕ ਨੇ|ਇੱਕ ਗਾਹਕ ਨੇ|tourist",
    },
    "both": {
        "yes": "dovein|ਦੋਵੇਂ|ਦੋਵਾਂ",
    },
    "together": {
        "yes": "kul|sara mila ke|saare mila ke|ਸਾਰਾ ਮਿਲਾ ਕੇ|ਸਾਰੇ ਮਿਲਾ ਕੇ|ਕੁੱਲ|ਮਿਲਾ ਕੇ",
    },
    "also": {
        "yes": "vi|ਵੀ",
    },
    "role": {
        "supplier": "ਕਿਸਾਨ|ਥੋਕ|ਥੋਕ ਵਾਲੇ|ਥੋਕ ਵਾਲਾ|thok|ਆੜ੍ਹਤ*|ਮੰਡੀ*|ਬਾਜ਼ਾਰ*|ਮੰਡੀ|ਬਾਜ਼ਾਰ|ਆੜ੍ਹਤੀ|aarhti|ਦੋਧੀ|ਦੋਧੀਆਂ|dodhi|ਦੁੱਧ ਵਾਲਾ|ਦੁੱਧ ਵਾਲੇ",
        "place": "ਘਰ|ghar|ਦੁਕਾਨ*|ਦੁਕਾਨ|ਦੁਕਾਨ ਦਾ|ਦੁਕਾਨ ਦੀ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਆਫਿਸ|ਆਫ਼ਿਸ|ਆਫਿਸ*|ਗੁਰਦੁਆਰ*|ਮੰਦਰ*|ਮੰਦਿਰ*",
        "service": "ਪੇਂਟਰ*|ਮਾਲਕ|ਮਾਲਕਾਂ|malak|maalak|ਪ੍ਰੈਸ ਵਾਲਾ|ਪ੍ਰੈਸ ਵਾਲੇ|ਪ੍ਰੈਸ ਵਾਲੇ ਮੁੰਡੇ|press wala|press wale|ਰਸੋਈਆ|ਰਸੋਈਏ|ਰਸੋਈਏ ਨੂੰ|rasoiya|rasoie|ਟਰੱਕ ਵਾਲੇ|ਟਰੱਕ ਵਾਲਾ|truck wale|truck wala|ਕਾਰੀਗਰ|ਕਾਰੀਗਰਾਂ|ਕਾਰੀਗਰ*|karigar|karigaran|ਹਲਵਾਈ|ਹਲਵਾਈਆਂ|halwai|ਸਟਾਫ|ਮਿਸਤਰੀ|ਡਰਾਈਵਰ|ਮਕਾਨ ਮਾਲਕ|ਠੇਕੇਦਾਰ*|ਦਰਜ਼ੀ|ਪਲੰਬਰ*|ਮਿਸਤਰੀ*|ਮਜ਼ਦੂਰ|ਮਜਦੂਰ|ਮਜ਼ਦੂਰਾਂ|ਮਜਦੂਰਾਂ|ਨੌਕਰਾਣੀ|ਕੰਮ ਵਾਲੀ|ਕੰਮਵਾਲੀ|ਕੰਮ ਵਾਲਾ|ਚੌਕੀਦਾਰ|ਵਾਚਮੈਨ|ਡਰਾਇਵਰ|ਹੈਲਪਰ|ਪੱਲੇਦਾਰ|ਰੇਹੜੀ|ਰੇਹੜੀ ਵਾਲਾ|ਰੇਹੜੀਵਾਲਾ|ਲਾਂਗਰੀ|ਰਸੋਈਆ|ਮੁਨੀਮ|ਸਫਾਈ ਵਾਲੀ|ਸਫ਼ਾਈ ਵਾਲੀ|ਸਫਾਈ ਵਾਲਾ|majdoor|mazdoor|naukrani|chaukidar|palledar|rehri wala|ਕੰਮ ਵਾਲੀ ਬਾਈ*|ਕੰਮਵਾਲੀ ਬਾਈ*|majdooran|mazdooran|naukar|kamwali|kam wali",
        "buyer": "ਹੋਟਲ*|ਢਾਬਾ*|ਢਾਬੇ",
    },
    "firm": {
        "yes": (
            "ਡੇਅਰੀ ਫਾਰਮ|ਡੇਅਰੀ ਫ਼ਾਰਮ|ਪੋਲਟਰੀ ਫਾਰਮ|ਪੋਲਟਰੀ ਫ਼ਾਰਮ|ਸੁਪਰ ਮਾਰਕੀਟ*|ਸੁਪਰਮਾਰਕੀਟ*|ਪਾਰਟਸ|ਸਪੇਅਰਜ਼|ਮੋਟਰਜ਼|ਟਰੇਡਰਜ਼|ਟਰੇਡਰਸ|ਏਜੰਸੀ|ਸਟੋਰ|ਸਟੀਲ|ਹਾਰਡਵੇਅਰ|ਟਾਇਰਜ਼|ਸਟੋਰਜ਼|ਸਟੋਰਸ|ਇਲੈਕਟ੍ਰੀਕਲਜ਼|ਇਲੈਕਟ੍ਰੀਕਲਸ|ਮੈਡੀਕਲ|ਫਾਰਮਾ|ਟ੍ਰੇਡਰ*|ਟਰੇਡਰ*|ਏਜੰਸ*|ਟੈਕਸਟਾਈਲ*|ਐਂਟਰਪ੍ਰਾਈਜ਼*|ਡਿਸਟ੍ਰੀਬਿਊਟਰ*|ਕੰਪਨੀ|ਮਿੱਲਜ਼|"
            "ਸੰਨਜ਼|ਬ੍ਰਦਰਜ਼|ਡੇਅਰੀ|ਹੋਲਸੇਲ"
        ),
    },
    "wala": {
        "yes": "wala|wale|wali|ਵਾਲਾ|ਵਾਲੇ|ਵਾਲੀ|ਵਾਲੀਆਂ|waliyan|ਵਾਲਿਆਂ|ਵਾਲਿਆ|waleyan|walean|waleya",
    },
    "unit": {
        "kg": "ਕਿਲੋ*|ਕਿੱਲੋ*|ਕਿੱਲ*|ਕੇਜੀ*",
        "g": "ਗ੍ਰਾਮ",
        "quintal": "ਕੁਇੰਟਲ",
        "litre": "ਲੀਟਰ",
        "piece": "ਪੀਸ",
        "packet": "ਪੈਕਟ|ਪੱਤੇ|ਪੱਤਾ|ਪੱਤੀ|ਸਟ੍ਰਿਪ|ਸਟਰਿੱਪ|ਸਟ੍ਰਿੱਪ",
        "bag": "ਬੋਰੀ",
        "box": "ਪੇਟੀ|ਡੱਬੇ|ਡੱਬਾ|ਡੱਬਿਆਂ",
        "dozen": "ਦਰਜਨ",
        "metre": "ਮੀਟਰ",
        "bottle": "ਬੋਤਲ",
        "plate": "ਪਲੇਟ",
        "cup": "ਕੱਪ",
        "tin": "ਟੀਨ",
        "bundle": "ਬੰਡਲ",
        "carton": "ਕਾਰਟਨ",
        "roll": "ਰੋਲ",
        "sheet": "ਸ਼ੀਟ",
    },
    "per": {
        "yes": "ਦਾ ਇੱਕ|ਦੀ ਇੱਕ|ਦੇ ਇੱਕ|ਇੱਕ ਦਾ|ਇੱਕ ਦੀ|ਹਰ ਇੱਕ|ਰੇਟ|ਭਾਅ|ਦੇ ਭਾਅ|ਦੇ ਭਾਅ ਨਾਲ|ਭਾਅ ਨਾਲ|ਦੇ ਭਾਵ|"
               "ਦੇ ਰੇਟ|ਦੇ ਰੇਟ ਨਾਲ|ਰੇਟ ਨਾਲ|ਦੇ ਹਿਸਾਬ ਨਾਲ|de bhaa|de bha|de bhaa naal|de bha naal|de rate|"
               "de rate naal|de hisaab naal|de hisab naal|di ik|da ik|de ik|ik di|ik da|har ik|di ikk|da ikk",
    },
    "frac": {
        "0.5": "ਅੱਧੇ|addhe|ਅੱਧਾ",
    },
    "rest": {
        "yes": "baki|ਬਾਕੀ|ਬਕਾਇਆ|ਬਕਾਯਾ|bakaya",
    },
    "old": {
        "yes": "ਪਿਛਲਾ|pichhla|pichla|purana|purane|ਪੁਰਾਣਾ|ਪੁਰਾਣੇ|ਪੁਰਾਣੀ|ਪਿਛਲੀ ਫ਼ਸਲ|ਪਿਛਲੀ ਫਸਲ|pichhli fasal|pichli fasal",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "ਪੁਰਾਣੇ ਖਾਤੇ ਤੋਂ|ਪੁਰਾਣੇ ਹਿਸਾਬ ਤੋਂ|purana hisab|purana hisaab|ਪੁਰਾਣਾ ਹਿਸਾਬ|ਪਿਛਲਾ ਹਿਸਾਬ|ਪੁਰਾਣਾ ਖਾਤਾ",
    },
    "owe": {
        "shop": "dene han|ਦੇਣੇ ਹਨ|ਦੇਣੇ|ਦੇਣਾ|ਦੇਣੀ|ਦੇਣਾ ਸੀ|ਦੇਣਾ ਹੈ|ਦੇਣੇ ਸੀ|ਦੇਣੇ ਸਨ|dena si|dena hai",
        "them": "lene han|ਲੈਣੇ ਹਨ|ਲੈਣੇ",
    },
    "when": {
        "eom": "ਮਹੀਨੇ ਦੇ ਅਖੀਰ ਤੇ|ਮਹੀਨੇ ਦੇ ਅਖੀਰ|ਮਹੀਨੇ ਦੇ ਅੰਤ ਵਿੱਚ|ਮਹੀਨੇ ਦੇ ਅੰਤ ਤੇ|mahine de akhir te|mahine de ant te",  # by the month's end: its last day
        "+1": "ਕੱਲ੍ਹ",
        "+2": "ਪਰਸੋਂ",
        "+7": "ਅਗਲੇ ਹਫ਼ਤੇ|ਹਫ਼ਤੇ ਬਾਅਦ|ਹਫਤੇ ਬਾਅਦ|ਇੱਕ ਹਫ਼ਤੇ ਬਾਅਦ|ਇਕ ਹਫ਼ਤੇ ਬਾਅਦ|ਅਗਲੇ ਹਫਤੇ",
        "month": "ਅਗਲੇ ਮਹੀਨੇ",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "ਮਹੀਨੇ ਬਾਅਦ|ਇੱਕ ਮਹੀਨੇ ਬਾਅਦ|ਇਕ ਮਹੀਨੇ ਬਾਅਦ|ਮਹੀਨੇ ਪਿੱਛੋਂ|ਮਹੀਨੇ ਤੱਕ",
        "mon": "ਸੋਮਵਾਰ*|somvaar|somvar nu",
        "tue": "ਮੰਗਲਵਾਰ*|mangalvaar|mangalvar nu",
        "wed": "ਬੁੱਧਵਾਰ*|budhvaar|budhvar nu",
        "thu": "ਵੀਰਵਾਰ*|veervaar|veervar nu|virvar nu",
        "fri": "ਸ਼ੁੱਕਰਵਾਰ*|ਸੁੱਕਰਵਾਰ*|shukarvar|shukkarvar|shukarvaar|shukravar nu|shukarvar nu",
        "sat": "ਸ਼ਨੀਵਾਰ*|shanivaar|shanivar nu|shanichar",
        "sun": "ਐਤਵਾਰ*|aitvaar|aitvar nu|etvar nu",
    },
    "ago": {
        "1": "kall|kal|ਕੱਲ੍ਹ|ਕੱਲ",
        "2": "parson|ਪਰਸੋਂ",
    },
    "before": {
        "yes": "pehlan|ਪਹਿਲਾਂ",
    },
    "daytime": {
        "yes": "dupehar|dupaher|dupehre|savere|shaami|raati|ਸਵੇਰੇ|ਸ਼ਾਮ|ਸ਼ਾਮੀਂ|ਸ਼ਾਮ ਨੂੰ|ਰਾਤੀਂ|ਰਾਤ ਨੂੰ|ਦੁਪਹਿਰੇ|ਦੁਪਹਿਰ|ਦੁਪਹਿਰ ਦੀ|ਦੁਪਹਿਰ ਦਾ|ਸਵੇਰ|ਸਵੇਰ ਦੀ|ਸਵੇਰ ਦਾ|ਸ਼ਾਮ ਦੀ|ਸ਼ਾਮ ਦਾ|ਰਾਤ|ਰਾਤ ਦੀ|ਰਾਤ ਦਾ|ਸ਼ਾਮ ਤੱਕ|ਸ਼ਾਮ ਤੱਕ ਦੀ",
    },
    "month": {
        "1": "ਜਨਵਰੀ",
        "2": "ਫਰਵਰੀ",
        "3": "ਮਾਰਚ",
        "4": "ਅਪ੍ਰੈਲ",
        "5": "ਮਈ",
        "6": "ਜੂਨ",
        "7": "ਜੁਲਾਈ",
        "8": "ਅਗਸਤ",
        "9": "ਸਤੰਬਰ",
        "10": "ਅਕਤੂਬਰ",
        "11": "ਨਵੰਬਰ",
        "12": "ਦਸੰਬਰ",
    },
    "tarikh": {
        "yes": "ਤਾਰੀਖ|ਤਾਰੀਖ*|ਤਰੀਕ|ਤਰੀਕ*|ਤਾਰੀਕ|tareekh|tarikh|tareekh nu|tarikh nu|tareek",
    },
    "days": {
        "yes": "dinan ch|dinan vich|dinaan ch|dinan|dinaan|din ch|ਦਿਨਾਂ ਵਿਚ|ਦਿਨ|ਦਿਨਾਂ ਵਿੱਚ|ਦਿਨਾਂ ਚ|ਦਿਨਾਂ|dina vich|dina ch",
    },
    "notmoney": {
        "after": "ਸਾਲ|ਵਾਰ",
        "before": "ਸਾਈਜ਼|ਸਾਈਜ|ਜਮਾਤ|ਕਲਾਸ",  # "size 42": the size, never a sum
        "size": "ਪੇਜ|ਪੰਨੇ|ਇੰਚ|ਵਾਟ",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "ch|vich|likhna bhul gaya|likhna bhull gaya|ਲਿਖਣਾ ਭੁੱਲ ਗਿਆ|ਦੱਸਣਾ ਭੁੱਲ ਗਿਆ|dassna bhul gaya|ਅਕਾਊਂਟ*|ਅਕਾਊਂਟ|hun|hunn|hune|hoyi|hoi|hoyia|hoya|hor|ਹੋਰ|ਫੇਰ|ਫਿਰ|pher|pher se|ਸਾਈਟ|ਸਾਈਟ ਲਈ|ਇਹ|ਉਹ|ਹਿਸਾਬ|ਸਨ|ਸੀ|ਸੀਗਾ|ਸੀਗੇ|ਸੀਗੀ|ਹਨ|ਲਿਖ ਦਿਓ|ਲਿਖ ਦਿਉ|ਲਿਖ ਦੇ|ਲਿਖ ਲਓ|ਲਿਖ ਲਵੋ|ਲਿਖੋ|ਲਿਖਣਾ ਭੁੱਲ ਗਿਆ|ਲਿਖਣਾ ਭੁੱਲ ਗਈ|ਭੁੱਲ ਗਿਆ|ਨਵਾਂ|ਨਵੀਂ|ਨਵੇਂ|ਚ|ਵਿਚ|ਜਿਸ ਵਿੱਚੋਂ|ਜਿਹਦੇ ਵਿੱਚੋਂ|ਇਸ ਵਿੱਚੋਂ|ਉਸ ਵਿੱਚੋਂ|ਵਿੱਚੋਂ|ਜਿਸ ਵਿਚੋਂ|ਅੱਜ|ਕੱਲ੍ਹ|ਅਤੇ|ਤੇ|ਹੈ|ਸੀ|ਕੀਤੇ|ਕੀਤਾ|ਰੁਪਏ|ਪੈਸੇ|ਇੱਕ|ਮੈਂ|ਹੋਈ|ਹੋਇਆ|ਹੋਏ|ਨੇ|ਦਿਓ|ajj|te|hai|si|kitte|rupaye|paise|ਤੱਕ|ਤਕ|"
            "ikk|hoi|hoya|ਰੁਪਏ*|ਰੁਪਈ*|vich|ਵਿੱਚ|ਇਲਾਵਾ|ilava|ਇਸ ਤੋਂ ਇਲਾਵਾ|ਲਈ|lai|layi|ਆ|ਸਾਡਾ|ਸਾਡੇ|ਸਾਡੀ|ਹੀ|ਈ|ਸਿਰਫ|ਸਿਰਫ਼|ਬੱਸ|ਲਗਭਗ|ਤਕਰੀਬਨ|ਕਰੀਬ|sirf|lagbhag|takreeban|ਉਸ|ਇਸ|ਉਸੇ|ਇਸੇ|ਉਹੀ|ਇਹੀ|ਆਪਣੇ|ਆਪਣਾ|ਆਪਣੀ|ਖੁਦ|ਖ਼ੁਦ|apne|khud"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("punjabi", """
1 ਇੱਕ ਇਕ
2 ਦੋ
3 ਤਿੰਨ
4 ਚਾਰ
5 ਪੰਜ
6 ਛੇ
7 ਸੱਤ
8 ਅੱਠ
9 ਨੌਂ ਨੌ
10 ਦਸ
11 ਗਿਆਰਾਂ
12 ਬਾਰਾਂ
13 ਤੇਰਾਂ
14 ਚੌਦਾਂ
15 ਪੰਦਰਾਂ
16 ਸੋਲਾਂ
17 ਸਤਾਰਾਂ
18 ਅਠਾਰਾਂ
19 ਉੱਨੀ
20 ਵੀਹ
25 ਪੱਚੀ
30 ਤੀਹ
40 ਚਾਲੀ
50 ਪੰਜਾਹ
60 ਸੱਠ
70 ਸੱਤਰ
80 ਅੱਸੀ
90 ਨੱਬੇ
1.5 ਡੇਢ
2.5 ਢਾਈ
0.5 ਅੱਧਾ ਅੱਧੀ
"""),
    # Romanized, as typed on an English keyboard (the weak ones count only beside a multiplier or unit).
    ("punjabi_latin", """
1 ikk ikko
3 tinn
5 panj
7 satt
8 atth
10 dass
20 vih
50 panjah
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "fused": """
5 100 panjsau
""",
    "scales": """
100 ਸੌ
1000 ਹਜ਼ਾਰ ਹਜਾਰ
100000 ਲੱਖ
10000000 ਕਰੋੜ
""",
    "fractions": """
0.25 ਸਵਾ
0.5 ਸਾਢੇ
-0.25 ਪੌਣੇ
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "ਕੁਝ kujh",
    "weak": "ਅੱਧਾ ਅੱਧੀ ikk satt",
    "units": "ਕਿਲੋ ਲੀਟਰ ਪੈਕਟ ਪੱਤੇ ਪੱਤਾ ਪੱਤੀ ਸਟ੍ਰਿਪ ਦਰਜਨ",
    "currency": "rupaye rupae rupaiye",  # romanised, as typed on a phone
    "currency_stems": "ਰੁਪਏ ਰੁਪਈ ਰੁਪਿਆ ਰੁਪੲ",
    "currency_abbreviations": "ਰੁ",
    "alternatives": "ਜਾਂ",
    "ranges": "ਤੋਂ",
    "percent": "ਪ੍ਰਤੀਸ਼ਤ",
    "clock": "ਵਜੇ",
    "date": "ਤਾਰੀਖ ਤਰੀਕ",
    "ordinals": "ਵਾਂ ਵੀਂ ਵੇਂ",
    "one_same": "ਹੀ hi",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "ਸਿਲਾਈ|ਰਿਪੇਅਰ|ਮੁਰੰਮਤ|ਸਜਾਵਟ",
    "did_work": "kita|kiti|kite|ਕੀਤਾ|ਕੀਤੀ|ਕੀਤੇ|ਕਰ ਦਿੱਤਾ|ਕਰ ਦਿੱਤੀ|ਲਾਇਆ|ਲਗਾਇਆ|ਬਦਲੀ|ਬਦਲਿਆ",
    "still": "ਹਾਲੇ|ਅਜੇ|haale|aje|hale",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "chaah|chah|roti|ਚਾਹ|ਨਾਸ਼ਤਾ|ਰੋਟੀ|ਬਰਫ਼|ਬਰਫ|ਚਾਹ ਪਾਣੀ",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "ਭਾੜਾ|ਭਾੜੇ|ਕਿਰਾਇਆ|ਕਿਰਾਏ|bhaada",
    "determiner": "ਇਹ|ਆਹ|eh|ਉਸ|ਇਸ|ਉਸੇ|ਇਸੇ|ਉਹੀ|ਇਹੀ",
    "wage": "ਤਨਖਾਹ|ਤਨਖ਼ਾਹ|ਮਜ਼ਦੂਰੀ|ਮਜਦੂਰੀ|ਦਿਹਾੜੀ",
    "closing_honorific": "ਜੀ|ਸਾਹਬ|ਸਾਹਿਬ",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "dena|dene|devange|ਦੇਣਾ|ਦੇਣੇ|ਦੇਵਾਂਗੇ",
    "until": "ਤੱਕ|ਤਕ|tak|takk",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "ਪਿਛਲੇ|ਪਿਛਲੀ|pichhle|pichle",
    "split_conjunctions": "ਅਤੇ|ਤੇ",
    "join_conjunctions": "ਅਤੇ|ate",
    "negation_before": "ਨਹੀਂ",
    "negation_after": "ਨਹੀਂ",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "ਗਏ|ਗਿਆ|ਕੱਟੇ|ਕੱਟੇ ਗਏ|ਕੱਟਿਆ|ਕਟੇ|ਭੇਜੇ|gaye|gaya",
    "motion": "ਆਏ|ਗਏ|ਆਇਆ|ਗਿਆ|ਕੱਟੇ|ਕੱਟੇ ਗਏ|ਕੱਟਿਆ|ਕਟੇ|aaye|gaye|aaya|gaya|katte|kate|kattiya",
    "demonstrative": "ਉਹ|ਇਹ|ਓਹ|ਏਹ",
    "relative": "ਜੋ|ਜਿਹੜੇ|ਜਿਹੜਾ|ਜਿਹੜੀ|jo|jehde|jehda|jehra|jehri|jehdi",
    "negation_postfix": "nahin|nai",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("ਜੀ", "hon", ""),
    ("ਨੂੰ", "dat", ""),
    ("ਨੇ", "doer", ""),
    ("ਤੋਂ", "src", ""),
)

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "lao laao lavo dio deo dyo "  # "likh lao", "likh dio": write it
    "hai hain si san ae ho hoya hoyi hoi kinne kinna kitte kithe kaun kiven nahi nai haan ji vi te ate "
    "hun tusi tussi main asi ohne ohnu ditte ditta ditti dite kitta kitti karo dasso ajj kall "
    "ਅਜੇ ਹਾਲੇ aje haale"  # still, yet ("ਪੈਸੇ ਅਜੇ ਦੇਣੇ ਨੇ": the money is still to be paid)
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    # an honorific with its case ending, glued ("Simranjinu", "Harjitpaajinu")
    ("paajinu", "dat"), ("bhenjinu", "dat"), ("veerjinu", "dat"), ("jinu", "dat"), ("jine", "doer"),
    ("nu", "dat"),
)

# A verb before wala names someone by what they do ("ਬਣਾਉਣ ਵਾਲੀ"): a role, never a name.
DOER_BEFORE_WALA: tuple[str, ...] = ("ਣ",)

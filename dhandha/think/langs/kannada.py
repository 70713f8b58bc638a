"""Kannada: the words the rules thinker reads in Kannada messages (Kannada script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "kn"
SCRIPT = "knda"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
# "ಪ್ರಕಾಶ್ ಕೊಟ್ಟಿದ್ದು 1,200": a bare name before "what was given / sent" gave it; the one paid is marked (-ಗೆ,
# -ಕ್ಕೆ). Other Kannada verbs say who did it themselves ("ತಗೊಂಡೆ", I took), so only the giving verbs go by this.
UNMARKED_GIVER = True
SPACED_TENS = True  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "ಹೇಳಿದ್ದಾರೆ|ಹೇಳಿದರು|ಹೇಳಿದ|ಅಂದಿದ್ದಾರೆ|ಅಂದರು|ಅಂದಿದೀನಿ|ಅಂದಿದ್ದೀನಿ|ಹೇಳಿದೀನಿ|ಹೇಳಿದ್ದೀನಿ|andidini|helidini|helidru|heliddare|helida|andiddare",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "ನನ್ನದೇ ದುಡ್ಡು|ನನ್ನದೇ|ನನ್ನ ಖಾತೆಗೆ|ನನ್ನ ಅಕೌಂಟಿಗೆ|ನನ್ನ ಅಕೌಂಟ್|ನನ್ನ ಸ್ವಂತ ದುಡ್ಡು|nannade|nannade duddu|ನನ್ನ ಇನ್ನೊಂದು ಅಕೌಂಟ್|ಇನ್ನೊಂದು ಅಕೌಂಟ್|ಇನ್ನೊಂದು ಅಕೌಂಟಿಗೆ|ನನ್ನ ಬೇರೆ ಅಕೌಂಟ್|ಬೇರೆ ಅಕೌಂಟಿಗೆ|ಸ್ವಂತ ಅಕೌಂಟಿಗೆ|ಸ್ವಂತ ಅಕೌಂಟ್|innondu account|innondu account ge|bere account ge|nanna innondu account",
    },
    "per": {
        "before": "box ge|boxge|piece ge|kg ge|kilo ge|packet ge|dabba ge|ಬಾಕ್ಸ್ ಗೆ|ಬಾಕ್ಸ್‌ಗೆ|ಚೀಲಕ್ಕೆ|ಕೆಜಿಗೆ|ಕಿಲೋಗೆ|ಬಾಕ್ಸಿಗೆ|ಪ್ಯಾಕೆಟ್ಟಿಗೆ|ಲೀಟರಿಗೆ|ಒಂದಕ್ಕೆ|ಒಂದಕ್ಕ|ಒಂದರ|ಒಂದೊಂದಕ್ಕೆ|ಪ್ರತಿ|ondakke|prati",
        "yes": "ರಂತೆ|ondu|ಒಂದು ಕ್ಕೆ|ದರದಲ್ಲಿ|ದರಕ್ಕೆ|ದರ|ರೇಟ್‌ನಲ್ಲಿ|ರೇಟಿನಲ್ಲಿ|ರೇಟಲ್ಲಿ|ಲೆಕ್ಕದಲ್ಲಿ|rante|daradalli|"
               "darakke|ratenalli|ratalli",  # "650 ondu": 650 for one
    },
    "every": {
        "yes": "ಎರಡೂ|ಎರಡನ್ನೂ|ella|ellaa|ಎಲ್ಲ|ಎಲ್ಲಾ|ಎಲ್ಲವನ್ನೂ|ಪೂರ್ತಿ",
    },
    "verb": {
        "give_in": (
            "kalisidaane|kalisidane|kalsidaane|kalsidanu|kalisidalu|kalsidlu|ಕಳಿಸಿದಾನೆ|ಕಳಿಸಿದ್ದಾನೆ|ಕಳಿಸಿದ್ದಾಳೆ|kottidru|kottiddaru|kottidaru|GPay ಮಾಡಿದ್ರು|GPay ಮಾಡಿದರು|GPay madidru|gpay madidru|PhonePe ಮಾಡಿದ್ರು|phonepe madidru|GPay ಮಾಡಿದ್ರು|GPay ಮಾಡಿದರು|GPay madidru|gpay madidru|PhonePe ಮಾಡಿದ್ರು|phonepe madidru|kotta|kottaru|kottru|kottidaare|kottidare|kottanu|kottlu|kalsidru|kalisidaru|ಕೊಟ್ಟ|ಕೊಟ್ಟರು|ಕೊಟ್ಟಿದ್ದಾರೆ|"
            "ಕೊಟ್ಟನು|ಕೊಟ್ಟಳು|ಕೊಟ್ರು|ಕಳಿಸಿದರು|ಕಳಿಸಿದ್ರು|ಕಳ್ಸಿದ್ರು|kalisidru|ಕಳುಹಿಸಿದರು|ಕೊಟ್ಟಿದ್ದಾನೆ|ಕೊಟ್ಟುಬಿಟ್ಟರು|ಕೊಟ್ಟುಹೋದರು|kottbittru|kottidane|"
            "NEFT madidru|NEFT maadidru|neft madidru|neft maadidru|RTGS madidru|RTGS maadidru|UPI madidru|UPI maadidru|GPay maadidru|gpay maadidru|PhonePe maadidru|transfer madidru|transfer maadidru|NEFT ಮಾಡಿದ್ರು|NEFT ಮಾಡಿದರು|UPI ಮಾಡಿದ್ರು|clear madidru|clear maadidru|clear madidaru|clear maadidaare|clear madidare|clear madida|clear maadida|clear madidlu|settle madidru|kottidru|kottavre|kottavru|kottiddaru|kottiddare|kottidaru"
        ),
        # "ಕೊಟ್ಟಿದ್ದು", "ಕಳಿಸಿದ್ದು": what was given or sent, said of anyone; the case ending on the name says which way
        "give": "ಕೊಟ್ಟಿದ್ದು|kottiddu|ಕಳಿಸಿದ್ದು|kalisiddu|ಕಳುಹಿಸಿದ್ದು",
        "give_out": "RTGS ಮಾಡಿದೆ|NEFT ಮಾಡಿದೆ|GPay ಮಾಡಿದೆ|UPI ಮಾಡಿದೆ|PhonePe ಮಾಡಿದೆ|ಟ್ರಾನ್ಸ್‌ಫರ್ ಮಾಡಿದೆ|kottidde|RTGS ಮಾಡಿದೆ|NEFT ಮಾಡಿದೆ|GPay ಮಾಡಿದೆ|UPI ಮಾಡಿದೆ|PhonePe ಮಾಡಿದೆ|ಕಳಿಸಿದ್ದೇನೆ|ಟ್ರಾನ್ಸ್‌ಫರ್ ಮಾಡಿದೆ|ಕೊಟ್ಟಿದ್ದೆ|ಕೊಟ್ಟಿದ್ದೀನಿ|ಕೊಟ್ಟಿದೀನಿ|kotte|kottidini|kottiddene|kottbitte|ಕೊಟ್ಟೆ|ಕೊಟ್ಟಿದ್ದೇನೆ|ಕೊಟ್ಟುಬಿಟ್ಟೆ|ಕಳಿಸಿದೆ",
        "recv": (
            "bantu|bandide|bandittu|ಬಂದಿದ್ದರು|ಬಂದಿದ್ದ|ಬಂದರು|bandiddaru|bandru|bantu|banthu|bandide|bandiddu|ಬಂದಿದ್ದು|ಬಂದದ್ದು|bandittu|sikkitu|vaapas kotta|vapas kottaru|ಬಂತು|ಬಂದಿದೆ|ಸಿಕ್ಕಿತು|ವಾಪಸ್|ವಾಪಸ್ ಕೊಟ್ಟರು|"
            "ಜಮಾ"
        ),
        "repay": "teerisde|tirisde|ತೀರಿಸಿದೆ|ಚುಕ್ತಾ",
        "pay": "payment madide|payment maadide|payment maadidini|payment madidini|payment maadde|ಪೇಮೆಂಟ್ ಮಾಡಿದೆ|ಪೇಮೆಂಟ್ ಮಾಡಿದ್ದೇನೆ|ಪೇಮೆಂಟ್ ಮಾಡ್ದೆ|kattide|kattidde|ಕಟ್ಟಿದೆ|ಕಟ್ಟಿದ್ದೇನೆ|ಪಾವತಿಸಿದೆ",
        "take": (
            "tagondu hoda|tagondu hodru|tagondru|tegedukondaru|tagonda|ತಗೊಂಡು ಹೋದ|ತಗೊಂಡು ಹೋದರು|ತೆಗೆದುಕೊಂಡರು|ತಗೊಂಡ್ರು|"
            "ತಗೊಂಡ"
        ),
        "buy": (
            "ಕೊಂಡೆ|ಕೊಂಡೆವು|ಕೊಂಡ್ವಿ|ಕೊಂಡಿದ್ದೇನೆ|ಖರೀದಿಸಿದೆವು|konde|kondevu|kondvi|ತಂದೆ|ತಂದಿದ್ದೇನೆ|ತರಿಸಿದ್ದೇನೆ|tande|kondukonde|kondkonde|kharidi maadide|kharidisidde|tarisidde|ಕೊಂಡುಕೊಂಡೆ|ಖರೀದಿಸಿದೆ|ಖರೀದಿ ಮಾಡಿದೆ|ತರಿಸಿದೆ|ತಗೊಂಡಿದ್ದು|ತೆಗೆದುಕೊಂಡಿದ್ದು|ಖರೀದಿಸಿದ್ದು|"
            "ಖರೀದಿ|ತಗೊಂಡೆ|ತಗೊಂಡೆನು|tagonde|ತಂದ ಸ್ಟಾಕ್|ತಂದ ಸ್ಟಾಕ್ ದು|ತಂದ ಸ್ಟಾಕ್‌ದು|konde|kondke|tegedukonde|kharidi madide"
        ),
        "sell": "ಆದಾಯ|ಸಂಪಾದನೆ|ಮಾರಿದೆವು|ಮಾರಿದ್ವಿ|ಮಾರಾಟ ಮಾಡಿದೆ|maaridevu|maaridvi|ಹೊಲಿದೆ|ಹೊಲಿದು ಕೊಟ್ಟೆ|maaride|maride|maaratta|maarata|vyapara|ಮಾರಿದೆ|ಮಾರಾಟ|ವ್ಯಾಪಾರ|ಮಾರಿದ್ದೇನೆ",
        "spend": "ಹಾಕಿಸಿದೆ|ಹಾಕಿಸಿದ್ದೇನೆ|haakiside|kharchu|karchu|ಖರ್ಚು|ಖರ್ಚಾಯಿತು",
    },
    "withdraw": {
        "yes": "tegede|tegedu|ತೆಗೆದೆ|ಡ್ರಾ ಮಾಡಿದೆ",
    },
    "deposit": {
        "yes": "ಡೆಪಾಸಿಟ್|ಹಾಕಿದೆ|ಹಾಕಿದ್ದು|ಹಾಕಿದ್ದೇನೆ|haakiddu|haakide|deposit maadide|ಜಮಾ ಮಾಡಿದೆ|ಜಮೆ ಮಾಡಿದೆ|ಜಮಾ ಮಾಡಿದ್ದೇನೆ|jama maadide",
    },
    "credit": {
        "yes": "ಕ್ರೆಡಿಟ್|ಸಾಲದ ಮೇಲೆ|saalada mele|ಸಾಲದ|saalada|saala|sala|salavagi|ಸಾಲ|ಸಾಲವಾಗಿ|ಸಾಲಕ್ಕೆ|salakke|ಖಾತೆಗೆ|khatege|baaki|ಬಾಕಿ|saladalli|saala mele",
    },
    "paid": {
        "yes": "ಚೆಕ್|ಚೆಕ್ಕಲ್ಲಿ|ಚೆಕ್ ಮೂಲಕ|ಕೊಟ್ಟು|kottu|ಹಣ|hana|ನಗದು|nagadu|ಕ್ಯಾಶ್|ದುಡ್ಡು|duddu",
    },
    "mode": {
        "bank": "ಚೆಕ್|ಚೆಕ್ಕಲ್ಲಿ|ಚೆಕ್ ಮೂಲಕ",  # a cheque is money through the bank
        "upi": "ಫೋನ್‌ಪೇ|ಫೋನ್ ಪೇ|ಫೋನ್ಪೇ|ಗೂಗಲ್ ಪೇ|ಜಿಪೇ|ಪೇಟಿಎಂ|ಯುಪಿಐ",
        "cash": "ಗಲ್ಲದಿಂದ|ಗಲ್ಲಾದಿಂದ|ಗಲ್ಲಾ ಇಂದ|galla inda|ನಗದು|ಕ್ಯಾಶ್",
    },
    "defer": {
        "yes": "aamele|amele|ಆಮೇಲೆ|ನಂತರ|nantara",
    },
    "cost": {
        "yes": (
            "ಐಸ್|ಬೋನಸ್|ಗ್ಯಾಸ್ ಸಿಲಿಂಡರ್|ಗ್ಯಾಸ್|ಸಿಲಿಂಡರ್|baadige|badige|sambala|current bill|kooli|ತಿಂಡಿ|ಊಟ|ವಡೆ|ಬಿಲ್|ಬಿಲ್ಲು|ಟೀ|ಬಾಡಿಗೆ|ಅಂಗಡಿ ಬಾಡಿಗೆ|ಸಂಬಳ|ಕರೆಂಟ್ ಬಿಲ್|"
            "ಪೆಟ್ರೋಲ್|ಡೀಸೆಲ್|ರಿಪೇರಿ|ಕೂಲಿ|ಆಟೋ|ದೇಣಿಗೆ|ಕಾಣಿಕೆ|ಚಂದಾ"
        ),
    },
    "goods": {
        "generic": "saamaanu|saamanu|ಸಾಮಾನು|ಸಾಮಾನುಗಳು|ದಿನಸಿ|maalu|ಮಾಲು|ಮಾಲ್|ಸ್ಟಾಕ್",
        "item": "ಸೋನಾ|ಸೋನಾ ಮಸೂರಿ|ಸೋನಾ ಮಸೂರಿ ಅಕ್ಕಿ|sona masoori|sona masuri|ಫ್ಯಾನ್|ಫ್ಯಾನು|ಸ್ವಿಚ್|ವೈರ್|ಬಲ್ಬ್|ಸ್ಪೇರ್ ಪಾರ್ಟ್ಸ್|ಸ್ಪೇರ್ ಪಾರ್ಟ್|ಅಗರಬತ್ತಿ|ಕರ್ಪೂರ|ಚಿನ್ನ|ಬೆಳ್ಳಿ|ತಾಮ್ರ|ಹಿತ್ತಾಳೆ|ಪಫ್|ಪಫ್ಸ್|ಕೇಕ್|ಕೇಕು|ಕೇಕ್ ಆರ್ಡರ್|ಆರ್ಡರ್|ಜೆರಾಕ್ಸ್|ಪ್ರಿಂಟ್|ಲ್ಯಾಮಿನೇಷನ್|ಬೈಂಡಿಂಗ್|ಈರುಳ್ಳಿ|eerulli|ಆಲೂಗಡ್ಡೆ|ಟೊಮೆಟೊ|ಟೊಮ್ಯಾಟೊ|ಬಾಳೆಹಣ್ಣು|ಹಣ್ಣು|ಮೊಸರು|mosaru|ಉಪ್ಪು|ತುಪ್ಪ|tuppa|ಮೀನು|display|ಡಿಸ್ಪ್ಲೇ|ಮಲ್ಲಿಗೆ|ಕನಕಾಂಬರ|ಗುಲಾಬಿ|ಸೇವಂತಿಗೆ|ಹೂವು|ಹೂವಿನ|ಮಟನ್|ಚಿಕನ್|ಸಿಮೆಂಟ್|ನೋಟ್‌ಬುಕ್|ನೋಟ್ ಬುಕ್|ಸ್ಲಿಪ್ಪರ್|ಶೂ|ಪೆನ್|akki|haalu|enne|sakkare|bele|ಅಕ್ಕಿ|ಹಾಲು|ಎಣ್ಣೆ|ಸಕ್ಕರೆ|ಬೇಳೆ|ಸೋಪು|ಮೊಟ್ಟೆ|ರವೆ|ತರಕಾರಿ|tarakari|ಸೀರೆ|ಸೀರೆಗಳು|ಔಷಧಿ|ಔಷಧ",
    },
    "yes": {
        "yes": "sari|houdu|haudu|howdu|hawdu|haudhu|aytu|aaytu|ayitu|ಸರಿ|ಹೌದು|ಆಯ್ತು|ಆಯಿತು",
    },
    "no": {
        "no": "beda|illa|alla|ಬೇಡ|ಇಲ್ಲ|ಅಲ್ಲ",
    },
    "neg": {
        "yes": "illa|alla|ಇಲ್ಲ|ಅಲ್ಲ|ಅವರಲ್ಲ",
    },
    "q": {
        "how_much": "eshtu|estu|ಎಷ್ಟು",
        "who": "yaaru|yaru|ಯಾರು|ಯಾರ್ಯಾರು",
        "what": "enu|yenu|ಏನು",
        "show": "torisu|thorisu|helu|ತೋರಿಸು|ತೋರಿಸಿ|ಹೇಳು|ಹೇಳಿ",
    },
    "qn": {
        "profit": "ಲಾಭ",
        "balance": "baaki|ಬಾಕಿ|ಕೊಡಬೇಕು|kodabeku|barbeku",
        "stock": "stock|ಸ್ಟಾಕ್|ದಾಸ್ತಾನು",
    },
    "period": {
        "today": "ಇವತ್ತಿನ|ಇಂದಿನ|ivattina|indu|ivattu|ಇಂದು|ಇವತ್ತು",
        "yesterday": "ninne|ನಿನ್ನೆ|ನಿನ್ನೆಯ|ninneya",
        "last_week": "kaleda vaara|ಕಳೆದ ವಾರ",
        "last_month": "ಹಿಂದಿನ ತಿಂಗಳು|ಹಿಂದಿನ ತಿಂಗಳ|hindina tingalu|kaleda tingalu|ಕಳೆದ ತಿಂಗಳು|ಕಳೆದ ತಿಂಗಳ",
        "this_week": "ee vaara|vaara|ಈ ವಾರ|ವಾರ",
        "this_month": "ಈ ತಿಂಗಳ|ee tingala|ee tingala|ee tingalu|tingalu|ಈ ತಿಂಗಳು|ತಿಂಗಳು",
    },
    "fix": {
        "yes": "tappu|thappu|ತಪ್ಪು|ಬದಲಿಸು|ಸರಿಪಡಿಸು|badalisu",
    },
    "cancel": {
        "yes": "ಕ್ಯಾನ್ಸಲ್ ಮಾಡಿ|ಕ್ಯಾನ್ಸಲ್ ಮಾಡು|ಕ್ಯಾನ್ಸಲ್|cancel maadi|cancel madi|ಡಿಲೀಟ್ ಮಾಡು|ಡಿಲೀಟ್ ಮಾಡಿ|ಡಿಲೀಟ್|delete maadu|ತೆಗೆದುಹಾಕಿ|ತೆಗೆದು ಹಾಕು|ಅಳಿಸಿ ಬಿಡು|ತೆಗೆದು ಬಿಡು|ಅಳಿಸಿ|ಅಳಿಸಿ ಬಿಡು|ಅಳಿಸಿಬಿಡು|alisi|alisu|ತೆಗೆದುಬಿಡು|ತೆಗೆದು ಬಿಡು|tegedu haaku|tegedhaaku|raddu|ತೆಗೆದುಹಾಕು|ತೆಗೆದು ಹಾಕಿ|ರದ್ದು|ಅಳಿಸು|tegi|tegiri|tegedu|delete maadi|cancel maadu|alisi haaku|alisbidi|hode haaku|ತೆಗೆದುಬಿಡಿ|ತೆಗೆಯಿರಿ|ತೆಗೆಯಿ|ತೆಗೆ|tegedubidi|tegeyiri|tegediri|tege",
    },
    "entry": {
        "last": "ಎಂಟ್ರಿಯನ್ನು|ಲೆಕ್ಕ|ಎಂಟ್ರಿಗಳು|ಎಂಟ್ರಿ*|entry|koneya|ಕೊನೆಯ|ಎಂಟ್ರಿ|kone|konedu|kadeya|last entry|hindina entry",
    },
    "dup": {
        "yes": "eradu sala|ಎರಡು ಸಲ",
    },
    "remind": {
        "yes": "nenapisu|nenapu maadu|ನೆನಪಿಸು|ನೆನಪಿಸಿ",
    },
    "fut": {
        "pay": "ಕೊಡ್ತೀನಿ|ಕೊಡುತ್ತೇನೆ|kodtini|kodteeni|kodtaare|kodtare|kodtaane|kodtane|koduttaare|ಕೊಡುತ್ತಾರೆ|ಕೊಡ್ತಾರೆ|ಕೊಡ್ತಾನೆ|ಕೊಡುತ್ತಾನೆ",
        "visit": "bartaare|bartare|bartaane|ಬರುತ್ತಾರೆ|ಬರ್ತಾರೆ|ಬರ್ತಾನೆ",
    },
    "chat": {
        "yes": "namaskara|dhanyavada|hegiddira|ನಮಸ್ಕಾರ|ಧನ್ಯವಾದ|ಹೇಗಿದ್ದೀರಾ",
    },
    "risk": {
        "advance": "ಅಡ್ವಾನ್ಸ್|ಮುಂಗಡ",
    },
    "topic": {
        "tax": "ಜಿಎಸ್‌ಟಿ|ಜಿಎಸ್ಟಿ|ತೆರಿಗೆ",
        "festival": "ಯುಗಾದಿ|ದಸರಾ|ಸಂಕ್ರಾಂತಿ|ಗಣೇಶ ಹಬ್ಬ|ದೀಪಾವಳಿ",
    },
    "mark": {
        "gen": "ಅವರದ್ದು|ಅವರದು|ಅವರ|avraddu|avaradu|avara",
        "dat": "ge|ige|ಗೆ|ಿಗೆ|avarige|ಅವರಿಗೆ|avrige|avrge",
        "src": "ಹತ್ರ|ಹತ್ತಿರ|hatra|hattira|inda|ninda|kadeyinda|ಇಂದ|ನಿಂದ|ರಿಂದ|ಕಡೆಯಿಂದ|ಅವರಿಂದ",
    },
    "kin": {
        # a relative acting on the named person's account, or that person's own place ("ಗೌಡರ ಮನೆಗೆ")
        "yes": "ಮಗ|ಮಗನಿಗೆ|ಮಗನ|ಮಗಳು|ಮಗಳಿಗೆ|ಹೆಂಡತಿ|ಹೆಂಡತಿಗೆ|ಮನೆ|ಮನೆಗೆ|maga|maganige|magalu|hendati|mane|manege",
    },
    "hon": {
        "yes": "ಭಾಯ್|ಭಾಯಿ|ಮಿಸೆಸ್|ಮಿಸ್ಟರ್|ಡಾಕ್ಟರ್|ಶ್ರೀಮತಿ|ಹೆಡ್ ಮಾಸ್ಟರ್|ಮಾಸ್ಟರ್|ಮೇಷ್ಟ್ರು|master|ಮೇಡಂ|ಮೇಡಮ್|madam|avaru|avru|anna|akka|amma|saar|sir|ಅವರು|ಅಣ್ಣ|ಅಕ್ಕ|ಅಮ್ಮ|ಸರ್|ಸಾರ್|avre",
    },
    "owner": {
        "subj": "naanu|naavu|ನಾನು|ನಾವು",
        "obj": "nanage|namage|ನನಗೆ|ನಮಗೆ",
    },
    "pron": {
        "yes": "avanu|avalu|avanige|avalige|ಅವನು|ಅವಳು|ಅವನಿಗೆ|ಅವಳಿಗೆ",
    },
    "someone": {
        "yes": "yaaro|ಯಾರೋ",
    },
    "both": {
        "yes": "ಇಬ್ಬರೂ|ibbaru|ibbarige|ಇಬ್ಬರು|ಇಬ್ಬರಿಗೂ",
    },
    "together": {
        "yes": "ella seri|ellaa seri|ella serisi|ಎಲ್ಲಾ ಸೇರಿ|ಎಲ್ಲ ಸೇರಿ|ಎಲ್ಲಾ ಸೇರಿಸಿ|ಸೇರಿಸಿ|ottu|ಒಟ್ಟು",
    },
    "also": {
        "yes": "kooda|ಕೂಡ|ಕೂಡಾ|ಸಹ",
    },
    "role": {
        "supplier": "ಮಂಡಿ*|mandi|ಸಗಟು*|sagatu|ಎಪಿಎಂಸಿ*|apmc|ಹಾಲಿನವನು|ಹಾಲಿನವನಿಗೆ|ಹಾಲಿನವರಿಗೆ|haalinavanige|ಫಾರ್ಮ್*|ಫಾರಂ*|ತೋಟ*|farm|ಮಾರ್ಕೆಟ್*|ಮಾರುಕಟ್ಟೆ*|ಸಂತೆ*|santhe|ಸಂತೆ|ಮಾರುಕಟ್ಟೆ|ಮಾರ್ಕೆಟ್|ಹೋಲ್‌ಸೇಲ್",
        "place": "ಅಂಗಡಿ*|ಅಂಗಡಿ|ಶಾಪ್|ಮಾರ್ಕೆಟ್|ಮಾರ್ಕೆಟ್*|ಆಫೀಸ್*|ಆಫೀಸು*|ಸ್ಕೂಲ್*|ಶಾಲೆ*|ಕಾಲೇಜ್*|ಕಾಲೇಜು*|angadi|angadiya|angadili|angadialli|ದೇವಸ್ಥಾನ*|ದೇವಾಲಯ*|ಗುಡಿ*|devasthana|angdi|angadige",
        "service": "ಪೇಂಟರ್*|ಪೈಂಟರ್*|ಅಡುಗೆ ಭಟ್ಟ*|ಅಡುಗೆಯವರು*|ಅಡುಗೆಯವ*|ಮೆಕ್ಯಾನಿಕ್*|mechanic|ಅಡುಗೆ|ಅಡುಗೆಯ|ಅಡುಗೆಯವನು*|ಅಡುಗೆಯವರು*|ಕುಕ್|ಎಲೆಕ್ಟ್ರಿಷಿಯನ್*|ಪ್ಲಂಬರ್*|ಸಪ್ಲೈಯರ್|ವೇಟರ್*|ಹುಡುಗ|ಹುಡುಗನಿಗೆ|ಕೆಲಸದವನು|ಕೆಲಸದವನಿಗೆ|huduga|maalika|ಮಾಲೀಕ|ಓನರ್|ಮೆಕಾನಿಕ್|ಡ್ರೈವರ್|ಆಟೋದವನು|ಮೇಸ್ತ್ರಿ*|ಟೈಲರ್*|ಹುಡುಗ*|ಹುಡುಗಿ*|ಕೆಲಸದವ*|ಕೆಲಸದಾಕೆ*|ಕೆಲಸದ ಹುಡುಗ*|ಕೆಲಸದ ಹುಡುಗಿ*|ಕೆಲಸಗಾರ*|ಕೂಲಿಯವ*|ಕೂಲಿಯಾಳು*|ಕೂಲಿಕಾರ*|ಕಾರ್ಮಿಕ*|ವಾಚ್‌ಮನ್*|ವಾಚ್ಮನ್*|ಡ್ರೈವರ್*|ಹೆಲ್ಪರ್*|ತಳ್ಳುಗಾಡಿ*|ಗಾಡಿಯವ*|ಸ್ಟಾಫ್*|ಅಡುಗೆಯವ*|hudga|hudugi|kelasadavanu|kooliyavanu|huduga*|hudugi*|hudga*|kelasadava*|kelasagaara*|kooliyava*|kooliyaalu*",
        "buyer": "ರೈತ|ಹೋಟೆಲ್*",
    },
    "mart": {
        "yes": "booth|milk booth|ಬೂತ್|ಹಾಲಿನ ಬೂತ್|ಸಂತೆ|ಮಾರುಕಟ್ಟೆ|ಮಾರ್ಕೆಟ್",
    },
    "firm": {
        "yes": "ಸೂಪರ್ ಮಾರ್ಕೆಟ್*|ಸೂಪರ್‌ಮಾರ್ಕೆಟ್*|ಡೈರಿ|ಡೇರಿ|ಫಾರ್ಮ್|ಪೌಲ್ಟ್ರಿ ಫಾರ್ಮ್|farm|ಫಾರ್ಮಾ*|ಫಾರ್ಮಸಿ*|pharma|ಎಂಟರ್ಪ್ರೈಸಸ್*|ಎಂಟರ್‌ಪ್ರೈಸಸ್*|ಎಲೆಕ್ಟ್ರಿಕಲ್ಸ್*|ಟೆಕ್ಸ್*|ಗಾರ್ಮೆಂಟ್ಸ್*|ಹಾರ್ಡ್‌ವೇರ್*|ಮೆಡಿಕಲ್ಸ್*|ಡಿಸ್ಟ್ರಿಬ್ಯೂಟರ್ಸ್*|ಸ್ಟೋರ್*|ಟ್ರೇಡರ್ಸ್|ಏಜೆನ್ಸಿ|ಏಜೆನ್ಸೀಸ್|ಸ್ಟೋರ್ಸ್|ಟ್ರೇಡರ್*|ಏಜೆನ್ಸ*|spares|mobiles|tyres|transport|transports|electricals|electronics|textiles|world",
    },
    "unit": {
        "kg": "ಕೆಜಿ*|ಕಿಲೋ*",
        "g": "ಗ್ರಾಂ",
        "quintal": "ಕ್ವಿಂಟಾಲ್",
        "litre": "ಲೀಟರ್",
        "piece": "ಪೀಸ್",
        "packet": "ಪ್ಯಾಕೆಟ್",
        "bag": "ಚೀಲ|ಮೂಟೆ",
        "box": "ಕ್ರೇಟ್*|ಬಾಕ್ಸ್|ಪೆಟ್ಟಿಗೆ",
        "dozen": "ಡಜನ್",
        "metre": "ಮೀಟರ್",
        "bottle": "ಬಾಟಲ್",
        "plate": "ಪ್ಲೇಟ್",
        "cup": "ಕಪ್",
        "tin": "ಡಬ್ಬ",
        "bundle": "ಕಟ್ಟು",
        "carton": "ಕಾರ್ಟನ್",
        "roll": "ರೋಲ್",
        "sheet": "ಶೀಟ್",
    },
    "frac": {
        "0.5": "ಅರ್ಧ",
    },
    "rest": {
        "yes": "ಉಳಿದಿದ್ದು|ulididdu|uliddu|ಉಳಿದ|ಉಳಿದದ್ದು|ಬಾಕಿ",
    },
    "old": {
        "yes": "munche|munchina|ಮುಂಚೆ|ಮುಂಚಿನ|ಹಳೆ|haleya|hale|ಹಳೆಯ|ಹಳೇ",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "ಹಳೆ ಖಾತೆ|ಹಳೆ ಖಾತೆಯಿಂದ|ಹಳೆ ಲೆಕ್ಕದಿಂದ|ಹಳೆಯ ಲೆಕ್ಕದಿಂದ|hale lekka|haleya lekka|ಹಳೆ ಲೆಕ್ಕ|ಹಳೆಯ ಲೆಕ್ಕ|ಹಳೇ ಲೆಕ್ಕ",
    },
    "owe": {
        "shop": "kodbeku|kodabeku|ಕೊಡಬೇಕು|ಕೊಡೋದಿದೆ|ಕೊಡೋದು ಇದೆ|kododide",
    },
    "when": {
        "+1": "ನಾಳೆ",
        "+2": "ನಾಡಿದ್ದು",
        "+7": "ಮುಂದಿನ ವಾರ|ವಾರದ ನಂತರ|ಒಂದು ವಾರದ ನಂತರ",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "ತಿಂಗಳ ನಂತರ|ಒಂದು ತಿಂಗಳ ನಂತರ|ಒಂದು ತಿಂಗಳಲ್ಲಿ|ತಿಂಗಳ ಮೇಲೆ",
        "month": "ಮುಂದಿನ ತಿಂಗಳು",
        "eom": "ತಿಂಗಳ ಕೊನೆಗೆ|ತಿಂಗಳ ಕೊನೆಯಲ್ಲಿ|ತಿಂಗಳ ಕೊನೆಯೊಳಗೆ|tingala konege|thingala konege",
        "mon": "ಸೋಮವಾರ*|somavaara|somavarada",
        "tue": "ಮಂಗಳವಾರ*|mangalavaara|mangalavarada",
        "wed": "ಬುಧವಾರ*|budhavaara|budhavarada",
        "thu": "ಗುರುವಾರ*|guruvaara|guruvarada",
        "fri": "ಶುಕ್ರವಾರ*|shukravaara|shukravarada|sukravara",
        "sat": "ಶನಿವಾರ*|shanivaara|shanivarada",
        "sun": "ಭಾನುವಾರ*|bhanuvaara|bhanuvarada|ravivara|aadityavara",
    },
    "ago": {
        "1": "ninne|ನಿನ್ನೆ|ನಿನ್ನೆಯ|ninneya",
        "2": "monne|ಮೊನ್ನೆ",
    },
    "before": {
        "yes": "hinde|ಹಿಂದೆ",
    },
    "daytime": {
        "yes": "ಮಧ್ಯಾಹ್ನದವರೆಗೆ|ಮಧ್ಯಾಹ್ನ|ಮಧ್ಯಾಹ್ನದ ತನಕ|ಇಲ್ಲಿಯವರೆಗೆ|madhyahnadavarege|madhyaahnadavarege|madhyahna|ಬೆಳಗ್ಗೆ|ಬೆಳಗ್ಗೆ*|belagge|beligge|sanje|raatri|madhyaahna|ಬೆಳಿಗ್ಗೆ|ಸಂಜೆ|ರಾತ್ರಿ|ಮಧ್ಯಾಹ್ನ|ಬೆಳಿಗ್ಗೆಯಿಂದ|ಬೆಳಿಗ್ಗೆ*",
    },
    "month": {
        "1": "ಜನವರಿ",
        "2": "ಫೆಬ್ರವರಿ",
        "3": "ಮಾರ್ಚ್",
        "4": "ಏಪ್ರಿಲ್",
        "6": "ಜೂನ್",
        "7": "ಜುಲೈ",
        "8": "ಆಗಸ್ಟ್",
        "9": "ಸೆಪ್ಟೆಂಬರ್",
        "10": "ಅಕ್ಟೋಬರ್",
        "11": "ನವೆಂಬರ್",
        "12": "ಡಿಸೆಂಬರ್",
    },
    "tarikh": {
        "yes": "ತಾರೀಕು|ತಾರೀಕ*|tareeku|tarikh|ತಾರೀಖು|ತಾರೀಖ*|ದಿನಾಂಕ*|tareekhu|taarikhu|dinanka|tareekinandu",
    },
    "days": {
        "yes": "ದಿವಸದಲ್ಲಿ|ದಿವಸದೊಳಗೆ|ದಿವಸ|divasadalli|ದಿನದ|ದಿನಗಳ|ದಿನ|ದಿನಗಳಲ್ಲಿ|ದಿನದಲ್ಲಿ|dinagalalli|dinadalli|dinadolage|dina",
    },
    "notmoney": {
        "after": "ವರ್ಷ|ಸಲ",
        "before": "ಸೈಜ್|ತರಗತಿ|ಕ್ಲಾಸ್",  # "size 42": the size, never a sum
        "size": "ಪೇಜ್|ಪುಟ|ಇಂಚ್|ಇಂಚು|ವ್ಯಾಟ್",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "full clear aaytu|full clear aytu|clear aaytu|clear aytu|full clear|ಫುಲ್ ಕ್ಲಿಯರ್ ಆಯ್ತು|ಕ್ಲಿಯರ್ ಆಯ್ತು|bari|bardilla|du|kottilla|kottila|avana hesaralli|avara hesaralli|bareyoke marete|bareyoke maretbitte|heloke marete|ಬರೆಯೋಕೆ ಮರೆತೆ|ಬರೆಯಲು ಮರೆತೆ|ಹೇಳೋಕೆ ಮರೆತೆ|ಅಕೌಂಟ್*|ಅಕೌಂಟ್|ಹೆಸರಿಗೆ|ಹೆಸರಲ್ಲಿ|ಹೆಸರಿನಲ್ಲಿ|hesarige|hesaralli|ನಮ್ಮ|ನನ್ನ|namma|nanna|matte|mathe|ಮತ್ತೆ|ಬರೆಯೋಕೆ ಮರೆತೆ|ಬರೆಯಲು ಮರೆತೆ|ಬರೆಯೋದು ಮರೆತಿದ್ದೆ|ಬರೆಯೋಕೆ ಮರೆತಿದ್ದೆ|bareyoke marete|bareyodu marethidde|ಇತ್ತು|ಇದ್ದದ್ದು|ತೆಗೆದುಕೊಂಡಿದ್ದು|ತಗೊಂಡಿದ್ದು|ತಂದಿದ್ದು|ಕ್ಕೆ|ಕೆಲಸದ|ಬರೆದ|ಹಾಕಿದ|ಬರೆದಿದ್ದ|ಬರೆದಿದ್ದು|ಬರೆದದ್ದು|ಹಾಕಿದ್ದು|bareda|haakida|barediddu|ಬರೆ|ಬರೆದುಕೋ|ಬರೆಯಿರಿ|bare|baredko|ಇನ್ನೂ|innu|ಇಲ್ಲಿವರೆಗೆ|ಅದರಲ್ಲಿ|adaralli|ಈ|ಆ|ಇವತ್ತು|ನಿನ್ನೆ|ಈಗ|iga|eega|ತಿಂಗಳ|ತಿಂಗಳು|tingala|tingalu|ಮತ್ತು|ರೂಪಾಯಿ|ಹಣ|ದುಡ್ಡು|ಒಂದು|ನಾನು|ಇದೆ|ಆಯಿತು|ಆಗಿದೆ|ಆಯ್ತು|roopayi|rupayi|duddu|ondu|naanu|ide|ರೊಳಗೆ|ಒಳಗೆ|ರೊಳಗಾಗಿ|ತನಕ|"
            "ivattu|ninne|aayitu|ರೂಪಾಯ*|ನಲ್ಲಿ|alli|nalli|ಅಷ್ಟೇ|ಮಾತ್ರ|ಮಾತ್ರವೇ|ಸುಮಾರು|ashte|maatra|sumaaru|ಅದೇ|ಸ್ವಂತ|swantha|lekka|lekkadalli|lekkakke"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("kannada", """
1 ಒಂದು
2 ಎರಡು
3 ಮೂರು
4 ನಾಲ್ಕು
5 ಐದು
6 ಆರು
7 ಏಳು
8 ಎಂಟು
9 ಒಂಬತ್ತು
10 ಹತ್ತು
11 ಹನ್ನೊಂದು
12 ಹನ್ನೆರಡು
13 ಹದಿಮೂರು
14 ಹದಿನಾಲ್ಕು
15 ಹದಿನೈದು
16 ಹದಿನಾರು
17 ಹದಿನೇಳು
18 ಹದಿನೆಂಟು
19 ಹತ್ತೊಂಬತ್ತು
20 ಇಪ್ಪತ್ತು
30 ಮೂವತ್ತು
40 ನಲವತ್ತು
50 ಐವತ್ತು
60 ಅರವತ್ತು
70 ಎಪ್ಪತ್ತು
80 ಎಂಬತ್ತು
90 ತೊಂಬತ್ತು
0.5 ಅರ್ಧ
"""),
    # Romanized, as typed on an English keyboard; each one is weak (a count next to a unit or a multiplier).
    ("kannada_latin", """
1 ondu
2 eradu
3 mooru
4 naalku nalku
5 aidu
6 aaru
7 elu
8 entu
9 ombattu
10 hattu
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 ನೂರು ನೂರ
1000 ಸಾವಿರ ಸಾವಿರದ
100000 ಲಕ್ಷ
10000000 ಕೋಟಿ
100 nooru
1000 saavira savira saavirada
""",
    "fused": """
2 100 ಇನ್ನೂರು
3 100 ಮುನ್ನೂರು
4 100 ನಾನೂರು ನಾಲ್ಕುನೂರು
5 100 ಐನೂರು
6 100 ಆರುನೂರು
7 100 ಏಳುನೂರು
8 100 ಎಂಟುನೂರು
9 100 ಒಂಬೈನೂರು ಒಂಬತ್ತುನೂರು
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "ಏಳೆಂಟು ಎರಡುಮೂರು ಮೂರ್ನಾಲ್ಕು ನಾಲ್ಕೈದು ಐದಾರು ಆರೇಳು ಎಂಟೊಂಬತ್ತು ಸ್ವಲ್ಪ yelentu elentu naalkaidu aidaaru",
    "weak": "ಅರ್ಧ ondu eradu mooru naalku nalku aidu aaru elu entu ombattu hattu",
    "units": "ಕೆಜಿ ಕಿಲೋ ಲೀಟರ್ ಬಾಟಲ್ ಪ್ಯಾಕೆಟ್ ಚೀಲ ಡಬ್ಬ ಡಬ್ಬಿ ಬಾಕ್ಸ್ ಸ್ಟ್ರಿಪ್",
    "currency": "rupayi rupai rupaayi rupaayigalu rupayigalu",  # romanised, as typed on a phone
    "currency_stems": "ರೂಪಾಯ",
    "currency_abbreviations": "ರೂ",
    "alternatives": "ಅಥವಾ",
    "percent": "ಶೇಕಡಾ",
    "clock": "ಗಂಟೆಗೆ",
    "date": "ದಿನಾಂಕ",
    "ordinals": "ನೇ ರಂದು",
    "one_same": "ಏ",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "ರಿಪೇರಿ|ಹೊಲಿಗೆ|ಪಂಚರ್|ಸರ್ವೀಸ್|holige|ripeeri",
    "did_work": "maadide|maadidini|maadde|ಮಾಡಿದೆ|ಮಾಡಿದ್ದೇನೆ|ಮಾಡಿದೆನು|badalisidhe|badaliside|ಬದಲಿಸಿದೆ",
    "still": "ಇನ್ನೂ|innu",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "tea|tindi|oota|ಟೀ|ತಿಂಡಿ|ಊಟ|ವಡೆ|ಐಸ್",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "ಸಂಬಳ|ಕೂಲಿ|sambala|sambla|kooli|kuli",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "ರೊಳಗೆ|ಒಳಗೆ|ರೊಳಗಾಗಿ|ತನಕ|olage|rolage",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "ಬಾಡಿಗೆ|baadige",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "ಕೊಡಬೇಕು|kodabeku|kodbeku",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "ಮತ್ತು|mattu",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "ಕಳೆದ|kaleda|ಹೋದ|hoda",
    "split_conjunctions": "mattu|ಮತ್ತು",
    "join_conjunctions": "mattu|matu|ಮತ್ತು",
    "negation_after": "ಇಲ್ಲ",
    "relative": "banda|hoda|maadida|madida|ಮಾಡಿದ|bandiddu|bandaddu|ಬಂದಿದ್ದು|ಬಂದದ್ದು|ಬಂದ|ಹೋದ|banda",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "ಹೋದ|ಹೋಗಿದ್ದು|ಹೋಯಿತು|ಹೋಯ್ತು|ಹೋಗಿದೆ|ಕಳಿಸಿದ|hoda|hoytu|hoyitu|hogiddu",
    "motion": "banda|bandiddu|bandaddu|bantu|banthu|hoytu|hoyitu|ಬಂದಿದ್ದು|ಬಂದದ್ದು|ಹೋಗಿದ್ದು|ಬಂತು|ಹೋಯಿತು|ಬಂದಿದೆ|ಬಂದ|ಹೋದ",
    "demonstrative": "ಅದು|adu|ಇದು|idu",
    "determiner": "ಆ|ಈ|ಅದೇ",
    "negation_postfix": "alla|illa",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
# Endings that come off only a firm word ("ಫಾರ್ಮಾದಲ್ಲಿ": at the pharma; a name may end in -ದಲ್ಲಿ's letters).
FIRM_ENDINGS: tuple[tuple[str, str, str], ...] = (("ದಲ್ಲಿ", "loc", ""), ("ದಿಂದ", "src", ""), ("ಕ್ಕೆ", "dat", ""))

GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("ಅವರಿಗೆ", "dat", ""),
    ("ಅವರಿಂದ", "src", ""),
    ("ಅವರು", "hon", ""),
    ("ಮ್ಮ", "hon", ""),  # ಶಾರದಮ್ಮ -> ಶಾರದ (ಅಮ್ಮ glued on; a two-letter name such as ತಿಮ್ಮ stays whole)
    ("ಣ್ಣ", "hon", ""),  # ರಮೇಶಣ್ಣ -> ರಮೇಶ
    ("ಅವರದ್ದು", "gen", ""),
    ("ಅವರದು", "gen", ""),
    ("ನವರದ್ದು", "gen", ""),  # ಬಸವರಾಜಪ್ಪನವರದ್ದು -> ಬಸವರಾಜಪ್ಪ (whose, respectfully)
    ("ನವರದು", "gen", ""),
    ("ನವರಿಗೆ", "dat", ""),
    ("ನದ್ದು", "gen", ""),
    ("ನದು", "gen", ""),
    ("ಂದು", "gen", "ಂ"),  # ಸಲೀಂದು -> ಸಲೀಂ (whose)
    ("ದ್ದು", "gen", ""),  # ವ್ಯಾಪಾರದ್ದು -> ವ್ಯಾಪಾರ (it is the business's)
    ("್ದು", "gen", "್"),  # ಮಂಜುನಾಥ್‌ದು -> ಮಂಜುನಾಥ್
    ("ನಿಗೆ", "dat", ""),
    ("ರಿಂದ", "src", ""),
    ("ನಿಂದ", "src", ""),
    ("ರಿಗೆ", "dat", ""),  # ಗೌಡರಿಗೆ -> ಗೌಡ: to Gowda, respectfully (only after a bare consonant: ಗೌರಿಗೆ is Gowri's)
    ("ರು", "hon", ""),  # ಗೌಡರು -> ಗೌಡ (ಬೆಂಗಳೂರು keeps its ರು)
    ("ರ", "gen", ""),  # ಗೌಡರ -> ಗೌಡ: Gowda's, respectfully (ಕುಮಾರ keeps its ರ: a vowel sign before it)
    ("ಗೆ", "dat", ""),
    ("ಕ್ಕೆ", "dat", ""),  # ಸಿದ್ಧಿವಿನಾಯಕಕ್ಕೆ -> ಸಿದ್ಧಿವಿನಾಯಕ: a shop's own name, "to" it
)

# Endings of the respectful plural (-ರು): they follow a consonant with its own vowel (ಗೌಡ-ರಿಗೆ); after a vowel sign the
# ರ belongs to the name (ಗೌರಿ-ಗೆ, ಕುಮಾರಿ-ಗೆ, ಬೆಂಗಳೂರು).
AFTER_BARE_CONSONANT: frozenset[str] = frozenset({"ರಿಗೆ", "ರು", "ರ"})

# "Also" and "himself" glued to the end of a name, with what they replace: ರಮೇಶನಿಗೂ (to Ramesh too), ರಮೇಶನೇ.
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (("ಗೂ", "ಗೆ"), ("ನೂ", ""), ("ನೇ", ""))

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
# (a name may end in ಅಣ್ಣ itself: ಈರಣ್ಣ, ಬಸವಣ್ಣ keep it)
GLUED_HONORIFICS: tuple[str, ...] = ("ಅವರು", "ಅಣ್ಣ", "ಅಕ್ಕ", "ಜಿ", "ಸಾರ್", "ಸರ್")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
# Someone named by what they do ("ರಿಪೇರಿ ಮಾಡೋನು", "ಹಾಲು ಕೊಡುವವರಿಗೆ"): the one who does, with or without "to".
DOER_ENDINGS: tuple[str, ...] = ("ುವವನು", "ುವವನಿಗೆ", "ುವವರು", "ುವವರಿಗೆ", "ುವವಳು", "ುವವಳಿಗೆ", "ೋನು", "ೋನಿಗೆ",
                                 "ೋರು", "ೋರಿಗೆ")

NOT_NAMES: frozenset[str] = frozenset((
    "ide idhe illa aytu aaytu ayithu eshtu estu yaaru yavaga elli houdu haudu sari beda beku naanu neevu "
    "avanu avalu avaru kotte kotta kottaru maadi maadu heli helu ivattu ninne naale iga"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    ("avarige", "dat"), ("avaru", "hon"), ("inda", "src"), ("ige", "dat"), ("ge", "dat"),
)

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {
    "ge": "dat", "ige": "dat", "avarige": "dat",
    # the same endings in Kannada letters ("SLV-ಗೆ", "ATM-ಇಂದ")
    "ಗೆ": "dat", "ಇಂದ": "src", "ನಿಂದ": "src", "ಅವರಿಗೆ": "dat",
}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (("avarige", "dat"),)

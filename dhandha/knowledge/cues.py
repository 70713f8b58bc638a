"""The words that make a message a knowledge question, in English and the eleven Indian language
sets (native script and the usual romanization). Names of items, festivals and returns are data in
knowledge/; these are the question words around them.

Each kind is one `|`-separated string per language, so a missing language shows at a glance.
Matching follows dhandha.knowledge.text (whole Latin words; Indic words by their start).
"""

from __future__ import annotations

from functools import cache

from dhandha.knowledge.text import Phrases, normal

# GST or tax named. Words that also mean "do" (Hindi/Marathi/Gujarati/Bengali/Odia "kar") are left out.
GST = {
    "en": "gst|g s t|tax|taxes|goods and services tax",
    "hinglish": "gst|tax|tex|taiks",
    "hi": "जीएसटी|जी एस टी|टैक्स|टेक्स",
    "mr": "जीएसटी|टॅक्स|टैक्स",
    "gu": "જીએસટી|જી.એસ.ટી|ટેક્સ|વેરો",
    "bn": "জিএসটি|জি এস টি|ট্যাক্স",
    "pa": "ਜੀਐਸਟੀ|ਜੀ ਐਸ ਟੀ|ਜੀਐੱਸਟੀ|ਟੈਕਸ",
    "or": "ଜିଏସଟି|ଜି ଏସ ଟି|ଟିକସ|ଟ୍ୟାକ୍ସ",
    "ta": "ஜிஎஸ்டி|ஜி எஸ் டி|வரி|டேக்ஸ்|vari",
    "te": "జీఎస్టీ|జిఎస్టి|జీ ఎస్ టీ|పన్ను|ట్యాక్స్",
    "kn": "ಜಿಎಸ್ಟಿ|ಜಿಎಸ್‌ಟಿ|ಜಿ ಎಸ್ ಟಿ|ತೆರಿಗೆ|ಟ್ಯಾಕ್ಸ್|terige",
    "ml": "ജിഎസ്ടി|ജി എസ് ടി|നികുതി|ടാക്സ്|nikuthi",
}

# "How much / what rate".
RATE = {
    "en": "how much|what|rate|rates|percent|percentage|%|slab|which slab",
    "hinglish": "kitna|kitni|kitne|rate|kya rate|lagta|lagti|lagega|lagegi|percent|slab|kaunsa",
    "hi": "कितना|कितनी|कितने|दर|रेट|लगता|लगती|लगेगा|लगेगी|प्रतिशत|स्लैब",
    "mr": "किती|दर|रेट|लागतो|लागते|लागेल|टक्के",
    "gu": "કેટલો|કેટલી|કેટલું|કેટલા|દર|રેટ|લાગે|ટકા|ketlo|ketla",
    "bn": "কত|হার|রেট|লাগে|শতাংশ|koto",
    "pa": "ਕਿੰਨਾ|ਕਿੰਨੀ|ਕਿੰਨੇ|ਰੇਟ|ਦਰ|ਲੱਗਦਾ|ਲੱਗਦੀ|ਫ਼ੀਸਦੀ|kinna|kinni",
    "or": "କେତେ|ହାର|ରେଟ|ଲାଗେ|ପ୍ରତିଶତ|kete",
    "ta": "எவ்வளவு|எத்தனை|விகிதம்|ரேட்|சதவீதம்|evvalavu|evlo|evalo|ethana",
    "te": "ఎంత|శాతం|రేటు|రేట్|entha|enta|enti rate",
    "kn": "ಎಷ್ಟು|ದರ|ರೇಟ್|ಶೇಕಡಾ|eshtu|estu|yeshtu",
    "ml": "എത്ര|നിരക്ക്|ശതമാനം|റേറ്റ്|ethra|ethrayanu",
}

# "When / which date".
WHEN = {
    "en": "when|what date|which date|due date|last date|deadline|date|due|how many days",
    "hinglish": "kab|kab hai|kab tak|kis din|kis tarikh|tarikh|tareekh|tarik|date|last date|due date|kitne din",
    "hi": "कब|तारीख|तारिख|किस दिन|कितने दिन|आखिरी तारीख|अंतिम तिथि|तिथि",
    "mr": "केव्हा|कधी|तारीख|तारखे|कोणत्या दिवशी|kevha|kadhi",
    "gu": "ક્યારે|તારીખ|કઈ તારીખ|કયા દિવસે|kyare",
    "bn": "কবে|কখন|তারিখ|কোন দিন|kobe",
    "pa": "ਕਦੋਂ|ਕਦ|ਤਾਰੀਖ|ਤਾਰੀਖ਼|ਕਿਹੜੇ ਦਿਨ|kadon|kado",
    "or": "କେବେ|ତାରିଖ|କେଉଁ ଦିନ|kebe",
    "ta": "எப்போது|எப்போ|எப்ப|என்னைக்கு|எந்த தேதி|தேதி|கடைசி தேதி|eppo|eppothu|eppodhu|ennaikku",
    "te": "ఎప్పుడు|తేదీ|ఏ రోజు|చివరి తేదీ|eppudu|yeppudu",
    "kn": "ಯಾವಾಗ|ದಿನಾಂಕ|ಯಾವ ದಿನ|ಯಾವತ್ತು|ಕೊನೆಯ ದಿನಾಂಕ|yavaga|yaavaga|yavattu",
    "ml": "എപ്പോൾ|എപ്പോഴാണ്|എന്നാണ്|തീയതി|ഏത് ദിവസം|അവസാന തീയതി|eppol|eppozha|ennanu",
}

# "Next / coming".
NEXT = {
    "en": "next|upcoming|coming|nearest|soonest",
    "hinglish": "agla|agli|agle|aane wala|aane wali|aanewala|aanewali|next",
    "hi": "अगला|अगली|अगले|आने वाला|आने वाली|आगामी",
    "mr": "पुढचा|पुढची|पुढचे|पुढील|येणारा|येणारी|pudhcha|pudhil",
    "gu": "આગામી|આવતો|આવતી|આવતું|પછીનો|પછીની|aavto|aavti",
    "bn": "পরের|পরবর্তী|আগামী|সামনের|porer",
    "pa": "ਅਗਲਾ|ਅਗਲੀ|ਅਗਲੇ|ਆਉਣ ਵਾਲਾ|ਆਉਣ ਵਾਲੀ|agla",
    "or": "ପରବର୍ତ୍ତୀ|ଆସନ୍ତା|ଆଗାମୀ|ପରର",
    "ta": "அடுத்த|வரும்|வரப்போகும்|adutha|aduththa",
    "te": "తదుపరి|తర్వాతి|రాబోయే|వచ్చే|taruvati|vachche",
    "kn": "ಮುಂದಿನ|ಬರುವ|ಬರಲಿರುವ|mundina",
    "ml": "അടുത്ത|വരുന്ന|വരാനിരിക്കുന്ന|adutha|aduththa",
}

# Filing a return: the return itself, or the verb for filing it (never "filed": only what is to do).
FILING = {
    "en": "return|returns|filing|file|to file|submit",
    "hinglish": "return|returns|filing|file karna|file karni|bharna|bharni|bharne|bharu|bharun|jama karna|jama karni",
    "hi": "रिटर्न|भरना|भरनी|भरने|फाइल करना|फ़ाइल करना|दाखिल|जमा करना|जमा करनी",
    "mr": "रिटर्न|भरायचे|भरायचा|भरायची|भरणे|फाईल|दाखल",
    "gu": "રિટર્ન|ભરવાનું|ભરવાનો|ભરવું|ફાઇલ|ફાઈલ",
    "bn": "রিটার্ন|জমা দিতে|জমা দেওয়ার|ফাইল|দাখিল",
    "pa": "ਰਿਟਰਨ|ਭਰਨੀ|ਭਰਨਾ|ਫਾਈਲ|ਫ਼ਾਈਲ",
    "or": "ରିଟର୍ଣ୍ଣ|ରିଟର୍ନ|ଦାଖଲ|ଫାଇଲ",
    "ta": "ரிட்டர்ன்|தாக்கல்|ஃபைல்|பைல்",
    "te": "రిటర్న్|దాఖలు|ఫైల్",
    "kn": "ರಿಟರ್ನ್|ಸಲ್ಲಿಸ|ಫೈಲ್",
    "ml": "റിട്ടേൺ|ഫയൽ|സമർപ്പി",
}

# A festival in general ("the next festival").
FESTIVAL = {
    "en": "festival|festivals|festive day|holiday",
    "hinglish": "tyohar|tyohaar|tyauhar|tehwar|festival|parv",
    "hi": "त्योहार|त्यौहार|पर्व|उत्सव",
    "mr": "सण|उत्सव|sann",
    "gu": "તહેવાર|ઉત્સવ|tahevar",
    "bn": "উৎসব|পার্বণ|utsab",
    "pa": "ਤਿਉਹਾਰ|ਤਿਓਹਾਰ|ਤਿਹਾਰ|tyohaar",
    "or": "ପର୍ବ|ଉତ୍ସବ|parba",
    "ta": "பண்டிகை|திருவிழா|pandigai|pandikai",
    "te": "పండుగ|పండగ|panduga|pandaga",
    "kn": "ಹಬ್ಬ|ಉತ್ಸವ|habba",
    "ml": "ഉത്സവം|ആഘോഷം|utsavam",
}

# Words of a ledger entry or a promise: a message with one of these is never a knowledge question,
# so "Rajan ne Diwali ke liye 500 udhaar liya, kab dega" stays with the rules.
LEDGER = {
    "en": "paid|sold|bought|gave|given|received|lent|borrowed|owes|owe|credit given|will pay|took",
    "hinglish": "udhaar|udhar|udhari|diye|diya|liya|becha|beche|bechi|likh|likho|likha|likhna|likhdo|kharida|"
                "kharide|kharidi|mila|mile|chukaya|bheja|bheje|dega|degi|denge|dunga|dungi|lautaya|lautayega",
    "hi": "उधार|दिए|दिये|दिया|लिया|बेचा|बेचे|बेची|लिखो|लिख|खरीदा|खरीदे|मिले|मिला|चुकाया|देगा|देगी|देंगे|दूंगा",
    "mr": "उधार|दिले|दिला|दिली|घेतले|घेतला|विकले|विकला|देईल|देणार",
    "gu": "ઉધાર|આપ્યા|આપ્યું|આપ્યો|લીધા|લીધું|વેચ્યા|વેચ્યું|આપશે|aapya|aapyu",
    "bn": "ধার|দিলাম|দিল|দিলো|দিয়েছে|নিল|নিলো|বেচলাম|বিক্রি করলাম|দেবে|dilam|dilo",
    "pa": "ਉਧਾਰ|ਦਿੱਤੇ|ਦਿੱਤਾ|ਲਏ|ਲਿਆ|ਵੇਚਿਆ|ਦੇਵੇਗਾ|ditte|ditta",
    "or": "ଉଧାର|ଦେଲେ|ଦେଲା|ଦେଲି|ନେଲେ|ବିକିଲି|ଦେବ|dele|deli",
    "ta": "கடன்|கொடுத்தார்|கொடுத்தேன்|கொடுத்தான்|கொடுத்தாங்க|வாங்கினார்|வாங்கினேன்|விற்றேன்|தருவார்|kadan|"
          "kuduthen|kuduthaar|kudutha|koduthen|koduthaar",
    "te": "అప్పు|ఇచ్చాడు|ఇచ్చాను|ఇచ్చారు|ఇచ్చింది|తీసుకున్నాడు|అమ్మాను|ఇస్తాడు|appu|icchadu|ichadu|icchaanu",
    "kn": "ಸಾಲ|ಕೊಟ್ಟ|ಕೊಟ್ಟರು|ಕೊಟ್ಟೆ|ತಗೊಂಡ|ಮಾರಿದೆ|ಕೊಡ್ತಾನೆ|saala|kotta|kottaru|kotte",
    "ml": "കടം|കൊടുത്തു|തന്നു|വാങ്ങി|വിറ്റു|തരും|kadam|koduthu|thannu",
}

# Words around a question that name nothing ("pe", "ka", "hai", "what is the"): what is left of a
# GST question after these and the cue words is the item the owner asked about.
FILLER = {
    "en": "on|of|for|the|is|are|a|an|in|what's|whats|tell|me|please|pls|now|current|today|new|after|"
          "this|year|month|week|which|when's|whens|will|be|falls|fall|day|"
          "reform|it|do|does|i|we|pay|charge|applies|apply|applicable|levied|much|how|sir|madam|bro|ji|there|any",
    "hinglish": "pe|par|per|ka|ki|ke|ko|hai|hain|kya|me|mein|main|bata|batao|bataiye|bataye|do|sir|ji|bhai|"
                "is|iss|us|saal|sal|mahine|mahina|hafte|hafta|kaun|kaunsa|konsa|kon|sa|se|wo|woh|ye|yeh|jo|"
                "bhaiya|hota|hoti|hote|sa|wala|wale|wali|ab|abhi|naya|nayi|upar|ya|aur|lagta|lagti|lagega|"
                "laga|lag|rahi|raha|hoga|hogi|jara|zara|kitna|kitni|kitne",
    "hi": "पर|का|की|के|को|है|हैं|क्या|में|बताओ|बताइए|बताइये|बता|दो|जी|भाई|होता|होती|अब|अभी|नया|ऊपर|लगता|लगती|"
          "इस|साल|महीने|महीना|हफ़्ते|कौन|कौनसा|सा|से|वो|ये|जो|"
          "लगेगा|लग|रहा|रही|होगा|ज़रा|जरा|वाला|वाले|वाली|और|या",
    "mr": "वर|ला|चा|ची|चे|आहे|आहेत|काय|सांगा|सांग|किती|आता|नवीन|लागतो|लागते|लागेल|वरती|आणि|किंवा",
    "gu": "પર|ઉપર|નો|ની|નું|ના|છે|શું|કહો|કહેજો|હવે|લાગે|અને|કે",
    "bn": "এর|ের|উপর|ওপর|হয়|লাগে|কি|কী|আছে|এখন|বলুন|বলো|এবং|বা",
    "pa": "ਤੇ|ਉੱਤੇ|ਦਾ|ਦੀ|ਦੇ|ਹੈ|ਕੀ|ਦੱਸੋ|ਹੁਣ|ਲੱਗਦਾ|ਲੱਗਦੀ|ਅਤੇ",
    "or": "ଉପରେ|ରେ|ର|କି|ଅଛି|ଲାଗେ|କୁହ|ଏବେ|ଓ",
    "ta": "மேல்|மீது|என்ன|இருக்கு|இருக்கிறது|உள்ளது|சொல்லுங்க|சொல்லு|இப்போ|இப்போது|மற்றும்|க்கு|ku|ukku|enna|"
          "irukku|sollunga",
    "te": "పై|మీద|ఏమిటి|ఎంత|ఉంది|చెప్పండి|చెప్పు|ఇప్పుడు|మరియు|కి|కు|emiti|undi|cheppandi",
    "kn": "ಮೇಲೆ|ಏನು|ಇದೆ|ಹೇಳಿ|ಈಗ|ಮತ್ತು|ಗೆ|ಕ್ಕೆ|enu|ide|heli",
    "ml": "മേൽ|എന്താണ്|ആണ്|ഉണ്ട്|പറയൂ|ഇപ്പോൾ|എന്ത്|ക്ക്|ന്|anu|undu|parayu",
}

# Stocking and ordering around a festival ("Diwali ka order kab tak dena hai"): a question for the
# LLM and the knowledge pages, not for the festival's date.
STOCKING = {
    "en": "order|stock|supplier|offer|discount|sale|closed|shut",
    "hinglish": "order|mangana|mangau|mangaun|mangwana|mangwau|stock|supplier|offer|discount|band rahegi|band rahega",
    "hi": "ऑर्डर|मंगाना|मंगाऊं|मंगाऊँ|स्टॉक|सप्लायर|ऑफर|डिस्काउंट|बंद रहेगी|बंद रहेगा",
    "mr": "ऑर्डर|मागवायचे|स्टॉक|ऑफर|बंद राहील",
    "gu": "ઓર્ડર|મંગાવવું|સ્ટોક|ઓફર|બંધ રહેશે",
    "bn": "অর্ডার|স্টক|অফার|বন্ধ থাকবে",
    "pa": "ਆਰਡਰ|ਸਟਾਕ|ਆਫ਼ਰ|ਬੰਦ ਰਹੇਗੀ",
    "or": "ଅର୍ଡର|ଷ୍ଟକ|ଅଫର|ବନ୍ଦ ରହିବ",
    "ta": "ஆர்டர்|ஸ்டாக்|ஆஃபர்|சரக்கு|கடை மூடல்",
    "te": "ఆర్డర్|స్టాక్|ఆఫర్|సరుకు",
    "kn": "ಆರ್ಡರ್|ಸ್ಟಾಕ್|ಆಫರ್|ಸರಕು",
    "ml": "ഓർഡർ|സ്റ്റോക്ക്|ഓഫർ|സാധനം വാങ്ങ",
}

# GST matters that are neither a rate nor a due date ("GST registration kab zaroori hai"): the LLM
# answers these, with the knowledge pages.
OTHER_GST = {
    "en": "registration|register|gstin|gst number|composition|input credit|input tax credit|refund|notice|late fee|penalty|"
          "invoice|e-invoice|e-way bill|eway bill|threshold|limit",
    "hinglish": "registration|register|gstin|gst number|composition|input credit|refund|notice|late fee|penalty|"
                "jurmana|limit|bill banana|bill kaise",
    "hi": "रजिस्ट्रेशन|पंजीकरण|कंपोज़िशन|कम्पोजीशन|इनपुट क्रेडिट|रिफंड|नोटिस|लेट फीस|जुर्माना|सीमा|लिमिट|बिल",
    "mr": "नोंदणी|रजिस्ट्रेशन|कंपोझिशन|इनपुट क्रेडिट|नोटीस|दंड|मर्यादा",
    "gu": "નોંધણી|રજિસ્ટ્રેશન|કમ્પોઝિશન|ઇનપુટ ક્રેડિટ|નોટિસ|દંડ|મર્યાદા",
    "bn": "নিবন্ধন|রেজিস্ট্রেশন|কম্পোজিশন|ইনপুট ক্রেডিট|নোটিশ|জরিমানা|সীমা",
    "pa": "ਰਜਿਸਟ੍ਰੇਸ਼ਨ|ਕੰਪੋਜ਼ੀਸ਼ਨ|ਇਨਪੁਟ ਕ੍ਰੈਡਿਟ|ਨੋਟਿਸ|ਜੁਰਮਾਨਾ|ਸੀਮਾ",
    "or": "ପଞ୍ଜୀକରଣ|ରେଜିଷ୍ଟ୍ରେସନ|କମ୍ପୋଜିସନ|ଇନପୁଟ କ୍ରେଡିଟ|ନୋଟିସ|ଜୋରିମାନା|ସୀମା",
    "ta": "பதிவு|ரெஜிஸ்ட்ரேஷன்|காம்போசிஷன்|இன்புட் கிரெடிட்|நோட்டீஸ்|அபராதம்|வரம்பு",
    "te": "నమోదు|రిజిస్ట్రేషన్|కాంపోజిషన్|ఇన్‌పుట్ క్రెడిట్|నోటీసు|జరిమానా|పరిమితి",
    "kn": "ನೋಂದಣಿ|ರಿಜಿಸ್ಟ್ರೇಷನ್|ಕಾಂಪೊಸಿಷನ್|ಇನ್‌ಪುಟ್ ಕ್ರೆಡಿಟ್|ನೋಟಿಸ್|ದಂಡ|ಮಿತಿ",
    "ml": "രജിസ്ട്രേഷൻ|കോമ്പോസിഷൻ|ഇൻപുട്ട് ക്രെഡിറ്റ്|നോട്ടീസ്|പിഴ|പരിധി",
}

KINDS: dict[str, dict[str, str]] = {
    "gst": GST, "rate": RATE, "when": WHEN, "next": NEXT, "filing": FILING, "festival": FESTIVAL, "ledger": LEDGER,
    "stocking": STOCKING, "other_gst": OTHER_GST,
}


def _words(table: dict[str, str]) -> list[str]:
    return [w for words in table.values() for w in words.split("|") if w.strip()]


@cache
def cue_phrases() -> Phrases:
    """Every question word, valued by its kind ("cue:gst", "cue:when", ...)."""
    return Phrases({f"cue:{kind}": _words(table) for kind, table in KINDS.items()}, kept_as="cues")


@cache
def filler_words() -> frozenset[str]:
    return frozenset(normal(w) for w in _words(FILLER))

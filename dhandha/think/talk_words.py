"""Words about the conversation rather than the money: yes/no (§9.4), questions (§11), corrections
(§9.3), reminders, promises, greetings, and instructions aimed at the bot itself.

Same entry shape as words.py: (category, value, language, "phrase|phrase").
"""

from __future__ import annotations

from .words import Entry

CONFIRM_DENY: tuple[Entry, ...] = (
    ("yes", "yes", "hi",
     "haan|han|haa|ha|hanji|haanji|haan ji|ji haan|ji|jee|theek hai|thik hai|theek h|thik h|theek|thik|"
     "sahi hai|sahi|bilkul|pakka|bhej do|bhejo|kar do|kardo|karo|likh do|likho|likh lo|haan likho|"
     "haan bhej do|chalega|chalo|thik he|accha theek hai|हाँ|हां|हा|जी|जी हाँ|ठीक है|सही है|भेज दो|कर दो|लिख दो|"
     "बिल्कुल|पक्का"),
    ("yes", "yes", "en",
     "yes|yeah|yep|yup|ya|ok|okay|okk|okey|k|kk|correct|right|go ahead|send|send it|sure|done|confirm|"
     "confirmed|approve|approved|fine|yes please|do it|✅|👍|👌"),
    ("yes", "yes", "ta", "aamaa|amam|aamam|aama|sari|seri|sariya|ஆமாம்|ஆமா|சரி|சரிங்க"),
    ("yes", "yes", "te", "avunu|sare|sari|అవును|సరే|సరి"),
    ("yes", "yes", "kn", "sari|houdu|haudu|aytu|aaytu|ಸರಿ|ಹೌದು|ಆಯ್ತು"),
    ("yes", "yes", "mr", "ho|hoy|haa|barobar|thik aahe|theek aahe|thik ahe|हो|होय|बरोबर|ठीक आहे|चालेल|chalel"),
    ("yes", "yes", "bn", "hyan|hya|haan|thik ache|thik achhe|accha|হ্যাঁ|হ্যা|ঠিক আছে|আচ্ছা|হুম"),
    ("yes", "yes", "gu", "ha|haa|barabar|bhale|chalse|હા|બરાબર|ભલે|ચાલશે"),
    ("yes", "yes", "pa", "haan ji|haanji|theek hai|ਹਾਂ|ਹਾਂ ਜੀ|ਠੀਕ ਹੈ|ਜੀ"),
    ("yes", "yes", "ml", "shari|sheri|athe|ശരി|അതെ|ഓക്കേ|ശരിയാണ്"),
    ("yes", "yes", "or", "thik achhi|thik achi|ha|han|ଠିକ୍ ଅଛି|ଠିକ ଅଛି|ହଁ|ହଁ"),
    ("no", "no", "hi",
     "ruko|ruk|ruk jao|nahi|nahin|nhi|nai|nahi nahi|na|naa|mat|mat bhejo|mat karo|mat likho|rehne do|"
     "rahne do|rehen do|chhod do|chod do|chhodo|chodo|abhi nahi|galat|"
     "रुको|नहीं|नही|ना|मत|मत भेजो|रहने दो|छोड़ दो|छोड़ो"),
    ("no", "no", "en", "no|nope|nah|stop|leave it|dont|don't|do not|wait|hold|not now|never mind|❌|👎"),
    ("no", "no", "ta", "vendaam|vendam|venam|illa|illai|வேண்டாம்|வேணாம்|இல்லை|இல்ல"),
    ("no", "no", "te", "vaddu|ledu|kaadu|వద్దు|లేదు|కాదు"),
    ("no", "no", "kn", "beda|illa|alla|ಬೇಡ|ಇಲ್ಲ|ಅಲ್ಲ"),
    ("no", "no", "mr", "nako|nahi|naahi|नको|नाही"),
    ("no", "no", "bn", "thak|na|lagbe na|naa|থাক|না|লাগবে না|নয়"),
    ("no", "no", "gu", "na|naa|nahi|rehva do|રહેવા દો|ના|નહીં|નહિ"),
    ("no", "no", "pa", "nahin|nahi|rehan dio|ਨਹੀਂ|ਨਹੀ|ਰਹਿਣ ਦਿਓ|ਨਾ"),
    ("no", "no", "ml", "venda|vendaa|illa| വേണ്ട|ഇല്ല|അല്ല"),
    ("no", "no", "or", "na|nahin|nahi|ନା|ନାହିଁ|ନାହିଁ|ନୁହେଁ|ଦରକାର ନାହିଁ"),
)

# A negation word; "nahi" after an amount marks that amount as the wrong one (§9.3).
NEGATION: tuple[Entry, ...] = (
    ("neg", "yes", "hi", "nahi|nahin|nhi|nai|na|mat|nahi tha|nahi thi|नहीं|नही|मत|ना"),
    ("neg", "yes", "en", "not|no|never|isn't|wasn't|didn't|didnt|hasn't|haven't|not yet"),
    ("neg", "yes", "mr", "nahi|naahi|nako|नाही|नको"),
    ("neg", "yes", "gu", "nahi|નહીં|નહિ|ના"),
    ("neg", "yes", "bn", "na|noy|না|নয়|নয়"),
    ("neg", "yes", "pa", "nahin|ਨਹੀਂ|ਨਹੀ"),
    ("neg", "yes", "ta", "illa|illai|alla|இல்லை|இல்ல|அல்ல"),
    ("neg", "yes", "te", "ledu|kaadu|లేదు|కాదు"),
    ("neg", "yes", "kn", "illa|alla|ಇಲ್ಲ|ಅಲ್ಲ"),
    ("neg", "yes", "ml", "illa|alla|ഇല്ല|അല്ല"),
    ("neg", "yes", "or", "nahin|nuhen|ନାହିଁ|ନୁହେଁ|ନା"),
)

# Question words: "kitna", "kaun", "dikhao" ... (§4.3: questions are queries, "?" or not).
QUESTION: tuple[Entry, ...] = (
    ("q", "how_much", "hi", "kitna|kitne|kitni|kitnaa|kitta|kitte|कितना|कितने|कितनी"),
    ("q", "who", "hi", "kaun|kon|kaun kaun|kon kon|kis kis|kis|kis par|kis pe|kispe|kiska|kiske|kiski|kisko|kisne|"
     "kisse|कौन|कौन कौन|किस किस|किसका|किसके|किसने|किसको|किसकी|किससे"),
    ("q", "what", "hi", "kya|kyaa|kya kya|kab|kaise|kahan|kyun|क्या|क्या क्या|कब|कैसे"),
    ("q", "show", "hi",
     "dikhao|dikha|dikhaiye|dikha do|dekhao|dikhana|batao|bata|bataiye|bata do|batana|check karo|"
     "dekh ke batao|nikalo|bhejo list|list|hisaab do|दिखाओ|दिखा दो|बताओ|बता दो|बताइए"),
    ("q", "how_much", "en", "how much|how many|what's|whats|how much is"),
    ("q", "who", "en", "who|whom|whose|which|which customers"),
    ("q", "what", "en", "what|when|did|does|is there|are there"),
    ("q", "show", "en", "show|list|tell|give me|display|check|see|view|report|summary|statement"),
    ("q", "how_much", "mr", "kiti|किती"),
    ("q", "who", "mr", "kon|kona|कोण|कोणाला|कोणाचे"),
    ("q", "what", "mr", "kay|काय"),
    ("q", "show", "mr", "dakhva|dakhav|sanga|saang|दाखवा|दाखव|सांगा|सांग"),
    ("q", "how_much", "gu", "ketla|ketlu|ketli|ketlo|કેટલા|કેટલું|કેટલી|કેટલો"),
    ("q", "who", "gu", "kon|kone|કોણ|કોને|કોના"),
    ("q", "what", "gu", "shu|શું"),
    ("q", "show", "gu", "batavo|batav|kaho|બતાવો|બતાવ|કહો"),
    ("q", "how_much", "bn", "koto|kato|কত|কতো|কত টাকা"),
    ("q", "who", "bn", "কে|কারা|কাদের|কার"),
    ("q", "what", "bn", "কী|কি"),
    ("q", "show", "bn", "dekhao|দেখাও|বলো|বলুন|দেখান"),
    ("q", "how_much", "pa", "kinna|kinne|kinni|ਕਿੰਨਾ|ਕਿੰਨੇ|ਕਿੰਨੀ"),
    ("q", "who", "pa", "kaun|ਕੌਣ|ਕਿਸ"),
    ("q", "what", "pa", "ਕੀ"),
    ("q", "show", "pa", "dasso|dikhao|ਦੱਸੋ|ਦਿਖਾਓ|ਦਿਖਾ"),
    ("q", "how_much", "ta", "evvalavu|evlo|evlavu|எவ்வளவு|எவ்ளோ|எத்தனை"),
    ("q", "who", "ta", "yaar|yaaru|யார்|யாரு|யாருக்கு|யாரெல்லாம்"),
    ("q", "what", "ta", "enna|என்ன"),
    ("q", "show", "ta", "kaattu|kaatunga|sollu|sollunga|காட்டு|காட்டுங்க|சொல்லு|சொல்லுங்க"),
    ("q", "how_much", "te", "entha|enta|ఎంత|ఎన్ని"),
    ("q", "who", "te", "evaru|evari|ఎవరు|ఎవరెవరు"),
    ("q", "what", "te", "emi|enti|ఏమి|ఏంటి"),
    ("q", "show", "te", "choopinchu|chupinchu|cheppu|చూపించు|చూపించండి|చెప్పు|చెప్పండి"),
    ("q", "how_much", "kn", "eshtu|estu|ಎಷ್ಟು"),
    ("q", "who", "kn", "yaaru|yaru|ಯಾರು|ಯಾರ್ಯಾರು"),
    ("q", "what", "kn", "enu|yenu|ಏನು"),
    ("q", "show", "kn", "torisu|thorisu|helu|ತೋರಿಸು|ತೋರಿಸಿ|ಹೇಳು|ಹೇಳಿ"),
    ("q", "how_much", "ml", "ethra|ethre|എത്ര"),
    ("q", "who", "ml", "aaru|aaroke|ആര്|ആരൊക്കെ|ആരാണ്"),
    ("q", "what", "ml", "enthu|entha|എന്ത്|എന്താ"),
    ("q", "show", "ml", "kaanikku|kanikku|parayu|കാണിക്കൂ|കാണിക്കു|പറയൂ|പറയു"),
    ("q", "how_much", "or", "kete|keteta|କେତେ"),
    ("q", "who", "or", "kie|kiye|କିଏ|କେଉଁମାନେ"),
    ("q", "what", "or", "kana|କଣ|କ'ଣ"),
    ("q", "show", "or", "dekhao|kuha|ଦେଖାଅ|କୁହ|କହ"),
)

# What a question asks about (§11).
QUERY_NOUNS: tuple[Entry, ...] = (
    ("qn", "balance", "hi",
     "baaki|baki|bakaya|bakaaya|nikalta|nikalte|nikalta hai|lena|lene|dena|dene|lena hai|dena hai|"
     "chukana|chukana baaki|balance|hisaab|hisab|pending|बाकी|बकाया|निकलता|लेना|देना|हिसाब|"
     # the same words as "owe" (quantity_words.OWE), fused: "kis kis se paise lene hai"
     "dene hain|dene hai|dena baaki|dene baaki|dena tha|dene the|chukana hai|chukane hain|dena he|lene hain|"
     "lene hai|lena baaki|lene baaki|lena tha|lene the|देना है|देने हैं|देने है|चुकाना है|लेना है|लेने हैं|लेने है"),
    ("qn", "balance", "en", "balance|owe|owes|owed|due|dues|outstanding|pending|account"),
    ("qn", "profit", "en", "profit|profits|munafa|munaafa|munafaa|fayda|faayda|faida|kamai|kamaai|nafa|"
                           "मुनाफा|मुनाफ़ा|फायदा|फ़ायदा|कमाई|नफा|नफ़ा|નફો|લાભ|লাভ|মুনাফা|ਮੁਨਾਫਾ|ਮੁਨਾਫ਼ਾ|லாபம்|లాభం|"
                           "ಲಾಭ|ലാഭം|ଲାଭ"),
    ("qn", "balance", "mr", "baki|बाकी|येणे|देणे|थकबाकी"),
    ("qn", "balance", "gu", "baki|બાકી|લેણું|દેણું|lenu"),
    ("qn", "balance", "bn", "baki|বাকি|পাওনা|paona"),
    ("qn", "balance", "pa", "baki|ਬਾਕੀ|ਦੇਣਾ|ਲੈਣਾ"),
    ("qn", "balance", "ta", "baaki|பாக்கி|நிலுவை|தரணும்|tharanum"),
    ("qn", "balance", "te", "baaki|బాకీ|రావాలి|raavali|ivvali|ఇవ్వాలి"),
    ("qn", "balance", "kn", "baaki|ಬಾಕಿ|ಕೊಡಬೇಕು|kodabeku|barbeku"),
    ("qn", "balance", "ml", "baaki|ബാക്കി|തരാനുള്ളത്|tharanullathu|kittanullathu"),
    ("qn", "balance", "or", "baki|ବାକି|ପାଉଣା"),
    ("qn", "sales", "hi",
     "galla|gala|bikri|sale|sales|kamaya|income|dhandha|dhanda|collection|"
     "becha|beche|bika|गल्ला|बिक्री|कमाई|धंधा|मुनाफा"),
    ("qn", "sales", "en", "sales|sale|sold|income|earnings|revenue|collection|takings|business"),
    ("qn", "spend", "hi", "kharcha|kharch|kharche|expense|expenses|खर्च|खर्चा"),
    ("qn", "spend", "en", "spent|spend|expense|expenses|spending|costs"),
    ("qn", "entries", "hi",
     "entries|entry|entriyan|transactions|transaction|len den|lenden|len-den|history|record|records|"
     "statement|khata|kya kya|hisaab kitaab|एंट्री|एंट्रियां|लेन देन|लेनदेन"),
    ("qn", "entries", "en", "entries|entry|transactions|transaction|history|records|statement|ledger"),
    ("qn", "stock", "hi", "stock|bacha|bachi|bache|bacha hai|bache hain|maal kitna|inventory|स्टॉक|बचा|बची|बचे"),
    ("qn", "stock", "en", "stock|left|remaining|inventory|in stock"),
    ("qn", "stock", "mr", "shillak|शिल्लक|स्टॉक"),
    ("qn", "stock", "gu", "stock|સ્ટોક|બચ્યું|bachyu"),
    ("qn", "stock", "bn", "stock|স্টক|বাকি আছে"),
    ("qn", "stock", "ta", "stock|ஸ்டாக்|இருப்பு|iruppu"),
    ("qn", "stock", "te", "stock|స్టాక్|నిల్వ"),
    ("qn", "stock", "kn", "stock|ಸ್ಟಾಕ್|ದಾಸ್ತಾನು"),
    ("qn", "stock", "ml", "stock|സ്റ്റോക്ക്"),
    ("qn", "stock", "or", "stock|ଷ୍ଟକ"),
    ("qn", "debtors", "hi",
     "udhaar wale|udhar wale|udhaar waale|udhaari wale|kis kis pe|kis kis par|kaun kaun dega|"
     "baaki wale|bakaya wale|sab ka udhaar|sabka udhaar|sab ki udhaari|udhaar list|udhar list|"
     "kisne dena hai|kis kis ne dena|defaulters|उधार वाले|किस किस पे"),
    ("qn", "debtors", "en", "who owes|debtors|owes me|owe me|pending dues|all dues|dues list|credit list"),
    # Everyone, people: with a credit or balance word and no name, the question is who owes (§11).
    ("all", "yes", "hi", "sab|sabka|sab ka|sabke|sab ke|sabki|sab ki|sabhi|sabhi ka|sabhi ke|sab log|sab logo|"
                         "sab logon|saare|sare|saare log|sare log|log|logo|logon|logon ka|grahakon|"
                         "सब|सबका|सबके|सबकी|सब का|सब के|सभी|सभी का|सब लोग|सब लोगों|लोग|लोगों|ग्राहकों"),
    ("all", "yes", "en", "everyone|everybody|all|people|ppl|customers|all customers|persons|everyone's"),
    ("qn", "top", "hi",
     "sabse bade grahak|sabse bada grahak|sabse zyada|sabse jyada|top customers|top customer|"
     "best customer|best customers|bade grahak|sabse achhe grahak|top grahak|best grahak|top grahakon|"
     "best grahakon|top buyers|top buyer|best buyers|best buyer|achhe grahak|सबसे बड़े ग्राहक|सबसे ज्यादा|"
     "टॉप ग्राहक|बेस्ट ग्राहक"),
    ("qn", "top", "en", "top customers|top customer|best customers|best customer|biggest customers|most|"
                        "top buyers|top buyer|best buyers|best buyer|biggest buyers"),
)

PERIODS: tuple[Entry, ...] = (
    ("period", "today", "hi", "aaj|aj|aaj ka|aaj ki|aaj ke|abhi tak|आज|आज का|आज की"),
    ("period", "today", "en", "today|today's|todays|so far today"),
    ("period", "today", "mr", "aaj|aajcha|आज|आजचा|आजची"),
    ("period", "today", "gu", "aaje|aaj|આજે|આજ|આજનું"),
    ("period", "today", "bn", "aaj|aajke|আজ|আজকে|আজকের"),
    ("period", "today", "pa", "ajj|aj|ਅੱਜ|ਅਜ"),
    ("period", "today", "ta", "inniki|innaikku|indru|இன்று|இன்னைக்கு|இன்றைக்கு"),
    ("period", "today", "te", "eeroju|ivala|ఈరోజు|ఇవాళ|ఈ రోజు"),
    ("period", "today", "kn", "indu|ivattu|ಇಂದು|ಇವತ್ತು"),
    ("period", "today", "ml", "innu|inn|ഇന്ന്|ഇന്നത്തെ"),
    ("period", "today", "or", "aaji|aji|ଆଜି"),
    ("period", "yesterday", "hi", "kal|kal ka|kal ki|beeta kal|कल|कल का|कल की"),
    ("period", "yesterday", "en", "yesterday|yesterday's"),
    ("period", "yesterday", "mr", "kaal|kal|काल"),
    ("period", "yesterday", "gu", "gaikale|gai kale|kale|ગઈકાલે|ગઈ કાલે"),
    ("period", "yesterday", "bn", "kal|gotokal|কাল|গতকাল|কালকে"),
    ("period", "yesterday", "pa", "kall|kal|ਕੱਲ੍ਹ|ਕੱਲ"),
    ("period", "yesterday", "ta", "netru|nethu|நேற்று|நேத்து"),
    ("period", "yesterday", "te", "ninna|నిన్న"),
    ("period", "yesterday", "kn", "ninne|ನಿನ್ನೆ"),
    ("period", "yesterday", "ml", "innale|ഇന്നലെ"),
    ("period", "yesterday", "or", "gatakali|kali|ଗତକାଲି|କାଲି"),
    # The week or month before this one (queries: "pichle hafte ka kharcha", "last month's sales").
    ("period", "last_week", "hi", "pichle hafte|pichhle hafte|pichla hafta|pichhla hafta|pichle week|pichhle week|"
                                  "pichle saptah|पिछले हफ्ते|पिछले हफ़्ते|पिछला हफ्ता|पिछले सप्ताह"),
    ("period", "last_week", "en", "last week|previous week|last week's"),
    ("period", "last_week", "mr", "magchya aathvadyat|maagchya aathvadyat|मागच्या आठवड्यात|मागील आठवड्यात"),
    ("period", "last_week", "gu", "gaya athvadiye|gaya aathvadiye|ગયા અઠવાડિયે|ગયા અઠવાડિયાનું"),
    ("period", "last_week", "bn", "gato saptahe|goto soptahe|গত সপ্তাহে|গত সপ্তাহের"),
    ("period", "last_week", "pa", "pichhle hafte|ਪਿਛਲੇ ਹਫ਼ਤੇ|ਪਿਛਲੇ ਹਫਤੇ"),
    ("period", "last_week", "ta", "pona vaaram|pona varam|போன வாரம்|கடந்த வாரம்"),
    ("period", "last_week", "te", "poyina vaaram|poina varam|పోయిన వారం|గత వారం"),
    ("period", "last_week", "kn", "kaleda vaara|ಕಳೆದ ವಾರ"),
    ("period", "last_week", "ml", "kazhinja aazhcha|കഴിഞ്ഞ ആഴ്ച"),
    ("period", "last_week", "or", "gata saptaha|ଗତ ସପ୍ତାହ"),
    ("period", "last_month", "hi", "pichle mahine|pichhle mahine|pichla mahina|pichhla mahina|pichle month|"
                                   "pichhle month|पिछले महीने|पिछला महीना"),
    ("period", "last_month", "en", "last month|previous month|last month's"),
    ("period", "last_month", "mr", "magchya mahinyat|maagchya mahinyat|मागच्या महिन्यात|मागील महिन्यात|मागच्या महिन्याच्या"),
    ("period", "last_month", "gu", "gaya mahine|ગયા મહિને|ગયા મહિનાની|ગયા મહિનાનું"),
    ("period", "last_month", "bn", "gato mase|goto mase|গত মাসে|গত মাসের"),
    ("period", "last_month", "pa", "pichhle mahine|ਪਿਛਲੇ ਮਹੀਨੇ"),
    ("period", "last_month", "ta", "pona maasam|pona masam|போன மாசம்|போன மாதம்|கடந்த மாதம்"),
    ("period", "last_month", "te", "poyina nela|పోయిన నెల|గత నెల"),
    ("period", "last_month", "kn", "kaleda tingalu|ಕಳೆದ ತಿಂಗಳು|ಕಳೆದ ತಿಂಗಳ"),
    ("period", "last_month", "ml", "kazhinja maasam|കഴിഞ്ഞ മാസം"),
    ("period", "last_month", "or", "gata masa|ଗତ ମାସ"),
    ("period", "this_week", "hi",
     "is hafte|is hafta|iss hafte|hafte|hafta|is week|week|saptah|इस हफ्ते|इस हफ़्ते|हफ्ते|हफ़्ते"),
    ("period", "this_week", "en", "this week|week|weekly|past week|last 7 days"),
    ("period", "this_week", "mr", "ya aathvadyat|aathavda|या आठवड्यात|आठवड्यात"),
    ("period", "this_week", "gu", "aa athvadiye|athvadiye|આ અઠવાડિયે|અઠવાડિયે"),
    ("period", "this_week", "bn", "ei saptahe|saptahe|এই সপ্তাহে|সপ্তাহে"),
    ("period", "this_week", "pa", "is hafte|ਇਸ ਹਫ਼ਤੇ|ਹਫ਼ਤੇ|ਹਫਤੇ"),
    ("period", "this_week", "ta", "intha vaaram|vaaram|இந்த வாரம்|வாரம்"),
    ("period", "this_week", "te", "ee vaaram|vaaram|ఈ వారం|వారం"),
    ("period", "this_week", "kn", "ee vaara|vaara|ಈ ವಾರ|ವಾರ"),
    ("period", "this_week", "ml", "ee aazhcha|aazhcha|ഈ ആഴ്ച|ആഴ്ച"),
    ("period", "this_week", "or", "ei saptaha|ଏହି ସପ୍ତାହ|ସପ୍ତାହ"),
    ("period", "this_month", "hi",
     "is mahine|is mahina|iss mahine|mahine|mahina|is month|month|इस महीने|महीने|महीना"),
    ("period", "this_month", "en", "this month|month|monthly|past month"),
    ("period", "this_month", "mr", "ya mahinyat|mahinyat|या महिन्यात|महिन्यात"),
    ("period", "this_month", "gu", "aa mahine|mahine|આ મહિને|મહિને"),
    ("period", "this_month", "bn", "ei mase|mase|এই মাসে|মাসে"),
    ("period", "this_month", "pa", "is mahine|ਇਸ ਮਹੀਨੇ|ਮਹੀਨੇ"),
    ("period", "this_month", "ta", "intha maasam|maasam|இந்த மாதம்|மாதம்|இந்த மாசம்"),
    ("period", "this_month", "te", "ee nela|nela|ఈ నెల|నెల"),
    ("period", "this_month", "kn", "ee tingalu|tingalu|ಈ ತಿಂಗಳು|ತಿಂಗಳು"),
    ("period", "this_month", "ml", "ee maasam|maasam|ഈ മാസം|മാസം"),
    ("period", "this_month", "or", "ei masa|ଏହି ମାସ|ମାସ"),
)

# A change to a written entry (§9.3).
FIXES: tuple[Entry, ...] = (
    ("fix", "yes", "hi",
     "galat|galt|galati|galti|galti se|galat likha|galat likh diya|galat hai|sahi karo|sahi kar do|"
     "theek karo|thik karo|theek kar do|badlo|badal do|badalna|change karo|change kar do|update|"
     "update karo|correct karo|correction|hona chahiye|honi chahiye|hone chahiye|asal mein|edit|edit karo|"
     "fix|fix karo|gadbad|gadbadi|garbar|garbad|gadbad hai|sahi nahi|sahi nahi hai|theek nahi|thik nahi|"
     "गलत|ग़लत|गलती|बदलो|बदल दो|सही करो|ठीक करो|होना चाहिए|"
     "गड़बड़|गडबड"),
    ("fix", "yes", "en", "wrong|mistake|mistaken|error|incorrect|should be|should have been|correct it|change it|"
     "fix it|actually|it was|amend|edit|make it|make that|change to|change it to|update it|replace|"
     "not right|not correct|isn't right|is wrong|incorrect entry"),
    ("fix", "yes", "mr", "chuk|chukla|chukichi|चूक|चुकीचे|चुकीची|चुकीचं|बदला|दुरुस्त करा"),
    ("fix", "yes", "gu", "bhool|bhul|khotu|ભૂલ|ખોટું|બદલો|સુધારો"),
    ("fix", "yes", "bn", "bhul|vul|ভুল|ঠিক করো|বদলাও|শুধরে দাও"),
    ("fix", "yes", "pa", "galat|ਗਲਤ|ਗ਼ਲਤ|ਗਲਤੀ|ਬਦਲੋ|ਠੀਕ ਕਰੋ"),
    ("fix", "yes", "ta", "thappu|thavaru|தப்பு|தவறு|மாத்து|மாற்று|சரி பண்ணு|maathu"),
    ("fix", "yes", "te", "tappu|thappu|తప్పు|మార్చు|సరిచేయి|marchu"),
    ("fix", "yes", "kn", "tappu|thappu|ತಪ್ಪು|ಬದಲಿಸು|ಸರಿಪಡಿಸು|badalisu"),
    ("fix", "yes", "ml", "thettu|തെറ്റ്|തെറ്റാണ്|മാറ്റൂ|ശരിയാക്കൂ|maattu"),
    ("fix", "yes", "or", "bhul|ଭୁଲ|ବଦଳାଅ|ଠିକ କର"),
    ("cancel", "yes", "hi",
     "mita do|mitao|mita|mitaa do|mita de|hata do|hatao|hata de|hataa do|delete|delete karo|delete kar do|"
     "cancel|cancel karo|cancel kar do|radd|radd karo|radd kar do|nikal do|nikalo|kaat do|kat do|kaato|"
     "reverse|reverse karo|void|remove|undo|scratch|मिटा दो|मिटाओ|हटा दो|हटाओ|रद्द|रद्द करो|काट दो|डिलीट"),
    ("cancel", "yes", "en", "delete|cancel|scratch|undo|remove|reverse|void|strike off|erase|drop|wipe|wipe out|"
                            "clear all|erase all"),
    ("cancel", "yes", "hi", "saaf karo|saaf kar do|saaf kardo|saf karo|saf kar do|khatam karo|khatam kar do|"
                            "साफ करो|साफ़ करो|साफ कर दो|खत्म करो"),
    # Every entry that fits, not one: "poora hisaab saaf karo", "undo all", "aaj ki saari entries hatao".
    ("every", "yes", "hi", "saari|saare|sari|sare|sabhi|poora|pura|poori|puri|poore|pure|sab|"
                           "सारी|सारे|सब|सभी|पूरा|पूरी"),
    ("every", "yes", "en", "all|everything|every|entire|whole|all entries|all the entries|entries|entriyan|entriyaan"),
    # Where an entry came from: a bank SMS or a UPI app ("jo GPay pe aaya", "SMS wali", "bank wali").
    ("viabank", "yes", "en", "sms|sms wali|sms wala|message wali|gpay pe|gpay par|phonepe pe|paytm pe|upi pe|upi par|"
                             "online aaya|online aaye|online gaya|online gaye"),
    ("cancel", "yes", "mr", "kadhun taka|kadun taka|rad kara|काढून टाका|रद्द करा|खोडा|khoda"),
    ("cancel", "yes", "gu", "kadhi nakho|kadhi nakh|rad karo|કાઢી નાખો|રદ કરો|રદ"),
    ("cancel", "yes", "bn", "muche dao|mucha|batil|মুছে দাও|মুছে ফেলো|বাতিল|কেটে দাও"),
    ("cancel", "yes", "pa", "hata dio|katt dio|ਹਟਾ ਦਿਓ|ਰੱਦ|ਰੱਦ ਕਰੋ|ਮਿਟਾ ਦਿਓ|ਕੱਟ ਦਿਓ|ਕੱਟ ਦੋ|ਕੱਟੋ|ਹਟਾਓ"),
    ("cancel", "yes", "ta", "neekku|azhi|rathu|நீக்கு|அழி|ரத்து|டெலீட்"),
    ("cancel", "yes", "te", "teeseyi|tiseyi|raddu|తీసేయి|తొలగించు|రద్దు"),
    ("cancel", "yes", "kn", "tegedu haaku|tegedhaaku|raddu|ತೆಗೆದುಹಾಕು|ತೆಗೆದು ಹಾಕಿ|ರದ್ದು|ಅಳಿಸು"),
    ("cancel", "yes", "ml", "neekkam cheyyu|kalayu|maykku|ozhivakku|നീക്കം ചെയ്യൂ|കളയൂ|റദ്ദാക്കൂ|മായ്ക്കൂ|ഒഴിവാക്കൂ|"
                            "ഒഴിവാക്കുക|നീക്കുക|വെട്ടൂ"),
    ("cancel", "yes", "or", "hatao|batil|ହଟାଅ|ବାତିଲ|ଲିଭାଅ"),
    ("entry", "last", "hi",
     "entry|entri|entery|pichli|pichhli|pichla|pichle|pichhla|pehle wali|abhi wali|upar wali|aakhri|"
     "akhri|last wali|last wala|last entry|wali entry|wala entry|wo entry|woh entry|ye entry|yeh entry|"
     "एंट्री|पिछली|पिछला|आखिरी"),
    ("entry", "last", "en", "entry|last one|the last one|last entry|previous|previous entry|that one|that entry|last"),
    ("entry", "last", "mr", "entry|magchi|मागची|मागील|शेवटची|एंट्री"),
    ("entry", "last", "gu", "entry|chhelli|છેલ્લી|છેલ્લું|એન્ટ્રી"),
    ("entry", "last", "bn", "entry|ager|sesh|আগের|শেষের|শেষ|এন্ট্রি|এন্ট্রিটা|এন্ট্রিটি"),
    ("entry", "last", "pa", "entry|pichli|ਪਿਛਲੀ|ਐਂਟਰੀ"),
    ("entry", "last", "ta", "entry|kadaisi|கடைசி|என்ட்ரி"),
    ("entry", "last", "te", "entry|chivari|చివరి|ఎంట్రీ"),
    ("entry", "last", "kn", "entry|koneya|ಕೊನೆಯ|ಎಂಟ್ರಿ"),
    ("entry", "last", "ml", "entry|avasana|avasanathe|അവസാന|അവസാനത്തെ|എൻട്രി|കഴിഞ്ഞ"),
    ("entry", "last", "or", "entry|shesha|ଶେଷ|ଏଣ୍ଟ୍ରି"),
    ("dup", "yes", "hi", "double|duplicate|do baar|2 baar|dobara likh|dobara|doubling|दो बार|डबल"),
    ("dup", "yes", "en", "double|duplicate|twice|two times|repeated|again"),
    ("dup", "yes", "mr", "don vela|दोन वेळा"),
    ("dup", "yes", "gu", "be vaar|બે વાર"),
    ("dup", "yes", "bn", "dubar|দুবার"),
    ("dup", "yes", "ta", "rendu thadava|இரண்டு தடவை"),
    ("dup", "yes", "te", "rendu saarlu|రెండు సార్లు"),
    ("dup", "yes", "kn", "eradu sala|ಎರಡು ಸಲ"),
    ("dup", "yes", "ml", "randu thavana|രണ്ടു തവണ"),
    ("dup", "yes", "or", "dui thara|ଦୁଇ ଥର"),
    ("oops", "yes", "hi",
     "arre nahi|are nahi|arey nahi|arre nahin|nahi nahi|sorry|sorry nahi|matlab|mtlb|i mean|no wait|"
     "galat bola|oh nahi|nahi yaar|oops|अरे नहीं|नहीं नहीं|मतलब|माफ़ करना"),
    ("oops", "yes", "en", "sorry|i mean|no wait|oops|my bad|correction|rather|no no"),
)

REMIND: tuple[Entry, ...] = (
    ("remind", "yes", "hi",
     "yaad dilao|yaad dila do|yaad dilana|yaad dilaao|yaad karao|yaad kara do|yaad|reminder|reminder bhejo|"
     "reminder bhej do|remind karo|remind kar do|tagada|tagaada|takaza|takaaza|message bhejo|msg bhejo|"
     "sms bhejo|message bhej do|paise mango|paise maango|paisa mango|yaad dilaiye|message karo|msg karo|"
     "sms karo|message kar do|msg kar do|bol do|bolo ki|keh do|kehna|bolna|bata do ki|batao ki|"
     "याद दिलाओ|याद दिला दो|याद दिलाना|तगादा|रिमाइंडर"),
    ("remind", "yes", "en", "remind|reminder|send reminder|chase|follow up|followup|nudge|ping"),
    ("remind", "yes", "mr", "aathvan|athavan|aathvan karun dya|आठवण|आठवण करून द्या"),
    ("remind", "yes", "gu", "yaad karavo|yad karavo|યાદ કરાવો|યાદ અપાવો"),
    ("remind", "yes", "bn", "mone koriye dao|mone korao|মনে করিয়ে দাও|মনে করাও|তাগাদা"),
    ("remind", "yes", "pa", "yaad karao|ਯਾਦ ਕਰਾਓ|ਯਾਦ ਦਿਲਾਓ"),
    ("remind", "yes", "ta", "ninaivoottu|nyabaga paduthu|ஞாபகப்படுத்து|நினைவூட்டு|நினைவுபடுத்து"),
    ("remind", "yes", "te", "gurthu cheyi|gurtu cheyyi|గుర్తు చేయి|గుర్తు చేయండి"),
    ("remind", "yes", "kn", "nenapisu|nenapu maadu|ನೆನಪಿಸು|ನೆನಪಿಸಿ"),
    ("remind", "yes", "ml", "ormippikku|ormappeduthu|ഓർമ്മിപ്പിക്കൂ|ഓർമിപ്പിക്കൂ"),
    ("remind", "yes", "or", "mane pakai dia|mane pakao|ମନେ ପକାଇ ଦିଅ|ମନେ ପକାଅ"),
)

# Future verbs: what a promise or plan sounds like ("dega", "will pay", "aayega").
FUTURE: tuple[Entry, ...] = (
    ("fut", "pay", "hi",
     "dega|degi|denge|dengi|de dega|de degi|de denge|dedega|dedegi|bhejega|bhejegi|bhejenge|chukayega|"
     "chukayegi|chukaenge|lautayega|lautayegi|jama karega|jama karegi|jama karenge|payment karega|"
     "payment karegi|pay karega|dene wala hai|dene wali hai|dene wale hain|dene ko bola|dene ka bola|"
     "dene ko kaha|dene ka vaada|de jayega|de jaayega|de jayegi|dunga|doonga|dungi|denge|bhej dega|"
     "देगा|देगी|देंगे|दे देगा|भेजेगा|चुकाएगा|जमा करेगा|दूंगा|दूँगा"),
    ("fut", "visit", "hi", "aayega|aayegi|aayenge|ayega|aaega|aaenge|aa jayega|aa jaayega|milega|aaenge|आएगा|आएगी|आएंगे"),
    ("fut", "pay", "en", "will pay|will give|will send|will clear|will settle|will return|promised|promise|"
                         "to pay|going to pay|shall pay|would pay"),
    ("fut", "visit", "en", "will come|will visit|coming|will drop by"),
    ("fut", "pay", "mr", "deil|detil|deto mhanala|देईल|देतील|देणार|denar|pathvel|पाठवेल"),
    ("fut", "visit", "mr", "yeil|yetil|येईल|येतील|येणार"),
    ("fut", "pay", "gu", "aapshe|apshe|aapse|આપશે|આપી દેશે|mokalshe|મોકલશે"),
    ("fut", "visit", "gu", "aavshe|avshe|આવશે"),
    ("fut", "pay", "bn", "debe|deben|dibe|দেবে|দেবেন|দিবে|দিয়ে দেবে|pathabe|পাঠাবে"),
    ("fut", "visit", "bn", "asbe|asben|আসবে|আসবেন"),
    ("fut", "pay", "pa", "devega|devegi|dega|denge|ਦੇਵੇਗਾ|ਦੇਵੇਗੀ|ਦੇਣਗੇ|ਦੇਊਗਾ"),
    ("fut", "visit", "pa", "avega|aavega|ਆਵੇਗਾ|ਆਵੇਗੀ|ਆਉਣਗੇ"),
    ("fut", "pay", "ta", "tharuvaar|tharuvaan|tharuvaanga|kuduppaar|koduppaar|tharen nu sonnaar|"
                         "தருவார்|தருவான்|தருவாங்க|கொடுப்பார்|கொடுப்பான்|தரேன்னு சொன்னார்"),
    ("fut", "visit", "ta", "varuvaar|varuvaan|varuvaanga|வருவார்|வருவான்|வருவாங்க"),
    ("fut", "pay", "te", "isthaadu|istadu|isthaaru|istaru|istanu annadu|ఇస్తాడు|ఇస్తారు|ఇస్తానన్నాడు|ఇస్తుంది"),
    ("fut", "visit", "te", "vasthaadu|vastadu|vasthaaru|వస్తాడు|వస్తారు"),
    ("fut", "pay", "kn", "kodtaare|kodtare|kodtaane|kodtane|koduttaare|ಕೊಡುತ್ತಾರೆ|ಕೊಡ್ತಾರೆ|ಕೊಡ್ತಾನೆ|ಕೊಡುತ್ತಾನೆ"),
    ("fut", "visit", "kn", "bartaare|bartare|bartaane|ಬರುತ್ತಾರೆ|ಬರ್ತಾರೆ|ಬರ್ತಾನೆ"),
    ("fut", "pay", "ml", "tharum|tarum|tharaam|koduthekkam|തരും|തരാം|തന്നേക്കും"),
    ("fut", "visit", "ml", "varum|വരും|വന്നേക്കും"),
    ("fut", "pay", "or", "deba|debe|debi|ଦେବ|ଦେବେ|ଦେବି|ପଠାଇବ"),
    ("fut", "visit", "or", "asiba|asibe|ଆସିବ|ଆସିବେ"),
    ("said", "yes", "hi", "bola|boli|bole|bola hai|bola tha|kaha|kaha hai|keh raha tha|kehta hai|bolta hai|"
                          "bolke gaya|bol ke gaya|bol gaya|वादा|बोला|बोली|कहा"),
    ("said", "yes", "en", "said|says|told|promised|promise"),
)

CHAT: tuple[Entry, ...] = (
    ("chat", "yes", "hi",
     "namaste|namaskar|namaskaar|namastey|pranam|ram ram|jai shri ram|jai shree krishna|radhe radhe|"
     "salaam|salam|adaab|shukriya|dhanyavaad|dhanyawad|dhanyvad|kaise ho|kaisa hai|kya haal|kya haal hai|"
     "sab badhiya|badhiya|mast|wah|shabash|accha|acha|achha|achchha|theek thaak|suprabhat|shubh ratri|"
     "dekh lenge|dekhte hain|baad mein dekhenge|koi baat nahi|chalo theek hai|"
     "नमस्ते|नमस्कार|प्रणाम|राम राम|धन्यवाद|शुक्रिया|कैसे हो|बढ़िया|शुभ प्रभात|अच्छा"),
    ("chat", "yes", "en",
     "hello|hi|hii|hey|good morning|good evening|good night|good afternoon|gm|gn|thanks|thank you|"
     "thanku|thankyou|thx|ty|bye|see you|how are you|great|nice|cool|welcome|awesome|good job|well done|"
     "🙏|😊|🙂|👋"),
    ("chat", "yes", "mr", "namaskar|dhanyavad|नमस्कार|धन्यवाद|छान|chhan|kasa aahes"),
    ("chat", "yes", "gu", "kem cho|majama|aabhar|jai shree krishna|કેમ છો|આભાર|નમસ્તે|મજામાં"),
    ("chat", "yes", "bn", "nomoskar|nomoshkar|dhonnobad|kemon acho|নমস্কার|ধন্যবাদ|কেমন আছো|ভালো"),
    ("chat", "yes", "pa", "sat sri akal|sat shri akal|ਸਤ ਸ੍ਰੀ ਅਕਾਲ|ਧੰਨਵਾਦ|ਕਿਵੇਂ ਹੋ"),
    ("chat", "yes", "ta", "vanakkam|nandri|eppadi irukeenga|வணக்கம்|நன்றி|எப்படி இருக்கீங்க"),
    ("chat", "yes", "te", "namaskaram|dhanyavadalu|ela unnaru|నమస్కారం|ధన్యవాదాలు|ఎలా ఉన్నారు"),
    ("chat", "yes", "kn", "namaskara|dhanyavada|hegiddira|ನಮಸ್ಕಾರ|ಧನ್ಯವಾದ|ಹೇಗಿದ್ದೀರಾ"),
    ("chat", "yes", "ml", "namaskaram|nanni|sukhamano|നമസ്കാരം|നന്ദി|സുഖമാണോ"),
    ("chat", "yes", "or", "namaskar|dhanyabad|kemiti achha|ନମସ୍କାର|ଧନ୍ୟବାଦ|କେମିତି ଅଛ"),
)

# Words that change what a money message means in ways the rules do not model: the reading is handed
# over (or asked) rather than written on the rules' word alone.
RISK: tuple[Entry, ...] = (
    ("risk", "yes", "en",
     "bounce|bounced|bounce ho gaya|fake|nakli|chori|stolen|advance|loan|karz|karza|karj|refund|cashback|"
     "deposit|security|girvi|exchange|badli|badla|reversed|failed|fail|pending hai|ruka|hold pe|kam karo|"
     "kam kar do|kam kardo|ghata do|ghatao|minus|adjust|adjust karo|set off|change|chutta|chhutta|khulla|"
     "बाउंस|नकली|चोरी|एडवांस|लोन|कर्ज|कर्ज़|रिफंड|डिपॉजिट|गिरवी"),
)

# Instructions aimed at the bot, not bookkeeping: never executed, answered with a polite refusal.
INJECT: tuple[Entry, ...] = (
    ("inject", "yes", "en",
     "ignore your rules|ignore the rules|ignore all rules|ignore previous|ignore all previous|"
     "ignore your instructions|ignore the instructions|ignore instructions|ignore above|forget your rules|"
     "forget your instructions|forget everything|system prompt|your prompt|the prompt|jailbreak|"
     "developer mode|dan mode|you are now|act as|pretend|pretend to be|roleplay|new instructions|"
     "all data|all the data|whole database|entire database|database|dump|sql|select * from|select|"
     "drop table|delete from|insert into|truncate|api key|apikey|password|passwords|token|secret|"
     "credentials|admin|sudo|bypass|override|disable safety|shell|execute|run command|rm -rf|hack|"
     "export all|send all data|show me all data|sara data|saara data|poora data|pura data|sab data|"
     "rules bhool jao|rules ignore karo|niyam bhool jao|ignore kar do rules"),
)

# Questions that are not about the books or a person (docs/reading-guide.md, "Not a person"): tax and
# filing, festivals and seasons, what to stock, prices and margins. They go to the knowledge shelf.
TOPICS: tuple[Entry, ...] = (
    ("topic", "tax", "en", "tax|taxes|gst|itr|tds|income tax|gstr|gstr1|gstr3b|gstr-1|gstr-3b|composition|hsn|"
                           "e-way bill|eway bill|tax return|gst return|file return|returns file|filing|file karna|"
                           "file karni|bharna|bharni|bharne|tax notice|gst notice|टैक्स|जीएसटी|रिटर्न|टॅक्स|ટેક્સ|"
                           "ট্যাক্স|ਟੈਕਸ|வரி|పన్ను|ತೆರಿಗೆ|നികുതി|ଟିକସ"),
    ("topic", "festival", "en", "festival|festivals|tyohar|tyohaar|tehwar|tyauhar|diwali|deepawali|deepavali|holi|"
                                "eid|navratri|dussehra|dasara|durga puja|puja season|pongal|onam|ganesh chaturthi|"
                                "rakhi|raksha bandhan|karwa chauth|lohri|baisakhi|bihu|chhath|christmas|new year|"
                                "wedding season|shaadi season|त्योहार|दिवाली|होली|ईद|नवरात्रि|दशहरा|दिवाळी|દિવાળી|"
                                "দুর্গাপূজা|ਦੀਵਾਲੀ|பொங்கல்|தீபாவளி|దీపావళి|ದೀಪಾವಳಿ|ഓണം|ଦୀପାବଳି"),
    ("topic", "stock", "en", "kya stock rakhun|kitna stock rakhun|kya rakhun|kitna mangaun|kitna order karun|"
                             "reorder|what to stock|how much to order|stock up"),
    ("topic", "pricing", "en", "margin|markup|mark up|discount kitna|kitna discount|rate kya rakhun|price kya rakhun|"
                               "kitne mein bechun|what price"),
)

"""Day words for promises (§5.5), counts of time or people that are never money ("3 saal", "no. 4"),
and the small function words of every language that are never a name ("aaj", "hai", "the", "ஒரு").

Same entry shape as words.py: (category, value, language, "phrase|phrase").
"""

from __future__ import annotations

from .words import Entry

# Day words for promises (§5.5): the value is read by promises.py.
WHEN: tuple[Entry, ...] = (
    ("when", "+1", "en", "tomorrow|kal|kal tak|कल|udya|उद्या|kaale|કાલે|agamikal|আগামীকাল|কাল|kalke|ਕੱਲ੍ਹ|"
                         "naalai|naaliki|naalaikku|நாளை|நாளைக்கு|repu|రేపు|naale|ನಾಳೆ|നാളെ|kali|କାଲି"),
    ("when", "+2", "en", "parso|parson|parsoon|परसों|day after tomorrow|parva|परवा|parmdivse|પરમદિવસે|porshu|"
                         "পরশু|ਪਰਸੋਂ|naalai marunaal|நாளை மறுநாள்|ellundi|ఎల్లుండి|naadiddu|ನಾಡಿದ್ದು|mattannal|"
                         "മറ്റന്നാൾ|ପଅରଦିନ|paradina"),
    ("when", "+0", "en", "aaj|today|aaj shaam|aaj raat|tonight|this evening|shaam tak|shaam ko|आज|आज शाम"),
    ("when", "+7", "en", "agle hafte|agla hafta|agle week|next week|agle saptah|अगले हफ्ते|अगले हफ़्ते|"
                         "pudhchya aathvadyat|पुढच्या आठवड्यात|aavta athvadiye|આવતા અઠવાડિયે|porer saptahe|"
                         "পরের সপ্তাহে|ਅਗਲੇ ਹਫ਼ਤੇ|adutha vaaram|அடுத்த வாரம்|vache vaaram|వచ్చే వారం|mundina vaara|"
                         "ಮುಂದಿನ ವಾರ|adutha aazhcha|അടുത്ത ആഴ്ച|asanta saptaha|ଆସନ୍ତା ସପ୍ତାହ"),
    ("when", "month", "en", "agle mahine|agla mahina|agle month|next month|अगले महीने|pudhchya mahinyat|"
                            "पुढच्या महिन्यात|aavta mahine|આવતા મહિને|porer mase|পরের মাসে|ਅਗਲੇ ਮਹੀਨੇ|"
                            "adutha maasam|அடுத்த மாதம்|அடுத்த மாசம்|vache nela|వచ్చే నెల|mundina tingalu|"
                            "ಮುಂದಿನ ತಿಂಗಳು|adutha maasam|അടുത്ത മാസം|asanta masa|ଆସନ୍ତା ମାସ|salary ke baad"),
    ("when", "mon", "en", "monday|mon|somvar|somwar|soamvar|सोमवार*|સોમવાર*|সোমবার*|ਸੋਮਵਾਰ*|thingal|திங்கள்*|"
                          "somavaram|సోమవారం*|somavara|ಸೋಮವಾರ*|thinkal|തിങ്കൾ*|ସୋମବାର*"),
    ("when", "tue", "en", "tuesday|tue|mangalvar|mangalwar|mangal|मंगलवार*|मंगळवार*|મંગળવાર*|মঙ্গলবার*|ਮੰਗਲਵਾਰ*|"
                          "sevvai|செவ்வாய்*|mangalavaram|మంగళవారం*|mangalavara|ಮಂಗಳವಾರ*|chovva|ചൊവ്വ*|ମଙ୍ଗଳବାର*"),
    ("when", "wed", "en", "wednesday|wed|budhvar|budhwar|budh|बुधवार*|બુધવાર*|বুধবার*|ਬੁੱਧਵਾਰ*|pudhan|புதன்*|"
                          "budhavaram|బుధవారం*|budhavara|ಬುಧವಾರ*|budhan|ബുധൻ*|ବୁଧବାର*"),
    ("when", "thu", "en", "thursday|thu|thurs|guruvar|guruwar|brihaspativar|veervar|virvar|vīrvar|गुरुवार*|"
                          "बृहस्पतिवार*|गुरूवार*|ગુરુવાર*|বৃহস্পতিবার*|ਵੀਰਵਾਰ*|viyazhan|வியாழன்*|guruvaram|"
                          "గురువారం*|guruvara|ಗುರುವಾರ*|vyazham|വ്യാഴം*|ଗୁରୁବାର*"),
    ("when", "fri", "en", "friday|fri|shukravar|shukrawar|shukra|शुक्रवार*|શુક્રવાર*|শুক্রবার*|ਸ਼ੁੱਕਰਵਾਰ*|ਸੁੱਕਰਵਾਰ*|"
                          "velli|வெள்ளி*|shukravaram|శుక్రవారం*|shukravara|ಶುಕ್ರವಾರ*|വെള്ളി*|ଶୁକ୍ରବାର*"),
    ("when", "sat", "en", "saturday|shanivar|shaniwar|shani|शनिवार*|શનિવાર*|শনিবার*|ਸ਼ਨੀਵਾਰ*|sani|சனி*|"
                          "shanivaram|శనివారం*|shanivara|ಶನಿವಾರ*|shani|ശനി*|ଶନିବାର*"),
    ("when", "sun", "en", "sunday|ravivar|raviwar|itvar|itwar|etwar|aitwar|रविवार*|इतवार*|રવિવાર*|রবিবার*|"
                          "ਐਤਵਾਰ*|nyayiru|ஞாயிறு*|aadivaram|ఆదివారం*|bhanuvara|ಭಾನುವಾರ*|njayar|ഞായർ*|ରବିବାର*"),
    # Past days for what already happened (docs/reading-guide.md, "Dates"): the value is how many days
    # back. "kal" is yesterday in a record and tomorrow in a promise; it is listed here and under +1.
    ("ago", "1", "en", "yesterday|yesterday's|last night|kal raat|kal shaam|kal subah"),
    ("ago", "1", "hi", "kal|कल|kal ko|beeta kal"),
    ("ago", "1", "mr", "kaal|kal|काल|कालच"),
    ("ago", "1", "gu", "gaikale|gai kale|kale|ગઈકાલે|ગઈ કાલે|કાલે"),
    ("ago", "1", "bn", "gotokal|gatokal|kal|kalke|গতকাল|কাল|কালকে"),
    ("ago", "1", "pa", "kall|kal|ਕੱਲ੍ਹ|ਕੱਲ"),
    ("ago", "1", "ta", "nethu|netru|nethiku|நேற்று|நேத்து|நேத்திக்கு"),
    ("ago", "1", "te", "ninna|నిన్న"),
    ("ago", "1", "kn", "ninne|ನಿನ್ನೆ"),
    ("ago", "1", "ml", "innale|ഇന്നലെ"),
    ("ago", "1", "or", "gatakali|kali|ଗତକାଲି|କାଲି"),
    ("ago", "2", "en", "day before yesterday"),
    ("ago", "2", "hi", "parso|parson|parsoon|परसों|परसो"),
    ("ago", "2", "mr", "parva|परवा"),
    ("ago", "2", "gu", "parmdivse|parmdi|પરમદિવસે|પરમ દિવસે"),
    ("ago", "2", "bn", "porshu|parshu|পরশু"),
    ("ago", "2", "pa", "parson|ਪਰਸੋਂ"),
    ("ago", "2", "ta", "munthaanaal|mundhanaal|முந்தாநாள்|முந்தநாள்"),
    ("ago", "2", "te", "monna|మొన్న"),
    ("ago", "2", "kn", "monne|ಮೊನ್ನೆ"),
    ("ago", "2", "ml", "minnaanu|minnanu|മിനിഞ്ഞാന്ന്"),
    ("ago", "3", "hi", "narson|narso|नरसों"),
    # "3 din pehle", "2 days ago": the count of days before a word for earlier.
    ("before", "yes", "en", "ago|back|before|earlier"),
    ("before", "yes", "hi", "pehle|pahle|pehele|पहले"),
    ("before", "yes", "mr", "aadhi|adhi|purvi|आधी|पूर्वी"),
    ("before", "yes", "gu", "pahela|pehla|પહેલા|પહેલાં"),
    ("before", "yes", "bn", "age|আগে"),
    ("before", "yes", "pa", "pehlan|ਪਹਿਲਾਂ"),
    ("before", "yes", "ta", "munnadi|munnaadi|முன்னாடி|முன்பு"),
    ("before", "yes", "te", "kritam|క్రితం|ముందు"),
    ("before", "yes", "kn", "hinde|ಹಿಂದೆ"),
    ("before", "yes", "ml", "munpu|mumbu|മുമ്പ്|മുൻപ്"),
    ("before", "yes", "or", "agaru|ଆଗରୁ"),
    # Times of day: never a name, and they leave the day as it is ("raat ko", "বিকেলে", "this evening").
    ("daytime", "yes", "hi", "subah|subha|savere|sawere|dopahar|dopaher|shaam|sham|saanjh|sanjh|saanj|raat|raat ko|"
                             "shaam ko|subah ko|dopahar ko|subah subah|सुबह|सवेरे|दोपहर|शाम|शाम को|रात|रात को|सांझ"),
    ("daytime", "yes", "en", "morning|evening|night|afternoon|noon|this morning|this evening|this afternoon|tonight|"
                             "in the morning|in the evening|at night"),
    ("daytime", "yes", "mr", "sakali|sandhyakali|ratri|dupari|सकाळी|संध्याकाळी|रात्री|दुपारी"),
    ("daytime", "yes", "gu", "savare|sanje|raatre|bapore|સવારે|સાંજે|રાત્રે|બપોરે"),
    ("daytime", "yes", "bn", "sokale|bikele|bikel|sondhyay|sondhe|raate|dupure|সকালে|বিকেলে|বিকেল|সন্ধ্যায়|সন্ধ্যে|"
                             "রাতে|দুপুরে"),
    ("daytime", "yes", "pa", "savere|shaami|raati|ਸਵੇਰੇ|ਸ਼ਾਮ|ਸ਼ਾਮੀਂ|ਸ਼ਾਮ ਨੂੰ|ਰਾਤੀਂ|ਰਾਤ ਨੂੰ|ਦੁਪਹਿਰੇ"),
    ("daytime", "yes", "ta", "kaalaiyila|kaalaila|saayangaalam|saayangalam|raathiri|madhiyam|காலையில|காலையில்|"
                             "சாயங்காலம்|ராத்திரி|மதியம்|மாலை"),
    ("daytime", "yes", "te", "poddunna|saayantram|raatri|madhyaahnam|పొద్దున్న|సాయంత్రం|రాత్రి|మధ్యాహ్నం"),
    ("daytime", "yes", "kn", "beligge|sanje|raatri|madhyaahna|ಬೆಳಿಗ್ಗೆ|ಸಂಜೆ|ರಾತ್ರಿ|ಮಧ್ಯಾಹ್ನ"),
    ("daytime", "yes", "ml", "raavile|vaikunneram|raathri|uchakku|രാവിലെ|വൈകുന്നേരം|രാത്രി|ഉച്ചയ്ക്ക്"),
    ("daytime", "yes", "or", "sakalu|sandhyare|rati|ସକାଳୁ|ସନ୍ଧ୍ୟାରେ|ରାତି|ରାତିରେ"),
    # Month names ("28 October ko", "October ka hisaab"); the value is the month's number.
    ("month", "1", "en", "january|jan|janvari|janwari|जनवरी|जानेवारी|জানুয়ারি|જાન્યુઆરી|ਜਨਵਰੀ|ஜனவரி*|జనవరి|ಜನವರಿ|"
                         "ജനുവരി|ଜାନୁଆରୀ"),
    ("month", "2", "en", "february|feb|farvari|farwari|फरवरी|फ़रवरी|फेब्रुवारी|ফেব্রুয়ারি|ફેબ્રુઆરી|ਫਰਵਰੀ|பிப்ரவரி*|"
                         "ఫిబ్రవరి|ಫೆಬ್ರವರಿ|ഫെബ്രുവരി|ଫେବୃଆରୀ"),
    ("month", "3", "en", "march|मार्च|মার্চ|માર્ચ|ਮਾਰਚ|மார்ச்*|మార్చి|ಮಾರ್ಚ್|മാർച്ച്|ମାର୍ଚ୍ଚ"),
    ("month", "4", "en", "april|apr|aprail|अप्रैल|एप्रिल|এপ্রিল|એપ્રિલ|ਅਪ੍ਰੈਲ|ஏப்ரல்*|ఏప్రిల్|ಏಪ್ರಿಲ್|ഏപ്രിൽ|ଏପ୍ରିଲ"),
    ("month", "5", "en", "मई|ਮਈ"),
    ("month", "6", "en", "june|jun|जून|জুন|જૂન|ਜੂਨ|ஜூன்*|జూన్|ಜೂನ್|ജൂൺ|ଜୁନ"),
    ("month", "7", "en", "july|jul|julai|जुलाई|जुलै|জুলাই|જુલાઈ|ਜੁਲਾਈ|ஜூலை*|జూలై|ಜುಲೈ|ജൂലൈ|ଜୁଲାଇ"),
    ("month", "8", "en", "august|aug|agast|अगस्त|ऑगस्ट|আগস্ট|ઓગસ્ટ|ਅਗਸਤ|ஆகஸ்ட்*|ఆగస్టు|ಆಗಸ್ಟ್|ഓഗസ്റ്റ്|ଅଗଷ୍ଟ"),
    ("month", "9", "en", "september|sept|sep|sitambar|सितंबर|सितम्बर|सप्टेंबर|সেপ্টেম্বর|સપ્ટેમ્બર|ਸਤੰਬਰ|செப்டம்பர்*|"
                         "సెప్టెంబర్|ಸೆಪ್ಟೆಂಬರ್|സെപ്റ്റംബർ|ସେପ୍ଟେମ୍ବର"),
    ("month", "10", "en", "october|oct|aktubar|oktubar|अक्टूबर|अक्तूबर|ऑक्टोबर|অক্টোবর|ઓક્ટોબર|ਅਕਤੂਬਰ|அக்டோபர்*|"
                          "అక్టోబర్|ಅಕ್ಟೋಬರ್|ഒക്ടോബർ|ଅକ୍ଟୋବର"),
    ("month", "11", "en", "november|nov|navambar|नवंबर|नवम्बर|नोव्हेंबर|নভেম্বর|નવેમ્બર|ਨਵੰਬਰ|நவம்பர்*|నవంబర్|ನವೆಂಬರ್|"
                          "നവംബർ|ନଭେମ୍ବର"),
    ("month", "12", "en", "december|dec|disambar|दिसंबर|दिसम्बर|डिसेंबर|ডিসেম্বর|ડિસેમ્બર|ਦਸੰਬਰ|டிசம்பர்*|డిసెంబర్|"
                          "ಡಿಸೆಂಬರ್|ഡിസംബർ|ଡିସେମ୍ବର"),
    ("tarikh", "yes", "en", "tarikh|tareekh|tarik|tarkh|date|तारीख|तारीख़|tarakh|तारखेला|તારીખે|তারিখ|ਤਾਰੀਖ|"
                            "தேதி|తేదీ|ತಾರೀಖು|തീയതി|ତାରିଖ"),
    ("days", "yes", "en", "din|dino|days|day|divas|दिन|दिनों|दिवस|દિવસ|দিন|ਦਿਨ|நாள்|రోజులు|ದಿನ|ദിവസം|ଦିନ"),
    # Counts that are never money: "3 saal se", "2 baar", "4 ghante", "table no 4".
    ("notmoney", "after", "en", "saal|sal|years|year|baras|mahine|mahino|months|hafte|hafton|weeks|ghante|ghanta|"
                                "kaam|baat|cheez|second|seconds|sec|min|minat|"
                                "hours|hour|minute|minutes|mins|baar|bar|times|time|log|logon|people|persons|"
                                "साल|महीने|हफ्ते|घंटे|बार|लोग|वर्षे|वेळा|વર્ષ|વાર|বছর|বার|ਸਾਲ|ਵਾਰ|வருஷம்|தடவை|"
                                "సంవత్సరాలు|సార్లు|ವರ್ಷ|ಸಲ|വർഷം|തവണ|ବର୍ଷ|ଥର"),
    ("notmoney", "before", "en", "no|no.|number|bill no|order no|invoice no|table no|room no|flat no|ward no|gali no|"
                                 "house no|mobile|phone|#|नंबर|नं"),
)


# Words that are never a name. Many are plain Hinglish/English glue; Indic ones are the commonest.
FUNCTION: tuple[Entry, ...] = (
    ("fn", "yes", "hi",
     "aaj|abhi|abhi abhi|subah|shaam|sham|raat|dopahar|din|hafta|mahina|saal|maine|hum|mera|meri|mere|"
     "apna|apni|apne|ek|aur|or|bhi|to|toh|tho|hi|hai|hain|he|h|tha|thi|the|ho|hua|hui|hue|gaya|gaye|"
     "gayi|raha|rahe|rahi|me|mein|mai|yeh|ye|yah|woh|wo|is|us|in|un|jo|sab|sabhi|kuch|bahut|zyada|"
     "jyada|kam|thoda|liye|rupaye|rupay|rupiya|rupiye|rupees|rupee|rs|paise|paisa|paison|total|sirf|"
     "bas|please|pls|plz|jaldi|aaj|kal|dukan|dukaan|wapas|phir|fir|baad|pehle|pahle|abhi tak|tak|"
     "lekin|par|magar|kyunki|isliye|matlab|yaar|bhai|boss|arre|are|arey|oye|haan|ji|nahi|ok|acha|"
     "accha|theek|likho|likh|likh do|likh lo|karo|kar|kiya|kiye|kari|kar do|daalo|daal|dal do|note|"
     "note karo|add|add karo|chadha do|chadhao|entry|hisaab|hisab|wala|wale|wali|jitna|utna|kitna|"
     "ka|ke|ki|ko|se|ne|pe|baaki|baki|bacha|upar|neeche|saath|sath|bina|liya|diya|gaye|abhi|aaj|"
     "rupaiya|rupaiye|rupya|roopay|ruppe|rupe|payment|amount|rakam|raqam|paisa|udhaar|cash|online|"
     "galla|bikri|sale|kharcha|mahine|hafte|agle|pichle|purana|naya|nayi|gaadi|gadi|tempo|hisaab|"
     "बाकी|और|भी|तो|है|हैं|था|थी|थे|हो|हुआ|हुई|हुए|गया|गई|गए|रहा|रही|रहे|रही|में|मैं|यह|वह|सब|कुछ|रुपये|रुपए|"
     "रुपया|पैसे|आज|कल|अभी|लिखो|लिख|करो|किया|किए|किये|कर|कर दो|कर दिया|एक|से|को|का|की|के|ने|दो|लो|दें|दीजिए|कीजिए|करें|सिर्फ|बस|"
     "ठीक|वाला|वाली|वाले|अब|फिर|बहुत|कम|ज्यादा|आया|मिला|hui|hue|rahi|raha|rahe|ab|gai|gayi|hoga|hogi|hoge|"
     # seeing and auxiliaries: "naam nahi dikh raha" has no name in it
     "dikh|dikha|dikhe|dikhi|dikhai|dikhta|dikhti|rha|rhi|rhe|daale|dale|daala|dala|dikh raha|dikh rha|"
     "दिख|दिखा|दिखे|दिखी|दिखाई|दिखता|डाले|डाला|रहा है|रही है|"
     # to take, to give: "kis kis se paise lene hain" names nobody
     "lene|lena|leni|dene|deni|लेने|लेना|लेनी|देने|देना|देनी"),
    ("fn", "yes", "en",
     "the|a|an|and|or|of|for|to|on|in|at|by|with|from|today|yesterday|tomorrow|my|me|i|we|he|she|"
     "they|it|this|that|these|those|is|was|were|are|am|has|have|had|be|been|will|shall|would|could|"
     "should|can|did|do|does|just|also|only|all|some|any|more|less|total|rupees|rupee|rs|inr|bucks|"
     "amount|payment|money|cash|please|pls|thanks|ok|okay|yes|no|not|entry|record|add|note|write|"
     "put|mark|log|his|her|their|our|your|him|them|us|so|then|now|after|before|again|back|off|up|"
     "down|out|over|about|as|into|till|until|worth|value|price|cost|bill|each|per|new|old|last|"
     "first|second|next|previous|morning|evening|night|afternoon|week|month|year|day|days|shop|store|"
     "customer|supplier|sir|madam|dear|bro|boss|via|using|through|account|balance|udhaar|credit|another|"
     "more|extra|some|few|around|about|approx|approximately|roughly|almost|nearly|make|made|it|that|there|"
     "here|what|which|who|got|get|give|take|left|right|wrong|sure|ok|yeah|please|kindly|also|too|very|"
     "much|many|lot|lots|bit|little|one|ones|thing|things|worth|rs.|rupaiya|only|even|still|already|yet|"
     "same|other|others|both|all|every|everyone|anyone|someone|nothing|something|name|number|phone|upi|"
     "gpay|paytm|phonepe|online|cash|bank|transfer|cheque|card|dues|due|money|payment|paid|pay|amount|"
     "towards|against|regarding|part|partial|full|final|half|remaining|pending|total|dekho|suno|dekh|"
     "acha|achha|haan|bhai|yaar|toh|na|bas|sirf|wala|wali|wale|abhi|thoda|jaldi|please|pura|poora|pure|"
     "poore|puri|poori|sara|saara|sari|saari|sare|saare|ke liye|ki liye|ke lie|ke liyе|ke vaaste|ke waste|"
     "ke badle|ke hisaab se|tab|jab|fir se|phir se|fully|completely|entire|whole|sun|suno|sunn|suniye|ek kaam|ek baat|le|lo|lena|lijiye|dena|dijiye|bolo|bol|"
     "likh le|likh lo|kar lo|kar le|note kar lo|likhun|likhu|likhna|likhe|likha|you|your|yours|aap|aapka|aapki|tum|tumhara|tumhari|tu|tera|teri"),
    ("fn", "yes", "mr", "आज|काल|आणि|पण|तर|आहे|होते|होता|होती|केले|केला|केली|रुपये|रुपए|पैसे|एक|मी|मला|त्यांनी|"
                        "झाली|झाला|झाले|झालं|किती|नोंद|करा|ani|aahe|ahe|hote|hota|kele|rupaye|paise|mi|aaj|kaal|"
                        "aani|tar|zhali|jhali|zala|jhala|zale"),
    ("fn", "yes", "gu", "આજે|કાલે|અને|પણ|છે|હતા|હતું|હતી|કર્યા|કર્યું|રૂપિયા|પૈસા|એક|મેં|થયું|થયો|થઈ|થયા|માં|ane|che|"
                        "chhe|hata|hatu|karya|rupiya|paisa|aaje|kale|thayu|thayo|thai"),
    ("fn", "yes", "bn", "আজ|কাল|আর|এবং|ও|আছে|ছিল|করলাম|করো|টাকা|টাকার|এক|আমি|হল|হলো|হয়েছে|হয়েছে|এই|টা|টি|"
                        "aaj|kal|ar|ache|chilo|korlam|taka|takar|ek|ami|holo|hoyeche"),
    ("fn", "yes", "pa", "ਅੱਜ|ਕੱਲ੍ਹ|ਅਤੇ|ਤੇ|ਹੈ|ਸੀ|ਕੀਤੇ|ਕੀਤਾ|ਰੁਪਏ|ਪੈਸੇ|ਇੱਕ|ਮੈਂ|ਹੋਈ|ਹੋਇਆ|ਹੋਏ|ਨੇ|ਦਿਓ|ajj|te|hai|si|"
                        "kitte|rupaye|paise|ikk|hoi|hoya"),
    ("fn", "yes", "ta", "இன்னைக்கு|இன்று|நேத்து|நேற்று|மற்றும்|ரூபாய்|ரூபா|காசு|பணம்|ஒரு|நான்|இருக்கு|ஆனது|"
                        "பண்ணு|செய்|rubai|roopai|rupai|kaasu|panam|oru|naan|irukku|inniki|nethu|aachu|ஆச்சு|ரூ"),
    ("fn", "yes", "te", "ఈరోజు|నిన్న|మరియు|రూపాయలు|రూపాయి|డబ్బులు|ఒక|నేను|ఉంది|జరిగింది|అయింది|ఉన్నాడు|ఉన్నారు|"
                        "ఉన్నది|లో|roopayalu|rupayalu|dabbulu|oka|nenu|undi|eeroju|ninna"),
    ("fn", "yes", "kn", "ಇವತ್ತು|ನಿನ್ನೆ|ಮತ್ತು|ರೂಪಾಯಿ|ಹಣ|ದುಡ್ಡು|ಒಂದು|ನಾನು|ಇದೆ|ಆಯಿತು|ಆಗಿದೆ|ಆಯ್ತು|roopayi|rupayi|"
                        "duddu|ondu|naanu|ide|ivattu|ninne|aayitu"),
    ("fn", "yes", "ml", "ഇന്ന്|ഇന്നലെ|പിന്നെ|രൂപ|പൈസ|കാശ്|ഒരു|ഞാൻ|ഉണ്ട്|ആയി|ആയിരുന്നു|roopa|rupa|paisa|oru|"
                        "njan|undu|innu|innale"),
    ("fn", "yes", "en", "रुपय*|रुपए*|ரூபாய்*|ரூபா*|రూపాయ*|ರೂಪಾಯ*|രൂപ*|টাকা*|ଟଙ୍କା*|રૂપિય*|ਰੁਪਏ*|ਰੁਪਈ*|रुपये*"),
    ("fn", "yes", "or", "ଆଜି|କାଲି|ଏବଂ|ଓ|ଟଙ୍କା|ଟଙ୍କାର|ପଇସା|ଗୋଟେ|ମୁଁ|ଅଛି|ହେଲା|ହୋଇଛି|କର|tanka|paisa|gote|mu|achhi|"
                        "aaji|kali|hela"),
)

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

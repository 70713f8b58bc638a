"""Marathi: the words the rules thinker reads in Marathi messages (Devanagari, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.

The endings glued to names in Devanagari ("रमेशला", "सरलाताईला") live here; the honorific ones
apply to Hindi too.
"""

from __future__ import annotations

CODE = "mr"
SCRIPT = "deva"  # the script its own letters are in (scripts.py)
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "म्हणाला|म्हणाले|म्हणाली|सांगितलं|सांगितले|mhanala|mhanale|mhanali|sangitla|sangitle",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "माझ्या दुसऱ्या खात्यात|दुसऱ्या खात्यात|माझ्या खात्यात|स्वतःच्या खात्यात|माझ्या दुसऱ्या अकाउंटला|दुसऱ्या अकाउंटला|mazya dusrya khatyat|dusrya khatyat|majhya dusrya khatyat|dusrya account la",
    },
    "verb": {
        "give": "दिलं|दिलंय|dila|पैसे दिले|पैसे दिलेत|paise dile|dile|dila|dili|dilet|deun taklet|dilay|pathavle|pathavla|दिले|दिला|दिली|दिलेत|देऊन टाकले|पाठवले|पाठवला|gpay kele|gpay kela|gpay keli|phonepe kele|phonepe kela|upi kele|upi kela|paytm kele|online kele|online pathavle|dilyat|dilyaat|dilet ki",
        "give_in": "deun gela|deun gele|deun geli|देऊन गेला|देऊन गेले|देऊन गेली",
        "recv": (
            "milale|milala|milali|mille|aale|aala|jama kele|jama kela|parat dile|parat kele|vasool|मिळाले|मिळाला|मिळाली|"
            "आले|आला|आल्या|आल्या होत्या|आले होते|आला होता|aalya|aale hote|aala hota|जमा केले|जमा केला|परत दिले|परत केले|"
            "परत|वसूल"
        ),
        "repay": "fedle|phedle|chukavle|chukte kele|फेडले|फेडली|चुकवले|चुकते केले",
        "pay": "payment kela|payment kele|payment keli|पेमेंट केला|पेमेंट केले|पेमेंट केली|bharle|bharla|bharli|भरले|भरला|भरली|भरलं",
        "take": (
            "nele|nela|neli|gheun gela|gheun gele|gheun geli|ghetle|ghetla|ghetli|नेले|नेला|नेली|घेऊन गेले|घेऊन गेला|"
            "घेऊन गेली|घेऊन गेल्या|घेतले|घेतला|घेतली|नेल्या|nelya|घेतल्या|ghetlya"
        ),
        "buy": (
            "maal aala|maal aale|mal aala|maal ala|माल आले|खरेदी केला|विकत घेतलं|आणल्या|आणलं|मागवली|kharedi kela|aanlya|magavli|vikat ghetle|vikat ghetla|vikat ghetli|kharedi kele|kharedi keli|magavle|magavla|विकत घेतले|विकत घेतला|"
            "विकत घेतली|खरेदी केले|खरेदी केली|खरेदी|मागवले|मागवला|माल आला|aanle|aanla|aanli|आणले|आणला|आणली|घेतलेल्या|घेतलेले|घेतलेला|घेतलेली|ghetlelya"
        ),
        "sell": "छापल्या|छापले|छापली|छापून दिल्या|chhaplya|chhaple|उत्पन्न|धंदा|आजचा धंदा|dhanda|विकल्या|विकलं|विकलेत|viklya|viklat|vikle|vikla|vikli|vikri|vikun|विकले|विकला|विकली|विक्री|विकून|विकलेले|विकलेली|विकलेला|viklan|विकलेल्या|viklelya",
        "spend": "kharch zala|kharch jhala|खर्च झाला|खर्च झाले",
    },
    "withdraw": {
        "yes": "kadhle|kadhla|काढले|काढला",
    },
    "deposit": {
        "yes": "bharla|भरला|jama kele|जमा केले|भरले|bharle|टाकले|टाकले होते|takle|taakle",
    },
    "credit": {
        "yes": "udhaar|udhari|उधार|उधारी|उधारीवर|उधारीत|उधारीने|udharivar|udharit|khatyat|खात्यात|खात्यावर|नावावर|navavar",
    },
    "paid": {
        "yes": (
            "रोख|रोखीने|rokhine|रोकड|kash|कॅश|कॅशने|पैसे दिले|पैसे दिलेत|paise dile|यूपीआय|युपीआय|गुगल पे|गूगल पे|फोन पे|फोनपे|"
            "पेटीएम"
        ),
    },
    "per": {
        "before": "प्रत्येकी|pratyeki",  # "प्रत्येकी ३५०": each, said before the price
        "yes": "la ek|la eka|na ek|chi ek|cha ek|ekala|रुपयाला एक|रुपयांना एक|रुपयाचा एक|rupayala ek|ला एक|ना एक|ची एक|चा एक|एकाला|दराने|भावाने|च्या दराने|च्या भावाने|रेटने|च्या रेटने|"
               "darane|bhavane|chya darane|chya bhavane|ratene",
    },
    "mode": {
        "cash": "रोख|रोखीने|rokhine|रोकड|kash|कॅश|कॅशने|कॅश मध्ये",
        "upi": "यूपीआय|युपीआय|गुगल पे|गूगल पे|फोन पे|फोनपे|पेटीएम|फोनपेवर|फोन पे वर|गुगल पे वर|गूगल पे वर|गुगलपेवर|पेटीएमवर|यूपीआयवर|युपीआयने|यूपीआयने|फोनपे वर|गुगलपे वर|पेटीएम वर|यूपीआय वर|phonepe var|gpay var",
    },
    "defer": {
        "yes": "महिन्याच्या शेवटी|महिनाअखेर|महिनाअखेरीस|आठवड्याच्या शेवटी|mahinyachya shevti|mahina akher|nantar|नंतर|नंतर देऊ|nantar deu",
    },
    "cost": {
        "snack": "वडापाव|भजी|समोसा|vadapav|bhaje|bhajji|bhajiya",  # (Latin "bhaji" is भाजी, vegetables, far more often)
        "yes": (
            "गॅस सिलिंडर|गॅस सिलेंडर|गॅस|सिलिंडर|gas cylinder|बर्फ|chaha|bhade|bhaada|pagaar|vij bill|light bill|durusti|जेवण|चहा|भाडे|भाडं|पगार|वीज बिल|लाईट बिल|"
            "दुरुस्ती|नाश्ता|रिक्षा|मजुरी|हमाली|चहा पाणी|चहापाणी|बर्फाचे|बर्फाचा|बर्फासाठी|baraf|barf|बर्फ|दान|देणगी|वर्गणी"
        ),
    },
    "goods": {
        "generic": "saman|सामान|माल|वस्तू",
        "item": (
            "फेशियल|थ्रेडिंग|वॅक्सिंग|हेअर स्पा|हेअरकट|मेकअप|ब्रायडल मेकअप|मेहंदी|लॅक्मे|चप्पल|चपला|चप्पलचे|बूट|सँडल|chappal|स्पेअर पार्ट्स|स्पेअर पार्ट|पंक्चर|बॅलन्सिंग|अगरबत्ती|अगरबत्तीचे|कापूर|धूप|चांदी|तांबे|तांब्याचे|पितळ|पितळी|सोने|सोन्याचे|सोन्याची|शिलाई|शिवणकाम|shilai|लॅमिनेशन|झेरॉक्स|प्रिंट|बायंडिंग|स्पायरल बायंडिंग|रिचार्ज|पेढे|बर्फी|चिवडा|फरसाण|शेव|pedhe|chivda|farsan|कांदा|बटाटा|टोमॅटो|खवा|khava|kanda|batata|मासे|फुले|अंडी|केळी|फळे|बर्फ|मीठ|दही|पनीर|चिकन|मटण|झेंडू|गुलाब|मासळी|tandul|gahu|saakhar|dudh|tel|dal|तांदूळ|गहू|साखर|दूध|तेल|डाळ|पीठ|तूप|शेंगदाणे|बेसन|भाजी|भाजीपाला|telacha|telachi|telache|कटिंग|डाय|दाढी|फेशियल|मसाज|ब्लेड|शेव्हिंग क्रीम|क्रीम|साबण|cutting|dadhi|औषधं|औषधे|औषधांचे|aushadh|aushadha|धागा|धागे|दोरा|बटण|बटणं|बटणे|अस्तर|लेस|dhaga|batan|batna|bhaji|bhajipala|bhaajipala|sabji|दळण|दळणाचे|दळणाची|दळणाचा|dalan|dalanache|सूट|कपडे|"
            "साडी|साड्या|ड्रेस|कांदे|बटाटे|टोमॅटो|गोळ्या|औषध|सिमेंट|पाईप|वडापाव|वडा पाव|वडे|समोसे|भजी|मिसळ|पोहे"
        ),
    },
    "yes": {
        "yes": "ho|hoy|haa|barobar|thik aahe|theek aahe|thik ahe|हो|होय|बरोबर|ठीक आहे|चालेल|chalel|ho na|hoy na|ho ki|ho ho|hoy hoy",
    },
    "no": {
        "no": "nako|nahi|naahi|नको|नाही",
    },
    "neg": {
        "yes": "nahi|naahi|nako|नाही|नको|नव्हती|नव्हता|नव्हते|नव्हतं|navhti|navhta|navhte",
    },
    "q": {
        "how_much": "kiti|किती",
        "who": "kon|kona|कोण|कोणाला|कोणाचे|konakade|konakonakade|kunakade|kuna|konakade konakade",
        "what": "kay|काय",
        "show": "dakhva|dakhav|sanga|saang|दाखवा|दाखव|सांगा|सांग",
    },
    "qn": {
        "balance": "baki|बाकी|येणे|देणे|थकबाकी",
        "stock": "shillak|शिल्लक|स्टॉक",
        "sales": "धंदा|dhanda|धंद्याचा|वकरा|गल्ला",
    },
    "period": {
        "today": "aaj|aajcha|aajchya|aajchi|aajche|aajcha|आज|आजचा|आजची|आजच्या|आजचे|आजचं",
        "yesterday": "kaal|kal|काल",
        "last_week": "magchya aathvadyat|maagchya aathvadyat|मागच्या आठवड्यात|मागील आठवड्यात",
        "last_month": "magchya mahinyat|maagchya mahinyat|मागच्या महिन्यात|मागील महिन्यात|मागच्या महिन्याच्या|"
        "मागच्या महिन्याचे|मागच्या महिन्याचा|मागच्या महिन्याची|मागच्या महिन्याचं|मागील महिन्याचे|magchya mahinyache|"
        "magchya mahinyacha|maagchya mahinyache",
        "this_week": "ya aathvadyat|aathavda|या आठवड्यात|आठवड्यात",
        "this_month": "ya mahinyat|mahinyat|या महिन्यात|महिन्यात",
    },
    "fix": {
        "yes": "chuk|chukla|chukli|chukle|chukichi|chukichya|चुकली|चुकला|चुकले|चुकलं|चूक|चुकीचे|चुकीची|चुकीचं|चुकीच्या|चुकीचा|बदला|दुरुस्त करा",
    },
    "cancel": {
        "yes": "पुसून टाक|काढून टाक|रद्द कर|साफ करून टाका|साफ करून टाक|साफ करा|साफ कर|saaf karun taka|saf karun taka|saaf kara|खोडून टाक|डिलीट कर|pusun tak|pusun taak|pusun taka|kadhun taka|kadun taka|rad kara|काढून टाका|रद्द करा|खोडा|khoda|पुसून टाका|डिलीट करा|कॅन्सल करा|kadhun taak|kadhun taaka|kadha|radd kara|delete kara|cancel kara|khodun taka|kadhun tak",
    },
    "every": {
        "yes": "सगळ्या|सगळे|सगळी|सगळं|सगळा|सर्व|पूर्ण|saglya|sagle|sagli|sarva|sagla|saglaa|sagala|sagale|saglach",
    },
    "entry": {
        "last": "entry|magchi|मागची|मागील|शेवटची|एंट्री|नोंद|नोंदी|nond|nondi|shevatchi|shevatcha|shevatche|shevtachi|shevtacha|akhercha|akherchi|aadhichi|maagchi|magcha|last entry",
    },
    "dup": {
        "yes": "don vela|दोन वेळा",
    },
    "remind": {
        "yes": "aathvan|athavan|aathvan karun dya|आठवण|आठवण करून द्या",
    },
    "fut": {
        "pay": "deil|detil|deto mhanala|देईल|देतील|देणार|denar|pathvel|पाठवेल|देऊ|देईन|deu|dein|deun takto",
        "visit": "yeil|yetil|येईल|येतील|येणार",
    },
    "chat": {
        "yes": "namaskar|dhanyavad|नमस्कार|धन्यवाद|छान|chhan|kasa aahes",
    },
    "mark": {
        "loc": "kade|कडे",
        "doer": "ne|ni|नी|ने|यांनी|yanni|sahebanni|sahebani|sirani|sirnni|tainni|kakanni|dadanni|bhaunni|mamanni|kakunni|kakuni|kakini|mavshini",
        "dat": "la|ला|na|ना|yanna|यांना|sahebanna|sirana|taina|kakana|dadana|bhauna|mamana|kakunna|kakuna|kakula|kakinna|mavshila",
        "src": "kadun|kadoon|कडून|यांच्याकडून|kadna|मधून|madhun",
        "gen": "kakuncha|kakunchi|kakunche|kakuncha|kakachi|kakacha|taincha|tainchi|bhauncha|cha|chi|che|chya|चा|ची|चे|च्या|यांचे|यांचा|यांची|यांच्या|yanche|yancha|yanchi|चं",
        "cred": "chya navavar|chya naave|च्या नावावर|च्या नावे|च्या खात्यात",
    },
    "hon": {
        "yes": (
            "मॅडम|मॅम|madam|medam|मिसेस|मिसेज|मिस्टर|डॉक्टर|श्रीमती|"
            "tai|taai|bhau|dada|saheb|rao|kaku|mavshi|maushi|vahini|वहिनी|ताई|भाऊ|दादा|साहेब|राव|मावशी|आक्का|अण्णा|काकू|काका|मामा|"
            "kaka|mama|aaba|aba|baba|nana|appa|आबा|बाबा|नाना|आप्पा|अप्पा|बाई|बाईं|bai"
        ),
    },
    "owner": {
        "subj": "mi|mee|aamhi|amhi|मी|आम्ही|मीच|मीही|आम्हीच|आम्हीही|meech|स्वतः|mich",
        "obj": "mala|amhala|मला|आम्हाला|मलाच|मलाही|आम्हालाच|आम्हालाही",
    },
    "pron": {
        "yes": (
            "tyane|tyala|tyacha|tyachya|tine|tila|ticha|tyanni|tyanna|त्याने|त्याला|त्याचे|त्याच्या|तिने|तिला|त्यांनी|"
            "त्यांना|tyanchi|tyancha|tyanche|tyanchya|त्यांची|त्यांचा|त्यांचे|त्यांच्या|त्याची|त्याचा|तिची|तिचा|तिचे|तिच्या|"
            "त्यांच्याकडे|त्यांच्याकडून|त्यांचं|त्याचं|तिचं"
        ),
    },
    "someone": {
        "yes": "konitari|konitri|कोणीतरी|कुणीतरी|कोणी",
    },
    "both": {
        "yes": "doghe|doghanna|दोघे|दोघांना|दोघांच्या",
    },
    "together": {
        "yes": "ekun|sagla milun|sagle milun|saglyache milun|सगळे मिळून|सगळं मिळून|एकूण|मिळून",
    },
    "also": {
        "yes": "pan|pann|suddha|sudha|पण|सुद्धा|ही",
    },
    "role": {
        "supplier": "वितरक*|vitarak*|घाऊक विक्रेता|ठोक|अडत*|मंडई|बाजार|mandai|mandai*|mandit|mandiit|mandila|mandimadhe|bajarat|bazarat|घाऊक|ghauk|मार्केट*|यार्ड*|market yard|मार्केट यार्ड|आडत्या|adatya|गवळी|gavli|gawli|गवळ्या*|दूधवाल्या*|दूधवाला*",
        "service": (
            "पेंटर*|पेन्टर*|कामाच्या मुली*|कामाची मुलगी|कामाचा मुलगा|कामाच्या मुला*|कामवाली*|कामवाल्या*|घरमालक|gharmalak|मालक|mistri|कामवाली|रिक्षावाला|ठेकेदार|मिस्त्री|शिंपी|कारागीर|कारागिर|karagir|कामगार|"
            "kamgar|हमाल|hamal|नाखवा|nakhwa|स्टाफ|ड्रायव्हर|गडी|नोकर|मदतनीस|पोऱ्या|पोर्‍या|पोर्या|porya|कामवाली*|कामवाल्या*|कामवाली बाई*|कामवाल्या बाई*|मोलकरीण*|मोलकरणी*|नोकराला|नोकरांना|गड्याला|पोरगा|पोरग्याला|पोराला|पोरांना|पोरीला|पोरगी|मजूर|मजुराला|मजुरांना|मजूरांना|कामगाराला|कामगारांना|चौकीदार*|वॉचमन*|ड्रायव्हर*|ड्रायवर*|गवंडी*|सुतार*|रंगारी*|हातगाडी*|गाडीवाल्या*|मदतनिसाला|स्वयंपाकी*|आचारी*|शिपाई*|kamwali|kaamwali|molkarin|porga|majur|chaukidar|kamwali*|kamwalya*|kaamwali*|kaamwalya*|molkarin*|porgya*|porala|porila|majurala|majurana|hamalala|hamalana|baila|baina|bainna|bailaa"
        ),
        "buyer": "हॉटेल*|हॉटेलवाल*|खानावळ*|क्लिनिक*|दवाखान*|हॉस्पिटल*",
        "place": "dukanat|dukanatle|dukanatun|dukanatla|दुकान|दुकानाचे|दुकानाचा|दुकानाची|बंदर|बंदरावर|बंदरात|बंदरावरून|धक्क्यावर|bandar|bandaravar|ऑफिस*|ऑफीस*|कार्यालय*|शाळे*|कॉलेज*|मंदिर*|देऊळ*|देवळा*",
    },
    "mart": {
        "yes": "मंडई|बाजार|मार्केट|मार्केट यार्ड|यार्ड|mandai|market yard",
    },
    "wala": {
        "yes": "wala|vala|वाला|वाले|walya|walyala|walyane|walyacha|walyachya|valya|valyala|वाल्या|वाल्याला|वाल्याने",
    },
    "frac": {
        "0.5": "अर्धे|अर्धा|ardhe",
    },
    "rest": {
        "yes": "urlele|baki|उरलेले|बाकी",
    },
    "old": {
        "yes": "juna|june|juni|junya|जुना|जुने|जुनी|जुनं|मागचे|मागची|मागचं|मागचा|मागील|magcha|magche",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "जुन्या खात्यातून|जुन्या हिशोबातून|जुन्या वहीतून|juna hishob|juna hisheb|juna hisab|जुना हिशोब|जुना हिशेब|जुना हिसाब|जुने हिशोब|आधीचा हिशोब|aadhicha hishob",
    },
    "owe": {
        "shop": "dyayche|dyayache|dyaayche|dyayche aahet|dyayche ahet|द्यायचे आहेत|द्यायचे|द्यायचं|द्यायची|dyaycha|द्यायचं आहे|देणं आहे|देणे आहे|देणं|देणे|dena ahe",
        "them": "ghyayche aahet|yene|येणे|येणं|येणं आहे|येणे आहे|घ्यायचे",
    },
    "ago": {
        "1": "kaal|kal|काल|कालच",
        "2": "parva|परवा",
    },
    "before": {
        "yes": "aadhi|adhi|purvi|आधी|पूर्वी",
    },
    "daytime": {
        "yes": (
            "दिवसभर|दिवसभरा|दिवसभरात|दिवसभराचा|दिवसभराची|दिवसभराचे|divasbhar|divasbhara|sakali|sandhyakali|ratri|dupari|dupar|duparparyant|sakalpasun|sandhyakalparyant|सकाळी|संध्याकाळी|रात्री|दुपारी|वाजता|वाजले|vajta|सकाळपासून|सकाळ*|"
            "sakalpasun"
        ),
    },
    "days": {
        "yes": "दिवसात|दिवसांत|दिवसांनी|divsat|divsaat|divasat|divasaat|divasanni",
    },
    "kin": {
        "yes": (
            "बायको|मुलगा|मुलगी|सून|नवरा|पोरगा|पोरगी|नोकर|ड्रायव्हर|baiko|mulga|mulgi|मुला|मुली|पोरा|पोरी|नवऱ्या|"
            "नोकरा|क्लास|कोचिंग|शाळा|दवाखाना|फार्म|शेत|हॉटेल"
        ),
    },
    "risk": {
        "advance": "ॲडव्हान्स|अ‍ॅडव्हान्स|आगाऊ",
    },
    "unit": {
        "box": "डबा|डबे",
        "piece": "प्रती|प्रत|नग",
    },
    "notmoney": {
        "before": "साईज|इयत्ता",  # "size 42": the size, never a sum
        "size": "इंची|इंच",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "लिहून ठेव|लिहून ठेवा|लिहून घे|लिहून घ्या|lihun thev|lihun theva|lihun ghe|rahilele|rahilela|hishob|hisheb|galyasathi|dukanasathi|mhanje|mhanaje|परत लिही|परत लिहा|परत लिहून घ्या|पुन्हा लिही|पुन्हा लिहा|parat lihi|parat liha|punha lihi|punha liha|ajun|aajun|दुसऱ्या|दुसरा|दुसरी|दुसरे|दुसऱ्याचं|दुसऱ्याचे|दुसऱ्याचा|dusrya|dusra|dusri|dusre|dusryacha|dusryache|इतर|itar|पुढच्या|पुढचा|पुढची|पुढचे|पुढील|pudhchya|pudhcha|pudhil|लिहा|लिही|लिहून घ्या|लिहून ठेवा|लिहून टाका|liha|lihun ghya|lihun theva|दिवसाची|दिवसाचा|दिवसाचे|divsachi|divsacha|divsache|लिहायला विसरलो|लिहायला विसरले|लिहायचे राहिले|पर्यंत|paryant|होतं|होता|होती|होते|hota|hote|"
            "lihayla visarlo|lihayche rahile|त्यातले|त्यापैकी|त्यातील|ज्यात|त्यात|आहेत|होत्या|aahet|आज|काल|आणि|हमणां|हमणा|आत्ता|आता|महिन्याचे|महिन्याचा|महिन्याची|महिन्यात|महिना|महिन्या|पण|तर|आहे|होते|होता|होती|केले|केला|केली|रुपये|रुपए|पैसे|एक|मी|मला|त्यांनी|झाली|झाला|झाले|झालं|"
            "किती|नोंद|करा|ani|aahe|ahe|hote|hota|kele|rupaye|paise|mi|aaj|kaal|aani|tar|zhali|jhali|zala|jhala|zale|ते|"
            "te|त्या|पूर्ण|purna|poorna|दुकानासाठी|साठी|sathi|अजून|ajun|आणखी|aankhi|स्वतः|स्वतःच्या|स्वतःचे|स्वतःची|swatah|"
            "तेवढीच|तेवढाच|तेवढेच|तेवढी|तेवढा|तेवढे|एवढी|एवढा|एवढे|एवढीच|एवढाच|एवढेच|इतकी|इतका|इतके|तितकी|तितका|तितके|"
            "tevdhich|tevdhach|tevdhe|evdhe|evdha|evdhi|च|फक्त|केवळ|सुद्धा|जवळपास|साधारण|अंदाजे|fakt|phakt|javalpas|andaje|या|तोच|तीच|तेच|त्याच|स्वतःचा|swatahchya"
        ),
    },
    "when": {
        "eom": "महिन्याच्या शेवटी|महिनाअखेर|महिनाअखेरीस|mahinyachya shevti|mahina akher",  # by the month's end: its last day
        "mon": "somvari|somvarla",
        "tue": "mangalvari|mangalvarla",
        "wed": "budhvari|budhvarla",
        "thu": "guruvari|guruvarla",
        "fri": "shukravari|shukravarla",
        "sat": "shanivari|shanivarla",
        "sun": "ravivari|ravivarla",
        "+7": "pudhchya aathavdyat|pudhchya athavdyat|pudhchya aathvadyat|pudhcha aathavda|पुढचा आठवडा",
    },
    "tarikh": {
        "yes": "tarkhela|tarikhla|tarkhe|tarikhela",
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("marathi", """
2 दोन
5 पाच
6 सहा
9 नऊ
10 दहा
11 अकरा
12 बारा
13 तेरा
14 चौदा
15 पंधरा
16 सोळा
17 सतरा
18 अठरा
19 एकोणीस
20 वीस
25 पंचवीस
40 चाळीस
50 पन्नास
80 ऐंशी
90 नव्वद
"""),
    # Romanized, as typed on an English keyboard (the weak ones count only beside a multiplier or unit).
    ("marathi_latin", """
2 don
5 paach
10 daha
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "fused": """
2 100 donshe
3 100 teenshe tinshe
4 100 chaarshe charshe
5 100 paachshe pachshe paanchshe
7 100 saatshe satshe
8 100 aathshe
9 100 naushe
""",
    "scales": """
100 +शे शंभर shambhar
1000 हजारांचा हजारांची हजारांचे हजाराचा हजाराची हजाराचे हजारांना हजाराला hajarancha hajaranchi hajaranche hajaracha hajarachi
10000000 कोटी
""",
    "fractions": """
-0.25 पावणे
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "काही kahi",
    "currency": "rupaye rupaye rupayanchi rupyanchi",  # romanised, as typed on a phone
    "weak": "अर्धा अर्धी don daha",
    "alternatives": "किंवा",
    "ranges": "ते",
    "percent": "टक्के टक्का",
    "clock": "वाजता वाजले",
    "date": "तारखेला तारखेस",
    "one_same": "च ch",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "दुरुस्ती|शिलाई|durusti|shilai|shivan|शिवण",
    "did_work": "kela|keli|kele|kelya|केला|केली|केले|केल्या|karun dila|करून दिला|dilya",
    "still": "अजून|ajun|ajunhi|अजूनही",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "chaha|चहा|नाश्ता|जेवण|बर्फ|चहा पाणी|चहापाणी",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "पर्यंत|paryant|च्या आत",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "भाडे|भाडं|भाड्याचे|bhade",
    "determiner": "हे|हा|ही|त्या|या|तोच|तीच|तेच|त्याच|तोच|tya",
    "wage": "पगार|मजुरी|मजूरी|रोजंदारी|हजेरी",
    "closing_honorific": "साहेब|काकू|मावशी|ताई|saheb|kaku|mavshi|tai",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "dyayche|dyayache|द्यायचे|द्यायचं",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "मागच्या|मागील|magchya|maagchya|magil",
    # "पापलेट 6 किलो 650 ने विकले": after a count, "N ने" is the rate of one (at 650 a kilo)
    "rate_after_count": "ने|नं|भावाने|दराने|ne|bhavane|darane",  # (not "na": Gujarati "3,400 na" is "worth 3,400")
    "split_conjunctions": "ani|va|आणि",
    "join_conjunctions": "ani|va|आणि|व",
    "negation_after": "नाही",
    "negation_postfix": "nako|nahi|naahi",
    "relative": "आलेले|आलेला|आलेली|गेलेले|गेलेला|गेलेली|aalele|gelele|जे|je|कापलेले",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "गेलेले|गेलेला|गेलेली|gelele|गेले|गेला|gele|कापले|कापलेले|कापला|कट झाले|कापले गेले|kaple|पाठवलेले|पाठवले",
    "motion": (
        "आलेले|आलेला|आलेली|गेलेले|गेलेला|गेलेली|aalele|gelele|आले|गेले|आला|गेला|aale|gele|कापले|कापलेले|कापला|कट झाले|"
        "कापले गेले|kaple"
    ),
    "demonstrative": "ते|तो|ती|te|हे|हा|तेच|तोच|तीच|tech",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("मावशी", "hon", ""),
    ("ताई", "hon", ""),
    ("भाऊ", "hon", ""),
    ("काकू", "hon", ""),
    ("यांच्याकडून", "src", ""),
    ("कडून", "src", ""),
    ("मधून", "src", ""),
    ("ांनी", "doer", ""),
    ("ांना", "dat", ""),
    ("र्सना", "dat", "र्स"),  # "डिस्ट्रिब्युटर्सना": a firm's plural word, to them
    ("र्सनी", "doer", "र्स"),
    ("ंनी", "doer", ""),
    ("ंना", "dat", ""),
    ("ांच्या", "gen", ""),
    ("ांचे", "gen", ""),
    ("ांचा", "gen", ""),
    ("ांची", "gen", ""),
    ("ंच्या", "gen", ""),  # "शिंदेंची": the respectful oblique of a name ending in a vowel
    ("ंचे", "gen", ""),
    ("ंचा", "gen", ""),
    ("ंची", "gen", ""),
    ("ांचं", "gen", ""),  # "काकांचं": the spoken form of -ांचे
    ("ंचं", "gen", ""),
    ("च्या", "gen", ""),
    ("जींनी", "doer", ""),
    ("जीने", "doer", ""),
    ("जीको", "dat", ""),
    ("जी", "hon", ""),
    ("कडे", "loc", ""),
    ("ने", "doer", ""),
    ("नी", "doer", ""),  # "शिंदेनी ५०० दिले": typed for शिंदेंनी (names that end in -नी are kept whole)
    ("ला", "dat", ""),
    ("चा", "gen", ""),
    ("ची", "gen", ""),
    ("चे", "gen", ""),
    ("चं", "gen", ""),  # "दुधाचं", "नोव्हेंबरचं": spoken Marathi's -चे
)

# "Also" and "only" glued after a case ending, with what they replace: रमेशलाही, रमेशनेच (Ramesh himself).
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (
    ("लाही", "ला"), ("लाच", "ला"), ("नेही", "ने"), ("नेच", "ने"), ("नीही", "नी"), ("नीच", "नी"), ("कडूनच", "कडून"),
)

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
GLUED_HONORIFICS: tuple[str, ...] = (
    "मावशी", "ताई", "भाऊ", "काकू", "दादा", "साहेब", "काका", "मामा", "काकां", "मामां", "काक", "माम", "बाईं", "बाई",
    "ताईं", "साहेबां",
)

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
# Surnames whose last long vowel shortens before a case ending ("पाटलांनी", "पाटलांना": Patil did, to Patil):
# the oblique stem and the name it is.
OBLIQUE_STEMS: dict[str, str] = {"पाटल": "पाटील", "patla": "Patil", "patal": "Patil"}

NOT_NAMES: frozenset[str] = frozenset((
    "aahe ahe aahet ahet hota hote hoti hotya zala zali zale jhala jhali jhale zhala zhali zhale hoil "
    "asel kiti kay kaay kasa kase kon konala kuthe nako hoy pan ani ata aata tar mag mala tyala tila "
    "tyanna tumhi amhi mi dya ghya kara kela keli kele sanga liha pathva dile dila dili ghetle ghetla "
    "ghetli udya parva"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    # an honorific with its case ending, glued ("Patilsahebanna", "Sunitatainni")
    ("sahebanna", "dat"), ("tainna", "dat"), ("taina", "dat"), ("tainni", "doer"), ("bhauna", "dat"),
    ("bhaunni", "doer"), ("kakana", "dat"), ("kakanni", "doer"), ("dadana", "dat"), ("dadanni", "doer"),
    ("kadun", "src"), ("kade", "loc"), ("la", "dat"), ("ne", "doer"),
                                                ("chya", "gen"), ("chi", "gen"), ("cha", "gen"), ("che", "gen"))

# A word that names someone by what they do ("बनवणारी", the one who makes; "विकणारा"): a role, never a name.
DOER_ENDINGS: tuple[str, ...] = ("णारा", "णारी", "णारे", "णाऱ्या", "णार्या", "णाऱ्याला", "णारीला", "narya", "naryala", "narila", "narala")

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {
    "la": "dat", "tai": "hon", "bhau": "hon", "kaku": "hon", "mavshi": "hon", "kadun": "src",
}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (("sahebanni", "doer"), ("sahebanna", "dat"), ("siranni", "doer"),
                                              ("sirana", "dat"), ("saheb", "hon"))

# Names that end like an ending or honorific and are never cut ("Sethi", "Kamla").
KEEP_WHOLE: frozenset[str] = frozenset((
    "bala bimla kala kamala kamla komala kusumla lala leela lila mala nirmala pramila sarala sarla shaila "
    "shakuntala sharmila sheela shila shyamala sushila urmila vimala vimla"
).split())

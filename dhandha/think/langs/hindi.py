"""Hindi and Hinglish: the words the rules thinker reads in Hindi and Hinglish messages (Devanagari, and romanized (Hinglish)).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.

Hinglish and Devanagari Hindi share this module. Words that every message may use (English
loan words typed in Latin) are in english.py.
"""

from __future__ import annotations

CODE = "hi"
SCRIPT = "deva"  # the script its own letters are in (scripts.py)
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    "verb": {
        "give": (
            "पैसे दिए|पैसे दिये|पैसे दे दिए|पैसे दे दिये|"
            "diye|diya|di|diyi|dia|diae|diye hain|diya hai|de diye|de diya|de di|de dia|dediye|dediya|dedi|dedia|"
            "de diye hain|bheje|bheja|bheji|bhej diye|bhej diya|bhej di|bhijwaye|bhijwaya|transfer kiye|transfer kiya|"
            "transfer kar diye|transfer kar diya|transfer|diye the|diya tha|paise de diye|paise diye|paisa diya|dekar|"
            "deke|de ke|de kar|upi kiya|upi kiye|upi kar diya|upi kar diye|gpay kiya|gpay kiye|gpay kar diya|"
            "phonepe kiya|phonepe kar diya|paytm kiya|paytm kar diya|online kiya|online kiye|online bheje|scan kiya|"
            "paise de gaya|paise de gaye|paise bheje|payment de diya|payment de diye|neft kiye|neft kiya|neft kar diye|"
            "neft kar diya|rtgs kiye|rtgs kiya|rtgs kar diye|imps kiye|imps kiya|imps kar diye|bank transfer kiye|"
            "bank transfer kiya|दिए|दिये|दिया|दी|दीं|दे दीं|दे दिए|दे दिये|दे दिया|दे दी|दे गया|दे गए|दे आया|भेजे|भेजा|भेजी|"
            "भेज दिए|भेज दिया|ट्रांसफर किए|ट्रांसफर किये|ट्रांसफर किया|rtgs किए|rtgs किये|rtgs किया|rtgs कर दिए|neft किए|neft किये|"
            "neft किया|neft कर दिए|imps किए|imps किया|upi किए|upi किया|gpay किए|gpay किया|आरटीजीएस किए|आरटीजीएस किया|"
            "एनईएफटी किए|एनईएफटी किया"
        ),
        "give_in": (
            "de gaya|de gaye|de gayi|de gai|de gya|de gye|de ke gaya|de ke gaye|de kar gaya|de kar gaye|de gaya hai|"
            "de gaye hain|de gayin|de gayi hai|दे गया|दे गए|दे गई|दे गये|दे गईं|दे गयीं|दे गयी|दे गए हैं|दे गई हैं"
        ),
        "give_out": "de aaya|de aaye|de aayi|de aya|de aai|de ke aaya|de kar aaya|de aaya hu|दे आया|दे आए|दे आई",
        "recv": (
            "jama|jama kiye|jama kiya|jama kiye hain|jama kar diye|jama kar diya|jama karaye|jama karaya|jama kar gaya|"
            "jama kar gaye|jama karwaye|lautaye|lautaya|lautai|lotaye|lotaya|lauta diye|lauta diya|lauta gaya|"
            "lauta gaye|wapas kiye|wapas kiya|wapas diye|wapas diya|wapas kar diye|wapas kar diya|wapas|vapas|vapis|"
            "mile|mila|mili|mil gaye|mil gaya|mil gayi|aaye|aaya|aayi|aa gaye|aa gaya|aa gayi|lautayi|lauta di|jama ki|"
            "jama kar di|jama karayi|aaye hain|aaya hai|vasool|vasool kiye|vasool kiya|vasooli|vasool hue|vasool hua|"
            "recover kiye|recover kiya|receive kiye|receive kiya|credit hue|credit hua|credit hua hai|जमा|जमा किए|"
            "जमा किये|जमा किया|जमा कर दिए|जमा कराए|लौटाए|लौटाये|लौटाया|लौटा दिए|वापस|वापस किए|वापस किये|वापस दिए|मिले|"
            "मिला|मिली|मिल गए|मिल गया|आए|आये|आया|आ गए|आ गया|वसूल|वसूली|वसूल किए|आई|आईं|आयी|आ गई|आ गईं|आ गयी|मिल गई|"
            "मिल गईं|मिलीं"
        ),
        "repay": (
            "chukaye|chukaya|chukai|chuka diye|chuka diya|chuka di|chuka de|chuka|chukta|chukta kiya|chukta kiye|"
            "chukta kar diya|clear kiye|clear kiya|clear kar diye|clear kar diya|clear|settle|settle kiya|settle kiye|"
            "settle kar diya|bharpai|bharpaai|hisaab clear|hisab clear|hisaab barabar|hisaab barabar kiya|"
            "hisaab barabar kar diya|barabar kar diya|चुकाए|चुकाये|चुकाया|चुका दिए|चुका दिये|चुका दिया|चुकता|क्लियर"
        ),
        "pay": (
            "payment kiya|payment kiye|payment ki|payment kar diya|payment kar diye|payment kari|pay kiya|pay kiye|"
            "pay kar diya|pay kar diye|bhugtan kiya|bhugtan|bhara|bhar diya|bhar diye|bhare|पेमेंट किया|पेमेंट किए|"
            "भुगतान किया|भुगतान|भरा|भर दिया|भरे"
        ),
        "take": (
            "le gaye|le gaya|le gayi|le gai|le gya|le gye|le ke gaya|le ke gaye|le kar gaya|le gaye hain|liya|liye|li|"
            "lia|le liya|le liye|le li|le lia|uthaya|uthaye|uthake le gaya|mangwa liya|ले गए|ले गये|ले गया|ले गईं|"
            "ले गयी|ले गयीं|ले गई|लिया|लिए|लिये|ली|लीं|ले लिया|ले लिए|ले ली|ले लीं|उठाया|leen|le leen"
        ),
        "buy": (
            "खरीद लिया|खरीद लिए|खरीद ली|ख़रीद लिया|मंगाई|मंगवाई|मँगाया|मँगवाया|kharid laye|kharid laaye|kharida|kharide|kharidi|kharid liya|kharid liye|kharid li|kharid|khareeda|khareede|mangaya|mangaye|mangayi|"
            "mangwayi|mangvayi|mangwai|manga li|mangwa li|mangai|mangwaya|mangwaye|mangvaya|mangvaye|manga liya|"
            "purchase kiya|purchase kiye|purchase|utra|utre|utara|utari|utri|utar gaya|utar gaye|maal aaya|maal aya|"
            "stock aaya|stock aya|gaadi aayi|aaya maal|khariddari|kharidari|खरीदा|खरीदे|खरीदी|ख़रीदा|ख़रीदे|मंगाया|"
            "मंगाए|मंगवाया|मंगवाए|उतरा|उतरे|माल आया|खरीदारी|लाया|लाए|लाये|लायी|लाई"
        ),
        "sell": (
            "बेच दी|बेच दीं|बिकीं|bech di|bech dii|becha|beche|bechi|bech|bech diya|bech diye|bech di|bik gaya|bik gaye|bik gayi|bika|bike|biki|bikri|"
            "bikri hui|bikri hua|bikri ki|sale|sales|sale hua|sale hui|sale ki|galla|gala|galle|dhandha hua|dhanda hua|"
            "counter|boni|bohni|bouni|bauni|बोहनी|बोनी|बेचा|बेचे|बेची|बेचीं|बेच दिया|बेच दिए|बिक्री|बिक गया|बिके|बिका|बिकी|गल्ला|सेल|बोनी|bik gai|"
            "bikaa|bikta|bikti|बिक गई|बिक गए|kamai|kamaai|kamayi|कमाई"
        ),
        "spend": (
            "kharcha|kharch|kharche|kharchaa|kharcha hua|kharch hue|kharch kiye|kharch kiya|lag gaye|laga|lage|lagaye|"
            "kharch ho gaye|dalwaya|dalwaye|dalvaya|bharwaya|bharwaye|dalaya|खर्च|खर्चा|खर्चे|लगे|लगा|लग गए|डलवाया|"
            "भरवाया"
        ),
    },
    "withdraw": {
        "yes": (
            "nikal ke|nikaal ke|nikal kar|nikaal kar|nikale|nikala|nikali|nikaale|nikaala|nikaali|nikal liye|nikal liya|nikaal liye|nikaal liya|nikalwaye|"
            "nikalwaya|nikale the|nikala tha|निकाले|निकाला|निकाली|निकाल लिए"
        ),
    },
    "deposit": {
        "yes": (
            "daale|dale|daala|dala|daali|dali|dal diye|daal diye|daal diya|dal diya|dalwaye|dalwaya|डाले|डाला|डाल दिए|"
            "जमा कराए|जमा करवाए|जमा करवा दिए|जमा करा दिए|जमा कर दिए|jama karwa diye|jama karwa diya|jama karwaye|jama karaye|jama kara diye|jama kar diye|jama kar diya"
        ),
    },
    "ownacct": {
        "yes": (
            "apne dusre account|apne doosre account|dusre account|doosre account|apne account|dusre bank|doosre bank|"
            "apne dusre bank|apne doosre bank|savings account|current account|savings|अपने दूसरे खाते|दूसरे खाते|"
            "अपने खाते"
        ),
    },
    "credit": {
        "yes": (
            "udhaar|udhar|udhaari|udhari|udaar|udari|udhaar pe|udhar pe|udhaar par|udhaar mein|udhaar me|khate mein|"
            "khate me|khaate mein|khate par|khata|khate mein likh|khate mein likho|khate mein daal|khate mein daalo|"
            "baaki likh|baaki likho|baki likh|baki likho|baaki rakha|baaki rakho|likh lo naam|उधार|उधारी|खाते में|"
            "खाते मे|बाकी लिखो|बाकी लिख"
        ),
    },
    "paid": {
        "yes": "नकद|कैश|नगद|रोकड़|रोकड़ा|यूपीआई|पैसे दिए|पैसे दे दिए|पेटीएम|फोनपे|गूगल पे",
    },
    "mode": {
        "cash": "galle se|galle ke|galle ka|galle me se|galle mein se|gallay se|गल्ले से|गल्ले के|गल्ले का|गल्ले में से|गल्ल्यातले|गल्ल्यातून|गल्ल्यातील|गल्ल्यातले पैसे|counter se|काउंटर से|नकद|कैश|नगद|रोकड़|रोकड़ा|रोख|रोखीने|रोकड",
        "upi": "यूपीआई|पेटीएम|फोनपे|गूगल पे",
    },
    "defer": {
        "yes": (
            "baad mein|baad me|bad me|baadme|badme|hisaab baad mein|hisab baad me|paise baad mein|payment baad mein|"
            "baad mein denge|baad mein dunga|baad mein doonga|baad mein dena|abhi nahi diye|abhi baaki|बाद में|"
            "हिसाब बाद में|बाद मे|"
            # "hisaab hafte ke aakhir mein": settled at the week's or the month's end, not now
            "हफ्ते के आखिर में|हफ़्ते के आख़िर में|हफ्ते के अंत में|महीने के आखिर में|महीने के आख़िर में|"
            "hafte ke aakhir mein|hafte ke akhir me|hafte ke end mein|mahine ke aakhir mein|mahine ke end mein"
        ),
    },
    "cost": {
        # snacks a shop may also sell (a sweet shop's samosa): with no verb, a sale or a cost by what the shop sells
        "snack": (
            "samosa|samose|kachori|kachoriyan|pakoda|pakode|jalebi|vada pav|vadapav|vada|vade|vadas|bhajiya|mithai|समोसा|समोसे|कचौड़ी|"
            "पकोड़े|जलेबी|मिठाई"
        ),
        "yes": (
            # something of the shop's got fixed or replaced: a repair ("ठेले का पहिया ठीक करवाया 150")
            "ठीक करवाया|ठीक कराया|बदलवाया|theek karwaya|thik karwaya|theek karaya|badalwaya|badlwaya|"
            "बर्फ|barf|baraf|chai|chay|chaay|nashta|nasta|naashta|paani|pani|kiraya|kiraaya|kiraye|bhada|bhaada|bhade|bhaade|"
            "tempo bhada|gaadi bhada|auto bhada|rickshaw bhada|bijli|bijli bill|bijli ka bill|light bill|light ka bill|"
            "current bill|bill|paani ka bill|tankhwah|tankha|tanakha|tankhah|pagaar|pagar|vetan|mazdoori|majdoori|"
            "mazduri|hamali|hammali|coolie|kuli|palledari|marammat|repair|repairing|safai|dhulai|dry clean|dry cleaning|drycleaning|istri|ironing|khana|khaana|"
            "nashta paani|chai paani|chai nashta|petrol|diesel|dijal|gas bill|cylinder|gas cylinder|recharge|"
            "mobile recharge|net recharge|internet|wifi|chanda|daan|puja|prasad|dawai|davai|dawa|doctor|ilaaj|"
            "kharcha paani|parking|toll|challan|fine|byaaj|byaj|kist|emi|commission|dalali|courier|printing|"
            "tyre puncture|puncture|panchar|tayar panchar|tiffin|tifin|akhbaar|akhbar|newspaper|paper wala|चाय|नाश्ता|पानी|किराया|भाड़ा|भाडा|बिजली|बिल|"
            "बिजली बिल|लाइट बिल|तनख्वाह|तनख़्वाह|वेतन|पगार|मजदूरी|हमाली|मरम्मत|रिपेयर|सफाई|धुलाई|खाना|पेट्रोल|डीजल|"
            "सिलेंडर|रिचार्ज|मज़दूरी|चंदा|पूजा|दवाई|ब्याज|किस्त|फीस|टायर पंचर|पंचर|dihadi|dihaadi|dihari|dehadi|majuri|दिहाड़ी|"
            "मजूरी|silai|silaai|silayi|सिलाई|silai ke paise|darzi ka kharcha|दान|चढ़ावा|"
            # "ऑटो वाले को 80 दिए माल लाने के": carrying the goods in is a running cost, the goods are not given
            "माल लाने के|माल लाने का|माल लाने की|maal laane ke|maal lane ke|maal laane ka|maal lane ka|khaane ke|khane ke|khaane ka|khane ka|"
            "खाने के|खाने का"
        ),
    },
    "goods": {
        "generic": (
            "saamaan|saman|samaan|maal|mal|ration|raashan|rashan|cheez|cheezein|cheeze|kirana|सामान|समान|माल|राशन|चीज़|"
            "चीज|किराना"
        ),
        "item": (
            "बैटरी|थाली|पूजा थाली|फेशियल|थ्रेडिंग|वैक्सिंग|हेयर स्पा|हेयरकट|मेकअप|ब्राइडल मेकअप|मेहंदी|गेंदे|गेंदा|गेंदे के फूल|genda|gende|पॉपलिन|पोपलिन|poplin|लट्ठा|latha|"
            "स्पेयर पार्ट्स|स्पेयर पार्ट|स्पेयर पार्ट्स|अगरबत्ती|धूपबत्ती|धूप|agarbatti|dhoop|चांदी|चाँदी|तांबा|तांबे|पीतल|tamba|taamba|peetal|pital|पेंट|paint|पारले-जी|पारले जी|पार्ले-जी|पार्ले जी|parle-g|parle g|parleg|झेरॉक्स|जेरोक्स|फोटोकॉपी|प्रिंट|प्रिंटआउट|लेमिनेशन|लैमिनेशन|बाइंडिंग|स्पाइरल बाइंडिंग|रिचार्ज|पेड़ा|पेड़े|बर्फी|रसगुल्ला|रसगुल्ले|गुलाब जामुन|पेठा|peda|pede|barfi|rasgulla|खोया|खोआ|मावा|khoya|mawa|maava|टायर|ट्यूब|पंचर|चेन|ब्रेक शू|सीट कवर|tyre|tube|puncture|pancher|साड़ी|साड़ियां|साड़ियाँ|साडी|कुर्ती|ब्लाउज|लहंगा|"
            "chawal|chaawal|chaval|basmati|atta|aata|gehun|gehu|maida|sooji|suji|rava|besan|dal|daal|chana|rajma|moong|"
            "masoor|urad|toor|arhar|cheeni|chini|shakkar|gud|jaggery|namak|haldi|mirch|mirchi|dhaniya|jeera|masala|"
            "garam masala|tel|sarso tel|sarson ka tel|oil|ghee|ghi|doodh|dudh|dahi|paneer|makhan|butter|anda|ande|bread|"
            "pav|biscuit|biskut|namkeen|chips|maggi|noodles|sabun|sabon|soap|surf|detergent|washing powder|shampoo|"
            "toothpaste|colgate|tel ki botal|agarbatti|dhoop|matchbox|maachis|mombatti|candle|chai patti|chaipatti|"
            "coffee|cold drink|thums up|thumbs up|pepsi|coke|sprite|frooti|limca|sharbat|juice|ice cream|kulfi|toffee|"
            "chocolate|cadbury|mithai|laddu|poha|chiwda|murmura|sabzi|sabji|aloo|pyaaz|pyaz|tamatar|kela|seb|phal|fruit|"
            "rice|sugar|salt|flour|wheat|milk|curd|eggs|egg|tea powder|cooking oil|refined|dalda|kurta|kurte|saree|sari|"
            "shirt|chappal|cement|sariya|rod|paint|kaju|badam|kishmish|dry fruits|mungfali|moongphali|til|supari|gutka|"
            "bidi|cigarette|paan|pan masala|battery|bulb|tyre|tayar|cylinder|चावल|बासमती|आटा|गेहूं|गेहूँ|मैदा|सूजी|बेसन|"
            "दाल|चना|चीनी|शक्कर|गुड़|नमक|हल्दी|मिर्च|मसाला|तेल|घी|दूध|दही|पनीर|अंडे|अंडा|ब्रेड|बिस्कुट|नमकीन|साबुन|सर्फ|"
            "चायपत्ती|चाय पत्ती|कॉफी|मैगी|टायर|सब्ज़ी|सब्जी|कपड़ा|कपड़े|kapda|kapde|kapra|suit|suits|सूट|biscuits|"
            "chocolates|toffees|diaper|diapers|sanitary pad|pads|medicine|dawai|dawa|दवाई|दवा|tablet|tablets|capsule|"
            "capsules|syrup|cream|tube|kettle|cooker|mixer|grinder|mixer grinder|fan|pankha|phone|mobile|charger|"
            "earphone|earphones|cable|cover|screen|glass|phool|phul|phoolon|फूल|फूलों|gajra|gajre|गजरा|गजरे|"
            "haar|हार|gulab|गुलाब|genda|गेंदा"
        ),
    },
    "yes": {
        "yes": (
            "haan|han|haa|ha|hanji|haanji|haan ji|ji haan|ji|jee|theek hai|thik hai|theek h|thik h|theek|thik|sahi hai|"
            "sahi|bilkul|pakka|bhej do|bhejo|kar do|kardo|karo|likh do|likho|likh lo|haan likho|haan bhej do|chalega|"
            "chalo|thik he|accha theek hai|हाँ|हां|हा|जी|जी हाँ|ठीक है|सही है|भेज दो|कर दो|लिख दो|बिल्कुल|पक्का"
        ),
    },
    "no": {
        "no": (
            "ruko|ruk|ruk jao|nahi|nahin|nhi|nai|nahi nahi|na|naa|mat|mat bhejo|mat karo|mat likho|rehne do|rahne do|"
            "rehen do|chhod do|chod do|chhodo|chodo|abhi nahi|galat|रुको|नहीं|नही|ना|मत|मत भेजो|रहने दो|छोड़ दो|छोड़ो"
        ),
    },
    "neg": {
        "yes": "nahi|nahin|nhi|nai|na|mat|nahi tha|nahi thi|नहीं|नही|मत|ना",
    },
    "q": {
        "how_much": "kitna|kitne|kitni|kitnaa|kitta|kitte|कितना|कितने|कितनी",
        "who": (
            "kaun|kon|kaun kaun|kon kon|kis kis|kis|kis par|kis pe|kispe|kiska|kiske|kiski|kisko|kisne|kisse|कौन|"
            "कौन कौन|किस किस|किसका|किसके|किसने|किसको|किसकी|किससे"
        ),
        "what": "kya|kyaa|kya kya|kab|kaise|kahan|kyun|क्या|क्या क्या|कब|कैसे",
        "show": (
            "dikhao|dikha|dikhaiye|dikha do|dekhao|dikhana|batao|bata|bataiye|bata do|batana|check karo|dekh ke batao|"
            "nikalo|bhejo list|list|hisaab do|दिखाओ|दिखा दो|बताओ|बता दो|बताइए"
        ),
    },
    "qn": {
        "balance": (
            "baaki|baki|bakaya|bakaaya|nikalta|nikalte|nikalta hai|lena|lene|dena|dene|lena hai|dena hai|chukana|"
            "chukana baaki|balance|hisaab|hisab|pending|बाकी|बकाया|निकलता|लेना|देना|हिसाब|dene hain|dene hai|dena baaki|"
            "dene baaki|dena tha|dene the|chukana hai|chukane hain|dena he|lene hain|lene hai|lena baaki|lene baaki|"
            "lena tha|lene the|देना है|देने हैं|देने है|चुकाना है|लेना है|लेने हैं|लेने है"
        ),
        "profit": "मुनाफा|मुनाफ़ा|फायदा|फ़ायदा|कमाई|नफा|नफ़ा",
        "sales": (
            "galla|gala|bikri|sale|sales|kamaya|income|dhandha|dhanda|collection|becha|beche|bika|गल्ला|बिक्री|कमाई|"
            "धंधा|मुनाफा"
        ),
        "spend": "kharcha|kharch|kharche|expense|expenses|खर्च|खर्चा",
        "entries": (
            "entries|entry|entriyan|transactions|transaction|len den|lenden|len-den|history|record|records|statement|"
            "khata|kya kya|hisaab kitaab|एंट्री|एंट्रियां|लेन देन|लेनदेन"
        ),
        "stock": "stock|bacha|bachi|bache|bacha hai|bache hain|maal kitna|inventory|स्टॉक|बचा|बची|बचे",
        "debtors": (
            "udhaar wale|udhar wale|udhaar waale|udhaari wale|kis kis pe|kis kis par|kaun kaun dega|baaki wale|"
            "bakaya wale|sab ka udhaar|sabka udhaar|sab ki udhaari|udhaar list|udhar list|kisne dena hai|"
            "kis kis ne dena|defaulters|उधार वाले|किस किस पे"
        ),
        "top": (
            "sabse bade grahak|sabse bada grahak|sabse zyada|sabse jyada|top customers|top customer|best customer|"
            "best customers|bade grahak|sabse achhe grahak|top grahak|best grahak|top grahakon|best grahakon|top buyers|"
            "top buyer|best buyers|best buyer|achhe grahak|सबसे बड़े ग्राहक|सबसे ज्यादा|टॉप ग्राहक|बेस्ट ग्राहक"
        ),
    },
    "all": {
        "yes": (
            "sab|sabka|sab ka|sabke|sab ke|sabki|sab ki|sabhi|sabhi ka|sabhi ke|sab log|sab logo|sab logon|saare|sare|"
            "saare log|sare log|log|logo|logon|logon ka|grahakon|सब|सबका|सबके|सबकी|सब का|सब के|सभी|सभी का|सब लोग|"
            "सब लोगों|लोग|लोगों|ग्राहकों"
        ),
    },
    "period": {
        "today": "aaj|aj|aaj ka|aaj ki|aaj ke|abhi tak|आज|आज का|आज की",
        "yesterday": "kal|kal ka|kal ki|beeta kal|कल|कल का|कल की",
        "last_week": (
            "pichle hafte|pichhle hafte|pichla hafta|pichhla hafta|pichle week|pichhle week|pichle saptah|पिछले हफ्ते|"
            "पिछले हफ़्ते|पिछला हफ्ता|पिछले सप्ताह"
        ),
        "last_month": (
            "pichle mahine|pichhle mahine|pichla mahina|pichhla mahina|pichle month|pichhle month|पिछले महीने|"
            "पिछला महीना"
        ),
        "this_week": "is hafte|is hafta|iss hafte|hafte|hafta|is week|week|saptah|इस हफ्ते|इस हफ़्ते|हफ्ते|हफ़्ते",
        "this_month": "is mahine|is mahina|iss mahine|mahine|mahina|is month|month|इस महीने|महीने|महीना",
    },
    "fix": {
        "yes": (
            "galat|galt|galati|galti|galti se|galat likha|galat likh diya|galat hai|sahi karo|sahi kar do|theek karo|"
            "thik karo|theek kar do|badlo|badal do|badalna|change karo|change kar do|update|update karo|correct karo|"
            "correction|hona chahiye|honi chahiye|hone chahiye|asal mein|edit|edit karo|fix|fix karo|gadbad|gadbadi|"
            "garbar|garbad|gadbad hai|sahi nahi|sahi nahi hai|theek nahi|thik nahi|गलत|ग़लत|गलती|बदलो|बदल दो|सही करो|"
            "ठीक करो|होना चाहिए|गड़बड़|गडबड"
        ),
    },
    "cancel": {
        "yes": (
            "हटा दे|मिटा दे|साफ कर दे|साफ़ कर दे|काट दे|डिलीट कर दे|रद्द कर दे|saaf kar de|kaat de|delete kar de|radd kar de|mita do|mitao|mita|mitaa do|mita de|hata do|hatao|hata de|hataa do|delete|delete karo|delete kar do|cancel|"
            "cancel karo|cancel kar do|radd|radd karo|radd kar do|nikal do|nikalo|kaat do|kat do|kaato|reverse|"
            "reverse karo|void|remove|undo|scratch|मिटा दो|मिटाओ|हटा दो|हटाओ|रद्द|रद्द करो|काट दो|डिलीट|saaf karo|"
            "saaf kar do|saaf kardo|saf karo|saf kar do|khatam karo|khatam kar do|साफ करो|साफ़ करो|साफ कर दो|खत्म करो|"
            "कैंसल|कैंसिल|कैन्सल|कैंसल करो|कैंसल कर दो|कैंसिल करो|डिलीट करो|डिलीट कर दो|हटा दीजिए|रद्द कर दो"
        ),
    },
    "every": {
        "yes": "saari|saare|sari|sare|saara|sabhi|poora|pura|poori|puri|poore|pure|sab|सारी|सारे|सारा|सब|सभी|पूरा|पूरी|पूरे",
    },
    "entry": {
        "last": (
            "entry|entri|entery|pichli|pichhli|pichla|pichle|pichhla|pehle wali|abhi wali|upar wali|aakhri|akhri|"
            "last wali|last wala|last entry|wali entry|wala entry|wo entry|woh entry|ye entry|yeh entry|एंट्री|पिछली|"
            "पिछला|आखिरी"
        ),
    },
    "dup": {
        "yes": "double|duplicate|do baar|2 baar|dobara likh|dobara|doubling|दो बार|डबल",
    },
    "oops": {
        "yes": (
            "arre nahi|are nahi|arey nahi|arre nahin|nahi nahi|sorry|sorry nahi|matlab|mtlb|i mean|no wait|galat bola|"
            "oh nahi|nahi yaar|oops|अरे नहीं|नहीं नहीं|मतलब|माफ़ करना"
        ),
    },
    "remind": {
        "yes": (
            "yaad dilao|yaad dila do|yaad dilana|yaad dilaao|yaad karao|yaad kara do|yaad|reminder|reminder bhejo|"
            "reminder bhej do|remind karo|remind kar do|tagada|tagaada|takaza|takaaza|message bhejo|msg bhejo|sms bhejo|"
            "message bhej do|paise mango|paise maango|paisa mango|yaad dilaiye|message karo|msg karo|sms karo|"
            "message kar do|msg kar do|bol do|bolo ki|keh do|kehna|bolna|bata do ki|batao ki|याद दिलाओ|याद दिला दो|"
            "याद दिलाना|तगादा|रिमाइंडर"
        ),
    },
    "fut": {
        "pay": (
            "dega|degi|denge|dengi|de dega|de degi|de denge|dedega|dedegi|bhejega|bhejegi|bhejenge|chukayega|chukayegi|"
            "chukaenge|lautayega|lautayegi|jama karega|jama karegi|jama karenge|payment karega|payment karegi|"
            "pay karega|dene wala hai|dene wali hai|dene wale hain|dene ko bola|dene ka bola|dene ko kaha|dene ka vaada|"
            "de jayega|de jaayega|de jayegi|dunga|doonga|dungi|bhej dega|देगा|देगी|देंगे|दे देगा|भेजेगा|चुकाएगा|"
            "जमा करेगा|दूंगा|दूँगा|देंगी|दे देंगी|दे देंगे|भेजेगी|भेजेंगे|भेजेंगी|चुकाएगी|चुकाएंगे|जमा करेगी|जमा करेंगे|"
            "दे जाएगा|दे जाएगी|दे जाएंगे|दे जायेगा|दूंगी|दूँगी"
        ),
        "visit": "aayega|aayegi|aayenge|ayega|aaega|aaenge|aa jayega|aa jaayega|milega|आएगा|आएगी|आएंगे",
    },
    "said": {
        "yes": (
            "bola|boli|bole|bola hai|bola tha|kaha|kaha hai|keh raha tha|kehta hai|bolta hai|bolke gaya|bol ke gaya|"
            "bol gaya|वादा|बोला|बोली|कहा"
        ),
    },
    "chat": {
        "yes": (
            "namaste|namaskar|namaskaar|namastey|pranam|ram ram|jai shri ram|jai shree krishna|radhe radhe|salaam|salam|"
            "adaab|shukriya|dhanyavaad|dhanyawad|dhanyvad|kaise ho|kaisa hai|kya haal|kya haal hai|sab badhiya|badhiya|"
            "mast|wah|shabash|accha|acha|achha|achchha|theek thaak|suprabhat|shubh ratri|dekh lenge|dekhte hain|"
            "baad mein dekhenge|koi baat nahi|chalo theek hai|नमस्ते|नमस्कार|प्रणाम|राम राम|धन्यवाद|शुक्रिया|कैसे हो|"
            "बढ़िया|शुभ प्रभात|अच्छा"
        ),
    },
    "kin": {
        "yes": (
            "wife|biwi|bibi|patni|gharwali|beta|beti|ladka|ladki|bahu|mummy|papa|pati|husband|naukar|munim|"
            "driver|ladke|bete|पत्नी|बीवी|घरवाली|बेटा|बेटे|बेटी|लड़का|लड़के|लड़की|बहू|पति|नौकर|मुनीम|ड्राइवर|"
            # the person's own place ("Kulkarni sir ki class", "Baljit ka farm"): their account
            "class|coaching|school|clinic|farm|क्लास|कोचिंग|स्कूल|क्लिनिक|फार्म|होटल|ढाबा"
        ),
    },
    "risk": {
        "advance": "एडवांस|अग्रिम|पेशगी",
        "yes": "बाउंस|नकली|चोरी|लोन|कर्ज|कर्ज़|रिफंड|डिपॉजिट|गिरवी",
    },
    "topic": {
        "tax": "टैक्स|जीएसटी|रिटर्न|टॅक्स",
        "festival": "दीपावली|धनतेरस|भाई दूज|छठ|क्रिसमस|त्योहार|दिवाली|होली|ईद|नवरात्रि|दशहरा|दिवाळी",
    },
    "mark": {
        "doer": "ne|ने",
        "dat": "ko|kou|को",
        "src": "se|say|से|ke paas se|ke pass se|ke yahan se|ki taraf se|ki or se|ke taraf se",
        "gen": "ka|ke|ki|kaa|kee|का|के|की",
        "cred": (
            "ke naam|ke naam pe|ke naam par|ke naam likh|ke naam likho|ke naam likh do|ke naam mein|ke khate|"
            "ke khate mein|ke khate me|ke khaate mein|ke khate par|ke account mein|ke hisaab mein|ke hisab mein|"
            "ki udhaari mein|ke naam se|naam|naam pe|naam likho|naam likh do|के नाम|के नाम पे|के नाम पर|के खाते में|"
            "के खाते मे|नाम"
        ),
        "loc": "pe|par|pr|upar|पे|पर",
    },
    "hon": {
        "yes": (
            "मिसेज़|मिसेज|मिसेस|मिस्टर|डॉक्टर|डॉ.|श्रीमान|कुमारी|सुश्री|"
            "ji|jee|bhai|bhaiya|bhaiyya|bhaiyaa|bhaisaab|bhaisahab|bhai sahab|bhai saab|sahab|saab|saheb|sahib|seth|"
            "sethji|seth ji|baaji|baji|didi|di|dii|behen|behenji|bahen|bahenji|behn|aunty|auntie|aunti|uncle|ankal|chacha|chachaji|"
            "chachi|kaka|kaki|mama|mamaji|mami|maasi|mausi|bua|nana|nani|dada|dadi|bhabhi|bhabi|paaji|paji|veerji|"
            "mistri|mistry|master|masterji|madam|ma'am|sir|sirji|babuji|lala|lalaji|mr|mrs|ms|shri|shree|smt|dr|pandit|"
            "panditji|maulana|haji|hajji|जी|भाई|भैया|भाईसाहब|साहब|साहेब|सेठ|सेठजी|दीदी|बहन|बहनजी|आंटी|अंकल|चाचा|चाची|"
            "काका|काकी|मामा|मामी|भाभी|मास्टर|मिस्त्री|श्री|श्रीमती|डॉ|लाला|सर|मैडम|मास्टरजी"
        ),
    },
    "owner": {
        "subj": "maine|mene|mainey|mainne|humne|hamne|main|mai|hum|मैंने|मैने|हमने|मैं|हम",
        "obj": "mujhe|mujhko|muje|hume|humko|hamein|hamko|मुझे|मुझको|हमें|हमको|humein",
    },
    "pron": {
        "yes": (
            "uska|uske|uski|usne|usko|use|usse|unka|unke|unki|unhone|unko|unhe|unse|woh|wo|vo|iska|iske|iski|isne|isko|"
            "inka|inke|inhone|inko|उसका|उसके|उसकी|उसने|उसको|उसे|उससे|उनका|उनके|उनकी|उन्होंने|उनको|उन्हें|वह|वो"
        ),
    },
    "someone": {
        "yes": (
            "kisi ne|kisi|koi|koi aadmi|kisine|किसी ने|किसी|कोई|aadmi|admi|ek aadmi|ek admi|ek banda|bande|aurat|"
            "ek aurat|ek grahak|ek customer|koi grahak|koi customer|आदमी|एक आदमी|बंदा|औरत|एक ग्राहक|unknown number|"
            "anjaan number|anjan number|anjaan|अनजान नंबर|अनजान|अंजान नंबर|अंजान"
        ),
    },
    "forgot": {
        "yes": (
            "naam yaad nahi|naam nahi pata|naam nahi dikha|naam nahi|yaad nahi|pata nahi|naam nahi dikh raha|"
            "naam nahi dikh rha|naam nhi dikh raha|naam nhi dikh rha|naam nhi|naam dikh nahi raha|naam dikh nhi raha|"
            "naam nahi dikh rahi|naam nahi dikhta|naam nahi dikha raha|naam nahi aa raha|naam nahi aaya|"
            "naam nahi pata chal raha|pata nhi|nahi pata|nhi pata|pata nahi kisne|pata nahi kaun|नाम नहीं दिख रहा|"
            "नाम नहीं दिखा|नाम नहीं दिख रहा है|नाम दिख नहीं रहा|नाम नहीं आ रहा|नाम पता नहीं|पता नहीं|पता नही|"
            "पता नहीं किसने|नाम याद नहीं|याद नहीं|नाम नहीं|naam bhool gaya|naam bhool gayi|naam bhul gaya|"
            "naam bhul gayi|bhool gaya|bhool gayi|bhool gaye|bhul gaya|bhul gayi|bhul gaye|bhool gya|bhul gya|bhool gyi|"
            "bhool gaya hoon|नाम भूल गया|नाम भूल गई|भूल गया|भूल गई|भूल गए"
        ),
    },
    "both": {
        "yes": "dono|donon|दोनों|दोनो",
    },
    "each": {
        "yes": (
            "har ek|harek|har ek ko|har kisi|alag alag|alag-alag|dono ko alag|sabko|sab ko|har ek ke|har ek ka|हर एक|"
            "अलग अलग"
        ),
    },
    "together": {
        "yes": (
            "milakar|milake|mila ke|mil ke|sab milake|sab mila ke|total|kul|ek saath|dono milake|दोनों मिलाकर|मिलाकर|"
            "कुल|टोटल"
        ),
    },
    "also": {
        "yes": "bhi|bhee|bi|waise hi|vaise hi|aise hi|isi tarah|same|bhi likho|भी|वैसे ही|ऐसे ही",
    },
    "role": {
        "service": (
            "पेंटर*|पेन्टर*|landlord|makan malik|makaan malik|makan maalik|malik|plumber|electrician|bijliwala|bijli wala|carpenter|"
            "painter|mechanic|dhobi|safai wala|safaiwala|safai wali|safai karmchari|kaamwali|kaam wali|kaamwali bai|bai|"
            "maid|naukar|chowkidar|chaukidar|watchman|guard|driver|auto wala|autowala|auto wale|auto waale|"
            "rickshaw wala|rickshawwala|rickshaw wale|tempo wala|tempowala|tempo wale|thela wala|thelewala|coolie|"
            "coolie wala|hamal|kuli|porter|labour|labourer|mazdoor|majdoor|delivery boy|delivery wala|courier wala|"
            "darzi|tailor|nai|barber|cobbler|mochi|pujari|accountant|munim|munshi|helper|ladka|ladke|chhotu|staff|"
            "worker|cook|halwai|mistri|mistry|pandit|doctor|मकान मालिक|प्लंबर|मिस्त्री|बिजली वाला|धोबी|ड्राइवर|ऑटो वाला|"
            "मजदूर|नौकर|चौकीदार|हेल्पर|लड़का|लड़के|ऑटो वाले|ऑटोवाले|ऑटोवाला|रिक्शा वाले|रिक्शावाले|टेम्पो वाले|टेम्पोवाले|ठेले वाले|karigar|kaarigar|kaarigaar|कारीगर|contractor|thekedar|thekedaar|"
            "ठेकेदार|लड़कों|ladkon|कारीगरों|karigaron|नौकरों|naukaron|बढ़ई|badhai|barhai|राजमिस्त्री|rajmistri|कारपेंटर|पेंटर|इलेक्ट्रीशियन|tanker|tanker wala|tanker wale|टैंकर|टैंकर वाला|टैंकर वाले|लेबर|मज़दूर|मजदूरों|मज़दूरों|mazdooron|majdooron|कामगार|स्टाफ|कर्मचारी|मुनीम|रसोइया|हलवाई|ladki|ladkiyan|ladkiyon|chhokra|chhokri|chhora|chhori|naukrani|kaamwala|kaam wala|kaam wale|kamwala|kamwali|peon|chaprasi|safaiwali|jamadar|sweeper|cleaner|rasoiya|khansama|hamaal|palledar|loader|thela|thele|thelewale|thela wale|thele wala|thele wale|rehri|rehdi|rehriwala|rehri wala|rehdi wala|darban|maali|लड़की|लड़कियों|लड़कियां|छोकरा|छोकरी|छोरा|छोरी|नौकरानी|कामवाली|काम वाली|कामवाला|काम वाला|काम वाले|काम वाली बाई|कामवाली बाई|बाई|मजदूरनी|चपरासी|पियून|सफाईवाली|सफाई वाली|सफाई वाला|जमादार|खानसामा|हम्माल|हमाल|पल्लेदार|ठेला|ठेले|ठेलेवाला|ठेलेवाले|ठेला वाला|ठेले वाला|ठेले वाले|रेहड़ी|रेहड़ीवाला|रेहड़ी वाला|वॉचमैन|गार्ड|दरबान|माली|मोची|नाई|दर्जी|ड्राईवर|ड्रायवर|सिक्योरिटी*|सिक्यूरिटी*|security|security wala|security wale|security guard|सिक्योरिटी गार्ड|गार्ड*"
        ),
        "supplier": (
            "थोक|थोक वाले|थोकवाले|थोकवाला|थोक वाला|थोक विक्रेता|thok|thok wale|thok wala|thokwala|thokwale|आढ़त|aadhat|arhat|aadhati|aadhti|arhtiya|arhatiya|आढ़ती|आढ़तिया|mandi|sabzi mandi|market|bazaar|bazar|wholesale market|wholesaler|wholesale wala|distributor|doodhwala|"
            "doodh wala|doodhwale|doodh wale|dudhwala|milkman|sabziwala|sabzi wala|sabji wala|sabziwale|anda wala|"
            "andewala|bread wala|breadwala|supplier|dealer|vendor|gas wala|gas agency|company|agency|godown|mill|"
            "factory|मंडी|बाजार|बाज़ार|दूधवाला|दूध वाला|सब्जीवाला|सब्ज़ी वाला|सप्लायर|डीलर|कंपनी|मंडई*|मार्केट*|बाजार*|"
            "मंडी*|ग्वाला|ग्वाले|ग्वालिन|gwala|gwale|gwaala|gwaale"
        ),
        "place": (
            "घाट|ghat|दुकान*|दुकाना*|बैंक*|bank|atm|post office|ghar|dukaan|dukan|shop|home|gaon|school|mandir|hospital|बैंक|घर|"
            "दुकान|office|ofis|daftar|ऑफिस|ऑफ़िस|आफिस|ऑफिस*|दफ्तर|दफ़्तर|स्कूल|कॉलेज|college|मंदिर*|मस्जिद*|गुरुद्वार*|चर्च|masjid|gurudwara|gurdwara|church"
        ),
        "buyer": (
            "kabadiwala|kabadi wala|kabadiwale|raddiwala|raddi wala|कबाड़ीवाला|रद्दीवाला|hotel|dhaba|dhabe|"
            "होटल|ढाबा|ढाबे"
        ),
    },
    "mart": {
        "yes": "mandi|sabzi mandi|sabji mandi|bazaar|bazar|market|मंडी|सब्ज़ी मंडी|सब्जी मंडी|बाजार|बाज़ार|मार्केट",
    },
    "firm": {
        "yes": (
            "सुपर मार्केट*|सुपरमार्केट*|टेंट हाउस|टेंट हाउस वाले|टेंट हाउस वालों|tent house|होलसेल|होलसेलर|ट्रेडर्स|एजेंसी|डेअरी|एजेंसीज|एंटरप्राइजेज|स्टोर्स|स्टोर|भंडार|संस|एंड संस|कंपनी|मिल्स|डिस्ट्रीब्यूटर्स|डेपो|"
            "ट्रेडिंग|ब्रदर्स|डेयरी|ट्रेडर*|एजेंस*|एंटरप्राइज*|डिस्ट्रीब्यूटर*|टेक्सटाइल्स|टेक्सटाइल|फार्मा|"
            "इलेक्ट्रिकल्स|हार्डवेयर|हार्डवेअर|मेडिकल|मेडिकल्स|सप्लायर्स|संघ|sangh|सहकारी|sahakari"
        ),
    },
    "wala": {
        "yes": "wala|wale|wali|waala|waale|waali|vala|vale|vali|wallah|walle|वाला|वाले|वाली|वालों|walon|waalon|walo|waalo",
    },
    "unit": {
        "kg": "किलो*|किग्रा|केजी*",
        "g": "ग्राम|ग्रॅम",
        "quintal": "क्विंटल",
        "litre": "लीटर|लिटर",
        "ml": "एमएल",
        "piece": "पीस|नग",
        "packet": "पैकेट|पुड़िया|patta|patte|patti|pattiyan|strip|strips|पत्ता|पत्ते|पत्ती|पत्तियां|स्ट्रिप",
        "bag": "बोरी|बोरा|कट्टा|बस्ता",
        "box": "पेटी|डब्बा|डिब्बा|डब्बे|डिब्बे|बॉक्स|बक्सा|बक्से|कार्टन",
        "dozen": "दर्जन",
        "metre": "मीटर",
        "bottle": "बोतल|शीशी|shishi|sheeshi",
        "plate": "प्लेट",
        "cup": "कप",
        "tin": "बाल्टी|पीपा|कनस्तर",
        "bundle": "बंडल",
        "carton": "कार्टन",
        "roll": "रोल",
        "sheet": "शीट",
    },
    "per": {
        "yes": "प्रति|हर एक|भाव|रेट|की एक|का एक|एक का|एक की|दर|के हिसाब से|के हिसाब|ke hisaab se|ke hisab se|के भाव से|के भाव|के रेट से|की दर से|ke bhav se|ke bhaav se|ke rate se|ki dar se|"
               "के रेट|के रेट पर|के भाव पर|ke rate par|ke rate pe|ke bhav par|ke bhav pe|ke bhaav pe",
    },
    "frac": {
        "0.25": "पाव",
        "0.5": "आधा|आधी|अर्धा",
    },
    "rest": {
        "yes": "baaki|baki|bakaya|bacha hua|bache hue|baaki ka|baaki ke|baki ke|बाकी|बकाया|बाक़ी",
    },
    "old": {
        "yes": (
            "purana|purane|pichhli fasal|pichli fasal|पिछली फसल|पिछली फ़सल|purani|puraana|puraane|puraani|pichla baaki|pichhla baaki|pehle ka|pehle ke|pehle ki|"
            "pehle se|पुराना|पुराने|पुरानी|पहले का|पहले के|pichla bill|pichhla bill|pichle bill|purana bill|"
            "पिछला बिल|पिछले बिल|पुराना बिल|"
            # "X ka 14,500 ka bill pending tha": a bill outstanding from before (said in the past)
            "pending tha|pending thi|pending the|bill pending tha|bill pending thi|bill baaki tha|bill baki tha|"
            "बिल पेंडिंग था|बिल बाकी था|पेंडिंग था|पेंडिंग थी|पिछला|पिछले|pichhla|pichla|pichhle"
        ),
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "purana hisaab|purana hisab|purane hisaab|pehle ka hisaab|pehle ka hisab|pichla hisaab|pichhla hisaab|पुराना हिसाब|पहले का हिसाब|पिछला हिसाब|purana khata|पुराना खाता",
    },
    "owe": {
        "shop": (
            "dena hai|dene hain|dene hai|dena baaki|dene baaki|dena tha|dene the|chukana hai|chukane hain|dena he|"
            "देना है|देने हैं|देने है|चुकाना है|payment karna hai|payment karni hai|payment dena hai|bhugtan karna hai|"
            "पेमेंट करना है|पेमेंट करनी है|भुगतान करना है"
        ),
        "them": "lena hai|lene hain|lene hai|lena baaki|lene baaki|lena tha|lene the|लेना है|लेने हैं|लेने है",
    },
    "when": {
        "+1": "कल|उद्या",
        "+2": "परसों|परवा",
        "+0": "आज|आज शाम",
        "+7": "अगले हफ्ते|अगले हफ़्ते|पुढच्या आठवड्यात|hafte baad|ek hafte baad|hafte bad|ek hafte mein|हफ्ते बाद|हफ़्ते बाद|एक हफ्ते बाद|एक हफ़्ते बाद|एक हफ्ते में|आठवड्याने|एका आठवड्याने|आठवड्यानंतर",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "mahine baad|mahine bad|ek mahine baad|ek mahine bad|mahine bhar baad|ek mahine mein|ek mahine me|महीने बाद|एक महीने बाद|महीने भर बाद|एक महीने में|महिन्याने|एका महिन्याने|महिन्यानंतर|एका महिन्यानंतर|महिनाभराने",
        "month": "अगले महीने|पुढच्या महिन्यात",
        "mon": "सोमवार*",
        "tue": "मंगलवार*|मंगळवार*",
        "wed": "बुधवार*",
        "thu": "गुरुवार*|बृहस्पतिवार*|गुरूवार*",
        "fri": "शुक्रवार*",
        "sat": "शनिवार*",
        "sun": "रविवार*|इतवार*",
    },
    "ago": {
        "1": "kal|कल|kal ko|beeta kal",
        "2": "parso|parson|parsoon|परसों|परसो",
        "3": "narson|narso|नरसों",
    },
    "before": {
        "yes": "pehle|pahle|pehele|पहले",
    },
    "daytime": {
        "yes": (
            "दिनभर|दिन भर|din bhar|dinbhar|subah|subha|savere|sawere|dopahar|dopaher|shaam|sham|saanjh|sanjh|saanj|raat|raat ko|shaam ko|subah ko|"
            "dopahar ko|subah subah|dopahar baad|dopahar ke baad|दोपहर बाद|दोपहर के बाद|सुबह|सवेरे|दोपहर|शाम|शाम को|रात|रात को|सांझ|baje|bje|baaje|bajey|बजे"
        ),
    },
    "month": {
        "1": "जनवरी|जानेवारी",
        "2": "फरवरी|फ़रवरी|फेब्रुवारी",
        "3": "मार्च",
        "4": "अप्रैल|एप्रिल",
        "5": "मई",
        "6": "जून",
        "7": "जुलाई|जुलै",
        "8": "अगस्त|ऑगस्ट",
        "9": "सितंबर|सितम्बर|सप्टेंबर",
        "10": "अक्टूबर|अक्तूबर|ऑक्टोबर",
        "11": "नवंबर|नवम्बर|नोव्हेंबर",
        "12": "दिसंबर|दिसम्बर|डिसेंबर",
    },
    "tarikh": {
        "yes": "तारीख|तारीख़|तारखेला|तारीख*",
    },
    "days": {
        "yes": "दिन|दिनों|दिवस",
    },
    "notmoney": {
        "after": "साल|महीने|हफ्ते|घंटे|बार|लोग|वर्षे|वेळा",
        "before": "साइज|साइज़|नंबर|नं|कक्षा|क्लास",
        "size": "पेज|पन्ने|पन्नों|इंच|इंची|वॉट|वाट",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            # "सुनो|suno|अच्छा सुनो|acha suno|achha suno|सुन|of which" ("8,750, jisme 3,250 PhonePe pe"): a part of the amount before, never a name
            # "dobara likhta hoon": the owner will write afresh, no twin entry
            # "likhna bhool gaya": the entry is late, the date words say which day; nothing else changes
            # "bill 42 hazaar bana": the bill came to, no goods and no one
            "bana|bani|bane|बना|बनी|बने|"
            # "shaadi ka kaam khatam hua": the wedding the work was for, never someone called Shaadi
            "shaadi|shadi|शादी|byah|ब्याह|vivah|विवाह|"
            # "dusre dukaan ka tha": another shop's, never someone called Dusre
            "dusre|doosre|dusri|doosri|dusra|doosra|दूसरे|दूसरी|दूसरा|"
            # "रोज़ २ लीटर दूध जाता है": every day, how often, nobody's name
            "roz|rozana|roj|रोज़|रोज|रोज़ाना|रोजाना|"
            # "din bhar ki bikri": the whole day's sales, nobody called Bhar
            "din bhar|dinbhar|दिन भर|दिनभर|"
            "likhna bhool gaya|likhna bhool gayi|likhna bhul gaya|likhna bhul gayi|likhna bhool gaye|likhna reh gaya|"
            "likhna rah gaya|likhna reh gayi|लिखना भूल गया|लिखना भूल गई|लिखना भूल गए|लिखना रह गया|लिखना रह गई|"
            "लिखना भूल गयी|लिखना|"
            "dobara likhta|dobara likhti|dobara likhunga|dobara likhenge|dobara likh dunga|dobara se likhta|"
            "दोबारा लिखता|दोबारा लिखती|दोबारा लिखूंगा|usme|usmein|usmen|isme|ismein|jisme|jismein|jisme se|usme se|isme se|उसमें|इसमें|जिसमें|जिसमें से|"
            "उसमें से|इसमें से|aaj|abhi|abhi abhi|subah|shaam|sham|raat|dopahar|din|hafta|mahina|saal|maine|hum|mera|meri|mere|apna|apni|"
            "apne|ek|aur|or|bhi|to|toh|tho|hi|hai|hain|he|h|tha|thi|the|ho|hua|hui|hue|gaya|gaye|gayi|raha|rahe|rahi|me|"
            "mein|mai|yeh|ye|yah|woh|wo|is|us|in|un|jo|sab|sabhi|kuch|bahut|zyada|jyada|kam|thoda|liye|rupaye|rupay|"
            "rupiya|rupiye|rupees|rupee|rs|paise|paisa|paison|total|sirf|bas|please|pls|plz|jaldi|kal|dukan|dukaan|"
            "अरे|अरी|arre|arey|wapas|phir|fir|baad|pehle|pahle|abhi tak|tak|तक|अब तक|अभी तक|lekin|par|magar|kyunki|isliye|matlab|yaar|bhai|boss|arre|are|"
            "arey|oye|haan|ji|nahi|ok|acha|accha|theek|likho|likh|likh do|likh lo|karo|kar|kiya|kiye|kari|kar do|daalo|"
            "daal|dal do|note|note karo|add|add karo|chadha do|chadhao|entry|hisaab|hisab|wala|wale|wali|jitna|utna|"
            "kitna|ka|ke|ki|ko|se|ne|pe|baaki|baki|bacha|upar|neeche|saath|sath|bina|liya|diya|rupaiya|rupaiye|rupya|"
            "roopay|ruppe|rupe|payment|amount|rakam|raqam|udhaar|cash|online|galla|bikri|sale|kharcha|mahine|hafte|agle|"
            "pichle|purana|naya|nayi|gaadi|gadi|tempo|बाकी|और|भी|तो|है|हैं|था|थी|थे|हो|हुआ|हुई|हुए|गया|गई|गए|रहा|रही|"
            "रहे|में|मैं|यह|वह|सब|कुछ|रुपये|रुपए|रुपया|पैसे|आज|कल|अभी|लिखो|लिख|करो|किया|किए|किये|कर|कर दो|कर दिया|एक|से|"
            "के लिए|के लिये|की लिए|के वास्ते|पेमेंट|yahan|yahaan|यहाँ|यहां|"
            "को|का|की|के|ने|दो|लो|दें|दीजिए|कीजिए|करें|सिर्फ|बस|ठीक|वाला|वाली|वाले|अब|फिर|बहुत|कम|ज्यादा|आया|मिला|ab|"
            "gai|hoga|hogi|hoge|dikh|dikha|dikhe|dikhi|dikhai|dikhta|dikhti|rha|rhi|rhe|daale|dale|daala|dala|dikh raha|"
            "dikh rha|दिख|दिखा|दिखे|दिखी|दिखाई|दिखता|डाले|डाला|रहा है|रही है|lene|lena|leni|dene|deni|लेने|लेना|लेनी|"
            "देने|देना|देनी|रुपय*|रुपए*|रुपये*|bhar|din bhar|asli|asal|असली|alawa|alaava|alava|ilava|ilaava|ke alawa|"
            "ke alaava|अलावा|के अलावा|इलावा|counter|kaunter|काउंटर|vich|wich|vich hi|"
            "utne|utni|itna|itne|itni|उतना|उतने|उतनी|इतना|इतने|इतनी|जितना|जितने|जितनी|"
            # work done on goods ("ट्यूब बदली", "चेन डाली"): verbs, never a name
            "बदली|बदला|बदले|बदल दी|बदल दिया|बदलवाया|बदलवाई|डाला|डाली|डाले|लगाया|लगाई|लगाए|लगवाया|लगवाई|"
            "badli|badla|badal di|badal diya|lagaya|lagayi|lagwaya|lagwayi|ही|हीं|सिर्फ़|केवल|लगभग|करीब|क़रीब|तकरीबन|तक़रीबन|sirph|keval|kewal|lagbhag|takriban|hee|उस|इस|उसी|इसी|वही|यही|wahi|vahi|yahi|usi|isi|अपने|अपना|अपनी|खुद|ख़ुद|खुद के|khud"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("hinglish", """
0 zero shunya sunya
1 ek aek ik
2 do
3 teen tiin
4 char chaar
5 paanch panch paach paanc
6 chhe che chha chhah chheh cheh chhey
7 saat sat
8 aath aat aanth
9 nau nou
10 das dus dass
11 gyarah gyaarah gyara gyaara igyarah egyarah gyarha gyaraa
12 barah baarah bara baara barha
13 terah tera tehra terha
14 chaudah chauda chaudha chodah choda chaudaa
15 pandrah pandra pandreh pandhra pandhrah pundrah
16 solah sola solha
17 satrah satra satarah sattrah
18 atharah athara athaara attharah atthara athra athrah
19 unnis unees unnees unis
20 bees bis
21 ikkis ikkees ikis
22 bais baees baais baaees
23 teis teyis
24 chaubis chaubees chobis choubis
25 pachis pachees pachchis pacchis pachhis
26 chhabbis chhabbees chabbis chabbees
27 sattais sattaees sataees sattaais
28 atthais athais atthaees athaees
29 untis unatees untees unatis
30 tees
31 ikattis iktees ekattis iktis ikatees
32 battis battees
33 taintis taintees tetis tentis
34 chautis chauntees chauntis chountis
35 paintis paintees pentis
36 chhattis chhattees chattis
37 saintis saintees
38 artis adtees arthis adtis
39 untalis untaalees unchalis
40 chalis chaalees chaalis chalees
41 iktalis iktaalees
42 bayalis bayaalees biyalis
43 taintalis taintaalees
44 chavalis chavaalees chauvalis chawalis
45 paintalis paintaalees pentalis
46 chhiyalis chhiyaalees chiyalis
47 saintalis saintaalees
48 artalis adtaalees adtalis
49 unchas unchaas
50 pachas pachaas pachass
51 ikyavan ikyaavan ikyawan
52 bavan baavan bawan
53 tirpan tirepan
54 chauvan chauwan
55 pachpan
56 chhappan chappan
57 sattavan sattaavan
58 atthavan athaavan atthawan
59 unsath unsaath
60 saath sath saanth
61 iksath ikasath
62 basath baasath
63 tirsath tiresath
64 chausath chaunsath chousath
65 painsath paisath pensath
66 chhiyasath chhiyaasath chiyasath
67 sarsath sadsath
68 arsath adsath
69 unhattar
70 sattar
71 ikhattar ikahattar
72 bahattar
73 tihattar
74 chauhattar
75 pachattar pachhattar pichattar
76 chhihattar chihattar
77 satattar sathattar satahattar
78 athattar athhattar athahattar
79 unyasi unaasi unasi
80 assi
81 ikyasi
82 bayasi
83 tirasi
84 chaurasi
85 pachasi pachaasi
86 chhiyasi chiyasi
87 sattasi
88 athasi atthasi
89 navasi nawasi
90 nabbe nabbey navve
91 ikyanve ikyanave
92 banve baanve
93 tiranve
94 chauranve
95 pachanve
96 chhiyanve
97 sattanve
98 atthanve athanve
99 ninyanve ninyaanve
1.5 dedh deedh ded derh dedhh
2.5 dhai dhaai dhayi adhai adhaai adhayi adich aadich adhich
0.25 paav pav pao
0.5 aadha adha aadhi adhi aadhe adhe
"""),
    ("devanagari", """
0 शून्य
1 एक
2 दो
3 तीन
4 चार
5 पांच पाँच
6 छह छः छै छे
7 सात
8 आठ
9 नौ
10 दस
11 ग्यारह
12 बारह
13 तेरह
14 चौदह
15 पंद्रह पन्द्रह
16 सोलह
17 सत्रह
18 अठारह
19 उन्नीस
20 बीस
21 इक्कीस
22 बाईस
23 तेईस
24 चौबीस
25 पच्चीस
26 छब्बीस
27 सत्ताईस
28 अट्ठाईस
29 उनतीस
30 तीस
31 इकतीस इकत्तीस
32 बत्तीस
33 तैंतीस
34 चौंतीस
35 पैंतीस
36 छत्तीस
37 सैंतीस
38 अड़तीस
39 उनतालीस
40 चालीस
41 इकतालीस
42 बयालीस
43 तैंतालीस
44 चवालीस चौवालीस
45 पैंतालीस
46 छियालीस
47 सैंतालीस
48 अड़तालीस
49 उनचास
50 पचास
51 इक्यावन
52 बावन
53 तिरपन
54 चौवन
55 पचपन
56 छप्पन
57 सत्तावन
58 अट्ठावन
59 उनसठ
60 साठ
61 इकसठ
62 बासठ
63 तिरसठ
64 चौंसठ
65 पैंसठ
66 छियासठ
67 सड़सठ
68 अड़सठ
69 उनहत्तर
70 सत्तर
71 इकहत्तर
72 बहत्तर
73 तिहत्तर
74 चौहत्तर
75 पचहत्तर
76 छिहत्तर
77 सतहत्तर
78 अठहत्तर
79 उन्यासी उनासी
80 अस्सी
81 इक्यासी
82 बयासी
83 तिरासी
84 चौरासी
85 पचासी
86 छियासी
87 सत्तासी
88 अट्ठासी
89 नवासी
90 नब्बे
91 इक्यानवे
92 बानवे
93 तिरानवे
94 चौरानवे
95 पचानवे
96 छियानवे
97 सत्तानवे
98 अट्ठानवे
99 निन्यानवे
1.5 डेढ़ डेढ दीड
2.5 ढाई अढ़ाई अढाई अडीच
0.25 पाव
0.5 आधा आधी आधे अर्धा अर्धी
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 sau +so सौ
1000 hazaar hazar hajar hajaar hazzar hazaar हज़ार हजार
100000 lakh lakhs lac lacs laakh लाख
10000000 crore crores karod karor karode करोड़ करोड
""",
    "fractions": """
0.25 sawa sava savva swa सवा सव्वा
0.5 saadhe sadhe saade sade saadhey sadhey saadhe साढ़े साढे साडे
-0.25 paune pone pauney paune पौने
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "kuch kuchh kai कुछ कई dus-bees",
    "weak": (
        "do tera bara che chhe cha saath sath paav pav pao aadha adha aadhi adhi aadhe adhe दो तेरा पाव आधा आधी "
        "आधे"
    ),
    "do_blockers": (
        "de kar likh bhej rakh bata dikha mita hata jod jodd daal dal chhod chod rehne rahne bhar laga bana le "
        "mangwa manga dila bula samjha suna karwa nikal kaat kat hisaab sun bol jama दे कर लिख भेज रख बता दिखा "
        "मिटा हटा जोड़ जोड डाल छोड़ छोड रहने भर लगा बना ले मंगा दिला"
    ),
    "do_support": (
        "diye diya di de dena liye liya li mile mila aaye aaya aye aya lautaye lautaya bheje bheja jama udhaar "
        "udhar baaki baki ka ke ki kg kilo दिए दिये दिया दी लिए लिये लिया ली मिले मिला आए आये आया लौटाए भेजे जमा "
        "उधार बाकी का के की"
    ),
    "units": (
        "bori bora dabba dabbe darjan nag peti किलो ग्राम लीटर लिटर पैकेट बोरी दर्जन डिब्बा बोतल मीटर नग पेटी "
        "किलोग्राम केजी पीस जोड़ी सेट लीटर patta patte patti pattiyan strip strips पत्ती पत्तियां पत्ता पत्ते स्ट्रिप शीशी shishi"
    ),
    "slang": (
        "gaddi gaddiyan gaddiya gaddii peti petiyan petiya khokha khokhe khoka patti pattiyan tokri tokriyan "
        "petti गड्डी गड्डियां पेटी पेटियां खोखा खोखे टोकरी"
    ),
    "currency": (
        "rupaye rupaiye rupaiya rupiya rupiye rupya rupye rupay rupae rupe rupaya rupaiyaa rupiyaa rupayon rupayo "
        "रु रू ₹"
    ),
    "currency_stems": "रुपय रुपए रुपै रुपया रूपय रूपए रुपि",
    "currency_abbreviations": "रु रू",
    "alternatives": "ya yaa athva athwa या अथवा",
    "ranges": "se से",
    "percent": "pratishat pratishat fisadi prtishat प्रतिशत फीसदी फ़ीसदी",
    "clock": "baje bje baaje bajey bajay बजे",
    "date": "tarikh tareekh tarik taarikh taareekh tareek tarikh तारीख तारिख",
    "months": (
        "जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर सितम्बर अक्टूबर अक्तूबर नवंबर नवम्बर दिसंबर "
        "दिसम्बर"
    ),
    "glued_after": "hazaar hazar hajar sau rupaye rupiya rupay ka ki ke ko se me mein mai wala wale wali tak din",
    "glued_before": "rupaye",
    "ordinals": "वां वाँ वीं वें वा वी वे तम",
    "not_variants": "tin chai cha chah ties to so no is in on at as an or it de se ka ki ke ko me bar pan sat asi",
    "one_same": "hi ही",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "silai|silaai|silayi|सिलाई|repair|repairing|रिपेयर|marammat|मरम्मत|puncture|panchar|पंचर|tyre puncture|टायर पंचर|tayar panchar|dhulai|धुलाई|dry clean|dry cleaning|drycleaning|istri|ironing|safai|सफाई|printing|tiffin|tifin",
    "did_work": "kiya|kiye|kiye hain|kiya hai|किया|किए|किये|kar diya|kar diye|kar di|कर दिया|कर दिए|कर दी|banaya|banaye|बनाया|बनाए|sil diya|sil diye|सिल दिया|silke|silkar|सिलके|theek kiya|ठीक किया|badla|badle|badli|बदला|बदले|बदली|lagaya|lagaye|लगाया|लगाए",
    "still": "abhi bhi|ab bhi|abhi tak|अभी भी|अब भी|abhi|अभी|ab|अब",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "chai|chay|chaay|nashta|nasta|naashta|paani|pani|khana|khaana|barf|baraf|chai nashta|chai paani|nashta paani|चाय|नाश्ता|पानी|खाना|बर्फ",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "तक|tak|से पहले|से पहिले",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "bhada|bhaada|bhade|bhaade|kiraya|kiraaya|kiraye|भाड़ा|भाड़े|भाडा|भाडे|किराया|किराए|किराये",
    # Honorifics that end a name: what follows "Sharma ji" is never more of the name ("Sharma ji BP ki dawa").
    # a wage: "Raju ki mazdoori" is paid to Raju (the genitive names the payee)
    "wage": "mazdoori|majdoori|mazduri|tankhwah|tankha|tanakha|tankhah|pagaar|pagar|salary|dihadi|मजदूरी|मज़दूरी|तनख्वाह|तनख़्वाह|पगार|वेतन|दिहाड़ी",
    "determiner": "ye|yeh|yah|ye wale|ये|यह|ये वाले|उस|इस|उसी|इसी|वही|यही|wahi|vahi|yahi|usi|isi",
    "closing_honorific": "ji|jee|sahab|saab|saheb|sahib|aunty|auntie|uncle|sir|madam|जी|साहब|साहेब|आंटी|अंकल|सर|मैडम",
    # the shop's own "to give" after a day count: "30 din vich dena" (a credit purchase's due)
    "pay_due": "dena|dene|denge|देना|देने|देंगे|bharna|bharne|bharni|bharna hai|भरना|भरने|भरनी",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "pichhle|pichle|pichhla|pichla|pichhli|pichli|पिछले|पिछला|पिछली",
    "split_conjunctions": "aur|fir|phir|tatha|और|फिर",
    "join_conjunctions": "aur|tatha|और",
    "negation_before": "abhi nahi|mat|na|nahi|nahi tha|nahin|nai|nhi|नही|नहीं|मत",
    "negation_after": "mat|nahi|nahi tha|nahi the|nahin|nai|nhi|नथी|नही|नहीं",
    "negation_postfix": "mat|na|nahi|nahi tha|nahi thi|nahin|nai|nhi",
    "relative": "jo|jis|jiska|jiske|jiski|jisko|jisse|jinse|jinka|jinke|jinki|जो|जिस|जिसका|जिसके|जिसकी|जिसको|जिससे|जिनसे|जिनका|जिनके",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "gaye|gaya|gayi|gye|gya|kate|kata|kati|katey|गए|गया|गई|गये|कटे|कटा|कटी|bheje|भेजे|भेजा",
    "motion": "gaye|gaya|gayi|gye|gya|aaya|aaye|aayi|aya|aye|kate|kata|kati|गए|गया|गई|आया|आए|आई|कटे|कटा",
    "demonstrative": "woh|wo|vo|voh|वो|वह|यह|ये|yeh|ye|yah",
}

# What a word that names someone by what they do ends with: a verb before wala ("banane wali", "बनाने वाली": the
# one who makes), or glued (other languages). Such a word is a role, never a name.
DOER_BEFORE_WALA: tuple[str, ...] = ("ne", "ने")

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {"ne": "doer", "di": "hon", "ji": "hon", "bhai": "hon"}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (
    ("bhaiyako", "dat"), ("bhaiko", "dat"), ("bhaiya", "hon"), ("bhai", "hon"), ("sahab", "hon"),
    ("saab", "hon"), ("jiko", "dat"), ("jine", "doer"), ("ji", "hon"),
)

# Names that end like an ending or honorific and are never cut ("Sethi", "Kamla").
KEEP_WHOLE: frozenset[str] = frozenset((
    "aji anji baji balaji benji bhaiji guruji kaji manji panji raji reuben ruben ruji saji sethi stephen suji "
    "teji viji"
).split())

# Words that are never a person's or a firm's name, whatever their place in a sentence.
NOT_NAMES: frozenset[str] = frozenset((
    "xerox lamination photocopy "  # the counter's work: "xerox se 1,430 aaye" is takings, nobody's money
    "bhara bhare bhari bharna bharne bharni bhi chada chadh chadha chadhao chadhaya chadhaye chadhayi chadhe "
    "chadhi chadi chahiye di diya diye gadbad galat galti gaya gaye gayi hai hain ho hoga hogi honge hua hue hui "
    "kab kahan kaise kar kardo karein karen karo karu karun kaun kaunsa kiska kiske kiski kisko kisne kitna kitne "
    "kitni kiya kiye kon konsa kya kyu kyun laga lagao lage lagega lagegi lagenge lagi lagta lagte lagti likh "
    "likha likhdiya likhdo likhe likhi likhna likho liya liye maloom malum mangau mangaun mat nahi nahin pata "
    "raha rahe rahi rakhe rakhna rakho rakhu rakhun shayad tha thi to toh yaad"
).split())

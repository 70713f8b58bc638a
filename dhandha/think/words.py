"""Money words of the 11 languages plus English: verbs by direction, credit, sale, purchase, costs.

Each entry is (category, value, language, "phrase|phrase|..."). Phrases are matched on token keys
(see tokens.key), so Latin spellings only need one form per loose spelling; a trailing "*" on a
one-word Latin entry matches any word starting with it. Hinglish and Devanagari Hindi share "hi".

Direction (UNDERSTANDING.md §5.1):
- give: a bare give verb; the case marker on the party decides who gave.
- give_in: the verb's person says the other party gave (Bengali dilo, Tamil kuduthaar ...).
- give_out: the verb's person says the owner gave (dilam, kuduthen, icchaanu ...).
- recv: money came in (jama, lautaye, mile, aaye, got, received ...).
- repay: settling a debt (chuka diye, cleared, settle); the party's marker says whose debt.
- pay: "paid"/"payment kiya": English word order or the marker decides.
- take: a customer took goods (le gaye); buy: the shop bought stock; sell: a sale.
"""

from __future__ import annotations

Entry = tuple[str, str, str, str]

MONEY: tuple[Entry, ...] = (
    # --- bare give verbs: direction from the party's case marker ---
    ("verb", "give", "hi",
     "diye|diya|di|diyi|dia|diae|diye hain|diya hai|de diye|de diya|de di|de dia|dediye|dediya|dedi|dedia|"
     "de diye hain|"
     "bheje|bheja|bheji|bhej diye|bhej diya|bhej di|bhijwaye|bhijwaya|transfer kiye|transfer kiya|"
     "transfer kar diye|transfer kar diya|transfer|diye the|diya tha|paise de diye|paise diye|paisa diya|"
     "dekar|deke|de ke|de kar|upi kiya|upi kiye|upi kar diya|upi kar diye|gpay kiya|gpay kiye|gpay kar diya|"
     "phonepe kiya|phonepe kar diya|paytm kiya|paytm kar diya|online kiya|online kiye|online bheje|scan kiya|"
     "paise de gaya|paise de gaye|paise bheje|payment de diya|payment de diye|"
     "neft kiye|neft kiya|neft kar diye|neft kar diya|rtgs kiye|rtgs kiya|rtgs kar diye|imps kiye|imps kiya|"
     "imps kar diye|bank transfer kiye|bank transfer kiya|"
     "दिए|दिये|दिया|दी|दे दिए|दे दिये|दे दिया|दे दी|दे गया|दे गए|दे आया|भेजे|भेजा|भेजी|भेज दिए|भेज दिया|"
     "ट्रांसफर किए|ट्रांसफर किये|ट्रांसफर किया"),
    ("verb", "give", "pa",
     "ditte|dite|ditta|dita|ditti|de ditte|de dite|de ditta|de dita|bheje|bhej ditte|"
     "ਦਿੱਤੇ|ਦਿੱਤਾ|ਦਿੱਤੀ|ਦਿਤੇ|ਦਿਤਾ|ਦੇ ਦਿੱਤੇ|ਦੇ ਦਿੱਤਾ|ਭੇਜੇ|ਭੇਜਿਆ"),
    ("verb", "give", "mr",
     "dile|dila|dili|dilet|deun taklet|dilay|pathavle|pathavla|pathavle|"
     "दिले|दिला|दिली|दिलेत|देऊन टाकले|पाठवले|पाठवला"),
    ("verb", "give", "gu",
     "aapya|apya|aapyu|apyu|aapi|api|aapyo|aapela|aapi didha|aapi didhu|mokalya|moklya|"
     "આપ્યા|આપ્યું|આપી|આપ્યો|આપી દીધા|આપી દીધું|મોકલ્યા|મોકલ્યું"),
    ("verb", "give", "bn", "diyechi na|pathiyeche"),
    ("verb", "give", "ml", "ayachu|അയച്ചു"),
    ("verb", "give", "en", "gave|give|given|sent|transferred|handed|handed over|lent|loaned"),
    ("verb", "take", "en", "borrowed"),
    # --- the verb's person says the other party gave ---
    ("verb", "give_in", "bn",
     "dilo|dilen|dila|diyeche|diyechen|dieche|diyechhe|pathalo|pathalen|"
     "দিলো|দিল|দিলেন|দিয়েছে|দিয়েছেন|দিয়ে গেল|দিয়ে গেছে|দিয়ে গেলেন|দিয়ে গেছেন|পাঠাল|পাঠালো|পাঠিয়েছে|"
     "পাঠিয়েছেন"),
    ("verb", "give_in", "ta",
     "kuduthaar|kuduthar|kuduthaan|kuduthan|kuduthaanga|kuduthanga|koduthaar|koduthaan|koduthaanga|"
     "thanthaar|thandhaar|thandhaan|thanthaan|thandhaanga|gpay pannaanga|gpay pannaar|gpay pannan|"
     "anuppinaar|anuppinaanga|gpay பண்ணாங்க|gpay பண்ணார்|gpay பண்ணினாங்க|upi பண்ணாங்க|phonepe பண்ணாங்க|"
     "paytm பண்ணாங்க|pay பண்ணாங்க|pay பண்ணார்|"
     "கொடுத்தார்|கொடுத்தான்|கொடுத்தாங்க|கொடுத்தாள்|தந்தார்|தந்தான்|தந்தாங்க|அனுப்பினார்|அனுப்பினாங்க|"
     "கொடுத்துட்டார்|கொடுத்துட்டாங்க|கொடுத்திருக்கார்|கொடுத்திருக்காங்க|தந்துட்டார்|தந்துட்டாங்க|"
     "தந்திருக்கார்|kuduthuttaar|kuduthuttanga|thanthuttaar|"
     "ஜிபே பண்ணாங்க|ஜிபே பண்ணார்"),
    ("verb", "give_in", "te",
     "icchaadu|ichadu|icchadu|icchaaru|icharu|iccharu|icchindi|ichindi|pampaadu|pampaaru|pampindi|"
     "ఇచ్చాడు|ఇచ్చారు|ఇచ్చింది|పంపాడు|పంపారు|పంపింది|ఇచ్చేశాడు|ఇచ్చేశారు|ఇచ్చేసింది|icchesadu|icchesaru"),
    ("verb", "give_in", "kn",
     "kotta|kottaru|kottru|kottidaare|kottidare|kottanu|kottlu|kalsidru|kalisidaru|"
     "ಕೊಟ್ಟ|ಕೊಟ್ಟರು|ಕೊಟ್ಟಿದ್ದಾರೆ|ಕೊಟ್ಟನು|ಕೊಟ್ಟಳು|ಕೊಟ್ರು|ಕಳಿಸಿದರು|ಕಳುಹಿಸಿದರು|ಕೊಟ್ಟಿದ್ದಾನೆ|ಕೊಟ್ಟುಬಿಟ್ಟರು|"
     "ಕೊಟ್ಟುಹೋದರು|kottbittru|kottidane"),
    ("verb", "give_in", "ml", "thannu|thanu|thannittundu|തന്നു|തന്നിട്ടുണ്ട്"),
    # "de gaya": he gave and went (the other party gave); "de aaya": I went and gave.
    ("verb", "give_in", "hi", "de gaya|de gaye|de gayi|de gai|de gya|de gye|de ke gaya|de ke gaye|de kar gaya|"
                              "de kar gaye|de gaya hai|de gaye hain|दे गया|दे गए|दे गई|दे गये"),
    ("verb", "give_out", "hi", "de aaya|de aaye|de aayi|de aya|de aai|de ke aaya|de kar aaya|de aaya hu|"
                               "दे आया|दे आए|दे आई"),
    ("verb", "give_in", "or", "dele|dela|dei dele|deigale|deichhanti|ଦେଲେ|ଦେଲା|ଦେଇଦେଲେ|ଦେଇଗଲେ|ପଠାଇଲେ|ଦେଇଛନ୍ତି|"
                              "ଦେଇଗଲା"),
    ("verb", "give_in", "gu", "aapi gaya|aapi gayo|aapi gai|આપી ગયા|આપી ગયો|આપી ગઈ"),
    ("verb", "give_in", "pa", "de gaya|de gaye|de gayi|ਦੇ ਗਿਆ|ਦੇ ਗਏ|ਦੇ ਗਈ"),
    ("verb", "give_in", "mr", "deun gela|deun gele|deun geli|देऊन गेला|देऊन गेले|देऊन गेली"),
    # --- the verb's person says the owner gave ---
    ("verb", "give_out", "bn", "dilam|diyechi|dilum|pathalam|দিলাম|দিয়েছি|দিয়ে দিলাম|পাঠালাম|পাঠিয়েছি"),
    ("verb", "give_out", "ta",
     "kuduthen|koduthen|kuduthuten|koduthutten|anuppinen|கொடுத்தேன்|கொடுத்துட்டேன்|அனுப்பினேன்"),
    ("verb", "give_out", "te", "icchaanu|ichanu|icchanu|pampaanu|pampanu|ఇచ్చాను|ఇచ్చేశాను|పంపాను"),
    ("verb", "give_out", "kn", "kotte|kottidini|kottiddene|kottbitte|ಕೊಟ್ಟೆ|ಕೊಟ್ಟಿದ್ದೇನೆ|ಕೊಟ್ಟುಬಿಟ್ಟೆ|ಕಳಿಸಿದೆ"),
    ("verb", "give_out", "ml", "koduthu|kodutthu|koduthittundu|കൊടുത്തു|കൊടുത്തിട്ടുണ്ട്"),
    ("verb", "give_out", "or", "deli|delu|dei deli|ଦେଲି|ଦେଲୁ|ଦେଇଦେଲି|ପଠାଇଲି"),
    # --- money came in ---
    ("verb", "recv", "hi",
     "jama|jama kiye|jama kiya|jama kiye hain|jama kar diye|jama kar diya|jama karaye|jama karaya|"
     "jama kar gaya|jama kar gaye|jama karwaye|lautaye|lautaya|lautai|lotaye|lotaya|lauta diye|lauta diya|"
     "lauta gaya|lauta gaye|wapas kiye|wapas kiya|wapas diye|wapas diya|wapas kar diye|wapas kar diya|"
     "wapas|vapas|vapis|mile|mila|mili|mil gaye|mil gaya|mil gayi|aaye|aaya|aayi|aa gaye|aa gaya|aa gayi|"
     "lautayi|lauta di|jama ki|jama kar di|jama karayi|"
     "aaye hain|aaya hai|vasool|vasool kiye|vasool kiya|vasooli|vasool hue|vasool hua|recover kiye|"
     "recover kiya|receive kiye|receive kiya|credit hue|credit hua|credit hua hai|"
     "जमा|जमा किए|जमा किये|जमा किया|जमा कर दिए|जमा कराए|लौटाए|लौटाये|लौटाया|लौटा दिए|वापस|वापस किए|"
     "वापस किये|वापस दिए|मिले|मिला|मिली|मिल गए|मिल गया|आए|आये|आया|आ गए|आ गया|वसूल|वसूली|वसूल किए|"
     "आई|आईं|आयी|आ गई|आ गईं|आ गयी|मिल गई|मिल गईं|मिलीं"),
    ("verb", "recv", "pa",
     "mile|milye|mil gaye|aaye|aa gaye|jama|jama karaye|vapas|morhe|morr ditte|"
     "ਮਿਲੇ|ਮਿਲ ਗਏ|ਆਏ|ਆ ਗਏ|ਜਮ੍ਹਾ|ਜਮਾਂ|ਵਾਪਸ|ਮੋੜੇ|ਮੋੜ ਦਿੱਤੇ|ਜਮ੍ਹਾ ਕਰਾਏ|ਜਮ੍ਹਾ ਕਰਵਾਏ|ਜਮ੍ਹਾਂ ਕਰਾਏ|ਜਮਾਂ ਕਰਾਏ"),
    ("verb", "recv", "mr",
     "milale|milala|milali|mille|aale|aala|jama kele|jama kela|parat dile|parat kele|vasool|"
     "मिळाले|मिळाला|मिळाली|आले|आला|जमा केले|जमा केला|परत दिले|परत केले|परत|वसूल"),
    ("verb", "recv", "gu",
     "malya|malyu|male|mali|aavya|avya|aavyu|jama karavya|jama karaya|pacha aapya|pachha aapya|vasool|"
     "મળ્યા|મળ્યું|મળી|આવ્યા|આવ્યું|જમા કરાવ્યા|જમા|પાછા આપ્યા|પાછા|વસૂલ"),
    ("verb", "recv", "bn",
     "pelam|peyechi|pelaam|elo|esechhe|eseche|joma|joma dilo|ferot|ferot dilo|"
     "পেলাম|পেয়েছি|এল|এলো|এসেছে|জমা|জমা দিল|জমা দিয়েছে|ফেরত|ফেরত দিল|ফেরত দিয়েছে|শোধ দিল"),
    ("verb", "recv", "ta",
     "vanthuchu|vandhuchu|vanthathu|vandhathu|kidaichathu|kidaichuthu|kidachadhu|thiruppi kuduthaar|"
     "thiruppi thandhaar|jama pannaar|"
     "வந்துச்சு|வந்தது|கிடைத்தது|கிடைச்சது|திருப்பி கொடுத்தார்|திருப்பி தந்தார்|திருப்பி|ஜமா|வரவு|"
     "ஜமா பண்ணார்|ஜமா பண்ணாங்க|ஜமா செஞ்சார்|கட்டினார்|கட்டினாங்க"),
    ("verb", "recv", "te",
     "vacchayi|vachayi|vachindi|vacchindi|andindi|andhindi|tirigi icchaadu|jama chesaadu|"
     "వచ్చాయి|వచ్చింది|అందింది|తిరిగి ఇచ్చాడు|తిరిగి ఇచ్చారు|తిరిగి|జమ"),
    ("verb", "recv", "kn",
     "bantu|banthu|bandide|bandittu|sikkitu|vaapas kotta|vapas kottaru|"
     "ಬಂತು|ಬಂದಿದೆ|ಸಿಕ್ಕಿತು|ವಾಪಸ್|ವಾಪಸ್ ಕೊಟ್ಟರು|ಜಮಾ"),
    ("verb", "recv", "ml",
     "kitti|vannu|thirichu thannu|thiriche thannu|കിട്ടി|വന്നു|തിരിച്ചു തന്നു|തിരിച്ചു"),
    ("verb", "recv", "or",
     "paili|paili|paiche|asila|asichi|milila|ferai dele|ferei dele|jama dele|"
     "ପାଇଲି|ପାଇଛି|ଆସିଲା|ଆସିଛି|ମିଳିଲା|ଫେରାଇ ଦେଲେ|ଫେରାଇଲେ|ଜମା"),
    ("verb", "recv", "en", "returned|deposited|came|came in|recovered|gave back|sent back|paid back"),
    # "got/received": money came to whoever is the subject; with no subject, to the owner.
    ("verb", "got", "en", "got|received|collected|has received|have received|i got|we got"),
    # "Rajan was paid 500": passive, the shop paid.
    ("verb", "paid_to", "en", "was paid|were paid|got paid|has been paid|have been paid|been paid"),
    # --- settling a debt ---
    ("verb", "repay", "hi",
     "chukaye|chukaya|chukai|chuka diye|chuka diya|chuka di|chuka de|chuka|chukta|chukta kiya|chukta kiye|"
     "chukta kar diya|clear kiye|clear kiya|clear kar diye|clear kar diya|clear|settle|settle kiya|"
     "settle kiye|settle kar diya|bharpai|bharpaai|hisaab clear|hisab clear|hisaab barabar|hisaab barabar kiya|"
     "hisaab barabar kar diya|barabar kar diya|"
     "चुकाए|चुकाये|चुकाया|चुका दिए|चुका दिये|चुका दिया|चुकता|क्लियर"),
    ("verb", "repay", "en", "cleared|settled|paid off|paid back|repaid|squared|cleared off"),
    ("verb", "repay", "mr", "fedle|phedle|chukavle|chukte kele|फेडले|फेडली|चुकवले|चुकते केले"),
    ("verb", "repay", "gu", "chukavya|chukvya|chukte karya|ચૂકવ્યા|ચુકવ્યા|ચૂકતે"),
    ("verb", "repay", "bn", "shodh|shodh korlam|shodh dilam|শোধ|শোধ করলাম|শোধ দিলাম|মিটিয়ে দিলাম|mitiye dilam"),
    ("verb", "repay", "pa", "chukaye|chuka ditte|ਚੁਕਾਏ|ਚੁਕਾ ਦਿੱਤੇ|ਚੁਕਤਾ"),
    ("verb", "repay", "ta", "adaichen|adaithen|adachen|அடைச்சேன்|அடைத்தேன்|செட்டில்"),
    ("verb", "repay", "te", "teerchanu|thirchanu|తీర్చాను|చెల్లించాను|chellinchaanu"),
    ("verb", "repay", "kn", "teerisde|tirisde|ತೀರಿಸಿದೆ|ಚುಕ್ತಾ"),
    ("verb", "repay", "ml", "veetti|veettiyu|വീട്ടി|തീർത്തു|theerthu"),
    ("verb", "repay", "or", "sujhili|sujhaili|ସୁଝିଲି|ସୁଝାଇଲି"),
    # --- "paid": English word order or the marker decides ---
    ("verb", "pay", "en", "paid|pay|pays|made payment|made a payment|payment done"),
    ("verb", "pay", "hi",
     "payment kiya|payment kiye|payment ki|payment kar diya|payment kar diye|payment kari|pay kiya|pay kiye|"
     "pay kar diya|pay kar diye|bhugtan kiya|bhugtan|bhara|bhar diya|bhar diye|bhare|"
     "पेमेंट किया|पेमेंट किए|भुगतान किया|भुगतान|भरा|भर दिया|भरे"),
    ("verb", "pay", "mr", "bharle|bharla|bharli|भरले|भरला|भरली"),
    ("verb", "pay", "gu", "bharyu|bharya|bhari didhu|ભર્યું|ભર્યા|ભરી દીધું|ભર્યો"),
    ("verb", "pay", "bn", "jama dilam|জমা দিলাম|মেটালাম|metalam"),
    ("verb", "pay", "pa", "bhariya|bharya|ਭਰਿਆ|ਭਰੇ|ਭਰ ਦਿੱਤਾ"),
    ("verb", "pay", "ta", "kattinen|katten|kattunen|கட்டினேன்|கட்டிட்டேன்|கட்டினோம்|செலுத்தினேன்"),
    ("verb", "pay", "te", "kattanu|kattaanu|కట్టాను|కట్టేశాను|చెల్లించాను"),
    ("verb", "pay", "kn", "kattide|kattidde|ಕಟ್ಟಿದೆ|ಕಟ್ಟಿದ್ದೇನೆ|ಪಾವತಿಸಿದೆ"),
    ("verb", "pay", "ml", "adachu|adaccu|അടച്ചു|അടച്ചിട്ടുണ്ട്"),
    ("verb", "pay", "or", "bharili|ଭରିଲି|ପଇଠ କଲି|ଦେଇଦେଲି"),
    # --- a customer took goods (neutral: cash or credit?) ---
    ("verb", "take", "hi",
     "le gaye|le gaya|le gayi|le gai|le gya|le gye|le ke gaya|le ke gaye|le kar gaya|le gaye hain|"
     "liya|liye|li|lia|le liya|le liye|le li|le lia|uthaya|uthaye|uthake le gaya|mangwa liya|"
     "ले गए|ले गये|ले गया|ले गईं|ले गयी|ले गयीं|ले गई|लिया|लिए|लिये|ली|ले लिया|ले लिए|ले ली|उठाया"),
    ("verb", "take", "en", "took|taken|picked up|takes|collected goods"),
    ("verb", "take", "mr", "nele|nela|neli|gheun gela|gheun gele|gheun geli|ghetle|ghetla|ghetli|नेले|नेला|नेली|"
                           "घेऊन गेले|घेऊन गेला|घेऊन गेली|घेऊन गेल्या|घेतले|घेतला|घेतली"),
    ("verb", "take", "gu", "lai gaya|lai gayo|lai gai|lidhu|lidha|lidhi|lidho|લઈ ગયા|લઈ ગયો|લઈ ગઈ|લીધું|લીધા|લીધી|"
                           "લીધો|લઇ ગયા|લઇ ગયો"),
    ("verb", "take", "bn", "niye gelo|niye gelen|nilo|nilen|niyeche|নিয়ে গেল|নিয়ে গেলেন|নিল|নিলেন|নিয়েছে"),
    ("verb", "take", "pa", "lai gaye|lai gaya|le gaye|lai|laye|ਲੈ ਗਏ|ਲੈ ਗਿਆ|ਲਿਆ|ਲਏ"),
    ("verb", "take", "ta",
     "vaangittu ponaar|vaangittu poanaar|vaanginaar|vanginaar|vaanginaanga|eduthuttu ponaar|"
     "வாங்கிட்டு போனார்|வாங்கினார்|வாங்கினாங்க|வாங்கினான்|எடுத்துட்டு போனார்"),
    ("verb", "take", "te",
     "teesukunnadu|teesukunnaru|teesukellaadu|teesukellaru|tesukunnadu|"
     "తీసుకున్నాడు|తీసుకున్నారు|తీసుకెళ్ళాడు|తీసుకెళ్లారు|తీసుకెళ్లాడు"),
    ("verb", "take", "kn",
     "tagondu hoda|tagondu hodru|tagondru|tegedukondaru|tagonda|"
     "ತಗೊಂಡು ಹೋದ|ತಗೊಂಡು ಹೋದರು|ತೆಗೆದುಕೊಂಡರು|ತಗೊಂಡ್ರು|ತಗೊಂಡ"),
    ("verb", "take", "ml", "kondupoyi|vaangi poyi|vaangichu poyi|കൊണ്ടുപോയി|വാങ്ങി പോയി|വാങ്ങിച്ചു പോയി"),
    ("verb", "take", "or", "nei gale|neigale|nele|nela|ନେଇଗଲେ|ନେଇ ଗଲେ|ନେଲେ|ନେଲା"),
    # --- the shop bought stock ---
    ("verb", "buy", "hi",
     "kharida|kharide|kharidi|kharid liya|kharid liye|kharid li|kharid|khareeda|khareede|mangaya|mangaye|"
     "mangayi|mangwayi|mangvayi|mangwai|manga li|mangwa li|"
     "mangai|mangwaya|mangwaye|mangvaya|mangvaye|manga liya|purchase kiya|purchase kiye|purchase|"
     "utra|utre|utara|utari|utri|utar gaya|utar gaye|maal aaya|maal aya|stock aaya|stock aya|gaadi aayi|"
     "aaya maal|khariddari|kharidari|"
     "खरीदा|खरीदे|खरीदी|ख़रीदा|ख़रीदे|मंगाया|मंगाए|मंगवाया|मंगवाए|उतरा|उतरे|माल आया|खरीदारी"),
    ("verb", "buy", "en", "bought|purchased|ordered|stocked|restocked|purchase|procured|supplied|delivered|"
                          "got delivered|received goods|received stock"),
    ("verb", "buy", "mr",
     "vikat ghetle|vikat ghetla|vikat ghetli|kharedi kele|kharedi keli|magavle|magavla|"
     "विकत घेतले|विकत घेतला|विकत घेतली|खरेदी केले|खरेदी केली|खरेदी|मागवले|मागवला|माल आला"),
    ("verb", "buy", "gu",
     "kharidyu|kharidya|kharidi|kharidyo|mangavya|mangavyu|mangavyo|maal aavyo|maal aavya|"
     "ખરીદ્યું|ખરીદ્યા|ખરીદી|ખરીદ્યો|મંગાવ્યા|મંગાવ્યું|મંગાવ્યો|માલ આવ્યો|માલ આવ્યા"),
    ("verb", "buy", "bn",
     "kinlam|kinechi|kinlaam|anlam|anালাম|anielam|মাল এল|"
     "কিনলাম|কিনেছি|কিনে আনলাম|আনলাম|আনালাম|কেনা"),
    ("verb", "buy", "pa", "khareedeya|khareediya|kharide|mangvaya|ਖਰੀਦਿਆ|ਖਰੀਦੇ|ਮੰਗਵਾਇਆ|ਮੰਗਵਾਏ"),
    ("verb", "buy", "ta",
     "vaanginen|vanginen|vaangunen|vaangittaen|vaangitten|vaangi vechen|"
     "வாங்கினேன்|வாங்கிட்டேன்|வாங்கி வைச்சேன்|கொள்முதல்"),
    ("verb", "buy", "te", "konnanu|konnaanu|konanu|teppinchanu|teppinchaanu|కొన్నాను|తెప్పించాను|కొనుగోలు"),
    ("verb", "buy", "kn",
     "kondukonde|kondkonde|kharidi maadide|kharidisidde|tarisidde|"
     "ಕೊಂಡುಕೊಂಡೆ|ಖರೀದಿಸಿದೆ|ಖರೀದಿ ಮಾಡಿದೆ|ತರಿಸಿದೆ|ಖರೀದಿ"),
    ("verb", "buy", "ml", "vaangi|vaangichu|vangichu|vangi|വാങ്ങി|വാങ്ങിച്ചു|വരുത്തി"),
    ("verb", "buy", "or", "kinili|kinilu|kini anili|anaili|କିଣିଲି|କିଣିଲୁ|କିଣି ଆଣିଲି|ଆଣିଲି|ମଗାଇଲି"),
    # --- sales ---
    ("verb", "sell", "hi",
     "becha|beche|bechi|bech|bech diya|bech diye|bech di|bik gaya|bik gaye|bik gayi|bika|bike|biki|bikri|"
     "bikri hui|bikri hua|bikri ki|sale|sales|sale hua|sale hui|sale ki|galla|gala|galle|dhandha hua|"
     "dhanda hua|counter|boni|"
     "बेचा|बेचे|बेची|बेचीं|बेच दिया|बेच दिए|बिक्री|बिक गया|बिके|बिका|बिकी|गल्ला|सेल|बोनी"),
    ("verb", "sell", "en", "sold|sell|sells|sale|sales|selling|counter sale|takings|cash sale"),
    ("verb", "sell", "mr", "vikle|vikla|vikli|vikri|vikun|विकले|विकला|विकली|विक्री|विकून"),
    ("verb", "sell", "gu", "vechyu|vechya|vechi|vechyo|vechan|vechaan|vakro|vakaro|વેચ્યું|વેચ્યા|વેચી|વેચ્યો|વેચાણ|"
                           "વકરો|ગલ્લો"),
    ("verb", "sell", "bn",
     "bikri|bikri korlam|bikri holo|bechlam|bechechi|becha holo|বিক্রি|বিক্রি করলাম|বিক্রি হল|বিক্রি হলো|"
     "বেচলাম|বেচেছি|বেচা"),
    ("verb", "sell", "pa", "vechya|vechiya|veche|vechi|vikri|ਵੇਚਿਆ|ਵੇਚੇ|ਵੇਚੀ|ਵਿਕਰੀ"),
    ("verb", "sell", "ta",
     "vitren|vithen|vittren|vithaen|vikkiren|vitten|virpanai|viyaparam|vyabaram|"
     "விற்றேன்|வித்தேன்|விற்பனை|வியாபாரம்|வித்துட்டேன்"),
    ("verb", "sell", "te", "ammanu|ammaanu|ammesanu|ammakam|amma|అమ్మాను|అమ్మేశాను|అమ్మకం|అమ్మకాలు"),
    ("verb", "sell", "kn", "maaride|maride|maaratta|maarata|vyapara|ಮಾರಿದೆ|ಮಾರಾಟ|ವ್ಯಾಪಾರ|ಮಾರಿದ್ದೇನೆ"),
    ("verb", "sell", "ml", "vittu|vilpana|kachavadam|വിറ്റു|വിൽപ്പന|വില്പന|കച്ചവടം"),
    ("verb", "sell", "or", "bikili|bikilu|bikri|ବିକିଲି|ବିକିଲୁ|ବିକ୍ରି"),
    # --- spending verbs: a cost (expense) unless goods and a supplier make it a purchase ---
    ("verb", "spend", "hi",
     "kharcha|kharch|kharche|kharchaa|kharcha hua|kharch hue|kharch kiye|kharch kiya|lag gaye|laga|lage|"
     "lagaye|kharch ho gaye|dalwaya|dalwaye|dalvaya|bharwaya|bharwaye|dalaya|खर्च|खर्चा|खर्चे|लगे|लगा|लग गए|"
     "डलवाया|भरवाया"),
    ("verb", "spend", "en", "spent|spend|expense|expenses|expenditure|cost|costs"),
    ("verb", "spend", "mr", "kharch zala|kharch jhala|खर्च झाला|खर्च झाले"),
    ("verb", "spend", "gu", "kharch thayo|kharcha|ખર્ચ|ખર્ચો|ખર્ચ થયો"),
    ("verb", "spend", "bn", "khoroch|khorch|khoroch holo|খরচ|খরচ হল|খরচ হলো"),
    ("verb", "spend", "pa", "kharcha|kharch|ਖਰਚਾ|ਖਰਚ|ਖ਼ਰਚਾ"),
    ("verb", "spend", "ta", "selavu|selavaachu|செலவு|செலவாச்சு|செலவானது"),
    ("verb", "spend", "te", "kharchu|karchu|ఖర్చు|ఖర్చయింది"),
    ("verb", "spend", "kn", "kharchu|karchu|ಖರ್ಚು|ಖರ್ಚಾಯಿತು"),
    ("verb", "spend", "ml", "chelavu|chilavu|ചെലവ്|ചിലവ്|ചെലവായി"),
    ("verb", "spend", "or", "kharcha|ଖର୍ଚ୍ଚ|ଖର୍ଚ୍ଚା"),
)

CREDIT: tuple[Entry, ...] = (
    ("credit", "yes", "hi",
     "udhaar|udhar|udhaari|udhari|udaar|udari|udhaar pe|udhar pe|udhaar par|udhaar mein|udhaar me|"
     "khate mein|khate me|khaate mein|khate par|khata|khate mein likh|khate mein likho|khate mein daal|"
     "khate mein daalo|baaki likh|baaki likho|baki likh|baki likho|baaki rakha|baaki rakho|likh lo naam|"
     "उधार|उधारी|खाते में|खाते मे|बाकी लिखो|बाकी लिख"),
    ("credit", "yes", "en",
     "credit|on credit|on account|on his account|on her account|on their account|on tab|on the tab|"
     "on khata|owes|owe|put it on|credit pe|on udhaar|lent|loaned|borrowed|lend|loan diya|loan diye|credited|"
     "credit kiya|credit kar do"),
    ("credit", "yes", "pa", "udhaar|udhar|ਉਧਾਰ|khate vich|ਖਾਤੇ ਵਿੱਚ|ਖਾਤੇ ਚ"),
    ("credit", "yes", "mr", "udhaar|udhari|उधार|उधारी|khatyat|खात्यात|खात्यावर|नावावर|navavar"),
    ("credit", "yes", "gu", "udhar|udhaar|ઉધાર|ઉધારે|udhare|khate|ખાતે|ખાતામાં|khatama"),
    ("credit", "yes", "bn", "dhar|dhare|ধার|ধারে|bakite|baki te|বাকিতে|বাকি|baki rakhlam|khatay|খাতায়|বাকি রাখলাম"),
    ("credit", "yes", "ta", "kadan|kadana|kadanaaga|kadanaa|கடன்|கடனா|கடனாக|கடனுக்கு|kanakkula|கணக்குல|கணக்கில்"),
    ("credit", "yes", "te", "appu|appuga|అప్పు|అప్పుగా|ఖాతాలో|khatalo|baaki|బాకీ"),
    ("credit", "yes", "kn", "saala|sala|salavagi|ಸಾಲ|ಸಾಲವಾಗಿ|ಸಾಲಕ್ಕೆ|salakke|ಖಾತೆಗೆ|khatege|baaki|ಬಾಕಿ"),
    ("credit", "yes", "ml", "kadam|kadamayi|കടം|കടമായി|pattu|പറ്റ്|പറ്റിൽ|pattil|പറ്റായി"),
    ("credit", "yes", "or", "udhaar|udhara|ଉଧାର|ଧାର|ବାକି|ଖାତାରେ"),
)

# Paid now (cash, UPI ...): settles "cash or credit" and marks a purchase as paid.
PAID: tuple[Entry, ...] = (
    ("paid", "yes", "en",
     "cash|in cash|upi|by upi|gpay|g pay|google pay|phonepe|phone pe|paytm|online|bank transfer|neft|imps|rtgs|"
     "cheque|card|qr|scan|scanner|cash mein|cash me|upi se|gpay se|paytm se|phonepe se|online se|"
     "nakad|naqad|nagad|nakd|rokda|rokad|rokh|paise de diye|paise diye|paisa diya|payment mila|paid cash"),
    ("paid", "yes", "hi", "नकद|कैश|नगद|रोकड़|रोकड़ा|यूपीआई|पैसे दिए|पैसे दे दिए|पेटीएम|फोनपे|गूगल पे"),
    ("paid", "yes", "mr", "रोख|रोखीने|rokhine|रोकड|kash"),
    ("paid", "yes", "gu", "રોકડા|રોકડ|rokda|રોકડે"),
    ("paid", "yes", "bn", "নগদ|নগদে|nogod|nogode|ক্যাশ|ক্যাশে|kashe"),
    ("paid", "yes", "pa", "ਨਕਦ|ਨਕਦੀ|ਕੈਸ਼"),
    ("paid", "yes", "ta", "ரொக்கம்|ரொக்கமா|rokkam|rokkama|கேஷ்|கேஷா|keshaa"),
    ("paid", "yes", "te", "నగదు|nagadu|క్యాష్"),
    ("paid", "yes", "kn", "ನಗದು|nagadu|ಕ್ಯಾಶ್"),
    ("paid", "yes", "ml", "കാശ്|kaashu|kaash|പണം|panam|ക്യാഷ്"),
    ("paid", "yes", "or", "ନଗଦ|nagada|କ୍ୟାସ"),
)

# How money was paid (Record.modes): a breakdown of one sale ("4,700 ki bikri, 900 UPI baaki cash").
# Phrases fused in PAID are listed again here, so the fused token keeps both readings.
MODES: tuple[Entry, ...] = (
    ("mode", "cash", "en", "cash|in cash|cash mein|cash me|paid cash|nakad|naqad|nagad|nakd|rokda|rokad|rokh|"
                           "नकद|कैश|नगद|रोकड़|रोकड़ा|रोख|रोखीने|rokhine|रोकड|kash|રોકડા|રોકડ|રોકડે|নগদ|নগদে|nogod|"
                           "nogode|ক্যাশ|ক্যাশে|kashe|ਨਕਦ|ਨਕਦੀ|ਕੈਸ਼|ரொக்கம்|ரொக்கமா|rokkam|rokkama|கேஷ்|கேஷா|keshaa|"
                           "నగదు|nagadu|క్యాష్|ನಗದು|ಕ್ಯಾಶ್|കാശ്|kaashu|kaash|ക്യാഷ്|ନଗଦ|nagada|କ୍ୟାସ"),
    ("mode", "upi", "en", "upi|by upi|gpay|g pay|google pay|phonepe|phone pe|paytm|online|qr|scan|scanner|upi se|"
                          "gpay se|paytm se|phonepe se|online se|यूपीआई|पेटीएम|फोनपे|गूगल पे|gpay kiya|gpay kiye|"
                          "gpay kar diya|upi kiya|upi kiye|upi kar diya|upi kar diye|phonepe kiya|phonepe kar diya|"
                          "paytm kiya|paytm kar diya|online kiya|online kiye|online bheje|scan kiya"),
    ("mode", "bank", "en", "bank transfer|neft|imps|rtgs|cheque|check se|cheque se|neft kiye|neft kiya|"
                           "neft kar diye|neft kar diya|rtgs kiye|rtgs kiya|rtgs kar diye|imps kiye|imps kiya|"
                           "imps kar diye|bank transfer kiye|bank transfer kiya"),
    ("mode", "card", "en", "card|by card|card se|debit card|credit card|swipe"),
)

# Payment deferred: a purchase on credit ("hisaab baad mein", "will pay Monday").
DEFER: tuple[Entry, ...] = (
    ("defer", "yes", "hi",
     "baad mein|baad me|bad me|baadme|badme|hisaab baad mein|hisab baad me|paise baad mein|payment baad mein|"
     "baad mein denge|baad mein dunga|baad mein doonga|baad mein dena|abhi nahi diye|abhi baaki|"
     "बाद में|हिसाब बाद में|बाद मे"),
    ("defer", "yes", "en",
     "later|pay later|will pay|to pay|payable|not paid|unpaid|pending payment|due|payment pending|"
     "pay next week|pay on"),
    ("defer", "yes", "mr", "nantar|नंतर|नंतर देऊ|nantar deu"),
    ("defer", "yes", "gu", "pachhi|pachi|પછી|પછીથી|pachhi aapshu"),
    ("defer", "yes", "bn", "pore|পরে|pore debo|পরে দেব"),
    ("defer", "yes", "pa", "baad vich|ਬਾਅਦ ਵਿੱਚ|ਬਾਅਦ ਚ"),
    ("defer", "yes", "ta", "apram|appuram|aprom|அப்புறம்|அப்புறம் தரேன்|பிறகு|piragu"),
    ("defer", "yes", "te", "taruvata|tarvata|తర్వాత|తరువాత"),
    ("defer", "yes", "kn", "aamele|amele|ಆಮೇಲೆ|ನಂತರ|nantara"),
    ("defer", "yes", "ml", "pinne|pinneed|പിന്നെ|പിന്നീട്"),
    ("defer", "yes", "or", "pare|ପରେ|pare deba"),
)

# Running costs (§5.5) and the §5.4(d) purposes: the value is the head kept as the item.
COSTS: tuple[Entry, ...] = (
    ("cost", "yes", "hi",
     "chai|chay|chaay|nashta|nasta|naashta|paani|pani|kiraya|kiraaya|kiraye|bhada|bhaada|bhade|bhaade|"
     "tempo bhada|gaadi bhada|auto bhada|rickshaw bhada|bijli|bijli bill|bijli ka bill|light bill|"
     "light ka bill|current bill|bill|paani ka bill|tankhwah|tankha|tanakha|tankhah|pagaar|pagar|vetan|"
     "mazdoori|majdoori|mazduri|hamali|hammali|coolie|kuli|palledari|marammat|repair|repairing|safai|"
     "dhulai|khana|khaana|nashta paani|chai paani|chai nashta|petrol|diesel|dijal|gas bill|cylinder|"
     "gas cylinder|recharge|mobile recharge|net recharge|internet|wifi|chanda|daan|puja|prasad|"
     "dawai|davai|dawa|doctor|ilaaj|kharcha paani|parking|toll|challan|fine|byaaj|byaj|kist|emi|"
     "commission|dalali|courier|printing|tyre puncture|puncture|panchar|tayar panchar|samosa|samose|kachori|"
     "pakoda|pakode|jalebi|vada pav|vadapav|bhajiya|tiffin|tifin|akhbaar|akhbar|newspaper|paper wala|"
     "चाय|नाश्ता|पानी|किराया|भाड़ा|भाडा|बिजली|बिल|बिजली बिल|लाइट बिल|तनख्वाह|तनख़्वाह|वेतन|पगार|मजदूरी|"
     "हमाली|मरम्मत|रिपेयर|सफाई|धुलाई|खाना|पेट्रोल|डीजल|सिलेंडर|रिचार्ज|चंदा|पूजा|दवाई|ब्याज|किस्त|फीस|"
     "टायर पंचर|पंचर"),
    ("cost", "yes", "en",
     "tea|snacks|breakfast|lunch|dinner|water|rent|shop rent|electricity|electricity bill|power bill|"
     "water bill|phone bill|mobile bill|salary|salaries|wage|wages|labour|labor|transport|transportation|"
     "freight|cartage|auto|taxi|cab|fare|fuel|repairs|maintenance|servicing|service charge|cleaning|"
     "stationery|packing|packaging|postage|rickshaw|tempo|donation|medicine|interest|installment|"
     "insurance|tax|gst|licence|license|fees|advertising|advertisement|internet bill|broadband"),
    ("cost", "yes", "mr",
     "chaha|bhade|bhaada|pagaar|vij bill|light bill|durusti|"
     "जेवण|वडापाव|चहा|भाडे|भाडं|पगार|वीज बिल|लाईट बिल|दुरुस्ती|नाश्ता|रिक्षा|मजुरी|हमाली"),
    ("cost", "yes", "gu",
     "cha|bhadu|bhaadu|pagar|light bill|naasto|nasto|rikshaw|majuri|"
     "બિલ|ચા|ભાડું|પગાર|લાઇટ બિલ|લાઈટ બિલ|નાસ્તો|રિપેર|પેટ્રોલ|રિક્ષા|મજૂરી|ડીઝલ"),
    ("cost", "yes", "bn",
     "bhara|dokan bhara|beton|maine|biddut bill|current bill|jolkhabar|majuri|"
     "টিফিন|সিঙ্গারা|বিল|বিদ্যুৎ|বিদ্যুত|বিদ্যুতের বিল|চা|ভাড়া|দোকান ভাড়া|বেতন|মাইনে|বিদ্যুৎ বিল|কারেন্ট বিল|জলখাবার|মেরামত|পেট্রোল|মজুরি|রিকশা|টোটো"),
    ("cost", "yes", "pa", "kiraya|tankhah|bhaara|ਬਿੱਲ|ਬਿਲ|ਚਾਹ|ਕਿਰਾਇਆ|ਤਨਖਾਹ|ਤਨਖ਼ਾਹ|ਬਿਜਲੀ|ਬਿਜਲੀ ਬਿੱਲ|ਭਾੜਾ|ਪੈਟਰੋਲ|ਡੀਜ਼ਲ|ਮੁਰੰਮਤ"),
    ("cost", "yes", "ta",
     "tea|vaadagai|vadagai|sambalam|current bill|coolie|"
     "வடை|இட்லி|தோசை|டிபன்|சாப்பாடு|பில்|டீ|டீ காசு|வாடகை|கடை வாடகை|சம்பளம்|கரண்ட் பில்|மின் கட்டணம்|பெட்ரோல்|டீசல்|ரிப்பேர்|கூலி|ஆட்டோ"),
    ("cost", "yes", "te",
     "adde|jeetham|jeetam|current bill|kuli|"
     "టిఫిన్|భోజనం|వడ|బిల్లు|బిల్|టీ|అద్దె|షాపు అద్దె|జీతం|కరెంట్ బిల్లు|కరెంటు బిల్లు|పెట్రోల్|డీజిల్|రిపేర్|కూలీ|ఆటో"),
    ("cost", "yes", "kn",
     "baadige|badige|sambala|current bill|kooli|"
     "ತಿಂಡಿ|ಊಟ|ವಡೆ|ಬಿಲ್|ಬಿಲ್ಲು|ಟೀ|ಬಾಡಿಗೆ|ಅಂಗಡಿ ಬಾಡಿಗೆ|ಸಂಬಳ|ಕರೆಂಟ್ ಬಿಲ್|ಪೆಟ್ರೋಲ್|ಡೀಸೆಲ್|ರಿಪೇರಿ|ಕೂಲಿ|ಆಟೋ"),
    ("cost", "yes", "ml",
     "chaya|vaadaka|vadaka|shambalam|sambalam|current bill|kooli|"
     "ചായക്കടി|ഊണ്|പലഹാരം|ബിൽ|ബില്ല്|ചായ|വാടക|കട വാടക|ശമ്പളം|കറന്റ് ബിൽ|കറന്റ് ബില്ല്|പെട്രോൾ|ഡീസൽ|റിപ്പയർ|കൂലി|ഓട്ടോ"),
    ("cost", "yes", "or",
     "bhada|darama|dorma|"
     "ବିଲ|ଚା|ଭଡ଼ା|ଭଡା|ଦରମା|ବିଦ୍ୟୁତ ବିଲ|ବିଜୁଳି ବିଲ|ପେଟ୍ରୋଲ|ମରାମତି|ମଜୁରି|ଅଟୋ"),
)

# Words that name goods in general, not an item (§8: item null).
GENERIC_GOODS: tuple[Entry, ...] = (
    ("goods", "generic", "hi",
     "saamaan|saman|samaan|samaan|maal|mal|ration|raashan|rashan|cheez|cheezein|cheeze|kirana|"
     "सामान|समान|माल|राशन|चीज़|चीज|किराना"),
    ("goods", "generic", "en", "goods|stuff|items|things|grocery|groceries|stock|supplies|order"),
    ("goods", "generic", "mr", "saman|सामान|माल|वस्तू"),
    ("goods", "generic", "gu", "saman|maal|સામાન|માલ|કરિયાણું"),
    ("goods", "generic", "bn", "mal|jinis|মাল|জিনিস|জিনিসপত্র|মালপত্র"),
    ("goods", "generic", "pa", "samaan|ਸਮਾਨ|ਸਾਮਾਨ|ਮਾਲ"),
    ("goods", "generic", "ta", "saamaan|saaman|jaamaan|சாமான்|சாமான்கள்|பொருள்|பொருட்கள்|மளிகை"),
    ("goods", "generic", "te", "saamaanu|saamanlu|సామాను|సామాన్లు|సరుకులు|సరుకు"),
    ("goods", "generic", "kn", "saamaanu|saamanu|ಸಾಮಾನು|ಸಾಮಾನುಗಳು|ದಿನಸಿ"),
    ("goods", "generic", "ml", "saadhanam|sadhanam|സാധനം|സാധനങ്ങൾ|പലചരക്ക്"),
    ("goods", "generic", "or", "jinisa|ଜିନିଷ|ଜିନିଷପତ୍ର|ସାମଗ୍ରୀ|ମାଲ"),
)

# Common shop goods: seeing one means goods moved, so a named taker is a customer or a supplier.
GOODS: tuple[Entry, ...] = (
    ("goods", "item", "hi",
     "chawal|chaawal|chaval|basmati|atta|aata|gehun|gehu|maida|sooji|suji|rava|besan|dal|daal|chana|"
     "rajma|moong|masoor|urad|toor|arhar|cheeni|chini|shakkar|gud|jaggery|namak|haldi|mirch|mirchi|"
     "dhaniya|jeera|masala|garam masala|tel|sarso tel|sarson ka tel|oil|ghee|ghi|doodh|dudh|dahi|paneer|"
     "makhan|butter|anda|ande|bread|pav|biscuit|biskut|namkeen|chips|maggi|noodles|sabun|sabon|soap|"
     "surf|detergent|washing powder|shampoo|toothpaste|colgate|tel ki botal|agarbatti|dhoop|matchbox|"
     "maachis|mombatti|candle|chai patti|chaipatti|coffee|cold drink|thums up|thumbs up|pepsi|coke|"
     "sprite|frooti|limca|sharbat|juice|ice cream|kulfi|toffee|chocolate|cadbury|mithai|laddu|poha|"
     "chiwda|murmura|sabzi|sabji|aloo|pyaaz|pyaz|tamatar|kela|seb|phal|fruit|rice|sugar|salt|flour|"
     "wheat|milk|curd|eggs|egg|tea powder|cooking oil|refined|dalda|kurta|kurte|saree|sari|shirt|"
     "chappal|cement|sariya|rod|paint|kaju|badam|kishmish|dry fruits|mungfali|moongphali|til|supari|"
     "gutka|bidi|cigarette|paan|pan masala|battery|bulb|tyre|tayar|cylinder|"
     "चावल|बासमती|आटा|गेहूं|गेहूँ|मैदा|सूजी|बेसन|दाल|चना|चीनी|शक्कर|गुड़|नमक|हल्दी|मिर्च|मसाला|तेल|घी|दूध|"
     "दही|पनीर|अंडे|अंडा|ब्रेड|बिस्कुट|नमकीन|साबुन|सर्फ|चायपत्ती|चाय पत्ती|कॉफी|मैगी|टायर"),
    ("goods", "item", "mr",
     "tandul|gahu|saakhar|dudh|tel|dal|तांदूळ|गहू|साखर|दूध|तेल|डाळ|पीठ|तूप|शेंगदाणे|बेसन"),
    ("goods", "item", "gu", "chokha|ghau|khand|dudh|tel|ghee|ચોખા|ઘઉં|ખાંડ|દૂધ|તેલ|ઘી|દાળ|લોટ|બાજરી"),
    ("goods", "item", "bn", "chal|aata|chini|dudh|tel|dal|ডিম|চাল|আটা|চিনি|দুধ|তেল|ডাল|মুড়ি|নুন|সাবান|বিস্কুট|ঘি"),
    ("goods", "item", "pa", "chaul|ghee|ਚੌਲ|ਆਟਾ|ਖੰਡ|ਦੁੱਧ|ਤੇਲ|ਘਿਓ|ਦਾਲ|ਕਣਕ"),
    ("goods", "item", "ta",
     "arisi|paal|ennai|sakkarai|paruppu|அரிசி|பால்|எண்ணெய்|சர்க்கரை|பருப்பு|சோப்பு|முட்டை|மைதா|ரவை|கோதுமை"),
    ("goods", "item", "te", "biyyam|paalu|nune|chakkera|pappu|బియ్యం|పాలు|నూనె|చక్కెర|పప్పు|సబ్బు|గుడ్లు"),
    ("goods", "item", "kn", "akki|haalu|enne|sakkare|bele|ಅಕ್ಕಿ|ಹಾಲು|ಎಣ್ಣೆ|ಸಕ್ಕರೆ|ಬೇಳೆ|ಸೋಪು|ಮೊಟ್ಟೆ|ರವೆ"),
    ("goods", "item", "ml", "ari|paal|enna|panchasara|parippu|അരി|പാൽ|എണ്ണ|പഞ്ചസാര|പരിപ്പ്|സോപ്പ്|മുട്ട"),
    ("goods", "item", "or", "chaula|kshira|tela|chini|dali|ଚାଉଳ|କ୍ଷୀର|ତେଲ|ଚିନି|ଡାଲି|ଅଟା|ସାବୁନ"),
)

# Money moved between the owner's own cash and bank (docs/reading-guide.md, "Transfers"): neither sale,
# expense nor income. With "ATM" or "bank" (role nouns, name_words.ROLES) these decide the route.
TRANSFER: tuple[Entry, ...] = (
    ("withdraw", "yes", "hi", "nikale|nikala|nikali|nikaale|nikaala|nikaali|nikal liye|nikal liya|nikaal liye|"
                              "nikaal liya|nikalwaye|nikalwaya|nikale the|nikala tha|निकाले|निकाला|निकाली|निकाल लिए"),
    ("withdraw", "yes", "en", "withdrew|withdrawn|withdraw|withdrawal|cash withdrawal|took out|taken out"),
    ("withdraw", "yes", "mr", "kadhle|kadhla|काढले|काढला"),
    ("withdraw", "yes", "gu", "kadhya|kadhyu|કાઢ્યા|કાઢ્યું|ઉપાડ્યા|upadya"),
    ("withdraw", "yes", "bn", "tullam|tulechi|তুললাম|তুলেছি"),
    ("withdraw", "yes", "pa", "kadhe|kadhwaye|ਕੱਢੇ|ਕਢਵਾਏ"),
    ("withdraw", "yes", "ta", "eduthen|eduthom|எடுத்தேன்|எடுத்தோம்"),
    ("withdraw", "yes", "te", "teesaanu|tisanu|తీశాను|డ్రా చేశాను"),
    ("withdraw", "yes", "kn", "tegede|tegedu|ತೆಗೆದೆ|ಡ್ರಾ ಮಾಡಿದೆ"),
    ("withdraw", "yes", "ml", "eduthu|എടുത്തു|പിൻവലിച്ചു"),
    ("withdraw", "yes", "or", "kadhili|uthaili|କାଢିଲି|ଉଠାଇଲି"),
    ("deposit", "yes", "en", "deposit|deposited|deposit kiye|deposit kiya|deposit kar diye|deposit kar diya|put in"),
    ("deposit", "yes", "hi", "daale|dale|daala|dala|daali|dali|dal diye|daal diye|daal diya|dal diya|dalwaye|dalwaya|"
                             "डाले|डाला|डाल दिए|जमा कराए|जमा करवाए"),
    ("ownacct", "yes", "hi", "apne dusre account|apne doosre account|dusre account|doosre account|apne account|"
                             "dusre bank|doosre bank|apne dusre bank|apne doosre bank|savings account|current account|"
                             "savings|अपने दूसरे खाते|दूसरे खाते|अपने खाते"),
    ("ownacct", "yes", "en", "own account|my other account|other account|my account|another account of mine|"
                             "my savings|savings account|current account|my own account"),
)

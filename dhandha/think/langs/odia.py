"""Odia: the words the rules thinker reads in Odia messages (Odia script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "or"
SCRIPT = "orya"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
SPACED_TENS = False  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "କହିଛି|କହିଲେ|କହିଛନ୍ତି|କହିଲା|kahichi|kahile|kahichhanti",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "ମୋ ନିଜ|ମୋର ନିଜ|ନିଜ ଆକାଉଣ୍ଟ|ନିଜ ଆକାଉଣ୍ଟକୁ|ମୋର ଅନ୍ୟ ଆକାଉଣ୍ଟ|ଅନ୍ୟ ଆକାଉଣ୍ଟ|ଅନ୍ୟ ଆକାଉଣ୍ଟକୁ|ନିଜ ଆକାଉଣ୍ଟ|ନିଜ ଆକାଉଣ୍ଟକୁ|ମୋ ଅନ୍ୟ ଖାତା|ମୋ ଅନ୍ୟ ଖାତାକୁ|ମୋର ଅନ୍ୟ ଖାତାକୁ|anya account|nija account",
    },
    "per": {
        "before": "ପ୍ରତି|ଗୋଟାକୁ|ଗୋଟେକୁ|ଗୋଟାର|prati|ପିଛା|pichha|kilo pichha",
        "yes": "ଟଙ୍କା କରି|କରି|tanka kari|kari|ଲେଖାଏଁ|ଲେଖାଏ|lekhae|ଦରରେ|ଦରେ|ଦର ରେ|ରେଟରେ|ରେଟ୍‌ରେ|ହିସାବରେ|darare|dar re|dare|rate re|ratere|hisabare",
    },
    "every": {
        "yes": "ଦୁଇଟା|ଦୁଇଟି|ଉଭୟ|sabu|ସବୁ|ସମସ୍ତ|ପୁରା",
    },
    "verb": {
        # "ଦେଇଛି" is both "I have given" and "he has given": the marks on the person say which.
        "give": "ଦେଇଛି|deichhi|deichi",
        "give_in": "ପଠାଇଛନ୍ତି|ପଠାଇଲେ|ପଠାଇଥିଲେ|pathaichhanti|pathaile|ଦେଇଥିଲେ|ଦେଇଥିଲା|deithile|deithila|GPay କଲେ|ଫୋନପେ କଲେ|GPay କଲେ|ଫୋନପେ କଲେ|dele|dela|dei dele|deigale|deichhanti|ଦେଲେ|ଦେଲା|ଦେଇଦେଲେ|ଦେଇଗଲେ|ପଠାଇଲେ|ଦେଇଛନ୍ତି|ଦେଇଗଲା|gpay kale|gpay karile|gpay kariche|phonepe kale|phonepe karile|upi kale|upi karile|clear kale|clear karile|clear kari dele|clear karidele|clear kariche|clear karichhanti|hisab clear kale|hisab clear karile|hisaba clear kale|hisaba clear karile|hisab clear kari dele|deithile|pathaile|pathei dele|pathaichhanti|pathaichhi",
        "give_out": "RTGS କଲି|GPay କଲି|ଫୋନପେ କଲି|RTGS କଲି|GPay କଲି|ଫୋନପେ କଲି|deli|delu|dei deli|ଦେଲି|ଦେଲୁ|ଦେଇଦେଲି|ପଠାଇଲି|ଦେଇଥିଲି|deithili|gpay kali|gpay karili|phonepe kali|phonepe karili|upi kali|upi karili",
        "recv": (
            "ଆସିଥିଲେ|ଆସିଥିଲା|ଆସିଲେ|asithile|asile|paili|paiche|asila|asichi|milila|ferai dele|ferei dele|jama dele|ପାଇଲି|ପାଇଛି|ଆସିଲା|ଆସିଛି|ମିଳିଲା|ମିଳିଥିଲା|ମିଳିଛି|ପାଇଥିଲି|milithila|milichi|ଫେରାଇ ଦେଲେ|"
            "ଫେରାଇଲେ|ଜମା"
        ),
        "repay": "sujhili|sujhaili|ସୁଝିଲି|ସୁଝାଇଲି",
        "pay": "payment kali|payment kalu|payment karichi|ପେମେଣ୍ଟ କଲି|ପେମେଣ୍ଟ କରିଛି|bharili|ଭରିଲି|ପଇଠ କଲି|ଦେଇଦେଲି",
        "take": "ନେଇଥିଲେ|ନେଇଥିଲା|neithile|ନେଇଗଲା|neigala|nei gale|neigale|nele|nela|ନେଇଗଲେ|ନେଇ ଗଲେ|ନେଲେ|ନେଲା|neichhanti|neichi|neichhi|neichhe|neiche",
        "buy": "କିଣା|kina|କିଣିଛି|କିଣିଥିଲି|କିଣି ଆଣିଲୁ|kinichi|kinithili|kinili|kinilu|kini anili|anaili|କିଣିଲି|କିଣିଲୁ|କିଣି ଆଣିଲି|ଆଣିଲି|ମଗାଇଲି",
        "sell": "ଆୟ|ରୋଜଗାର|ସିଲେଇ ଦେଲି|ସିଲେଇ କଲି|ସିଲାଇ ଦେଲି|ବିକିଲେ|ବିକିଛି|ବିକ୍ରି କଲି|ବିକି ଦେଲି|bikichi|bikri kali|biki deli|bikili|bikilu|bikri|ବିକିଲି|ବିକିଲୁ|ବିକ୍ରି",
        "spend": "kharcha|ଖର୍ଚ୍ଚ|ଖର୍ଚ୍ଚା",
    },
    "withdraw": {
        "yes": "କାଢ଼ିଲି|kadhili|uthaili|କାଢିଲି|ଉଠାଇଲି|କାଢ଼ିଥିଲି|କାଢିଥିଲି|kadhithili|ଉଠାଇଥିଲି",
    },
    "deposit": {
        "yes": "ଜମା କଲି|jama kali",
    },
    "credit": {
        "yes": "କ୍ରେଡିଟ|କ୍ରେଡିଟ୍|udhaar|udhara|udharare|ଉଧାର|ଉଧାରରେ|ଉଧାରି|ଧାରରେ|ଧାର|ବାକି|ଖାତାରେ",
    },
    "paid": {
        "yes": "ଚେକ|ଚେକରେ|ନଗଦ|ନଗଦରେ|nagada|nagadare|କ୍ୟାସ|କ୍ୟାସରେ",
    },
    "mode": {
        "bank": "ଚେକ|ଚେକରେ",  # a cheque is money through the bank
        "upi": "ୟୁପିଆଇ|ୟୁପିଆଇରେ|ଫୋନପେ|ଫୋନପେରେ|ଜିପେ|ଗୁଗଲ ପେ|ପେଟିଏମ|phonepe|gpay|upi",
        "cash": "ଗଲ୍ଲାରୁ|କ୍ୟାସ ବାକ୍ସରୁ|କ୍ୟାଶରୁ|ନଗଦ|ନଗଦରେ|କ୍ୟାସ|କ୍ୟାସରେ",
    },
    "defer": {
        "yes": "ଏଯାଏଁ ଦେଇନି|ଏପର୍ଯ୍ୟନ୍ତ ଦେଇନି|ଦେଇନି|ଦେଇ ନାହିଁ|ଏଯାଏଁ ଦେଇ ନାହିଁ|deini|dei nahin|ମାସ ଶେଷରେ|ମାସ ଶେଷକୁ|ମାସ ଶେଷ ବେଳକୁ|ସପ୍ତାହ ଶେଷରେ|ସପ୍ତାହ ଶେଷକୁ|ହପ୍ତା ଶେଷରେ|saptaha sheshare|masa sheshare|masa sheshaku|pare|ପରେ|pare deba",
    },
    "cost": {
        "yes": (
            "ବରଫ|barapha|ଗ୍ୟାସ ସିଲିଣ୍ଡର|ସିଲିଣ୍ଡର|ଗ୍ୟାସ|ବୋନସ|ଜଳଖିଆ|ଜଳଖିଆ|jalakhia|bhada|dokan bhada|dokana bhada|darama|dorma|ବିଲ|ବିଲ୍|ଚା|ଭଡ଼ା|ଭଡା|ଦରମା|ବିଦ୍ୟୁତ ବିଲ|ବିଜୁଳି ବିଲ|ପେଟ୍ରୋଲ|ମରାମତି|ମଜୁରି|ଅଟୋ|କରେଣ୍ଟ ବିଲ|କରେଣ୍ଟ|"
            "current bill|bijuli bill|ଦାନ|ଚାନ୍ଦା"
        ),
    },
    "goods": {
        "generic": "jinisa|ଜିନିଷ|ଜିନିଷପତ୍ର|ସାମଗ୍ରୀ|ମାଲ",
        "item": "ସ୍ପେୟାର ପାର୍ଟସ|ସ୍ପେୟାର ପାର୍ଟ୍ସ|ସ୍ପେୟାର|ଧୂପ|ଧୂପକାଠି|କର୍ପୂର|ଅଗରବତୀ|ପଙ୍କଚର|ସର୍ଭିସିଂ|କଭର|ଗ୍ଲାସ|ଟେମ୍ପର୍ଡ ଗ୍ଲାସ|ଚାର୍ଜର|ବ୍ୟାଟେରୀ|ସ୍କ୍ରିନ|ସୁନା|ତମ୍ବା|ପିତଳ|ସିଲେଇ|ସୂତା|ଜିପ୍|ବ୍ଲାଉଜ|ପ୍ୟାଣ୍ଟ|ପ୍ରିଣ୍ଟ|ଲାମିନେସନ|ମାଛ|machha|ପିଆଜ|piaja|ଆଳୁ|ଟମାଟୋ|ଫୁଲ|phula|ଅଣ୍ଡା|ଚିକେନ|ମାଂସ|mansa|କଦଳୀ|kadali|ଫଳ|ବରଫ|ଦହି|ଘିଅ|ଲୁଣ|ପନିର|ଗେଣ୍ଡୁ|ଗୋଲାପ|ସିମେଣ୍ଟ|ବାଲି|ଇଟା|ରଡ|ପାଇପ|ସୁଇଚ|cement|ଜେରକ୍ସ|ମେସିନ|ଔଷଧ|chaula|kshira|tela|chini|dali|ଚାଉଳ|କ୍ଷୀର|ତେଲ|ଚିନି|ଡାଲି|ଅଟା|ସାବୁନ|ପରିବା|ଶାଢ଼ୀ|ଶାଢୀ",
    },
    "yes": {
        "yes": "hau|haan|ହଉ|ହଁ ଲେଖ|ଠିକ ଅଛି|thik achhi|thik achhi|thik achi|ha|han|ଠିକ୍ ଅଛି|ଠିକ ଅଛି|ହଁ",
    },
    "no": {
        "no": "na|nahin|nahi|ନା|ନାହିଁ|ନୁହେଁ|ଦରକାର ନାହିଁ|darkar nahin|darkar nai|thau|na na",
    },
    "neg": {
        "yes": "nahin|nuhen|ନାହିଁ|ନୁହେଁ|ନା",
    },
    "q": {
        "how_much": "kete|keteta|କେତେ",
        "who": "kie|kiye|କିଏ|କେଉଁମାନେ",
        "what": "kana|କଣ|କ'ଣ",
        "show": "dekhao|kuha|ଦେଖାଅ|କୁହ|କହ",
    },
    "qn": {
        "profit": "ଲାଭ",
        "balance": "baki|ବାକି|ପାଉଣା",
        "stock": "stock|ଷ୍ଟକ",
    },
    "period": {
        "today": "ଆଜିର|ajira|aaji|aji|ଆଜି",
        "yesterday": "gatakali|kali|ଗତକାଲି|କାଲି",
        "last_week": "gata saptaha|ଗତ ସପ୍ତାହ",
        "last_month": "gata masa|gata masara|ଗତ ମାସ|ଗତ ମାସର|ଗତ ମାସରେ",
        "this_week": "ei saptaha|ଏହି ସପ୍ତାହ|ସପ୍ତାହ",
        "this_month": "ei masa|ଏହି ମାସ|ମାସ",
    },
    "fix": {
        "yes": "bhul|ଭୁଲ|ବଦଳାଅ|ଠିକ କର",
    },
    "cancel": {
        "yes": "କାଟିଦେ|କାଟି ଦେ|ସଫା କରିଦିଅ|ସଫା କରି ଦିଅ|ସଫା କର|ସଫା କରିଦିଅନ୍ତୁ|safa karidia|safa kara|ହଟାଇଦେ|ଲିଭାଇଦେ|kati de|katide|katidia|hatai de|libhai de|ହଟାଇଦିଅ|ହଟାଇଦିଅନ୍ତୁ|hataidia|ହଟେଇଦିଅ|ହଟେଇ ଦିଅ|କ୍ୟାନସଲ କର|କ୍ୟାନସଲ|cancel kara|hatei dia|ଲିଭେଇ ଦିଅ|ଲିଭେଇଦିଅ|libhei dia|ଲିଭାଇ ଦିଅ|ହଟାଇ ଦିଅ|ବାଦ ଦିଅ|libhai dia|ଲିଭାଇ ଦିଅ|ଲିଭାଇଦିଅ|ଲିଭାଇ|ହଟାଇ ଦିଅ|ଡିଲିଟ୍|ବାଦ ଦିଅ|libhai dia|hatao|batil|ହଟାଅ|ବାତିଲ|ଲିଭାଅ|କାଟି ଦିଅ|କାଟିଦିଅ|kati dia|kati dio|kata karantu|kata kara|kati diantu|hatai dia|delete karantu|delete kara|cancel karantu|radd karantu",
    },
    "entry": {
        "last": "ହିସାବ|ଏଣ୍ଟ୍ରି*|entry|shesha|ଶେଷ|ଏଣ୍ଟ୍ରି|sesha|sesa|shesa|sesh|agaru|last entry",
    },
    "dup": {
        "yes": "dui thara|ଦୁଇ ଥର",
    },
    "remind": {
        "yes": "mane pakai dia|mane pakao|ମନେ ପକାଇ ଦିଅ|ମନେ ପକାଅ",
    },
    "fut": {
        "pay": "ଦେଇଦେବି|deba|debe|debi|ଦେବ|ଦେବେ|ଦେବି|ଦେବା|ପଠାଇବ",
        "visit": "asiba|asibe|ଆସିବ|ଆସିବେ",
    },
    "chat": {
        "yes": "namaskar|dhanyabad|kemiti achha|ନମସ୍କାର|ଧନ୍ୟବାଦ|କେମିତି ଅଛ",
    },
    "risk": {
        "advance": "ଆଡଭାନ୍ସ|ଅଗ୍ରୀମ",
    },
    "topic": {
        "tax": "ଜିଏସଟି|ଜି.ଏସ.ଟି|ଟିକସ",
        "festival": "ଧନତେରସ|କାଳୀପୂଜା|ଦଶହରା|ରଥଯାତ୍ରା|ହୋଲି|ଦିୱାଲି|ଦୀପାବଳି",
    },
    "mark": {
        "dat": "ku|nku|କୁ|ଙ୍କୁ",
        "src": "ପାଖରୁ|pakharu|paakharu|tharu|thaaru|ଠାରୁ|ଙ୍କଠାରୁ|ru",
        "gen": "ra|ର|ଙ୍କ|nka",
    },
    "hon": {
        "yes": "ମିସେସ|ମିସେସ୍|ମିଷ୍ଟର|ଡାକ୍ତର|ଶ୍ରୀମତୀ|ଦିଦି|didi|ଆଜ୍ଞା|ସାର୍|ସାହେବ|ଭାଉଜ|ଖୁଡ଼ୀ|ଖୁଡ଼ୀମା|ଖୁଡ଼ୀ ମା|ମାମୁଁ|ମାଇଁ|ଦେଈ|agya|ajna|ଦେବୀ|devi|ପଣ୍ଡା|ମ୍ୟାଡାମ|ମ୍ୟାଡାମ୍|ସାର|bhai|apa|nana|mausi|babu|bapa|dada|nani|mausa|ଭାଇ|ଅପା|ନାନା|ମାଉସୀ|ବାବୁ|ବାପା|ଦାଦା|ନାନୀ|ମଉସା",
    },
    "owner": {
        "subj": "mu|mun|ame|ମୁଁ|ଆମେ",
        "obj": "mote|mate|ମୋତେ|ଆମକୁ",
    },
    "pron": {
        "yes": "tanku|taku|tankara|tankar|ତା'ର|ତାର|ତାଙ୍କର|ତାଙ୍କ|ସେମାନେ|ସେମାନଙ୍କ|ସେମାନଙ୍କର|ତାଙ୍କୁ|ତାକୁ|ସେ|ତା",
    },
    "someone": {
        "yes": "kehi|କେହି|କିଏ",
    },
    "forgot": {
        "yes": "ମନେ ନାହିଁ|mane nahin",
    },
    "both": {
        "yes": "ଦୁଇଜଣ|duhen|duhinku|ଦୁହେଁ|ଦୁହିଁଙ୍କୁ",
    },
    "together": {
        "yes": "mota|sabu misi|sabu mishi|ସବୁ ମିଶି|ମୋଟ|ସମୁଦାୟ",
    },
    "also": {
        "yes": "bi|ବି",
    },
    "role": {
        "supplier": "କୁମ୍ଭାର|କୁମ୍ଭାରଙ୍କ|kumbhara|ଘାଟ*|ghata|ghataru|ପାଇକାରୀ*|paikari|ଫାର୍ମ|farm|ହାଟ*|ବଜାର*|ମଣ୍ଡି*|ମାର୍କେଟ|ମାର୍କେଟରୁ|ମାର୍କେଟରେ|ମାର୍କେଟର|bajara|ବଜାର|ମଣ୍ଡି|ହାଟ|କ୍ଷୀରବାଲା*|କ୍ଷୀର ବାଲା*|khirabala",
        "place": "ମିଲ*|ଦୋକାନ*|ଦୋକାନ|ଘର*|ଘର|ମନ୍ଦିର*|ହାରବର*|ଷ୍ଟେସନ|ଷ୍ଟେସନରେ|ଷ୍ଟେସନକୁ|ଷ୍ଟେସନରୁ|ଷ୍ଟେସନର|ଘାଟ*|ଅଫିସ*|ସ୍କୁଲ*|ବିଦ୍ୟାଳୟ*|dokan|dokana|dokanra",
        "buyer": "ଚାଷୀ",
        "service": "ପେଣ୍ଟର*|ମେକାନିକ*|ମିସ୍ତ୍ରୀ*|ଠିକାଦାର*|thikadar*|dokan pila|pila|ଦୋକାନ ପିଲା|କାରିଗର*|ରୋଷେୟା*|ଇଲେକ୍ଟ୍ରିସିଆନ*|ପ୍ଲମ୍ବର*|ପିଲା|ପିଲାକୁ|କର୍ମଚାରୀ|କର୍ମଚାରୀକୁ|ghara malika|ଘର ମାଲିକ|ମିସ୍ତ୍ରୀ|ଡ୍ରାଇଭର|ମଜୁରିଆ*|ମୂଲିଆ*|ମୁଲିଆ*|ଶ୍ରମିକ*|ଠେଲା|ଠେଲାବାଲା*|ଠେଲାୱାଲା*|ଠେଲାକୁ|କାମବାଲୀ*|କାମବାଲା*|ଚାକର*|ଚୌକିଦାର*|ୱାଚମ୍ୟାନ*|ଡ୍ରାଇଭରକୁ|ମିସ୍ତ୍ରୀକୁ|ହେଲପର*|ଝିଅଟି*|ପିଲାଟି*|କୁଲି*|majuria|mulia|thela|chakar|majuria*|mulia*|muliya*|thelaku|thelawala*|thelabala*|chakar*|kamabali*",
    },
    "firm": {
        "yes": "ସୁପର ମାର୍କେଟ*|ସୁପରମାର୍କେଟ*|ଡେରି|ଡେୟାରୀ|ଡେଏରି|ଫାର୍ମ|ହୋଲସେଲ*|ପାର୍ଟସ*|ଷ୍ଟେସନର୍ସ*|ଷ୍ଟେସନରୀ*|ଫାର୍ମା*|ଫାର୍ମାସି*|ଏଣ୍ଟରପ୍ରାଇଜ*|ଇଲେକ୍ଟ୍ରିକାଲ*|ଟେକ୍ସଟାଇଲ*|ଗାର୍ମେଣ୍ଟସ*|ହାର୍ଡୱେର*|ମେଡିକାଲ*|ଡିଷ୍ଟ୍ରିବ୍ୟୁଟର*|ଷ୍ଟୋର*|ଟ୍ରେଡର୍ସ|ଏଜେନ୍ସି|ଷ୍ଟୋର୍ସ|ଭଣ୍ଡାର|ଟ୍ରେଡର୍*|ଏଜେନ୍ସ*",
    },
    "unit": {
        "kg": "କିଲୋ*|କେଜି*",
        "g": "ଗ୍ରାମ",
        "quintal": "କ୍ୱିଣ୍ଟାଲ",
        "litre": "ଲିଟର",
        "piece": "ପିସ|ta|ti|ଟା|ଟି|ଗୋଟା",
        "packet": "ପତା|ପାତା|ଷ୍ଟ୍ରିପ|ପ୍ୟାକେଟ",
        "bag": "ବସ୍ତା",
        "box": "କ୍ରେଟ*|ବାକ୍ସ",
        "dozen": "ଡଜନ",
        "metre": "ମିଟର",
        "bottle": "ବୋତଲ",
        "plate": "ପ୍ଲେଟ",
        "cup": "କପ",
        "tin": "ଟିଣ",
        "bundle": "ବଣ୍ଡଲ",
        "carton": "କାର୍ଟନ",
        "roll": "ରୋଲ",
        "sheet": "ସିଟ",
    },
    "frac": {
        "0.5": "ଅଧା",
    },
    "rest": {
        "yes": "baki|ବାକି",
    },
    "old": {
        "yes": "purana|ପୁରୁଣା",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "purana hisab|ପୁରୁଣା ହିସାବ|ପୁରୁଣା ଖାତା|ପୁରୁଣା ଖାତାରୁ|ପୁରୁଣା ହିସାବରୁ|purana khatau|purana hisabru",
    },
    "owe": {
        "shop": "ଦେବା କଥା|ଦେବାର ଅଛି|deba katha|debaku achhi|ଦେବାକୁ ଅଛି|ଦେବାକୁ ହେବ|ଦେବାକୁ ପଡ଼ିବ|debaku heba",
    },
    "when": {
        "eom": "ମାସ ଶେଷରେ|ମାସ ଶେଷକୁ|ମାସ ଶେଷ ବେଳକୁ|masa sheshare|masa sheshaku",  # by the month's end: its last day
        "+1": "କାଲି",
        "+2": "ପଅରଦିନ",
        "+7": "ଆସନ୍ତା ସପ୍ତାହ|ସପ୍ତାହେ ପରେ|ସପ୍ତାହକ ପରେ|ସପ୍ତାହେ ଭିତରେ",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "ମାସେ ପରେ|ମାସକ ପରେ|ଗୋଟେ ମାସ ପରେ|ମାସେ ଭିତରେ|ମାସକ ଭିତରେ",
        "month": "ଆସନ୍ତା ମାସ",
        "mon": "ସୋମବାର*|somavar|somavara|somavar re|somavarre",
        "tue": "ମଙ୍ଗଳବାର*|mangalbar|mangalbara|mangalbar re|mangalbarre",
        "wed": "ବୁଧବାର*|budhabar|budhabara|budhabar re|budhabarre",
        "thu": "ଗୁରୁବାର*|gurubar|gurubara|gurubar re|gurubarre",
        "fri": "ଶୁକ୍ରବାର*|shukrabar|shukrabara|shukrabar re|shukrabarre",
        "sat": "ଶନିବାର*|sanibar|sanibara|sanibar re|sanibarre",
        "sun": "ରବିବାର*|rabibar|rabibara|rabibar re|rabibarre",
    },
    "ago": {
        "2": "ପରଶୁ|ପରଶୁଦିନ|ପରଦିନ|parashu|porshu|parashudina",
        "1": "gatakali|kali|ଗତକାଲି|କାଲି|କାଲିର|kalira",
    },
    "before": {
        "yes": "agaru|ଆଗରୁ",
    },
    "daytime": {
        "yes": "ସନ୍ଧ୍ୟା ପର୍ଯ୍ୟନ୍ତ|ସକାଳ ପର୍ଯ୍ୟନ୍ତ|ଦିନ ପର୍ଯ୍ୟନ୍ତ|ଏ ପର୍ଯ୍ୟନ୍ତ|ଦିନସାରା|ଦିନ ବେଳକୁ|ବେଳକୁ|ଦିନବେଳା|ଏଯାଏଁ|din belaku|sakale|sakala|sandhya|ratire|dipahare|ସକାଳେ|ସନ୍ଧ୍ୟାବେଳେ|ସକାଳବେଳେ|ଦିନବେଳେ|ରାତିବେଳେ|ସନ୍ଧ୍ୟା ବେଳେ|ସକାଳ ବେଳେ|ଦିନ ବେଳେ|ଦ୍ୱିପହରେ|ଦିପହରେ|ଅପରାହ୍ନରେ|sakalu|sandhyare|rati|ସକାଳୁ|ସନ୍ଧ୍ୟାରେ|ରାତି|ରାତିରେ|ସକାଳ|ସକାଳର|ସନ୍ଧ୍ୟା|ସନ୍ଧ୍ୟାର|ରାତିର|ଦିନର|ଦିନରେ|ଅପରାହ୍ନ",
    },
    "month": {
        "1": "ଜାନୁଆରୀ",
        "2": "ଫେବୃଆରୀ",
        "3": "ମାର୍ଚ୍ଚ",
        "4": "ଏପ୍ରିଲ",
        "6": "ଜୁନ",
        "7": "ଜୁଲାଇ",
        "8": "ଅଗଷ୍ଟ",
        "9": "ସେପ୍ଟେମ୍ବର",
        "10": "ଅକ୍ଟୋବର",
        "11": "ନଭେମ୍ବର",
        "12": "ଡିସେମ୍ବର",
    },
    "tarikh": {
        "yes": "ତାରିଖ|ତାରିଖ*|tarikh|tarikha|tarikh re|tarikhre|tarikhare",
    },
    "days": {
        "yes": "ଦିନ ମଧ୍ୟରେ|ଦିନ|ଦିନରେ|ଦିନ ଭିତରେ|dinare",
    },
    "notmoney": {
        "after": "ବର୍ଷ|ଥର",
        "before": "ସାଇଜ|ଶ୍ରେଣୀ|କ୍ଲାସ",  # "size 42": the size, never a sum
        "size": "ପୃଷ୍ଠା|ପେଜ|ଇଞ୍ଚ|ୱାଟ",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "ହୋଟେଲ ପାଇଁ|ଦୋକାନ ପାଇଁ|lekhibaku bhuli gali|lekhibaku bhuligali|ଲେଖିବାକୁ ଭୁଲିଗଲି|ଲେଖିବାକୁ ଭୁଲି ଯାଇଥିଲି|କହିବାକୁ ଭୁଲିଗଲି|ଆକାଉଣ୍ଟ*|ଆକାଉଣ୍ଟ|ଭରାଇଲି|bharaili|ବାବଦରେ|ବାବଦ|babadare|au|ସାଇଟ|ସାଇଟ ପାଇଁ|ଏଇ|ଏହି|ସୁଦ୍ଧା|ଲେଖିଥିବା|ଲେଖିଥିଲି|lekhithiba|ହୋଇଥିଲା|ପାଇଁ|ଥିଲା|ଥିଲେ|paain|thila|ଲେଖ|ଲେଖିଦିଅ|ଲେଖି ରଖ|lekha|ଏବେ ବି|ଏଯାଏଁ|ରୁ|ସେଥିରୁ|ସେଥି ମଧ୍ୟରୁ|ସେଥିମଧ୍ୟରୁ|ସେଥିରେ|ଟଙ୍କା*|ଆଜି|ଏବେ|ebe|ମାସ|ମାସର|କାଲି|ଏବଂ|ଓ|ଟଙ୍କା|ଟଙ୍କାର|ପଇସା|ଗୋଟେ|ମୁଁ|ଅଛି|ହେଲା|ହୋଇଛି|କର|tanka|paisa|gote|mu|achhi|aaji|kali|"
            "hela|ଆଉ|aau|ରେ|re|achi|ଗତ|gata|ହିଁ|ହି|କେବଳ|ମାତ୍ର|ପ୍ରାୟ|ପାଖାପାଖି|kebala|matra|ସେଇ|ସେହି|sei|sehi|ehi|ନିଜ|ନିଜର|ନିଜେ|nija"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("odia", """
1 ଏକ
2 ଦୁଇ
3 ତିନି
4 ଚାରି
5 ପାଞ୍ଚ
6 ଛଅ
7 ସାତ
8 ଆଠ
9 ନଅ
10 ଦଶ
11 ଏଗାର
12 ବାର
13 ତେର
14 ଚଉଦ
15 ପନ୍ଦର
16 ଷୋହଳ
17 ସତର
18 ଅଠର
19 ଊଣେଇଶି
20 କୋଡ଼ିଏ
30 ତିରିଶି
40 ଚାଳିଶି
50 ପଚାଶ
60 ଷାଠିଏ
70 ସତୁରି
80 ଅଶୀ
90 ନବେ
1.5 ଦେଢ଼
2.5 ଅଢ଼େଇ
"""),
    # Romanized, as typed on an English keyboard; weak (a count next to a unit or a multiplier).
    ("odia_latin", """
1 gote
2 dui
3 tini
4 chari
5 pancha
6 chha
7 sata
8 atha
9 naa
10 dasa
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 +ଶହ ଶହେ +saha +sha
1000 hajara
1000 ହଜାର
100000 ଲକ୍ଷ
10000000 କୋଟି
""",
    "fractions": """
0.5 ସାଢ଼େ
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "କିଛି କେଇ kichhi kei",
    "weak": "gote dui tini chari pancha chha sata atha naa dasa",
    "units": "ଲିଟର କେଜି କିଲୋ ବୋତଲ ପତା ପ୍ୟାକେଟ ବସ୍ତା ଷ୍ଟ୍ରିପ",
    "currency": "tanka tankar tankara",
    "currency_stems": "ଟଙ୍କା ଟଙ୍କିଆ",
    "alternatives": "କିମ୍ବା ବା",
    "percent": "ପ୍ରତିଶତ",
    "clock": "ଟାରେ",
    "date": "ତାରିଖ",
    "one_same": "ହିଁ hin",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "ମରାମତି|ସର୍ଭିସିଂ|ସିଲେଇ|ରିପେୟାର",
    "did_work": "କଲି|କରିଲି|କରିଦେଲି|kali|karili|ଲଗାଇଲି|ଲଗାଇଲୁ|ବଦଳାଇଲି",
    "still": "ଏବେ ବି|ଆହୁରି|ebe bi|ahuri",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "cha|jalakhia|barapha|ଚା|ଜଳଖିଆ|ବରଫ",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "ଦରମା|ମଜୁରି|ମଜୁରୀ|darama|daramaa|majuri",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "ଭଡା|ଭଡ଼ା|ଭଡାର|bhada",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "ଦେବାକୁ ଅଛି|debaku achhi|ଦେବା କଥା|deba katha",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "ଆଉ|ଏବଂ",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "ଗତ|gata",
    "split_conjunctions": "ଏବଂ",
    "join_conjunctions": "ଏବଂ|au|ଆଉ",
    "negation_before": "ନାହିଁ",
    "negation_after": "ନାହିଁ",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "ଯାଇଥିବା|ଗଲା|ଗଲେ|ଯାଇଛି|କଟିଲା|କଟିଛି|ପଠାଇଥିବା",
    "relative": "ଆସିଥିବା|ଯାଇଥିବା|ଯେଉଁ|jeun|ଯେଉଁଟା|asithiba|jaithiba|asichhi",
    "motion": "ଆସିଥିବା|ଯାଇଥିବା|ଆସିଛି|ଆସିଥିଲା|ଗଲା|ଆସିଲା|କଟିଲା|କଟିଛି|କଟିଥିଲା|ଯାଇଛି|asithiba|jaithiba|asichhi|asithila|asila|gala|kataila",
    "demonstrative": "ତାହା|ସେଇଟା|ସେଟା|ଏଇଟା|ଏଟା|ଏହା|seta",
    "determiner": "ସେଇ|ସେହି|ଏହି|ଏଇ|sei|sehi|ehi|ei",
    # "by" a day: "ଡିସେମ୍ବର ୨୦ ସୁଦ୍ଧା" (by the 20th of December)
    "until": "ସୁଦ୍ଧା|ଯାଏଁ|ପର୍ଯ୍ୟନ୍ତ|sudha",
    # the shop's own "to give" after a day: a credit purchase's due
    "pay_due": "deba|ଦେବା|ଦେବି|debi",
    "negation_postfix": "nuhen|nuhe|nahin|nahi",
}

# Honorifics glued to a name under a case ending ("ରାଜୁଭାଇଙ୍କୁ", "ମହାନ୍ତିବାବୁଙ୍କୁ"): they come off too.
GLUED_HONORIFICS: tuple[str, ...] = ("ଭାଇନା", "ଭାଇ", "ବାବୁ", "ଅପା", "ନାନୀ", "ଦାଦା", "ମଉସା", "ଜୀ")

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("ଙ୍କଠାରୁ", "src", ""),
    ("ଠାରୁ", "src", ""),
    ("ରୁ", "src", ""),
    ("ଙ୍କର", "gen", ""),
    ("ଙ୍କୁ", "dat", ""),
    ("କୁ", "dat", ""),
    ("ଙ୍କ", "gen", ""),
    ("ର", "gen", ""),
)

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "ଯାଏଁ ଯାଏ ପର୍ଯ୍ୟନ୍ତ "  # until ("ରାତି ଯାଏଁ": till night)
    "achhi achi thila thile hela heba hebe kete kie kahinki kouthi nahin han au mu tume apana semane mora "
    "tumara dele deli dela nele neli karantu dekhantu ebe gatakali"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    # an honorific with its case ending, glued ("Bikashbabunku", "Rinadidinku")
    ("babunku", "dat"), ("bhainku", "dat"), ("didinku", "dat"), ("bhaiku", "dat"), ("babunka", "gen"),
    ("nku", "dat"), ("ku", "dat"), ("tharu", "src"),
)

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {"tharu": "src", "ra": "gen"}

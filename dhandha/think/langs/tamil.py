"""Tamil: the words the rules thinker reads in Tamil messages (Tamil script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "ta"
SCRIPT = "taml"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
SPACED_TENS = True  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "சொன்னார்|சொன்னான்|சொன்னாங்க|சொன்னாள்|சொல்லிருக்காரு|sonnar|sonnaru|sonnanga|sonnan",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "என்னோட அக்கவுண்ட்டுக்கு|என்னோட அக்கவுண்ட்|என்னுடைய அக்கவுண்ட்டுக்கு|என்னுடைய அக்கவுண்ட்|என் அக்கவுண்ட்டுக்கு|என் அக்கவுண்ட்|என்னோட பணம்|ennoda account|ennoda accountku|என் இன்னொரு அக்கவுண்ட்|இன்னொரு அக்கவுண்ட்|இன்னொரு அக்கவுண்ட்டுக்கு|இன்னொரு அக்கவுண்ட்ல|என் மற்ற அக்கவுண்ட்|என் சொந்த அக்கவுண்ட்|சொந்த அக்கவுண்ட்டுக்கு|இன்னொரு கணக்குக்கு|innoru account|innoru account ku|en innoru account|sontha account",
    },
    "per": {
        "before": "மூட்டைக்கு|கிலோவுக்கு|கிலோக்கு|லிட்டருக்கு|பாக்கெட்டுக்கு|ஒன்னு|ஒன்று|ஒண்ணு|ஒன்னுக்கு|ஒன்றுக்கு|ஒண்ணுக்கு|ஒவ்வொன்றும்|onnu|onnukku|தலா|thala",
        "yes": "வீதம்|veetham|ரூபாய் வீதம்|ரேட்டுக்கு|ரேட்ல|ரேட்டில்|ரேட்|விலையில்|கணக்கில்|rate-ku|ratekku|"
               "ratela|vilaiyil|kanakkula|kanakkil",
    },
    "bank": {
        "bank": "பேங்க்*|பேங்கில்|பேங்க்ல",
    },
    "every": {
        "yes": "ரெண்டையும்|இரண்டையும்|rendaiyum|ellaa|ellam|ellaam|ella|எல்லா|எல்லாம்|எல்லாத்தையும்|அனைத்து|ellaathaiyum|motha",
    },
    "verb": {
        "give_in": (
            "ஜிபே பண்ணாரு|gpay pannaaru|GPay பண்ணாரு|ஜிபே பண்ணினாரு|ஜிபே பண்ணான்|குடுத்துட்டான்|குடுத்துட்டாரு|குடுத்துட்டாங்க|கொடுத்துட்டான்|கொடுத்துட்டாரு|குடுத்துட்டார்|kuduthuttaan|kuduthuttaaru|தந்துட்டான்|குடுத்தார்|kuduthaar|kuduthar|kuduthaan|kuduthan|kuduthaanga|kuduthanga|koduthaar|koduthaan|koduthaanga|thanthaar|"
            "kuduthutta|kuduthuttaa|kuduthutaa|kuduthaa|kuduthaal|kuduthutaal|கொடுத்துட்டா|குடுத்துட்டா|thandhaar|thandhaan|thanthaan|thandhaanga|gpay pannaanga|gpay pannaar|gpay pannan|gpay pannitaru|gpay pannittaaru|gpay pannitaar|GPay பண்ணிட்டாரு|GPay பண்ணிட்டார்|ஜிபே பண்ணிட்டாரு|anuppinaar|anuppinaanga|"
            "gpay பண்ணாங்க|gpay பண்ணார்|gpay பண்ணினாங்க|upi பண்ணாங்க|phonepe பண்ணாங்க|paytm பண்ணாங்க|pay பண்ணாங்க|"
            "pay பண்ணார்|கொடுத்தார்|கொடுத்தாரு|கொடுத்தான்|கொடுத்தாங்க|கொடுத்தாள்|தந்தார்|தந்தான்|தந்தாங்க|அனுப்பினார்|அனுப்பினாங்க|"
            "கொடுத்துட்டார்|கொடுத்துட்டாங்க|கொடுத்திருக்கார்|கொடுத்திருக்காங்க|தந்துட்டார்|தந்துட்டாங்க|தந்திருக்கார்|"
            "kuduthuttaar|kuduthuttanga|thanthuttaar|ஜிபே பண்ணாங்க|ஜிபே பண்ணார்|குடுத்தது|கொடுத்தது|koduthathu|குடுத்தாரு|குடுத்தாங்க|"
            "kuduthathu|kuduthaaru|அனுப்பியது|அனுப்பினது|anuppiyathu|அனுப்பினாரு|அனுப்பினார்|அனுப்பினாங்க|அனுப்பினான்|அனுப்பினா|"
            "anuppinaaru|anuppinaar|anuppinaanga|anuppinanga|anuppinaan|குடுத்தான்|குடுத்தாள்|GPay பண்ணான்|gpay பண்ணான்|GPay பண்ணா|pannaan|clear pannitaaru|clear pannitaar|clear pannittaaru|clear pannittaar|clear pannaaru|clear pannaar|clear pannaanga|clear pannitaanga|clear pannittaanga|settle pannitaaru|settle pannaaru|settle pannaanga|koduthaaru|thanthaanga|thanthaaru|thandhaaru|anupunaru|anuppunaru|anuppunaanga|anupunaanga|anuppinaaru|kuduthirukkaaru|kuduthirukaaru"
        ),
        "give_out": (
            "கொடுத்தாச்சு|குடுத்தாச்சு|kuduthaachu|koduthaachu|கொடுத்திருந்தேன்|குடுத்திருந்தேன்|kuduthen|koduthen|kuduthuten|koduthutten|anuppinen|கொடுத்தேன்|கொடுத்துட்டேன்|அனுப்பினேன்|குடுத்தேன்|"
            "குடுத்துட்டேன்|GPay பண்ணேன்|gpay பண்ணேன்|gpay pannen|GPay pannen|upi பண்ணேன்|pay பண்ணேன்"
        ),
        "recv": (
            "வந்தாரு|வந்தார்|வந்தான்|வந்திருந்தார்|vandharu|vandhaaru|vandhaan|vanthuchu|vandhuchu|vanthathu|vandhathu|kidaichathu|kidaichuthu|kidachadhu|thiruppi kuduthaar|"
            "thiruppi thandhaar|jama pannaar|வந்துச்சு|வந்தது|கிடைத்தது|கிடைச்சது|திருப்பி கொடுத்தார்|திருப்பி தந்தார்|"
            "திருப்பி|ஜமா|வரவு|ஜமா பண்ணார்|ஜமா பண்ணாங்க|ஜமா செஞ்சார்|கட்டினார்|கட்டினாங்க"
        ),
        "repay": "adaichen|adaithen|adachen|அடைச்சேன்|அடைத்தேன்|செட்டில்|அடைச்சிட்டார்|அடைச்சிட்டாரு|அடைச்சிட்டாங்க|அடைச்சிட்டான்|அடைச்சிட்டா|அடைச்சார்|அடைச்சாரு|அடைச்சாங்க|அடைத்தார்|அடைத்துவிட்டார்|adaichittar|adaichittaru|adaichittanga|adaichaar|adaichaanga",
        "pay": "payment panninen|payment pannen|payment panniten|payment pannitten|payment senjen|payment panninaen|பேமெண்ட் பண்ணினேன்|பேமெண்ட் பண்ணேன்|பேமெண்ட் செஞ்சேன்|பேமெண்ட் பண்ணிட்டேன்|பேமென்ட் பண்ணினேன்|பேமென்ட் பண்ணேன்|பேமென்ட் செஞ்சேன்|பேமென்ட் பண்ணிட்டேன்|kattinen|katten|kattunen|கட்டினேன்|கட்டிட்டேன்|கட்டினோம்|செலுத்தினேன்",
        "take": (
            "எடுத்தாங்க|எடுத்தாரு|எடுத்தார்|eduthaanga|eduthaaru|எடுத்துட்டு போனாரு|எடுத்துட்டு போனாங்க|எடுத்துட்டுப் போனாரு|eduthuttu ponaaru|vaangittu ponaar|vaangittu poanaar|vaanginaar|vanginaar|vaanginaanga|eduthuttu ponaar|வாங்கிட்டு போனார்|"
            "வாங்கினார்|வாங்கினாங்க|வாங்கினான்|எடுத்துட்டு போனார்"
        ),
        "buy": (
            "வாங்குனேன்|வாங்கிட்டோம்|வாங்கியாச்சு|vaangiyachu|vaangitom|vaanginen|vanginen|vaangunen|vaangittaen|vaangitten|vaangi vechen|வாங்கினேன்|வாங்கிட்டேன்|வாங்கி வைச்சேன்|"
            "கொள்முதல்|வாங்கினது|வாங்கினோம்|vaanginathu"
        ),
        "sell": (
            "vithuchu|vitthuchu|vithichu|vithom|vithomu|vithutten|vithuten|வித்துச்சு|விற்றுச்சு|விற்பனை ஆச்சு|வருமானம்|விற்றோம்|வித்தோம்|வித்துட்டேன்|விற்றுவிட்டேன்|விற்பனை செய்தேன்|vithutten|vitrom|தைச்சேன்|தைத்தேன்|தைச்சு குடுத்தேன்|தைச்சு கொடுத்தேன்|maathunen|maathinen|mathunen|மாத்துனேன்|மாத்தினேன்|மாத்தி குடுத்தேன்|vitren|vithen|விற்றது|வித்தது|vitrathu|vithathu|vithadhu|vittren|vithaen|vikkiren|vitten|virpanai|viyaparam|vyabaram|விற்றேன்|வித்தேன்|விற்பனை|"
            "வியாபாரம்|வித்துட்டேன்|விற்பனையா|விற்பனையாக|vyaparam|viyaparam|vyabaram|viyabaram|vyaabaaram"
        ),
        "spend": "selavu|selavaachu|செலவு|செலவாச்சு|செலவானது",
    },
    "withdraw": {
        "yes": "eduthen|eduthom|எடுத்தேன்|எடுத்தோம்",
    },
    "deposit": {
        "yes": "pottaen|pottan|pottein|pottuten|pottachu|போட்டுட்டேன்|kattinen|கட்டினேன்|டெபாசிட்|டெபாசிட் பண்ணேன்|போட்டேன்|potten|deposit pannen",
    },
    "credit": {
        "yes": "கிரெடிட்|க்ரெடிட்|kadan|kadana|kadanaaga|kadanaa|கடன்ல|கடன்லே|kadanla|kadan la|கடன்|கடனா|கடனாக|கடனுக்கு|kanakkula|கணக்குல|கணக்கில்",
    },
    "paid": {
        "yes": "செக்|செக்ல|செக்கா|குடுத்து|கொடுத்து|kuduthu|பணம்|panam|ரொக்கம்|ரொக்கமா|rokkam|rokkama|கேஷ்|கேஷா|keshaa|காசு|kaasu|kasu",
    },
    "mode": {
        "bank": "செக்|செக்ல|செக்கா",  # a cheque is money through the bank
        "upi": "போன்பே|ஜிபே|கூகுள் பே|பேடிஎம்|யுபிஐ",
        "cash": "கல்லாவுல இருந்து|கல்லால இருந்து|கல்லாப்பெட்டியில இருந்து|கல்லா காசு|galla la irundhu|kallaa la irundhu|ரொக்கம்|ரொக்கமா|கேஷ்|கேஷா",
    },
    "defer": {
        "yes": "இன்னும் குடுக்கல|இன்னும் கொடுக்கல|இன்னும் குடுக்கலை|இன்னும் கொடுக்கவில்லை|innum kudukkala|innum kudukala|innum kodukkala|apram|appuram|aprom|அப்புறம்|அப்புறம் தரேன்|பிறகு|piragu",
    },
    "cost": {
        "snack": "வடை|இட்லி|தோசை|vadai|idli|dosai|bajji|bonda|பஜ்ஜி|போண்டா",
        "yes": (
            "ஐஸ்|ஐஸ் கட்டி|போனஸ்|auto ku|auto kku|autoku|கேஸ் சிலிண்டர்|சிலிண்டர்|காஸ் சிலிண்டர்|tea|vaadagai|vadagai|sambalam|current bill|coolie|டிபன்|சாப்பாடு|பில்|டீ|டீ காசு|வாடகை|"
            "கடை வாடகை|சம்பளம்|கரண்ட் பில்|மின் கட்டணம்|பெட்ரோல்|டீசல்|ரிப்பேர்|கூலி|ஆட்டோ|காணிக்கை|நன்கொடை|kaanikkai"
        ),
    },
    "goods": {
        "generic": "கல்யாண ஆர்டர்|kalyana order|ஆர்டர்|பார்சல்|order|saamaan|saaman|jaamaan|sarakku|saraku|சாமான்|சாமான்கள்|பொருள்|பொருட்கள்|மளிகை|சரக்கு",
        "item": (
            "மிக்ஸி|மிக்ஸி ஜார்|ஜார்|நோட்டு|நோட்டுகள்|ப்ராய்லர்|பிராய்லர்|brailer|broiler|லேப்டாப்|லாப்டாப்|கம்ப்யூட்டர்|ஸ்பேர் பார்ட்ஸ்|ஸ்பேர் பார்ட்|ஊதுபத்தி|கற்பூரம்|சாம்பிராணி|தங்கம்|செம்பு|பித்தளை|மருந்து|பைப்|பைப் லீக்|லீக்|மருந்துகள்|மாத்திரை|marundhu|marunthu|maathirai|ஜெராக்ஸ்|பிரிண்ட்|லேமினேஷன்|பைண்டிங்|வெங்காயம்|vengayam|உருளைக்கிழங்கு|தக்காளி|thakkali|கோழி|kozhi|வாழைப்பழம்|பழம்|தயிர்|thayir|உப்பு|நெய்|மல்லிகை|malligai|ரோஜா|சாமந்தி|மீன்|meen|display|டிஸ்ப்ளே|arisi|paal|ennai|sakkarai|paruppu|அரிசி|பால்|எண்ணெய்|சர்க்கரை|பருப்பு|சோப்பு|முட்டை|மைதா|ரவை|கோதுமை|"
            "காய்கறி|காய்கறிகள்|kaaikari|மாவு|இட்லி மாவு|புடவை|பட்டுப் புடவை|சேலை|வேஷ்டி|சுடிதார்|மீல்ஸ்|டயர்|சர்வீஸ்|சார்ஜ்|பைக் சர்வீஸ்"
        ),
    },
    "yes": {
        "yes": "தான்|thaan|dhaan|aamaa|amam|aamam|aama|sari|seri|sariya|ஆமாம்|ஆமா|சரி|சரிங்க|ஆம்|ஆமாங்க|aamanga|seringa|saringa",
    },
    "no": {
        "no": "vendaam|vendam|venam|illa|illai|வேண்டாம்|வேணாம்|இல்லை|இல்ல",
    },
    "neg": {
        "yes": "illa|illai|alla|இல்லை|இல்ல|அல்ல",
    },
    "q": {
        "how_much": "evvalavu|evlo|evlavu|எவ்வளவு|எவ்ளோ|எத்தனை",
        "who": "yaar|yaaru|யார்|யாரு|யாருக்கு|யாரெல்லாம்",
        "what": "enna|என்ன",
        "show": "kaattu|kaatunga|sollu|sollunga|காட்டு|காட்டுங்க|சொல்லு|சொல்லுங்க",
    },
    "qn": {
        "profit": "லாபம்",
        "balance": "baaki|பாக்கி|நிலுவை|தரணும்|tharanum",
        "stock": "stock|ஸ்டாக்|இருப்பு|iruppu",
    },
    "period": {
        "today": "inniki|innaikku|indru|இன்று|இன்னைக்கு|இன்றைக்கு",
        "yesterday": "netru|nethu|நேற்று|நேத்து",
        "last_week": "pona vaaram|pona varam|போன வாரம்|கடந்த வாரம்",
        "last_month": "pona maasam|pona masam|pona maasathu|போன மாசம்|போன மாதம்|கடந்த மாதம்|போன மாசத்து|போன மாதத்து|கடந்த மாதத்து",
        "this_week": "intha vaaram|vaaram|இந்த வாரம்|வாரம்",
        "this_month": "intha maasam|maasam|இந்த மாதம்|மாதம்|இந்த மாசம்",
    },
    "fix": {
        "yes": "தப்பா|thappa|தவறா|thappu|thavaru|தப்பு|தவறு|மாத்து|மாற்று|சரி பண்ணு|maathu",
    },
    "cancel": {
        "yes": (
            "கேன்சல் பண்ணு|கேன்சல் பண்ணுங்க|கேன்சல் பண்ணிடு|கேன்சல்|cancel pannu|cancel pannidu|டெலீட் பண்ணு|அழிச்சிடுங்க|டெலீட் பண்ணு|எடுத்துடு|neekidu|neekku|azhi|rathu|நீக்கு|அழி|ரத்து|டெலீட்|அழிச்சிடு|அழிச்சுடு|அழிங்க|அழிச்சுடுங்க|azhichidu|azhichudu|"
            "நீக்கிடு|நீக்குங்க|நீக்கிடுங்க|நீக்கிருங்க|நீக்கிடுங்கள்|நீக்கவும்|neekkidunga|neekidunga|neekkunga|delete pannu|delete pannunga|cancel pannunga|azhichidunga|neekkidu|eduthudu|eduthudunga"
        ),
    },
    "entry": {
        "last": "விற்பனையை|வியாபாரத்தை|போட்டதை|எழுதினதை|கடைசியா|கடைசியாக|kadaisiya|என்ட்ரி*|பதிவை|பதிவையும்|entry|kadaisi|கடைசி|என்ட்ரி|entry*|kadasi|kadaisi entry|last entry|munnadi entry",
    },
    "dup": {
        "yes": "rendu thadava|இரண்டு தடவை",
    },
    "remind": {
        "yes": "மெசேஜ் அனுப்பு|மெசேஜ் போடு|கேட்டு மெசேஜ்|message anuppu|நினைவு படுத்து|ninaivoottu|nyabaga paduthu|ஞாபகப்படுத்து|நினைவூட்டு|நினைவுபடுத்து",
    },
    "fut": {
        "pay": (
            "தருவாரு|தருவாங்க|குடுப்பாரு|குடுப்பாங்க|கொடுப்பாரு|tharuvaaru|kuduppaaru|kuduppaanga|தரேன்|கொடுப்பேன்|குடுக்கிறேன்|tharuvaar|tharuvaan|tharuvaanga|kuduppaar|koduppaar|tharen nu sonnaar|தருவார்|தருவான்|தருவாங்க|கொடுப்பார்|"
            "கொடுப்பான்|தரேன்னு சொன்னார்|tharen|tharen nu|tharennu|kudukaren|kudukkaren|kodukkiren|kudupen|kuduppen|"
            "தரேன்னு|குடுக்கறேன்|கொடுக்கிறேன்"
        ),
        "visit": "varuvaar|varuvaan|varuvaanga|வருவார்|வருவான்|வருவாங்க",
    },
    "chat": {
        "yes": "vanakkam|nandri|eppadi irukeenga|வணக்கம்|நன்றி|எப்படி இருக்கீங்க",
    },
    "risk": {
        "advance": "அட்வான்ஸ்|முன்பணம்",
    },
    "topic": {
        "tax": "ஜிஎஸ்டி|ஜி.எஸ்.டி|வரி",
        "festival": "ஆயுத பூஜை|கிறிஸ்துமஸ்|ரம்ஜான்|பொங்கல்|தீபாவளி",
    },
    "mark": {
        "dat": "சாருக்கு|saarukku|ku|kku|ukku|க்கு|கு",
        "src": "kitta|kitte|kitta irundhu|idam|idamirundhu|la irundhu|la irunthu|கிட்ட|கிட்டே|இடம்|இடமிருந்து|ல இருந்து|"
               "லிருந்து|இல் இருந்து|இலிருந்து|இருந்து|irundhu|irunthu",
        "gen": "oda|vooda|ஓட|உடைய",
    },
    "hon": {
        "yes": "மிஸஸ்|மிசஸ்|மிஸ்டர்|டாக்டர்|திருமதி|அண்ணே|anne|சாருக்கு|சாரோட|saarukku|annachi|annaachi|அண்ணாச்சி|அண்ணாச்சிக்கு|chithi|சித்தி|maama|மாமா|anna|annan|annae|akka|amma|ayya|thambi|sir|saar|madam|அண்ணா|அண்ணன்|அக்கா|அம்மா|ஐயா|தம்பி|சார்|மேடம்",
    },
    "owner": {
        "subj": "naan|naanga|நான்|நாங்க|நாங்கள்",
        "obj": "enakku|engalukku|எனக்கு|எங்களுக்கு",
    },
    "pron": {
        "yes": "avan|aval|avar|avanga|avanukku|avarukku|avalukku|அவன்|அவள்|அவர்|அவங்க|அவனுக்கு|அவருக்கு|அவளுக்கு",
    },
    "someone": {
        "yes": "yaaro|யாரோ",
    },
    "forgot": {
        "yes": "நினைவில்லை|தெரியல|theriyala",
    },
    "both": {
        "yes": "ரெண்டு பேரும்|இருவரும்|rendu perum|iruvar|rendu perukkum|இருவர்|ரெண்டு பேருக்கும்",
    },
    "together": {
        "yes": "ellam serthu|ellaam serthu|ellam sethu|எல்லாம் சேர்த்து|எல்லாத்தையும் சேர்த்து|சேர்த்து|மொத்த|motha|mottha|mottham|motham|மொத்தம்",
    },
    "also": {
        "yes": "um|kooda|கூட|உம்",
    },
    "role": {
        "supplier": "மொத்தக்கடை*|மண்டி*|mandi|துறைமுகம்*|harbour|பால்காரர்*|பால்காரன்*|பால்காரம்மா*|paalkaarar|paalkaaran|palkarar|பேப்பர்காரர்*|காய்கறிக்காரர்*|பண்ணை*|ஃபார்ம்*|farm|மார்க்கெட்*|சந்தை*|santhai|maarket|சந்தை|மார்க்கெட்|மண்டி|மொத்த வியாபாரி",
        "place": "ஆபீஸ்*|ஆஃபீஸ்*|ஆபீசுக்கு|office|கடை*|கடை|கடைக்கு|ஷாப்|மார்க்கெட்*|மார்க்கெட்ல|market|ஸ்கூல்*|பள்ளி*|காலேஜ்*|kadai|kadaila|kadaiyil|kadaiyile|கோயில்*|கோவில்*|koyil|kovil|kadaikku|kadaiku",
        "service": (
            "பெயின்டர்*|பெயிண்டர்*|mestri|mesthri|mesthiri|maistry|சமையல்காரர்*|குக்|கேஷியர்|எலக்ட்ரீஷியன்*|பிளம்பர்*|சப்ளையர்|கடைப்பையன்*|பையன்|பையனுக்கு|பையன்*|வேலைக்காரன்|வேலையாள்|payyan|veettukaarar|வீட்டுக்காரர்|ஓனர்|மெக்கானிக்|டிரைவர்|ஆட்டோக்காரர்|autokaarar|மேஸ்திரி*|டெய்லர்*|"
            "தையல்காரர்*|கான்ட்ராக்டர்*|கொத்தனார்*|கொத்தனாருக்கு|மேசன்|ஆள்|ஆளுக்கு|ஆளு|கூலி ஆள்*|கூலியாள்*|கூலி ஆளு*|வேலையாள்*|வேலையாளு*|வேலைக்கார*|பணியாள்*|பணியாளர்*|தொழிலாளி*|தொழிலாளர்*|வாட்ச்மேன்*|காவல்காரர்*|டிரைவர்*|ஹெல்பர்*|ஸ்டாஃப்*|தள்ளுவண்டி*|கடைப் பையன்*|கடை பையன்*|கடைப்பொண்ணு*|கடை பொண்ணு*|பொண்ணுக்கு|velaikaaran|velaikari|kooli aal|kooliyaal|paiyan*|payyan*|kadai paiyan*|velaikaar*|velaikar*|velaiyaal*|velaiyal*|kooliyaal*|kooli aal*|thozhilaali*"
        ),
        "buyer": "விவசாயி|ஹோட்டல்*|கஸ்டமர்*|வாடிக்கையாளர்*",
    },
    "firm": {
        "yes": "பிரிண்டர்ஸ்*|பிரின்டர்ஸ்*|பிரஸ்|சூப்பர் மார்க்கெட்*|சூப்பர்மார்க்கெட்*|டெய்ரி|டைரி|ஃபார்ம்|பண்ணை|farm|பார்மா*|ஃபார்மா*|பார்மசி*|pharma|எண்டர்பிரைசஸ்*|என்டர்பிரைசஸ்*|டெக்ஸ்*|டெக்ஸ்டைல்ஸ்*|எலக்ட்ரிகல்ஸ்*|ஹார்டுவேர்ஸ்*|மெடிக்கல்ஸ்*|கார்மெண்ட்ஸ்*|டிஸ்ட்ரிபியூட்டர்ஸ்*|ஸ்டோர்*|ட்ரேடர்ஸ்|ஏஜென்சி|ஏஜென்சீஸ்|ஸ்டோர்ஸ்|ஸ்டோர்|ட்ரேடிங்|ட்ரேடர்*|டிரேடர்*|ஏஜென்ச*|சில்க்ஸ்*|ஸ்பேர்ஸ்*|ஹோல்சேல்|ஹோல்சேல்ஸ்|spares|mobiles|tyres|transport|transports|electricals|electronics|textiles|world",
    },
    "unit": {
        "kg": "கிலோ*|கேஜி*",
        "g": "கிராம்",
        "quintal": "குவிண்டால்",
        "litre": "லிட்டர்",
        "piece": "பீஸ்",
        "packet": "பாக்கெட்",
        "bag": "மூட்டை",
        "box": "கிரேட்*|க்ரேட்*|பெட்டி",
        "dozen": "டஜன்",
        "metre": "மீட்டர்",
        "bottle": "பாட்டில்",
        "plate": "பிளேட்|பேருக்கு|பேர்|பேரு|peruku|perukku",  # and the people served, one plate each
        "cup": "கப்",
        "tin": "டின்",
        "bundle": "கட்டு|kattu",  # ("karumbu 2 kattu": two bundles; also "kaattu", show, by its key)
        "carton": "கார்ட்டன்",
        "roll": "ரோல்",
        "sheet": "ஷீட்",
    },
    "frac": {
        "0.5": "பாதி|paathi|அரை",
    },
    "rest": {
        "yes": "matha|mattha|mathadhu|mathathu|மத்த|மத்தது|மீதம்|meetham|meethi|மீதி|பாக்கி",
    },
    "old": {
        "yes": "pazhaya|palaya|பழைய",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "பழைய நோட்டு|பழைய நோட்டுல|pazhaya nottu|pazhaya note|pazhaya kanakku|palaya kanakku|பழைய கணக்கு|பழைய கணக்குல",
    },
    "owe": {
        "shop": "கட்டணும்|கட்டனும்|kattanum|kattanom|kudukkanum|kodukkanum|kudukanum|kodukanum|கொடுக்கணும்|குடுக்கணும்|குடுக்கனும்|கொடுக்கனும்|தரணும்",
    },
    "when": {
        "+1": "நாளை|நாளைக்கு",
        "+2": "நாளை மறுநாள்",
        "+7": "அடுத்த வாரம்|ஒரு வாரம் கழிச்சு|வாரம் கழிச்சு|ஒரு வாரத்துல|ஒரு வாரம் கழித்து",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "ஒரு மாசம் கழிச்சு|மாசம் கழிச்சு|ஒரு மாதம் கழித்து|மாதம் கழித்து|ஒரு மாசத்துல|ஒரு மாதத்தில்",
        "month": "அடுத்த மாதம்|அடுத்த மாசம்",
        "eom": "மாச கடைசியில|மாசக் கடைசியில|மாசக் கடைசிக்குள்|மாத இறுதியில்|மாத இறுதிக்குள்|maasa kadaisila|masa kadaisila|maasa kadaisikkul",
        "mon": "திங்கக்கிழமை|திங்கட்கிழமை|திங்கள்*|thingal kizhamai|thingakizhamai|thinga kizhamai",
        "tue": "செவ்வாய்*|sevvai kizhamai|sevvaai kizhamai",
        "wed": "புதன்*|budhan kizhamai|pudhan kizhamai",
        "thu": "வியாழன்*|viyazhan kizhamai|vyazhan kizhamai",
        "fri": "வெள்ளி*|velli kizhamai|velli kilamai|vellikilamai",
        "sat": "சனி*|sani kizhamai|sanikilamai|sani kilamai",
        "sun": "ஞாயிறு*|nyayiru kizhamai|nyayiru kilamai|gnayiru kizhamai",
    },
    "ago": {
        "1": "nethu|netru|nethiku|நேற்று|நேத்து|நேத்திக்கு",
        "2": "munthanal|mundha naal|நேத்து முந்தா நாள்|முந்தா நாள்|munthaa naal|munthaanaal|mundhanaal|முந்தாநாள்|முந்தநாள்|முந்தாநேத்து|munthaanethu|munthanethu",
    },
    "before": {
        "yes": "munnadi|munnaadi|முன்னாடி|முன்பு",
    },
    "daytime": {
        "yes": (
            "காலை|kaalai|மதியம்|மதியம் வரைக்கும்|மதியம் வரை|காலை வரைக்கும்|இதுவரை|இப்போ வரைக்கும்|madhiyam varaikkum|madhiyam varai|காலைல|kaalaiyila|kaalaila|saayangaalam|saayangalam|raathiri|madhiyam|காலையில|காலையில்|சாயங்காலம்|ராத்திரி|மதியம்|"
            "மாலை"
        ),
    },
    "month": {
        "1": "ஜனவரி*",
        "2": "பிப்ரவரி*",
        "3": "மார்ச்*",
        "4": "ஏப்ரல்*",
        "6": "ஜூன்*",
        "7": "ஜூலை*",
        "8": "ஆகஸ்ட்*",
        "9": "செப்டம்பர்*",
        "10": "அக்டோபர்*",
        "11": "நவம்பர்*",
        "12": "டிசம்பர்*",
    },
    "tarikh": {
        "yes": "தேதி|தேதி*|thethi|thedhi|tethi|thethiyannaikku|thethiyanru",
    },
    "days": {
        "yes": "நாள்|நாளில்|நாட்களில்|நாள்ல|naalla|naal|naalil|naalukkul|naal la|naatkalil",
    },
    "notmoney": {
        "after": "வருஷம்|தடவை",
        "before": "சைஸ்|வகுப்பு|கிளாஸ்",  # "size 42": the size, never a sum
        "size": "பக்கம்|பேஜ்|இஞ்ச்|வாட்",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "ஆ|solla maranthuten|solla marandhuten|solla maranthutten|ezhutha maranthuten|ezhudha marandhuten|சொல்ல மறந்துட்டேன்|எழுத மறந்துட்டேன்|போட மறந்துட்டேன்|poda maranthuten|அக்கவுண்ட்*|அக்கவுண்ட்|என்னோட|என்னுடைய|ennoda|ennudaya|மறுபடியும்|மறுபடி|திரும்பவும்|marupadiyum|marupadi|thirumbavum|எழுத மறந்துட்டேன்|எழுத மறந்துவிட்டேன்|எழுத மறந்துட்டேன்|ezhutha maranthuten|ezhutha marandhutten|ezhudha marandhuten|கணக்கு|கணக்கை|இருந்துச்சு|இருந்தது|irundhuchu|irunthuchu|irundhathu|போட்ட|எழுதின|எழுதிய|பதிஞ்ச|potta|ezhuthina|அந்த|இந்த|antha|intha|போட்டது|pottathu|எழுதினது|கொஞ்சம்|konjam|எழுது|எழுதுங்க|எழுதிக்கோ|ezhuthu|ezhudhu|இன்னும்|innum|இதுவரைக்கும்|இதுவரை|idhuvaraikkum|ippo varaikkum|ல|லே|அதுல|அதில்|adhula|athula|இன்னைக்கு|இன்று|இப்போ|இப்போது|ippo|ippothu|மாசம்|மாதம்|மாசத்து|மாதத்து|நேத்து|நேற்று|மற்றும்|ரூபாய்|ரூபா|காசு|பணம்|ஒரு|நான்|இருக்கு|ஆனது|பண்ணு|செய்|rubai|roopai|"
            "கணக்குல போடு|கணக்கில் போடு|கணக்கில போடு|போடு|போடுங்க|podu|முழுசா|முழுசாக|முழுவதும்|rupai|kaasu|panam|oru|naan|irukku|inniki|nethu|aachu|kizhamai|kilamai|கிழமை|ஆச்சு|ரூ|ரூபாய்*|ரூபா*|இருந்து|irundhu|irunthu|தான்|மட்டும்|மட்டுமே|சுமார்|கிட்டத்தட்ட|thaan|dhaan|mattum|mattume|sumaar|அதே|andha|indha|சொந்த|sontha|sondha|kanakku|kanakkai|kanakka"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("tamil", """
1 ஒன்று ஒண்ணு ஒரு
2 இரண்டு ரெண்டு
3 மூன்று மூணு
4 நான்கு நாலு
5 ஐந்து அஞ்சு
6 ஆறு
7 ஏழு
8 எட்டு
9 ஒன்பது
10 பத்து
11 பதினொன்று
12 பன்னிரண்டு
13 பதின்மூன்று
14 பதினான்கு
15 பதினைந்து
16 பதினாறு
17 பதினேழு
18 பதினெட்டு
19 பத்தொன்பது
20 இருபது இருபத்து இருபத்தி
30 முப்பது முப்பத்து முப்பத்தி
40 நாற்பது நாற்பத்து நாற்பத்தி
50 ஐம்பது ஐம்பத்து ஐம்பத்தி
60 அறுபது அறுபத்து அறுபத்தி
70 எழுபது எழுபத்து எழுபத்தி
80 எண்பது எண்பத்து எண்பத்தி
90 தொண்ணூறு தொண்ணூற்று தொண்ணூற்றி
0.5 அரை
0.75 முக்கால்
1.5 ஒன்றரை ஒன்னரை ஒண்ணரை
"""),
    # Romanized, as typed on an English keyboard; each one is weak (a count next to a unit or a multiplier).
    ("tanglish", """
1 onnu oru
2 rendu randu irandu
3 moonu moonru
4 naalu naangu
5 anju ainthu
6 aaru
7 ezhu yezhu
8 ettu
9 ombodhu ombathu
10 pathu
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 நூறு
1000 ஆயிரம் ஆயிரத்து ஆயிரத்தி
100000 லட்சம் இலட்சம் லட்சத்து லட்சத்தி
10000000 கோடி
100 nooru +nooruku
1000 aayiram ayiram aayirathu ayirathu
""",
    "fused": """
3 100 முன்னூறு முந்நூறு
2 100 இருநூறு
4 100 நானூறு
5 100 ஐநூறு
6 100 அறுநூறு
7 100 எழுநூறு
8 100 எண்ணூறு
9 100 தொள்ளாயிரம்
3 1000 மூவாயிரம்
5 1000 ஐயாயிரம்
2 100 irunooru irunuru
3 100 munnooru munnuru
4 100 naanooru nanooru
5 100 ainooru ainnooru ainuru
6 100 arunooru
7 100 ezhunooru
8 100 ennooru
8 1000 எண்ணாயிரம்
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "ஏழெட்டு நாலஞ்சு அஞ்சாறு ஆறேழு எட்டொம்பது ரெண்டுமூணு மூணுநாலு கொஞ்சம் ezhettu naalanju anjaaru",
    "weak": "அரை முக்கால் ஒரு onnu oru rendu randu irandu moonu moonru naalu naangu anju ainthu aaru ezhu yezhu ettu ombodhu ombathu pathu",
    "units": "கிலோ லிட்டர் பாட்டில் பாக்கெட் மூட்டை பெட்டி டஜன் strip dabba bottle packet",
    "currency": "rupai rubai roobai rooba ruba rupa rupaai",  # romanised, as typed on a phone
    "currency_stems": "ரூபாய ரூபா",
    "currency_abbreviations": "ரூ",
    "alternatives": "அல்லது",
    "percent": "சதவீதம்",
    "clock": "மணிக்கு",
    "date": "தேதி",
    "ordinals": "ஆம் வது ம்",
    "one_same": "தான் than thaan",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "ரிப்பேர்|தையல்|பஞ்சர்|சர்வீஸ்|thaiyal",
    "did_work": "panninen|pannen|senjen|seithen|பண்ணினேன்|பண்ணேன்|செஞ்சேன்|செய்தேன்|மாத்தினேன்|maathinen",
    "still": "இன்னும்|innum",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "tea|tiffin|saapadu|டீ|டிபன்|சாப்பாடு|ஐஸ்",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "சம்பளம்|கூலி|sambalam|sambhalam|kooli|kuli",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "க்குள்|குள்ள|வரை|kulla|varai",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "வாடகை|வாடகைக்கு|vaadagai|vadagai",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "தரணும்|tharanum|கொடுக்கணும்|குடுக்கணும்|kudukkanum|kodukkanum|கொடுக்கனும்|குடுக்கனும்",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "மற்றும்",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "போன|pona|pona|கடந்த|kadantha",
    "split_conjunctions": "மற்றும்",
    "join_conjunctions": "மற்றும்|matrum|mattrum",
    "negation_after": "இல்லை",
    "negation_postfix": "ila|ilai|illa|illai|alla",
    "relative": "vandha|vanda|vandhu|poana|ponathu|வந்த|போன|vantha|pona",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "போன|போனது|போச்சு|போயிருக்கு|அனுப்பின|அனுப்பினது|pona|poana|ponathu|pochu|anuppina",
    "motion": "vandha|vanda|vantha|pona|poana|vandhathu|vanthathu|vandhuchu|vanthuchu|pochu|ponathu|வந்தது|வந்துச்சு|போச்சு|போனது|வந்த|போன",
    "demonstrative": "அது|adhu|இது|idhu|அதை|அதே|அதையே|adhai|adhe",
    "determiner": "அந்த|இந்த|அதே|andha|antha|indha|intha",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("அண்ணாவுக்கு", "dat", ""),
    ("அண்ணனுக்கு", "dat", ""),
    ("அக்காவுக்கு", "dat", ""),
    ("த்துக்கு", "dat", "ம்"),
    ("த்திடம்", "src", "ம்"),
    ("வுக்கு", "dat", ""),
    ("யுக்கு", "dat", ""),
    ("னுக்கு", "dat", "ன்"),
    ("ருக்கு", "dat", "ர்"),
    ("லுக்கு", "dat", "ல்"),
    ("ளுக்கு", "dat", "ள்"),
    ("ணுக்கு", "dat", "ண்"),
    ("முக்கு", "dat", "ம்"),
    ("ழுக்கு", "dat", "ழ்"),
    ("ஷுக்கு", "dat", "ஷ்"),  # ரமேஷுக்கு -> ரமேஷ்
    ("ஸுக்கு", "dat", "ஸ்"),
    ("க்குக்கு", "dat", "க்"),  # கார்த்திக்குக்கு -> கார்த்திக் (a name ending in க் takes உக்கு)
    ("க்கு", "dat", ""),
    ("விடம்", "src", ""),
    ("யிடம்", "src", ""),
    ("ிடம்", "src", "்"),
    ("கிட்ட", "src", ""),
    ("வுல", "loc", ""),  # "பார்மாவுல": at the pharma (a firm's name ending in a vowel)
    ("வோடது", "gen", ""),
    ("ோடது", "gen", "்"),
    ("வோட", "gen", ""),
    ("ோட", "gen", "்"),
)

# "Also" glued to the end of a name, with what it replaces: ரமேஷுக்கும் (to Ramesh too), ரமேஷும், ரவியும்.
# ("தான்", only, is written apart: சுல்தான் is a name.)
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (("க்கும்", "க்கு"), ("வும்", ""), ("யும்", ""), ("ும்", "்"))

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
# (a name may end in அண்ணன் itself: கண்ணன், மணிவண்ணன் keep it)
GLUED_HONORIFICS: tuple[str, ...] = ("அண்ணா", "அண்ணன்", "அக்கா", "அம்மா", "ஜி", "சார்")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "வேற வேறு vera veru பண்ண பண்ணி அதை இதை அதையும் இதையும் சேர்த்துக்கோ சேர்த்துக்கொள் சேர்த்துடு serthuko serthukko irukku iruku irundhuchu irunthathu aachu achu aayiduchu evvalavu evlo enna yaar eppo enga illa illai "
    "aama sari naan neenga avan aval avar avanga kuduthen kuduthaar kudunga pannu pannunga sollu sollunga "
    "inniki nethu naalaiku ippo onnu rendu randu irandu moonu moonru naalu naangu aaru ezhu yezhu ettu ombodhu "
    "ombathu pathu"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (
    ("vukku", "dat"), ("ukku", "dat"), ("kku", "dat"), ("ku", "dat"), ("kitta", "src"), ("idam", "src"),
)

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
HYPHEN_ENDINGS: dict[str, str] = {
    "ku": "dat", "kku": "dat", "ukku": "dat", "vukku": "dat", "anna": "hon", "akka": "hon", "idam": "src",
    "kitta": "src",
    # the same endings in Tamil letters after a Latin or Tamil name ("ஜெயம் டிரேடர்ஸ்-ல", "Splendor-க்கு")
    "ல": "src", "ல்": "src", "இல்": "src", "லிருந்து": "src", "கிட்ட": "src", "க்கு": "dat", "கு": "dat",
}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (("vukku", "dat"), ("ukku", "dat"), ("kku", "dat"))

# Endings glued to a firm's name ("பாலாஜி ஏஜென்சீஸ்ல வாங்கினேன்": bought at Balaji Agencies; "ஏஜென்சீஸுக்கு": to them).
FIRM_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("்ல", "src", "்"), ("ில்", "src", "்"), ("ிலிருந்து", "src", "்"), ("்கிட்ட", "src", "்"),
    ("ுக்கு", "dat", "்"), ("்க்கு", "dat", "்"),
)

"""Which language the owner wrote in: script first, marker words for Latin text, then context.

Codes: ``en``, ``hi`` (Devanagari Hindi), ``hinglish`` (romanized Hindi, code-mixed), ``mr``,
``bn``, ``gu``, ``pa``, ``or``, ``ta``, ``te``, ``kn``, ``ml``.

1. The script with the most letters decides (digits, emoji, punctuation and ₹ are ignored;
   a message with no letters but native digits, like "₹३,२५०", counts in the digits' script).
   Each Indic script names one language, except Devanagari, where Marathi and Hindi marker
   words are weighed against each other.
2. Latin text is scored against marker-word lists of English and ten romanized Indian
   languages. A language needs a score of 2 (one strong word) and a clear lead; English,
   like the others, needs positive evidence (function words), so "Rajan 500" decides nothing.
3. A message with no decisive signal ("500", "ok", an emoji) takes the language of the newest
   decisive message in ``recent``, then ``profile``, then English. The same context breaks
   ties ("sari" is Tamil and Kannada) and gives a small bonus to the conversation's language.

Word tables are built on first use, not at import.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from dhandha.lang.scripts import INDIC, LANGUAGE_OF

LANGS: tuple[str, ...] = ("en", "hi", "hinglish", "mr", "bn", "gu", "pa", "or", "ta", "te", "kn", "ml")

# Indic Unicode blocks are 128 code points each, in this order from U+0900 (dhandha/lang/scripts.py).
_INDIC_SCRIPTS = tuple(code.title() for code, *_ in INDIC)
_SCRIPT_LANG = {code.title(): lang for code, lang in LANGUAGE_OF.items()}
_LATN, _ARAB = 0, 10
_SCRIPT_NAMES = ("Latn", *_INDIC_SCRIPTS, "Arab")

# How many earlier messages are read for context (the seed's "last 5 messages").
RECENT_WINDOW = 5
_THRESHOLD = 2

_LATIN_WORD = re.compile(r"[a-z]+")
_DEVA_WORD = re.compile(r"[\u0900-\u0963\u0971-\u097f]+")

# Marker words for Latin text: per language, three tiers of weight.
# 3 = a giveaway of that language alone; 2 = strong; 1 = weak or shared with neighbours.
_LATIN_MARKERS: dict[str, tuple[str, str, str]] = {
    "en": (
        "paid gave received sold bought owes owe owed yesterday tomorrow please how what who show which today "
        "customer customers expense expenses purchase purchased remind reminder everyone returned cleared "
        "took taken pending",
        "the is are was were from of for and give given got receive sell buy much many tell list my i you "
        "your credit balance due send sent cancel delete remove wrong correct this that last with on at by he "
        "she they his her their has have had did does not it its stock left sales sale entries summary "
        "account help can will should would be been all some any every ignore instructions rules system "
        "prompt data thank week month morning evening night an or me to",
        "a in yes no thanks hello hey hi good sorry pls rupees rs cash total payment bye us so do entry",
    ),
    "hinglish": (
        "diye diya liya liye becha beche bechi bechna udhari kitna kitne kitni nahi nahin hain tha thi hua "
        "hui gaya gaye gayi mila mile aaya aaye bheja bheje bhejo likho likha likhna dikhao batao kya kaise "
        "kaun kisne kiske kiska abhi theek accha acha achha chhod chhodo rehne ruko lautaye lautaya wapas "
        "hisaab khata khate galla mujhe mera meri mere hamara aapka aapko unka unke uska uske woh dena lena "
        "dekho rakho chahiye sabse dono pichli pichla agle agla mahine hafte parso kuch gadbad rupaye rupaiye "
        "rupay hazaar paanch chaar saat aath bees pachas dedh dhai sawa saadhe paune dega degi denge dunga "
        "karunga kiya kiye karna karke kharida kharidi kharide shukriya haanji karo diyo bataiye dijiye "
        "hogaya hatao hatado mitao pichhli pichhla mita unhone unhe inhone subah bohni",
        "udhaar ne ko hai se ka ke aur bhi mein pe haan wala wale wali kal aaj bhai bhaiya sau ek teen das "
        "kar lo le yeh ye wo tak saath jama rupiya dekh bhej likh kharcha maal hazar main sab do bikri "
        "namaste",
        "ki di de par ji han hi paise baki baaki hajar namaskar dhanyavaad dhanyavad hisab udhar thik to me "
        "the is are in ho hata",
    ),
    "ta": (
        "kuduthen kuduthaar kuduthaan kuduthaanga kuduthanga kudutha kudunga koduthen koduthaar koduthaan "
        "pannunga panniten pannen pannaanga pannanga pannaan pannitaan pannittaan panni enna ennaa sollunga "
        "sollu kadan evvalavu evlo evvalo eppo illai aamaa aamam venaam vendaam vendam romba nandri vanakkam "
        "ungal unga neenga neengal naan avanga inniki innaiku indru naalaiku nethu nethiku kaasu panam rupai "
        "vaanginen vaanginaan vaanginaar vithen vitten virpanai selavu iruku irukku irukkanga kudukanum "
        "kodukkanum anuppu anuppunga pathivu aayiduchu achu azhichidu azhichudu azhi pazhaya palaya annachi "
        "vyaabaaram vyabaram viyaparam viyabaaram saayangaalam kaalaiyila kuduthaaru kuduthuttaan "
        "kuduthuttaar tharuvaanga tharuvaar thandhaar thanthaar thandhaan thanthaan thandhaanga kattunen "
        "kattitten vaadagai irundhu irunthu vandhuchu vanthuchu vandhathu vanthathu anuppinadhu anuppinathu "
        "anuppinaar anuppinen pannitaru pannitaar pannittaaru pannitten pannunen panninen maathunen mathunen "
        "eduthen eduthutten kuduthutten kuduthuten kadana kadanaa tharanum kudukkanum vaangunen vaangitten "
        "vitren naalaikku thiruppi kadaila kadaiku serthu munthaanaal pannitaanga eduthaanga eduthaaru "
        "vaanginaanga kattinen arisi pannitaaru pannaaru kuduthu ennai sakkarai paruppu kaaikari "
        # the same words as owners also spell them: doubled consonants, "aa" for a long vowel
        "vitthen vittheen vithaen vitthaen kaalaila kaalaiyile saayankaalam saayangalam sayankalam meethi "
        "eduthutu eduthuttu ponaanga ponanga poitaanga vaanguninen kudutthen",
        "sari aama yaar ellaa ellaam innum kitta",
        "illa aayiram ayiram nooru avan aval avar kanakku vittu vaangi ku naa la kadai vandha vantha ellam "
        "paal",
    ),
    "te": (
        "icchaadu icchadu ichadu ichaadu icchaaru icharu ichaaru icchindi ichindi icchaanu ichanu ichaanu "
        "icchanu ivvandi ivvu appu enti cheppandi cheppu cheyyandi cheyyi chesanu chesaanu chesadu chesaadu "
        "avunu sare vaddu ledu undi unnadi unnaru ammanu ammaanu ammakam ammakalu ammaadu meeru meeku nenu "
        "naaku vaadu atanu ivala eeroju ninna repu dabbulu dabbu rupayalu vanda veyyi velu garu lekkalu "
        "kharchulu pampandi pampu raasanu rasanu raayandi emi konnanu konnaanu konnadu konnaru kaadu teesanu "
        "teesaanu teesukunnanu teesukunnadu teesukunnaru vachindi vacchindi vachaayi vachayi nunchi nundi "
        "daggara kattanu kattaanu kattadu kattaru kattindi adde ammesanu ammesaanu ammadu ichchaanu ichchadu "
        "isthanu istanu istadu istaru isthadu isthaaru annaru annadu cheppadu pandlu biyyam vandalu naalugu "
        "ivvala pampadu pampaaru pampanu chesaru chesindi teeseyi teeseyandi saruku rojullo paalu nune "
        "chakkera kooragayalu neyyi",
        "entha enta namaskaram inka ivvali marchanu lo",
        "kharchu ki babu padi moodu",
    ),
    "kn": (
        "kotta kottaru kotte kottidde kottidare kottidini kodi kodu saala heli helu helri hegide eshtu estu "
        "yeshtu beda beku houdu haudu aytu ayithu aaytu maadi maadu maadide maarata maaride maaridhe maarida "
        "neevu nimma nimage naanu nanage avaru avanu avalu ivattu ninne duddu rupayi saavira kalsi kalisi "
        "bardu barkoli kodbeku bandiddu bandide madidru kodtini kodteeni andru hale konde kondke kondukonde "
        "tagonde tagondu tegedukonde kattide kattidini kattidene kattidru kottidru kottiddene kodthini "
        "kodtare kodtaare kodthare bantu barbeku baadige angadi avrige avarige avrinda avarinda dinadalli "
        "kodabeku maaridini vyapara vyaapara eradu naalku kottiddaare kottidaare kottiddare haakide haakidini "
        "kottru tegi tegiri haalu sakkare tarakari tuppa haleya ittu",
        "sari lekka naale ge namaskara inda ninda alla kone innu",
        "illa indu nooru kharchu yaaru laksha alli mooru hattu",
    ),
    "bn": (
        "dilo dilen dilam dilaam diyechhe diyeche diyechi diyechhi niyechhe niyeche nilo nilam nilen taka "
        "bakite dhar koto kemon achhe ache hyan hya khoroch bechlam bechechi apni apnar apnake ami amar amake "
        "tumi theke aajke gotokal korlam korechi korun korben dekhao dekhan bolun pathao pathan pathiye lagbe "
        "thak dhonnobad nomoskar kintu kichu ekhon holo hoyeche kinlam kinlaam kinechi anlam korlo korlen "
        "korechhe korechhen diyechen gelen bolechhe boleche bollo bolechen peyechi peyechhi ferot purono "
        "porshu sokale bikele hoyni deben debo kinechhi boudi jethu kakima mashima shesh shobji",
        "ke hishab sho nei kach kache gelo geche debe hobe kete dao da",
        "ki baki thik aaj kal hajar na er din bikri achhi ar",
    ),
    "gu": (
        "aapya aapyu aapyo aapi aapo aapjo lidha lidhu lidho che chhe shu kharcho vechan vechyu vechi ketla "
        "ketlu ketli kem nathi hatu hata hati barabar tame tamaro tamne tamaru maru mane aaje malya malyu "
        "paasethi pasethi majama aavjo saru joie joiye mokli moklo mokalo mokalyo lakho batavo jovo kidhu "
        "kidha karya karyu karyo bharyu bharya thayu thaya nang valu vali aapse aapshe aavse aavshe malse "
        "malshe levana aapvana rokda pachhi moklya mokalya kidho upadya kadhya chhelli chhello nakho chokha "
        "ghau khand",
        "cho ben kale rehva thi",
        "udhar udhaar hisab ne nu na ha haa paisa rupiya hajar bhai vechya lai",
    ),
    "mr": (
        "dile ahe aahe aahet ahet zala zale jhala jhale zali jhali kiti naahi nako hoy barobar ani kay kaay "
        "kasa kase mala tumhi amhi tyane tyala tyanna tyani kadun sathi madhe vikle vikla vikri hishob ghetle "
        "ghetla dya sanga liha pathva pahije aale milale milala rahile shillak kaal udya zhala dilet dilay "
        "keli bharle bharla pathavle pathavla deil detil mhanala mhanali sirana sahebanni sahebanna yanni "
        "yanna yanchi tyanni dilya gheun shevatchi shevatcha kadhle kadhla madhun kadhun tandul gahu saakhar "
        "toop",
        "dila dili la hote bhau tai denar aala aali gele june",
        "udhar udhaar nahi ho pan na kharcha paise rupaye hajar dhanyavad namaskar kara parva hota ne che "
        "kele",
    ),
    "pa": (
        "ditte ditta ditti tusi tussi tuhanu tuhade tuhada kinne kinna kithe hega mainu saanu asi ohne ohnu "
        "layi kitta kitte paaji changa dasso daso ajj kall vechiya sadda sada hoi hoya hoyi laaye vecheya "
        "kolon vich bhenji veerji dewega devega devange sann dio khareediya khareedeya kharideya ghyo bhareya "
        "bhariya dinan",
        # ("vikri", a sale, is Punjabi too: strong here, so a Punjabi chat keeps "shaam di vikri")
        "nu ae si dite haal ton ch aj chaul da vikri",
        "ki hai haan ji haanji nahi nai theek sau hazaar udhaar vechya eh veer gaya sat sri akal lai savere",
    ),
    "ml": (
        "thannu thanna koduthu kodukku kodukkanam kadam ethra ethrayanu enthu aanu undu undo sheri shari athe "
        "venda vendaa ningal ningalude njan enikku innu innale rooba roopa laksham vilpana chelavu nanni "
        "parayu paranju ayakku ayachu ezhuthu ezhuthi kaanikku chettan chechi kittanulla kittan kodukkanulla "
        "cheythu cheyithu cheythittu ayachittundu adachu adachittu adachittundu tharum tharaam tharaamennu "
        "thannittundu koduthittundu vaangichu vangichu vaangiyathu vittathu kittiyathu kittanam kayyil kaiyil "
        "ithuvare okke koodi thavana kalayu keri vaikunneram raavile ravile uchakku vaadaka vadaka und "
        "avasanathe panchasara parippu pachakkari neyyu tharanam",
        "entha namaskaram ninnu ninnum kitti inte alla",
        "illa anu avan aval avar naale aayiram nooru kanakku paisa vittu vaangi kada randu paal",
    ),
    "or": (
        "dele dela deli delu tanka tankaa mote mora apana aapana apananka aapananka tharu bikili bikilu aji "
        "aau kana kahinki kie pathantu lekhantu dekhantu kahantu dhanyabad hela kinili kinilu asila paili "
        "paiche bhitare sakala ferai pherai gatakali kahile karantu sesha chaula kshira",
        "mu ru nku nka dokan debe kete",
        "achhi achi babu udhar baki thik na ku bikri kharcha hisab kali hajar saha namaskar dei dio taka kale "
        "sandhya ra purana",
    ),
}

# Words romanized Hindi shares with its neighbours. In these languages they weigh what they weigh in
# Hinglish, so only a word of one language alone tips the balance: "Manpreet ne 2000 ditte, do hazaar"
# is Punjabi, "Rahul ne ek hajar udhar aapya" Gujarati (their shared "ne", "ek", "hazaar" count for both).
_SHARED_WITH_HINGLISH: dict[str, str] = {
    "pa": "ne de di do ek teen das sau hazaar hazar hajar udhaar udhar baaki baki kal aaj nahi nahin haan ji bhai "
          "paise maal hisaab hisab jama wala wale wali agle mahine hafte din dena dene denge dega degi aaye aaya "
          "gaya gaye mile vapas saath kharcha pichhli pichhla pichli pichla mita",
    # ("haan" answers a question in any of them: alone, the chat's own language keeps it)
    "gu": "ne ek sau hajar hazar hazaar udhar udhaar baaki baki bhai maal hisab hisaab jama aaj rupiya paisa gaya haan",
    "mr": "ne ek sau hajar hazar hazaar udhar udhaar baaki baki aaj kal paise maal hisab hisaab jama nahi haan",
    "bn": "ek sau saat hajar baki baaki aaj kal diye haan",
    "or": "sau hajar udhar udhaar baki baaki haan",
}

# Word endings that lean towards one language (only for words of min_len or more).
_LATIN_SUFFIXES: tuple[tuple[str, int, str, int], ...] = (
    # (suffix, min_len, lang, weight)
    ("ukku", 5, "ta", 2), ("kku", 5, "ta", 2),
    ("aadu", 7, "te", 1), ("aaru", 7, "te", 1), ("aanu", 7, "te", 1), ("andi", 7, "te", 1),
    ("ige", 5, "kn", 1), ("uge", 5, "kn", 1), ("alli", 6, "kn", 1),
    ("lam", 5, "bn", 1),
    ("antu", 6, "or", 1),
    ("bhai", 7, "gu", 1),  # "Hiteshbhai": the Gujarati honorific is written glued
)

_DEVA_MARKERS: dict[str, tuple[str, str, str]] = {
    "mr": (
        "आहे आहेत आहेस नाही नको झाला झाले झाली दिले दिला दिली घेतले घेतला घेतली केले केली आणि पण काय "
        "किती मला तुम्ही आम्ही त्याने त्याला त्यांना त्यांनी कडून साठी मध्ये विकले विकला विक्री हिशोब "
        "बरोबर होय द्या सांगा लिहा पाठवा पाहिजे गेले मिळाले मिळाला राहिले शिल्लक उद्या झालं दिलं "
        "नाहीत आम्हाला तुम्हाला आणले आणला आणली आणल्या रोख भरले भरला",
        "करा कसे आले काल परवा खर्च पुडे पुडा",
        "हो केला होते उधार आज बाकी जमा धन्यवाद नमस्कार ठीक रुपये हजार जी वाला वाले वाली",
    ),
    "hi": (
        "है हैं था थे थी को ने से का की के में नहीं दिए दिये दिया दी लिया लिए लिये किया किये कितना कितने "
        "कितनी हाँ हां हुआ हुई गया गए गई गयी मिला मिले मिली आया आए आये आयी भेजो भेजा भेजे बताओ "
        "बताइए बताइये लिखो लिखा लिखिए दिखाओ दिखाइए और भी क्या कैसे कौन किसने किसका किसके अभी अच्छा "
        "बेचा बेचे बेची बिक्री खरीदा वापस लौटाए मत रुको छोड़ो यह वह ये वो हम मैं मुझे "
        "मेरा आपका आपको उसका उसके उनका उनके सौ कल करो करना दीजिए दीजिये चाहिए हिसाब",
        "पर दो सब हज़ार रुपए कर नमस्ते खर्चा",
        "ठीक आज बाकी उधार जमा धन्यवाद नमस्कार जी रुपये हजार वाला वाले वाली",
    ),
}
# Marathi case endings glued to a name ("रमेशला", "सुरेशना"), when the word is not Hindi.
# ("बेकरीवाल्याकडून": from the bakery-man; the postpositions Marathi glues on are words of their own in Hindi)
_MR_ENDINGS = ("ला", "ना", "नी", "चा", "ची", "चे", "कडून", "कडे", "साठी", "मधून", "मध्ये")


def _weighted(table: dict[str, tuple[str, str, str]]) -> dict[str, tuple[tuple[str, int], ...]]:
    out: dict[str, list[tuple[str, int]]] = {}
    for lang, tiers in table.items():
        for weight, words in zip((3, 2, 1), tiers, strict=True):
            for w in words.split():
                out.setdefault(w, []).append((lang, weight))
    return {w: tuple(v) for w, v in out.items()}


@cache
def _latin_table() -> dict[str, tuple[tuple[str, int], ...]]:
    table = _weighted(_LATIN_MARKERS)
    for lang, words in _SHARED_WITH_HINGLISH.items():
        for word in words.split():
            hits = dict(table.get(word, ()))
            hits[lang] = max(hits.get(lang, 0), hits.get("hinglish", 1))
            table[word] = tuple(hits.items())
    return table


@cache
def _deva_table() -> dict[str, tuple[tuple[str, int], ...]]:
    return _weighted(_DEVA_MARKERS)


def _script_counts(text: str) -> tuple[list[int], list[int]]:
    """Letters per script, and native digits per Indic script (same indexing)."""
    letters = [0] * len(_SCRIPT_NAMES)
    digits = [0] * len(_SCRIPT_NAMES)
    for ch in text:
        cp = ord(ch)
        if cp < 0x80:
            if ("a" <= ch <= "z") or ("A" <= ch <= "Z"):
                letters[_LATN] += 1
        elif 0x900 <= cp < 0xD80:
            index = 1 + ((cp - 0x900) >> 7)
            if 0x66 <= (cp & 0x7F) <= 0x6F:
                digits[index] += 1
            elif cp not in (0x964, 0x965):  # danda, double danda
                letters[index] += 1
        elif 0xC0 <= cp <= 0x24F:
            if cp not in (0xD7, 0xF7):
                letters[_LATN] += 1
        elif 0x600 <= cp <= 0x6FF and not (0x660 <= cp <= 0x669 or 0x6F0 <= cp <= 0x6F9):
            letters[_ARAB] += 1
    return letters, digits


def _ranked(counts: list[int]) -> list[str]:
    """Scripts present, most first; on a tie an Indic script goes before Latin."""
    present = [(c, i) for i, c in enumerate(counts) if c]
    present.sort(key=lambda ci: (-ci[0], ci[1] == _LATN))
    return [_SCRIPT_NAMES[i] for _, i in present]


def _scripts_by_weight(text: str) -> list[str]:
    """Scripts of the letters, most first. With no letters at all, the scripts of native digits
    ("₹३,२५०" was typed on a Devanagari keyboard)."""
    letters, digits = _script_counts(text)
    return _ranked(letters) or _ranked(digits)


def script_of(text: str) -> str | None:
    """The ISO 15924 code of the script most of the letters are in ("Latn", "Deva", "Taml", ...).

    None when the text has no letters at all (numbers, ₹, emoji, punctuation).
    """
    scripts = _ranked(_script_counts(text)[0])
    return scripts[0] if scripts else None


class _Context:
    """The conversation's language and the profile, computed only when something needs them."""

    def __init__(self, recent: Sequence[str], profile: str | None) -> None:
        self._recent = tuple(recent)[-RECENT_WINDOW:]
        self._recent_lang: str | None = None
        self._recent_done = False
        self.profile = profile if profile in LANGS else None

    @property
    def recent(self) -> str | None:
        if not self._recent_done:
            self._recent_done = True
            for msg in reversed(self._recent):
                lang = _decide(msg, None)
                if lang:
                    self._recent_lang = lang
                    break
        return self._recent_lang

    def preferred(self) -> tuple[str, ...]:
        return tuple(x for x in (self.recent, self.profile) if x)

    def fallback(self) -> str:
        return self.recent or self.profile or "en"


def _latin(text: str, ctx: _Context | None, need: int = _THRESHOLD) -> str | None:
    table = _latin_table()
    scores: dict[str, float] = {}
    for word in _LATIN_WORD.findall(text.lower()):
        hits = table.get(word)
        if hits:
            for lang, w in hits:
                scores[lang] = scores.get(lang, 0) + w
            continue
        for suffix, min_len, lang, w in _LATIN_SUFFIXES:
            if len(word) >= min_len and word.endswith(suffix):
                scores[lang] = scores.get(lang, 0) + w
                break
    if not scores:
        return None
    preferred: tuple[str, ...] = ()
    if ctx is not None and len(scores) > 1:
        preferred = ctx.preferred()
        if preferred and preferred[0] in scores:
            scores[preferred[0]] += 1
    best = max(scores.values())
    if best < need:
        return None
    top = [lang for lang, s in scores.items() if s == best]
    if len(top) == 1:
        return top[0]
    if ctx is not None:
        for lang in preferred or ctx.preferred():
            if lang in top:
                return lang
    # Romanized Hindi is by far the most common way of typing an Indian language in Latin.
    return "hinglish" if "hinglish" in top else None


def _devanagari(text: str, ctx: _Context | None) -> str:
    table = _deva_table()
    hi = mr = 0
    for word in _DEVA_WORD.findall(text):
        hits = table.get(word)
        if hits:
            for lang, w in hits:
                if lang == "mr":
                    mr += w
                else:
                    hi += w
        elif len(word) >= 4 and word.endswith(_MR_ENDINGS):
            mr += 1
    if mr != hi:
        return "mr" if mr > hi else "hi"
    if ctx is not None:
        for lang in ctx.preferred():
            if lang in ("hi", "mr"):
                return lang
    return "hi"


def _decide(text: str, ctx: _Context | None) -> str | None:
    """The message's own language, or None when it carries no decisive signal."""
    scripts = _scripts_by_weight(text)
    # "Abdul bhai 2000 Canara ಗೆ ಕಳಿಸಿದ್ರು": names and banks typed in Latin letters, the sentence in a script of
    # another language. The Latin words then decide only with strong evidence of their own. (Devanagari beside
    # Latin is Hindi either way; the script the owner mostly typed in is the one to answer in.)
    need = 2 * _THRESHOLD if any(s not in ("Latn", "Deva") for s in scripts) else _THRESHOLD
    for script in scripts:
        if script == "Latn":
            lang = _latin(text, ctx, need)
            if lang:
                return lang
        elif script == "Deva":
            return _devanagari(text, ctx)
        elif script in _SCRIPT_LANG:
            return _SCRIPT_LANG[script]
    return None


def detect(text: str, recent: Sequence[str] = (), profile: str | None = None) -> str:
    """The language code to answer ``text`` in.

    ``recent`` holds the chat's earlier owner messages (texts, newest last); ``profile`` is the
    owner's stored language code. See the module docstring for the order of evidence.
    """
    ctx = _Context(recent, profile)
    return _decide(text, ctx) or ctx.fallback()

"""Telugu: the words the rules thinker reads in Telugu messages (Telugu script, and romanized).

Every table here is data; what each category means, and how to add a phrasing or a language, is in
docs/reading-guide.md ("Words"). Phrases are "a|b|c"; a one-word Latin phrase ending in "*" matches
every word that begins with it.
"""

from __future__ import annotations

CODE = "te"
SCRIPT = "telu"  # the script its own letters are in (scripts.py)
# The goods stand unmarked next to their count or right before the sale, purchase or credit word; a person
# carries a case ending (reader.py, guide: goods).
GOODS_SLOT = True
SPACED_TENS = True  # "twenty five" adds up: a round ten takes a unit after it

# Words by category and value (langs/__init__.py lists the categories).
WORDS: dict[str, dict[str, str]] = {
    # the owner's own other account: money moved there is a transfer, never a payment to someone
    "said": {
        "yes": "చెప్పాడు|చెప్పింది|చెప్పారు|అన్నాడు|అన్నారు|cheppadu|cheppindi|chepparu|annadu|annaru",  # reported speech: "he said he would pay"
    },
    "ownacct": {
        "yes": "నా ఇంకో అకౌంట్|ఇంకో అకౌంట్|ఇంకో అకౌంట్‌కి|నా వేరే అకౌంట్|వేరే అకౌంట్|వేరే అకౌంట్‌కి|సొంత అకౌంట్|సొంత అకౌంట్‌కి|naa inko account|inko account|vere account|sontha account",
    },
    "per": {
        "before": "బస్తాకు|బస్తాకి|కిలోకు|కిలోకి|కేజీకి|లీటరుకు|లీటర్‌కి|ప్యాకెట్‌కి|ఒక్కటి|ఒక్కొక్కటి|ఒక్కోటి|ఒకటికి|ఒక్కదానికి|ఒక్కొక్కటీ|okkati|okkokkati|okkatiki",
        "yes": "చొప్పున|choppuna|chappuna|chopuna|రేటుకు|రేటు చొప్పున|రేటున|ధర చొప్పున|లెక్కన|rate ki|ratuku|lekkana",
    },
    "every": {
        "yes": "ఎంట్రీలన్నీ|ఎంట్రీలన్నిటినీ|అన్నిటిని|రెండూ|రెండింటినీ|మొత్తం ఎంట్రీలు|anni|annee|anniti|అన్నీ|అన్ని|అన్నిటినీ|మొత్తం ఎంట్రీలు",
    },
    "verb": {
        "give_in": (
            "క్లియర్ చేశారు|క్లియర్ చేసారు|క్లియర్ చేశాడు|clear chesaru|clear chesadu|వేసింది|వేశాడు|వేసాడు|వేశారు|వేసారు|vesindi|vesadu|vesaru|GPay chesaru|gpay chesaru|gpay chesadu|phonepe chesaru|phonepe chesadu|upi chesaru|ఫోన్‌పే చేశారు|ఫోన్‌పే చేశాడు|ఫోన్ పే చేశారు|ఫోన్పే చేశారు|గూగుల్ పే చేశారు|జీపే చేశారు|GPay చేశారు|GPay చేశాడు|PhonePe చేశారు|PhonePe చేశాడు|UPI చేశారు|GPay చేశారు|GPay చేశాడు|PhonePe చేశారు|PhonePe చేశాడు|UPI చేశారు|icchaadu|ichadu|icchadu|icchaaru|icharu|iccharu|icchindi|ichindi|pampaadu|pampaaru|pampindi|ఇచ్చాడు|"
            "ఇచ్చారు|ఇచ్చింది|పంపాడు|పంపారు|పంపింది|ఇచ్చేశాడు|ఇచ్చేశారు|ఇచ్చేసింది|icchesadu|icchesaru|ichesaru|ichesadu|ichesindi|clear chesaru|clear chesadu|clear chesindi|clear chesesaru|clear chesesadu|clear chesesindi|settle chesaru|settle chesadu|pampinchadu|pampincharu|pampinchaadu|pampinchaaru|pampinchindi"
        ),
        "give_out": "RTGS చేశాను|NEFT చేశాను|GPay చేశాను|UPI చేశాను|PhonePe చేశాను|ట్రాన్స్‌ఫర్ చేశాను|RTGS చేశాను|NEFT చేశాను|GPay చేశాను|UPI చేశాను|PhonePe చేశాను|ట్రాన్స్‌ఫర్ చేశాను|icchaanu|ichanu|icchanu|ichesa|ichesanu|icchesa|icchesanu|ichhesanu|ichesaanu|neft chesanu|neft chesa|gpay chesanu|gpay chesa|upi chesanu|phonepe chesanu|transfer chesanu|pampaanu|pampanu|ఇచ్చాను|ఇచ్చేశాను|పంపాను",
        "recv": (
            "వచ్చాడు|వచ్చారు|వచ్చినారు|vachadu|vacharu|vacchayi|vachayi|vachindi|vacchindi|andindi|andhindi|tirigi icchaadu|jama chesaadu|వచ్చాయి|వచ్చింది|"
            "అందింది|తిరిగి ఇచ్చాడు|తిరిగి ఇచ్చారు|తిరిగి|జమ"
        ),
        "repay": "teerchanu|thirchanu|తీర్చాను|చెల్లించాను|chellinchaanu",
        "pay": "payment chesanu|payment chesaanu|payment chesa|payment chesamu|పేమెంట్ చేశాను|పేమెంట్ చేసాను|పేమెంట్ చేశా|kattanu|kattaanu|కట్టాను|కట్టేశాను|చెల్లించాను",
        "take": (
            "తీసుకెళ్ళారు|తీసుకెళ్లారు|తీసుకెళ్ళాడు|తీసుకెళ్లాడు|teesukunnadu|teeskunnadu|teeskunnaru|teeskundi|teeskelladu|teeskellaru|teesukunnaru|teesukellaadu|teesukellaru|tesukunnadu|తీసుకున్నాడు|తీసుకున్నారు|తీసుకెళ్ళాడు|"
            "తీసుకెళ్లారు|తీసుకెళ్లాడు|తీసుకుంది|తీసుకెళ్ళింది|తీసుకెళ్లింది|teesukundi|tesukundi|teesukellindi"
        ),
        "buy": "కొన్నాము|కొన్నాం|కొనుక్కున్నాను|konnamu|konukkunnanu|తీసుకున్నాను|తీసుకొచ్చాను|teesukunnanu|teesukunna|teeskunna|teeskunnanu|తీసుకున్నా|konnanu|konnaanu|konanu|teppinchanu|teppinchaanu|కొన్నాను|తెప్పించాను|కొనుగోలు",
        "sell": "పని చేశాను|పని చేసాను|pani chesanu|pani chesaanu|రిపేర్ చేశాను|repair chesanu|ఆదాయం|సంపాదన|అమ్మేము|అమ్మాము|అమ్మాం|అమ్మేసాను|ammamu|ammesaanu|బేరం|బేరాలు|beram|కుట్టాను|కుట్టి ఇచ్చాను|మార్చాను|marchanu|maarchanu|మార్చి ఇచ్చాను|ammanu|ammaanu|ammesanu|ammakam|amma|అమ్మాను|అమ్మేశాను|అమ్మకం|అమ్మకాలు",
        "spend": "kharchu|karchu|ఖర్చు|ఖర్చయింది",
    },
    "withdraw": {
        "yes": "teesaanu|teesanu|theesanu|tisanu|తీశాను|డ్రా చేశాను",
    },
    "deposit": {
        "yes": "vesanu|vesaanu|vesamu|వేసాను|jama chesanu|జమ చేశాను|cash deposit చేశాను|deposit చేశాను|డిపాజిట్ చేసాను|cash deposit chesanu|cash deposit chesaanu|డిపాజిట్|డిపాజిట్ చేశాను|వేశాను|deposit chesanu|veshanu",
    },
    "credit": {
        "yes": "క్రెడిట్|appu meeda|appu mida|అప్పు మీద|appu|appuga|అప్పు|అప్పుగా|ఖాతాలో|khatalo|baaki|బాకీ",
    },
    "paid": {
        "yes": "చెక్|చెక్కు|చెక్ ద్వారా|ఇచ్చి|ichi|నగదు|nagadu|క్యాష్|డబ్బులు|dabbulu|డబ్బు|dabbu",
    },
    "mode": {
        "bank": "చెక్|చెక్కు|చెక్ ద్వారా",  # a cheque is money through the bank
        "upi": "ఫోన్‌పే|ఫోన్ పే|ఫోన్పే|గూగుల్ పే|జీపే|పేటీఎం|యూపీఐ",
        "cash": "గల్లా నుండి|గల్లాలో నుండి|గల్లా నుంచి|galla nundi|నగదు|క్యాష్",
    },
    "defer": {
        "yes": "taruvata|tarvata|తర్వాత|తరువాత",
    },
    "cost": {
        "yes": (
            "సిలిండర్లు|సిలిండర్లకు|ఐస్|బోనస్|కిరాయి|kirayi|kiraayi|ఆటో కిరాయి|గ్యాస్ సిలిండర్|గ్యాస్|సిలిండర్|adde|jeetham|jeetam|current bill|kuli|టిఫిన్|భోజనం|వడ|బిల్లు|బిల్|టీ|అద్దె|షాపు అద్దె|జీతం|కరెంట్ బిల్లు|"
            "కరెంటు బిల్లు|పెట్రోల్|డీజిల్|రిపేర్|కూలీ|ఆటో|విరాళం|కానుక|చందా"
        ),
    },
    "goods": {
        "generic": "saamaanu|saamanlu|సామాను|సామాన్లు|సరుకులు|సరుకు|ఆర్డర్|ఆర్డరు|పెళ్లి ఆర్డర్|saruku|sarukulu|saamaanlu|maal",
        "item": (
            "ఫ్యాన్|ఫ్యాన్ రిపేర్|బటన్లు|బటన్|దారం|జిప్పులు|జిప్|టైల్స్|మిక్సీ|స్పేర్ పార్ట్స్|స్పేర్ పార్ట్|అగరుబత్తి|అగరబత్తి|కర్పూరం|బంగారం|వెండి|ఇత్తడి|జిరాక్స్|ప్రింట్|ప్రింట్లు|లామినేషన్|బైండింగ్|స్పైరల్ బైండింగ్|ఉల్లిపాయలు|ఉల్లిపాయ|ullipayalu|బంగాళదుంపలు|టమాటా|టమాటాలు|పూలు|poolu|చికెన్|మటన్|అరటిపళ్ళు|పండ్లు|పెరుగు|perugu|ఉప్పు|నెయ్యి|neyyi|మల్లెపూలు|గులాబీ|బంతిపూలు|చేపలు|చేప|display|డిస్ప్లే|biyyam|paalu|nune|chakkera|pappu|బియ్యం|పాలు|నూనె|చక్కెర|పప్పు|సబ్బు|గుడ్లు|కూరగాయలు|కూరలు|kooragayalu|చీర|చీరలు|మందులు|మందు|"
            "kuragayalu|మందులు|మైదా|maida|కేక్|కేకులు|cake"
        ),
    },
    "yes": {
        "yes": "avunu|sare|sari|అవును|సరే|సరి|avnu|avnu sare|avunandi|sare andi|aunu|alage|alaage|సరేనండి|అలాగే",
    },
    "no": {
        "no": "vaddu|ledu|kaadu|వద్దు|లేదు|కాదు|వద్దండి|vaddandi",
    },
    "neg": {
        "yes": "ledu|kaadu|లేదు|కాదు",
    },
    "q": {
        "how_much": "entha|enta|ఎంత|ఎన్ని",
        "who": "evaru|evari|ఎవరు|ఎవరెవరు",
        "what": "emi|enti|ఏమి|ఏంటి",
        "show": "choopinchu|chupinchu|cheppu|చూపించు|చూపించండి|చెప్పు|చెప్పండి",
    },
    "qn": {
        "profit": "లాభం",
        "balance": "baaki|బాకీ|బాకీలు|రావాలి|raavali|ivvali|ఇవ్వాలి",
        "stock": "stock|స్టాక్|నిల్వ",
    },
    "period": {
        "today": "ఈ రోజు|ఈనాటి|నేటి|eeroju|ivala|ivvala|ivaala|ఈరోజు|ఇవాళ|ఈ రోజు",
        "yesterday": "ninna|నిన్న|నిన్నటి|ninnati",
        "last_week": "poyina vaaram|poina varam|పోయిన వారం|గత వారం",
        "last_month": "poyina nela|పోయిన నెల|గత నెల",
        "this_week": "ee vaaram|vaaram|ఈ వారం|వారం",
        "this_month": "ee nela|nela|ఈ నెల|నెల",
    },
    "fix": {
        "yes": "tappu|thappu|తప్పు|మార్చు|సరిచేయి|marchu",
    },
    "cancel": {
        "yes": "క్యాన్సల్ చేయి|క్యాన్సల్ చెయ్యి|క్యాన్సిల్ చేయి|క్యాన్సల్|క్యాన్సిల్|cancel cheyyi|cancel chey|తీసేయ్|తీసెయ్|తీసేసేయ్|తీసేయండి|teesey|teeseyyi|తీసేయండి|తొలగించండి|డిలీట్|చెరిపేయి|teeseyandi|teeseyi|tiseyi|raddu|తీసేయి|తొలగించు|రద్దు|delete cheyyi|delete cheyyandi|cancel cheyyandi|tolaginchu|tolaginchandi|teesesey|teesiveyyi",
    },
    "entry": {
        "last": "ఎంట్రీని|ఎంట్రీలు|ఎంట్రీ*|లెక్క|entry|chivari|చివరి|ఎంట్రీ|chivaridi|chivari entry|last entry|mundu entry",
    },
    "dup": {
        "yes": "rendu saarlu|రెండు సార్లు",
    },
    "remind": {
        "yes": "gurthu cheyi|gurtu cheyyi|గుర్తు చేయి|గుర్తు చేయండి",
    },
    "fut": {
        "pay": "ఇస్తాను|ఇచ్చేస్తాను|కడతాను|istanu|isthanu|istaanu|kadathanu|isthaadu|istadu|isthaaru|istaru|istanu annadu|ఇస్తాడు|ఇస్తారు|ఇస్తానన్నాడు|ఇస్తుంది",
        "visit": "vasthaadu|vastadu|vasthaaru|వస్తాడు|వస్తారు",
    },
    "chat": {
        "yes": "namaskaram|dhanyavadalu|ela unnaru|నమస్కారం|ధన్యవాదాలు|ఎలా ఉన్నారు",
    },
    "risk": {
        "advance": "అడ్వాన్స్|అడ్వాన్సు",
    },
    "topic": {
        "tax": "జీఎస్టీ|జిఎస్టి|పన్ను",
        "festival": "సంక్రాంతి|ఉగాది|దసరా|వినాయక చవితి|దీపావళి",
    },
    "mark": {
        "gen": "ది|di|గారిది",
        "dat": "ki|ku|కి|కు|కీ|గారికి|gaariki",
        "src": "దగ్గర నుంచి|daggara nunchi|దగ్గర నుంచి|దగ్గరనుంచి|daggara nunchi|nundi|daggara|దగ్గర|నుండి|నుంచి|daggara nundi|nunchi|ninchi|nunchee|nunchii|daggarinunchi|daggari nunchi",
    },
    "hon": {
        "yes": "మిసెస్|మిస్టర్|డాక్టర్|శ్రీమతి|గారివి|గారిది|గారిదే|garivi|garidi|మేడం|మేడమ్|madam|garu|gaaru|anna|akka|amma|గారు|అన్న|అన్నా|అక్క|అమ్మ|సార్|గారి|gaari|gari",
    },
    "owner": {
        "subj": "nenu|memu|నేను|మేము|మనం|manam",
        "obj": "naaku|maaku|నాకు|మాకు|మనకు|manaku",
    },
    "kin": {
        "yes": "నాన్నగారి|నాన్నగారు|నాన్న|అమ్మగారి|భార్య|కొడుకు|కూతురు|nanna|nannagari",
    },
    "each": {
        "yes": "ఒక్కొక్కరికి|ఒక్కొక్కరికీ|ఒక్కొక్కరు|ఒక్కొక్కటి|okkokkariki|okkokkaru|okkokkati",
    },
    "pron": {
        "yes": "వాళ్ళది|వాళ్లది|వాళ్ళవి|vaalladi|valladi|ఆయనది|ఆమెది|వాళ్ళ|వాళ్ళు|వాళ్లు|వాళ్ల|vaalla|atanu|athanu|aayana|ayana|aame|ataniki|aayanaki|ఆయన|అతను|ఆమె|అతనికి|ఆయనకి|ఆమెకి",
    },
    "someone": {
        "yes": "evaro|ఎవరో",
    },
    "both": {
        "yes": "ఇద్దరూ|iddaru|iddariki|ఇద్దరు|ఇద్దరికీ",
    },
    "together": {
        "yes": "anni kalipi|annee kalipi|అన్నీ కలిపి|అన్ని కలిపి|మొత్తం కలిపి|కలిపి|mottam|motham|మొత్తం",
    },
    "also": {
        "yes": "ఇంకో|inko|మరో|kuda|kooda|కూడా",
    },
    "role": {
        "supplier": "మండి*|మండీ*|mandi|టోకు*|toku|పాలవాడు|పాలవాడికి|పాల వాడు|పాల వాడికి|paalavaadu|paalavadiki|ఫారం*|ఫార్మ్*|పొలం*|farm|మార్కెట్*|సంత*|santha|సంత|మార్కెట్|హోల్‌సేల్|హోల్సేల్",
        "place": "road meeda|road meedha|roadu meeda|road pakkana|road side|rode meeda|బజార్|తోట|తోటలో|తోట నుండి|thota|బజారు|మార్కెట్*|మండీ|దుకాణ*|షాపు*|షాప్|దుకాణం|కొట్టు|ఆఫీస్*|ఆఫీసు*|స్కూల్*|బడి*|కాలేజ్*|కాలేజీ*|shop lo|kottu|dukanam|గుడి*|దేవాలయ*|gudi",
        "service": "పెయింటర్*|పిల్లోడు|పిల్లోడికి|పిల్లాడికి|pillodu|pillodiki|pilladiki|కార్మికుడు*|కార్మికులు*|నేత కార్మికుడు*|పేంటర్*|పనివాళ్ళు|పనివాళ్ళకి|పనివాళ్లకు|పనివాళ్ళకు|వంటవాడు*|కుక్|cook|ఎలక్ట్రీషియన్*|ప్లంబర్*|సప్లయర్|వెయిటర్*|క్యాషియర్|కుర్రాడు|కుర్రాడికి|పనివాడు|పనివాడికి|kurradu|inti yajamani|ఇంటి యజమాని|ఓనర్|మెకానిక్|డ్రైవర్|ఆటో వాడు|మేస్త్రి*|టైలర్*|మాస్టర్|బేకరీ మాస్టర్|కాంట్రాక్టర్*|అబ్బాయి|అబ్బాయికి|అమ్మాయి|అమ్మాయికి|పని అబ్బాయి*|పని అమ్మాయి*|పనిమనిషి*|పని మనిషి*|పనివాడి*|పనివాళ్ళ*|కూలీ|కూలీకి|కూలీలకు|కూలి మనిషి*|కూలోడి*|కూలివాడి*|వాచ్‌మెన్*|వాచ్మెన్*|వాచ్‌మాన్*|డ్రైవర్*|హెల్పర్*|బండి వాడి*|తోపుడు బండి*|స్టాఫ్*|వంట మనిషి*|abbayi|ammayi|panimanishi|pani abbayi|kooli|abbayi*|ammayi*|pani abbayi*|pani ammayi*|panimanishi*|pani manishi*|panivadu|panivadiki|kurradu*|kurradi*|koolie*",
        "buyer": "రైతు|హోటల్*|కస్టమర్|కొత్త కస్టమర్|కస్టమరు|customer|kastamar",
    },
    "firm": {
        "yes": "సూపర్ మార్కెట్*|సూపర్‌మార్కెట్*|ఆటో పార్ట్స్*|పార్ట్స్*|డెయిరీ|డైరీ|ఫారం|ఫామ్|farm|ఫార్మా*|ఫార్మసీ*|pharma|ఎంటర్‌ప్రైజెస్*|ఎంటర్ప్రైజెస్*|ఎలక్ట్రికల్స్*|టెక్స్*|గార్మెంట్స్*|హార్డ్‌వేర్*|మెడికల్స్*|డిస్ట్రిబ్యూటర్స్*|స్టోర్*|ట్రేడర్స్|ఏజెన్సీ|ఏజెన్సీస్|స్టోర్స్|ట్రేడర్*|ఏజెన్స*|spares|mobiles|tyres|transport|transports|electricals|electronics|textiles|world",
    },
    "unit": {
        "kg": "కిలో*|కేజీ*",
        "g": "గ్రాములు",
        "quintal": "క్వింటాల్",
        "litre": "లీటర్|లీటర్*|లీటరు*",
        "piece": "పీస్|పీస్*",
        "packet": "ప్యాకెట్*|ప్యాకెట్",
        "bag": "బస్తా*|బస్తా",
        "box": "క్రేట్*|పెట్టె|పెట్టె*|బాక్స్*",
        "dozen": "డజను",
        "metre": "మీటర్",
        "bottle": "బాటిల్",
        "plate": "ప్లేట్",
        "cup": "కప్పు",
        "tin": "డబ్బా",
        "bundle": "కట్ట",
        "carton": "కార్టన్",
        "roll": "రోల్",
        "sheet": "షీట్",
    },
    "frac": {
        "0.5": "సగం|sagam|sagamu|అర",
    },
    "rest": {
        "yes": "migatha|migathadi|migathadhi|మిగతాది|మిగతాదీ|మిగిలింది|మిగతా|మిగిలిన",
    },
    "old": {
        "yes": "paata|paatha|పాత",
        # "purana hisaab: X 3,400 baaki": the old account, a heading over dues from before the books
        "account": "పాత ఖాతా నుండి|పాత ఖాతా నుంచి|పాత లెక్క నుండి|పాత లెక్కల నుంచి|paata lekka|paatha lekka|పాత లెక్క|పాత లెక్కలు|పాత ఖాతా",
    },
    "owe": {
        "shop": "కట్టాలి|kattali|చెల్లించాలి|ivvali|ఇవ్వాలి",
    },
    "when": {
        "+1": "రేపు|repu",
        "+2": "ఎల్లుండి|ellundi",
        "+7": "వచ్చే వారం|vache vaaram|vacche varam|వారం తర్వాత|ఒక వారం తర్వాత|ఒక వారంలో|వారం రోజుల్లో",
        # "paise mahine baad": a month (a week) from today, when the shop pays
        "a_month": "నెల తర్వాత|ఒక నెల తర్వాత|నెల తరువాత|ఒక నెల తరువాత|ఒక నెలలో|నెల రోజుల్లో",
        "month": "వచ్చే నెల|vache nela|vacche nela",
        "eom": "నెలాఖరుకు|నెలాఖరు|నెలాఖరులో|నెల చివరకు|నెల చివరికి|nelaakharuku|nelakharuku|nela chivaraku",
        "mon": "సోమవారం*|somavaaram|somavaram roju",
        "tue": "మంగళవారం*|mangalavaaram",
        "wed": "బుధవారం*|budhavaaram",
        "thu": "గురువారం*|guruvaaram|lakshmivaram",
        "fri": "శుక్రవారం*|shukravaaram|sukravaram",
        "sat": "శనివారం*|shanivaaram|sanivaram",
        "sun": "ఆదివారం*|aadivaaram|adivaram",
    },
    "ago": {
        "1": "ninna|నిన్న|నిన్నటి|ninnati",
        "2": "monna|మొన్న|మొన్నటి|monnati|monnaati",
    },
    "before": {
        "yes": "kritam|క్రితం|ముందు",
    },
    "daytime": {
        "yes": "ఇందాక|indaaka|indaka|ఇందాకా|madhyaanam|madhyanam|madhyaanam varaku|madhyanam varaku|మధ్యాహ్నం వరకు|మధ్యాహ్నం దాకా|ippati varaku|ఇప్పటి వరకు|పొద్దున|poddhuna|podduna|poddunna|ఉదయం|udayam|udhayam|saayantram|raatri|madhyaahnam|పొద్దున్న|సాయంత్రం|రాత్రి|మధ్యాహ్నం",
    },
    "month": {
        "1": "జనవరి",
        "2": "ఫిబ్రవరి",
        "3": "మార్చి",
        "4": "ఏప్రిల్",
        "6": "జూన్",
        "7": "జూలై",
        "8": "ఆగస్టు",
        "9": "సెప్టెంబర్",
        "10": "అక్టోబర్",
        "11": "నవంబర్",
        "12": "డిసెంబర్",
    },
    "tarikh": {
        "yes": "తేదీ|తేదీ*|తారీఖు*|తారీకు*|tareeku|thaareeku|tareekhu|tariku|tedi|theedi|tareekhuna",
    },
    "days": {
        "yes": "రోజుల|రోజు|రోజుల్లోపు|రోజుల్లోగా|రోజులు|రోజుల్లో|రోజులలో|rojullo|rojulo|rojula lo|rojulalo",
    },
    "notmoney": {
        "after": "సంవత్సరాలు|సార్లు",
        "before": "సైజ్|సైజు|తరగతి|క్లాస్",  # "size 42": the size, never a sum
        "size": "పేజీలు|పేజీ|ఇంచ్|ఇంచులు|వాట్",  # "200 page", "26 inch": the goods' size, never a count or a sum
    },
    "fn": {
        "yes": (
            "ippudu|ippude|ఇప్పుడు|ఇప్పుడే|పని|pani|అదీ|అది|చిల్లర కోసం|చిల్లర|కోసం|kosam|కొరకు|koraku|adi|raayaledu|rayaledu|jarigindi|jarigindhi|tinnadu|rayadam marchipoyanu|raayadam marchipoyanu|cheppadam marchipoyanu|రాయడం మర్చిపోయాను|చెప్పడం మర్చిపోయాను|rayatam marchipoya|అకౌంట్*|అకౌంట్|రాయడం మర్చిపోయాను|రాయడం మరిచిపోయాను|రాయడం మరచిపోయాను|rayadam marchipoyanu|raayadam marchipoyanu|చేశాను|చేసాను|చేశారు|వచ్చే|vacche|ayipoyindi|aipoyindi|మందుల|తీరిపోయింది|తీరింది|రాసిన|వేసిన|రాశిన|rasina|raasina|vesina|అయ్యింది|ayindi|రాయి|రాసుకో|రాయండి|raayi|rasuko|ఇంకా|inka|ఇప్పటివరకు|అందులో|andulo|ఈ|ఆ|ఈరోజు|నిన్న|మరియు|రూపాయలు|రూపాయి|డబ్బులు|ఒక|నేను|ఉంది|జరిగింది|అయింది|ఉన్నాడు|ఉన్నారు|ఉన్నది|లో|roopayalu|ఉండేది|ఉండెను|undedi|లోపు|లోగా|వరకు|అకౌంట్|అకౌంటు|అకౌంట్లో|"
            "rupayalu|dabbulu|oka|nenu|undi|eeroju|ninna|రూపాయ*|ఇవి కాకుండా|కాకుండా|ivi kakunda|kaakunda|నే|మాత్రమే|మాత్రం|అంతే|దాదాపు|సుమారు|సుమారుగా|matrame|maatrame|daadapu|sumaaru|అదే|సొంత|sontha|lekka|lekkalo|lekkaku"
        ),
    },
}

# Number words: "value spelling spelling ..." per line (the amount reader, numbers.py).
NUMBERS: tuple[tuple[str, str], ...] = (
    ("telugu", """
1 ఒకటి ఒక
2 రెండు
3 మూడు
4 నాలుగు
5 ఐదు అయిదు
6 ఆరు
7 ఏడు
8 ఎనిమిది
9 తొమ్మిది
10 పది
11 పదకొండు
12 పన్నెండు
13 పదమూడు
14 పద్నాలుగు
15 పదిహేను
16 పదహారు
17 పదిహేడు
18 పద్దెనిమిది
19 పంతొమ్మిది
20 ఇరవై
30 ముప్పై
40 నలభై
50 యాభై
60 అరవై
70 డెబ్బై
80 ఎనభై
90 తొంభై
1.5 ఒకటిన్నర
0.5 అర
0.25 పావు
"""),
    # Romanized, as typed on an English keyboard; each one is weak (a count next to a unit or a multiplier).
    ("telugu_latin", """
1 okati oka
2 rendu
3 moodu
4 naalugu nalugu
5 aidu
6 aaru
7 edu
8 enimidi
9 tommidi
"""),
)

# Multipliers ("100 sau", a leading "+" needs a number right before it), numbers fused with a
# multiplier ("value multiplier spelling"), numbers seen only fused, and fraction prefixes.
NUMBER_LINES: dict[str, str] = {
    "scales": """
100 వంద +వందలు +వందల నూరు
1000 వెయ్యి వేయి +వేలు +వేల
100000 లక్ష +లక్షలు +లక్షల
10000000 కోటి +కోట్లు +కోట్ల
100 vanda +vandalu +vandala
1000 veyyi +velu +vela
""",
    # "వెయ్యిన్నర": a thousand and a half, said as one word
    "fused": """
1.5 1000 వెయ్యిన్నర veyyinnara
""",
}

# Word lists the amount reader uses (numwords.py says what each is for); space-separated.
NUMBER_LISTS: dict[str, str] = {
    "vague": "ఏడెనిమిది రెండుమూడు మూడునాలుగు నాలుగైదు ఐదారు ఆరేడు కొన్ని edenimidi nalugaidu",
    "weak": "అర పావు ఒక okati oka rendu moodu naalugu nalugu aidu aaru edu enimidi tommidi",
    "units": "కేజీ కిలోల కిలోలు కిలో లీటర్ బాటిల్ ప్యాకెట్ బస్తా బస్తాలు డబ్బా స్ట్రిప్",
    "currency": "rupayalu rupayala rupaayalu rupaayala rupaalu roopayalu",  # romanised, as typed on a phone
    "currency_stems": "రూపాయ",
    "currency_abbreviations": "రూ",
    "alternatives": "లేదా",
    "percent": "శాతం",
    "clock": "గంటలకు",
    "date": "తేదీ",
    "ordinals": "వ న",
    "one_same": "ే",  # after "one": the same one, or only one; never a sum
}

# Conjunctions that cut a message into movements or join two names, and negations next to a verb
# (before it, after it, or after a value said to be wrong).
SMALL_WORDS: dict[str, str] = {
    # jobs the shop may do for customers, and the owner's own "did" (never "got it done"): work sold (records.py)
    "jobs": "రిపేర్|కుట్టు|పంచర్|సర్వీస్|kuttu",
    "did_work": "chesaanu|chesanu|chesa|chesam|చేశాను|చేసాను|చేశా|మార్చాను|marchaanu",
    "still": "ఇంకా|inka",  # "still 1,500 left": what is left after a payment, not the whole
    # running costs a shop may also sell (tea, snacks, meals): goods when one sale or purchase verb governs them
    "sold_costs": "tea|tiffin|bhojanam|టీ|టిఫిన్|భోజనం|వడ|ఐస్",
    # a wage: the person named in the genitive before it is the one paid
    "wage": "జీతం|కూలీ|కూలి|jeetham|jeetam|jitam|kooli|kuli",
    # "by" after a month and a day: the number is that day ("ಜನವರಿ 15 ರೊಳಗೆ"), never money
    "until": "లోపు|లోగా|వరకు|lopu|varaku",
    # hire or fare: the word right before it is what was hired ("tempo bhada"), not a person paid
    "hire": "కిరాయి|అద్దె|kirayi|adde",
    # "must give" with an unmarked person before it: that person owes ("ಸುರೇಶ ಹಳೆ ಬಾಕಿ ೧೫೦೦ ಕೊಡಬೇಕು"); with "to" the shop does
    "subject_owes": "ఇవ్వాలి|ivvali|కట్టాలి|kattali",
    # "and" between two goods under one value ("রসগোল্লা আর সন্দেশ বিক্রি"): both are the goods (reader.py)
    "goods_joiners": "మరియు",
    # "last" before a weekday: the weekday already means the last one before today ("pichhle Friday")
    "previous": "గత|gata|పోయిన|poyina",
    "split_conjunctions": "మరియు",
    "join_conjunctions": "మరియు|mariyu",
    "negation_after": "ఇవ్వలేదు",
    "negation_postfix": "kadu|kaadu|ledu",
    "relative": "వెళ్ళిన|వెళ్లిన|పోయిన|వచ్చినది|vellina|poyina|వచ్చిన|vachina|vacchina|vachchina|vachhina",
    "genitive_honorific": "గారి|gaari|gari",
    # money that went out of the bank (the rest of "motion" came in): a debit being explained
    "motion_out": "వెళ్ళిన|వెళ్లిన|పోయిన|వెళ్ళింది|వెళ్లింది|పోయింది|కట్ అయిన|కట్ అయింది|పంపిన|vellina|poyina|poyindi|vellindi",
    "motion": "వెళ్ళిన|వెళ్లిన|vellina|poyina|vachindi|poyindi|వచ్చింది|పోయింది|వచ్చాయి|వెళ్ళింది|వచ్చిన|పోయిన|vacchina|vachina|vachchindi|vacchindi|vellindi",
    "demonstrative": "అది|adi|ఇది|idi|అదే|ade",
    "determiner": "ఆ|ఈ|అదే",
}

# Case endings and honorifics glued to a name in this script: (ending, marker, repair), first match
# wins; the repair puts back what the ending changed (Tamil ராமனுக்கு -> ராமன்).
GLUED_ENDINGS: tuple[tuple[str, str, str], ...] = (
    ("గారికి", "dat", ""),
    ("గారి", "gen", ""),
    ("గారు", "hon", ""),
    ("నుండి", "src", ""),
    ("కి", "dat", ""),
    ("కు", "dat", ""),
)

# Honorifics left glued once a case ending is off ("सरलाताईला" -> सरला), longest first.
GLUED_HONORIFICS: tuple[str, ...] = ("గారు", "అన్న", "అక్క")

# Romanized words that are never a person's or a firm's name: auxiliaries, particles, question and time
# words and the commonest verbs, as owners type them ("aaj kiti vikri zali": zali is not a person).
NOT_NAMES: frozenset[str] = frozenset((
    "కౌంటర్ సేల్ counter sale undi unnadi unnaru ledu kaadu avunu sare entha enti evaru eppudu ekkada nenu meeru atanu aame vaadu "
    "ichanu ichadu icharu cheyyi cheyyandi cheppu cheppandi ivala ninna repu ippudu ఫీజు ఫీజులు feeju "
    # "that is", "I mean": a filler before a name ("అంటే యాదయ్య")
    "అంటే ante andi aandi అండి"
).split())

# Romanized endings glued to a name, taken only in a message in this language ("Raviki").
LATIN_ENDINGS: tuple[tuple[str, str], ...] = (("gariki", "dat"), ("garu", "hon"), ("ki", "dat"), ("ku", "dat"))

# Romanized endings taken after a hyphen in any message ("Muthu-ku", "Ghosh-da").
# Emphatic "-ē" glued to a noun ("అమ్మకమే": a sale, that is all; "అదే": that very one): ending, what it replaces.
GLUED_PARTICLES: tuple[tuple[str, str], ...] = (("మే", "ం"), ("దే", "ది"))

HYPHEN_ENDINGS: dict[str, str] = {
    "ki": "dat", "garu": "hon", "garu-ki": "dat",
    # the same endings in Telugu letters ("Ravi-కి", "ATM-లో")
    "కి": "dat", "కు": "dat", "నుండి": "src", "నుంచి": "src",
}

# Romanized endings unmistakable enough to take without a hyphen ("Hiteshbhai", "Guptaji").
SAFE_ENDINGS: tuple[tuple[str, str], ...] = (("garu", "hon"),)

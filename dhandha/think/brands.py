"""Brands a shop sells by name, the same in every language: a brand is the goods, never the customer.

Owners name the goods by their brand far more often than by what they are ("samsung a14 battery change 1450",
"Rohit chya Activa la MRF tyre", "ਸੈਮਸੰਗ A15 ਦੀ ਸਕਰੀਨ ਬਦਲੀ"), and a brand read as a person makes an account for
Samsung or asks whether Activa paid. A firm that carries a brand is named with its firm word ("Amul
Distributors", "Bharat Gas agency") and stays a firm (names.py). Brands that are also people's names or plain
words (Nandini, Apsara, Shakti, Dhara, Lux, Tide, Action, Nothing) are left out: the owner's words decide those.
"""

from __future__ import annotations

from functools import cache

from .tokens import key

# Latin spellings, one word each (the first word of a brand of several: "asian" paints is too common a word).
_LATIN = (
    # phones and their accessories
    "samsung redmi xiaomi vivo oppo realme iphone oneplus nokia motorola poco infinix tecno itel micromax iqoo "
    "boat boAt jbl portronics ambrane "
    # two-wheelers, tyres
    "activa pulsar splendor splendour scooty platina yamaha bajaj tvs apache bullet mrf ceat bridgestone "
    # seeds and crop care
    "rasi mahyco nuziveedu kaveri syngenta bayer "
    # bicycles, tractors, cars
    "hero atlas avon hercules btwin mahindra sonalika eicher swaraj escorts maruti hyundai "
    # paint, cement, hardware, electricals
    "berger nerolac ultratech ambuja fevicol fevikwik havells syska "
    # kitchen, stationery
    "prestige hawkins pigeon butterfly sunrise cello nilkamal godrej classmate camlin natraj reynolds "
    # auto parts, batteries, oils
    "bosch castrol servo gulf exide amaron lumax minda "
    # food and drink
    "parle britannia haldiram haldirams bisleri frooti maaza limca pepsi sprite fanta cadbury kitkat kurkure "
    "horlicks bournvita complan nescafe saffola aashirvaad amul aavin milma verka thums mirinda redbull "
    # soap, toiletries
    "nirma lifebuoy dettol colgate pepsodent closeup dabur patanjali nivea ponds parachute sensodyne vaseline "
    "boroline "
    # medicines
    "crocin dolo combiflam calpol disprin vicks digene shelcal zincovit benadryl moov iodex volini zandu hajmola "
    "telma ecosprin glycomet augmentin azithral allegra cetzine sinarest montair thyronorm amlong pantocid rantac "
    "gelusil okacet "
    # footwear, eyewear, watches, toys, books
    "liberty khadims jaquar cera hindware bata paragon relaxo woodland sparx rayban ray-ban titan fastrack casio hmt timex sonata funskool lego ncert"
).split()

# The commonest of them as owners write them in their own scripts.
_SCRIPTS = (
    "लिबर्टी बाटा सैमसंग रेडमी वीवो विवो ओप्पो रियलमी आईफोन एक्टिवा पल्सर स्प्लेंडर अमूल पारले फेविकोल हीरो एटलस महिंद्रा "  # Devanagari
    "ਸੈਮਸੰਗ ਰੈੱਡਮੀ ਰੈਡਮੀ ਵੀਵੋ ਓਪੋ ਐਕਟਿਵਾ ਪਲਸਰ ਸਪਲੈਂਡਰ ਅਮੂਲ ਪਾਰਲੇ ਮਹਿੰਦਰਾ ਸੋਨਾਲੀਕਾ ਸਵਰਾਜ ਬਾਟਾ ਜੈਕੁਆਰ "  # Gurmukhi
    "ફાસ્ટ્રેક ટાઇટન સેમસંગ રેડમી વીવો ઓપ્પો એક્ટિવા પલ્સર સ્પ્લેન્ડર અમૂલ પારલે ફેવિકોલ "  # Gujarati
    "স্যামসাং রেডমি ভিভো অপো রিয়েলমি আইফোন অ্যাক্টিভা পালসার আমুল পার্লে "  # Bengali
    "ସାମସଙ୍ଗ ରେଡମି ଭିଭୋ ଓପୋ ଆକ୍ଟିଭା ପଲସର ଆମୁଲ ବାଟା "  # Odia
    "சாம்சங் ரெட்மி விவோ ஒப்போ ரியல்மி ஐபோன் ஆக்டிவா பல்சர் ஆவின் "  # Tamil
    "శాంసంగ్ సామ్సంగ్ రెడ్మీ రెడ్మి వివో ఒప్పో రియల్మీ ఐఫోన్ యాక్టివా పల్సర్ "  # Telugu
    "ಸ್ಯಾಮ್ಸಂಗ್ ಸ್ಯಾಮ್‌ಸಂಗ್ ರೆಡ್ಮಿ ವಿವೋ ಒಪ್ಪೋ ರಿಯಲ್‌ಮಿ ಐಫೋನ್ ಆಕ್ಟಿವಾ ಪಲ್ಸರ್ "  # Kannada
    "സാംസങ് റെഡ്മി വിവോ ഓപ്പോ റിയൽമി ഐഫോൺ ആക്ടിവ പൾസർ മിൽമ"  # Malayalam
).split()


@cache
def _keys() -> frozenset[str]:
    return frozenset(key(w) for w in (*_LATIN, *_SCRIPTS))


def is_brand(word: str) -> bool:
    """Is this word (as typed) a brand's name?"""
    return key(word) in _keys()

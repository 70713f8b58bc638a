"""Every request body that reaches the LLM server, in a shop full of real-looking identities: none of them leak."""

from __future__ import annotations

import json
import re

from dhandha.store import NewEntry

PEOPLE = ["Rajesh Khanna", "Sunita Deshpande", "Mohammed Irfan", "Lakshmi Narayanan", "Gurpreet Kaur",
          "Ananya Chatterjee", "Om Sai Traders", "முத்துக்குமார்", "రవికిరణ్", "ভবানী"]
SECRETS = {
    "phones": ["+91 98765 43210", "9876543210", "+91-91234-56789", "098201 23456", "022-24567890", "70451 22334"],
    "accounts": ["50100234567891", "123456789012345", "0123 4567 8901 2345"],
    "upi": ["rajesh.k@okhdfcbank", "9876543210@ybl", "sunita.d@oksbi", "irfan@paytm"],
    "pan": ["ABCPK1234F", "bqzpd5678k"],
    "aadhaar": ["2345 6789 0123", "987654321098", "4567-8901-2345"],
}


def test_no_name_or_number_reaches_the_llm(shop, fake_llm):
    ids = {name: shop.contact(name, "supplier" if "Traders" in name else "customer",
                              phone=SECRETS["phones"][i % len(SECRETS["phones"])]) for i, name in enumerate(PEOPLE)}
    with shop.store.tx():
        for i, (name, cid) in enumerate(ids.items()):
            shop.store.entry_add(NewEntry("udhaar_given", 10_000 * (i + 1), cid), source="console",
                                 idem_key=f"seed:{i}", occurred_at="2026-11-20T05:00:00+00:00")
            shop.store.contact_add_name(cid, name.split()[0])
        shop.store.obs_add(type_="inference", content="Rajesh Khanna pays late; Sunita Deshpande always early",
                           properties={}, confidence=0.9, source="heartbeat", provenance={}, dedup_key="n1")
    messages = [
        f"Rajesh Khanna ka number {SECRETS['phones'][0]} hai, usne {SECRETS['upi'][0]} se 1200 bheje the kal raat ko, check karo",
        f"Sunita Deshpande ne bola unka account {SECRETS['accounts'][0]} hai aur PAN {SECRETS['pan'][0]}, unka 300 baaki likhna ya nahi pata nahi",
        f"Mohammed Irfan ko call karna hai {SECRETS['phones'][2]} pe, uska aadhaar {SECRETS['aadhaar'][0]} copy diya tha, 450 ka kuch hisaab tha",
        f"Lakshmi Narayanan UPI {SECRETS['upi'][1]} se 2,500 aaye the shayad, account {SECRETS['accounts'][1]} mein",
        f"Gurpreet Kaur ka landline {SECRETS['phones'][4]}, aadhaar {SECRETS['aadhaar'][1]}, pan {SECRETS['pan'][1]} — 800 ka maamla",
        f"Ananya Chatterjee {SECRETS['phones'][5]} aur {SECRETS['upi'][2]} se 640 bhejengi bola, card {SECRETS['accounts'][2]}",
        f"Om Sai Traders ko {SECRETS['upi'][3]} pe 6500 bheje the ki nahi yaad nahi, number {SECRETS['phones'][3]}",
        f"முத்துக்குமார் {SECRETS['phones'][1]} நேத்து 700 கொடுத்தாரா இல்லையா தெரியல, aadhaar {SECRETS['aadhaar'][2]}",
        "రవికిరణ్ గారు 900 ఇచ్చారో లేదో గుర్తులేదు",
        "ভবানীদা 350 দিয়েছিলেন কি না মনে নেই",
        "dhandha kaisa chal raha hai is hafte, Rajesh Khanna aur Sunita Deshpande ka kya haal hai",
    ]
    asked = 0
    for text in messages:
        before = fake_llm.calls
        fake_llm.answer({"intent": "clarify", "clarify": {"why": "ambiguous_reference"}})
        shop.say(text, source="voice")  # a voice note the rules only half follow goes to the LLM whole
        asked += fake_llm.calls > before
        fake_llm.script.clear()
        shop.say("nahi")  # let go of whatever was asked, so the next message stands alone
    assert asked >= 6, "most of these need the LLM"
    sent = b"\n".join(fake_llm.bodies)
    decoded = "\n".join(json.dumps(json.loads(b), ensure_ascii=False) for b in fake_llm.bodies)
    leaks = []
    for name in PEOPLE:
        for variant in {name, name.split()[0]}:
            if re.search(rf"(?<!\w){re.escape(variant)}(?![a-z])", decoded, re.IGNORECASE):
                leaks.append(variant)
    for kind, values in SECRETS.items():
        for v in values:
            digits = re.sub(r"[\s\-+]", "", v)
            if v.casefold() in decoded.casefold() or (digits.isdigit() and digits[-10:] in re.sub(r"[\s\-]", "", decoded)):
                leaks.append(f"{kind}: {v}")
    assert leaks == [], leaks
    assert b"sk-fake-test-key" not in sent  # the key rides in a header, never in a body
    # Amounts and goods still go out: the LLM can read the message.
    assert sum(a in decoded for a in ("1200", "300", "450", "2,500", "800", "640", "6500", "700", "900", "350")) >= 5
    print(f"\nprivacy: {asked} of {len(messages)} messages went to the LLM, {len(fake_llm.bodies)} request bodies, {len(decoded)} characters, "
          f"{len(PEOPLE)} names and {sum(map(len, SECRETS.values()))} identifiers looked for: 0 found")

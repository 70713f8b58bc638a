"""Owners of every language type it in Latin letters on their phones ("Ravi ku 500 kadan kuduthen",
"Gurpreet nu 700 udhaar ditta"): the detector names the language from the message alone, and the message is
read by the same word tables as the native script. One table per behaviour, several messages per language,
written as owners type them (spellings, honorifics, number words, dates, questions)."""

from __future__ import annotations

import pytest

from dhandha.lang.detect import detect
from dhandha.reading import Reading

from ._rules import read

KINDS = {"sale": "S", "purchase": "P", "payment_made": "M", "payment_received": "R", "udhaar_given": "U",
         "expense": "E", "opening_balance": "OB"}


def short(r: Reading) -> str:
    """A reading in one line: "U 500 Ravi" per record (with "@day" when not today), "ask <why>", "query ..."."""
    if r.intent in ("record", "record_many"):
        return "; ".join(
            f"{KINDS.get(x.kind or '', x.kind)} {'?' if x.amount_paise is None else f'{x.amount_paise / 100:g}'} "
            f"{x.counterparty or '-'}" + (f" @{x.on}" if x.on else "") for x in r.records)
    if r.intent == "clarify":
        return "ask " + (r.clarify.why if r.clarify else "")
    if r.intent == "query" and r.query:
        return f"query {r.query.query} {r.query.counterparty or '-'} {r.query.period or '-'}"
    if r.intent == "correct" and r.correction:
        return f"correct {r.correction.action} {r.correction.what}"
    return r.intent


# (language the message is in, the message, its reading). The clock is Wednesday 25 November 2026.
ROMANISED: list[tuple[str, str, str]] = [
    # ta
    ('ta', 'Ravi ku 500 kadan kuduthen', 'U 500 Ravi'),
    ('ta', 'Ramesh-ku 300 kadan', 'U 300 Ramesh'),
    ('ta', 'Murugan 1200 kuduthaar', 'R 1200 Murugan'),
    ('ta', 'Kumar anna 2000 thandhaar', 'R 2000 Kumar'),
    ('ta', 'inniki 4500 virpanai', 'S 4500 -'),
    ('ta', 'arisi 25 kilo vaanginen 1500', 'P 1500 -'),
    ('ta', 'kadai vaadagai 8000 kattinen', 'E 8000 -'),
    ('ta', 'Senthil ukku 700 kadan kuduthen', 'U 700 Senthil'),
    ('ta', 'nethu Raja 600 kuduthaan', 'R 600 Raja @2026-11-24'),
    ('ta', 'Lakshmi akka 400 GPay pannaanga', 'R 400 Lakshmi'),
    ('ta', 'Kannan ku 350 kadan, Vel ku 200 kadan', 'U 350 Kannan; U 200 Vel'),
    ('ta', 'Ravi ku aayiram kadan kuduthen', 'U 1000 Ravi'),
    ('ta', 'Prakash kitta irundhu 900 vandhuchu', 'R 900 Prakash'),
    ('ta', 'Selvam 750 kuduthanga', 'R 750 Selvam'),
    ('ta', 'Raviku 250 kadan kuduthen', 'U 250 Ravi'),
    ('ta', 'Babu 1000 naalaiku tharuvaar', 'promise'),
    # te
    ('te', 'Ravi ki 500 appu ichanu', 'U 500 Ravi'),
    ('te', 'Suresh garu 2000 icharu', 'R 2000 Suresh'),
    ('te', 'Ramu 1500 ichadu', 'R 1500 Ramu'),
    ('te', 'ivala 6000 ammakam', 'S 6000 -'),
    ('te', 'biyyam 25 kilo konnanu 1400', 'P 1400 -'),
    ('te', 'shop adde 7000 kattanu', 'E 7000 -'),
    ('te', 'ninna Srinu 800 ichadu', 'R 800 Srinu @2026-11-24'),
    ('te', 'Lakshmi ki 400 appu', 'U 400 Lakshmi'),
    ('te', 'Ravi ki veyyi appu ichanu', 'U 1000 Ravi'),
    ('te', 'Krishna 2500 phonepe chesadu', 'R 2500 Krishna'),
    ('te', 'Raju nunchi 900 vachindi', 'R 900 Raju'),
    ('te', 'Satish ki 600 appu, Gopi ki 300 appu', 'U 600 Satish; U 300 Gopi'),
    ('te', 'current bill 2300 kattanu', 'E 2300 -'),
    ('te', 'Venkatesh garu 1200 repu istanu annaru', 'promise'),
    ('te', 'Ramesh ki 500 appu icchaanu', 'U 500 Ramesh'),
    ('te', 'Anil 700 icchaadu', 'R 700 Anil'),
    # kn
    ('kn', 'Suresh ge 400 saala kotte', 'U 400 Suresh'),
    ('kn', 'Ramesh 1500 kotta', 'R 1500 Ramesh'),
    ('kn', 'Manju avaru 2000 kottaru', 'R 2000 Manju'),
    ('kn', 'ivattu 5000 vyapara', 'S 5000 -'),
    ('kn', 'akki 20 kg konde 1100', 'P 1100 -'),
    ('kn', 'angadi baadige 6000 kattide', 'E 6000 -'),
    ('kn', 'ninne Girish 700 kotta', 'R 700 Girish @2026-11-24'),
    ('kn', 'Lakshmi ge 350 saala', 'U 350 Lakshmi'),
    ('kn', 'Ravi ge saavira saala kotte', 'U 1000 Ravi'),
    ('kn', 'Naveen inda 900 bantu', 'R 900 Naveen'),
    ('kn', 'Shankar 1200 phonepe madidru', 'R 1200 Shankar'),
    ('kn', 'Raju ge 500 saala, Mohan ge 200 saala', 'U 500 Raju; U 200 Mohan'),
    ('kn', 'current bill 1800 kattide', 'E 1800 -'),
    ('kn', 'Kumar naale 800 kodtini andru', 'promise'),
    ('kn', 'Gowda avrige 600 saala kotte', 'U 600 Gowda'),
    ('kn', 'Rameshge 300 saala kottidini', 'U 300 Ramesh'),
    # ml
    ('ml', 'Ravi kku 500 kadam koduthu', 'U 500 Ravi'),
    ('ml', 'Suresh 1500 thannu', 'R 1500 Suresh'),
    ('ml', 'Biju chettan 2000 thannu', 'R 2000 Biju'),
    ('ml', 'innu 6000 vilpana', 'S 6000 -'),
    ('ml', 'kada vaadaka 8000 koduthu', 'E 8000 -'),
    ('ml', 'innale Shaji 700 thannu', 'R 700 Shaji @2026-11-24'),
    ('ml', 'Anil nu 300 kadam', 'U 300 Anil'),
    ('ml', 'Rajan nu aayiram kadam koduthu', 'U 1000 Rajan'),
    ('ml', 'Manoj 1200 GPay cheythu', 'R 1200 Manoj'),
    ('ml', 'Jose nu 500 kadam, Tomy kku 200 kadam', 'U 500 Jose; U 200 Tomy'),
    ('ml', 'current bill 2100 adachu', 'E 2100 -'),
    ('ml', 'Vinod naale 800 tharum', 'promise'),
    ('ml', 'Babu vinu 400 kadam koduthu', 'U 400 Babu'),
    ('ml', 'Sunil 900 ayachu thannu', 'R 900 Sunil'),
    # bn
    ('bn', 'Rahim ke 200 dhar dilam', 'U 200 Rahim'),
    ('bn', 'Karim 1500 dilo', 'R 1500 Karim'),
    ('bn', 'Sujit da 2000 diyeche', 'R 2000 Sujit'),
    ('bn', 'aaj 5000 bikri holo', 'S 5000 -'),
    ('bn', 'chal 25 kilo kinlam 1300', 'P 1300 -'),
    ('bn', 'dokan bhara 7000 dilam', 'E 7000 -'),
    ('bn', 'Rina ke 300 dhar', 'U 300 Rina'),
    ('bn', 'Rahul ke ek hajar dhar dilam', 'U 1000 Rahul'),
    ('bn', 'Tapan 1200 GPay korlo', 'R 1200 Tapan'),
    ('bn', 'Subho r kach theke 900 pelam', 'R 900 Subho'),
    ('bn', 'Rahim ke 500 dhar, Karim ke 200 dhar', 'U 500 Rahim; U 200 Karim'),
    ('bn', 'current bill 2100 dilam', 'E 2100 -'),
    ('bn', 'Pintu kal 800 debe bolechhe', 'promise'),
    ('bn', 'Mithu boudi 400 dilen', 'R 400 Mithu'),
    ('bn', 'Gopal babu 600 diyechen', 'R 600 Gopal'),
    # mr
    ('mr', 'Ramesh la 500 udhar dile', 'U 500 Ramesh'),
    ('mr', 'Suresh ne 1500 dile', 'R 1500 Suresh'),
    ('mr', 'Patil sahebanni 2000 dile', 'R 2000 Patil'),
    ('mr', 'aaj 5000 vikri zali', 'S 5000 -'),
    ('mr', 'tandul 25 kilo ghetle 1300', 'P 1300 -'),
    ('mr', 'dukan bhade 7000 dile', 'E 7000 -'),
    ('mr', 'kaal Ganesh ne 700 dile', 'R 700 Ganesh @2026-11-24'),
    ('mr', 'Sunita tai la 300 udhar', 'U 300 Sunita'),
    ('mr', 'Rahul la ek hajar udhar dile', 'U 1000 Rahul'),
    ('mr', 'Sachin ne 1200 GPay kele', 'R 1200 Sachin'),
    ('mr', 'Mahesh kadun 900 milale', 'R 900 Mahesh'),
    ('mr', 'Ramesh la 500 udhar, Suresh la 200 udhar', 'U 500 Ramesh; U 200 Suresh'),
    ('mr', 'light bill 2100 bharle', 'E 2100 -'),
    ('mr', 'Vijay udya 800 denar aahe', 'promise'),
    ('mr', 'Rameshla 400 udhar dile', 'U 400 Ramesh'),
    # gu
    ('gu', 'Hitesh ne 500 udhar aapya', 'U 500 Hitesh'),
    ('gu', 'Ramesh bhai e 1500 aapya', 'R 1500 Ramesh'),
    ('gu', 'Mehul e 2000 aapya', 'R 2000 Mehul'),
    ('gu', 'aaje 5000 nu vechan thayu', 'S 5000 -'),
    ('gu', 'chokha 25 kilo lidha 1300', 'P 1300 -'),
    ('gu', 'dukan nu bhadu 7000 aapyu', 'E 7000 -'),
    ('gu', 'kale Jignesh e 700 aapya', 'R 700 Jignesh @2026-11-24'),
    ('gu', 'Nita ben ne 300 udhar', 'U 300 Nita'),
    ('gu', 'Rahul ne ek hajar udhar aapya', 'U 1000 Rahul'),
    ('gu', 'Kalpesh e 1200 GPay karya', 'R 1200 Kalpesh'),
    ('gu', 'Mahesh pasethi 900 malya', 'R 900 Mahesh'),
    ('gu', 'light bill 2100 bharyu', 'E 2100 -'),
    ('gu', 'Vijay kale 800 aapse', 'promise'),
    ('gu', 'Hiteshbhai ne 400 udhar aapya', 'U 400 Hitesh'),
    # pa
    ('pa', 'Gurpreet nu 700 udhaar ditta', 'U 700 Gurpreet'),
    ('pa', 'Harjit ne 1500 ditte', 'R 1500 Harjit'),
    ('pa', 'Sukhwinder paaji ne 2000 ditte', 'R 2000 Sukhwinder'),
    ('pa', 'ajj 5000 di vikri hoi', 'S 5000 -'),
    ('pa', 'dukaan da kiraya 7000 ditta', 'E 7000 -'),
    ('pa', 'kall Jaspal ne 700 ditte', 'R 700 Jaspal @2026-11-24'),
    ('pa', 'Simran nu 300 udhaar', 'U 300 Simran'),
    ('pa', 'Manpreet nu ikk hazaar udhaar ditta', 'U 1000 Manpreet'),
    ('pa', 'Balwinder ne 1200 GPay kitte', 'R 1200 Balwinder'),
    ('pa', 'Gurdeep kolon 900 mile', 'R 900 Gurdeep'),
    ('pa', 'Gurpreet nu 500 udhaar, Harpreet nu 200 udhaar', 'U 500 Gurpreet; U 200 Harpreet'),
    ('pa', 'bijli da bill 2100 bhareya', 'E 2100 -'),
    ('pa', 'Jaspal kall 800 dewega', 'promise'),
    ('pa', 'Kuldeep ne 600 vapas ditte', 'R 600 Kuldeep'),
    # or
    ('or', 'Ramesh ku 500 udhar deli', 'U 500 Ramesh'),
    ('or', 'Suresh 1500 dele', 'R 1500 Suresh'),
    ('or', 'Bikash babu 2000 dele', 'R 2000 Bikash'),
    ('or', 'aji 5000 bikri hela', 'S 5000 -'),
    ('or', 'chaula 25 kilo kinili 1300', 'P 1300 -'),
    ('or', 'dokan bhada 7000 deli', 'E 7000 -'),
    ('or', 'gatakali Prakash 700 dele', 'R 700 Prakash @2026-11-24'),
    ('or', 'Rina ku 300 udhar', 'U 300 Rina'),
    ('or', 'Rahul ku eka hajar udhar deli', 'U 1000 Rahul'),
    ('or', 'Manas tharu 900 paili', 'R 900 Manas'),
    ('or', 'Ramesh ku 500 udhar, Suresh ku 200 udhar', 'U 500 Ramesh; U 200 Suresh'),
    ('or', 'current bill 2100 deli', 'E 2100 -'),
    ('or', 'Bapi kali 800 debe', 'promise'),
    ('or', 'Pintu bhai 400 pherai dele', 'R 400 Pintu'),
    # hinglish
    ('hinglish', 'Ramesh ko 500 udhaar diya', 'U 500 Ramesh'),
    ('hinglish', 'Suresh ne 1500 diye', 'R 1500 Suresh'),
    ('hinglish', 'aaj 3000 ki bikri', 'S 3000 -'),
    ('hinglish', 'Rahul ke 200 baki', 'ask ambiguous_direction'),
    ('hinglish', 'Raju ne 500 diye', 'R 500 Raju'),
    ('hinglish', 'Sharma ji ko 800 udhar diya', 'U 800 Sharma'),
    # en
    ('en', 'paid 500 to Ravi', 'M 500 Ravi'),
    ('en', 'Ravi paid 500', 'R 500 Ravi'),
    ('en', 'sold goods for 3000', 'S 3000 -'),
    # ta
    ('ta', 'Murugan ku ainooru kadan kuduthen', 'U 500 Murugan'),
    ('ta', 'nethu Kumar ku 400 kadan kuduthen', 'U 400 Kumar @2026-11-24'),
    ('ta', 'Senthil annachi 3000 thiruppi kuduthaar', 'R 3000 Senthil'),
    ('ta', 'Balaji Traders ku 15000 kattinen', 'M 15000 Balaji Traders'),
    ('ta', 'kadai payyan sambalam 6000 kuduthen', 'E 6000 -'),
    ('ta', 'Murugesan 1,500 GPay pannitaru', 'R 1500 Murugesan'),
    ('ta', 'Latha akka ku 250 kadan', 'U 250 Latha'),
    ('ta', 'Kumar sir 800 kuduthaaru', 'R 800 Kumar'),
    # te
    ('te', 'Ramu ki aidu vandalu appu ichanu', 'U 500 Ramu'),
    ('te', 'Suresh garu ki 300 appu ichaanu', 'U 300 Suresh'),
    ('te', 'ninna Venkat ki 400 appu ichanu', 'U 400 Venkat @2026-11-24'),
    ('te', 'Sri Sai Traders ki 12000 kattanu', 'M 12000 Sri Sai Traders'),
    ('te', 'kurradu jeetham 5000 ichanu', 'E 5000 -'),
    ('te', 'Ravi anna 2000 icchaadu', 'R 2000 Ravi'),
    ('te', 'Lakshmi akka 800 GPay chesaru', 'R 800 Lakshmi'),
    ('te', 'Srinu ki 250 appu', 'U 250 Srinu'),
    ('te', 'Naresh 1,500 tirigi icchaadu', 'R 1500 Naresh'),
    ('te', 'Gopi garu 700 ichaaru', 'R 700 Gopi'),
    # kn
    ('kn', 'Raju ge aidu nooru saala kotte', 'U 500 Raju'),
    ('kn', 'ninne Manju ge 400 saala kotte', 'U 400 Manju @2026-11-24'),
    ('kn', 'Sri Ganesh Traders ge 10000 kattide', 'M 10000 Sri Ganesh Traders'),
    ('kn', 'huduga sambala 5000 kotte', 'E 5000 -'),
    ('kn', 'Prakash anna 2000 kottru', 'R 2000 Prakash'),
    ('kn', 'Lakshmi akka 800 GPay madidru', 'R 800 Lakshmi'),
    ('kn', 'Suresh 1,500 vaapas kotta', 'R 1500 Suresh'),
    ('kn', 'Gowda avarige 600 saala kotte', 'U 600 Gowda'),
    ('kn', 'Shivu ge 250 saala', 'U 250 Shivu'),
    ('kn', 'Basavaraj avaru 700 kottidaare', 'R 700 Basavaraj'),
    # ml
    ('ml', 'Shaji kku anjooru kadam koduthu', 'U 500 Shaji'),
    ('ml', 'innale Biju vinu 400 kadam koduthu', 'U 400 Biju @2026-11-24'),
    ('ml', 'Sree Traders nu 10000 adachu', 'M 10000 Sree Traders'),
    ('ml', 'payyan shambalam 5000 koduthu', 'E 5000 -'),
    ('ml', 'Rajan chettan 2000 thannu', 'R 2000 Rajan'),
    ('ml', 'Sini chechi 800 GPay cheythu', 'R 800 Sini'),
    ('ml', 'Suresh 1,500 thirichu thannu', 'R 1500 Suresh'),
    ('ml', 'Anoop inu 250 kadam', 'U 250 Anoop'),
    ('ml', 'Joseph 700 thannu', 'R 700 Joseph'),
    ('ml', 'Reji 900 thannu', 'R 900 Reji'),
    # bn
    ('bn', 'Rahim ke paanchsho taka dhar dilam', 'U 500 Rahim'),
    ('bn', 'gotokal Bappa ke 400 dhar dilam', 'U 400 Bappa @2026-11-24'),
    ('bn', 'Maa Tara Traders ke 10000 dilam', 'M 10000 Maa Tara Traders'),
    ('bn', 'Sujit da 2000 ferot dilo', 'R 2000 Sujit'),
    ('bn', 'Mitra boudi 750 diye gelen', 'R 750 Mitra'),
    ('bn', 'Rina di 800 GPay korlen', 'R 800 Rina'),
    ('bn', 'Tapan 1,500 dilo', 'R 1500 Tapan'),
    ('bn', 'Bablu ke 250 dhar', 'U 250 Bablu'),
    ('bn', 'Gopal kaku 700 dilen', 'R 700 Gopal'),
    ('bn', 'Rahim er kach theke 900 pelam', 'R 900 Rahim'),
    # mr
    ('mr', 'Ramesh la paachshe udhar dile', 'U 500 Ramesh'),
    ('mr', 'kaal Santosh la 400 udhar dile', 'U 400 Santosh @2026-11-24'),
    ('mr', 'Shree Traders la 10000 dile', 'M 10000 Shree Traders'),
    ('mr', 'Patil kaka ni 2000 dile', 'R 2000 Patil'),
    ('mr', 'Sunita tai ni 800 GPay kele', 'R 800 Sunita'),
    ('mr', 'Ganesh ne 1,500 parat dile', 'R 1500 Ganesh'),
    ('mr', 'Vijay la 250 udhar', 'U 250 Vijay'),
    ('mr', 'Kulkarni sirana 700 udhar dile', 'U 700 Kulkarni'),
    ('mr', 'Deshmukh sahebanni 900 dile', 'R 900 Deshmukh'),
    ('mr', 'Anil kadun 600 milale', 'R 600 Anil'),
    # gu
    ('gu', 'Hitesh ne paanchso udhar aapya', 'U 500 Hitesh'),
    ('gu', 'kale Jignesh ne 400 udhar aapya', 'U 400 Jignesh @2026-11-24'),
    ('gu', 'Patel Traders ne 10000 aapya', 'M 10000 Patel Traders'),
    ('gu', 'Rameshbhai e 2000 aapya', 'R 2000 Ramesh'),
    ('gu', 'Nita ben e 800 GPay karya', 'R 800 Nita'),
    ('gu', 'Mehul e 1,500 pacha aapya', 'R 1500 Mehul'),
    ('gu', 'Sureshbhai ne 700 udhar aapya', 'U 700 Suresh'),
    ('gu', 'Pareshbhai paasethi 900 malya', 'R 900 Paresh'),
    ('gu', 'Dinesh e 600 aapya', 'R 600 Dinesh'),
    # pa
    ('pa', 'Gurpreet nu panj sau udhaar ditta', 'U 500 Gurpreet'),
    ('pa', 'kall Jaspal nu 400 udhaar ditta', 'U 400 Jaspal @2026-11-24'),
    ('pa', 'Khanna Traders nu 10000 ditte', 'M 10000 Khanna Traders'),
    ('pa', 'Harjit paaji ne 2000 ditte', 'R 2000 Harjit'),
    ('pa', 'Simran bhenji ne 800 GPay kitte', 'R 800 Simran'),
    ('pa', 'Balwinder ne 1,500 vapas ditte', 'R 1500 Balwinder'),
    ('pa', 'Kuldeep nu 250 udhaar', 'U 250 Kuldeep'),
    ('pa', 'Manpreet ne do hazaar ditte', 'R 2000 Manpreet'),
    ('pa', 'Gurdeep ton 900 mile', 'R 900 Gurdeep'),
    ('pa', 'Jassi ne 600 ditte', 'R 600 Jassi'),
    # or
    ('or', 'Ramesh ku pancha sha udhar deli', 'U 500 Ramesh'),
    ('or', 'gatakali Bapi ku 400 udhar deli', 'U 400 Bapi @2026-11-24'),
    ('or', 'Maa Tarini Traders ku 10000 deli', 'M 10000 Maa Tarini Traders'),
    ('or', 'Bikash bhai 2000 dele', 'R 2000 Bikash'),
    ('or', 'Sanjay 1,500 pherai dele', 'R 1500 Sanjay'),
    ('or', 'Rabi ku 250 udhar', 'U 250 Rabi'),
    ('or', 'Manas babu 700 dele', 'R 700 Manas'),
    ('or', 'Pintu tharu 900 paili', 'R 900 Pintu'),
    ('or', 'Sahu babu ku 600 udhar deli', 'U 600 Sahu'),
    # ta
    ('ta', 'Ravi evvalavu tharanum', 'query balance Ravi -'),
    ('ta', 'Murugan kitta pazhaya baaki 1500 irukku', 'OB 1500 Murugan'),
    ('ta', 'nethu 3000 virpanai', 'S 3000 - @2026-11-24'),
    ('ta', 'Selvam naalaiku 500 tharuvaar', 'promise'),
    ('ta', 'kadaisi entry azhichidu', 'correct cancel last'),
    ('ta', 'inniki evvalavu virpanai', 'query daily_summary - today'),
    # te
    ('te', 'Ramesh entha ivvali', 'query balance Ramesh -'),
    ('te', 'Suresh paata baaki 1500 undi', 'OB 1500 Suresh'),
    ('te', 'ninna 3000 ammakam', 'S 3000 - @2026-11-24'),
    ('te', 'Raju repu 500 istanu annadu', 'promise'),
    ('te', 'ivala entha ammakam', 'query daily_summary - today'),
    # kn
    ('kn', 'Suresh eshtu kodbeku', 'query balance Suresh -'),
    ('kn', 'Manju hale baaki 1500 ide', 'OB 1500 Manju'),
    ('kn', 'ninne 3000 vyapara', 'S 3000 - @2026-11-24'),
    ('kn', 'Raju naale 500 kodtini andru', 'promise'),
    ('kn', 'ivattu eshtu vyapara aytu', 'query daily_summary - today'),
    # ml
    ('ml', 'Biju ethra tharanam', 'query balance Biju -'),
    ('ml', 'Shaji pazhaya kadam 1500 und', 'OB 1500 Shaji'),
    ('ml', 'innale 3000 vilpana', 'S 3000 - @2026-11-24'),
    ('ml', 'Rajan naale 500 tharum', 'promise'),
    ('ml', 'innu ethra vilpana', 'query daily_summary - today'),
    # bn
    ('bn', 'Rahim er koto baki', 'query balance Rahim -'),
    ('bn', 'Karim er purono baki 1500', 'OB 1500 Karim'),
    ('bn', 'gotokal 3000 bikri', 'S 3000 - @2026-11-24'),
    ('bn', 'Tapan kal 500 debe bolechhe', 'promise'),
    ('bn', 'aaj koto bikri holo', 'query daily_summary - today'),
    # mr
    ('mr', 'Ramesh kade kiti baki aahe', 'query balance Ramesh -'),
    ('mr', 'Suresh che june 1500 baki aahet', 'OB 1500 Suresh'),
    ('mr', 'kaal 3000 vikri zali', 'S 3000 - @2026-11-24'),
    ('mr', 'Vijay udya 500 deil', 'promise'),
    ('mr', 'aaj kiti vikri zali', 'query daily_summary - today'),
    # gu
    ('gu', 'Hitesh pase ketla baki che', 'query balance Hitesh -'),
    ('gu', 'Mehul na juna 1500 baki che', 'OB 1500 Mehul'),
    ('gu', 'gaikale 3000 nu vechan', 'S 3000 - @2026-11-24'),
    ('gu', 'Paresh kale 500 aapse', 'promise'),
    ('gu', 'aaje ketlu vechan thayu', 'query daily_summary - today'),
    # pa
    ('pa', 'Gurpreet de kinne baaki ne', 'query balance Gurpreet -'),
    ('pa', 'Harjit da purana 1500 baaki hai', 'OB 1500 Harjit'),
    ('pa', 'kall 3000 di vikri', 'S 3000 - @2026-11-24'),
    ('pa', 'Jaspal kall 500 dewega', 'promise'),
    ('pa', 'ajj kinni vikri hoi', 'query daily_summary - today'),
    # or
    ('or', 'Ramesh ra kete baki', 'query balance Ramesh -'),
    ('or', 'Suresh ra purana baki 1500', 'OB 1500 Suresh'),
    ('or', 'gatakali 3000 bikri', 'S 3000 - @2026-11-24'),
    ('or', 'Bapi kali 500 debe', 'promise'),
    ('or', 'aji kete bikri hela', 'query daily_summary - today'),
]


@pytest.mark.parametrize(("lang", "text", "want"), ROMANISED)
def test_a_romanised_message_is_read_in_its_own_language(lang: str, text: str, want: str) -> None:
    assert detect(text) == lang
    assert short(read(text, lang=lang)) == want


def test_every_language_has_at_least_fifteen_romanised_messages() -> None:
    for lang in ("ta", "te", "kn", "ml", "bn", "mr", "gu", "pa", "or"):
        assert sum(1 for code, *_ in ROMANISED if code == lang) >= 15, lang

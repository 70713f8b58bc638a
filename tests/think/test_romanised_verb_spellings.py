"""The verbs of money coming in, as owners spell them in Latin letters (long vowels or not, "th" or "dh",
the polite plural): each spelling is the same verb, so "Kumar 500 koduthaaru" is Kumar's payment, never a
question of which way the money went."""

from __future__ import annotations

import pytest

from ._rules import read, shape

SPELLINGS = {
    "ta": ("Kumar 500 {}", "kuduthaanga kuduthanga koduthanga kuduthaan kudutharu koduthar kuduthaar kuduthaaru "
                           "koduthaaru kuduthuttaru thanthar thandhar thanthaanga anuppinaar anupunaru"),
    "te": ("Ravi 500 {}", "ichhadu ichaadu icchadu icchesadu ichhindi icharu ichaaru iccharu ichesaru pampadu "
                          "pampinchadu"),
    "kn": ("Ramesh 500 {}", "kottru kottaru kottidru kottavre kotta kottidaare kottidare kotlu kottlu kalsidru"),
    "ml": ("Biju 500 {}", "thannu thanu thannittund tannu thannittundu thannathu"),
    "bn": ("Rahim 500 {}", "dilo dilen diyeche diyechilo diyechhilen diyechen"),
    "mr": ("Ganesh ne 500 {}", "dile dilet dila dili dilyat dilay pathavle pathavla"),
    "gu": ("Hitesh e 500 {}", "aapya apya aapyaa aapyu aapyo mokalya moklya"),
    "pa": ("Jaspal ne 500 {}", "ditte dite dittey ditta dittae bheje"),
    "or": ("Bapi 500 {}", "dele dela delaa deithile deichhanti pathaile"),
}
CASES = [(lang, tpl.format(verb)) for lang, (tpl, verbs) in SPELLINGS.items() for verb in verbs.split()]


@pytest.mark.parametrize(("lang", "text"), CASES)
def test_every_spelling_of_a_verb_of_money_in_is_a_payment(lang: str, text: str) -> None:
    r = shape(read(text, lang=lang))
    assert isinstance(r, list) and [(kind, rupees) for kind, rupees, _ in r] == [("payment_received", 500)], r

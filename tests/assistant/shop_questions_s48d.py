"""Batch s48d: customers, invoices and jobs referred to by DESCRIPTION, not by name or number, about
``shops/proparts.json`` (an appliance repair lab in Karmiel) as business ``proparts-d48``. DEVELOPMENT set:
it is not held out.

Written by session 48's helper ``describe48`` on 2026-12-06, from the fixtures and before any of it was sent
to the engine. A customer is described by the kind of business and its place ("the laundry in the
industrial zone", "המסעדה במעלה כמון"), by the thing brought and its fault ("the guy with the Dyson that
won't hold a charge"), by a fact of the card ("the business customer with the three industrial machines");
an invoice by its amount, its last digits or its age. As in the blind set ``s48a``: a kind of customer
("the daycare", "המכבסה") is the name entity as typed, without the Hebrew article; a pure description
(item, fault, amount, street, town) gets no entity; an invoice's last digits are its number as stored.
"""

from __future__ import annotations

from tests.assistant.lab_rows import BAL, INV, LOOK, REP, Row, en, he, nm

S48D: list[Row] = [
    # a kind of business, with or without its place
    en("the laundry in the industrial zone, how much do they owe us?", BAL, nm("laundry"), [("bal", "c03")]),
    he("המכבסה, מה מצב המייבש התעשייתי שלהם?", REP, nm("מכבסה"), [("rep", "r05")]),
    he("הצימרים בהררית, יש להם חשבונית פתוחה?", INV, nm("צימרים"), [("ilist", "c09")]),
    en("the zimmers in Hararit - what's their phone number?", LOOK, nm("zimmers"), [("phone", "c09")]),
    he("המעון יום ברחוב השקמה, כמה נשאר לשלם על החשבונית שלהם?", INV, nm("מעון יום"), [("ileft", "i13")]),
    en("the daycare's industrial freezer - any news?", REP, nm("daycare"), [("rep", "r15")]),
    he("המסעדה במעלה כמון, מכונת הקרח שלהם מוכנה?", REP, nm("מסעדה"), [("rep", "r20")]),
    he("וכמה הם חייבים לנו?", BAL, [], [("bal", "c15")], True),
    en("the restaurant's display fridge, is it fixed yet?", REP, nm("restaurant"), [("rep", "r19")]),
    # the thing brought and its fault
    he("הלקוח עם השואב הרובוטי שלא חוזר לעמדת הטעינה, מה איתו?", REP, [], [("rep", "r11")]),
    en("the guy with the Dyson that won't hold a charge - did the battery come in?", REP, [],
       [("rep", "r07")]),
    he("מי זה עם המיקסר שהמנוע שלו נתקע?", LOOK, [], [("name", "c10"), ("about", "r14")]),
    en("whose is the Hoshizaki ice machine?", LOOK, [], [("name", "c15"), ("about", "r20")]),
    he("של מי המקרר עם 4 הדלתות שמחכה למדחס?", LOOK, [], [("name", "c02"), ("about", "r03")]),
    he("הלקוחה ממשגב עם המקרר שלא מקרר למטה, מה המצב?", REP, [], [("rep", "r10")]),
    # an invoice by its amount, its last digits or its age
    en("the invoice for 6,400 - how much is still open on it?", INV, [], [("ileft", "i04")]),
    he("החשבונית של 2,750 שקל, שולמה?", INV, [], [("ist", "i11")]),
    he("של מי החשבונית על 3,800?", LOOK, [], [("name", "c15"), ("about", "i17")]),
    en("the invoice ending in 3318, what's its status?", INV, [("inv", "GL-3318", "3318")], [("ist", "i02")]),
    he("החשבונית שנגמרת ב3299 כמה נשאר עליה", INV, [("inv", "GL-3299", "3299")], [("ileft", "i11")]),
    # a fact of the card, a town, a street
    en("the business customer with the three industrial machines - what's their email?", LOOK, [],
       [("email", "c03")]),
    he("הלקוח מסכנין, כמה הוא חייב?", BAL, [], [("bal", "c08")]),
    en("the customer in Arraba, what's his phone?", LOOK, [], [("phone", "c12")]),
    he("הלקוח שויתר על התיקון של המקרר שארפ - מה הטלפון שלו?", LOOK, [], [("phone", "c14")]),
    en("the lady on Nahal Amud street, did she get her oven back?", REP, [], [("rep", "r09")]),
]  # fmt: skip

BATCHES = {"s48d": S48D}

"""The parties' blocks by where they stand on the page: the letterhead above the document's own fields.

A page heads with its supplier: the lines above the title (``חשבונית מס``, ``Invoice``), the first date
and the customer's label are the letterhead, whatever OCR made of its labels. The customer's
block comes after it (beside the title, or under it), with an id of its own that its label marks as a
company's as plainly as the supplier's is. So when the only id read with a supplier's label stands below
the letterhead and the letterhead prints one valid id of its own (its label garbled in small print), the
letterhead's is the supplier's. A page that heads with the customer's labelled block has no letterhead.
"""

from __future__ import annotations

from misrad.intake.extract.cells import cells
from misrad.intake.extract.fields import Line, shaped_ids, tax_ids_in
from misrad.intake.extract.labels import L_OTHER_ID, TITLE_WORDS, customer_label_end
from misrad.intake.extract.values import amounts_in, dates_in


def letterhead(lines: list[Line]) -> list[Line]:
    """The page's first lines above its title, before any date, customer's label or page break (a number
    printed on the title's own row is the document's, or a party's set beside it: no letterhead's)."""
    head: list[Line] = []
    for line in lines:
        text = line.text
        if line.customer or customer_label_end(text) is not None or dates_in(text) or "\f" in text:
            break
        if any(TITLE_WORDS.match(cell) for cell in cells(text)):
            break
        head.append(line)
    return head


def letterhead_id(lines: list[Line], found: str | None, confidence: float) -> tuple[str | None, float]:
    """The supplier's id: ``found`` (by its label), unless it stands below the letterhead and the
    letterhead prints exactly one other valid id, on no line that numbers something else."""
    head = letterhead(lines)
    if found is None or any(found in tax_ids_in(line.text) for line in head):
        return found, confidence
    customers = {digits for line in lines for digits in tax_ids_in(line.customers_part())}
    own: set[str] = set()
    for line in head:
        if L_OTHER_ID.search(line.text) or line.tags & {"order", "allocation"}:
            continue
        ids = set(tax_ids_in(line.text))
        if line.tags & {"bank", "phone"}:
            ids &= shaped_ids(line.text)  # a phone or an account: only an id in a company number's shape
        own |= ids - customers
    if len(own) == 1:
        return own.pop(), 0.9
    if head and _in_customers_block(lines, found):
        return None, 0.0  # the letterhead's own id was lost: no id is better than the customer's
    return found, confidence


def _in_customers_block(lines: list[Line], found: str) -> bool:
    """Whether ``found`` is first printed under the customer's label and before the page's first amount
    (the items): the customer's block, however OCR noise cut it from its label, on a page whose
    letterhead, above the title, holds the supplier's own details."""
    label = next((i for i, line in enumerate(lines) if customer_label_end(line.text) is not None), None)
    printed = next((i for i, line in enumerate(lines) if found in tax_ids_in(line.text)), None)
    if label is None or printed is None or printed <= label:
        return False
    return not any(amounts_in(line.text) for line in lines[label:printed])

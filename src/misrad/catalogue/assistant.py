"""Strings of the assistant (errors, answers of the local engine, status words)."""

MESSAGES: dict[str, tuple[str, str]] = {
    # errors
    "message_required": ("נדרשת הודעה", "A message is required"),
    "message_too_long": (
        "ההודעה ארוכה מדי (עד {limit} תווים)",
        "The message is too long (up to {limit} characters)",
    ),
    "conversation_not_found": ("השיחה לא נמצאה", "Conversation not found"),
    "prompt_not_found": ("ההנחיה לא נמצאה", "Prompt not found"),
    "prompt_name_taken": ("כבר קיימת הנחיה בשם זה", "A prompt with this name already exists"),
    "prompt_default_required": (
        "חייבת להיות הנחיית ברירת מחדל אחת; קבעו הנחיה אחרת כברירת מחדל במקום זאת",
        "Exactly one prompt must be the default; make another prompt the default instead",
    ),
    "knowledge_not_found": ("פריט הידע לא נמצא", "Knowledge item not found"),
    "invalid_conversation_status": ("סטטוס שיחה לא חוקי", "Invalid conversation status"),
    "invalid_context_type": ("סוג הקשר לא נתמך (רק customer)", "Unsupported context type (only customer)"),
    "assistant_customer_not_found": ("הלקוח לא נמצא", "Customer not found"),
    "assistant_model_needs_provider": (
        "מודל נבחר רק יחד עם ספק",
        "A model is chosen together with its provider",
    ),
    "assistant_repair_not_found": ("התיקון לא נמצא", "Repair not found"),
    "assistant_invoice_not_found": ("החשבונית לא נמצאה", "Invoice not found"),
    "assistant_function_not_found": ("אין פונקציה בשם זה", "No function with this name"),
    "function_bad_argument": ("ערך לא תקין בפרמטר {name}", "Invalid value for parameter {name}"),
    "conversation_deleted": ("השיחה הועברה לארכיון", "The conversation was archived"),
    "knowledge_deleted": ("פריט הידע נמחק", "The knowledge item was deleted"),
    "default_conversation_title": ("שיחה חדשה", "New conversation"),
    # answers
    "answer_capabilities": (
        "אני יכול לעזור עם:\n"
        "- **יתרת לקוח** — למשל: ״מה היתרה של ⁦050-1234567⁩?״\n"
        "- **סטטוס תיקון** — למשל: ״מה עם התיקון של דנה כהן?״\n"
        "- **סטטוס חשבונית** — למשל: ״האם חשבונית ⁦1045⁩ שולמה?״\n"
        "- **פרטי לקוח** — לפי שם, טלפון או דוא״ל\n"
        "- **שאלות על נהלים ומדיניות** מתוך מאגר הידע",
        "I can help with:\n"
        '- **Customer balance** — e.g. "What is the balance of 050-1234567?"\n'
        '- **Repair status** — e.g. "How is Dana Cohen\'s repair going?"\n'
        '- **Invoice status** — e.g. "Was invoice 1045 paid?"\n'
        "- **Customer details** — by name, phone or email\n"
        "- **Questions about policies and procedures** from the knowledge base",
    ),
    "answer_greeting": ("שלום! 👋", "Hello! 👋"),
    "answer_unknown": (
        "לא הבנתי את הבקשה, או שאין לי מידע עליה.",
        "I did not understand that, or I have no information about it.",
    ),
    "answer_need_customer": (
        "על איזה לקוח מדובר? כתבו שם, מספר טלפון או דוא״ל.",
        "Which customer do you mean? Give a name, a phone number or an email.",
    ),
    "answer_phone_not_found": (
        "לא מצאתי לקוח עם הטלפון {phone}.",
        "I found no customer with the phone {phone}.",
    ),
    "answer_email_not_found": (
        "לא מצאתי לקוח עם הדוא״ל {email}.",
        "I found no customer with the email {email}.",
    ),
    "answer_tax_id_not_found": (
        "לא מצאתי לקוח עם מספר העוסק / ח.פ. {number}.",
        "I found no customer with the company number {number}.",
    ),
    "answer_name_not_found": ("לא מצאתי לקוח בשם {name}.", "I found no customer named {name}."),
    "answer_no_relative": (
        "לא מצאתי בלקוחות קרוב משפחה של {name} (אין לקוח אחר עם הטלפון שלו או שההערות שלו מזכירות אותו).",
        "I found no relative of {name} among the customers (no other customer shares the phone or names "
        "them in notes).",
    ),
    "answer_ambiguous": (
        "מצאתי כמה לקוחות מתאימים — למי התכוונתם?",
        "Several customers match — which one do you mean?",
    ),
    "answer_jobs_due": ("**התיקונים המובטחים ל־{date}:**", "**Repairs promised for {date}:**"),
    "answer_no_jobs_due": (
        "אין תיקונים פתוחים שמובטחים ל־{date}.",
        "No open repairs are promised for {date}.",
    ),
    "answer_most_owing": ("**הלקוחות שחייבים הכי הרבה:**", "**The customers who owe the most:**"),
    "answer_nobody_owes": ("אף לקוח לא חייב כרגע.", "No customer owes anything at the moment."),
    "answer_balance": ("**יתרת הלקוח {name}:** {amount}", "**Balance of {name}:** {amount}"),
    "answer_balance_counts": (
        "{unpaid} חשבוניות שלא שולמו, מתוכן {overdue} באיחור.",
        "{unpaid} unpaid invoices, {overdue} of them overdue.",
    ),
    "answer_balance_counts_none_overdue": (
        "{unpaid} חשבוניות שלא שולמו, אף אחת מהן עוד לא באיחור.",
        "{unpaid} unpaid invoices, none of them overdue yet.",
    ),
    "answer_balance_counts_all_overdue": (
        "{unpaid} חשבוניות שלא שולמו, כולן באיחור.",
        "{unpaid} unpaid invoices, all of them overdue.",
    ),
    # The overdue part of a balance some of whose invoices are overdue ("2 unpaid, 1 of them overdue").
    "answer_balance_overdue_part": ("**מזה באיחור:** {amount}", "**Of it overdue:** {amount}"),
    # A customer among several a phone or a name meets, with what the question asks of each.
    "answer_candidate_balance": ("יתרה: {amount}", "balance: {amount}"),
    "answer_candidate_unpaid": ("לא שולמו: {invoices}", "unpaid: {invoices}"),
    "answer_candidate_none_unpaid": ("אין חשבוניות פתוחות", "no unpaid invoices"),
    "answer_candidate_no_repairs": ("אין תיקונים רשומים", "no repairs recorded"),
    "answer_balance_one": ("חשבונית אחת שלא שולמה.", "1 unpaid invoice."),
    "answer_balance_one_overdue": (
        "חשבונית אחת שלא שולמה, והיא באיחור.",
        "1 unpaid invoice, and it is overdue.",
    ),
    "answer_phone_shared": (
        "הטלפון {phone} שייך לכמה לקוחות:",
        "The phone {phone} belongs to several customers:",
    ),
    "answer_balance_zero": ("אין ללקוח חוב פתוח.", "The customer owes nothing."),
    "answer_other_currencies": ("במטבעות נוספים: {amounts}", "In other currencies: {amounts}"),
    "answer_customer_details": ("**פרטי הלקוח {name}**", "**Customer {name}**"),
    "label_phone": ("טלפון", "Phone"),
    "label_email": ("דוא״ל", "Email"),
    "label_address": ("כתובת", "Address"),
    "label_tax_id": ("מספר עוסק / ח.פ.", "Tax id"),
    "label_notes": ("הערות", "Notes"),
    "label_customer_id": ("מספר לקוח", "Customer id"),
    "answer_repairs_of": ("**התיקונים של {name}:**", "**Repairs of {name}:**"),
    "answer_no_repairs": ("אין תיקונים רשומים ללקוח {name}.", "There are no repairs recorded for {name}."),
    "answer_repair_line": ("תיקון {id} — {item}: **{status}**", "Repair {id} — {item}: **{status}**"),
    "answer_repair_promised": ("מועד מובטח {date}", "promised for {date}"),
    "answer_repair_cost": ("הערכת עלות {amount}", "estimated cost {amount}"),
    "answer_repair_not_found": ("לא מצאתי תיקון מספר {id}.", "I found no repair number {id}."),
    "answer_invoices_of": ("**החשבוניות של {name}:**", "**Invoices of {name}:**"),
    "answer_balance_unpaid": ("**החשבוניות שלא שולמו:**", "**The unpaid invoices:**"),
    "answer_invoices_owed": ("**סך הכול לתשלום:** {amount}.", "**Owed in all:** {amount}."),
    "answer_no_invoices": ("אין חשבוניות רשומות ללקוח {name}.", "There are no invoices recorded for {name}."),
    "answer_invoice_line": (
        "חשבונית {number}: **{status}** — סכום {total}, שולם {paid}, יתרה {remaining}, לתשלום עד {due}",
        "Invoice {number}: **{status}** — total {total}, paid {paid}, remaining {remaining}, due {due}",
    ),
    "answer_invoice_customer": ("לקוח: {name}", "Customer: {name}"),
    "answer_invoice_issued": ("הונפקה {date}", "issued {date}"),
    "answer_invoice_not_found": ("לא מצאתי חשבונית מספר {number}.", "I found no invoice number {number}."),
    "answer_knowledge_none": (
        "לא מצאתי במאגר הידע תשובה לשאלה הזו.",
        "I found nothing in the knowledge base about that.",
    ),
    "answer_knowledge_more": ("נושאים קשורים: {titles}", "Related topics: {titles}"),
    "answer_knowledge_title": ("**{title}**", "**{title}**"),
    "answer_knowledge_in_hebrew": (
        "**{title}**",
        "The knowledge base item **{title}** is written in Hebrew; the part that answers this:",
    ),
    "answer_llm_empty": ("לא התקבלה תשובה מהמודל.", "The model gave no answer."),
    "answer_fallback": (
        "מודל השפה אינו זמין כרגע; ענה המנוע המקומי.",
        "The language model is unavailable right now; the local engine answered.",
    ),
    "answer_fallback_budget": (
        "תקציב הבינה המלאכותית נוצל; ענה המנוע המקומי.",
        "The AI budget is used up; the local engine answered.",
    ),
    # status words
    "invoice_status_draft": ("טיוטה", "draft"),
    "invoice_status_open": ("פתוחה", "open"),
    "invoice_status_paid": ("שולמה", "paid"),
    "invoice_status_overdue": ("באיחור", "overdue"),
    "invoice_status_cancelled": ("בוטלה", "cancelled"),
    "repair_status_received": ("התקבל", "received"),
    "repair_status_diagnosing": ("באבחון", "being diagnosed"),
    "repair_status_waiting_for_parts": ("ממתין לחלקים", "waiting for parts"),
    "repair_status_in_progress": ("בטיפול", "in progress"),
    "repair_status_ready": ("מוכן לאיסוף", "ready for pickup"),
    "repair_status_delivered": ("נמסר ללקוח", "delivered"),
    "repair_status_cancelled": ("בוטל", "cancelled"),
}

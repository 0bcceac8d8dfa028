// Nothing typed is lost when a session ends mid-form. Each form sent by POST leaves a copy of its
// fields in sessionStorage (this tab only; never passwords, files or hidden fields such as the CSRF
// token). If the answer is the sign-in page, the copy is marked as interrupted; after signing in the
// user is back on the page, and the copy is put back into the same form (once), to be saved again.
// Any other page that loads drops a copy that was not interrupted: the form went through.
(function () {
  "use strict";
  const KEY = "misrad-draft";
  const FRESH_MS = 30 * 60 * 1000;
  const SKIPPED = ["/login", "/logout", "/language"];
  const script = document.currentScript;

  function read() {
    try { return JSON.parse(sessionStorage.getItem(KEY) || "null"); } catch (e) { return null; }
  }
  function write(draft) {
    try {
      if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft)); else sessionStorage.removeItem(KEY);
    } catch (e) { /* storage full or refused: nothing to keep */ }
  }
  function kept(field) {
    if (!field.name || field.disabled) return false;
    return !["password", "file", "hidden", "submit", "button", "reset"].includes(field.type);
  }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    const action = form.getAttribute?.("action") || "";
    if ((form.method || "").toLowerCase() !== "post" || SKIPPED.includes(action)) return;
    const fields = [...form.elements].filter(kept).map((field) => (
      field.type === "checkbox" || field.type === "radio"
        ? [field.name, field.value, field.checked] : [field.name, field.value]
    ));
    if (fields.length) write({ action, fields, at: Date.now(), interrupted: false });
  }, true);

  function restore(draft) {
    const form = [...document.querySelectorAll("form")].find((f) => f.getAttribute("action") === draft.action);
    if (!form) return false;
    const seen = {};
    draft.fields.forEach(([name, value, checked]) => {
      const all = [...form.elements].filter((f) => f.name === name && kept(f));
      if (checked !== undefined) {
        const box = all.find((f) => f.value === value);
        if (box) box.checked = checked;
        return;
      }
      const index = seen[name] || 0;
      seen[name] = index + 1;
      if (all[index]) all[index].value = value;
    });
    const note = document.createElement("p");
    note.className = "flash";
    note.setAttribute("role", "status");
    note.id = "draft-restored";
    note.textContent = script?.dataset.restored || "";
    form.prepend(note);
    return true;
  }

  const draft = read();
  if (!draft) return;
  if (Date.now() - draft.at > FRESH_MS) { write(null); return; }
  if (document.querySelector('form[action="/login"]')) {
    write({ ...draft, interrupted: true });  // the session ended: keep it for after signing in
    return;
  }
  if (draft.interrupted) {
    const done = () => { if (restore(draft)) write(null); };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", done); else done();
    return;
  }
  write(null);
})();

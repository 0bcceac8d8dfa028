// Line items on the document page: add a line, remove a line. Without this file the last (empty) line
// still adds one, and a line emptied by hand is dropped on save.
(function () {
  "use strict";
  const table = document.getElementById("line-items");
  const add = document.getElementById("add-line");
  if (!table || !add) return;
  const body = table.tBodies[0];

  function clear(row) {
    row.querySelectorAll("input").forEach((input) => {
      input.value = "";
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    });
    row.querySelectorAll(".error").forEach((note) => note.remove());
  }

  add.hidden = false;
  add.addEventListener("click", () => {
    const row = body.rows[body.rows.length - 1].cloneNode(true);
    clear(row);
    body.append(row);
    row.querySelector("input").focus();
  });
  body.addEventListener("click", (event) => {
    const button = event.target.closest?.(".remove-line");
    if (!button) return;
    const row = button.closest("tr");
    if (body.rows.length > 1) {
      const next = row.nextElementSibling || row.previousElementSibling;
      row.remove();
      next.querySelector("input").focus();
    } else {
      clear(row);
    }
  });
})();

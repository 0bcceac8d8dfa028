// Bulk actions on the documents list: "choose all on the page" and the count of chosen rows (read out
// by screen readers). The row checkboxes and the action buttons work without this file.
(function () {
  "use strict";
  const all = document.getElementById("select-all");
  const count = document.getElementById("bulk-count");
  const boxes = () => [...document.querySelectorAll('input[type="checkbox"][name="ids"][form="bulk"]')];
  if (!all || !count) return;

  function update() {
    const chosen = boxes().filter((box) => box.checked).length;
    count.textContent = chosen ? count.dataset.text.replace("{count}", String(chosen)) : "";
    all.checked = chosen > 0 && chosen === boxes().length;
    all.indeterminate = chosen > 0 && chosen < boxes().length;
  }

  all.hidden = false;
  all.addEventListener("change", () => {
    boxes().forEach((box) => { box.checked = all.checked; });
    update();
  });
  document.addEventListener("change", (event) => {
    if (event.target.matches?.('input[name="ids"][form="bulk"]')) update();
  });
  update();
})();

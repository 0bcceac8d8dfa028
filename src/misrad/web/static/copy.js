// Copy buttons: <button data-copy="element-id" data-copied="text">. Loaded as a file (the CSP forbids
// inline scripts). The clipboard API needs a secure context; on plain http the text is selected instead.
(function () {
  "use strict";
  document.addEventListener("click", async (event) => {
    const button = event.target.closest?.("button[data-copy]");
    if (!button) return;
    const source = document.getElementById(button.dataset.copy);
    if (!source) return;
    const text = source.textContent.trim();
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      const range = document.createRange();
      range.selectNodeContents(source);
      const selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand?.("copy");
    }
    button.textContent = button.dataset.copied;
    window.misrad?.announce(button.dataset.copied);
  });
})();

// misrad pages: the small amount of script every page shares. Loaded as a file (the CSP forbids
// inline scripts), after htmx.
(function () {
  "use strict";
  const csrf = () => document.querySelector('meta[name="csrf-token"]')?.content || "";

  // Every htmx request carries the CSRF header of the contract.
  document.addEventListener("htmx:configRequest", (event) => {
    event.detail.headers["X-CSRF-Token"] = csrf();
  });
  // After a partial update, move focus to the heading of what was swapped in (screen readers follow).
  document.addEventListener("htmx:afterSwap", (event) => {
    const heading = event.detail.target.querySelector?.("[data-focus]");
    if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus(); }
  });

  window.misrad = {
    csrf,
    announce(text) {
      const live = document.getElementById("live");
      if (live) { live.textContent = ""; setTimeout(() => { live.textContent = text; }, 50); }
    },
  };

  // The phone's menu button folds the menu open and shut (a wide screen never shows the button).
  document.addEventListener("click", (event) => {
    const toggle = event.target.closest?.(".menu-toggle");
    if (!toggle) return;
    const menu = document.getElementById(toggle.getAttribute("aria-controls"));
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    menu?.classList.toggle("open", open);
  });

  // The chosen file's name beside our own file button (<span data-file-name-for="input id">).
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!input.matches?.(".file-input")) return;
    const shown = document.querySelector(`[data-file-name-for="${input.id}"]`);
    if (shown) shown.textContent = [...input.files].map((f) => f.name).join(", ") || shown.dataset.none;
  });

  // Confirmations without inline handlers: <form data-confirm="...">.
  document.addEventListener("submit", (event) => {
    const message = event.target.dataset?.confirm;
    if (message && !window.confirm(message)) event.preventDefault();
  });

  function drawCharts() {
    if (!window.Chart) return;
    document.querySelectorAll("canvas[data-chart]").forEach((canvas) => {
      const spec = JSON.parse(canvas.dataset.chart);
      new window.Chart(canvas, {
        type: "bar",
        data: { labels: spec.labels, datasets: [{ label: spec.label, data: spec.counts, backgroundColor: "#0b5cad" }] },
        options: {
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false, rtl: spec.rtl }, tooltip: { rtl: spec.rtl, textDirection: spec.rtl ? "rtl" : "ltr" } },
          scales: {
            x: { reverse: spec.rtl, ticks: { autoSkip: true, maxRotation: 0 } },
            y: { position: spec.rtl ? "right" : "left", beginAtZero: true, ticks: { precision: 0 } },
          },
        },
      });
    });
  }
  // Colours chosen by users are painted from data attributes (the CSP allows no inline style).
  function paintSwatches() {
    document.querySelectorAll("[data-color]").forEach((el) => {
      if (/^#[0-9A-Fa-f]{6}$/.test(el.dataset.color)) el.style.backgroundColor = el.dataset.color;
    });
  }
  document.addEventListener("DOMContentLoaded", () => { drawCharts(); paintSwatches(); });
})();

// AI spending pages: bar charts (cost by provider, uptime by provider) in the providers' brand colours,
// right to left on Hebrew pages. Loaded as a file (the CSP forbids inline scripts), after Chart.js.
(function () {
  "use strict";
  const colour = (value) => (/^#[0-9A-Fa-f]{6}$/.test(value || "") ? value : "#0b5cad");

  function draw(canvas) {
    const spec = JSON.parse(canvas.dataset.spendingChart);
    const language = document.documentElement.lang || "he";
    const money = spec.currency
      ? new Intl.NumberFormat(language === "he" ? "he-IL" : "en-IL", { style: "currency", currency: spec.currency, maximumFractionDigits: 4 })
      : null;
    const text = (value) => (money ? money.format(value) : `${value}%`);
    new window.Chart(canvas, {
      type: "bar",
      data: {
        labels: spec.labels,
        datasets: [{ label: spec.label, data: spec.values, backgroundColor: spec.colors.map(colour) }],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        locale: language === "he" ? "he-IL" : "en-IL",
        plugins: {
          legend: { display: false, rtl: spec.rtl },
          tooltip: {
            rtl: spec.rtl, textDirection: spec.rtl ? "rtl" : "ltr",
            callbacks: { label: (item) => text(item.parsed.y) },
          },
        },
        scales: {
          x: { reverse: spec.rtl, ticks: { autoSkip: false, maxRotation: 45 } },
          y: {
            position: spec.rtl ? "right" : "left", beginAtZero: true,
            max: spec.max || undefined, ticks: { callback: (value) => text(value) },
          },
        },
      },
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    if (!window.Chart) return;
    document.querySelectorAll("canvas[data-spending-chart]").forEach(draw);
  });
})();

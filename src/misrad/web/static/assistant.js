// The assistant's page: Enter sends, Shift+Enter breaks the line; the answer streams in as server-sent
// events read from the POST's response (fetch), shown as plain text until it is whole, then replaced
// by the server's sanitised HTML. Without this script the form posts and the page comes back.
(function () {
  "use strict";

  function bubble(kind, text) {
    const item = document.createElement("li");
    item.className = "message " + kind;
    const body = document.createElement("div");
    body.className = "bubble";
    body.dir = "auto";
    body.textContent = text;
    item.appendChild(body);
    return item;
  }

  // One server-sent event block ("event: x\ndata: {...}") as [name, data].
  function parse(block) {
    let name = "message";
    const data = [];
    block.split("\n").forEach((line) => {
      if (line.startsWith("event:")) name = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
    });
    return data.length ? [name, JSON.parse(data.join("\n"))] : null;
  }

  function apply(name, data, answer) {
    const body = answer.querySelector(".bubble");
    if (name === "delta") {
      if (answer.classList.contains("waiting")) { body.textContent = ""; answer.classList.remove("waiting"); }
      body.textContent += data.text;
    } else if (name === "restart") {
      body.textContent = "";
    } else if (name === "done") {
      answer.outerHTML = data.html;
      const card = document.getElementById("customer-card");
      if (card) card.innerHTML = data.card;
      const title = document.querySelector("[data-title] bdi");
      if (title && data.title) title.textContent = data.title;
      window.misrad.announce(document.querySelector("#messages > li:last-child")?.textContent || "");
    } else if (name === "failed") {
      answer.classList.remove("waiting");
      answer.classList.add("failed");
      body.setAttribute("role", "alert");
      body.textContent = data.message;
    }
  }

  async function send(form, textarea) {
    const text = textarea.value;
    if (!text.trim()) return;
    const list = document.getElementById("messages");
    list.appendChild(bubble("user", text));
    const answer = bubble("answer waiting", form.dataset.writing);
    answer.setAttribute("aria-busy", "true");
    list.appendChild(answer);
    answer.scrollIntoView({ block: "end" });
    const body = new URLSearchParams(new FormData(form));  // read before the box is emptied
    textarea.value = "";
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      const response = await fetch(form.dataset.stream, {
        method: "POST",
        headers: { "X-CSRF-Token": window.misrad.csrf(), "Accept": "text/event-stream" },
        body,
      });
      if (!response.ok || !response.body) throw new Error(String(response.status));
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) apply(event[0], event[1], answer);
        }
      }
      if (answer.isConnected && answer.classList.contains("waiting")) throw new Error("cut");
    } catch (error) {
      if (answer.isConnected) apply("failed", { message: form.dataset.failed }, answer);
    } finally {
      answer.removeAttribute("aria-busy");
      button.disabled = false;
      textarea.focus();
    }
  }

  function wireComposer() {
    const form = document.getElementById("composer");
    const textarea = document.getElementById("message");
    if (!form || !textarea || !window.fetch || !window.TextDecoder) return;
    textarea.addEventListener("keydown", (event) => {
      // Enter sends; Shift+Enter is a new line; an input method composing a word keeps its Enter.
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      send(form, textarea);
    });
  }

  // A new conversation: the model list shows only the chosen provider's models.
  function wireModels() {
    const provider = document.getElementById("new-provider");
    const model = document.getElementById("new-model");
    if (!provider || !model) return;
    const filter = () => {
      model.querySelectorAll("option[data-provider]").forEach((option) => {
        option.hidden = option.dataset.provider !== provider.value;
        if (option.hidden && option.selected) model.value = "";
      });
    };
    provider.addEventListener("change", filter);
    filter();
  }

  document.addEventListener("DOMContentLoaded", () => { wireComposer(); wireModels(); });
})();

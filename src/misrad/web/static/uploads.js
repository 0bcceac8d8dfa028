// Uploads on the documents page: files dropped anywhere on the page (or chosen) are sent one by one,
// each with its own progress bar, then followed live over server-sent events until processed or failed.
(function () {
  "use strict";
  const input = document.getElementById("upload-files");
  const list = document.getElementById("uploads");
  if (!input || !list) return;
  const text = input.dataset;
  const rows = new Map();
  // Documents of the list still in processing: their status badges (the column's, and the one under the
  // file's name that a phone shows) follow the stage too.
  const listed = new Map();
  document.querySelectorAll("[data-follow]").forEach((badge) => {
    const id = Number(badge.dataset.follow);
    listed.set(id, [...(listed.get(id) || []), badge]);
  });
  let stream = null;

  function row(file) {
    const li = document.createElement("li");
    const name = document.createElement("bdi");
    name.textContent = file.name;
    const stage = document.createElement("span");
    stage.className = "badge uploading";
    stage.textContent = text.stageUploading;
    const bar = document.createElement("progress");
    bar.max = 100; bar.value = 0;
    bar.setAttribute("aria-label", file.name);
    li.append(name, stage, bar);
    list.append(li);
    return { li, name, stage, bar, file };
  }

  function show(item, stageName, label, reason) {
    item.stage.className = "badge " + stageName;
    item.stage.textContent = reason ? label + ": " + reason : label;
    item.li.dataset.stage = stageName;
  }

  function follow() {
    if (stream) stream.close();
    const ids = [...new Set([...rows.keys(), ...listed.keys()])].join(",");
    if (!ids) return;
    stream = new EventSource("/documents/stream?ids=" + ids);
    stream.addEventListener("document", (event) => {
      const data = JSON.parse(event.data);
      (listed.get(data.id) || []).forEach((badge) => {
        badge.className = "badge " + data.stage;
        badge.textContent = data.reason ? data.label + ": " + data.reason : data.label;
      });
      const item = rows.get(data.id);
      if (!item) return;
      show(item, data.stage, data.label, data.reason);
      if (data.stage === "processed" || data.stage === "failed") {
        item.bar.value = 100;
        if (!item.link) {
          item.link = document.createElement("a");
          item.link.href = "/documents/" + data.id;
          item.link.append(item.name);
          item.li.prepend(item.link);
        }
        const message = data.stage === "processed" ? text.done : text.failed;
        window.misrad.announce(message.replace("{name}", data.name));
      }
    });
    stream.addEventListener("done", () => stream.close());
  }

  function send(file) {
    const item = row(file);
    const form = new FormData();
    form.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/documents/upload");
    xhr.setRequestHeader("X-CSRF-Token", window.misrad.csrf());
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) item.bar.value = Math.round((event.loaded / event.total) * 100);
    });
    xhr.addEventListener("load", () => {
      let body = {};
      try { body = JSON.parse(xhr.responseText); } catch (e) { body = {}; }
      if (xhr.status === 201) {
        rows.set(body.id, item);
        item.li.dataset.documentId = body.id;
        follow();
      } else {
        show(item, "failed", text.uploadFailed, body.error || String(xhr.status));
        window.misrad.announce(text.uploadFailed + ": " + file.name);
      }
    });
    xhr.addEventListener("error", () => show(item, "failed", text.uploadFailed, ""));
    xhr.send(form);
  }

  function sendAll(files) { [...files].forEach(send); }

  follow();

  input.addEventListener("change", () => { sendAll(input.files); input.value = ""; });
  // Files chosen before this script ran (a slow page) raised their change event before anyone listened.
  if (input.files.length) { sendAll(input.files); input.value = ""; }
  list.dataset.ready = "true";
  let depth = 0;
  document.addEventListener("dragenter", (event) => { event.preventDefault(); depth += 1; document.body.classList.add("dragging"); });
  document.addEventListener("dragleave", () => { depth -= 1; if (depth <= 0) { depth = 0; document.body.classList.remove("dragging"); } });
  document.addEventListener("dragover", (event) => event.preventDefault());
  document.addEventListener("drop", (event) => {
    event.preventDefault();
    depth = 0;
    document.body.classList.remove("dragging");
    if (event.dataTransfer?.files?.length) sendAll(event.dataTransfer.files);
  });
})();

// Streams a reply into the chat: posts the message to the API (the session cookie signs it),
// reads the server-sent events (delta, then reply or error), and fills the "why" panels on
// demand. Text is always inserted as text, never as markup.
"use strict";

function parseEvents(buffer, onEvent) {
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop();
  for (const block of blocks) {
    let name = "message";
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) name = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length) onEvent(name, JSON.parse(data.join("\n")));
  }
  return rest;
}

function bubble(kind, text) {
  const template = document.getElementById("reply-template");
  const item = template.content.firstElementChild.cloneNode(true);
  if (kind === "user") {
    item.classList.remove("assistant", "streaming");
    item.classList.add("user");
    item.querySelector(".who").textContent = "You";
    item.querySelector(".why").remove();
    item.querySelector(".status").remove();
  }
  item.querySelector(".text").textContent = text;
  document.getElementById("messages").appendChild(item);
  return item;
}

function loadPanel(details) {
  if (details.dataset.loaded || !details.open || !details.dataset.url) return;
  details.dataset.loaded = "yes";
  fetch(details.dataset.url, { credentials: "same-origin" })
    .then((answer) => (answer.ok ? answer.text() : Promise.reject(answer.status)))
    .then((html) => { details.querySelector(".panel").innerHTML = html; })
    .catch(() => { details.querySelector(".panel").textContent = "The account could not be read."; });
}

async function send(form, textarea, stop) {
  const text = textarea.value.trim();
  if (!text) return;
  textarea.value = "";
  bubble("user", text);
  const reply = bubble("assistant", "");
  const status = reply.querySelector(".status");
  status.textContent = "Thinking…";
  const controller = new AbortController();
  stop.hidden = false;
  stop.onclick = () => controller.abort();
  let streamed = "";
  try {
    const answer = await fetch(form.dataset.api, {
      method: "POST", credentials: "same-origin", signal: controller.signal,
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ text }),
    });
    if (!answer.ok) {
      const problem = await answer.json();
      throw new Error(problem.detail + (problem.hint ? " " + problem.hint : ""));
    }
    const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer = parseEvents(buffer + value, (name, data) => {
        if (name === "delta") {
          streamed += data.text;
          reply.querySelector(".text").textContent = streamed;
          status.textContent = "Writing…";
        } else if (name === "reply") {
          reply.querySelector(".text").textContent = data.text;
          status.textContent = data.withdrawn
            ? "Review replaced what was first written."
            : data.replaced
              ? "Replaced by what my records say."
              : "";
          const why = reply.querySelector(".why");
          why.dataset.url = "/minds/" + form.dataset.mind + "/replies/" + data.id + "?part=panel";
          why.hidden = false;
        } else if (name === "error") {
          status.textContent = data.detail + (data.hint ? " " + data.hint : "");
        }
      });
    }
  } catch (error) {
    status.textContent = controller.signal.aborted
      ? "Stopped before it was finished" + (streamed ? ": what is shown is what was said until then." : ".")
      : String(error.message || error);
  } finally {
    reply.classList.remove("streaming");
    stop.hidden = true;
    textarea.focus();
  }
}

document.addEventListener("toggle", (event) => {
  if (event.target.matches && event.target.matches("details.why")) loadPanel(event.target);
}, true);

const composer = document.getElementById("composer");
if (composer) {
  const textarea = composer.querySelector("textarea");
  const stop = document.getElementById("stop");
  composer.addEventListener("submit", (event) => {
    event.preventDefault();
    send(composer, textarea, stop);
  });
  textarea.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });
  textarea.focus();
}

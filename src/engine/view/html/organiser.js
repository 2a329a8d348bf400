// hartenjagen club serve, the organiser's page: each button asks the server (with the key of
// the page's own address) and says its answer; the page shows the evening again after every
// change, its own or anyone's, unless the organiser is typing. Every sentence comes from the
// server, in the evening's language.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("organiser-data").textContent);
  var words = data.words;
  var key = new URLSearchParams(location.search).get("key") || "";
  var said = document.getElementById("said");
  var message = document.getElementById("message");
  var offline = document.getElementById("offline");
  var SAID = "hartenjagen-organiser-said";
  var working = false;
  var pending = false;

  function show(text) {
    said.textContent = text;
    said.hidden = !text;
  }
  function fail(text) {
    message.textContent = text;
    if (text) { message.scrollIntoView({ block: "nearest" }); }
  }
  function buttons(disabled) {
    Array.prototype.forEach.call(document.querySelectorAll("main button"), function (b) {
      b.disabled = disabled;
    });
  }
  // The sentences of the change before the page was shown again.
  try {
    var before = sessionStorage.getItem(SAID);
    if (before) { show(before); sessionStorage.removeItem(SAID); }
  } catch (e) { /* no storage: nothing to show */ }

  if (!key) {
    fail(words.noKey);
    buttons(true);
  }
  Array.prototype.forEach.call(document.querySelectorAll("a[data-keyed]"), function (a) {
    a.href = a.getAttribute("href") + "?key=" + encodeURIComponent(key);
  });

  // Whether the organiser is typing: a field has the focus or holds something.
  function typing() {
    var active = document.activeElement;
    if (active && active.tagName === "INPUT") { return true; }
    return Array.prototype.some.call(document.querySelectorAll("main input"), function (f) {
      return f.value.trim() !== "";
    });
  }
  function reload() {
    if (working) { return; }
    location.reload();
  }
  function later() {
    setTimeout(function () { if (pending && !typing()) { reload(); } }, 0);
  }
  document.addEventListener("focusout", later);
  document.addEventListener("input", later);

  // Asks the server; on success keeps its sentences for the page shown again, else says why.
  // `refused(answer, status)` may act on a refusal (close: offer "close anyway").
  function ask(action, body, refused) {
    if (working) { return; }
    working = true;
    buttons(true);
    fail("");
    show(words.working);
    fetch("/admin/api/" + action, {
      method: "POST",
      cache: "no-store",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (answer) {
        return { status: response.status, ok: response.ok, answer: answer };
      }, function () {
        return { status: response.status, ok: false, answer: {} };
      });
    }).then(function (result) {
      working = false;
      if (result.ok) {
        var text = typeof result.answer.said === "string" ? result.answer.said : "";
        try { sessionStorage.setItem(SAID, text); } catch (e) { /* shown until the reload */ }
        show(text);
        location.reload();
        return;
      }
      show("");
      buttons(false);
      fail(typeof result.answer.error === "string" ? result.answer.error : words.failed);
      if (refused) { refused(result.answer, result.status); }
    }).catch(function () {
      working = false;
      show("");
      buttons(false);
      fail(words.failed);
    });
  }

  // Names typed as "Ann, Bob" (a pair to keep apart as "Ann+Bob").
  function list(form, name) {
    var field = form.querySelector("input[name=" + name + "]");
    if (!field) { return []; }
    return field.value.split(/[,;\n]/).map(function (s) { return s.trim(); })
      .filter(function (s) { return s !== ""; });
  }

  Array.prototype.forEach.call(document.querySelectorAll("form.act"), function (form) {
    var action = form.getAttribute("data-action");
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var question = form.getAttribute("data-confirm");
      if (question && !window.confirm(question)) { return; }
      if (action === "draw" || action === "redraw") {
        ask(action, { keep_apart: list(form, "keep_apart") });
      } else if (action === "arrive") {
        ask(action, { names: list(form, "names"), guests: list(form, "guests") });
      } else if (action === "undo") {
        ask(action, {});
      } else if (action === "rename") {
        ask(action, { from: list(form, "from").join(" "), to: list(form, "to").join(" ") });
      } else if (action === "close") {
        ask(action, { force: false }, function (answer, status) {
          var force = form.querySelector(".force");
          if (status === 409 && answer.code === "unfinished" && force) { force.hidden = false; }
        });
      }
    });
    var force = form.querySelector("[data-force]");
    if (force) {
      force.addEventListener("click", function () {
        if (window.confirm(words.forceAsk)) { ask("close", { force: true }); }
      });
    }
  });

  Array.prototype.forEach.call(document.querySelectorAll("[data-leave]"), function (button) {
    button.addEventListener("click", function () {
      if (window.confirm(button.getAttribute("data-confirm"))) {
        ask("leave", { names: [button.getAttribute("data-leave")] });
      }
    });
  });
  Array.prototype.forEach.call(document.querySelectorAll("[data-back]"), function (button) {
    button.addEventListener("click", function () {
      var name = button.getAttribute("data-back");
      var guest = button.getAttribute("data-guest") === "true";
      ask("arrive", guest ? { names: [], guests: [name] } : { names: [name], guests: [] });
    });
  });

  // The evening live: any change anywhere arrives as an `update` event. An event that only
  // repeats what the page was made from (the one some servers send on connecting) changes
  // nothing.
  function connect() {
    var events = new EventSource("/api/events");
    var last = null;
    var opened = Date.now();
    events.addEventListener("update", function (event) {
      offline.hidden = true;
      var first = last === null;
      var same = event.data === last;
      last = event.data;
      if (same || (first && Date.now() - opened < 1500)) { return; }
      if (typing() || working) {
        pending = true;
        offline.textContent = words.changed;
        offline.hidden = false;
        return;
      }
      reload();
    });
    events.onopen = function () { opened = Date.now(); if (!pending) { offline.hidden = true; } };
    events.onerror = function () {
      offline.textContent = words.offline;
      offline.hidden = false;
    };
  }
  if (window.EventSource) { connect(); }
})();

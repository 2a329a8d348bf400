// hartenjagen, the phone app's shell: the page, the storage and the service worker, nothing
// more. Every rule, score, dealer, pass and sentence comes from the engine
// (hartenjagen.wasm), which answers one JSON request with one JSON answer.
(function () {
  "use strict";

  // ---- The engine ---------------------------------------------------------------------
  var exports = null;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();
  function load() {
    var wasm = fetch("hartenjagen.wasm");
    var made = WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(wasm, {}).catch(function () {
        return fetch("hartenjagen.wasm").then(function (r) { return r.arrayBuffer(); })
          .then(function (bytes) { return WebAssembly.instantiate(bytes, {}); });
      })
      : wasm.then(function (r) { return r.arrayBuffer(); })
        .then(function (bytes) { return WebAssembly.instantiate(bytes, {}); });
    return made.then(function (result) { exports = result.instance.exports; });
  }
  function engine(request) {
    request.lang = lang;
    request.now = now();
    var bytes = encoder.encode(JSON.stringify(request));
    var at = exports.hj_buffer(bytes.length);
    new Uint8Array(exports.memory.buffer, at, bytes.length).set(bytes);
    var length = exports.hj_call();
    var out = exports.hj_output();
    return JSON.parse(decoder.decode(new Uint8Array(exports.memory.buffer, out, length)));
  }
  // The phone's time with its offset, as the engine keeps it in a saved hand.
  function now() {
    var d = new Date();
    var offset = -d.getTimezoneOffset();
    var local = new Date(d.getTime() + offset * 60000).toISOString().slice(0, 19);
    var sign = offset < 0 ? "-" : "+";
    var abs = Math.abs(offset);
    function two(n) { return (n < 10 ? "0" : "") + n; }
    return local + sign + two(Math.floor(abs / 60)) + ":" + two(abs % 60);
  }

  // ---- The language -------------------------------------------------------------------
  // The phone's language, until the table picks the other one.
  var LANG_KEY = "hartenjagen-lang";
  function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  var lang = stored(LANG_KEY) ||
    ((navigator.languages && navigator.languages[0]) || navigator.language || "en").slice(0, 2);

  // ---- Storage: one key per match, the index written last ----------------------------
  var INDEX = "hartenjagen-matches";
  var PREFIX = "hartenjagen-match:";
  function index() {
    try { return JSON.parse(stored(INDEX) || "[]"); } catch (e) { return []; }
  }
  function kept() {
    return index().map(function (id) { return { id: id, text: stored(PREFIX + id) || "" }; })
      .filter(function (m) { return m.text; });
  }
  // Keeps `text` as match `id` and puts it first in the list; false when the browser
  // refused (storage full or switched off), and then nothing was changed.
  function keep(id, text) {
    var before = stored(PREFIX + id);
    try {
      localStorage.setItem(PREFIX + id, text);
    } catch (e) { return false; }
    try {
      localStorage.setItem(INDEX, JSON.stringify([id].concat(index().filter(function (i) {
        return i !== id;
      }))));
    } catch (e) {
      try {
        if (before === null) { localStorage.removeItem(PREFIX + id); } else { localStorage.setItem(PREFIX + id, before); }
      } catch (e2) { /* as it was */ }
      return false;
    }
    return true;
  }
  function forget(id) {
    try {
      localStorage.setItem(INDEX, JSON.stringify(index().filter(function (i) { return i !== id; })));
      localStorage.removeItem(PREFIX + id);
    } catch (e) { /* nothing else to do */ }
  }
  function newId() {
    return Date.now().toString(36) + "-" + Math.floor(Math.random() * 1e6).toString(36);
  }
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {});
  }

  // ---- Screens --------------------------------------------------------------------------
  function $(id) { return document.getElementById(id); }
  function show(answer) {
    document.documentElement.lang = answer.lang || lang;
    document.title = answer.title || "hartenjagen";
    document.body.innerHTML = answer.html || "";
    // For the benchmark of the first screen (benches/app.rs).
    if (window.performance && performance.mark) { performance.mark("hartenjagen-first-screen"); }
    var other = $("other-lang");
    if (other) {
      other.addEventListener("click", function (event) {
        event.preventDefault();
        try { localStorage.setItem(LANG_KEY, other.dataset.lang); } catch (e) { /* session only */ }
        lang = other.dataset.lang;
        route();
      });
    }
  }
  function say(id) { return engine({ call: "say", id: id }).said; }
  function param(name) { return new URLSearchParams(location.search).get(name); }
  function page() {
    var name = location.pathname.split("/").pop();
    return name.replace(/\.html$/, "") || "index";
  }

  function home(message) {
    show(engine({ call: "home", matches: kept() }));
    var ask = $("delete-ask");
    var asking = null;
    Array.prototype.forEach.call(document.querySelectorAll("button.delete"), function (button) {
      button.addEventListener("click", function () {
        asking = button.dataset.id;
        $("delete-ask-text").textContent = button.dataset.ask;
        ask.hidden = false;
        $("delete-no").focus();
      });
    });
    $("delete-no").addEventListener("click", function () { ask.hidden = true; asking = null; });
    $("delete-yes").addEventListener("click", function () {
      if (asking) { forget(asking); }
      home();
    });
    $("import").addEventListener("change", function (event) {
      var file = event.target.files[0];
      if (!file) { return; }
      file.text().then(function (text) {
        var answer = engine({ call: "import", name: file.name, text: text });
        if (answer.error) { home(answer.error); return; }
        if (!keep(newId(), answer.text)) { home(say("app-storage-full")); return; }
        home(answer.said);
      });
    });
    if (message) { $("message").textContent = message; }
  }

  function start() {
    show(engine({ call: "start-form", matches: kept(), again: param("again") }));
    var form = $("start");
    var variant = $("variant");
    var players = $("players");
    var dealer = $("dealer");
    var length = $("length");
    var number = $("number");
    var message = $("message");
    var wanted = parseInt(form.dataset.dealer, 10) || 0;
    function choices() {
      var answer = engine({
        call: "start-choices", variant: variant.value, players: players.value,
        recent: JSON.parse(form.dataset.recent || "[]")
      });
      var recent = $("recent");
      recent.innerHTML = "";
      (answer.recent || []).forEach(function (table) {
        var option = document.createElement("option");
        option.value = table;
        recent.appendChild(option);
      });
      var was = dealer.value === "" ? wanted : parseInt(dealer.value, 10);
      dealer.innerHTML = "";
      (answer.dealers || []).forEach(function (name, seat) {
        var option = document.createElement("option");
        option.value = String(seat);
        option.textContent = name;
        dealer.appendChild(option);
      });
      if (was < dealer.options.length) { dealer.value = String(was); }
      var chosen = length.value;
      length.innerHTML = "";
      (answer.lengths || []).forEach(function (l) {
        var option = document.createElement("option");
        option.value = l.value;
        option.textContent = l.said;
        option.dataset.number = l.number ? "1" : "";
        length.appendChild(option);
      });
      if (chosen) { length.value = chosen; }
      if (!length.value && length.options.length) { length.selectedIndex = 0; }
      numberField();
      $("description").textContent = answer.description || "";
      message.textContent = answer.error || "";
    }
    function numberField() {
      var option = length.options[length.selectedIndex];
      $("number-field").hidden = !(option && option.dataset.number);
    }
    $("filter").addEventListener("input", function (event) {
      var typed = event.target.value.trim().toLowerCase();
      var first = null;
      Array.prototype.forEach.call(variant.options, function (option) {
        var fits = !typed || option.dataset.find.indexOf(typed) >= 0;
        option.hidden = !fits;
        if (fits && !first) { first = option; }
      });
      var current = variant.options[variant.selectedIndex];
      if (first && (!current || current.hidden)) { variant.value = first.value; choices(); }
    });
    variant.addEventListener("change", choices);
    players.addEventListener("input", choices);
    length.addEventListener("change", numberField);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var answer = engine({
        call: "start", variant: variant.value, players: players.value,
        dealer: parseInt(dealer.value, 10) || 0, length: length.value, number: number.value
      });
      Array.prototype.forEach.call(form.querySelectorAll("[aria-invalid]"), function (f) {
        f.removeAttribute("aria-invalid");
      });
      if (answer.error) {
        message.textContent = answer.error;
        var field = form.elements[answer.field];
        if (field) { field.setAttribute("aria-invalid", "true"); field.focus(); }
        return;
      }
      var id = newId();
      if (!keep(id, answer.text)) { message.textContent = say("app-storage-full"); return; }
      location.href = "match.html?m=" + encodeURIComponent(id);
    });
    choices();
    players.focus();
  }

  function match() {
    var id = param("m");
    var text = stored(PREFIX + id);
    if (!id || !text) { home(say("app-not-found")); return; }
    var answer = engine({ call: "page", id: id, text: text });
    if (answer.error) { home(answer.error); return; }
    show(answer);
    // The page's requests, answered by the engine on the kept text; a change is kept
    // before the page hears of it, or refused when the browser cannot keep it.
    window.hartenjagenNet = {
      fetch: function (path, init) {
        var body = init && init.body ? String(init.body) : "";
        var current = stored(PREFIX + id) || "";
        var reply = engine({ call: "request", text: current, path: path, body: body });
        var status = reply.status;
        var out = reply.body;
        if (reply.text !== undefined && reply.text !== null && !keep(id, reply.text)) {
          status = 507;
          out = JSON.stringify({ error: say("app-storage-full"), code: "storage-full" });
        }
        var headers = { "content-type": reply.type || "application/json" };
        if (reply.version) { headers["x-hartenjagen-version"] = reply.version; }
        return Promise.resolve(new Response(out, { status: status, headers: headers }));
      },
      EventSource: null
    };
    $("export").addEventListener("click", function () {
      var file = new File([stored(PREFIX + id) || ""], $("export").dataset.file, { type: "application/toml" });
      if (navigator.canShare && navigator.canShare({ files: [file] }) && navigator.share) {
        navigator.share({ files: [file] }).catch(function () { download(file); });
      } else {
        download(file);
      }
    });
    var script = document.createElement("script");
    script.src = "page.js";
    document.body.appendChild(script);
  }
  function download(file) {
    var link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
  }

  function rules() { show(engine({ call: "rules", variant: param("game") || "" })); }

  function route() {
    var which = page();
    if (which === "new") { start(); } else if (which === "match") { match(); } else if (which === "rules") { rules(); } else { home(); }
  }

  // A trap inside the engine leaves it unusable: said, and the page loaded again.
  window.addEventListener("error", function (event) {
    if (exports && event.error instanceof WebAssembly.RuntimeError) {
      try { alert(say("app-crashed")); } catch (e) { /* the engine is gone too */ }
      location.reload();
    }
  });

  if ("serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register("sw.js").catch(function () {});
  }
  load().then(route);
})();

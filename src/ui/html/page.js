// hartenjagen serve: follows the match live, enters hands with the table's key, keeps the
// screen awake. Every sentence comes from the server, in the table's language.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("table-data").textContent);
  var words = data.words;
  var version = data.version;
  var key = new URLSearchParams(location.search).get("key");
  var live = document.getElementById("live");
  var offline = document.getElementById("offline");
  var form = document.getElementById("hand");
  var entry = document.getElementById("entry");

  function $(id) { return document.getElementById(id); }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) {
      return name in values ? values[name] : all;
    });
  }
  function total(points) {
    var text;
    if (typeof points === "number") {
      text = String(points);
    } else {
      text = String(points.re) + (points.im < 0 ? "-" : "+") + Math.abs(points.im) + "i";
    }
    return text.replace(/-/g, "\u2212");
  }
  function signed(points) {
    var re = typeof points === "number" ? points : points.re;
    var im = typeof points === "number" ? 0 : points.im;
    return (re > 0 || (re === 0 && im > 0) ? "+" : "") + total(points);
  }

  // The match live: every change anywhere arrives as an `update` event.
  function refresh(status) {
    return fetch("/live", { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      return response.text().then(function (html) {
        live.innerHTML = html;
        if (status) { followForm(status); }
      });
    });
  }
  function connect() {
    var events = new EventSource("/api/events?since=" + encodeURIComponent(version));
    events.addEventListener("update", function (event) {
      if (event.lastEventId) { version = event.lastEventId; }
      offline.hidden = true;
      refresh(JSON.parse(event.data));
    });
    events.onopen = function () { offline.hidden = true; };
    events.onerror = function () {
      offline.textContent = words.offline;
      offline.hidden = false;
    };
  }
  if (window.EventSource) { connect(); }

  // Keep the screen awake where the browser allows it.
  var lock = null;
  function stayAwake() {
    if (!navigator.wakeLock || document.visibilityState !== "visible" || lock) { return; }
    navigator.wakeLock.request("screen").then(function (l) {
      lock = l;
      l.addEventListener("release", function () { lock = null; });
    }).catch(function () {});
  }
  document.addEventListener("visibilitychange", stayAwake);
  document.addEventListener("click", stayAwake);
  stayAwake();

  if (!form) { return; }

  var message = $("message");
  var preview = $("preview");
  var confirmButton = $("confirm");
  var changeButton = $("change");
  var checkButton = $("check");
  var out = [];

  function say(text, ok) {
    message.textContent = text || "";
    message.className = ok ? "message ok" : "message";
  }
  function fields() { return form.querySelectorAll("input[name=took]"); }
  // A refusal names the part of the hand at fault ("moon", "took.Bob"): that field is marked
  // and gets the focus, so the table sees where to correct.
  function marked() { return form.querySelectorAll("[aria-invalid=true]"); }
  function unmark() {
    Array.prototype.forEach.call(marked(), function (f) { f.removeAttribute("aria-invalid"); });
  }
  function refused(json) {
    say(json.error);
    unmark();
    var name = json.field || "";
    var field = null;
    if (name.indexOf("took.") === 0) {
      field = Array.prototype.filter.call(fields(), function (f) {
        return "took." + f.dataset.player === name;
      })[0];
    } else if (name) {
      field = form.elements[name === "bid" ? "bidder" : name];
    }
    if (field && field.setAttribute) {
      field.setAttribute("aria-invalid", "true");
      field.focus();
    }
  }
  function restToLast() {
    var open = Array.prototype.filter.call(fields(), function (f) { return !f.disabled; });
    open.forEach(function (f, i) { f.value = i === open.length - 1 ? "rest" : ""; });
  }
  function followForm(status) {
    entry.hidden = status.finished;
    if (status.finished) { return; }
    var newOut = status.out || [];
    if (newOut.join("\n") !== out.join("\n")) {
      out = newOut;
      fields().forEach(function (f) { f.disabled = out.indexOf(f.dataset.player) >= 0; });
      restToLast();
    }
  }
  function value(name) {
    var field = form.elements[name];
    return field && field.value.trim() ? field.value.trim() : null;
  }
  function body() {
    var took = {};
    fields().forEach(function (f) {
      if (!f.disabled && f.value.trim()) { took[f.dataset.player] = f.value.trim(); }
    });
    var hand = {
      took: took, moon: value("moon"), renege: value("renege"), out: value("out"),
      dealer: value("dealer"), pass: value("pass")
    };
    if (form.elements.declare) { hand.declare = value("declare"); }
    if (form.elements.suit) {
      hand.suit = value("suit");
      hand.all_pass = form.elements.all_pass.checked;
      if (value("bidder") && value("bid")) {
        hand.bid = {};
        hand.bid[value("bidder")] = Number(value("bid"));
      }
    }
    if (form.elements.pay) {
      hand.pay = (value("pay") || "").split(/[,;\n]+/).filter(function (p) {
        return p.trim();
      }).map(function (p) {
        var m = /^(.+?)>(.+):\s*(-?\d+)\s*$/.exec(p.trim());
        return m ? { from: m[1].trim(), to: m[2].trim(), chips: Number(m[3]) } : { from: p.trim(), to: "", chips: 0 };
      });
    }
    return hand;
  }
  function send(path, hand) {
    return fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
      body: JSON.stringify(hand || {})
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    }).catch(function () { return { ok: false, json: { error: words.failed } }; });
  }
  function editing() {
    preview.hidden = true;
    confirmButton.hidden = true;
    changeButton.hidden = true;
    checkButton.hidden = false;
  }
  form.addEventListener("input", function () { editing(); say(""); unmark(); });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    say("");
    send("/api/check", body()).then(function (answer) {
      if (!answer.ok) { refused(answer.json); return; }
      var hand = answer.json.hands[answer.json.hands.length - 1];
      var points = Object.keys(hand.points).map(function (name) {
        return name + " " + signed(hand.points[name]);
      }).join(", ");
      preview.textContent = fill(words.preview, { number: hand.number, points: points });
      preview.hidden = false;
      confirmButton.hidden = false;
      changeButton.hidden = false;
      checkButton.hidden = true;
      confirmButton.focus();
    });
  });
  changeButton.addEventListener("click", function () { editing(); fields()[0].focus(); });
  confirmButton.addEventListener("click", function () {
    confirmButton.disabled = true;
    send("/api/record", body()).then(function (answer) {
      confirmButton.disabled = false;
      editing();
      if (!answer.ok) { refused(answer.json); return; }
      var hands = answer.json.hands;
      say(fill(words.saved, { number: hands.length ? hands[hands.length - 1].number : "" }), true);
      form.reset();
      restToLast();
      refresh(answer.json);
    });
  });
  $("undo").addEventListener("click", function () {
    $("undo-ask").hidden = false;
    $("undo").hidden = true;
    $("undo-no").focus();
  });
  $("undo-no").addEventListener("click", function () {
    $("undo-ask").hidden = true;
    $("undo").hidden = false;
  });
  $("undo-yes").addEventListener("click", function () {
    $("undo-ask").hidden = true;
    $("undo").hidden = false;
    send("/api/undo").then(function (answer) {
      if (!answer.ok) { say(answer.json.error); return; }
      say(words.undone, true);
      refresh(answer.json);
    });
  });
})();

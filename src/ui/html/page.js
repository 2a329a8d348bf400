// hartenjagen serve: follows the match live, enters hands with the table's key, keeps the
// screen awake. Every sentence comes from the server, in the table's language.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("table-data").textContent);
  var words = data.words;
  var version = data.version;
  // Where the match's addresses start: "" for `serve`, "/t/N" for a table of a club evening.
  var base = data.base || "";
  // Where the page sees the match: the hand being entered and the entries (hands, misdeals),
  // the number before the dot of the live feed's version. A change sends back what the page
  // showed, so that a hand is never saved twice.
  function entriesOf(v) { var n = parseInt(v, 10); return isNaN(n) ? null : n; }
  var seen = { hand: data.hand, entries: entriesOf(version) };
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
    return fetch(base + "/live", { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      return response.text().then(function (html) {
        live.innerHTML = html;
        if (status) { followForm(status); }
      });
    });
  }
  function connect() {
    var round = data.round ? "&round=" + encodeURIComponent(data.round) : "";
    var events = new EventSource(base + "/api/events?since=" + encodeURIComponent(version) + round);
    events.addEventListener("update", function (event) {
      if (event.lastEventId) { version = event.lastEventId; }
      offline.hidden = true;
      var status = JSON.parse(event.data);
      seen = { hand: status.next ? status.next.number : null, entries: entriesOf(version) };
      refresh(status);
    });
    // A table of a club evening: a draw or a closed round changes what this page is for (a
    // typed hand stays in the draft).
    events.addEventListener("round", function () { location.reload(); });
    events.onopen = function () { offline.hidden = true; };
    events.onerror = function () {
      offline.textContent = typedSomething() ? words.draftKept : words.offline;
      offline.hidden = false;
    };
  }
  // Whether the entry form holds anything typed (then a lost connection says it is kept).
  function typedSomething() {
    var typed = form ? form.querySelectorAll("input[name=took], input[name=out], input[name=expose]") : [];
    return Array.prototype.some.call(typed, function (f) {
      return f.value.trim() && f.value.trim() !== "rest";
    });
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

  // "Add to Home screen" opens the table's address, key and all.
  var manifest = document.querySelector("link[rel=manifest]");
  if (manifest && key) { manifest.href = base + "/manifest.webmanifest?key=" + encodeURIComponent(key); }

  var message = $("message");
  var preview = $("preview");
  var confirmButton = $("confirm");
  var changeButton = $("change");
  var checkButton = $("check");
  var out = [];
  var confirmLabel = confirmButton.textContent;
  // What the preview showed: the hand Save saves, as that number or not at all.
  var previewed = null;

  function say(text, ok) {
    message.textContent = text || "";
    message.className = ok ? "message ok" : "message";
  }
  function fields() { return form.querySelectorAll("input[name=took]"); }
  function openFields() {
    return Array.prototype.filter.call(fields(), function (f) { return !f.disabled; });
  }
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
    var open = openFields();
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
    if (form.elements.expose) { hand.expose = value("expose"); }
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
  function withSeen(hand, at) {
    if (at && at.hand !== null && at.hand !== undefined) { hand.hand = at.hand; }
    if (at && at.entries !== null && at.entries !== undefined) { hand.entries = at.entries; }
    return hand;
  }
  // An answer that never came (`lost`) is not a refusal: the change may have been made.
  function send(path, hand) {
    // A table of a club evening: the draw the page was made for, refused once drawn again.
    if (data.round) { path += "?round=" + encodeURIComponent(data.round); }
    return fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
      body: JSON.stringify(hand || {})
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    }).catch(function () { return { ok: false, lost: true, json: { error: words.failed } }; });
  }
  function movedOn(answer) { return !answer.ok && answer.json.code === "match-moved-on"; }
  function adopt(json) { seen = { hand: json.hand, entries: json.entries }; }
  function editing() {
    preview.hidden = true;
    confirmButton.hidden = true;
    changeButton.hidden = true;
    checkButton.hidden = false;
  }
  // The moon, where the shooter chooses, is a question asked when the typed hand is one.
  var moonAsk = $("moon-ask");
  function moonChosen(choice) { if (form.elements.moon) { form.elements.moon.value = choice || ""; } }
  function askMoon(json) {
    if (!moonAsk) { return false; }
    $("moon-question").textContent = json.error;
    var choices = $("moon-choices");
    choices.textContent = "";
    (json.choices || []).forEach(function (choice) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = choice.label;
      button.addEventListener("click", function () {
        moonChosen(choice.value);
        moonAsk.hidden = true;
        showPoints("", false, true);
      });
      choices.appendChild(button);
    });
    moonAsk.hidden = false;
    say("");
    choices.firstChild && choices.firstChild.focus();
    return true;
  }

  // The typed hand, kept in the browser until it is saved: a lost connection or a reload
  // loses nothing. Kept for the hand it was typed for only.
  var draftKey = "hartenjagen-draft:" + location.host + ":" + data.players.join(",");
  function keepDraft() {
    try {
      var kept = { hand: seen.hand, fields: {} };
      Array.prototype.forEach.call(form.querySelectorAll("input[name=took], input[name=out], input[name=expose], input[name=bid], input[name=pay]"), function (f) {
        kept.fields[(f.dataset.player ? "took." + f.dataset.player : f.name)] = f.value;
      });
      localStorage.setItem(draftKey, JSON.stringify(kept));
    } catch (e) { /* no storage: nothing kept */ }
  }
  function dropDraft() { try { localStorage.removeItem(draftKey); } catch (e) { /* none */ } }
  function restoreDraft() {
    var kept = null;
    try { kept = JSON.parse(localStorage.getItem(draftKey) || "null"); } catch (e) { kept = null; }
    if (!kept || kept.hand !== seen.hand || !kept.fields) { return false; }
    Array.prototype.forEach.call(form.querySelectorAll("input[name=took], input[name=out], input[name=expose], input[name=bid], input[name=pay]"), function (f) {
      var name = f.dataset.player ? "took." + f.dataset.player : f.name;
      if (name in kept.fields && !f.disabled) { f.value = kept.fields[name]; }
    });
    return true;
  }

  // The points appear by themselves once what is typed makes a whole hand; a refusal is only
  // said when asked for (Enter on the last field, "Show the points", a moon answer), not
  // while typing.
  var typing = 0;
  var waiting = null;
  form.addEventListener("input", function (event) {
    editing();
    say("");
    unmark();
    if (event.target.name === "took" || event.target.name === "out") {
      moonChosen("");
      if (moonAsk) { moonAsk.hidden = true; }
    }
    keepDraft();
    typing += 1;
    clearTimeout(waiting);
    var mine = typing;
    waiting = setTimeout(function () { if (mine === typing) { showPoints("", false, false); } }, 600);
  });
  // Enter goes to the next player's field; on the last one it asks for the points. Never a
  // save: Save needs its own tap, after the points are shown.
  form.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.target.tagName !== "INPUT") { return; }
    event.preventDefault();
    var open = openFields();
    var at = open.indexOf(event.target);
    if (at >= 0 && at < open.length - 1) {
      open[at + 1].focus();
      open[at + 1].select();
    } else {
      clearTimeout(waiting);
      showPoints("", false, true);
    }
  });
  // The points of the typed hand as the next hand of the match as it is now; `note` says
  // what changed when the match moved on since the page last showed it; `asked` says the
  // table asked (a refusal is then said).
  function showPoints(note, retried, asked) {
    var at = { hand: seen.hand, entries: seen.entries };
    var mine = typing;
    send(base + "/api/check", withSeen(body(), at)).then(function (answer) {
      if (mine !== typing && !asked) { return; }
      if (movedOn(answer) && !retried) {
        adopt(answer.json);
        refresh();
        showPoints(note || answer.json.error, true, asked);
        return;
      }
      if (!answer.ok) {
        if (answer.json.code === "moon-choice-missing" && askMoon(answer.json)) { return; }
        if (asked) { refused(answer.json); }
        return;
      }
      var hand = answer.json.hands[answer.json.hands.length - 1];
      var points = Object.keys(hand.points).map(function (name) {
        return name + " " + signed(hand.points[name]);
      }).join(", ");
      previewed = { hand: hand.number, entries: at.entries };
      say(note || "");
      var moon = hand.moon ? fill(words.moonShot, { name: hand.moon }) + " " : "";
      preview.textContent = moon + fill(words.preview, { number: hand.number, points: points });
      preview.hidden = false;
      confirmButton.textContent = note ? fill(words.saveAsNext, { number: hand.number }) : confirmLabel;
      confirmButton.hidden = false;
      changeButton.hidden = false;
      checkButton.hidden = true;
      if (asked) { confirmButton.focus(); }
    });
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    say("");
    clearTimeout(waiting);
    showPoints("", false, true);
  });
  // No answer to a save: what the match holds now says whether it was saved.
  function lost(sent) {
    fetch(base + "/api/status", { cache: "no-store" }).then(function (response) {
      if (!response.ok) { throw new Error("no status"); }
      return response.json();
    }).then(function (status) {
      var now = status.next ? status.next.number : status.hands.length + 1;
      if (sent && now > sent.hand) {
        editing();
        say(fill(words.lostSaved, { number: sent.hand }));
        refresh(status);
      } else {
        say(fill(words.lostNotSaved, { number: sent ? sent.hand : "" }));
      }
    }).catch(function () { say(words.lostUnknown); });
  }
  changeButton.addEventListener("click", function () { editing(); fields()[0].focus(); });
  confirmButton.addEventListener("click", function () {
    confirmButton.disabled = true;
    var sent = previewed;
    send(base + "/api/record", withSeen(body(), sent)).then(function (answer) {
      confirmButton.disabled = false;
      if (answer.lost) { lost(sent); return; }
      if (movedOn(answer)) {
        adopt(answer.json);
        refresh();
        showPoints(answer.json.error, true, true);
        return;
      }
      editing();
      if (!answer.ok) { refused(answer.json); return; }
      // The page's own save moves it on at once (the live feed says the same a moment later).
      seen = {
        hand: answer.json.next ? answer.json.next.number : null,
        entries: sent && sent.entries !== null ? sent.entries + 1 : null
      };
      var hands = answer.json.hands;
      say(fill(words.saved, { number: hands.length ? hands[hands.length - 1].number : "" }), true);
      form.reset();
      moonChosen("");
      dropDraft();
      restToLast();
      // The next hand starts where this one did: in the first player's field.
      var first = openFields()[0];
      if (first) { first.focus(); }
      refresh(answer.json);
    });
  });
  var askText = $("undo-ask-text").textContent;
  $("undo").addEventListener("click", function () {
    // The question names what would go ("Remove hand 8 (Dee dealt; …)?"), as the match is now.
    var question = $("undo-question");
    $("undo-ask-text").textContent = question ? question.textContent : askText;
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
    send(base + "/api/undo", withSeen({}, { entries: seen.entries })).then(function (answer) {
      if (answer.lost) { say(words.lostUndo); return; }
      if (movedOn(answer)) { adopt(answer.json); refresh(); }
      if (!answer.ok) { say(answer.json.error); return; }
      seen = {
        hand: answer.json.next ? answer.json.next.number : null,
        entries: seen.entries !== null ? seen.entries - 1 : null
      };
      say(words.undone, true);
      refresh(answer.json);
    });
  });

  // On load: what was typed before (a reload, a lost connection) comes back, and the first
  // player's field has the focus, so typing can start at once.
  if (!entry.hidden) {
    if (restoreDraft()) { setTimeout(function () { showPoints("", false, false); }, 0); }
    var first = openFields()[0];
    if (first) { first.focus(); }
  }
})();

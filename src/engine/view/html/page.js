// hartenjagen serve: follows the match live, enters hands with the table's key, keeps the
// screen awake. Every sentence comes from the server, in the table's language. The phone app
// (app/) runs this same script, its requests answered by the engine in the browser
// (`window.hartenjagenNet`) instead of a server.
(function () {
  "use strict";
  var net = window.hartenjagenNet || {
    fetch: function (path, init) { return fetch(path, init); },
    EventSource: window.EventSource
  };
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
  // The version of the match the live part on screen shows (undo's question is about it).
  var shown = version;
  var key = new URLSearchParams(location.search).get("key");
  var live = document.getElementById("live");
  var offline = document.getElementById("offline");
  var form = document.getElementById("hand");
  var entry = document.getElementById("entry");
  // What the entry form adds to the live part each time it comes (the hands' Edit buttons).
  var decorate = function () {};

  function $(id) { return document.getElementById(id); }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, name) {
      return name in values ? values[name] : all;
    });
  }
  // Whole names in the hands' headings wherever they fit: each table is tried with them and
  // keeps the short ones only where it would then be wider than its box.
  function fitNames() {
    Array.prototype.forEach.call(document.querySelectorAll("table.hands"), function (table) {
      var box = table.parentElement;
      table.classList.add("names-fit");
      if (box.scrollWidth > box.clientWidth + 1 || table.getBoundingClientRect().right > box.getBoundingClientRect().right + 1) {
        table.classList.remove("names-fit");
      }
    });
  }
  fitNames();
  window.addEventListener("resize", fitNames);

  // The match live: every change anywhere arrives as an `update` event.
  function refresh(status) {
    return net.fetch(base + "/live", { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      var at = response.headers.get("x-hartenjagen-version");
      return response.text().then(function (html) {
        live.innerHTML = html;
        shown = at;
        fitNames();
        decorate();
        if (status) { followForm(status); }
      });
    });
  }
  var events = null;
  function connect() {
    if (events) { return; }
    var round = data.round ? "&round=" + encodeURIComponent(data.round) : "";
    events = new net.EventSource(base + "/api/events?since=" + encodeURIComponent(version) + round);
    events.addEventListener("update", function (event) {
      if (event.lastEventId) { version = event.lastEventId; }
      backOnline();
      var status = JSON.parse(event.data);
      seen = { hand: status.next ? status.next.number : null, entries: entriesOf(version) };
      refresh(status);
    });
    // A table of a club evening: a draw or a closed round changes what this page is for (a
    // typed hand stays in the draft).
    events.addEventListener("round", function () { location.reload(); });
    events.onopen = backOnline;
    events.onerror = function () {
      offline.textContent = typedSomething() ? words.draftKept : words.offline;
      offline.hidden = false;
    };
  }
  // The rest, as the engine reads it: the word filled in for the last player still in, then
  // every word for it.
  var restWords = data.rest || [];
  function isRest(value) { return restWords.indexOf(value.trim().toLowerCase()) >= 0; }
  // Whether the entry form holds anything typed (then a lost connection says it is kept).
  function typedSomething() {
    var typed = form ? form.querySelectorAll("input[name=took], input[name=out], input[name=expose]") : [];
    return Array.prototype.some.call(typed, function (f) {
      return f.value.trim() && !isRest(f.value);
    });
  }
  // The connection back: the notice goes, and so does what a failed save or undo said.
  var connectionSaid = function () {};
  function backOnline() {
    offline.hidden = true;
    connectionSaid();
  }
  // A hidden or left page lets go of its feed (a browser keeps six connections to a server,
  // and every open feed holds one); shown again, it catches up from the version it shows.
  function pause() { if (events) { events.close(); events = null; } }
  function follow() { if (document.visibilityState === "hidden") { pause(); } else { connect(); } }
  if (net.EventSource) {
    document.addEventListener("visibilitychange", follow);
    window.addEventListener("pagehide", pause);
    window.addEventListener("pageshow", follow);
    follow();
  }

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
  var againButton = $("again");
  var discardButton = $("discard");
  var out = [];
  var confirmLabel = confirmButton.textContent;
  // What the preview showed: the hand Save saves, as that number or not at all.
  var previewed = null;
  // Where the match was when this hand began to be typed: it is checked and saved as that
  // hand, so that a hand saved meanwhile elsewhere is said, never silently saved again.
  var typedAt = null;
  // What was typed, kept after a hand already saved elsewhere was cleared ("Enter it again").
  var discarded = null;
  // The number of the saved hand being corrected (its Edit tapped), or null: entering.
  var correcting = null;
  var editNote = $("edit-note");
  var cancelButton = $("edit-cancel");

  function say(text, ok) {
    message.textContent = text || "";
    message.className = ok ? "message ok" : "message";
    aboutConnection = false;
  }
  // What the page said about a connection that failed: it goes once the connection is back.
  var aboutConnection = false;
  function sayGone(text) {
    say(text);
    aboutConnection = true;
  }
  connectionSaid = function () { if (aboutConnection) { say(""); } };
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
  // The rest is filled in for the last player still in (`data-rest` marks it), as the form
  // was made; a rest typed in another field takes its place there.
  function restToLast() {
    var open = openFields();
    fields().forEach(function (f) { f.removeAttribute("data-rest"); });
    open.forEach(function (f, i) {
      var last = i === open.length - 1;
      f.value = last ? restWords[0] || "" : "";
      if (last) { f.setAttribute("data-rest", ""); }
    });
  }
  function restTyped(field) {
    if (field.name !== "took") { return; }
    field.removeAttribute("data-rest");
    if (!isRest(field.value)) { return; }
    Array.prototype.forEach.call(form.querySelectorAll("input[name=took][data-rest]"), function (f) {
      if (isRest(f.value)) { f.value = ""; }
      f.removeAttribute("data-rest");
    });
  }
  function followForm(status) {
    entry.hidden = status.finished;
    if (status.finished) { return; }
    var newOut = status.out || [];
    if (newOut.join("\n") !== out.join("\n")) {
      out = newOut;
      if (correcting !== null) { return; }
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
  // An answer that never came (`lost`) is not a refusal: the change may have been made. A
  // request sent while the live feed had lost the server (`refused`) reached nothing.
  function send(path, hand) {
    var down = !offline.hidden;
    // A table of a club evening: the draw the page was made for, refused once drawn again.
    if (data.round) { path += "?round=" + encodeURIComponent(data.round); }
    return net.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Authorization": "Bearer " + key },
      body: JSON.stringify(hand || {})
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, status: response.status, json: json };
      });
    }).catch(function () {
      return { ok: false, lost: !down, refused: down, json: { error: words.failed } };
    });
  }
  function movedOn(answer) { return !answer.ok && answer.json.code === "match-moved-on"; }
  function keyRefused(answer) { return !answer.ok && answer.status === 401; }
  function adopt(json) { seen = { hand: json.hand, entries: json.entries }; }
  function here() { return { hand: seen.hand, entries: seen.entries }; }
  function editing() {
    preview.hidden = true;
    confirmButton.hidden = true;
    changeButton.hidden = true;
    againButton.hidden = true;
    discardButton.hidden = true;
    checkButton.hidden = false;
    // Correcting a saved hand: its points are said once saved, Save is there at once.
    if (correcting !== null) {
      checkButton.hidden = true;
      confirmButton.textContent = words.editSave;
      confirmButton.hidden = false;
    }
  }
  var typedFields = "input[name=took], input[name=out], input[name=expose], input[name=bid], input[name=pay]";
  function typedValues() {
    var values = {};
    Array.prototype.forEach.call(form.querySelectorAll(typedFields), function (f) {
      values[(f.dataset.player ? "took." + f.dataset.player : f.name)] = f.value;
    });
    return values;
  }
  // The form emptied for the next hand, as after a save.
  function clearTyped() {
    form.reset();
    moonChosen("");
    dropDraft();
    restToLast();
    unmark();
    typedAt = null;
  }
  // The moon, where the shooter chooses, is a question asked when the typed hand is one.
  var moonAsk = $("moon-ask");
  function moonChosen(choice) { if (form.elements.moon) { form.elements.moon.value = choice || ""; } }
  // The focus moves to the first answer only when the table asked (Enter, "Show the points"):
  // the automatic check while typing leaves it, and a phone's keyboard, where it is.
  function askMoon(json, asked) {
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
        showPoints("", true);
      });
      choices.appendChild(button);
    });
    moonAsk.hidden = false;
    say("");
    if (asked && choices.firstChild) { choices.firstChild.focus(); }
    return true;
  }

  // The typed hand, kept in the browser until it is saved: a lost connection or a reload
  // loses nothing. Kept for the hand it was typed for only.
  var draftKey = "hartenjagen-draft:" + location.host + ":" + data.players.join(",");
  function keepDraft() {
    try {
      var at = typedAt || seen;
      var kept = { hand: at.hand, fields: typedValues() };
      localStorage.setItem(draftKey, JSON.stringify(kept));
    } catch (e) { /* no storage: nothing kept */ }
  }
  function dropDraft() { try { localStorage.removeItem(draftKey); } catch (e) { /* none */ } }
  function putBack(values) {
    Array.prototype.forEach.call(form.querySelectorAll(typedFields), function (f) {
      var name = f.dataset.player ? "took." + f.dataset.player : f.name;
      if (name in values && !f.disabled) { f.value = values[name]; }
      // The rest filled in stays the page's only where it still holds it.
      if (f.hasAttribute("data-rest") && !isRest(f.value)) { f.removeAttribute("data-rest"); }
    });
  }
  function restoreDraft() {
    var kept = null;
    try { kept = JSON.parse(localStorage.getItem(draftKey) || "null"); } catch (e) { kept = null; }
    if (!kept || kept.hand !== seen.hand || !kept.fields) { return false; }
    putBack(kept.fields);
    typedAt = here();
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
    discarded = null;
    restTyped(event.target);
    if (correcting !== null) { return; }
    if (!typedAt) { typedAt = here(); }
    if (event.target.name === "took" || event.target.name === "out") {
      moonChosen("");
      if (moonAsk) { moonAsk.hidden = true; }
    }
    keepDraft();
    typing += 1;
    clearTimeout(waiting);
    var mine = typing;
    waiting = setTimeout(function () { if (mine === typing) { showPoints("", false); } }, 600);
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
    } else if (correcting !== null) {
      confirmButton.focus();
    } else {
      clearTimeout(waiting);
      showPoints("", true);
    }
  });
  // The points of the typed hand as the hand it was typed for (`as`, else where the typing
  // began); `note` says what changed when the match moved on since, and `asNext` that Save
  // then saves it as the next hand; `asked` says the table asked (a refusal is then said).
  function showPoints(note, asked, as, asNext) {
    var at = as || typedAt || here();
    var mine = typing;
    send(base + "/api/check", withSeen(body(), at)).then(function (answer) {
      if (mine !== typing && !asked) { return; }
      if (movedOn(answer) && !as) {
        movedOnAnswer(answer.json, asked);
        return;
      }
      if (!answer.ok) {
        if (answer.json.code === "moon-choice-missing" && askMoon(answer.json, asked)) { return; }
        if (asked || keyRefused(answer)) {
          refused(answer.json);
          if (note) { say(note + " " + answer.json.error); }
        } else if (note) {
          say(note);
        }
        return;
      }
      var hand = answer.json.hands[answer.json.hands.length - 1];
      previewed = { hand: hand.number, entries: at.entries };
      say(note || "");
      // The server's words, a line each: the points, then what the saved hand's note will
      // say (a bid and the pot, who lost a life) and the card points that decided it.
      preview.textContent = "";
      (answer.json.preview || []).forEach(function (line) {
        var each = document.createElement("div");
        each.textContent = line;
        preview.appendChild(each);
      });
      preview.hidden = false;
      confirmButton.textContent = asNext ? fill(words.saveAsNext, { number: hand.number }) : confirmLabel;
      confirmButton.hidden = false;
      changeButton.hidden = false;
      discardButton.hidden = !asNext;
      checkButton.hidden = true;
      // Saving a hand as another number than it was typed for is a step of its own: the
      // focus stays off Save.
      if (asked && !asNext) { confirmButton.focus(); }
    });
  }
  // The match moved on since this hand began to be typed. The server says whether a hand
  // saved meanwhile under its number is the one typed: then the typed one is cleared (saving
  // it again is a step of its own); else the page says so and offers the next number.
  function movedOnAnswer(json, asked) {
    adopt(json);
    refresh();
    if (json.same === true) {
      discarded = typedValues();
      clearTyped();
      editing();
      say(json.error + " " + words.cleared, true);
      againButton.textContent = fill(words.enterAgain, { number: seen.hand });
      againButton.hidden = seen.hand === null || seen.hand === undefined;
      return;
    }
    if (json.same !== false) {
      // A misdeal or a removal meanwhile: the typed hand is for the hand being entered now.
      typedAt = here();
    }
    showPoints(json.error, asked, here(), json.same === false);
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (correcting !== null) { return; }
    say("");
    clearTimeout(waiting);
    showPoints("", true);
  });
  // No answer to a save: the server, asked about the same hand again (saving nothing), says
  // whether it is in the match now.
  function lost(sent, typed) {
    if (!sent || sent.hand === null || sent.hand === undefined) { lostStatus(sent); return; }
    send(base + "/api/check", withSeen(typed, sent)).then(function (answer) {
      if (answer.lost || answer.refused) { sayGone(words.lostUnknown); return; }
      if (movedOn(answer) && answer.json.same === true) {
        adopt(answer.json);
        clearTyped();
        editing();
        say(fill(words.lostSavedSame, { number: sent.hand }), true);
        refresh();
        var first = openFields()[0];
        if (first) { first.focus(); }
        return;
      }
      if (movedOn(answer)) { movedOnAnswer(answer.json, true); return; }
      say(fill(words.lostNotSaved, { number: sent.hand }));
    });
  }
  // Without a hand number: what the match holds now says whether it was saved.
  function lostStatus(sent) {
    net.fetch(base + "/api/status", { cache: "no-store" }).then(function (response) {
      if (!response.ok) { throw new Error("no status"); }
      return response.json();
    }).then(function (status) {
      var now = status.next ? status.next.number : status.hands.length + 1;
      if (sent && now > sent.hand) {
        clearTyped();
        editing();
        say(fill(words.lostSaved, { number: sent.hand }));
        refresh(status);
      } else {
        say(fill(words.lostNotSaved, { number: sent ? sent.hand : "" }));
      }
    }).catch(function () { say(words.lostUnknown); });
  }
  changeButton.addEventListener("click", function () { editing(); fields()[0].focus(); });
  // "Enter it again as hand 5": what was cleared comes back, as the hand being entered now;
  // Save is then one more tap.
  againButton.addEventListener("click", function () {
    var values = discarded;
    discarded = null;
    if (!values) { return; }
    editing();
    putBack(values);
    typedAt = here();
    keepDraft();
    showPoints("", true, typedAt, true);
  });
  discardButton.addEventListener("click", function () {
    clearTyped();
    editing();
    say("");
    var first = openFields()[0];
    if (first) { first.focus(); }
  });
  confirmButton.addEventListener("click", function () {
    if (correcting !== null) { saveCorrection(); return; }
    confirmButton.disabled = true;
    var sent = previewed;
    var typed = body();
    send(base + "/api/record", withSeen(typed, sent)).then(function (answer) {
      confirmButton.disabled = false;
      if (answer.refused) { sayGone(words.notSent); return; }
      if (answer.lost) { lost(sent, typed); return; }
      if (movedOn(answer)) {
        movedOnAnswer(answer.json, true);
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
      clearTyped();
      // The next hand starts where this one did: in the first player's field.
      var first = openFields()[0];
      if (first) { first.focus(); }
      refresh(answer.json);
    });
  });
  // Correcting a saved hand: its Edit fills the form with the hand's cards as saved; Save
  // sends them to /api/edit as that hand's; Cancel (or the answer) goes back to entering the
  // next hand, with what was typed for it before.
  function startCorrection(number) {
    net.fetch(base + "/api/hand?number=" + encodeURIComponent(number), { cache: "no-store" })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (answer) {
        if (!answer.ok) { say(answer.json.error); return; }
        correcting = number;
        form.reset();
        moonChosen("");
        if (moonAsk) { moonAsk.hidden = true; }
        unmark();
        var took = answer.json.took || {};
        fields().forEach(function (f) {
          f.disabled = false;
          f.value = took[f.dataset.player] || "";
          f.removeAttribute("data-rest");
        });
        if (form.elements.out) { form.elements.out.value = answer.json.out || ""; }
        if (form.elements.expose) { form.elements.expose.value = answer.json.expose || ""; }
        editNote.textContent = fill(words.editNote, { number: number });
        editNote.hidden = false;
        cancelButton.hidden = false;
        $("undo").hidden = true;
        $("misdeal").hidden = true;
        say("");
        editing();
        entry.scrollIntoView();
        var first = openFields()[0];
        if (first) { first.focus(); }
      })
      .catch(function () { say(words.failed); });
  }
  function endCorrection() {
    correcting = null;
    editNote.hidden = true;
    cancelButton.hidden = true;
    $("undo").hidden = false;
    $("misdeal").hidden = false;
    confirmButton.textContent = confirmLabel;
    form.reset();
    moonChosen("");
    fields().forEach(function (f) { f.disabled = out.indexOf(f.dataset.player) >= 0; });
    restToLast();
    unmark();
    typedAt = null;
    editing();
    if (restoreDraft()) { showPoints("", false); }
    var first = openFields()[0];
    if (first) { first.focus(); }
  }
  function saveCorrection() {
    var hand = body();
    // Left out, a fact is kept: an empty payments field says nothing about them.
    if (hand.pay && !hand.pay.length) { delete hand.pay; }
    hand.number = correcting;
    confirmButton.disabled = true;
    send(base + "/api/edit", withSeen(hand, here())).then(function (answer) {
      confirmButton.disabled = false;
      if (movedOn(answer)) {
        if (answer.json.hand !== undefined) { adopt(answer.json); }
        refresh();
        say(answer.json.error);
        return;
      }
      if (!answer.ok) { refused(answer.json); return; }
      var said = answer.json.edit ? answer.json.edit.said : "";
      endCorrection();
      say(said, true);
      refresh(answer.json);
    });
  }
  cancelButton.addEventListener("click", function () { endCorrection(); say(""); });
  // The last few saved hands, newest first, as numbers to tap below the form (the hands
  // list itself has no room to spare on a phone).
  var editHands = $("edit-hands");
  decorate = function () {
    var rows = live.querySelectorAll(".all-hands tbody:not(.sum) tr:not(.note) th[scope=row]");
    Array.prototype.forEach.call(editHands.querySelectorAll("button"), function (b) { b.remove(); });
    var numbers = Array.prototype.map.call(rows, function (cell) {
      return parseInt(cell.textContent, 10);
    }).filter(function (number) { return !isNaN(number); }).slice(0, 6);
    numbers.forEach(function (number) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "quiet edit-hand";
      button.dataset.number = String(number);
      button.textContent = String(number);
      button.title = fill(words.editHand, { number: number });
      button.setAttribute("aria-label", button.title);
      button.addEventListener("click", function () { startCorrection(number); });
      editHands.appendChild(button);
    });
    editHands.hidden = !numbers.length;
  };
  decorate();
  var askText = $("undo-ask-text").textContent;
  // The version of the match the open question is about: the undo carries it, and the
  // server refuses it once the match has changed since (nothing else is then removed).
  var askedAbout = null;
  $("undo").addEventListener("click", function () {
    // The question names what would go ("Remove hand 8 (Dee dealt; …)?"), as the match on
    // screen is.
    askedAbout = shown;
    var question = $("undo-question");
    $("undo-ask-text").textContent = question ? question.textContent : askText;
    $("undo-ask").hidden = false;
    $("undo").hidden = true;
    $("undo-no").focus();
  });
  // The question answered, the focus goes where the table goes on (never to the page
  // itself, as when the button that had it is hidden): "No" back to the undo button, an
  // entry removed to the first player's field, for the hand to enter again.
  function firstField() {
    var first = openFields()[0];
    if (first && !entry.hidden) { first.focus(); } else { $("undo").focus(); }
  }
  $("undo-no").addEventListener("click", function () {
    $("undo-ask").hidden = true;
    $("undo").hidden = false;
    $("undo").focus();
  });
  $("undo-yes").addEventListener("click", function () {
    $("undo-ask").hidden = true;
    $("undo").hidden = false;
    $("undo").focus();
    var asked = askedAbout ? { version: askedAbout } : withSeen({}, { entries: seen.entries });
    askedAbout = null;
    send(base + "/api/undo", asked).then(function (answer) {
      if (answer.refused) { sayGone(words.notSentUndo); return; }
      if (answer.lost) { sayGone(words.lostUndo); return; }
      if (movedOn(answer)) { refresh(); }
      if (!answer.ok) { say(answer.json.error); return; }
      seen = {
        hand: answer.json.next ? answer.json.next.number : null,
        entries: seen.entries !== null ? seen.entries - 1 : null
      };
      say(words.undone, true);
      refresh(answer.json).then(firstField, firstField);
    });
  });

  // A misdeal, asked first: the same dealer deals again, nothing is scored.
  $("misdeal").addEventListener("click", function () {
    $("misdeal-ask").hidden = false;
    $("misdeal").hidden = true;
    $("misdeal-no").focus();
  });
  $("misdeal-no").addEventListener("click", function () {
    $("misdeal-ask").hidden = true;
    $("misdeal").hidden = false;
    $("misdeal").focus();
  });
  $("misdeal-yes").addEventListener("click", function () {
    $("misdeal-ask").hidden = true;
    $("misdeal").hidden = false;
    send(base + "/api/misdeal", withSeen({}, here())).then(function (answer) {
      if (answer.refused) { sayGone(words.notSent); return; }
      if (answer.lost) { sayGone(words.lostUnknown); return; }
      if (movedOn(answer)) { refresh(); }
      if (!answer.ok) { say(answer.json.error); return; }
      seen = {
        hand: answer.json.next ? answer.json.next.number : null,
        entries: seen.entries !== null ? seen.entries + 1 : null
      };
      say(answer.json.said, true);
      refresh(answer.json).then(firstField, firstField);
    });
  });

  // On load: what was typed before (a reload, a lost connection) comes back, and the first
  // player's field has the focus, so typing can start at once.
  if (!entry.hidden) {
    if (restoreDraft()) { setTimeout(function () { showPoints("", false); }, 0); }
    var first = openFields()[0];
    if (first) { first.focus(); }
  }
})();

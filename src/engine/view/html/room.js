// hartenjagen club serve: the room, "where do I sit?" and a waiting table follow the evening
// live. An `update` (a hand at any table, a draw, a close) refreshes the live part, or loads
// the page again where it has none; a `round` (this table's match changed) loads it again.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("room-data").textContent);
  var version = data.version;
  var live = document.getElementById("live");
  var offline = document.getElementById("offline");
  // On a TV the evening's ranking shows everyone: in as many columns as fit beside the
  // tables (its type stays as it is), and beyond that in pages that turn every 10 s, the
  // page said with where everyone is ("where do I sit?"). No row is ever cut in half.
  var tv = window.matchMedia ? window.matchMedia("(min-width: 60.01rem)") : null;
  var page = 0;
  var turning = null;
  function fit() {
    if (turning) { clearInterval(turning); turning = null; }
    var section = document.querySelector(".room-ranking");
    var table = section && section.querySelector("table");
    var pager = section && section.querySelector(".pages");
    if (!table || !pager || !tv || !tv.matches) { return; }
    if (section.ranking === undefined) { section.ranking = section.innerHTML; }
    section.innerHTML = section.ranking;
    table = section.querySelector("table");
    pager = section.querySelector(".pages");
    var rows = Array.prototype.slice.call(table.querySelectorAll("tbody tr"));
    var head = table.querySelector("thead");
    // Beside the ranking: the tables' cards, or once the evening is over its prizes.
    var tables = document.querySelector(".room-tables") || document.querySelector(".room-winners");
    var where = document.querySelector(".where");
    var bottom = innerHeight - (where ? where.getBoundingClientRect().height + 12 : 0) - 4;
    pager.textContent = fill(1, 1);
    pager.hidden = false;
    var rowHeight = Math.max.apply(null, rows.map(function (r) { return r.getBoundingClientRect().height; }));
    var top = table.getBoundingClientRect().top + head.getBoundingClientRect().height;
    var perColumn = Math.max(1, Math.floor((bottom - pager.getBoundingClientRect().height - top) / rowHeight));
    var columns = Math.ceil(rows.length / perColumn);
    var holder = document.createElement("div");
    holder.className = "columns";
    section.insertBefore(holder, table);
    var parts = [];
    function split(count) {
      holder.innerHTML = "";
      parts = [];
      for (var c = 0; c < count; c++) {
        var part = document.createElement("table");
        part.appendChild(head.cloneNode(true));
        part.appendChild(document.createElement("tbody"));
        holder.appendChild(part);
        parts.push(part);
      }
      rows.forEach(function (row, i) {
        parts[Math.floor(i / perColumn) % count].tBodies[0].appendChild(row);
      });
    }
    table.parentNode.removeChild(table);
    var size = 1;
    var pages = 1;
    function show() {
      rows.forEach(function (row, i) { row.hidden = Math.floor(i / size) !== page; });
      pager.textContent = fill(page + 1, pages);
      pager.hidden = pages <= 1;
    }
    function layout(count) {
      split(count);
      size = perColumn * parts.length;
      pages = Math.ceil(rows.length / size);
      if (page >= pages) { page = 0; }
      show();
    }
    function fits() {
      return tables.getBoundingClientRect().bottom <= bottom &&
        document.documentElement.scrollWidth <= innerWidth &&
        document.documentElement.scrollHeight <= innerHeight;
    }
    // The most columns that leave every table's card on the screen.
    for (; columns > 1; columns--) {
      layout(columns);
      if (fits()) { break; }
    }
    layout(Math.max(columns, 1));
    // As many rows as fit whole, the page line and "where do I sit?" below them.
    while (perColumn > 1 && document.documentElement.scrollHeight > innerHeight) {
      perColumn--;
      layout(parts.length);
    }
    if (pages > 1) {
      turning = setInterval(function () { page = (page + 1) % pages; show(); }, 10000);
    }
    function fill(at, of) {
      return pager.getAttribute("data-said").replace("{page}", at).replace("{pages}", of);
    }
  }
  // On a TV the tables' cards grow to fill the screen beside the ranking: their type as large
  // as leaves every name whole and everything on the screen, in as many cards a row as makes
  // that type largest and the cards fill the screen's height. Where even the page's own size does not keep every name whole, a name that
  // does not fit shrinks a little, then ends in "…" (never broken inside a word).
  function grow() {
    var holder = document.querySelector(".room-tables");
    if (!holder) { return; }
    var names = Array.prototype.slice.call(holder.querySelectorAll(".seats .name"));
    holder.style.fontSize = "";
    holder.style.gridTemplateColumns = "";
    names.forEach(function (name) { name.style.fontSize = ""; });
    if (!tv || !tv.matches) { return; }
    var count = holder.querySelectorAll(".room-table").length;
    if (!count) { return; }
    var root = document.documentElement;
    var where = document.querySelector(".where");
    var bottom = innerHeight - (where ? where.getBoundingClientRect().height + 12 : 0) - 4;
    var base = parseFloat(getComputedStyle(holder).fontSize);
    // Whole: its text no wider than its box (to the layout's fraction of a pixel, which
    // scrollWidth rounds away while the ellipsis shows).
    var range = document.createRange();
    function whole(name) {
      range.selectNodeContents(name);
      return range.getBoundingClientRect().width <= name.getBoundingClientRect().width + 0.02;
    }
    function fits() {
      return holder.getBoundingClientRect().bottom <= bottom &&
        root.scrollWidth <= innerWidth && root.scrollHeight <= innerHeight && names.every(whole);
    }
    function size(columns, scale) {
      holder.style.gridTemplateColumns = "repeat(" + columns + ", minmax(0, 1fr))";
      holder.style.fontSize = (base * scale) + "px";
    }
    var best = null;
    var rows = 0;
    for (var columns = 1; columns <= count; columns++) {
      // Of the counts of cards a row that make as many rows, the fewest (the widest cards).
      if (Math.ceil(count / columns) === rows) { continue; }
      rows = Math.ceil(count / columns);
      size(columns, 1);
      if (!fits()) { continue; }
      var low = 1;
      var high = 4;
      for (var step = 0; step < 8; step++) {
        var mid = (low + high) / 2;
        size(columns, mid);
        if (fits()) { low = mid; } else { high = mid; }
      }
      // The biggest type, weighed with how much of the height beside the ranking the cards
      // fill (three cards in a row of small type leave the screen empty below them).
      size(columns, low);
      var box = holder.getBoundingClientRect();
      var score = low * Math.sqrt(Math.min(1, (box.bottom - box.top) / Math.max(1, bottom - box.top)));
      if (!best || score > best.score) { best = { columns: columns, scale: low, score: score }; }
    }
    if (best) { size(best.columns, best.scale); return; }
    holder.style.fontSize = "";
    holder.style.gridTemplateColumns = "";
    names.forEach(function (name) {
      for (var scale = 0.95; scale >= 0.8 && !whole(name); scale -= 0.05) {
        name.style.fontSize = scale + "em";
      }
    });
  }
  // The ranking shared out beside the cards at the page's own size, then the cards grown.
  function layout() {
    var holder = document.querySelector(".room-tables");
    if (holder) { holder.style.fontSize = ""; holder.style.gridTemplateColumns = ""; }
    fit();
    grow();
  }
  layout();
  // The round clock's line, shown once the server answers (clock.js), takes height: lay out
  // again when it comes or goes.
  var clock = document.getElementById("round-clock");
  if (clock && window.MutationObserver) {
    var clockShown = !clock.hidden;
    new MutationObserver(function () {
      if (clock.hidden === !clockShown) { return; }
      clockShown = !clock.hidden;
      layout();
    }).observe(clock, { attributes: true, attributeFilter: ["hidden"] });
  }
  window.addEventListener("resize", function () {
    var section = document.querySelector(".room-ranking");
    if (section && section.ranking !== undefined) { section.innerHTML = section.ranking; }
    layout();
  });
  if (!window.EventSource) { return; }
  function refresh() {
    if (!data.live || !live) { location.reload(); return; }
    fetch(data.live, { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      return response.text().then(function (html) { live.innerHTML = html; layout(); });
    });
  }
  var events = null;
  function connect() {
    if (events) { return; }
    var since = version ? "?since=" + encodeURIComponent(version) : "";
    var join = data.events.indexOf("?") >= 0 ? "&" : "?";
    events = new EventSource(data.events + (since ? join + since.slice(1) : ""));
    events.addEventListener("update", function (event) {
      offline.hidden = true;
      if (event.lastEventId && event.lastEventId === version) { return; }
      if (event.lastEventId) { version = event.lastEventId; }
      refresh();
    });
    events.addEventListener("round", function () { location.reload(); });
    events.onopen = function () { offline.hidden = true; };
    events.onerror = function () {
      offline.textContent = data.offline;
      offline.hidden = false;
    };
  }
  // A hidden or left page lets go of its feed (a browser keeps six connections to a server,
  // and every open feed holds one); shown again, it catches up from the version it shows.
  function pause() { if (events) { events.close(); events = null; } }
  function follow() { if (document.visibilityState === "hidden") { pause(); } else { connect(); } }
  document.addEventListener("visibilitychange", follow);
  window.addEventListener("pagehide", pause);
  window.addEventListener("pageshow", follow);
  follow();
})();

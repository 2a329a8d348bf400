// hartenjagen club serve: the room, "where do I sit?" and a waiting table follow the evening
// live. An `update` (a hand at any table, a draw, a close) refreshes the live part, or loads
// the page again where it has none; a `round` (this table's match changed) loads it again.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("room-data").textContent);
  var version = data.version;
  var live = document.getElementById("live");
  var offline = document.getElementById("offline");
  if (!window.EventSource) { return; }
  function refresh() {
    if (!data.live || !live) { location.reload(); return; }
    fetch(data.live, { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      return response.text().then(function (html) { live.innerHTML = html; });
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

// hartenjagen club serve, a table's page: its round drawn again while a hand was typed here.
// The page loads itself again for the new draw, and the hand typed for the table's old
// players is not saved: the page says so once, with who sits at the table now (the sentence
// comes from the server, hidden until then). What the page was made for is kept per tab.
(function () {
  "use strict";
  var notice = document.getElementById("drawn-again");
  if (!notice) { return; }
  function draftOf(players) {
    // The key under which the entry form keeps a typed hand (page.js).
    return "hartenjagen-draft:" + location.host + ":" + players.join(",");
  }
  function typed(kept) {
    return !!kept && !!kept.fields && Object.keys(kept.fields).some(function (name) {
      var value = String(kept.fields[name] || "").trim();
      return value !== "" && value !== "rest";
    });
  }
  function check() {
    var data = null;
    try { data = JSON.parse(document.getElementById("table-data").textContent); } catch (e) { return; }
    if (!data || !data.round || !data.players) { return; }
    var here = "hartenjagen-table:" + location.host + location.pathname;
    var before = null;
    try {
      before = JSON.parse(sessionStorage.getItem(here) || "null");
      sessionStorage.setItem(here, JSON.stringify({ round: data.round, players: data.players }));
    } catch (e) { return; }
    // The same draw, or another round: nothing was drawn again under this page.
    if (!before || !before.players || before.round === data.round) { return; }
    if (String(before.round).split(".")[0] !== String(data.round).split(".")[0]) { return; }
    var old = draftOf(before.players);
    // The same players in the same seats: the typed hand is still in the form.
    if (old === draftOf(data.players)) { return; }
    var kept = null;
    try { kept = JSON.parse(localStorage.getItem(old) || "null"); } catch (e) { kept = null; }
    if (!typed(kept)) { return; }
    try { localStorage.removeItem(old); } catch (e) { /* kept: nothing more to do */ }
    // Said where the hand was being typed (a page loaded again keeps where it was scrolled
    // to): just above the entry form, and on the screen.
    var form = document.getElementById("hand");
    if (form && form.parentNode) { form.parentNode.insertBefore(notice, form); }
    notice.hidden = false;
    function show() { notice.scrollIntoView({ block: "nearest" }); }
    if (document.readyState === "complete") { show(); } else { window.addEventListener("load", show); }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", check);
  } else {
    check();
  }
})();

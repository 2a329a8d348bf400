// hartenjagen club serve: the round clock (issue 40). It asks the server for the seconds
// left (never trusting this screen's own clock), counts them down, and asks again when the
// live part changes (a draw, a start, a close) and every half minute. It only shows: the
// organiser closes the round.
(function () {
  "use strict";
  var url = "/api/clock";
  var clock = null;
  var got = 0;
  function element() { return document.getElementById("round-clock"); }
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function show() {
    var at = element();
    if (!at) { return; }
    if (!clock || clock.round === null) { at.hidden = true; return; }
    var left = Math.max(0, clock.remaining - Math.floor((Date.now() - got) / 1000));
    var phase = left <= 0 ? "over" : (left <= clock.warn ? "warning" : "running");
    var time = Math.floor(left / 60) + ":" + two(left % 60);
    var said = clock.title + " " + time;
    if (phase === "warning") { said += " \u2014 " + clock.warning; }
    if (phase === "over") { said = clock.title + " \u2014 " + clock.over; }
    at.textContent = said;
    at.setAttribute("data-phase", phase);
    at.setAttribute("data-left", String(left));
    at.hidden = false;
  }
  function ask() {
    fetch(url, { cache: "no-store" }).then(function (response) {
      if (!response.ok) { return; }
      return response.json().then(function (data) {
        clock = data;
        got = Date.now();
        show();
      });
    }).catch(function () {});
  }
  ask();
  setInterval(show, 1000);
  setInterval(ask, 30000);
  var live = document.getElementById("live");
  if (live && window.MutationObserver) {
    new MutationObserver(ask).observe(live, { childList: true });
  }
})();

// hartenjagen, the phone app's service worker: after the first visit the app opens with no
// network. It keeps exactly the files of its build (packaging/app writes their list and the
// build's hash here), answers from them first, and drops the caches of older builds.
"use strict";
var BUILD = "__BUILD__";
var FILES = __FILES__;
var CACHE = "hartenjagen-" + BUILD;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(["./"].concat(FILES));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("hartenjagen-") === 0 && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  if (event.request.method !== "GET") { return; }
  // A page's address with its query (match.html?m=…) is the same file.
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(event.request, { ignoreSearch: true }).then(function (hit) {
      return hit || fetch(event.request);
    });
  }));
});

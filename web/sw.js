// Estafette's service worker: it keeps the page and its program in the
// browser's cache, so that the table opens with no connection (a club
// hall without Wi-Fi, once the page was opened there or at home). While
// the site answers, everything comes from it as without this worker;
// only when it does not answer does the cache serve. Each version fills
// its own cache once, when its worker is installed.
// Games are in the page's storage (files.js), not here.
"use strict";

const CACHE = "estafette-{{VERSION}}"; // stamped by make web: a new version, a new cache
const FILES = ["./", "index.html", "loader.js", "files.js", "wasm_exec.js", "estafette.wasm",
  "manifest.webmanifest", "icon-192.png", "icon-512.png"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

// The caches of earlier versions go once this one is ready.
self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("estafette-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin) return;
  e.respondWith(fetch(req).catch(async () => {
    // No answer: the cached copy, the page's address with any question
    // (?play=NAME, ?lang=fr) answered by the page itself.
    const hit = await caches.match(req, { ignoreSearch: req.mode === "navigate" });
    if (hit) return hit;
    throw new TypeError("offline, and " + url.pathname + " is not kept");
  }));
});

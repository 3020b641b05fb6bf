// The tab's identity (web/files.js), without a browser: files.js run in
// a made-up page whose storages are maps. A reload, or the tab closed and
// reopened, keeps the tab's identity, so the game it played is its own
// again (session/owner_js.go); a tab duplicated while the first runs
// takes an identity of its own; a page that goes gives up its locks.
// Run: node web/test/tab.mjs (make test-web runs it first).
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { webcrypto } from "node:crypto";

const source = readFileSync(new URL("../files.js", import.meta.url), "utf8");

const storage = (m = new Map()) => ({
  m,
  get length() { return m.size; },
  key: (i) => Array.from(m.keys())[i] ?? null,
  getItem: (k) => (m.has(k) ? m.get(k) : null),
  setItem: (k, v) => { m.set(String(k), String(v)); },
  removeItem: (k) => { m.delete(String(k)); },
});

// load runs files.js in a page of the tab whose sessionStorage is
// session, sharing local; it returns the page and its pagehide.
function load(local, session) {
  const listeners = {};
  const element = new Proxy({}, { get: (t, p) => (p === "addEventListener" ? () => {} : p === "style" ? {} : t[p]), set: () => true });
  const page = {
    localStorage: local, sessionStorage: session, crypto: webcrypto,
    navigator: { language: "en" }, location: { search: "" },
    document: { getElementById: () => element, createElement: () => element },
    URLSearchParams, TextEncoder, Uint8Array, Date,
    setInterval: () => 0, setTimeout: () => 0,
    addEventListener: (type, f) => { (listeners[type] ||= []).push(f); },
  };
  page.window = page;
  vm.runInNewContext(source, page);
  return { tab: page.estafette.tab, hide: () => (listeners.pagehide || []).forEach((f) => f({})) };
}

let failed = 0;
const check = (ok, what, got) => {
  console.log((ok ? "ok   " : "FAIL ") + what + (ok ? "" : ": " + got));
  if (!ok) failed++;
};

const local = storage();
const session = storage();
const first = load(local, session);
check(/^[0-9a-f]{12}$/.test(first.tab), "a page names its tab", first.tab);
// The table locks the game it plays in the tab's name (lock_keyed.go).
const lock = "estafette/games/0123456789ab.lock";
local.setItem(lock, Date.now() + "\n" + first.tab + " " + Date.now());
local.setItem("estafette/games/ffffffffffff.lock", Date.now() + "\nother " + Date.now());

const duplicate = load(local, storage(new Map(session.m)));
check(duplicate.tab !== first.tab, "a tab duplicated while the first runs has a name of its own", duplicate.tab);

first.hide(); // the page reloaded: it goes, then comes back in the same tab
check(local.getItem(lock) === null, "a page that goes gives up its locks", local.getItem(lock));
check(local.getItem("estafette/games/ffffffffffff.lock") !== null, "and no other tab's", "removed");
const reloaded = load(local, session);
check(reloaded.tab === first.tab, "a reloaded page is the same tab", reloaded.tab + " after " + first.tab);

reloaded.hide(); // the tab closed, then reopened (the browser keeps its sessionStorage)
const reopened = load(local, storage(new Map(session.m)));
check(reopened.tab === first.tab, "a tab reopened is the same tab", reopened.tab);

const fresh = load(local, storage());
check(fresh.tab !== first.tab, "a new tab has a name of its own", fresh.tab);

if (failed) {
  console.log(failed + " failed");
  process.exit(1);
}

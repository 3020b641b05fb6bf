// The Files dialog's list (web/files.js), without a browser: one row per
// game, its Ctrl+S saves and the copies other tabs made of it folded
// under it, newest first, as the desktop's library lists them
// (session.Groups, docs/games.md); a save whose game is gone stays a
// row of its own. Run: node web/test/fold.mjs (make test-web runs it).
import { readFileSync } from "node:fs";
import vm from "node:vm";
import { webcrypto } from "node:crypto";

const source = readFileSync(new URL("../files.js", import.meta.url), "utf8");
const map = () => {
  const m = new Map();
  return {
    get length() { return m.size; }, key: (i) => Array.from(m.keys())[i] ?? null,
    getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k),
  };
};
const element = new Proxy({}, { get: (t, p) => (p === "addEventListener" ? () => {} : p === "style" ? {} : t[p]), set: () => true });
const page = {
  localStorage: map(), sessionStorage: map(), crypto: webcrypto, navigator: { language: "en" }, location: { search: "" },
  document: { getElementById: () => element, createElement: () => element },
  URLSearchParams, TextEncoder, Uint8Array, Date, setInterval: () => 0, setTimeout: () => 0, addEventListener: () => {},
};
page.window = page;
vm.runInNewContext(source, page);
const fold = page.estafette.filesFold;

const file = (name, minutes, head) => ({ name, at: new Date(2026, 10, 29, 10, minutes), text: "# Estafette saved game\n" + head + "\n#=== scenario ===\n" });
const game = file("games/aaaaaaaaaaaa-marathon.estafette", 30, "# game-id: aaaaaaaaaaaa");
const save1 = file("saves/marathon-20261129-101000-aaaaaa.estafette", 10, "# game-id: aaaaaaaaaaaa");
const save2 = file("saves/marathon-20261129-102000-aaaaaa.estafette", 20, "# game-id: aaaaaaaaaaaa");
const copy = file("games/bbbbbbbbbbbb-marathon.estafette", 25, "# game-id: bbbbbbbbbbbb\n# game-copy-of: aaaaaaaaaaaa");
const other = file("games/cccccccccccc-tutoriel.estafette", 40, "# game-id: cccccccccccc");
const orphan = file("saves/leuthen-20261129-100000-dddddd.estafette", 5, "# game-id: dddddddddddd");

let failed = 0;
const check = (cond, msg, detail = "") => { if (cond) console.log("ok   " + msg); else { failed++; console.error("FAIL: " + msg + (detail ? " — " + detail : "")); } };
const rows = fold([game, copy, other], [save1, save2, orphan]);
const names = rows.map((r) => r.doc.name);
check(rows.length === 3, "files: one row per game (a game, its two saves and a copy fold into one row)", JSON.stringify(names));
const mar = rows.find((r) => r.doc === game);
check(mar && mar.under.length === 3 && mar.under[0] === copy && mar.under[1] === save2 && mar.under[2] === save1,
  "files: the game's copy and saves are under its row, newest first", JSON.stringify(mar && mar.under.map((d) => d.name)));
check(rows[0].doc === other && rows[2].doc === orphan, "files: the rows newest first; a save whose game is gone is a row of its own", JSON.stringify(names));
process.exit(failed ? 1 : 0);

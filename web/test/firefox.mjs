// The page in Firefox (make test-web-firefox): Debian's firefox-esr
// driven over WebDriver BiDi by puppeteer-core (playwright-core drives
// only its own patched Firefox). Headless Firefox has no WebGL 2 on a
// machine without a GPU, so it runs with a window on the X display the
// target gives it (xvfb-run), where Mesa draws. The checks are those of
// browser.mjs that depend on the browser: the first frame, a click that
// selects a leader, Firefox's own wheel by notches, a turn begun by
// keyboard alone, Ctrl+S in the storage, Tab to the Files dialog, and a
// turn by finger (50 ms taps, a 0.6 s long press, in wall time);
// then the first frame against the empty Ebiten page's, as
// firstframe.mjs measures it in Chromium (printed, not checked).
import puppeteer from "puppeteer-core";

import { buildEmpty, emptyDir, median, quiet } from "./firstframe.mjs";
import { VIEW, check, failures, serve } from "./harness.mjs";

const firefoxPath = process.env.FIREFOX || "/usr/bin/firefox-esr";

// The helpers of harness.mjs and browser.mjs, in puppeteer's words
// (waitForFunction takes its options before its arguments).
const frames = (page, n) => page.evaluate((n) => new Promise((res) => {
  const step = () => (n-- <= 0 ? res() : requestAnimationFrame(step));
  step();
}), n);
const waitFirstFrame = async (page) => {
  await page.waitForFunction(() => window.estafette && (window.estafette.firstFrame || window.estafette.error), { timeout: 120000, polling: 200 });
  return page.evaluate(() => ({ ...window.estafette.timings, error: window.estafette.error || "" }));
};
const locate = (page, place) => page.waitForFunction((p) => window.estafette.table && window.estafette.table.locate(p), { timeout: 20000 }, place)
  .then((h) => h.jsonValue());
const key = async (page, k) => {
  await page.keyboard.down(k);
  await frames(page, 2);
  await page.keyboard.up(k);
  await frames(page, 3);
};
// at reads the screenshot's colour at each point: the mean of a 5×5
// patch, a hex's colour rather than a line's.
const at = async (page, points) => {
  const png = await page.screenshot({ encoding: "base64" });
  return page.evaluate(async (png, points) => {
    const img = new Image();
    img.src = "data:image/png;base64," + png;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    return points.map(([x, y]) => {
      let r = 0, g = 0, b = 0;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
        const i = ((Math.round(y) + dy) * img.width + Math.round(x) + dx) * 4;
        r += d[i]; g += d[i + 1]; b += d[i + 2];
      }
      return [r / 25, g / 25, b / 25];
    });
  }, png, points);
};
const differ = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 12;
const spacing = async (page) => {
  const a = await locate(page, "5,5"), b = await locate(page, "7,6");
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
};
const record = (page) => page.evaluate(() => {
  const g = window.estafette.table.game();
  return g ? g.text.split("#=== record ===\n")[1].split("\n").filter((l) => l && !l.startsWith("seed ")) : null;
});

// touch dispatches a finger's event on the canvas, as a touch screen
// would (Firefox's touch events, turned on by its preference).
const touch = (page, type, [x, y]) => page.evaluate((type, x, y) => {
  const c = document.querySelector("canvas");
  const t = new Touch({ identifier: 1, target: c, clientX: x, clientY: y });
  const on = type === "touchend" ? [] : [t];
  c.dispatchEvent(new TouchEvent(type, { touches: on, targetTouches: on, changedTouches: [t], bubbles: true, cancelable: true }));
}, type, x, y);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// tap is a finger down, 50 ms of wall time, up; then the game's frames.
const tap = async (page, at, hold = 50) => {
  await touch(page, "touchstart", at);
  await sleep(hold);
  await touch(page, "touchend", at);
  await frames(page, 10);
};

// turnByFinger plays the Athenians' first turn by finger in Firefox:
// 50 ms taps on HIP and G2 (activated), End, G2 moved a hex, End, the
// combat phase ending without a question, the handover taken by a tap;
// a 0.6 s press shows a card, the next tap takes it.
async function turnByFinger(browser, url) {
  const page = await browser.newPage();
  await page.setViewport(VIEW);
  try {
    await page.goto(url + "?lang=en");
    const t = await waitFirstFrame(page);
    await locate(page, "HIP");
    await frames(page, 10);
    // The game left unfinished is offered first (this browser kept it):
    // a new game, then its briefing.
    for (let i = 0; i < 3; i++) {
      const d = await page.evaluate(() => window.estafette.table.dialog());
      if (d === "resume") await tap(page, await locate(page, "panel:new"));
      else if (d === "briefing") await tap(page, await locate(page, "panel:ok"));
      else break;
    }
    await frames(page, 10); // the first touch makes it a touch screen: the panel takes a finger's size
    const start = await record(page);
    await tap(page, await locate(page, "HIP"));
    await tap(page, await locate(page, "G2"));
    await tap(page, await locate(page, "panel:end"));
    await tap(page, await locate(page, "G2"));
    await tap(page, await locate(page, "6,7"));
    await tap(page, await locate(page, "panel:end"));
    const dialog = () => page.evaluate(() => window.estafette.table.dialog());
    if (await dialog() === "") await tap(page, await locate(page, "panel:end"));
    const rec = await record(page);
    const banner = await dialog();
    await tap(page, [VIEW.width / 2, VIEW.height / 2]);
    const taken = await dialog();
    check(!t.error && rec.length > start.length && rec[start.length] === "activate HIP G2" && rec.some((l) => l.startsWith("move G2 ")) &&
      banner === "banner" && taken === "", "firefox: a turn by finger, 50 ms taps: G2 activated and moved, the phases ended, the handover taken",
      JSON.stringify({ error: t.error, rec, banner, taken }));
    const the = await locate(page, "THE");
    await touch(page, "touchstart", the);
    await sleep(600);
    await touch(page, "touchend", the);
    await frames(page, 10);
    const shown = await page.evaluate(() => window.estafette.table.card());
    await tap(page, await locate(page, "1,9"));
    const gone = await page.evaluate(() => window.estafette.table.card());
    check(shown === "THE" && gone === "", "firefox: a 0.6 s press shows THE's card, the next tap takes it", JSON.stringify({ shown, gone }));
  } finally {
    await page.close();
  }
}

// firstFrameRatio opens the table's page and the empty Ebiten page in
// turns, each cold in a context of its own on a quiet machine, and
// prints their first frames. Firefox compiles a whole module before it
// runs it, where Chromium compiles each function when it first runs: the
// wasm's size weighs on Firefox's first frame, the code run before it on
// Chromium's.
async function firstFrameRatio(browser, url) {
  buildEmpty();
  const { srv, url: emptyURL } = await serve(emptyDir);
  try {
    const runs = Number(process.env.FIRSTFRAME_RUNS) || 5;
    const seen = { table: [], empty: [] };
    for (let i = 0; i < runs; i++) {
      for (const [name, at] of [["table", url], ["empty", emptyURL]]) {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          await page.setViewport(VIEW);
          await quiet();
          await page.goto(at);
          const t = await waitFirstFrame(page);
          if (t.error) throw new Error(at + ": " + t.error);
          seen[name].push([t.compiled, t.firstFrame].map(Math.round));
        } finally {
          await context.close();
        }
      }
    }
    const table = median(seen.table.map((x) => x[1])), empty = median(seen.empty.map((x) => x[1]));
    console.log(`     firefox: first frame, median of ${runs} cold loads: table ${table} ms, empty Ebiten page ${empty} ms, ` +
      `ratio ${(table / empty).toFixed(2)}× (goal ≤ 1.5×); compiled/drawn ${JSON.stringify(seen)}`);
    check(table > 0 && empty > 0, "firefox: the table's first frame and an empty Ebiten page's are measured");
  } finally {
    srv.kill();
  }
}

async function main() {
  const { srv, url } = await serve();
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: false, protocol: "webDriverBiDi",
    extraPrefsFirefox: { "intl.locale.requested": "en-GB", "intl.accept_languages": "en-GB", "dom.w3c_touch_events.enabled": 1 }, timeout: 60000 });
  try {
    console.log("     " + await browser.version());
    const page = await browser.newPage();
    await page.setViewport(VIEW);
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url + "?lang=en");
    const t = await waitFirstFrame(page);
    const canvas = await page.evaluate(() => {
      const r = document.querySelector("canvas").getBoundingClientRect();
      return [r.width, r.height];
    });
    check(!t.error && canvas[0] === VIEW.width && canvas[1] === VIEW.height, `firefox: the page starts and the canvas fills the window (first frame ${Math.round(t.firstFrame)} ms)`,
      JSON.stringify({ error: t.error, canvas }));
    if (t.error) throw new Error(t.error);

    // A click on Hippocrate tints his command zone.
    await page.mouse.move(VIEW.width - 200, 600);
    await frames(page, 3);
    await key(page, "Escape"); // the briefing
    const inside = [await locate(page, "5,5"), await locate(page, "7,6")];
    const before = await at(page, inside);
    const hip = await locate(page, "HIP");
    await page.mouse.move(hip[0], hip[1]);
    await frames(page, 3);
    await page.mouse.down();
    await frames(page, 3);
    await page.mouse.up();
    await frames(page, 3);
    await page.mouse.move(VIEW.width - 200, 600);
    await frames(page, 10);
    const after = await at(page, inside);
    check(differ(before[0], after[0]) && differ(before[1], after[1]), "firefox: a click on HIP shows his command radius", JSON.stringify([before, after]));
    await key(page, "Escape");

    // Firefox's own wheel: one notch, one zoom step.
    const centre = await locate(page, "6,5");
    await page.mouse.move(centre[0], centre[1]);
    await frames(page, 3);
    const s0 = await spacing(page);
    await page.mouse.wheel({ deltaY: -100 });
    await frames(page, 8);
    const r = (await spacing(page)) / s0;
    check(Math.abs(r - 1.15) <= 0.02, "firefox: one notch of the wheel zooms one step (×1.15)", `×${r.toFixed(3)}`);
    await key(page, "Home");
    await page.mouse.move(VIEW.width - 200, 600);
    await frames(page, 3);

    // A turn begun by keyboard: "." to Hippocrate, Enter, "." to G2, Enter.
    const cursorTo = async (id) => {
      for (let i = 0; i < 30; i++) {
        await key(page, ".");
        const c = await page.evaluate(() => window.estafette.table.cursor());
        if (c && c.piece === id) return true;
      }
      return false;
    };
    const start = await record(page);
    const onHip = await cursorTo("HIP");
    await key(page, "Enter");
    const onG2 = await cursorTo("G2");
    await key(page, "Enter");
    const activated = await record(page);
    check(onHip && onG2 && activated.length === start.length + 1 && /HIP/.test(activated.at(-1)) && /G2/.test(activated.at(-1)),
      "firefox: '.' and Enter activate G2 with Hippocrate, no mouse", JSON.stringify({ onHip, onG2, activated }));
    await key(page, "Escape");

    await page.keyboard.down("Control");
    await key(page, "s");
    await page.keyboard.up("Control");
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("estafette/saves/")), { timeout: 10000 }).catch(() => {});
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("estafette/saves/")));
    check(saves.length === 1, "firefox: Ctrl+S saves the game in the browser's storage", saves.join(", "));

    await page.focus("canvas");
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => document.activeElement && document.activeElement.id);
    await page.keyboard.press("Enter");
    const open = await page.evaluate(() => document.getElementById("files").open);
    check(focus === "files-button" && open, "firefox: Tab from the board reaches Files, Enter opens the dialog", JSON.stringify({ focus, open }));
    check(errors.length === 0, "firefox: no error in the console", errors.join("\n"));
    await turnByFinger(browser, url);
    await firstFrameRatio(browser, url);
  } finally {
    await browser.close();
    srv.kill();
  }
  if (failures) {
    console.error(`${failures} check(s) failed`);
    process.exit(1);
  }
  console.log("web in firefox: all checks passed");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// The web page in headless Chromium (make test-web): served from
// 127.0.0.1 by tools/webserve as make serve-web serves it, driven by
// playwright-core with Debian's chromium. Each check is what a player
// would see: the first frame drawn, a click on a leader showing his
// command radius, Ctrl+S keeping the game in the browser, the Files
// dialog downloading it and opening a file from the computer, the
// editor saving in the browser, a demo link where the computer plays
// both armies, an error text where the browser cannot run the table,
// the wheel turning by notches, a tablet's taps, drag and pinch, the
// browser's keys left to it, and site data blocked or a failure shown;
// files.mjs adds a file refused or dropped, and the page offline;
// keyboard.mjs the Files dialog and a whole turn by keyboard alone;
// firstframe.mjs the first frame against an empty Ebiten page's.
//
// WEB_SCREENSHOT=DIR/web-table.png also writes the table, a leader
// selected, there, and the Files dialog to DIR/web-files.png.
import { chromium } from "playwright-core";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { VIEW, chromiumPath, check, failures, flags, frames, repo, serve, stored, touchScreen, waitFirstFrame } from "./harness.mjs";
import { brokenAndDropped, offline } from "./files.mjs";
import { filesByKeyboard, orderByKeys, tutorialTurnByKeyboard } from "./keyboard.mjs";
import { turnByFinger, uprightDevices } from "./fingers.mjs";
import { firstFrameRatio } from "./firstframe.mjs";

// look takes a screenshot and reads it back in the page: how many
// colours it has, and the colour at each point asked (CSS pixels).
const look = async (page, points = []) => {
  const png = (await page.screenshot()).toString("base64");
  return page.evaluate(async ({ png, points }) => {
    const img = new Image();
    img.src = "data:image/png;base64," + png;
    await img.decode();
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 4) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    const at = points.map(([x, y]) => {
      // The mean of a 5×5 patch: a hex's colour, not a line's.
      let r = 0, g = 0, b = 0;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
        const i = ((Math.round(y) + dy) * img.width + Math.round(x) + dx) * 4;
        r += d[i]; g += d[i + 1]; b += d[i + 2];
      }
      return [r / 25, g / 25, b / 25];
    });
    return { colours: colours.size, at };
  }, { png, points });
};

const differ = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 12;

const locate = (page, place) => page.waitForFunction((p) => window.estafette.table && window.estafette.table.locate(p), place, { timeout: 20000 })
  .then((h) => h.jsonValue());


// firstFrame: the page starts, the loading bar goes at the first frame,
// the canvas fills the window and is drawn.
async function firstFrame(page, url, logs) {
  await page.goto(url);
  const t = await waitFirstFrame(page);
  check(!t.error, "the page starts without an error", t.error);
  if (t.error) throw new Error("the table did not start:\n" + logs.join("\n"));
  console.log(`     first frame ${Math.round(t.firstFrame)} ms after navigation (downloaded ${Math.round(t.downloaded)} ms, compiled ${Math.round(t.compiled)} ms)`);
  const canvas = await page.evaluate(() => {
    const r = document.querySelector("canvas").getBoundingClientRect();
    return { w: r.width, h: r.height, loading: getComputedStyle(document.getElementById("loading")).display };
  });
  check(canvas.w === VIEW.width && canvas.h === VIEW.height, "the canvas fills the window", JSON.stringify(canvas));
  check(canvas.loading === "none", "the loading bar is gone once the table is drawn");
  // The program starts with no garbage collection, and the page turns it
  // back on with the first frame (main_js.go): the hook is called, then gone.
  const hook = await page.evaluate(() => typeof window.estafette.afterFirstFrame);
  check(t.collecting >= t.firstFrame && hook === "undefined", "after the first frame the program collects its garbage again",
    JSON.stringify({ collecting: t.collecting, hook }));
  return t;
}

// clickLeader: a click on Hippocrate's token selects him: his command
// zone is tinted, the far hexes are not, the panel shows the selection.
async function clickLeader(page) {
  const hip = await locate(page, "HIP");
  const inside = [await locate(page, "5,5"), await locate(page, "7,6")];
  const outside = [await locate(page, "1,1"), await locate(page, "12,2")];
  // The cursor rests on the panel, below its last entry, over nothing.
  const rest = [VIEW.width - 200, 600];
  const panel = [VIEW.width - 200, 150];
  await page.mouse.move(rest[0], rest[1]);
  await frames(page, 3);
  // The briefing opens with the game, over the board: Esc closes it, as a
  // player would before his first click.
  await page.keyboard.press("Escape");
  await frames(page, 10);
  const before = await look(page, [...inside, ...outside, panel]);
  check(before.colours > 500, `the canvas is drawn (${before.colours} colours)`);
  // A frame between each step, as a hand is slower than a script: the
  // game reads the button where the cursor is at its next tick.
  await page.mouse.move(hip[0], hip[1]);
  await frames(page, 3);
  await page.mouse.down();
  await frames(page, 3);
  await page.mouse.up();
  await frames(page, 3);
  await page.mouse.move(rest[0], rest[1]);
  await frames(page, 10);
  const after = await look(page, [...inside, ...outside, panel]);
  check(differ(before.at[0], after.at[0]) && differ(before.at[1], after.at[1]),
    "a click on HIP shows his command radius (hexes 5,5 and 7,6 tinted)", JSON.stringify([before.at.slice(0, 2), after.at.slice(0, 2)]));
  check(!differ(before.at[2], after.at[2]) && !differ(before.at[3], after.at[3]),
    "hexes out of his radius (1,1 and 12,2) are unchanged", JSON.stringify([before.at.slice(2, 4), after.at.slice(2, 4)]));
  check(differ(before.at[4], after.at[4]) || after.colours !== before.colours, "the panel changes with the selection");
  if (process.env.WEB_SCREENSHOT) {
    writeFileSync(process.env.WEB_SCREENSHOT, await page.screenshot());
    console.log("     screenshot: " + process.env.WEB_SCREENSHOT);
  }
}

// spacing is the distance on the canvas between two hexes of the
// tutorial, 5,5 and 7,6: the board's zoom.
const spacing = async (page) => {
  const a = await locate(page, "5,5"), b = await locate(page, "7,6");
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
};
const near = (got, want, tol) => Math.abs(got - want) <= tol;

// wheelNotches: one notch of the wheel over the board is one zoom step
// (×1.15), whatever the browser sends: Chromium's 100 px, Firefox's
// 114 px, Firefox's 3 lines, a trackpad's small deltas; never from one
// extreme of the zoom to the other. Home shows the whole board again.
async function wheelNotches(page) {
  const at = await locate(page, "6,5");
  await page.mouse.move(at[0], at[1]);
  await frames(page, 3);
  const turn = async (what, send, want) => {
    const before = await spacing(page);
    await send();
    await frames(page, 6);
    const r = (await spacing(page)) / before;
    check(near(r, want, 0.02), `the wheel by notches: ${what} zooms ×${want.toFixed(3)}`, `×${r.toFixed(3)} (hex spacing ${before.toFixed(1)} px before)`);
  };
  await turn("one notch up in Chromium (-100 px)", () => page.mouse.wheel(0, -100), 1.15);
  await turn("one notch down in Firefox (114 px)", () => page.mouse.wheel(0, 114), 1 / 1.15);
  await turn("one notch up in Firefox's lines (-3 lines)", () => page.evaluate(([x, y]) => {
    document.querySelector("canvas").dispatchEvent(new WheelEvent("wheel",
      { deltaY: -3, deltaMode: WheelEvent.DOM_DELTA_LINE, clientX: x, clientY: y, bubbles: true, cancelable: true }));
  }, at), 1.15);
  await turn("a trackpad's 20 deltas of -5 px", async () => {
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -5);
  }, 1.15);
  await page.keyboard.press("Home");
  await frames(page, 3);
}

// touchPlay: a tablet on its side (Chromium's touch emulation, 1280×800):
// a tap beside the briefing closes it, a 50 ms tap on Hippocrate's token
// selects him (his command radius tinted), a long press of 0.6 s shows a
// unit's card, a one-finger drag pans the board by as much
// as the finger moved, two fingers spreading from 100 to 200 px zoom the
// board ×2.
async function touchPlay(browser, url) {
  const TAB = { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport: TAB, hasTouch: true, isMobile: true, locale: "en-GB" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await page.goto(url);
    const t = await waitFirstFrame(page);
    check(!t.error, "touch: the page starts on a tablet", t.error);
    const { tap, gesture } = await touchScreen(context, page);
    await locate(page, "HIP");
    await tap([20, TAB.height / 2]); // beside the briefing's box: closes it
    const hip = await locate(page, "HIP");
    const inside = [await locate(page, "5,5"), await locate(page, "7,6")];
    const before = await look(page, inside);
    await tap([hip[0] + 3, hip[1] + 2]);
    const after = await look(page, inside);
    check(differ(before.at[0], after.at[0]) && differ(before.at[1], after.at[1]),
      "touch: a tap on HIP selects him (5,5 and 7,6 tinted)", JSON.stringify([before.at, after.at]));
    if (process.env.WEB_SCREENSHOT) {
      const shot = process.env.WEB_SCREENSHOT.replace(/[^/]*$/, "web-touch.png");
      writeFileSync(shot, await page.screenshot());
      console.log("     screenshot: " + shot);
    }

    // A long press on PEL shows his card (as the cursor resting would),
    // in the board's top-right corner where the table docks it, and keeps
    // it once the finger is up.
    const pel = await locate(page, "PEL");
    const corner = await locate(page, "12,1");
    const around = [];
    for (let dx = -240; dx <= 0; dx += 60) for (let dy = -10; dy <= 110; dy += 30) around.push([corner[0] + dx, corner[1] + dy]);
    const bare = await look(page, around);
    await tap(pel, 600); // a long press of 0.6 s
    await frames(page, 4);
    const card = await look(page, around);
    const changed = around.filter((_, i) => differ(bare.at[i], card.at[i])).length;
    check(changed >= around.length / 3, "touch: a long press on PEL shows his card, kept after the finger lifts", `${changed} of ${around.length} points changed`);

    const a0 = await locate(page, "6,5"), s0 = await spacing(page);
    await gesture([[400, 400]], [[520, 330]]);
    const a1 = await locate(page, "6,5"), s1 = await spacing(page);
    check(near(a1[0] - a0[0], 120, 3) && near(a1[1] - a0[1], -70, 3) && near(s1, s0, 0.5),
      "touch: a one-finger drag of 120,-70 px pans the board as much, zooming nothing", JSON.stringify({ a0, a1, s0, s1 }));

    const c = [500, 420];
    await gesture([[c[0] - 50, c[1]], [c[0] + 50, c[1]]], [[c[0] - 100, c[1]], [c[0] + 100, c[1]]]);
    const s2 = await spacing(page);
    check(near(s2 / s1, 2, 0.1), "touch: two fingers spreading from 100 to 200 px zoom the board ×2", `×${(s2 / s1).toFixed(3)}`);
    check(errors.length === 0, "touch: no error in the console", errors.join("\n"));
  } finally {
    await context.close();
  }
}

// phoneDrawer: on a phone on its side (844×390) the board has the whole
// width, and a tap on the drawer button (halfway down the right edge)
// brings the panel over it; a second tap puts it away. (Held upright, the
// panel is under the board: fingers.mjs.)
export async function phoneDrawer(browser, url) {
  const PHONE = { width: 844, height: 390 };
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: "en-GB" });
  const page = await context.newPage();
  try {
    await page.goto(url);
    const t = await waitFirstFrame(page);
    const { tap } = await touchScreen(context, page);
    await locate(page, "HIP");
    await frames(page, 10); // the page settles to its size
    const ok = await locate(page, "panel:ok"); // the briefing's button
    await tap(ok);
    const briefing = await page.evaluate(() => window.estafette.table.dialog());
    // A hex right of the middle, or the panel over it (the screenshot
    // has the phone's two device pixels to a CSS pixel).
    const hex = await locate(page, "10,5");
    const point = [[hex[0] * 2, hex[1] * 2]];
    const light = (c) => c[0] + c[1] + c[2] > 450;
    const closed = await look(page, point);
    const canvas = await page.evaluate(() => document.querySelector("canvas").getBoundingClientRect().width);
    const button = await locate(page, "drawer");
    await tap(button);
    const open = await look(page, point);
    const back = await locate(page, "drawer"); // left of the open panel
    await tap(back);
    const again = await look(page, point);
    check(!t.error && briefing === "" && canvas === PHONE.width && light(closed.at[0]) && !light(open.at[0]) && light(again.at[0]),
      "phone 844×390: the board has the whole width, the drawer button brings the panel over it and takes it away",
      JSON.stringify({ error: t.error, briefing, canvas, closed: closed.at[0], open: open.at[0], again: again.at[0] }));
  } finally {
    await context.close();
  }
}

// browserKeys: the keys the game does not use are the browser's: sent
// to the canvas, Ebiten's handlers (which cancel what they take) never
// see them; the game's keys are still taken. Tab moves the focus out of
// the canvas.
async function browserKeys(page) {
  const send = (keys) => page.evaluate((keys) => keys.map(([key, mods]) => {
    const canvas = document.querySelector("canvas");
    const init = { key, code: key.length === 1 ? "Key" + key.toUpperCase() : key, bubbles: true, cancelable: true,
      ctrlKey: mods.includes("ctrl"), shiftKey: mods.includes("shift"), altKey: mods.includes("alt") };
    const down = canvas.dispatchEvent(new KeyboardEvent("keydown", init));
    canvas.dispatchEvent(new KeyboardEvent("keyup", init));
    return [key + (mods.length ? "+" + mods.join("+") : ""), down];
  }), keys);
  const browser = await send([["F5", []], ["r", ["ctrl"]], ["l", ["ctrl"]], ["t", ["ctrl"]], ["w", ["ctrl"]], ["q", ["ctrl"]],
    ["Tab", []], ["Tab", ["shift"]], ["=", ["ctrl"]], ["-", ["ctrl"]], ["0", ["ctrl"]], ["ArrowLeft", ["alt"]]]);
  const taken = browser.filter(([, free]) => !free).map(([k]) => k);
  check(taken.length === 0, "the browser's keys (F5, Ctrl+R, Ctrl+L, Ctrl+T, Ctrl+W, Ctrl+Q, Tab, Ctrl with + − 0, Alt+←) are left to the browser", "taken: " + taken.join(" "));
  const game = await send([["Escape", []], ["z", ["ctrl"]], ["Z", ["ctrl", "shift"]], ["a", ["ctrl"]], ["Control", ["ctrl"]]]);
  const free = game.filter(([, f]) => f).map(([k]) => k);
  check(free.length === 0, "the game's keys (Esc, Ctrl+Z, Ctrl+Shift+Z, Ctrl+A, Ctrl itself) still go to the game", "not taken: " + free.join(" "));
  await page.evaluate(() => document.querySelector("canvas").focus());
  await page.keyboard.press("Tab");
  const focus = await page.evaluate(() => document.activeElement && (document.activeElement.id || document.activeElement.tagName));
  check(focus !== "CANVAS", "Tab moves the focus out of the canvas", "focus on " + focus);
  // Back to the canvas, a few frames before the next key, as a hand.
  await page.evaluate(() => document.querySelector("canvas").focus());
  await frames(page, 5);
}

// blockedStorage: with Chromium's own "block site data" setting (a
// profile whose cookies setting is 2), reading localStorage throws; the
// page still starts, plays and saves (in memory), says once, visibly,
// that games will not be kept, and its button downloads the game.
async function blockedStorage(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "estafette-blocked-"));
  mkdirSync(path.join(dir, "Default"));
  writeFileSync(path.join(dir, "Default", "Preferences"), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args: flags,
    viewport: VIEW, locale: "en-GB", acceptDownloads: true });
  try {
    const page = context.pages()[0] || await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url);
    const refused = await page.evaluate(() => { try { return !window.estafette.storageBlocked && void localStorage; } catch (e) { return e.name; } });
    const t = await waitFirstFrame(page, 60000);
    const blocked = await page.evaluate(() => window.estafette.storageBlocked || "");
    check(!t.error && /denied|insecure|security/i.test(blocked), "site data blocked: the page starts all the same", t.error || blocked || String(refused));
    const notice = page.locator("#notice");
    const said = (await notice.isVisible()) ? await notice.textContent() : "";
    check(/will not be kept/.test(said), "it says once, on the page, that games will not be kept", said);
    await page.mouse.move(VIEW.width - 200, 600);
    await frames(page, 3);
    await page.keyboard.press("Escape"); // the briefing
    await frames(page, 3);
    await page.mouse.click(300, 300);
    await page.keyboard.press("Control+s");
    await frames(page, 10);
    const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 10000 }),
      notice.getByRole("button", { name: "Download this game" }).click()]);
    const text = readFileSync(await dl.path(), "utf8");
    check(text.startsWith("# Estafette saved game 1\n") && !(await page.evaluate(() => window.estafette.error || "")),
      "it plays on, saves without failing, and its button downloads the game", dl.suggestedFilename());
    check(errors.length === 0, "site data blocked: no error in the console", errors.join("\n"));
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// fullStorage: a storage filled to the browser's quota: Ctrl+S fails,
// and the page says so, once, on the page.
async function fullStorage(browser, url) {
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const t = await waitFirstFrame(page);
    await page.mouse.move(VIEW.width - 200, 600);
    await frames(page, 3);
    await page.keyboard.press("Escape"); // the briefing
    await frames(page, 3);
    const filled = await page.evaluate(() => {
      let i = 0;
      for (let n = 1 << 20; n >= 16; n >>= 1) {
        const chunk = "x".repeat(n);
        try { for (;;) localStorage.setItem("filler/" + i++, chunk); } catch (e) { /* next size */ }
      }
      return i;
    });
    await page.keyboard.press("Control+s");
    await page.waitForFunction(() => window.estafette.notice, null, { timeout: 10000 }).catch(() => {});
    const box = page.locator("#notice");
    const text = (await box.isVisible()) ? await box.textContent() : "";
    check(!t.error && /storage for this page is full/.test(text), "a full storage: Ctrl+S says on the page that games will not be kept",
      JSON.stringify({ filled, text, error: t.error }));
  } finally {
    await context.close();
  }
}

// failureShown: a failure the loader cannot mend (a storage that throws
// and cannot be replaced) is shown on the page, with its message, never
// an endless "Setting up the board…".
async function failureShown(browser, url) {
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", { configurable: false,
        get() { throw new DOMException("The storage is broken.", "SecurityError"); } });
    });
    await page.goto(url);
    const t = await waitFirstFrame(page, 60000);
    const shown = await page.locator("#error").isVisible();
    const text = shown ? await page.locator("#error").innerText() : "";
    check(shown && /stopped/.test(text) && /storage is broken/.test(text), "a failure before the first frame is shown on the page with its message",
      JSON.stringify({ error: t.error, firstFrame: t.firstFrame, text: text.slice(0, 200) }));
  } finally {
    await context.close();
  }
}

// saveInBrowser: Ctrl+S keeps the game in the browser's storage; it
// returns the key and the stored value.
async function saveInBrowser(page) {
  await page.keyboard.press("Control+s");
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("estafette/saves/")), null, { timeout: 10000 })
    .catch(() => {});
  const saves = await stored(page, "estafette/saves/");
  const saved = saves.length ? await page.evaluate((k) => localStorage.getItem(k), saves[0]) : "";
  check(saves.length === 1 && /^\d+\n# Estafette saved game 1\n/.test(saved), "Ctrl+S saves the game in localStorage", saves.join(", "));
  return { key: saves[0] || "", saved };
}

// filesDialog: the Files dialog lists the saved game and downloads it
// as it was saved, and the game on the table; it returns the dialog.
async function filesDialog(page, { key, saved }) {
  await page.click("#files-button");
  const dialog = page.locator("dialog#files");
  check(await dialog.isVisible(), "the Files button opens the dialog");
  if (process.env.WEB_SCREENSHOT) {
    const files = process.env.WEB_SCREENSHOT.replace(/[^/]*$/, "web-files.png");
    writeFileSync(files, await page.screenshot());
    console.log("     screenshot: " + files);
  }
  const name = key.split("/").pop() || "?";
  const row = dialog.locator("tr", { hasText: name });
  check(await row.count() === 1, `the dialog lists ${name}`);
  const sizes = [await row.locator("td.size").textContent(), await dialog.locator("p.note").last().textContent()];
  check(/^\d+ KB$/.test(sizes[0]) && /^\d+ KB in this browser, of the about 5 MB/.test(sizes[1]), "the dialog shows each file's size and the total kept", sizes.join(" | "));
  if (await row.count() === 1) {
    const [dl] = await Promise.all([page.waitForEvent("download"), row.getByRole("button", { name: "Download" }).click()]);
    const text = readFileSync(await dl.path(), "utf8");
    check(dl.suggestedFilename() === name && text === saved.slice(saved.indexOf("\n") + 1), "Download gives the saved game as it was saved");
  }
  const [live] = await Promise.all([page.waitForEvent("download"),
    dialog.locator("h3", { hasText: "The game on the table" }).locator("xpath=following-sibling::div[1]").getByRole("button", { name: "Download" }).click()]);
  const liveText = readFileSync(await live.path(), "utf8");
  check(/^tutoriel-[\p{L}\d-]+-\d{8}-\d{6}\.estafette$/u.test(live.suggestedFilename()) && liveText.startsWith("# Estafette saved game 1\n# scenario: tutorial.toml"),
    "the game on the table downloads as a saved game", live.suggestedFilename());
  return dialog;
}

// openFromComputer: a scenario chosen in the dialog's file picker is
// kept in the storage and played at once.
async function openFromComputer(page, dialog) {
  const marathon = path.join(repo, "scenarios", "marathon.toml");
  await dialog.locator("span.picker", { hasText: "Play a file" }).locator("input").setInputFiles(marathon);
  await page.waitForURL((u) => u.search.includes("play="), { timeout: 10000 }).catch(() => {});
  const t = await waitFirstFrame(page);
  const game = await page.evaluate(() => window.estafette.table && window.estafette.table.game());
  check(!t.error && game && /\ntitle = "Marathon/.test(game.text) && /^# scenario: scenarios\/marathon\.toml$/m.test(game.text),
    "a scenario opened from the computer is played", t.error || (game && game.text.slice(0, 120)));
  check((await stored(page, "estafette/scenarios/")).includes("estafette/scenarios/marathon.toml"), "it is kept in the browser's storage");
  check(new URL(page.url()).search === "", "the address forgets the file, so a reload offers the autosave");
  return t;
}

// editorSaves: the editor opened on a stored scenario saves it back to
// the storage with Ctrl+S.
async function editorSaves(page, url) {
  const key = "estafette/scenarios/marathon.toml";
  await page.goto(url + "?edit=scenarios/marathon.toml");
  const t = await waitFirstFrame(page);
  const stamp = () => page.evaluate((k) => (localStorage.getItem(k) || "").split("\n")[0], key);
  const before = await stamp();
  await page.mouse.click(300, 300); // the canvas has the keyboard
  await frames(page, 5);
  await page.keyboard.press("Control+s");
  await page.waitForFunction(([k, s]) => (localStorage.getItem(k) || "").split("\n")[0] !== s, [key, before], { timeout: 10000 }).catch(() => {});
  const text = await page.evaluate((k) => localStorage.getItem(k) || "", key);
  check(!t.error && (await stamp()) !== before && /\ntitle = "Marathon/.test(text), "the editor's Ctrl+S saves the scenario in the browser", t.error);
  return t;
}

// demoLink: ?ai=ARMY, once per army, hands both armies to the computer
// (a demo link for a club night): once the briefing is closed, the
// game's record grows with no click, and the game names its players.
async function demoLink(page, url) {
  await page.goto(url + "?ai=atheniens&ai=beotiens");
  const t = await waitFirstFrame(page);
  await page.mouse.move(VIEW.width - 200, 600);
  await frames(page, 3);
  await page.keyboard.press("Escape");
  const game = () => page.evaluate(() => {
    const g = window.estafette.table && window.estafette.table.game();
    if (!g) return { actions: -1, players: "" };
    const [head, record = ""] = g.text.split("#=== record ===\n");
    const players = (head.match(/^# players: (.*)$/m) || ["", ""])[1];
    return { actions: record.split("\n").filter((l) => l && !l.startsWith("seed ")).length, players };
  });
  const before = await game();
  await page.waitForFunction((n) => {
    const g = window.estafette.table && window.estafette.table.game();
    return g && g.text.split("#=== record ===\n")[1].split("\n").filter((l) => l && !l.startsWith("seed ")).length >= n;
  }, before.actions + 6, { timeout: 30000, polling: 250 }).catch(() => {});
  const after = await game();
  check(!t.error && before.actions >= 0 && after.actions >= before.actions + 6 && /atheniens=ai/.test(after.players) && /beotiens=ai/.test(after.players),
    "?ai=atheniens&ai=beotiens: the computer plays both armies with no click", JSON.stringify({ error: t.error, before, after }));
}

// gamesListed: the demo's game, in progress, is kept in a file of its
// own under games/ and the Files dialog lists it as the start screen
// does: from its header, its title and who commands each army.
async function gamesListed(page) {
  await page.click("#files-button");
  const dialog = page.locator("dialog#files");
  const row = dialog.locator('tr:has(td[title^="games/"])').filter({ hasText: "Tutoriel" }).filter({ hasText: "computer" });
  check(await row.count() >= 1 && (await stored(page, "estafette/games/")).length >= 1,
    "the Files dialog lists the game in progress from its header", String(await row.count()));
  await dialog.getByRole("button", { name: "Close" }).click();
}

// errorTexts: a document the storage does not hold is named, as the
// command line would; a browser without WebAssembly gets a sentence,
// not a blank page.
async function errorTexts(page, context, url) {
  await page.goto(url + "?play=saves/none.estafette");
  const t = await waitFirstFrame(page);
  check(/saves\/none\.estafette: cannot read the file/.test(t.error), "a missing document is named in the page's error text", t.error);
  const bare = await context.newPage();
  await bare.addInitScript(() => { delete globalThis.WebAssembly; });
  await bare.goto(url);
  await bare.waitForSelector("#error", { state: "visible", timeout: 10000 }).catch(() => {});
  const said = await bare.locator("#error-text").textContent();
  check(/WebAssembly/.test(said || ""), "without WebAssembly the page says so", said);
  // WebGL 2 is checked when the game asks for its context (loader.js): a
  // browser without it still gets its sentence, not an endless start.
  const nogl = await context.newPage();
  await nogl.addInitScript(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (type, attrs) { return type === "webgl2" ? null : get.call(this, type, attrs); };
  });
  await nogl.goto(url);
  await nogl.waitForSelector("#error", { state: "visible", timeout: 60000 }).catch(() => {});
  const gl = await nogl.locator("#error-text").textContent();
  check(/WebGL 2/.test(gl || ""), "without WebGL 2 the page says so", gl);
  await nogl.close();
}

async function main() {
  const { srv, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
  try {
    const context = await browser.newContext({ viewport: VIEW, locale: "en-GB", acceptDownloads: true });
    const page = await context.newPage();
    const logs = [];
    page.on("console", (m) => logs.push(m.text()));
    page.on("pageerror", (e) => logs.push("page error: " + e.message));
    const t = await firstFrame(page, url, logs);
    await clickLeader(page);
    await wheelNotches(page);
    await browserKeys(page);
    const dialog = await filesDialog(page, await saveInBrowser(page));
    const t2 = await openFromComputer(page, dialog);
    const t3 = await editorSaves(page, url);
    await demoLink(page, url);
    await gamesListed(page);
    await errorTexts(page, context, url);
    await brokenAndDropped(page, url);
    await touchPlay(browser, url);
    await phoneDrawer(browser, url);
    for (const d of uprightDevices) await turnByFinger(browser, url, d);
    await filesByKeyboard(browser, url);
    await tutorialTurnByKeyboard(browser, url);
    await orderByKeys(browser, url);
    await blockedStorage(url);
    await fullStorage(browser, url);
    await failureShown(browser, url);
    await offline(browser);
    await firstFrameRatio(browser, url);
    const errors = logs.filter((l) => /page error|panic|fatal/i.test(l));
    check(errors.length === 0, "no error in the console", errors.join("\n"));
    console.log(JSON.stringify({ firstFrameMs: Math.round(t.firstFrame), downloadedMs: Math.round(t.downloaded), compiledMs: Math.round(t.compiled),
      openedFirstFrameMs: Math.round(t2.firstFrame), editorFirstFrameMs: Math.round(t3.firstFrame) }));
  } finally {
    await browser.close();
    srv.kill();
  }
  if (failures) {
    console.error(`${failures} check(s) failed`);
    process.exit(1);
  }
  console.log("web: all checks passed");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

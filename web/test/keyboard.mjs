// The page by keyboard alone (issue 25): the Files dialog reached and
// answered with Tab, Enter and Esc, and a whole turn of the tutorial
// played with ".", ",", the arrows, Enter and Esc, the mouse never
// moved, and an order given from the panel by keys. browser.mjs runs them; `node web/test/keyboard.mjs` runs them
// alone, against dist/web.
import { chromium } from "playwright-core";
import { pathToFileURL } from "node:url";

import { VIEW, chromiumPath, check, failures, flags, frames, serve, waitFirstFrame } from "./harness.mjs";

// key presses a key as a hand does, a few frames down, then up: the game
// reads the keys once a tick.
const key = async (page, k) => {
  await page.keyboard.down(k);
  await frames(page, 2);
  await page.keyboard.up(k);
  await frames(page, 3);
};

// focused names the element that has the keyboard.
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e ? (e.id || (e.tagName === "BUTTON" ? e.textContent.trim() : e.tagName)) : "";
});

// filesByKeyboard: from the board, Tab reaches the Files button (Ebiten
// puts the canvas first in the page's Tab order),
// Enter opens the dialog, Tab reaches "Play a file…" and "Edit a
// scenario…", Enter on one opens the computer's file chooser, Esc closes
// the dialog and gives the keyboard back to the board.
export async function filesByKeyboard(browser, url) {
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const t = await waitFirstFrame(page);
    await page.focus("canvas");
    await page.keyboard.press("Tab");
    const onButton = await focused(page);
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog#files");
    const open = await dialog.isVisible();
    const reached = [];
    for (let i = 0; i < 12; i++) {
      reached.push(await focused(page));
      if (reached.at(-1).startsWith("Edit a scenario")) break;
      await page.keyboard.press("Tab");
    }
    check(!t.error && onButton === "files-button" && open && reached.some((r) => r.startsWith("Play a file")) && reached.at(-1).startsWith("Edit a scenario"),
      "keyboard: Tab reaches Files, Enter opens it, Tab reaches Play a file… and Edit a scenario…", JSON.stringify({ onButton, open, reached }));
    // Playwright asks Chromium to catch the chooser without waiting for
    // the answer: a page round trip first, or the key can come before it.
    const waiting = page.waitForEvent("filechooser", { timeout: 15000 }).catch(() => null);
    await frames(page, 2);
    await page.keyboard.press("Enter");
    const chooser = await waiting;
    check(chooser !== null, "keyboard: Enter on Edit a scenario… opens the file chooser");
    await page.keyboard.press("Escape");
    await frames(page, 3);
    check(!(await dialog.isVisible()) && (await focused(page)) === "CANVAS", "keyboard: Esc closes the dialog and gives the keyboard back to the board",
      await focused(page));
  } finally {
    await context.close();
  }
}

// game reads the game on the table: its record (no seed) and its state.
const game = (page) => page.evaluate(() => {
  const g = window.estafette.table && window.estafette.table.game();
  if (!g) return null;
  const [head, record = ""] = g.text.split("#=== record ===\n");
  const st = {};
  for (const f of ((head.match(/^# game-state: (.*)$/m) || ["", ""])[1]).split(/\s+/)) {
    const i = f.indexOf("=");
    if (i > 0) st[f.slice(0, i)] = f.slice(i + 1);
  }
  return { record: record.split("\n").filter((l) => l && !l.startsWith("seed ")), turn: Number(st.turn), army: st.army || "" };
});

// tutorialTurnByKeyboard: the tutorial's first turn with no mouse: "."
// puts the cursor on Hippocrate, Enter selects him, "." on G2 and Enter
// activates it (the record's line the same as with two clicks), ","
// steps back, Esc puts the cursor away, then Enter ends each phase
// (Enter again answers "nothing done: end it?") until turn 2.
export async function tutorialTurnByKeyboard(browser, url) {
  const open = async () => {
    const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(url);
    const t = await waitFirstFrame(page);
    return { context, page, t };
  };
  const { context, page, t } = await open();
  try {
    await page.focus("canvas");
    await key(page, "Escape"); // the briefing
    const cursor = () => page.evaluate(() => window.estafette.table.cursor());
    const cursorTo = async (id) => {
      for (let i = 0; i < 30; i++) {
        await key(page, ".");
        const c = await cursor();
        if (c && c.piece === id) return true;
      }
      return false;
    };
    const start = await game(page);
    const onHip = await cursorTo("HIP");
    await key(page, "Enter");
    const onG2 = await cursorTo("G2");
    const g2 = await cursor();
    await key(page, ",");
    const back = await cursor();
    await key(page, ".");
    await key(page, "Enter");
    const activated = await game(page);
    check(!t.error && onHip && onG2 && back && back.piece !== "G2" && activated.record.length === start.record.length + 1,
      "keyboard: '.' puts the cursor on HIP then G2, ',' steps back, Enter activates G2 with Hippocrate",
      JSON.stringify({ error: t.error, onHip, onG2, g2, back, start: start.record, activated: activated.record }));

    const mouse = await open();
    try {
      await mouse.page.mouse.move(VIEW.width - 200, 600);
      await frames(mouse.page, 3);
      await mouse.page.keyboard.press("Escape");
      await frames(mouse.page, 5);
      for (const place of ["HIP", "G2"]) {
        const at = await mouse.page.waitForFunction((p) => window.estafette.table.locate(p), place).then((h) => h.jsonValue());
        await mouse.page.mouse.move(at[0], at[1]);
        await frames(mouse.page, 3);
        await mouse.page.mouse.down();
        await frames(mouse.page, 3);
        await mouse.page.mouse.up();
        await frames(mouse.page, 5);
      }
      const clicked = await game(mouse.page);
      check(clicked.record.length === activated.record.length && clicked.record.at(-1) === activated.record.at(-1),
        "keyboard: the record grows as with two clicks on HIP and G2", JSON.stringify({ keys: activated.record, clicks: clicked.record }));
    } finally {
      await mouse.context.close();
    }

    await key(page, "Escape"); // the cursor away: Enter ends the phase
    const seen = [];
    let g = activated;
    for (let i = 0; i < 60 && g.turn < 2; i++) {
      await key(page, "Enter");
      g = await game(page);
      const s = g.turn + " " + g.army + " " + g.record.length;
      if (seen.at(-1) !== s) seen.push(s);
    }
    check(g.turn === 2 && g.record.length > activated.record.length && g.record[start.record.length] === activated.record.at(-1),
      "keyboard: Enter ends each phase until turn 2, the activation kept in the record", seen.join(" | "));
  } finally {
    await context.close();
  }
}

// orderByKeys: an order given from the panel by keys alone (the browser
// keeps Tab): "." to Hippocrate, Enter selects him; "." on through the
// pieces that can act into the panel's entries, each framed in gold,
// until Gueulante, and Enter gives it.
export async function orderByKeys(browser, url) {
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const t = await waitFirstFrame(page);
    await page.focus("canvas");
    await key(page, "Escape"); // the briefing
    const cursor = () => page.evaluate(() => window.estafette.table.cursor());
    const to = async (want) => {
      const seen = [];
      for (let i = 0; i < 60; i++) {
        await key(page, ".");
        const c = await cursor();
        seen.push(c && (c.piece || c.entry));
        if (c && want(c)) return seen;
      }
      return null;
    };
    const onHip = await to((c) => c.piece === "HIP");
    await key(page, "Enter");
    const onOrder = await to((c) => c.entry === "order:gueulante");
    const framed = await page.evaluate(() => window.estafette.table.cursor());
    await key(page, "Enter");
    const g = await game(page);
    check(!t.error && onHip && onOrder && framed && framed.entry === "order:gueulante" && g.record.at(-1) === "order gueulante HIP",
      "keyboard: '.' reaches the panel's Gueulante after the pieces that can act, Enter gives the order",
      JSON.stringify({ error: t.error, onHip, onOrder, record: g && g.record }));
  } finally {
    await context.close();
  }
}

async function main() {
  const { srv, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
  try {
    await filesByKeyboard(browser, url);
    await tutorialTurnByKeyboard(browser, url);
    await orderByKeys(browser, url);
  } finally {
    await browser.close();
    srv.kill();
  }
  if (failures) {
    console.error(`${failures} check(s) failed`);
    process.exit(1);
  }
  console.log("web keyboard: all checks passed");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

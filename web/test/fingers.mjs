// A whole turn of the tutorial by finger, in Chromium's tablet and phone
// emulation held upright (browser.mjs runs it): taps of 50 ms and a long
// press of 0.6 s, each timed by its events' own times, not in frames
// (the page reads its touch events with their times: a tap between two
// frames still counts; harness.mjs touchScreen). The panel is under the
// board; every entry tapped is found where the table drew it
// (window.estafette.table.locate).
//
// WEB_SCREENSHOT=DIR/web-table.png also writes DIR/web-tablet.png and
// DIR/web-phone.png, the table held upright, to look at.
import { writeFileSync } from "node:fs";

import { check, frames, touchScreen, waitFirstFrame } from "./harness.mjs";

const locate = (page, place) => page.waitForFunction((p) => window.estafette.table && window.estafette.table.locate(p), place, { timeout: 20000 })
  .then((h) => h.jsonValue());

const game = (page) => page.evaluate(() => {
  const g = window.estafette.table.game();
  const [head, rec = ""] = g.text.split("#=== record ===\n");
  return { record: rec.split("\n").filter((l) => l && !l.startsWith("seed ")), head };
});

// shotLook reads the canvas's colour at CSS points, in the page.
const colours = (page, points) => page.evaluate(async (points) => {
  const c = document.querySelector("canvas");
  const s = c.width / c.getBoundingClientRect().width;
  const bmp = await createImageBitmap(c);
  const o = new OffscreenCanvas(bmp.width, bmp.height);
  const ctx = o.getContext("2d");
  ctx.drawImage(bmp, 0, 0);
  return points.map(([x, y]) => [...ctx.getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data.slice(0, 3)]);
}, points);

// turnByFinger plays the Athenians' first turn by finger on one device
// held upright: Hippocrate tapped, G2 tapped (activated), End under the
// board; G2 tapped and moved a hex; End; the combat phase, where nothing
// is possible, ends without a question; the handover says to tap, and a
// tap takes it; a long press shows a card, which goes at the next touch.
export async function turnByFinger(browser, url, device) {
  const context = await browser.newContext({ viewport: device.view, hasTouch: true, isMobile: true,
    deviceScaleFactor: device.scale, locale: "en-GB" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const name = device.name;
  try {
    await page.goto(url);
    const t = await waitFirstFrame(page);
    check(!t.error, `${name}: the page starts`, t.error);
    const { tap } = await touchScreen(context, page, 10);
    await locate(page, "HIP");
    await frames(page, 10); // the page settles to its size
    await tap(await locate(page, "panel:ok")); // the briefing's button
    const briefing = await page.evaluate(() => window.estafette.table.dialog());
    check(briefing === "", `${name}: a tap on the briefing's button closes it`, briefing);
    const start = await game(page);
    // The panel under the board, across the width.
    const under = await locate(page, "panel:end");
    check(under && under[1] > device.view.height * 0.35, `${name}: held upright, the panel is under the board (End at ${JSON.stringify(under)})`);

    await tap(await locate(page, "HIP"));
    await tap(await locate(page, "G2"));
    let g = await game(page);
    check(g.record.length === start.record.length + 1 && g.record.at(-1) === "activate HIP G2",
      `${name}: a 50 ms tap on HIP, then on G2: G2 activated`, JSON.stringify(g.record));

    await tap(await locate(page, "panel:end"));
    await tap(await locate(page, "G2"));
    await tap(await locate(page, "6,7"));
    await tap(await locate(page, "panel:end"));
    g = await game(page);
    const moved = g.record.find((l) => l.startsWith("move G2 "));
    check(moved && g.record.filter((l) => l === "end").length >= 2, `${name}: G2 moved by taps, the phases ended from the panel`, JSON.stringify(g.record));

    // The combat phase: no enemy in reach, so no question; the handover.
    const dialog = () => page.evaluate(() => window.estafette.table.dialog && window.estafette.table.dialog());
    let d = await dialog();
    if (d === "" || d === null) {
      await tap(await locate(page, "panel:end"));
      d = await dialog();
    }
    check(d === "banner", `${name}: the combat phase with nothing possible ends without asking; the handover shows`, String(d));
    if (process.env.WEB_SCREENSHOT) {
      const shot = process.env.WEB_SCREENSHOT.replace(/[^/]*$/, `web-${name}-banner.png`);
      writeFileSync(shot, await page.screenshot());
      console.log("     screenshot: " + shot);
    }
    await tap([device.view.width / 2, device.view.height / 2]);
    check(await dialog() === "", `${name}: a tap takes the handover`, String(await dialog()));

    // A long press of 0.6 s on a unit shows its card; the next touch,
    // a tap on a bare hex, takes it away.
    const the = await locate(page, "THE");
    const card = () => page.evaluate(() => window.estafette.table.card && window.estafette.table.card());
    await tap(the, 600);
    const shown = await card();
    if (process.env.WEB_SCREENSHOT) {
      const shot = process.env.WEB_SCREENSHOT.replace(/[^/]*$/, `web-${name}.png`);
      writeFileSync(shot, await page.screenshot());
      console.log("     screenshot: " + shot);
    }
    await tap(await locate(page, "1,9"));
    const gone = await card();
    check(shown === "THE" && gone === "", `${name}: a 0.6 s press shows THE's card, the next tap takes it`, JSON.stringify({ shown, gone }));
    const c = await colours(page, [[4, device.view.height - 4]]);
    check(c[0][0] + c[0][1] + c[0][2] < 300, `${name}: the panel's dark fill along the bottom`, JSON.stringify(c));
    check(errors.length === 0, `${name}: no error in the console`, errors.join("\n"));
  } finally {
    await context.close();
  }
}

// The devices, held upright.
export const uprightDevices = [
  { name: "tablet", view: { width: 820, height: 1180 }, scale: 1 },
  { name: "phone", view: { width: 390, height: 844 }, scale: 3 },
];

// A reload mid-game in headless Chromium (issue 39): the tutorial on
// the page, one action played, then the page reloaded and the game
// resumed (R): it is the same game, in its own file, not a copy — the
// page's storage holds the same one game file before and after; the
// same after the tab's page is opened again.
// Run by make test-web.
import { chromium } from "playwright-core";

import { VIEW, chromiumPath, check, failures, flags, frames, serve, stored, waitFirstFrame } from "./harness.mjs";

const games = (page) => stored(page, "estafette/games/").then((ks) => ks.filter((k) => k.endsWith(".estafette")));
const locate = (page, p) => page.waitForFunction((p) => window.estafette.table && window.estafette.table.locate(p), p, { timeout: 20000 }).then((h) => h.jsonValue());

async function main() {
  const { srv, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
  try {
    const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(url);
    check(!(await waitFirstFrame(page)).error, "reload: the page starts");
    await page.keyboard.press("Escape"); // the briefing
    await frames(page, 5);
    const end = await locate(page, "panel:end");
    await page.mouse.click(end[0], end[1]);
    await frames(page, 5);
    await page.keyboard.press("Enter"); // yes, end it with nothing done
    await frames(page, 10);
    const before = await games(page);
    check(before.length === 1, "reload: one action kept the game in one file", JSON.stringify(before));

    for (const how of ["reload", "reopen"]) {
      if (how === "reload") {
        await page.reload();
      } else {
        await page.goto("about:blank");
        await page.goto(url);
      }
      check(!(await waitFirstFrame(page)).error, `${how}: the page starts again`);
      await frames(page, 5);
      await page.keyboard.press("KeyR"); // resume the unfinished game
      await frames(page, 10);
      const g = await page.evaluate(() => window.estafette.table && window.estafette.table.game());
      check(g && /\nend\n?$/.test(g.text.trimEnd() + "\n"), `${how}: the game resumed is the one played (its record ends with the action)`, g && g.text.slice(-80));
      const after = await games(page);
      check(JSON.stringify(after) === JSON.stringify(before), `${how}: the same game, not a copy: the storage holds the same one file`, JSON.stringify(after));
    }
  } finally {
    await browser.close();
    srv.kill();
  }
  if (failures > 0) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

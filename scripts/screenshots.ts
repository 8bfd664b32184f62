// Screenshots of pages for all demo brands at phone and desktop widths, for people to look at:
// `node --import tsx scripts/screenshots.ts [path ...]` against a running `npm start`.
import { mkdirSync } from "node:fs";
import { launchChromium, newContext, VIEWPORTS, waitForHydration } from "../tests/e2e/support/browser";

const BRANDS = ["localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost"];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const port = process.env.PORT ?? "8787";
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
mkdirSync(outDir, { recursive: true });

const { browser, close } = await launchChromium();
try {
  for (const host of BRANDS) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`http://${host}:${port}${path}`);
        await waitForHydration(page).catch(() => console.warn(`${host}${path}: no hydration marker`));
        // Scroll through the page so lazy images load, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        const file = `${outDir}/${host.split(".")[0]}-${name}${path.replace(/[^a-z0-9]+/gi, "_").replace(/_$/, "")}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await close();
}

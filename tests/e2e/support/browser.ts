import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium, driven through playwright-core (browser downloads are impossible here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * A real desktop user agent: isbot() treats HeadlessChrome as a crawler and would hand it the
 * whole document at once, hiding the streaming behaviour people get.
 */
export const DESKTOP_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    browser,
    // playwright-core gives every launch a fresh temporary profile and removes it on close.
    close: () => browser.close(),
  };
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ userAgent: DESKTOP_USER_AGENT, viewport: VIEWPORTS.desktop, ...options });
}

/** Console errors and React/hydration warnings a page printed: a test asserts there are none. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat|did not match|Warning:/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Waits for the app's explicit hydration marker (never a sleep). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated='true']", { timeout: 20_000 });
}

/**
 * One Chromium for the test file that calls this: launched before its tests, closed after.
 * Returns a getter, since the browser exists only once `beforeAll` has run.
 */
export function useChromium(): () => Browser {
  let launched: LaunchedBrowser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(() => launched?.close());
  return () => {
    if (!launched) throw new Error("Chromium is not running yet: call the getter inside a test");
    return launched.browser;
  };
}

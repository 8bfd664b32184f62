import type { Page } from "playwright-core";

/** Whether the element matching `selector` has keyboard focus. */
export const isFocused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/**
 * Tab (or Shift+Tab) until `selector` has focus, as a keyboard user would: nothing when it has it
 * already; fails after `max` presses.
 */
export async function tabTo(page: Page, selector: string, { backward = false, max = 80 } = {}): Promise<void> {
  if (await isFocused(page, selector)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backward ? "Shift+Tab" : "Tab");
    if (await isFocused(page, selector)) return;
  }
  throw new Error(`keyboard focus never reached ${selector}`);
}

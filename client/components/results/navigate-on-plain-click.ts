import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * A plain left click on one of the results' links opens its page in the app, as React Router's
 * `<Link>` would; a click with a modifier (new tab, new window, download) is the browser's.
 * The twenty card links are plain anchors: a `<Link>` each was a twentieth of a results render
 * (resolving its path, its discovery attribute) for the one a shopper follows.
 */
export function navigateOnPlainClick(event: MouseEvent<HTMLAnchorElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.currentTarget.getAttribute("target");
  if (target && target !== "_self") return;
  event.preventDefault();
  void navigate(event.currentTarget.getAttribute("href") ?? "/");
}

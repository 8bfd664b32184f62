import { INTERACTION_TARGET_KIND, type LcpElementKind } from "../../../shared/tracking/web-vitals";

/**
 * Elements as words for the `generateTarget` option of web-vitals' attribution build, which
 * otherwise describes them as CSS selectors (ids, classes). Only the tag and role: never the
 * text, an id, or a URL.
 */

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const HEADING = /^h[1-6]$/;

function elementOf(node: Node | null): Element | null {
  return node?.nodeType === 1 ? (node as Element) : null;
}

/** The first token of an explicit role (`role="button link"` is a button). */
function roleOf(element: Element): string | null {
  return element.getAttribute("role")?.trim().split(/\s+/)[0]?.toLowerCase() || null;
}

/** The largest paint's element: `img`, `video`, `svg`, `heading` or `text` (anything else paints text). */
export function paintedElementKind(node: Node | null): LcpElementKind {
  const element = elementOf(node);
  if (!element) return "unknown";
  const tag = element.localName.toLowerCase();
  if (tag === "img") return "img";
  if (tag === "video") return "video";
  if (element.namespaceURI === SVG_NAMESPACE) return "svg";
  if (HEADING.test(tag) || roleOf(element) === "heading") return "heading";
  return "text";
}

/** What a shopper operates: a press on an icon or a label's text inside one is a press on it. */
const CONTROL = ["a[href]", "button", "input", "select", "textarea", "summary", "label", ...["button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option", "combobox", "slider", "spinbutton", "textbox"].map((role) => `[role=${role}]`)].join();

/** The interaction's control: `button`, `a`, `input/checkbox`, `div/button`; the element itself outside any; or `unknown`. */
export function interactionTargetKind(node: Node | null): string {
  const target = elementOf(node);
  if (!target) return "unknown";
  const element = target.closest(CONTROL) ?? target;
  const tag = element.localName.toLowerCase();
  const role = roleOf(element) ?? (tag === "input" ? (element.getAttribute("type")?.trim().toLowerCase() || "text") : null);
  const kind = role ? `${tag}/${role}` : tag;
  if (INTERACTION_TARGET_KIND.test(kind)) return kind;
  return INTERACTION_TARGET_KIND.test(tag) ? tag : "unknown";
}

/**
 * A stand-in for a brand's footer embed (a trust badge, say): it fills the footer's embed slot with
 * a line of its own and marks the page for tests. What a real embed does is up to its vendor; the
 * storefront only loads it with measurement consent.
 */
export const FOOTER_WIDGET_SOURCE = `(function () {
  window.__footerWidgetLoaded = (window.__footerWidgetLoaded || 0) + 1;
  var slot = document.querySelector("[data-footer-embed]");
  if (!slot || slot.querySelector("[data-footer-widget]")) return;
  var badge = document.createElement("p");
  badge.setAttribute("data-footer-widget", "");
  badge.textContent = "\\u2713 Trusted shop";
  slot.appendChild(badge);
})();
`;

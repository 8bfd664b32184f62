/**
 * A stand-in for the external cookie manager (a consent platform) of Lastminute brands. Like the
 * real kind it keeps its own choice cookie, tells Google Consent Mode about a stored choice through
 * the dataLayer, exposes a small API and announces itself; it shows no UI.
 */
export const COOKIE_MANAGER_SOURCE = `(function () {
  if (window.__cookieManagerLoaded) return;
  window.__cookieManagerLoaded = true;
  var match = document.cookie.match(/(?:^|; )lm-cookie-manager=([^;]*)/);
  var choice = match ? decodeURIComponent(match[1]) : null;
  window.dataLayer = window.dataLayer || [];
  function gtag() { window.dataLayer.push(arguments); }
  if (choice) {
    var granted = choice === "all" ? "granted" : "denied";
    gtag("consent", "update", { analytics_storage: granted, ad_storage: granted, ad_user_data: granted, ad_personalization: granted });
  }
  window.CookieManager = {
    vendor: "sandbox",
    choice: function () { return choice; },
    openPreferences: function () { document.dispatchEvent(new CustomEvent("cookie-manager:preferences")); }
  };
  document.dispatchEvent(new CustomEvent("cookie-manager:ready"));
})();
`;

/**
 * A stand-in for the analytics tag (gtag.js-like). It consumes the dataLayer the way gtag does:
 * commands queued before it loaded first, then every later push. It keeps the Consent Mode state it
 * saw (defaults and updates, separately, as gtag does) on window for tests, and sends nothing.
 */
export const ANALYTICS_TAG_SOURCE = `(function () {
  if (window.__analyticsTagLoaded) return;
  window.__analyticsTagLoaded = true;
  var consent = (window.__analyticsConsent = { default: {}, update: {} });
  var commands = (window.__analyticsCommands = []);
  function run(entry) {
    if (!entry || typeof entry.length !== "number") return;
    var args = Array.prototype.slice.call(entry);
    commands.push(args);
    if (args[0] === "consent" && (args[1] === "default" || args[1] === "update")) {
      Object.assign(consent[args[1]], args[2]);
    }
  }
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  dataLayer.forEach(run);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();
`;

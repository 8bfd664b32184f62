import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response, and for HTML a CSP whose scripts must carry this
 * request's nonce. 'strict-dynamic' lets a nonce'd script load what it needs (route chunks, the
 * external cookie manager and analytics tag), so no host allowlist and no 'unsafe-inline' scripts.
 * Inline styles stay allowed: the brand theme is a per-request <style> and React sets style props.
 */
export const storefrontSecureHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", "https:"],
    frameSrc: ["'self'", "https:"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
});

import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppBindings } from "../app-bindings";

/** What every answer carries, page or not. */
const COMMON = {
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: "same-origin",
} as const;

/**
 * Security headers for pages, and for HTML a CSP whose scripts must carry this request's nonce.
 * 'strict-dynamic' lets a nonce'd script load what it needs (route chunks, the external cookie
 * manager and analytics tag), so no host allowlist and no 'unsafe-inline' scripts. Inline styles
 * stay allowed: the brand theme is a per-request <style> and React sets style props.
 */
const storefrontSecureHeaders = secureHeaders({
  ...COMMON,
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
  permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
});

/**
 * Answers that are data, never a document (the proxy, beacons, error reports, ops, health, a
 * page's texts): a CSP
 * that allows nothing, so a JSON body a browser is tricked into rendering (a backend's echo, an
 * error message) can run no script and be framed by no one.
 */
const dataSecureHeaders = secureHeaders({
  ...COMMON,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
});

const DATA_PATHS = /^\/(?:api|beacon|monitoring|healthz|__ops|texts)(?:\/|$)/;

/**
 * Mounted first, so every answer the edge gives gets its headers, refusals included: the
 * cross-site and body-size refusals, the proxy's own errors and the error handler's pages all
 * come back through this middleware.
 */
export const edgeSecureHeaders: MiddlewareHandler<AppBindings> = (c, next) =>
  DATA_PATHS.test(c.req.path) ? dataSecureHeaders(c, next) : storefrontSecureHeaders(c, next);

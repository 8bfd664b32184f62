import { Hono } from "hono";
import { html } from "hono/html";
import { SESSION_BY_TEST_TOKEN } from "./members";

/**
 * The single sign-on provider of brands with hasSSO (the edge's SSO_LOGIN_URL points here):
 * `GET /sso/login?domain=…&returnUrl=…` shows the demo members; choosing one returns to
 * `returnUrl` with `?a=<token>`, which the storefront exchanges silently (AuthenticateExternal).
 * The return address must be on the brand's own domain, like a real provider's allow-list.
 */
export function ssoLoginRouter(): Hono {
  const router = new Hono();
  router.get("/login", (c) => {
    const domain = c.req.query("domain") ?? "";
    const returnUrl = allowedReturn(c.req.query("returnUrl"), domain);
    if (!domain || !returnUrl) return c.text("domain and a returnUrl on that domain are required", 400);
    const members = Object.entries(SESSION_BY_TEST_TOKEN).filter(([, session]) => session !== null && session.expireInSeconds >= 3600);
    const back = (token: string) => {
      const url = new URL(returnUrl);
      url.searchParams.set("a", token);
      return url.href;
    };
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sandbox sign-on · ${domain}</title>
    <link rel="icon" href="data:," />
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #3c3c3c; }
      a.member { display: block; padding: 0.75rem 1rem; margin: 0.5rem 0; border: 1px solid #ccc; border-radius: 8px; color: inherit; text-decoration: none; }
      a.member:hover, a.member:focus { border-color: #0078d4; outline: 2px solid #0078d4; }
    </style>
  </head>
  <body>
    <h1>Sign in to ${domain}</h1>
    <p>The sandbox's single sign-on: choose a demo member.</p>
    ${members.map(([token, session]) => html`<a class="member" href="${back(token)}">Continue as ${session!.displayName}</a>`)}
    <p><a href="${returnUrl}">Cancel and go back</a></p>
  </body>
</html>`);
  });
  return router;
}

function allowedReturn(raw: string | undefined, domain: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname === domain.toLowerCase() ? url.href : null;
  } catch {
    return null;
  }
}

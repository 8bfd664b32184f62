import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { closedPort, rawRequest } from "./support/fake-upstream";
import { callsTo } from "./support/sandbox-calls";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Silent external sign-in at the edge (SPEC §4): `?a=` is exchanged with the sandbox's
 * AuthenticateExternal for an HttpOnly __Host-Abp.AuthToken cookie and a redirect without `a`.
 */

const AUTH_CALL = "/api/TokenAuth/AuthenticateExternal";
const FAULT_NAME = "TokenAuth/AuthenticateExternal"; // sandbox/auth/index.ts
const HOST = "viaggi.localhost";

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker({ PROXY_TIMEOUT_MS: "1500" });
  // Warm the brand cache so the sign-in timings below are the backend's alone.
  await (await worker.fetch("/", { host: HOST })).text();
});
afterAll(() => worker?.dispose());
beforeEach(async () => {
  await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
  await sandboxControl(worker.sandbox.url, "DELETE", "/calls");
});

function cookieNamed(response: Response, name: string): { value: string; attributes: string[] } | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

/** The claims of a sandbox access token (`sbx.<base64url JSON>.<signature>`). */
function claimsOf(token: string): { sub: string; domain: string; exp: number } {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

async function authCalls() {
  return callsTo(worker.sandbox.url, AUTH_CALL);
}

describe("the four sandbox tokens", () => {
  test.each([
    { a: "sandbox-member-token", token: "sandbox-member-token", member: "member-1001", maxAge: 3600 },
    { a: "sandbox-short-token", token: "sandbox-short-token", member: "member-1002", maxAge: 60 },
    { a: "sandbox%20plus%20token", token: "sandbox+plus+token", member: "member-1003", maxAge: 3600 },
    { a: "sandbox+plus+token", token: "sandbox+plus+token", member: "member-1003", maxAge: 3600 },
  ])("a=$a signs in as $member and redirects without a", async ({ a, token, member, maxAge }) => {
    const response = await worker.fetch(`/?a=${a}&adults=2`, { host: HOST });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?adults=2");
    expect(response.headers.get("cache-control")).toBe("no-store");

    const cookie = cookieNamed(response, "__Host-Abp.AuthToken");
    expect(cookie).toBeDefined();
    expect(cookie!.attributes).toEqual(expect.arrayContaining([`max-age=${maxAge}`, "path=/", "httponly", "secure", "samesite=lax"]));
    expect(claimsOf(cookie!.value)).toMatchObject({ sub: member, domain: HOST });

    const calls = await authCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(JSON.parse(calls[0]!.body)).toEqual({ token, domainName: HOST });
  });

  test("the rejected token lands on /exception?type=401 and ends any previous session", async () => {
    const response = await worker.fetch("/?a=sandbox-rejected-token&adults=2", { host: HOST, headers: { cookie: "__Host-Abp.AuthToken=old" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/exception?type=401");
    const cleared = cookieNamed(response, "__Host-Abp.AuthToken");
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes).toContain("max-age=0");
  });
});

describe("a sign-in link from another site", () => {
  const fromElsewhere = (cookie?: string) => ({ host: HOST, headers: { "sec-fetch-site": "cross-site", ...(cookie ? { cookie } : {}) } });

  test("signs in a shopper who is signed out, and remembers who signed in in a signed __Host-member cookie", async () => {
    const response = await worker.fetch("/?a=sandbox-member-token", fromElsewhere());
    expect(response.headers.get("location")).toBe("/");
    expect(cookieNamed(response, "__Host-Abp.AuthToken")?.value).toMatch(/^sbx\./);
    const member = cookieNamed(response, "__Host-member");
    expect(member?.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    // Who signed in, the name the backend gave (for the header's "signed in as"), and when the
    // token's lifetime ends: the MAC covers all three and the token itself.
    const payload = JSON.parse(Buffer.from(member!.value.split(".")[0]!, "base64url").toString());
    expect(payload).toEqual({ id: "member-1001", name: "Giulia Bianchi", expires: expect.any(Number) });
    const maxAge = Number(/max-age=(\d+)/.exec(member!.attributes.join(";"))?.[1]);
    expect(Math.abs(payload.expires - (Date.now() / 1000 + maxAge))).toBeLessThan(60);
    expect(member?.attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "secure", "samesite=lax", "max-age=3600"]));
  });

  test("never replaces a session already open: not exchanged, the member stays who they were", async () => {
    const response = await worker.fetch("/H?adults=2&a=sandbox-short-token", fromElsewhere("__Host-Abp.AuthToken=the-members-own-token"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/H?adults=2");
    expect(response.headers.getSetCookie().filter((line) => /Abp\.AuthToken|__Host-member/.test(line))).toEqual([]);
    expect(await authCalls()).toEqual([]);
  });

  test("with a refused token signs nobody out", async () => {
    const response = await worker.fetch("/?a=sandbox-rejected-token", fromElsewhere("__Host-Abp.AuthToken=the-members-own-token"));
    expect(response.headers.get("location")).toBe("/");
    const signedOut = await worker.fetch("/?a=sandbox-rejected-token", { host: HOST, headers: { "sec-fetch-site": "cross-site" } });
    expect(signedOut.headers.get("location")).toBe("/exception?type=401");
    expect(signedOut.headers.getSetCookie().filter((line) => /Abp\.AuthToken/.test(line))).toEqual([]);
  });

  test("from the shop's own pages (or typed) may switch members", async () => {
    const response = await worker.fetch("/?a=sandbox-short-token", { host: HOST, headers: { "sec-fetch-site": "same-origin", cookie: "__Host-Abp.AuthToken=the-members-own-token" } });
    expect(claimsOf(cookieNamed(response, "__Host-Abp.AuthToken")!.value).sub).toBe("member-1002");
  });
});

describe("the redirect", () => {
  test("keeps the path and every other parameter, raw and in order, dropping each a", async () => {
    const response = await worker.fetch("/H?adults=2&a=sandbox-member-token&childrenAges=3-5&destination=PMI&mealPlans=BB-HB&a=again&q=caf%C3%A9+x", { host: HOST });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/H?adults=2&childrenAges=3-5&destination=PMI&mealPlans=BB-HB&q=caf%C3%A9+x");
  });

  test("a only: back to the bare path", async () => {
    const response = await worker.fetch("/deals?a=sandbox-member-token", { host: HOST });
    expect(response.headers.get("location")).toBe("/deals");
  });

  test("a path starting with // never becomes a redirect to another host", async () => {
    const raw = await rawRequest((await worker.mf.ready).toString(), { target: "//evil.example/?a=sandbox-member-token", host: HOST });
    expect(raw.status).toBe(302);
    expect(raw.headers.location).toBe("/evil.example/");
  });
});

describe("when it does not run", () => {
  test("/exception?a=… is not intercepted: the page renders and the backend is not called", async () => {
    const response = await worker.fetch("/exception?type=401&a=sandbox-member-token", { host: HOST });
    expect(response.status).toBe(200);
    expect(cookieNamed(response, "__Host-Abp.AuthToken")).toBeUndefined();
    await response.text();
    expect(await authCalls()).toEqual([]);
  });

  test("an empty a is no sign-in", async () => {
    const response = await worker.fetch("/?a=&adults=2", { host: HOST });
    expect(response.status).toBe(200);
    await response.text();
    expect(await authCalls()).toEqual([]);
  });

  test("a domain without a brand: the missing-brand page, no sign-in attempt", async () => {
    const response = await worker.fetch("/?a=sandbox-member-token", { host: "nobrand.localhost" });
    expect(response.status).toBe(404);
    await response.text();
    expect(await authCalls()).toEqual([]);
  });
});

describe("sharing and failures", () => {
  test("concurrent duplicate attempts share one AuthenticateExternal call", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: FAULT_NAME, kind: "latency", ms: 400, times: 1 });
    const responses = await Promise.all([1, 2, 3].map(() => worker.fetch("/?a=sandbox-member-token&adults=2", { host: HOST })));
    for (const response of responses) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/?adults=2");
      expect(cookieNamed(response, "__Host-Abp.AuthToken")?.value).toMatch(/^sbx\./);
    }
    expect(await authCalls()).toHaveLength(1);
  });

  test("a backend error (500) lands on /exception?type=401", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: FAULT_NAME, kind: "status", status: 500, times: 1 });
    const response = await worker.fetch("/?a=sandbox-member-token", { host: HOST });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/exception?type=401");
  });

  test("a backend that does not answer in time lands on /exception?type=401", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: FAULT_NAME, kind: "hang", times: 1 });
    const response = await worker.fetch("/?a=sandbox-member-token", { host: HOST });
    expect(response.headers.get("location")).toBe("/exception?type=401");
  });

  test("an unreachable backend lands on /exception?type=401", async () => {
    const port = await closedPort();
    const orphan = await startWorker({ API_BASE_URL: `http://127.0.0.1:${port}` });
    try {
      const response = await orphan.fetch("/?a=sandbox-member-token", { host: HOST });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/exception?type=401");
    } finally {
      await orphan.dispose();
    }
  });
});

describe("the pages sign-in failures and expired sessions land on", () => {
  const BRANDS = [
    { host: "localhost", lang: "en" },
    { host: "viaggi.localhost", lang: "it" },
    { host: "hoteles.localhost", lang: "es" },
    { host: "voyages.localhost", lang: "fr" },
  ];
  const dictionary = (namespace: string, lang: string) =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, `../../public/i18n/${namespace}/${lang}.json`), "utf8"));
  const unescapeHtml = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

  test.each(BRANDS)("$host: /exception?type=401, /exception and /expired-session in $lang", async ({ host, lang }) => {
    const exception = dictionary("exception", lang);
    const expired = dictionary("expiredSession", lang);
    const pages = [
      { path: "/exception?type=401", page: "exception-401", texts: [exception["401"].title, exception["401"].subtitle, exception["401"].cta] },
      { path: "/exception", page: "exception-generic", texts: [exception.generic.title, exception.generic.subtitle] },
      { path: "/expired-session", page: "expired-session", texts: [expired.title, expired.subtitle, expired.cta] },
    ];
    for (const { path, page, texts } of pages) {
      const response = await worker.fetch(path, { host });
      const html = unescapeHtml(await response.text());
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(`data-page="${page}"`);
      for (const text of texts) expect(html, `${host}${path}`).toContain(text);
    }
  });
});

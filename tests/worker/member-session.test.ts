import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { TRACKING_PROJECT } from "../../shared/constants";
import { memberCookieValue } from "../../worker/auth/member-cookie";
import { sandboxControl } from "../support/sandbox";
import { callsTo, eventsNamed } from "./support/sandbox-calls";
import { BROWSER_UA } from "./support/shop-pages";
import { shopperOn, type Shopper } from "./support/shopper";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Who is signed in is believed only beside the token it was issued with (worker/auth/session.ts):
 * `__Host-member` is signed over the member, the token and the token's end. A member cookie on its
 * own, copied beside another session's token, or kept past its end is nobody; no request carrying
 * an auth or member cookie reads or writes the landing document other visitors get.
 */

const SECRET = "member-session-test-signing-secret-0123456789";
const VIAGGI = "viaggi.localhost";
const TOKEN_COOKIE = "__Host-Abp.AuthToken";
const MEMBER_COOKIE = "__Host-member";
const FLIGHTS = "departure=MIL&destination=PMI&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker({ COOKIE_SIGNING_SECRET: SECRET });
});
afterAll(() => worker?.dispose());
beforeEach(() => sandboxControl(worker.sandbox.url, "POST", "/reset"));

async function signedIn(token = "sandbox-member-token"): Promise<Shopper> {
  const shopper = shopperOn(() => worker, VIAGGI);
  const landed = await shopper.fetch(`/?a=${token}`, { redirect: "manual" });
  expect(landed.status).toBe(302);
  expect(shopper.cookie(MEMBER_COOKIE)).toBeTruthy();
  return shopper;
}

/** A page as a browser sending exactly `cookie` gets it. */
const page = (path: string, cookie = "") =>
  worker.fetch(path, { host: VIAGGI, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
const decodedToken = (shopper: Shopper) => decodeURIComponent(shopper.cookie(TOKEN_COOKIE)!);

describe("the shared landing document", () => {
  test("a member cookie without its token is nobody, and the next visitor's landing names no one", async () => {
    const giulia = await signedIn();
    const memberOnly = await page("/", `${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`);
    expect(memberOnly.headers.get("x-document-cache")).toBeNull();
    const stolen = await memberOnly.text();
    expect(stolen).not.toContain("Giulia Bianchi");
    expect(stolen).not.toContain("member-1001");
    expect(stolen).not.toContain('action="/sign-out"');

    for (let visit = 0; visit < 2; visit++) {
      const anonymous = await (await page("/")).text();
      expect(anonymous).not.toContain("Giulia Bianchi");
      expect(anonymous).not.toContain("member-1001");
    }
  });

  test("a signed-in member's landing is theirs alone: never read from nor written to the shared document", async () => {
    // Warm the shared document first, then visit as the member.
    await (await page("/")).text();
    expect((await page("/")).headers.get("x-document-cache")).toBe("hit");
    const giulia = await signedIn();
    const own = await giulia.fetch("/");
    expect(own.headers.get("x-document-cache")).toBeNull();
    expect(await own.text()).toContain("Giulia Bianchi");
    const anonymous = await page("/");
    expect(anonymous.headers.get("x-document-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain("Giulia Bianchi");
  });

  test("any auth or member cookie, even an empty or unreadable one, keeps a request off the shared document", async () => {
    await (await page("/")).text();
    for (const cookie of [`${TOKEN_COOKIE}=`, `${MEMBER_COOKIE}=`, `${MEMBER_COOKIE}=garbage`, `${TOKEN_COOKIE}=; ${TOKEN_COOKIE}=x`]) {
      const response = await page("/", cookie);
      expect(response.headers.get("x-document-cache"), cookie).toBeNull();
      await response.text();
    }
  });
});

describe("the member cookie is believed only with its own token, until its end", () => {
  test("beside another session's token, the member is nobody: no name, no members' search as them", async () => {
    const giulia = await signedIn();
    const carlos = await signedIn("sandbox-short-token");
    const mixed = `${TOKEN_COOKIE}=${carlos.cookie(TOKEN_COOKIE)}; ${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`;
    const html = await (await page("/F", mixed)).text();
    expect(html).not.toContain("Giulia Bianchi");
    expect(html).not.toContain("Carlos Ortega");
    expect(html).not.toContain("member-1001");
  });

  test("a member cookie alone does not open the members-only pages, and nothing is searched", async () => {
    const giulia = await signedIn();
    const html = await (await page(`/memSearch?${FLIGHTS}`, `${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`)).text();
    expect(html).toContain('data-page="members-only"');
    expect(await callsTo(worker.sandbox.url, "/api/services/app/ShoppingTransportService/CreateSearch")).toHaveLength(0);
  });

  test("signed with the right key and token but past its end, the member is nobody; before it, the member", async () => {
    const giulia = await signedIn();
    const token = decodedToken(giulia);
    const member = { id: "member-1001", name: "Giulia Bianchi" };
    const now = Math.floor(Date.now() / 1000);
    const expired = await memberCookieValue(SECRET, member, VIAGGI, token, now - 1);
    const current = await memberCookieValue(SECRET, member, VIAGGI, token, now + 600);
    const named = async (value: string) => (await (await page("/F", `${TOKEN_COOKIE}=${giulia.cookie(TOKEN_COOKIE)}; ${MEMBER_COOKIE}=${value}`)).text()).includes("Giulia Bianchi");
    expect(await named(current)).toBe(true);
    expect(await named(expired)).toBe(false);
    // The end is inside the MAC: a later end written over a signed cookie is nobody.
    const [, mac] = expired.split(".");
    const stretched = `${Buffer.from(JSON.stringify({ ...member, expires: now + 600 })).toString("base64url")}.${mac}`;
    expect(await named(stretched)).toBe(false);
  });

  test("one reading of the cookies for every reader: an empty first auth cookie is no session anywhere", async () => {
    const giulia = await signedIn();
    const shadowed = `${TOKEN_COOKIE}=; ${TOKEN_COOKIE}=${giulia.cookie(TOKEN_COOKIE)}; ${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`;
    const html = await (await page(`/memSearch?${FLIGHTS}`, shadowed)).text();
    // The page sees a visitor, and its loaders made no call with Giulia's bearer either.
    expect(html).toContain('data-page="members-only"');
    const bearers = (await callsTo(worker.sandbox.url, "/api/services/app/")).filter((call) => call.headers.authorization);
    expect(bearers).toHaveLength(0);
  });
});

describe("beacons speak for the verified member only", () => {
  const beacon = (externalUserId: string | null) =>
    JSON.stringify({
      eventName: "viewed.page",
      logLevel: "info",
      eventProperties: { path: "/" },
      eventData: { appVersion: "test", domain: VIAGGI, brand: "x", subBrand: null, cartId: null, product: "DP", externalUserId, fingerprint: "f", sessionFingerprint: "s" },
      project: TRACKING_PROJECT,
    });
  const post = (body: string, cookie = "") =>
    worker.fetch("/beacon", { method: "POST", host: VIAGGI, body, headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) } });

  test("a claimed member id is replaced by the edge's: null for a visitor, the member's own when signed in", async () => {
    expect((await post(beacon("member-1001"))).status).toBe(202);
    const giulia = await signedIn();
    const cookies = `${TOKEN_COOKIE}=${giulia.cookie(TOKEN_COOKIE)}; ${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`;
    expect((await post(beacon("member-9999"), cookies)).status).toBe(202);
    // A member cookie alone speaks for nobody.
    expect((await post(beacon("member-1001"), `${MEMBER_COOKIE}=${giulia.cookie(MEMBER_COOKIE)}`)).status).toBe(202);
    const received = await eventually(async () => {
      const events = await eventsNamed(worker.sandbox.url, "viewed.page");
      expect(events).toHaveLength(3);
      return events;
    });
    expect(received.map((event) => event.body.eventData.externalUserId).sort()).toEqual([null, null, "member-1001"].sort());
  });
});

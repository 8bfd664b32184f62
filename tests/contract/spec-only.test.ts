import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthApiModelSchema } from "../../shared/api/auth";
import type { Cart } from "../../shared/api/cart";
import { createApi, type Api } from "../../shared/api/client";
import type { ProposalsPageRequest } from "../../shared/api/shopping";
import { TRACKING_PROJECT } from "../../shared/constants";
import { SPEC_CALLS } from "../../sandbox/spec/calls";
import { answerThroughSpec, SPEC_DRIFT } from "../../sandbox/spec/gate";
import { specOnlyFromEnvironment } from "../../sandbox/spec/switch";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, transportTo, value } from "./support/api-results";

/**
 * The sandbox under its spec-only switch is a backend built to SPEC.md alone: the storefront's
 * typed client must go through a whole booking against it, and its answers must carry no field of
 * ours. Drift shows from either side: a storefront schema requiring more than the spec names
 * fails here, and so does a sandbox answer built without a field the spec names.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const DOMAIN = "viaggi.localhost";
const TOKEN = "dev-event-receiver-token";

let sandbox: RunningSandbox;
let api: Api;

async function raw(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const pageRequest = (over: Partial<ProposalsPageRequest> = {}): ProposalsPageRequest => ({
  page: { number: 1, size: 20 },
  facets: [],
  sort: { name: "RECOMMENDED", ascending: true },
  staticData: { language: "it" },
  ...over,
});

/** The keys SPEC §3 names for a cart, and no other. */
const SPEC_CART_KEYS = ["cartId", "requestUuid", "details", "config", "order", "products", "vouchers", "contact", "travellers", "subscriptions", "invoices", "specialRequest", "seatSelection"];

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // refusals are logged by design
  sandbox = await startSandbox();
  api = createApi(transportTo(sandbox.url));
});
beforeEach(async () => {
  await sandboxControl(sandbox.url, "POST", "/reset");
  await sandboxControl(sandbox.url, "PUT", "/spec-only", { specOnly: true });
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("the switch", () => {
  it("is a control beside the others, and reset puts it back to how the sandbox started", async () => {
    expect(await sandboxControl(sandbox.url, "GET", "/spec-only")).toEqual({ specOnly: true });
    await sandboxControl(sandbox.url, "POST", "/reset");
    expect(await sandboxControl(sandbox.url, "GET", "/spec-only")).toEqual({ specOnly: false });
    const refused = await fetch(`${sandbox.url}/__sandbox/spec-only`, { method: "PUT", body: JSON.stringify({ specOnly: "yes" }), headers: { "content-type": "application/json" } });
    expect(refused.status).toBe(400);
  });

  it("starts on with SANDBOX_SPEC_ONLY=1", () => {
    expect([specOnlyFromEnvironment("1"), specOnlyFromEnvironment("true"), specOnlyFromEnvironment(undefined), specOnlyFromEnvironment("0")]).toEqual([true, true, false, false]);
  });

  it("off, the same calls answer the fields that are ours", async () => {
    await sandboxControl(sandbox.url, "PUT", "/spec-only", { specOnly: false });
    const { json } = await raw("POST", "/api/TokenAuth/AuthenticateExternal", { token: "sandbox-member-token", domainName: DOMAIN });
    expect(Object.keys((json.result as { authApiModel: object }).authApiModel).sort()).toEqual(["accessToken", "displayName", "expireInSeconds", "externalUserId"]);
  });
});

describe("answers as SPEC.md writes them, taken by the storefront's schemas", () => {
  it("sign-in: SPEC §3's auth result, accessToken and expireInSeconds only, in `result` only", async () => {
    const { status, json } = await raw("POST", "/api/TokenAuth/AuthenticateExternal", { token: "sandbox-member-token", domainName: DOMAIN });
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(["result"]);
    expect(Object.keys((json.result as { authApiModel: object }).authApiModel).sort()).toEqual(["accessToken", "expireInSeconds"]);
    const signedIn = value(await api.tokenAuth.authenticateExternal({ token: "sandbox-member-token", domainName: DOMAIN }));
    expect(signedIn?.authApiModel).toEqual({ accessToken: expect.stringMatching(/^sbx\./), expireInSeconds: 3600 });
    // A refused token is still the falsy result of SPEC §4.
    expect(value(await api.tokenAuth.authenticateExternal({ token: "sandbox-rejected-token", domainName: DOMAIN }))).toBeNull();
  });

  it("flags: toggles with name and enabled", async () => {
    const flags = value(await api.featureToggles.flagProviderList(DOMAIN));
    expect(flags.toggles.length).toBeGreaterThan(0);
    for (const toggle of flags.toggles) expect(Object.keys(toggle).sort()).toEqual(["enabled", "name"]);
  });

  it("a hotel from search to a confirmed order, every answer taken by the typed client", async () => {
    const searchId = await api.hotels.createSearch({ productType: "H", destination: "ROM", outboundDate: "2031-09-14", returnDate: "2031-09-18", adults: 2, businessProfileId: "BP-VIAGGI-H", language: "it" });
    expect(searchId).toEqual(expect.any(String));
    const page = value(await api.hotels.retrieveProposals(searchId!, pageRequest()));
    const proposal = page.proposals[0]!;
    const { pricingId } = value(await api.hotels.createPricing({ searchId: searchId!, proposalId: proposal.id }));
    let pricing = value(await api.hotels.retrievePricing(pricingId));
    while (pricing.status === "PRICING") pricing = value(await api.hotels.retrievePricing(pricingId));
    const selection = value(await api.hotels.createSelection({ pricingId }));
    const created = value(
      await api.cart.createCart({ domainName: DOMAIN, productType: "H", adults: 2, outboundDate: "2031-09-14", returnDate: "2031-09-18", currency: "EUR", selectionId: selection.selectionId, language: "it" }),
    );
    const ids = { cartId: created.cartId, requestUuid: created.requestUuid };
    const read = await raw("POST", `/api/services/app/CartApiService/RetrieveCartFull?${new URLSearchParams({ ...ids, domainName: DOMAIN, producttype: "H" })}`);
    expect(Object.keys(read.json.result as object).sort()).toEqual([...SPEC_CART_KEYS].sort());
    const cart: Cart = value(await api.cart.retrieveCartFull({ ...ids, domainName: DOMAIN, producttype: "H" }));
    expect(cart.domainName).toBeUndefined();
    expect(cart.externalUserId).toBeUndefined();
    value(await api.cart.addContactToCart({ ...ids, contact: { firstName: "Anna", lastName: "Verdi", email: "anna@example.com", phone: "+39 333 1234567", countryCode: "IT" } }));
    for (const firstName of ["Anna", "Marco"]) {
      value(await api.cart.addTravellerToCart({ ...ids, traveller: { type: "ADULT", title: "MS", firstName, lastName: "Verdi", birthDate: "1985-04-02", nationality: "IT", documentNumber: "YA1234567" } }));
    }
    value(await api.cart.cartFinalize(ids));
    const confirmed = value(await api.cart.confirmCart(ids));
    expect(confirmed.order.status).toBe("CONFIRMED");
    expect(confirmed.order.reference).toMatch(/^SBX-/);
  });

  it("a flight from search to a cart", async () => {
    const { searchId } = value(await api.transport.createSearch({ departure: "MAD", destination: "ROM", outboundDate: "2031-09-14", returnDate: "2031-09-18", adults: 1, businessProfileId: "BP-VIAGGI-F", language: "it" }));
    const page = value(await api.transport.retrieveProposals(searchId, pageRequest({ filtersMetadata: { facetNames: ["price"] } })));
    const proposal = value(await api.transport.getTransportProposalByProposalId(page.proposals[0]!.id));
    const cart = value(await api.cart.createCart({ domainName: DOMAIN, productType: "F", adults: 1, outboundDate: "2031-09-14", returnDate: "2031-09-18", currency: "EUR", proposalId: proposal.id }));
    expect(cart.details.products.length).toBeGreaterThan(0);
  });

  it("a call SPEC.md does not name is not found: the search form's destinations are ours", async () => {
    const destinations = error(await api.hotels.getDestinations("it"));
    expect(destinations).toMatchObject({ kind: "backend", status: 404, message: "NOT_FOUND" });
  });
});

describe("requests: what the spec names is required, what is ours is ignored", () => {
  const proposals = (body: unknown) => raw("POST", "/api/services/app/ShoppingHDPService/RetrieveProposals?searchId=HS-any", body);

  it.each([
    ["without staticData", { page: { number: 1, size: 20 }, facets: [], sort: { name: "PRICE", ascending: true } }, /body\.staticData/],
    ["with a field the spec does not name", { ...pageRequest(), extra: true }, /body\.extra: Invalid key/],
    ["with a map box not rounded to 5 decimals", pageRequest({ facets: [{ name: "coordinates", boundingBox: { from: { latitude: 41.123456, longitude: 12.1 }, to: { latitude: 42, longitude: 13 } } }] }), /5 decimals/],
  ])("a proposals page request %s is refused", async (_, body, details) => {
    const { status, json } = await proposals(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: { message: "INVALID_REQUEST", details: expect.stringMatching(details) } });
  });

  it("query parameters the spec names must be there (RetrieveCartFull's producttype, SPEC §7)", async () => {
    const { status, json } = await raw("POST", `/api/services/app/CartApiService/RetrieveCartFull?cartId=c&requestUuid=r&domainName=${DOMAIN}`);
    expect(status).toBe(400);
    expect((json.error as { details: string }).details).toMatch(/query\.producttype/);
  });

  it("the external sign-in payload is token and domainName, nothing else", async () => {
    const { status } = await raw("POST", "/api/TokenAuth/AuthenticateExternal", { token: "sandbox-member-token", domainName: DOMAIN, remember: true });
    expect(status).toBe(400);
  });

  it("memberPrices is ours: a member search without a member's bearer is an ordinary search, not a refusal", async () => {
    await sandboxControl(sandbox.url, "PUT", "/spec-only", { specOnly: false });
    const body = { productType: "H", destination: "ROM", outboundDate: "2031-09-14", returnDate: "2031-09-18", adults: 2, businessProfileId: "BP-VIAGGI-H", memberPrices: true };
    expect((await raw("POST", "/api/services/app/ShoppingHDPService/CreateSearch", body)).status).toBe(401);
    await sandboxControl(sandbox.url, "PUT", "/spec-only", { specOnly: true });
    const { status, json } = await raw("POST", "/api/services/app/ShoppingHDPService/CreateSearch", body);
    expect(status).toBe(200);
    expect(json).toEqual({ result: { id: { value: expect.any(String) } } });
  });
});

describe("the event receiver takes one event object per POST (SPEC §7)", () => {
  const event = () => ({
    eventName: "viewed.page",
    logLevel: "info",
    eventProperties: { path: "/" },
    eventData: { appVersion: "test", externalUserId: null, brand: "Viaggi Sole", subBrand: null, cartId: null, product: null, domain: DOMAIN, fingerprint: "f", sessionFingerprint: "s" },
    project: TRACKING_PROJECT,
  });
  const post = (body: unknown, token = TOKEN) =>
    fetch(`${sandbox.url}/events`, { method: "POST", headers: { "content-type": "application/json", "X-Event-Token": token }, body: JSON.stringify(body) });

  it("one event: accepted and recorded", async () => {
    expect((await post(event())).status).toBe(202);
    const { events } = (await sandboxControl(sandbox.url, "GET", "/events")) as { events: { body: unknown }[] };
    expect(events.map((e) => e.body)).toEqual([event()]);
  });

  it.each([
    ["a list, even of one", [event()]],
    ["a field the spec does not name", { ...event(), extra: 1 }],
    ["eventData without one of its fields", { ...event(), eventData: { ...event().eventData, cartId: undefined } }],
    ["eventProperties as a list", { ...event(), eventProperties: [] }],
  ])("%s: 400, nothing recorded", async (_, body) => {
    expect((await post(body)).status).toBe(400);
    expect(await sandboxControl(sandbox.url, "GET", "/events")).toEqual({ events: [] });
  });

  it("without the token: 401", async () => {
    expect((await post(event(), "wrong")).status).toBe(401);
  });
});

describe("drift on either side fails", () => {
  it("the storefront's schemas: one that required a field of ours would refuse the spec's answer", async () => {
    const { json } = await raw("POST", "/api/TokenAuth/AuthenticateExternal", { token: "sandbox-member-token", domainName: DOMAIN });
    const answer = (json.result as { authApiModel: unknown }).authApiModel;
    expect(v.safeParse(AuthApiModelSchema, answer).success).toBe(true);
    const requiringOurs = v.object({ ...AuthApiModelSchema.entries, externalUserId: v.string() });
    expect(v.safeParse(requiringOurs, answer).success).toBe(false);
  });

  it("the sandbox's builders: an answer built without a field the spec names is its loud 500, not a pass", () => {
    const hotelSearch = SPEC_CALLS["/api/services/app/ShoppingHDPService/CreateSearch"]!;
    expect(answerThroughSpec(hotelSearch, { id: { value: "HS-1" }, extra: 1 })).toEqual({ ok: true, result: { id: { value: "HS-1" } } });
    expect(answerThroughSpec(hotelSearch, { searchId: "HS-1" })).toMatchObject({ ok: false, details: expect.stringMatching(/result\.id/) });
    const auth = SPEC_CALLS["/api/TokenAuth/AuthenticateExternal"]!;
    expect(answerThroughSpec(auth, { authApiModel: { accessToken: "t", expireInSeconds: "3600" } })).toMatchObject({ ok: false });
    expect(SPEC_DRIFT).toBe("SANDBOX_SPEC_DRIFT");
  });

  it("the sandbox's spec schemas are its own, written from SPEC.md: nothing in sandbox/spec imports shared/", () => {
    const dir = resolve(ROOT, "sandbox/spec");
    for (const file of readdirSync(dir)) {
      const source = readFileSync(resolve(dir, file), "utf8");
      expect(source, file).not.toMatch(/from\s+["'][./]*shared\//);
    }
  });

  it("sandbox/README.md lists every field the switch drops as ours", () => {
    const readme = readFileSync(resolve(ROOT, "sandbox/README.md"), "utf8");
    const ours = new Set(Object.values(SPEC_CALLS).flatMap((call) => [...(call.oursInBody ?? []), ...(call.oursInQuery ?? [])]));
    for (const field of ours) expect(readme).toContain(`\`${field}\``);
  });
});

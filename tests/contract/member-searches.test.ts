import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTokenAuthApi } from "../../shared/api/client/token-auth";
import { createHotelShoppingApi } from "../../shared/api/client/hotel-shopping";
import { createTransportShoppingApi } from "../../shared/api/client/transport-shopping";
import type { HotelSearchRequest, ProposalsPageRequest, TransportSearchRequest } from "../../shared/api/shopping";
import { startSandbox, type RunningSandbox } from "../support/sandbox";
import { transportTo, value } from "./support/api-results";

/**
 * Member searches (ours: `memberPrices: true` on CreateSearch): refused without a member's bearer,
 * and answered with the members' prices (lower than the public ones, every part adding up), under
 * proposal ids of their own.
 */
let sandbox: RunningSandbox;
let memberBearer: Record<string, string>;

const PAGE: ProposalsPageRequest = { page: { number: 1, size: 100 }, facets: [], sort: { name: "PRICE", ascending: true }, staticData: { language: "it" } };
const stay: HotelSearchRequest = { productType: "DP", departure: "MIL", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: 2, childrenAges: [], businessProfileId: "BP-VIAGGI-DP", language: "it" };
const flight: TransportSearchRequest = { productType: "F", departure: "MIL", destination: "PMI", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: 2, childrenAges: [], businessProfileId: "BP-VIAGGI-F", language: "it" };

const createSearchRaw = (service: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}/api/services/app/${service}/CreateSearch`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  sandbox = await startSandbox();
  const auth = value(await createTokenAuthApi(transportTo(sandbox.url)).authenticateExternal({ token: "sandbox-member-token", domainName: "viaggi.localhost" }));
  memberBearer = { authorization: `Bearer ${auth!.authApiModel.accessToken}` };
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("member searches", () => {
  it("are refused without a member's bearer, or with a forged one (401 MEMBER_REQUIRED)", async () => {
    for (const [service, body] of [["ShoppingHDPService", stay], ["ShoppingTransportService", flight]] as const) {
      for (const headers of [{}, { authorization: "Bearer sbx.forged.token" }] as Record<string, string>[]) {
        const response = await createSearchRaw(service, { ...body, memberPrices: true }, headers);
        expect(response.status, service).toBe(401);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe("MEMBER_REQUIRED");
      }
      expect((await createSearchRaw(service, body)).status, `${service} public`).toBe(200);
    }
  });

  it("answer stays 10 % under the public price, each part adding up, under ids of their own", async () => {
    const hotels = createHotelShoppingApi(transportTo(sandbox.url, memberBearer));
    const publicPage = value(await hotels.retrieveProposals((await hotels.createSearch(stay))!, PAGE));
    const memberPage = value(await hotels.retrieveProposals((await hotels.createSearch({ ...stay, memberPrices: true }))!, PAGE));
    expect(memberPage.proposals.length).toBeGreaterThan(0);
    expect(memberPage.page.totalCount).toBe(publicPage.page.totalCount);
    const publicById = new Map(publicPage.proposals.map((p) => [`${p.accommodation.id}|${p.room.name}|${p.transport?.legs.map((l) => l.id).join()}`, p]));
    for (const member of memberPage.proposals) {
      const same = publicById.get(`${member.accommodation.id}|${member.room.name}|${member.transport?.legs.map((l) => l.id).join()}`)!;
      expect(member.id).not.toBe(same.id);
      expect(member.price.accommodation.amount).toBe(Math.round(same.price.accommodation.amount * 0.9));
      expect(member.price.total.amount).toBe(member.price.accommodation.amount + (member.price.transport?.amount ?? 0));
      expect(member.price.transport?.amount).toBe(member.transport?.price.total.amount);
      expect(member.price.total.amount).toBeLessThan(same.price.total.amount);
    }
  });

  it("answer flights 10 % under the public price", async () => {
    const flights = createTransportShoppingApi(transportTo(sandbox.url, memberBearer));
    const pageOf = async (body: TransportSearchRequest) => value(await flights.retrieveProposals(value(await flights.createSearch(body)).searchId, PAGE));
    const publicPage = await pageOf(flight);
    const memberPage = await pageOf({ ...flight, memberPrices: true });
    expect(memberPage.proposals.map((p) => p.price.total.amount)).toEqual(publicPage.proposals.map((p) => Math.round(p.price.total.amount * 0.9)));
    expect(memberPage.proposals.map((p) => p.id)).not.toContain(publicPage.proposals[0]!.id);
  });
});

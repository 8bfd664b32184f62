import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCartApi } from "../../shared/api/client/cart";
import { createDealsApi } from "../../shared/api/client/deals";
import { createHotelShoppingApi } from "../../shared/api/client/hotel-shopping";
import { createTransportShoppingApi } from "../../shared/api/client/transport-shopping";
import type { CreateCartBody } from "../../shared/api/cart";
import type { HotelProposal, HotelSearchRequest } from "../../shared/api/shopping";
import type { Language } from "../../shared/constants";
import { destinationByCode, destinationNameIn } from "../../sandbox/shopping/destinations";
import { englishWordsIn } from "../support/english-words";
import { startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, transportTo, value } from "./support/api-results";

/**
 * The sandbox answers in the language it is asked for (ours: SPEC §7 shows no language on these
 * calls): a cart in CreateCart's `language` (lines, extras, what is added later), a hotel search's
 * rooms and cities in the search's `language`, static data and promotions in their body's
 * `language`, deals in `?language=`. English when a call names none.
 */

let sandbox: RunningSandbox;
const hotels = () => createHotelShoppingApi(transportTo(sandbox.url));
const carts = () => createCartApi(transportTo(sandbox.url));

const STAY = { outboundDate: "2026-09-14", returnDate: "2026-09-18", adults: 2, childrenAges: [] as number[] };
const search = (language: Language, over: Partial<HotelSearchRequest> = {}): HotelSearchRequest => ({
  productType: "H", destination: "ROM", ...STAY, businessProfileId: "BP-DEMO-H", language, ...over,
});

async function proposalsOf(request: HotelSearchRequest) {
  const searchId = await hotels().createSearch(request);
  if (!searchId) throw new Error("search creation failed");
  return { searchId, proposals: value(await hotels().retrieveProposals(searchId, { page: { number: 1, size: 100 } })).proposals };
}

/** A selection of `proposal`, priced and ready for CreateCart. */
async function selected(searchId: string, proposal: HotelProposal): Promise<string> {
  const { pricingId } = value(await hotels().createPricing({ searchId, proposalId: proposal.id }));
  while (value(await hotels().retrievePricing(pricingId)).status !== "PRICED");
  return value(await hotels().createSelection({ pricingId })).selectionId;
}

const cartBody = (over: Partial<CreateCartBody>): CreateCartBody => ({ domainName: "viaggi.localhost", productType: "H", ...STAY, ...over });

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failures are logged by design; keep the output readable
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("a cart speaks the language CreateCart names", () => {
  it("a hotel selection's line: nights, room, meal plan and cancellation in Italian, the deadline as Italian writes dates", async () => {
    const { searchId, proposals } = await proposalsOf(search("it"));
    const refundable = proposals.find((p) => p.room.freeCancellation)!;
    const cart = value(await carts().createCart(cartBody({ selectionId: await selected(searchId, refundable), language: "it" })));
    const [line] = cart.details.products;
    expect(cart.language).toBe("it");
    expect(line!.name).toBe(`${refundable.accommodation.name}, Roma`);
    expect(line!.description).toMatch(/^4 notti · Camera \S+.* · (solo pernottamento|colazione inclusa|mezza pensione|pensione completa|all inclusive) · cancellazione gratuita fino al \d{1,2} settembre 2026$/);
    expect(englishWordsIn(line!.description)).toEqual([]);

    const nonRefundable = proposals.find((p) => !p.room.freeCancellation)!;
    const strict = value(await carts().createCart(cartBody({ selectionId: await selected(searchId, nonRefundable), language: "fr" })));
    expect(strict.details.products[0]!.description).toMatch(/^4 nuits · .+ · non remboursable$/);
  });

  it("without a language the cart is English, and the word list catches it", async () => {
    const { searchId, proposals } = await proposalsOf(search("en"));
    const refundable = proposals.filter((p) => p.room.freeCancellation)[1]!;
    const cart = value(await carts().createCart(cartBody({ selectionId: await selected(searchId, refundable) })));
    const { description } = cart.details.products[0]!;
    expect(cart.language).toBe("en");
    expect(description).toMatch(/^4 nights · .+ · .+ · free cancellation until September \d{1,2}, 2026$/);
    expect(englishWordsIn(description)).toEqual(expect.arrayContaining(["nights", "free", "cancellation", "until"]));
  });

  it("a package's line and its extras in Spanish; an extra added later keeps the cart's language", async () => {
    const cart = value(await carts().createCart(cartBody({ domainName: "hoteles.localhost", productType: "DP", outboundDate: "2026-07-10", returnDate: "2026-07-17", destination: "PMI", language: "es" })));
    expect(cart.details.products[0]).toMatchObject({ name: "Vuelo + hotel: Hotel Son Caliu Spa Oasis, Palma de Mallorca", description: "MAD ⇄ PMI, 7 noches, media pensión" });
    const texts = cart.products.map((p) => `${p.name} ${p.description}`).join(" · ");
    expect(cart.products.find((p) => p.productId === "ins-basic")).toMatchObject({ name: "Seguro de viaje Básico", description: "Gastos médicos y equipaje hasta 1500 €" });
    expect(englishWordsIn(texts)).toEqual([]);
    const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
    const added = value(await carts().addProductToCart({ ...ids, productId: "lug-23kg", quantity: 1 }));
    expect(added.details.ancillaries.map((p) => p.name)).toEqual(["Maleta facturada de 23 kg"]);
  });

  it("a chosen flight's lines in French: « Vol X → Y », stops as « escale(s) à »", async () => {
    const transport = createTransportShoppingApi(transportTo(sandbox.url));
    const { searchId } = value(await transport.createSearch({ productType: "F", departure: "MAD", destination: "ROM", ...STAY, returnDate: "2026-09-21", businessProfileId: "BP-DEMO-F", language: "fr" }));
    const proposals = value(await transport.retrieveProposals(searchId, { page: { number: 1, size: 100 } })).proposals;
    const withStop = proposals.find((p) => p.legs.some((leg) => leg.stops > 0)) ?? proposals[0]!;
    const cart = value(await carts().createCart(cartBody({ productType: "F", returnDate: "2026-09-21", proposalId: withStop.id, language: "fr" })));
    const lines = cart.details.products;
    expect(lines.map((line) => line.name)).toEqual(withStop.legs.map((leg) => `Vol ${leg.departure.airportCode} → ${leg.arrival.airportCode}`));
    for (const [index, leg] of withStop.legs.entries()) expect(lines[index]!.description).toMatch(leg.stops === 0 ? / · direct$/ : new RegExp(` · ${leg.stops} escales? à [A-Z]{3}`));
    expect(englishWordsIn(lines.map((line) => `${line.name} ${line.description}`).join(" "))).toEqual([]);
    expect(englishWordsIn(cart.products.map((p) => `${p.name} ${p.description}`).join(" "))).toEqual([]);
  });

  it("refuses a language the shop does not speak", async () => {
    expect(error(await carts().createCart(cartBody({ productType: "F", returnDate: undefined, language: "de" as never })))).toMatchObject({ status: 400, message: "INVALID_REQUEST" });
  });
});

describe("shopping answers in the language it is asked for", () => {
  it("a search's rooms and cities, the static data's rooms and photos, and the promotion's label", async () => {
    const { proposals } = await proposalsOf(search("es"));
    expect(new Set(proposals.map((p) => p.accommodation.destination.name))).toEqual(new Set(["Roma"]));
    expect(proposals.every((p) => /^(\d × )?(Habitación|Suite|Apartamento)/.test(p.room.name))).toBe(true);
    const flashSale = proposals.find((p) => p.promotion)!;
    const facts = value(await hotels().retrieveAccommodationStaticData(flashSale.accommodation.id, { language: "fr" }));
    expect(facts.destination.name).toBe("Rome");
    expect(facts.rooms.every((room) => /^(Chambre|Suite|Appartement)/.test(room.name))).toBe(true);
    expect(facts.images[1]!.alt).toBe("Les environs de Rome");
    const promotions = value(await hotels().retrieveAccommodationPromotion(flashSale.accommodation.id, { language: "it" }));
    expect(promotions.promotions[0]!.label).toBe(`Offerta lampo: -${flashSale.promotion!.discountPercent}%`);
    expect(value(await hotels().retrieveAccommodationPromotion(flashSale.accommodation.id)).promotions[0]!.label).toMatch(/^Flash sale/);
  });

  it("a proposals page's staticData.language names its rooms and cities, whatever the search's", async () => {
    const { searchId, proposals: spanish } = await proposalsOf(search("es"));
    const french = value(await hotels().retrieveProposals(searchId, { page: { number: 1, size: 100 }, staticData: { language: "fr" } })).proposals;
    expect(french.map((p) => p.id)).toEqual(spanish.map((p) => p.id));
    expect(new Set(french.map((p) => p.accommodation.address.city))).toEqual(new Set(["Rome"]));
    expect(french.every((p) => /^(\d × )?(Chambre|Suite|Appartement)/.test(p.room.name))).toBe(true);
    expect(french.map((p) => p.price)).toEqual(spanish.map((p) => p.price));
  });

  it("deals name their cities in ?language=, English without it; another language is a 400", async () => {
    const deals = createDealsApi(transportTo(sandbox.url));
    const italian = value(await deals.getDealsByBP("BP-DEMO-DP", "it")).deals;
    const english = value(await deals.getDealsByBP("BP-DEMO-DP")).deals;
    expect(italian.map((d) => d.id)).toEqual(english.map((d) => d.id));
    expect(italian.map((d) => d.accommodation.destination.name)).toEqual(english.map((d) => destinationNameIn(destinationByCode(d.accommodation.destination.code)!, "it")));
    expect(italian.some((d, i) => d.accommodation.destination.name !== english[i]!.accommodation.destination.name)).toBe(true);
    expect(italian.every((d, i) => d.accommodation.mainImage.alt.startsWith(`${d.accommodation.name}, `) && d.accommodation.name === english[i]!.accommodation.name)).toBe(true);
    const response = await fetch(`${sandbox.url}/api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP&language=de`);
    expect(response.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCartApi, isCartExpired, type CartApi } from "../../shared/api/client/cart";
import type { ApiError, ApiResult } from "../../shared/api/client/errors";
import { createTokenAuthApi } from "../../shared/api/client/token-auth";
import { loaderTransport } from "../../worker/backend";
import type { Cart, CreateCartBody } from "../../shared/api/cart";
import { issueAccessToken } from "../../sandbox/auth/access-tokens";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, transportTo, value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: CartApi;

const trip = (over: Partial<CreateCartBody> = {}): CreateCartBody => ({
  domainName: "viaggi.localhost", productType: "DP", adults: 2, outboundDate: "2026-07-10", returnDate: "2026-07-17", destination: "PMI", ...over,
});
const idsOf = (cart: Cart) => ({ cartId: cart.cartId, requestUuid: cart.requestUuid });
/** A cart read names the brand it reads for. */
const readIds = (cart: Cart) => ({ ...idsOf(cart), domainName: cart.domainName! });
const fullCart = async (cart: Cart) => value(await api.retrieveCartFull(readIds(cart)));
const adult = (firstName: string) => ({ type: "ADULT" as const, title: "MR" as const, firstName, lastName: "Rossi", birthDate: "1985-04-02", nationality: "IT" });

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failures are logged by design; keep the output readable
  sandbox = await startSandbox();
  api = createCartApi(transportTo(sandbox.url));
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("creating carts", () => {
  it("creates a package cart with random ids, priced lines, config, ancillaries and an open order", async () => {
    const cart = value(await api.createCart(trip()));
    expect(cart.cartId).toMatch(/^cart_[A-Za-z0-9_-]{22}$/);
    expect(cart.requestUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cart.externalUserId).toBeNull();
    expect(cart.details.products).toEqual([expect.objectContaining({ kind: "PACKAGE", startDate: "2026-07-10", endDate: "2026-07-17", travellers: 2 })]);
    expect(cart.details.currency).toBe("EUR");
    expect(cart.details.total).toEqual(cart.details.products[0]!.price);
    expect(cart.config.paymentMethods).toContain("SCALAPAY"); // the Italian brand's club offer
    expect(cart.products.map((p) => p.kind).sort()).toEqual(["EXTRA_LUGGAGE", "INSURANCE", "INSURANCE", "SEAT_SELECTION", "TRANSFER", "TRANSFER"]);
    expect(cart.order).toMatchObject({ status: "OPEN", reference: null, total: cart.details.total });
    expect(cart.vouchers).toEqual({ code: null, voucherAmount: 0 });
  });

  it("builds the lines from the product type", async () => {
    const hotel = value(await api.createCart(trip({ productType: "H", domainName: "hoteles.localhost" })));
    expect(hotel.details.products.map((l) => l.kind)).toEqual(["HOTEL"]);
    expect(hotel.products.some((p) => p.kind === "SEAT_SELECTION" || p.kind === "EXTRA_LUGGAGE")).toBe(false);
    expect(hotel.config.requiredTravellerFields).toEqual(["firstName", "lastName"]);
    const oneWay = value(await api.createCart(trip({ productType: "F", returnDate: undefined })));
    expect(oneWay.details.products.map((l) => l.name)).toEqual(["Flight MAD → PMI"]);
    const hgh = value(await api.createCart(trip({ productType: "HGH", childrenAges: [7] })));
    expect(hgh.details.products.map((l) => l.kind)).toEqual(["HOTEL", "FLIGHT", "FLIGHT"]);
    expect(hgh.details.products.every((l) => l.travellers === 3)).toBe(true);
  });
});

/** Seats of the cart's cabin nobody has taken yet, in seat-map order. */
function freeSeats(cart: Cart, segment: "OUTBOUND" | "INBOUND"): string[] {
  const map = cart.products.find((p) => p.kind === "SEAT_SELECTION")?.seatMap;
  if (!map) throw new Error("the cart offers no seat map");
  const taken = new Set(map.taken.filter((t) => t.segment === segment).map((t) => t.seat));
  const seats: string[] = [];
  for (let row = 1; row <= map.rows; row++) for (const column of map.columns) if (!taken.has(`${row}${column}`)) seats.push(`${row}${column}`);
  return seats;
}

describe("the checkout's own contract (travellers corrected, invoices replaced, the cabin)", () => {
  it("gives hotel carts no seats step, and flight carts a cabin per flight with taken seats refused", async () => {
    const hotel = value(await api.createCart(trip({ productType: "H" })));
    expect(hotel.config.steps).toEqual(["travellers", "contact", "extras", "review"]);
    expect(hotel.products.some((p) => p.kind === "SEAT_SELECTION")).toBe(false);

    const oneWay = value(await api.createCart(trip({ productType: "F", adults: 1, returnDate: undefined })));
    const map = oneWay.products.find((p) => p.kind === "SEAT_SELECTION")!.seatMap!;
    expect(map).toMatchObject({ rows: 30, columns: ["A", "B", "C", "D", "E", "F"], segments: ["OUTBOUND"] });
    expect(map.taken.length).toBeGreaterThan(20);
    // The same cart reads the same cabin.
    expect((await fullCart(oneWay)).products.find((p) => p.kind === "SEAT_SELECTION")!.seatMap).toEqual(map);

    const ids = idsOf(oneWay);
    await api.addTravellerToCart({ ...ids, traveller: adult("Luca") }).then(value);
    const seat = (s: string, segment: "OUTBOUND" | "INBOUND" = "OUTBOUND") => api.createSeatSelectionProduct({ ...ids, seats: [{ travellerId: "T1", segment, seat: s }] });
    expect(error(await seat(map.taken[0]!.seat))).toMatchObject({ message: "SEAT_TAKEN", status: 400 });
    expect(error(await seat("31A"))).toMatchObject({ message: "SEAT_TAKEN" });
    expect(error(await seat("4K"))).toMatchObject({ message: "SEAT_TAKEN" });
    expect(error(await seat(freeSeats(oneWay, "OUTBOUND")[0]!, "INBOUND"))).toMatchObject({ message: "SEAT_SELECTION_NOT_AVAILABLE" });
    expect(value(await seat(freeSeats(oneWay, "OUTBOUND")[0]!)).seatSelection?.seats).toHaveLength(1);
  });

  it("corrects a traveller in place by travellerId, and refuses an unknown id or a changed type", async () => {
    const cart = value(await api.createCart(trip({ productType: "H", adults: 1, childrenAges: [7] })));
    const ids = idsOf(cart);
    await api.addTravellerToCart({ ...ids, traveller: adult("Marco") }).then(value);
    await api.addTravellerToCart({ ...ids, traveller: { type: "CHILD", firstName: "Sara", lastName: "Rossi" } }).then(value);
    const corrected = value(await api.addTravellerToCart({ ...ids, travellerId: "T1", traveller: { ...adult("Marcello") } }));
    expect(corrected.travellers.map((t) => [t.travellerId, t.type, t.firstName])).toEqual([["T1", "ADULT", "Marcello"], ["T2", "CHILD", "Sara"]]);
    expect(error(await api.addTravellerToCart({ ...ids, travellerId: "T9", traveller: adult("X") }))).toMatchObject({ message: "UNKNOWN_TRAVELLER" });
    expect(error(await api.addTravellerToCart({ ...ids, travellerId: "T2", traveller: adult("Sara") }))).toMatchObject({ message: "INVALID_REQUEST" });
    expect(value(await api.retrieveTravellersByCartId(ids))).toEqual(corrected.travellers);
  });

  it("replaces an invoice by invoiceId instead of adding a second", async () => {
    const cart = value(await api.createCart(trip({ productType: "H" })));
    const ids = idsOf(cart);
    const invoice = { type: "PERSON" as const, name: "Giulia Rossi", taxId: "RSSGLI85D42F205X", address: "Via Roma 1", city: "Milano", postalCode: "20121", countryCode: "IT" };
    await api.addInvoice({ ...ids, invoice }).then(value);
    await api.addInvoice({ ...ids, invoiceId: "INV-1", invoice: { ...invoice, city: "Torino", postalCode: "10121" } }).then(value);
    expect(value(await api.getInvoices(ids))).toEqual([{ invoiceId: "INV-1", ...invoice, city: "Torino", postalCode: "10121" }]);
    expect(error(await api.addInvoice({ ...ids, invoiceId: "INV-7", invoice }))).toMatchObject({ message: "INVALID_REQUEST" });
  });
});

describe("a whole checkout", () => {
  it("creates, fills, discounts, extends, finalizes and confirms a cart; the order is then present", async () => {
    const cart = value(await api.createCart(trip()));
    const ids = idsOf(cart);
    expect(value(await api.getCartConfig(ids)).steps).toEqual(["travellers", "contact", "seats", "extras", "review"]);

    const contact = { firstName: "Giulia", lastName: "Rossi", email: "giulia.rossi@example.it", phone: "+39 02 1234567", countryCode: "IT" };
    await api.addContactToCart({ ...ids, contact }).then(value);
    expect(value(await api.retrieveContact(ids))).toEqual(contact);

    await api.addTravellerToCart({ ...ids, traveller: adult("Marco") }).then(value);
    await api.addTravellerToCart({ ...ids, traveller: { ...adult("Giulia"), title: "MS" } }).then(value);
    expect(value(await api.retrieveTravellersByCartId(ids)).map((t) => [t.travellerId, t.firstName])).toEqual([["T1", "Marco"], ["T2", "Giulia"]]);

    const discounted = value(await api.applyVoucherToCart(ids, { code: "FREEFLIGHT150" }));
    expect(discounted.details.discount).toEqual({ amount: 15_000, currency: "EUR" });
    expect(value(await api.retrieveVoucherCode(ids))).toEqual({ code: "FREEFLIGHT150", voucherAmount: 150 });

    const insurance = value(await api.getAvailableProducts(ids)).find((p) => p.productId === "ins-basic")!;
    const insured = value(await api.addProductToCart({ ...ids, productId: "ins-basic" }));
    expect(insured.details.ancillaries).toEqual([expect.objectContaining({ productId: "ins-basic", quantity: 1, price: { amount: insurance.unitPrice.amount * 2, currency: "EUR" } })]);
    const [first, second] = freeSeats(cart, "OUTBOUND");
    const seated = value(await api.createSeatSelectionProduct({ ...ids, seats: [
      { travellerId: "T1", segment: "OUTBOUND", seat: first! }, { travellerId: "T2", segment: "OUTBOUND", seat: second! },
    ] }));
    expect(seated.seatSelection).toMatchObject({ productId: "seat-standard", price: { amount: 2_400, currency: "EUR" } });

    await api.addSubscriptions({ ...ids, subscriptions: [{ name: "newsletter", accepted: true }] }).then(value);
    expect(value(await api.getSubscriptions(ids))).toEqual([{ name: "newsletter", accepted: true }]);
    await api.addInvoice({ ...ids, invoice: { type: "PERSON", name: "Giulia Rossi", taxId: "RSSGLI85D42F205X", address: "Via Roma 1", city: "Milano", postalCode: "20121", countryCode: "IT" } }).then(value);
    expect(value(await api.getInvoices(ids))).toEqual([expect.objectContaining({ invoiceId: "INV-1", city: "Milano" })]);
    await api.addSpecialRequestToCart({ ...ids, text: "Late arrival, around 23:00" }).then(value);
    expect(value(await api.retrieveSpecialRequestByCartId(ids))?.text).toBe("Late arrival, around 23:00");

    expect(value(await api.getOrders(ids))).toEqual([]);
    expect(value(await api.cartFinalize(ids)).order.status).toBe("FINALIZED");
    const confirmed = value(await api.confirmCart(ids));
    expect(confirmed.order).toMatchObject({ status: "CONFIRMED", reference: expect.stringMatching(/^SBX-\d{6}$/) });
    expect(value(await api.getOrders(ids))).toEqual([confirmed.order]);

    const full = await fullCart(cart);
    const { subtotal, discount, total } = full.details;
    expect(subtotal.amount).toBe(cart.details.subtotal.amount + insurance.unitPrice.amount * 2 + 2_400);
    expect([discount.amount, total.amount, full.order.total.amount]).toEqual([15_000, subtotal.amount - 15_000, subtotal.amount - 15_000]);
    const summary = value(await api.retrieveCart({ ...ids, domainName: "viaggi.localhost", producttype: "DP" }));
    expect(summary).toMatchObject({ cartId: cart.cartId, order: { status: "CONFIRMED" } });
    expect(summary).not.toHaveProperty("contact");

    // A confirmed cart no longer changes.
    expect(error(await api.addSpecialRequestToCart({ ...ids, text: "one more thing" }))).toMatchObject({ message: "CART_ALREADY_CONFIRMED", status: 409 });
  });

  it("removes vouchers, replaces and removes products, deletes the special request", async () => {
    const cart = value(await api.createCart(trip({ productType: "F", adults: 1 })));
    const ids = idsOf(cart);
    await api.applyVoucherToCart(ids, { code: "welcome20" }).then(value);
    expect(value(await api.removeVoucherFromCart(ids)).details.total).toEqual(cart.details.total);
    const replaced = value(await api.replaceProductsInCart({ ...ids, products: [{ productId: "lug-23kg", quantity: 2 }, { productId: "ins-premium" }] }));
    expect(replaced.details.ancillaries.map((p) => [p.productId, p.quantity])).toEqual([["lug-23kg", 2], ["ins-premium", 1]]);
    await api.addTravellerToCart({ ...ids, traveller: adult("Luca") }).then(value);
    await api.createSeatSelectionProduct({ ...ids, seats: [{ travellerId: "T1", segment: "INBOUND", seat: freeSeats(cart, "INBOUND")[0]! }] }).then(value);
    const removed = value(await api.removeProductsFromCart(ids, ["lug-23kg", "seat-standard"]));
    expect(removed.details.ancillaries.map((p) => p.productId)).toEqual(["ins-premium"]);
    expect(removed.seatSelection).toBeNull();
    await api.addSpecialRequestToCart({ ...ids, text: "Vegetarian meal" }).then(value);
    expect(value(await api.deleteSpecialRequestByCartId(ids)).specialRequest).toBeNull();
    expect(value(await api.retrieveSpecialRequestByCartId(ids))).toBeNull();
  });

  it("lists 30+ countries localised in it, es, en and fr", async () => {
    const germany = { it: "Germania", es: "Alemania", en: "Germany", fr: "Allemagne" } as const;
    for (const lang of ["it", "es", "en", "fr"] as const) {
      const countries = value(await api.retrieveCountries(lang));
      expect(countries.length).toBeGreaterThanOrEqual(30);
      expect(countries.find((c) => c.code === "DE")?.name).toBe(germany[lang]);
      expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort(new Intl.Collator(lang).compare));
    }
  });
});

describe("vouchers", () => {
  it("accepts the documented codes", async () => {
    const cart = value(await api.createCart(trip()));
    for (const [code, amount] of [["WELCOME20", 20], ["SUMMER50", 50], ["FREEFLIGHT150", 150]] as const) {
      const applied = value(await api.applyVoucherToCart(idsOf(cart), { code }));
      expect(applied.vouchers).toEqual({ code, voucherAmount: amount });
      expect(applied.details.discount.amount).toBe(amount * 100);
    }
  });

  it("refuses an unknown code and a code the cart does not qualify for, leaving the cart as it was", async () => {
    const hotel = value(await api.createCart(trip({ productType: "H" })));
    const before = await fullCart(hotel);
    for (const code of ["NOPE2024", "FREEFLIGHT150"]) {
      expect(error(await api.applyVoucherToCart(idsOf(hotel), { code }))).toMatchObject({ kind: "backend", message: "INVALID_VOUCHER", status: 400 });
    }
    expect(await fullCart(hotel)).toEqual(before);
  });
});

describe("bad input", () => {
  it("answers 400 INVALID_REQUEST for bad bodies and queries, never a 500, and changes nothing", async () => {
    const cart = value(await api.createCart(trip()));
    const ids = idsOf(cart);
    const before = await fullCart(cart);
    const refusals = [
      await api.addContactToCart({ ...ids, contact: { firstName: "A", lastName: "B", email: "not-an-email", phone: "123456", countryCode: "IT" } }),
      await api.addTravellerToCart({ ...ids, traveller: { type: "GUEST" as "ADULT", firstName: "", lastName: "X" } }),
      await api.addSubscriptions({ ...ids, subscriptions: [] }),
      await api.addProductToCart({ ...ids, productId: "ins-basic", quantity: 0 }),
      await api.createSeatSelectionProduct({ ...ids, seats: [{ travellerId: "T1", segment: "OUTBOUND", seat: "Z99" }] }),
      await api.addSpecialRequestToCart({ ...ids, text: "x".repeat(501) }),
      await api.createCart({ ...trip(), productType: "XX" as "H" }),
      await api.createCart(trip({ returnDate: "2026-07-01" })),
      await api.retrieveCartFull({ ...readIds(cart), producttype: "ZZ" as "H" }),
    ];
    for (const refusal of refusals) expect(error(refusal)).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
    expect(error(refusals[0]!).details).toContain("body.contact.email");

    const notJson = await fetch(`${sandbox.url}/api/services/app/CartApiService/AddContactToCart`, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(notJson.status).toBe(400);
    expect(await fullCart(cart)).toEqual(before);
  });

  it("refuses what the cart cannot take, with the cart unchanged", async () => {
    const cart = value(await api.createCart(trip({ adults: 1 })));
    const ids = idsOf(cart);
    expect(error(await api.addTravellerToCart({ ...ids, traveller: { type: "ADULT", firstName: "Ana", lastName: "Ruiz" } }))).toMatchObject({ message: "MISSING_TRAVELLER_FIELDS", status: 400 });
    expect(error(await api.addProductToCart({ ...ids, productId: "spa-day" }))).toMatchObject({ message: "PRODUCT_NOT_AVAILABLE" });
    expect(error(await api.replaceProductsInCart({ ...ids, products: [{ productId: "ins-basic" }, { productId: "spa-day" }] }))).toMatchObject({ message: "PRODUCT_NOT_AVAILABLE" });
    expect(error(await api.cartFinalize(ids))).toMatchObject({ message: "CART_INCOMPLETE", status: 400 });
    expect(error(await api.confirmCart(ids))).toMatchObject({ message: "CART_NOT_FINALIZED", status: 409 });
    await api.addTravellerToCart({ ...ids, traveller: adult("Ana") }).then(value);
    const before = await fullCart(cart);
    expect(error(await api.addTravellerToCart({ ...ids, traveller: adult("Extra") }))).toMatchObject({ message: "TOO_MANY_TRAVELLERS" });
    expect(error(await api.createSeatSelectionProduct({ ...ids, seats: [{ travellerId: "T9", segment: "OUTBOUND", seat: "1A" }] }))).toMatchObject({ message: "UNKNOWN_TRAVELLER" });
    expect(error(await api.removeProductsFromCart(ids, ["ins-basic"]))).toMatchObject({ message: "PRODUCT_NOT_IN_CART" });
    expect(await fullCart(cart)).toEqual(before);
  });

  it("answers CART_NOT_FOUND (404) for an unknown cart or a request uuid of another cart", async () => {
    const cart = value(await api.createCart(trip()));
    expect(error(await api.getCartConfig({ cartId: "cart-999999", requestUuid: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({ message: "CART_NOT_FOUND", status: 404 });
    expect(error(await api.getCartConfig({ cartId: cart.cartId, requestUuid: "00000000-0000-4000-a000-000000000000" }))).toMatchObject({ message: "CART_NOT_FOUND", status: 404 });
  });
});

describe("expired carts (SPEC §4)", () => {
  it("answers CART_EXPIRED (HTTP 410) to every cart read after the expire control", async () => {
    const cart = value(await api.createCart(trip()));
    const ids = idsOf(cart);
    await sandboxControl(sandbox.url, "POST", `/carts/${cart.cartId}/expire`);
    const reads: Promise<ApiResult<unknown>>[] = [
      api.getCartConfig(ids), api.retrieveCartFull(readIds(cart)), api.retrieveCart(readIds(cart)), api.retrieveContact(ids), api.retrieveTravellersByCartId(ids),
      api.getSubscriptions(ids), api.getInvoices(ids), api.getOrders(ids), api.getAvailableProducts(ids), api.retrieveSpecialRequestByCartId(ids),
    ];
    for (const result of await Promise.all(reads)) {
      const failure = error(result);
      expect(failure).toMatchObject({ kind: "backend", message: "CART_EXPIRED", status: 410 });
      expect(isCartExpired(failure)).toBe(true);
    }
    expect(isCartExpired(error(await api.getCartConfig({ cartId: "cart-999999", requestUuid: "00000000-0000-4000-8000-000000000000" })))).toBe(false);
    await expect(sandboxControl(sandbox.url, "POST", "/carts/cart-999999/expire")).rejects.toThrow(/404/);
  });

  it("reports a CART_EXPIRED injected as a fault, once", async () => {
    const cart = value(await api.createCart(trip()));
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "CartApiService/RetrieveCartFull", kind: "error", message: "CART_EXPIRED", status: 410, times: 1 });
    expect(isCartExpired(error(await api.retrieveCartFull(readIds(cart))))).toBe(true);
    expect(value(await api.retrieveCartFull(readIds(cart))).cartId).toBe(cart.cartId);
  });
});

describe("faults", () => {
  it("turns an HTTP 500 into an ApiError and delays an answer by the armed latency", async () => {
    const cart = value(await api.createCart(trip()));
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "CartApiService/GetCartConfig", kind: "status", status: 500, times: 1 });
    const failure = error(await api.getCartConfig(idsOf(cart)));
    expect(failure.status).toBe(500);
    expect(isCartExpired(failure)).toBe(false);

    await sandboxControl(sandbox.url, "POST", "/faults", { call: "CartApiService/GetOrders", kind: "latency", ms: 300, times: 1 });
    const started = performance.now();
    expect(value(await api.getOrders(idsOf(cart)))).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe("the member's bearer", () => {
  it("remembers the signed-in member on carts created with the Abp.AuthToken cookie", async () => {
    const auth = value(await createTokenAuthApi(transportTo(sandbox.url)).authenticateExternal({ token: "sandbox-member-token", domainName: "viaggi.localhost" }));
    const page = new Request("http://viaggi.localhost/DP", { headers: { cookie: `__Host-Abp.AuthToken=${encodeURIComponent(auth!.authApiModel.accessToken)}` } });
    const memberApi = createCartApi(loaderTransport(sandbox.url, page));
    const cart = value(await memberApi.createCart(trip()));
    expect(cart.externalUserId).toBe("member-1001");
    expect(value(await memberApi.retrieveCartFull(readIds(cart))).externalUserId).toBe("member-1001");
  });

  it("answers 401 to a bearer that is malformed, tampered with or expired", async () => {
    const valid = issueAccessToken("member-1001", "viaggi.localhost", 3600);
    const tampered = valid.replace(/\.[^.]+\./, `.${Buffer.from(JSON.stringify({ sub: "someone-else", domain: "x", exp: 9e9 })).toString("base64url")}.`);
    const expired = issueAccessToken("member-1002", "viaggi.localhost", 60, Date.now() - 61_000);
    for (const token of ["not-a-token", tampered, expired]) {
      const failure = error(await createCartApi(transportTo(sandbox.url, { Authorization: `Bearer ${token}` })).createCart(trip()));
      expect(failure).toMatchObject({ kind: "backend", status: 401, message: "UNAUTHORIZED" });
    }
  });
});

it("covered every one of the 27 cart calls", async () => {
  const { calls } = (await sandboxControl(sandbox.url, "GET", "/calls?path=/api/services/app/CartApiService/")) as { calls: { path: string }[] };
  const called = new Set(calls.map((call) => call.path.split("/").pop()!.toLowerCase()));
  const methods = Object.keys(api);
  expect(methods).toHaveLength(27);
  expect(methods.filter((method) => !called.has(method.toLowerCase()))).toEqual([]);
});

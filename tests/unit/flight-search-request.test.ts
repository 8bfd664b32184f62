import { describe, expect, test } from "vitest";
import type { BrandConfig } from "../../shared/brand-config";
import { flightSearchRequestFrom, flightSortOf, freeFlightVoucherOf } from "../../shared/search/flight-search-request";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { demoBrandConfig } from "./support/demo-brand";

/** The flight search a URL asks for, and SPEC §5's free-flight voucher rules. */

const TODAY = "2031-01-10";
const viaggi = demoBrandConfig("viaggi.localhost");
const query = (search: string) => parseSearchQuery(new URLSearchParams(search));
const withVoucher = (brand: BrandConfig, amount: number | null): BrandConfig => ({ ...brand, brand: { ...brand.brand, freeFlightConditions: amount === null ? null : { voucherAmount: amount } } });

describe("flight search request", () => {
  test("a return trip: codes, dates, party, the brand's profile for the product and its language", () => {
    const outcome = flightSearchRequestFrom(query("departure=MAD&destination=ROM&outboundDate=2031-02-01&returnDate=2031-02-08&adults=2&childrenAges=4-9"), "F", viaggi, TODAY);
    expect(outcome).toEqual({
      ok: true,
      request: { productType: "F", departure: "MAD", destination: "ROM", outboundDate: "2031-02-01", returnDate: "2031-02-08", adults: 2, childrenAges: [4, 9], businessProfileId: viaggi.brand.businessProfileIds.F, language: "it" },
    });
  });

  test("no return date is a one-way trip", () => {
    const outcome = flightSearchRequestFrom(query("departure=MAD&destination=ROM&outboundDate=2031-02-01"), "F", viaggi, TODAY);
    expect(outcome.ok && outcome.request.returnDate).toBeUndefined();
  });

  test.each([
    ["destination=ROM&outboundDate=2031-02-01", "departure"],
    ["departure=MAD&outboundDate=2031-02-01", "destination"],
    ["departure=Madrid&destination=ROM&outboundDate=2031-02-01", "departure"],
    ["departure=ROM&destination=ROM&outboundDate=2031-02-01", "same-place"],
    ["departure=MAD&destination=ROM", "dates"],
    ["departure=MAD&destination=ROM&outboundDate=2031-01-09", "past-dates"],
  ])("%s is incomplete: %s", (search, missing) => {
    expect(flightSearchRequestFrom(query(search), "F", viaggi, TODAY)).toEqual({ ok: false, missing });
  });

  test("a product the brand does not sell is not searched", () => {
    const hoteles = demoBrandConfig("hoteles.localhost");
    expect(flightSearchRequestFrom(query("departure=MAD&destination=ROM&outboundDate=2031-02-01"), "F", hoteles, TODAY)).toEqual({ ok: false, missing: "not-sold" });
    expect(flightSearchRequestFrom(query("departure=MAD&destination=ROM&outboundDate=2031-02-01"), "FF", demoBrandConfig("localhost"), TODAY)).toEqual({ ok: false, missing: "not-sold" });
  });
});

describe("free-flight voucher (SPEC §5)", () => {
  const results = { page: 1, sort: { name: "DURATION", ascending: true }, searchId: null };

  test("FF with a voucher: cap of voucherAmount × 100 minor units, sort forced to PRICE ascending", () => {
    const voucher = freeFlightVoucherOf(withVoucher(viaggi, 150), "FF");
    expect(voucher).toEqual({ amount: 150, capMinor: 15_000, currency: "EUR" });
    expect(flightSortOf(results, voucher)).toEqual({ name: "PRICE", ascending: true });
    expect(flightSortOf({ ...results, sort: { name: "PRICE", ascending: false } }, voucher)).toEqual({ name: "PRICE", ascending: true });
  });

  test("no voucher on F, nor on FF for a brand without one (or a zero amount): the URL's sort stands", () => {
    expect(freeFlightVoucherOf(withVoucher(viaggi, 150), "F")).toBeNull();
    expect(freeFlightVoucherOf(withVoucher(viaggi, null), "FF")).toBeNull();
    expect(freeFlightVoucherOf(withVoucher(viaggi, 0), "FF")).toBeNull();
    expect(flightSortOf(results, null)).toEqual({ name: "DURATION", ascending: true });
  });
});

import { describe, expect, test } from "vitest";
import { cookiePairs, firstCookie } from "../../shared/cookie-header";
import { defaultLogoForHostname, loadingLogo } from "../../shared/default-logo";
import { isDevHost } from "../../shared/dev/dev-host";
import { isMaintenanceOn } from "../../shared/features";
import { flagOverridesAllowed, flagOverridesFromCookies, flagStateFrom } from "../../shared/flags";
import { nextLoadingProgress } from "../../shared/loading-progress";
import { formatMoney } from "../../shared/money";
import { effectiveProductTypes, isProductType } from "../../shared/product-type";
import { brandThemeCss, contrastRatio, PAGE_BACKGROUND, readableOn, safeColour } from "../../shared/theme-css";

describe("product types", () => {
  test("recognises exactly H, DP, F, FF, HGH", () => {
    for (const type of ["H", "DP", "F", "FF", "HGH"]) expect(isProductType(type)).toBe(true);
    for (const other of ["h", "X", "", null, 1]) expect(isProductType(other)).toBe(false);
  });
  test("only a top-hotel brand with H alone becomes HGH", () => {
    expect(effectiveProductTypes(["H"], true)).toEqual(["HGH"]);
    expect(effectiveProductTypes(["H", "H"], true)).toEqual(["HGH"]);
    expect(effectiveProductTypes(["H"], false)).toEqual(["H"]);
    expect(effectiveProductTypes(["H", "DP"], true)).toEqual(["H", "DP"]);
  });
});

describe("feature flags", () => {
  const list = { toggles: [{ name: "maintenance-mode", enabled: false }, { name: "hotel-map", enabled: true }] };
  test("a local 'true'/'false' overrides the service; anything else is ignored", () => {
    expect(flagStateFrom(list, { "maintenance-mode": "true", "hotel-map": "false" }).enabled).toEqual({ "maintenance-mode": true, "hotel-map": false });
    expect(flagStateFrom(list, { "maintenance-mode": "TRUE", "hotel-map": "0" }).enabled).toEqual({ "maintenance-mode": false, "hotel-map": true });
    expect(flagStateFrom(list, { "new-flag": "true" }).enabled["new-flag"]).toBe(true);
  });
  test("maintenance reads its flag", () => {
    expect(isMaintenanceOn(flagStateFrom(list))).toBe(false);
    expect(isMaintenanceOn(flagStateFrom(list, { "maintenance-mode": "true" }))).toBe(true);
  });
  test("overrides are a developer's tool: loopback hosts outside production only", () => {
    expect(flagOverridesAllowed("localhost", "local")).toBe(true);
    expect(flagOverridesAllowed("viaggi.localhost", "test")).toBe(true);
    expect(flagOverridesAllowed("127.0.0.1", "local")).toBe(true);
    expect(flagOverridesAllowed("localhost", "production")).toBe(false);
    expect(flagOverridesAllowed("www.viaggisole.example", "local")).toBe(false);
    expect(flagOverridesAllowed("localhost.evil.example", "local")).toBe(false);
  });

  test("override cookies are the ff.* ones", () => {
    expect(flagOverridesFromCookies({ "ff.hotel-map": "false", other: "true", "XSRF-TOKEN": "x" })).toEqual({ "hotel-map": "false" });
  });
});

describe("loading bar", () => {
  test("steps by up to 15", () => {
    expect(nextLoadingProgress(0, 0.999)).toBe(15);
    expect(nextLoadingProgress(10, 0.5)).toBe(18);
    expect(nextLoadingProgress(10, 0)).toBe(10);
  });
  test("never passes 100 and wraps to 0 after it", () => {
    expect(nextLoadingProgress(95, 0.99)).toBe(100);
    expect(nextLoadingProgress(100, 0.5)).toBe(0);
  });
  test("a long run stays within 0..100 and does wrap", () => {
    let progress = 0;
    let wrapped = false;
    for (let i = 0; i < 200; i++) {
      const next = nextLoadingProgress(progress, (i * 0.37) % 1);
      if (next < progress) wrapped = true;
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThanOrEqual(100);
      expect(next - progress).toBeLessThanOrEqual(15);
      progress = next;
    }
    expect(wrapped).toBe(true);
  });
});

describe("loading logo", () => {
  test("the secondary logo wins; otherwise a default chosen from the hostname", () => {
    expect(loadingLogo("/brand/second.svg", "viaggi.localhost")).toBe("/brand/second.svg");
    expect(loadingLogo(null, "viaggi.localhost")).toBe("/logos/default-localhost.svg");
    expect(defaultLogoForHostname("www.shop.example")).toBe("/logos/default.svg");
  });
});

describe("developer hosts", () => {
  test("only loopback hostnames", () => {
    for (const host of ["localhost", "127.0.0.1", "[::1]", "viaggi.localhost", "LOCALHOST."]) expect(isDevHost(host)).toBe(true);
    for (const host of ["localhost.example.com", "mylocalhost", "example.com", "127.0.0.2.nip.io"]) expect(isDevHost(host)).toBe(false);
  });
});

describe("brand theme CSS", () => {
  test("hex colours pass, anything else falls back: no CSS or markup can be injected", () => {
    expect(safeColour("#aabbcc", "#000")).toBe("#aabbcc");
    expect(safeColour("red;}</style><script>", "#000")).toBe("#000");
    expect(safeColour("url(x)", "#000")).toBe("#000");
    const css = brandThemeCss({ primaryColor: "#123456", primarySoftColor: "}body{display:none", primaryTextColor: "#fff", favicon: null, primaryLogo: null, primaryMobileLogo: null, secondaryLogo: null });
    expect(css).toBe(":root{--brand-primary:#123456;--brand-primary-soft:#e6f1f5;--brand-primary-text:#fff;--brand-primary-ink:#123456}");
  });
});

describe("money", () => {
  test("formats minor units in the shopper's language", () => {
    expect(formatMoney(15000, "EUR", "it")).toMatch(/150\s?€/);
    expect(formatMoney(15050, "EUR", "en")).toBe("€150.50");
  });
});

describe("Cookie header", () => {
  test("pairs in order, undecoded; the first value of a name wins", () => {
    const header = "a=1; __Host-XSRF-TOKEN=x%2By; =nameless; broken; a=2";
    expect(cookiePairs(header)).toEqual([["a", "1"], ["__Host-XSRF-TOKEN", "x%2By"], ["a", "2"]]);
    expect(firstCookie(header, "a")).toBe("1");
    expect(firstCookie(header, "__Host-XSRF-TOKEN")).toBe("x%2By");
    expect(firstCookie(null, "a")).toBeUndefined();
  });
});

describe("the brand colour as text", () => {
  const on = ["#ffffff", PAGE_BACKGROUND];
  test("kept when it reads at 4.5:1 on white and the page, else darkened just enough", () => {
    expect(readableOn("#123456", on)).toBe("#123456");
    expect(contrastRatio("#c94a1c", PAGE_BACKGROUND)).toBeCloseTo(4.33, 1);
    const ink = readableOn("#c94a1c", on);
    expect(contrastRatio(ink, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, PAGE_BACKGROUND)).toBeLessThan(5.2);
    expect(contrastRatio(readableOn("#fff", on), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    // A soft colour given too: readable on it as well.
    expect(contrastRatio(readableOn("#c94a1c", [...on, "#fdeee6"]), "#fdeee6")).toBeGreaterThanOrEqual(4.5);
  });
});

import { describe, expect, test } from "vitest";
import { normalizeHostname, resolveDomain } from "../../worker/brand/resolve-domain";
import { purgeTargetFrom } from "../../worker/ops/purge-target";

describe("one spelling per domain", () => {
  test.each([
    ["Viaggi.LOCALHOST", "viaggi.localhost"],
    ["viaggi.localhost.", "viaggi.localhost"],
    ["viaggi.localhost...", "viaggi.localhost"],
    [" shop.example.com ", "shop.example.com"],
    ["xn--bcher-kva.example", "xn--bcher-kva.example"],
    ["localhost", "localhost"],
  ])("%j → %j", (raw, expected) => expect(normalizeHostname(raw)).toBe(expected));

  test.each([
    "",
    ".",
    "127.0.0.1",
    "10.0.0.1.",
    "[::1]",
    "a".repeat(64) + ".example",
    `${"abc.".repeat(70)}com`,
    "shop_example.com",
    "-shop.example",
    "shop-.example",
    "shop..example",
    "bücher.example",
    "<script>.example",
    "shop.example:8787",
  ])("%j is no hostname", (raw) => expect(normalizeHostname(raw)).toBeNull());

  test("the request URL's host is normalized; its port is not part of the domain", () => {
    expect(resolveDomain("http://Viaggi.Localhost.:8787/H?x=1", undefined)).toBe("viaggi.localhost");
    expect(resolveDomain("http://b\u00fccher.example/", undefined)).toBe("xn--bcher-kva.example");
    expect(resolveDomain("http://127.0.0.1:8787/", undefined)).toBeNull();
    expect(resolveDomain("http://[::1]:8787/", undefined)).toBeNull();
  });

  test("BRAND_DOMAIN wins over the request's host, spelled the same way", () => {
    expect(resolveDomain("http://127.0.0.1/", "Shop.Example.")).toBe("shop.example");
  });

  test("purges aim at the same spelling, and refuse what is not a hostname", () => {
    expect(purgeTargetFrom("Viaggi.Localhost.", () => null)).toEqual({ ok: true, domain: "viaggi.localhost" });
    expect(purgeTargetFrom(undefined, () => "hoteles.localhost")).toEqual({ ok: true, domain: "hoteles.localhost" });
    expect(purgeTargetFrom("brand-config:v1:x", () => null).ok).toBe(false);
    expect(purgeTargetFrom(undefined, () => null).ok).toBe(false);
  });
});

import { afterEach, describe, expect, test, vi } from "vitest";
import { logApiError } from "../../shared/api/client/errors";
import { loggableText, MAX_LOGGED_CHARS } from "../../shared/observability/loggable-text";
import { redactUrl, redactUrlsIn } from "../../shared/observability/redact-url";
import { withoutPrivateIds } from "../../client/observability/sentry-options";

describe("redacting private ids from URLs", () => {
  test.each([
    ["/H?cartId=cart_abc&requestUuid=1234-5678&checkoutStep=travellers", "/H?cartId=[redacted]&requestUuid=[redacted]&checkoutStep=travellers"],
    ["GET /DP?destination=ROM&a=sign-in-token", "GET /DP?destination=ROM&a=[redacted]"],
    ["https://x.test/api/services/app/CartApiService/RemoveProductsFromCart?CartId=c1&ProductIds=p", "https://x.test/api/services/app/CartApiService/RemoveProductsFromCart?CartId=[redacted]&ProductIds=p"],
    ["/next?to=%2FH%3FcartId%3Dcart_abc", "/next?to=%2FH%3FcartId%3D[redacted]"],
    ["/H?destination=ROM&adults=2", "/H?destination=ROM&adults=2"],
    ["/H?data=1&area=x", "/H?data=1&area=x"],
  ])("%s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  test("in a whole Sentry event: transaction name, request URL and breadcrumbs", () => {
    const event = {
      transaction: "/H?cartId=c1&requestUuid=r1",
      request: { url: "https://viaggi.example/H?cartId=c1&requestUuid=r1&checkoutStep=review" },
      breadcrumbs: [
        { category: "fetch", data: { url: "/api/services/app/CartApiService/RetrieveCartFull?cartId=c1&requestUuid=r1&domainName=viaggi.example" } },
        { category: "navigation", data: { from: "/hotel-detail?hotelId=1", to: "/H?cartId=c1&requestUuid=r1" } },
      ],
    };
    const text = JSON.stringify(withoutPrivateIds(event));
    expect(text).not.toMatch(/c1|r1/);
    expect(text).toContain("domainName=viaggi.example");
    expect(redactUrlsIn({ n: 1 })).toEqual({ n: 1 });
  });
});

describe("backend text in the log", () => {
  afterEach(() => vi.restoreAllMocks());

  test("control characters and line breaks are escaped, so a backend cannot forge a line", () => {
    expect(loggableText("bad\nINFO forged line\r\u0000\u2028end")).toBe("bad\\nINFO forged line\\r\\u0000\\u2028end");
  });

  test(`at most ${MAX_LOGGED_CHARS} characters, ending in an ellipsis`, () => {
    const logged = loggableText("x".repeat(10_000));
    expect(logged).toHaveLength(MAX_LOGGED_CHARS);
    expect(logged.endsWith("…")).toBe(true);
  });

  test("logApiError writes one bounded, escaped line without a cart's ids", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logApiError({ kind: "backend", call: "CartApiService/RetrieveCartFull", status: 500, message: "boom\nFAKE", details: `see /H?cartId=c1&requestUuid=r1 ${"y".repeat(5_000)}` });
    const [line] = warn.mock.calls[0] as [string];
    expect(line).not.toContain("\n");
    expect(line).toContain("boom\\nFAKE");
    expect(line).not.toMatch(/cartId=c1|requestUuid=r1/);
    expect(line.length).toBeLessThan(2 * MAX_LOGGED_CHARS + 120);
  });
});

import { describe, expect, expectTypeOf, test } from "vitest";
import type { StorefrontLoadContext } from "../../shared/load-context";
import { loaderTransport } from "../../worker/backend";

/**
 * Loaders get a backend transport that adds the shopper's bearer itself, never the auth cookie:
 * one careless `return context…` from a loader must not be able to put the token in a page.
 */

const TOKEN = "secret-access-token.payload.signature";
const shopperRequest = () => new Request("http://viaggi.localhost/H", { headers: { cookie: `__Host-Abp.AuthToken=${TOKEN}; __Host-XSRF-TOKEN=x1` } });

// No raw cookies in the loader context: a type-level check, so the typecheck of `npm test` fails
// (not this file's run) when a `cookies` field is added.
expectTypeOf<StorefrontLoadContext>().not.toHaveProperty("cookies");

describe("the loader context", () => {
  test("its backend transport serializes without the token", () => {
    const transport = loaderTransport("http://backend.test", shopperRequest());
    expect(JSON.stringify(transport)).not.toContain(TOKEN);
    expect(JSON.stringify({ ...transport })).not.toContain(TOKEN);
    expect(Object.values(transport).filter((value) => typeof value === "string").join(" ")).not.toContain(TOKEN);
  });

  test("its backend transport still adds the bearer to the calls it makes", () => {
    const headers = loaderTransport("http://backend.test/", shopperRequest()).headers();
    expect(headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers["X-XSRF-TOKEN"]).toBe("x1");
  });

  test("without the cookie, no Authorization at all", () => {
    const headers = loaderTransport("http://backend.test", new Request("http://localhost/")).headers();
    expect(headers).toEqual({});
  });
});

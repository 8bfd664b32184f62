import type { Cart, CreateCartBody } from "../../../shared/api/cart";
import { COOKIE_NAMES } from "../../../shared/constants";
import type { WorkerUnderTest } from "./worker";
import { BROWSER_UA } from "./shop-pages";

export interface Shopper {
  /** A request as this shopper's browser sends it: its cookies, a browser's user agent, same-origin. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** CreateCart through the edge's proxy, as the shop's own page script calls it: the grant lands in the jar. */
  createCart(body: CreateCartBody): Promise<Cart>;
  cookie(name: string): string | undefined;
  /** The Cookie header this browser sends. */
  cookieHeader(): string;
}

/**
 * A browser with its own cookie jar on one brand's host: what it is sent in Set-Cookie it sends
 * back (deletions too), so tests see the edge's cookies work as a browser would use them.
 */
export function shopperOn(worker: () => WorkerUnderTest, host: string): Shopper {
  const jar = new Map<string, string>([[COOKIE_NAMES.xsrf, "test-xsrf-token-of-this-browser"]]);
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0\b/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const fetch = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", cookieHeader());
    if (!headers.has("user-agent")) headers.set("user-agent", BROWSER_UA);
    if (!headers.has("sec-fetch-site")) headers.set("sec-fetch-site", "same-origin");
    if (init.method && init.method !== "GET") headers.set("x-xsrf-token", jar.get(COOKIE_NAMES.xsrf) ?? "");
    return remember(await worker().fetch(path, { ...init, host, headers } as never));
  };
  return {
    fetch,
    async createCart(body) {
      const response = await fetch("/api/services/app/CartApiService/CreateCart", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 200) throw new Error(`CreateCart through the proxy answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { result: Cart }).result;
    },
    cookie: (name) => jar.get(name),
    cookieHeader,
  };
}

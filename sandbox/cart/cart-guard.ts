import type { MiddlewareHandler } from "hono";
import { fail } from "../envelope";
import { CART_NOT_FOUND, type CartStore } from "./cart-store";
import { INVALID_REQUEST } from "./request-input";
import type { CartEnv } from "./route-kit";
import { boundQueryValue } from "../query-binding";

/** The calls that name no existing cart. */
const CALLS_WITHOUT_A_CART = new Set(["CreateCart", "RetrieveCountries"]);

async function bodyIds(request: Request): Promise<{ cartId?: unknown; requestUuid?: unknown; domainName?: unknown } | null> {
  if (["GET", "HEAD"].includes(request.method)) return null;
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    return body !== null && typeof body === "object" ? (body as Record<string, unknown>) : null;
  } catch {
    return null; // the call's own validation answers a body that is not JSON
  }
}

/**
 * As strict as a real backend should be, so tests against the sandbox mean something: every call
 * on a cart names it in the query (`cartId` and `requestUuid`, bound like ASP.NET Core: any case,
 * first value), a body naming ids
 * names the same, and a cart asked for under another brand's `domainName`, or made by a member
 * and asked for without that member's bearer, is not found (404, the same answer as an unknown
 * cart, so its existence is not revealed). Anonymous carts stay open to anyone holding both ids,
 * a member signing in later included.
 */
export function cartGuard(store: CartStore): MiddlewareHandler<CartEnv> {
  return async (c, next) => {
    const call = c.req.path.split("/").pop() ?? "";
    if (CALLS_WITHOUT_A_CART.has(call)) return next();
    // Bound as the real backend binds them: any spelling, the first value.
    const cartId = boundQueryValue(c.req.url, "cartId");
    const requestUuid = boundQueryValue(c.req.url, "requestUuid");
    if (!cartId || !requestUuid) return fail(c, 400, INVALID_REQUEST, "query: cartId and requestUuid are required on every call on a cart");
    const body = await bodyIds(c.req.raw);
    if ((body?.cartId !== undefined && body.cartId !== cartId) || (body?.requestUuid !== undefined && body.requestUuid !== requestUuid)) {
      return fail(c, 400, "CART_IDS_DIFFER", "the body names another cart than the query");
    }
    const owner = store.ownerOf({ cartId, requestUuid });
    if (owner) {
      const domainName = boundQueryValue(c.req.url, "domainName") ?? (typeof body?.domainName === "string" ? body.domainName : undefined);
      const otherBrand = domainName !== undefined && domainName !== owner.domainName;
      const otherMember = owner.externalUserId !== null && owner.externalUserId !== c.get("externalUserId");
      if (otherBrand || otherMember) return fail(c, 404, CART_NOT_FOUND, `no cart ${cartId}`);
    }
    await next();
  };
}

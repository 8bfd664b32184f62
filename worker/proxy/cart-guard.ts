import type { CartAccess } from "../../shared/load-context";
import { resolveDomain } from "../brand";
import { cartAccessFor, type CartRef } from "../cart-access";
import { configOf } from "../config";
import type { Env } from "../env";
import type { ProxyError } from "./proxy-errors";
import type { BoundedBody } from "./request-body-cap";

const CART_SERVICE = "/api/services/app/CartApiService/";
/** Cart calls that name no existing cart: creating one, and the country list. */
const CALLS_WITHOUT_A_CART = new Set(["CreateCart", "RetrieveCountries"]);
/**
 * Names a backend's model binder would read a cart's ids from. ASP.NET Core's binder ignores case
 * and takes the first value of a repeated key, so every spelling of these counts as the same key.
 */
const ID_KEYS = new Set(["cartid", "requestuuid"]);
const MAX_BODY_DEPTH = 8;

/**
 * What the proxy does with a cart call:
 * - `pass`: no cart is named (not a cart call, or RetrieveCountries);
 * - `refused`: this browser holds no grant for the cart it names, or the call is malformed (the
 *   proxy answers `error`, in the backend's error shape);
 * - `checked`: allowed; the query and body are forwarded as the edge parsed and checked them
 *   (re-serialized, so a backend's parser cannot find another value in them than the edge did);
 * - `create`: a new cart for this brand; `grant` adds the cookie for the cart the backend made;
 * - `too-large`: the body passed the proxy's cap while the edge read it.
 */
export type CartCallGuard =
  | { kind: "pass" }
  | { kind: "refused"; error: ProxyError; details: string }
  | { kind: "checked"; body: Uint8Array<ArrayBuffer> | null; search: string }
  | { kind: "create"; body: Uint8Array<ArrayBuffer> | null; grant(upstream: Response): Promise<Response> }
  | { kind: "too-large" };

type Refusal = { kind: "refused"; error: ProxyError; details: string } | { kind: "too-large" };

const refusal = (error: ProxyError, details: string): Refusal => ({ kind: "refused", error, details });

const NOT_OPEN_HERE = () => refusal("CART_NOT_OPEN_IN_THIS_BROWSER", "this booking was not started in this browser");

/**
 * The one value a query gives `name` under any spelling of it (`cartid`, `CartId`, `CARTID` …),
 * or null when it is absent, empty or given more than once: a second value is one a backend
 * might bind instead of the checked one.
 */
function singleValue(params: URLSearchParams, name: string): string | null {
  const values = [...params].filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);
  return values.length === 1 && values[0] ? values[0] : null;
}

/** The query as the edge parsed it, serialized again: what the backend parses is what was checked. */
const reserialized = (params: URLSearchParams) => {
  const search = params.toString();
  return search ? `?${search}` : "";
};

/** Every value a JSON body gives any spelling of a cart id key, at any depth. */
function idsNamedIn(value: unknown, found: { key: string; value: unknown }[] = [], depth = 0): typeof found {
  if (depth > MAX_BODY_DEPTH || value === null || typeof value !== "object") return found;
  for (const [key, inner] of Object.entries(value)) {
    if (ID_KEYS.has(key.toLowerCase())) found.push({ key: key.toLowerCase(), value: inner });
    idsNamedIn(inner, found, depth + 1);
  }
  return found;
}

/** A cart call's body as the edge read it: its bytes, and its JSON (undefined without a body). */
type ReadBody = { bytes: Uint8Array<ArrayBuffer> | null; json: unknown };
type BodyCheck = ({ ok: true } & ReadBody) | { ok: false; refused: Refusal };

/**
 * The body as the edge parsed it, serialized again: a key given twice (`{"cartId":"A","cartId":"B"}`)
 * reaches the backend once, with the value the edge compared.
 */
function checkedBodyBytes(body: ReadBody): Uint8Array<ArrayBuffer> | null {
  if (body.json === undefined) return body.bytes;
  return new TextEncoder().encode(JSON.stringify(body.json)) as Uint8Array<ArrayBuffer>;
}

/** The body read whole (within the proxy's cap) and parsed: cart calls speak JSON. */
async function readCartBody(body: BoundedBody | null): Promise<BodyCheck> {
  if (!body) return { ok: true, bytes: null, json: undefined };
  const bytes = await body.read();
  if (!bytes) return { ok: false, refused: { kind: "too-large" } };
  if (bytes.byteLength === 0) return { ok: true, bytes, json: undefined };
  // Any other body than JSON is one the edge could not check.
  try {
    return { ok: true, bytes, json: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, refused: refusal("INVALID_BODY", "a cart call's body must be JSON") };
  }
}

/**
 * The cart door of the proxy. A call on an existing cart must name it exactly once in the query
 * (`cartId` and `requestUuid`, under any spelling: RemoveProductsFromCart writes `CartId`, and the
 * backend's binder ignores case), any ids its body names must be the same, and the browser must
 * hold that cart's grant: otherwise 400 or 403 in the backend's error shape and nothing is
 * forwarded. What is forwarded is the query and body the edge checked, serialized again.
 * CreateCart must be for this site's brand, and its answer grants the new cart to the browser
 * that asked.
 */
export async function guardCartCall(env: Env, request: Request, path: string, body: BoundedBody | null): Promise<CartCallGuard> {
  if (!path.startsWith(CART_SERVICE)) return { kind: "pass" };
  const call = path.slice(CART_SERVICE.length);
  if (call === "RetrieveCountries") return { kind: "pass" };
  const domain = resolveDomain(request.url, configOf(env).BRAND_DOMAIN);
  if (!domain) return NOT_OPEN_HERE();
  const access = cartAccessFor(env, request, domain);
  const read = await readCartBody(body);
  if (!read.ok) return read.refused;
  if (CALLS_WITHOUT_A_CART.has(call)) return guardCreateCart(read, domain, access);
  return guardCallOnCart(request, read, access);
}

/** CreateCart: for this site's brand only, and only where a new cart can be granted. */
function guardCreateCart(body: ReadBody, domain: string, access: CartAccess): CartCallGuard {
  const domainName = (body.json as { domainName?: unknown } | undefined)?.domainName;
  if (typeof domainName !== "string" || resolveDomain(`https://${domainName}/`, undefined) !== domain) {
    return refusal("CART_FOR_ANOTHER_SITE", "a cart is made for this site's brand only");
  }
  if (!access.available) return refusal("CART_NOT_OPEN_IN_THIS_BROWSER", "this site cannot open carts now");
  return { kind: "create", body: body.bytes, grant: (upstream) => grantCreatedCart(upstream, access.grant) };
}

/** A call on an existing cart: named once, the same in query and body, and granted to this browser. */
async function guardCallOnCart(request: Request, body: ReadBody, access: CartAccess): Promise<CartCallGuard> {
  const query = new URL(request.url).searchParams;
  const cartId = singleValue(query, "cartid");
  const requestUuid = singleValue(query, "requestuuid");
  if (!cartId || !requestUuid) return refusal("CART_IDS_REQUIRED", "a cart call names its cart exactly once in the query (any spelling counts): cartId and requestUuid");
  const mismatch = idsNamedIn(body.json).find(({ key, value }) => value !== (key === "cartid" ? cartId : requestUuid));
  if (mismatch) return refusal("CART_IDS_DIFFER", "the body names another cart than the query");
  if (!(await access.allows({ cartId, requestUuid }))) return NOT_OPEN_HERE();
  return { kind: "checked", body: checkedBodyBytes(body), search: reserialized(query) };
}

/**
 * The backend's CreateCart answer, passed on with the cookie that grants the new cart. Read
 * whole (it is one cart); an answer without readable ids is passed on as it is, granting nothing.
 */
async function grantCreatedCart(upstream: Response, grant: (cart: CartRef) => Promise<string>): Promise<Response> {
  if (upstream.status !== 200) return upstream;
  const text = await upstream.text();
  const response = new Response(text, upstream);
  response.headers.delete("content-length");
  try {
    const result = (JSON.parse(text) as { result?: { cartId?: unknown; requestUuid?: unknown } }).result;
    if (typeof result?.cartId === "string" && typeof result.requestUuid === "string") {
      response.headers.append("set-cookie", await grant({ cartId: result.cartId, requestUuid: result.requestUuid }));
    }
  } catch {
    // Not the backend's JSON: nothing to grant.
  }
  return response;
}

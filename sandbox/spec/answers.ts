import * as v from "valibot";
import { text } from "./common";

/**
 * What a backend built to SPEC.md answers, where the spec names the fields (the `result` of each
 * call). Object schemas keep only the keys they name: the spec-only sandbox answers through them,
 * so every field that is ours is dropped, and an answer the sandbox builds without a field the
 * spec names is a drift it reports (500 SANDBOX_SPEC_DRIFT) instead of passing on.
 *
 * Where the spec names a call but shows no shape ("Response shapes beyond those named are not
 * shown", §7: proposals, pricings, deals, the cart's inner parts …), the answer passes as built.
 */

/** SPEC §3 "Auth result": authApiModel with accessToken and expireInSeconds. */
export const SpecAuthResultSchema = v.object({
  authApiModel: v.object({ accessToken: text, expireInSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
});
/** SPEC §4, §8: a falsy result refuses the external sign-in. */
export const SpecExternalAuthResultSchema = v.nullable(SpecAuthResultSchema);

/** SPEC §3 "Search": id.value for an accommodation search … */
export const SpecHotelSearchIdSchema = v.object({ id: v.object({ value: text }) });
/** … and searchId for a flight search (also §7 "response searchId"). */
export const SpecTransportSearchIdSchema = v.object({ searchId: text });

/** SPEC §3 "Feature flag list": toggles, each with name and enabled (§7 FlagProviderList). */
export const SpecFlagListSchema = v.object({ toggles: v.array(v.object({ name: text, enabled: v.boolean() })) });

/**
 * SPEC §3 "Cart": cartId, requestUuid, cart details, cart config, order, available ancillary
 * products (field products), vouchers, contact, travellers, subscriptions, invoices, special
 * request, seat-selection product; "the inner shape of each is not shown", so each part passes as
 * built. A read may answer some parts only (RetrieveCart), so only the ids are required.
 */
const part = v.optional(v.unknown());
export const SpecCartSchema = v.object({
  cartId: text,
  requestUuid: text,
  details: part,
  config: part,
  order: part,
  products: part,
  vouchers: part,
  contact: part,
  travellers: part,
  subscriptions: part,
  invoices: part,
  specialRequest: part,
  seatSelection: part,
});

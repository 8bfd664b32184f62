import type { Context } from "hono";
import type { HotelProposal, Money, TransportProposal } from "../../shared/api/shopping";
import { bearerOf } from "../auth/access-tokens";
import { fail } from "../envelope";
import { idOf } from "./random";

/**
 * Member searches (`memberPrices: true` on CreateSearch, the storefront's /memSearch and
 * /hdpMemSearch): only a signed-in member's bearer may ask, and the answer is the members' price,
 * 10 % under the public one, on every part of a proposal so totals still add up. Member proposals
 * get their own ids: a public search for the same trip never sees (or overwrites) them.
 */
export const MEMBER_DISCOUNT_PERCENT = 10;

const memberMoney = (money: Money): Money => ({ ...money, amount: Math.round((money.amount * (100 - MEMBER_DISCOUNT_PERCENT)) / 100) });
const memberId = (id: string) => idOf(id.slice(0, id.indexOf("-")), `${id}|member`);

export function memberFlight(proposal: TransportProposal): TransportProposal {
  return { ...proposal, id: memberId(proposal.id), price: { total: memberMoney(proposal.price.total), perAdult: memberMoney(proposal.price.perAdult) } };
}

export function memberStay(proposal: HotelProposal): HotelProposal {
  const transport = proposal.transport ? memberFlight(proposal.transport) : null;
  const accommodation = memberMoney(proposal.price.accommodation);
  return {
    ...proposal,
    id: memberId(proposal.id),
    transport,
    price: {
      accommodation,
      perNight: memberMoney(proposal.price.perNight),
      transport: transport?.price.total ?? null,
      total: { ...accommodation, amount: accommodation.amount + (transport?.price.total.amount ?? 0) },
    },
  };
}

/** The refusal a member search gets without a valid member's bearer, or null when it may go on. */
export function memberSearchRefusal(c: Context) {
  const bearer = bearerOf(c.req.header("authorization"));
  if (bearer.present && bearer.valid) return null;
  return fail(c, 401, "MEMBER_REQUIRED", "a member search needs a signed-in member's bearer token");
}

import type { AppLoadContext } from "react-router";
import { createApi } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import type { Deal } from "../../shared/api/shopping/deals";
import type { BrandConfig } from "../../shared/brand-config";
import { addDays } from "../../shared/calendar";
import { todayIso } from "../../shared/dates";
import { isFeatureOn } from "../../shared/features";
import { RESULTS_NAMESPACES, textsFor } from "../i18n/dictionaries.server";

/** Deals change a few times a day: one backend call per minute per isolate and profile is plenty. */
const DEALS_CACHE_MS = 60_000;

interface DealLink {
  deal: Deal;
  /** The deal search this card opens: its destination and party, a stay of its nights from two weeks on. */
  href: string;
}

type DealsState = { kind: "deals"; deals: DealLink[] } | { kind: "hidden" } | { kind: "none" } | { kind: "failed" };

/** The products whose deals a deal search can show, in the order a brand's deals are taken from. */
const DEAL_PRODUCTS = ["H", "HGH", "DP"] as const;
type DealProduct = (typeof DEAL_PRODUCTS)[number];

/**
 * Where the brand's deals come from: its hotel profile (HGH for top-hotel brands), else its
 * package profile. The product goes with the profile, so a package deal opens a package search.
 */
function dealsSourceOf(brand: BrandConfig): { profile: string; product: DealProduct } | null {
  const ids = brand.brand.businessProfileIds;
  for (const product of DEAL_PRODUCTS) {
    const profile = ids[product];
    if (profile) return { profile, product };
  }
  return null;
}

// Per isolate: the worker keeps it between requests, a browser never runs this module's loader.
const cache = new Map<string, { at: number; deals: Promise<Deal[] | null> }>();

function cachedDeals(context: AppLoadContext, profile: string, now = Date.now()): Promise<Deal[] | null> {
  // A profile's deals are kept per language: their places are named in the brand's.
  const { language } = context.brand;
  const key = `${profile}|${language}`;
  const hit = cache.get(key);
  if (hit && now - hit.at < DEALS_CACHE_MS) return hit.deals;
  const deals = createApi(context.backend)
    .deals.getDealsByBP(profile, language)
    .then((result) => {
      if (result.ok) return result.value.deals;
      logApiError(result.error);
      cache.delete(key); // a failure is not kept: the next shopper asks again
      return null;
    });
  cache.set(key, { at: now, deals });
  if (cache.size > 100) cache.delete(cache.keys().next().value!);
  return deals;
}

/**
 * Deals carry nights, not dates: the search starts two weeks from today, which the shopper can
 * change there. A package deal's search asks for the departure (its form opens for it).
 */
function dealSearchHref(deal: Deal, product: DealProduct, today = todayIso()): string {
  const outboundDate = addDays(today, DEAL_LEAD_DAYS);
  const params = new URLSearchParams({
    destination: deal.accommodation.destination.code,
    outboundDate,
    returnDate: addDays(outboundDate, deal.nights),
    adults: String(deal.adults),
    product,
  });
  return `/deal-search?${params}`;
}

const DEAL_LEAD_DAYS = 14;

/** /deals: the brand's deals (GetDealsByBP) at the edge, unless the deals list is off (shared/features.ts). */
export async function dealsLoader(context: AppLoadContext) {
  const flags = await context.flags;
  const source = dealsSourceOf(context.brand);
  let state: DealsState;
  if (!isFeatureOn(flags, "dealsList")) state = { kind: "hidden" };
  else if (!source) state = { kind: "none" };
  else {
    const deals = await cachedDeals(context, source.profile);
    state = deals === null ? { kind: "failed" } : deals.length ? { kind: "deals", deals: deals.map((deal) => ({ deal, href: dealSearchHref(deal, source.product) })) } : { kind: "none" };
  }
  // The deal search's texts (their address): a deal the shopper points at fetches them with the search's code.
  return { state, texts: textsFor(context, ["deals", "results"]), dealSearchTexts: state.kind === "deals" ? textsFor(context, RESULTS_NAMESPACES) : null };
}

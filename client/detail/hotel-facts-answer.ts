import type { AppLoadContext } from "react-router";
import { isDetailId } from "../../shared/search/hotel-detail-query";
import { factsWithin } from "./hotel-detail-loader";

/** A hotel's facts change with its content, not with searches: a browser may keep them a while. */
const KEPT_FACTS = "private, max-age=300";

/**
 * The facts of one accommodation in the brand's language (RetreiveAccommodationStaticData and
 * RetreiveAccommodationPromotion, within the search budget), or `{ kind: "failed" }`, never kept.
 * Nothing here prices: no CreatePricing, no cart.
 */
export async function hotelFactsAnswer(request: Request, context: AppLoadContext): Promise<Response> {
  const accommodationId = new URL(request.url).searchParams.get("accommodationId");
  if (!isDetailId(accommodationId)) return Response.json({ kind: "failed" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const state = await factsWithin(context, accommodationId, Date.now() + context.searchBudgetMs);
  return Response.json(state, { headers: { "Cache-Control": state.kind === "facts" ? KEPT_FACTS : "no-store" } });
}

import { Hono } from "hono";
import * as v from "valibot";
import { LanguageSchema, type SoldDestinations } from "../../shared/api/shopping";
import { ok } from "../envelope";
import { faultsFor } from "../faults";
import { DESTINATIONS, destinationNameIn } from "./destinations";
import { invalidRequest, requiredQuery } from "./validation";

/** ShoppingHDPService/GetDestinations: where the sandbox sells hotels, named in the asked language. */
export function destinationRoutes(): Hono {
  const routes = new Hono();
  routes.get("/GetDestinations", faultsFor("ShoppingHDPService/GetDestinations"), (c) => {
    const language = requiredQuery(c, "language");
    if (!language.ok) return language.response;
    const parsed = v.safeParse(LanguageSchema, language.value);
    if (!parsed.success) return invalidRequest(c, `language: ${parsed.issues[0]?.message ?? "unknown language"}`);
    const destinations = DESTINATIONS.map((d) => ({ code: d.code, name: destinationNameIn(d, parsed.output), countryCode: d.countryCode, hotelCount: d.hotelCount }));
    c.header("cache-control", "public, max-age=3600");
    return ok(c, { language: parsed.output, destinations } satisfies SoldDestinations);
  });
  return routes;
}

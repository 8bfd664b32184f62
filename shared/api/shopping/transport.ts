import * as v from "valibot";
import { IsoDateSchema, LanguageSchema, MoneySchema, PartyEntries, proposalsPageSchemaOf } from "./common";
import { BAGGAGE_KINDS, TRANSPORT_TYPES } from "./transport-constants";

export * from "./transport-constants";

/** Transport shopping (SPEC §7, ShoppingTransportService): flight searches and flight proposals. */

/** An IATA airport or city code (MAD, FCO, ROM, PAR …). */
export const LocationCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be a 3-letter IATA code"));

export const TransportSearchRequestSchema = v.pipe(
  v.object({
    productType: v.optional(v.picklist(["F", "FF"]), "F"),
    departure: LocationCodeSchema,
    destination: LocationCodeSchema,
    outboundDate: IsoDateSchema,
    /** Absent for a one-way trip. */
    returnDate: v.optional(IsoDateSchema),
    ...PartyEntries,
    businessProfileId: v.pipe(v.string(), v.minLength(1, "is required")),
    /**
     * Ours, optional: the language of the search's texts (SPEC §7 shows none on this call; a
     * proposals page's staticData.language, SPEC §3, is what names the page's language).
     */
    language: v.optional(LanguageSchema, "en"),
    /**
     * Ours: a member search (/memSearch, /hdpMemSearch). The backend answers the signed-in
     * member's prices, and refuses it (401 MEMBER_REQUIRED) without a member's bearer.
     */
    memberPrices: v.optional(v.boolean()),
  }),
  v.forward(v.partialCheck([["departure"], ["destination"]], (s) => s.departure !== s.destination, "must differ from departure"), ["destination"]),
  v.forward(
    v.partialCheck([["outboundDate"], ["returnDate"]], (s) => !s.returnDate || s.returnDate >= s.outboundDate, "must not be before outboundDate"),
    ["returnDate"],
  ),
);
export type TransportSearchRequest = v.InferInput<typeof TransportSearchRequestSchema>;

/** CreateSearch result: flight searches name their id `searchId` (SPEC §3). */
export const TransportSearchIdSchema = v.object({ searchId: v.string() });
export type TransportSearchId = v.InferOutput<typeof TransportSearchIdSchema>;

const CarrierSchema = v.object({ code: v.string(), name: v.string() });
/** Local time at the airport, `YYYY-MM-DDTHH:mm`. */
const StopSchema = v.object({ airportCode: v.string(), cityCode: v.string(), dateTime: v.pipe(v.string(), v.isoDateTime()) });

const SegmentSchema = v.object({
  mode: v.picklist(["FLIGHT", "TRAIN"]),
  carrier: CarrierSchema,
  number: v.string(),
  departure: StopSchema,
  arrival: StopSchema,
  durationMinutes: v.number(),
});

const LegSchema = v.object({
  id: v.string(),
  direction: v.picklist(["OUTBOUND", "INBOUND"]),
  departure: StopSchema,
  arrival: StopSchema,
  durationMinutes: v.number(),
  stops: v.number(),
  connections: v.array(v.object({ airportCode: v.string(), durationMinutes: v.number() })),
  segments: v.array(SegmentSchema),
});
export type Leg = v.InferOutput<typeof LegSchema>;

export const TransportProposalSchema = v.object({
  id: v.string(),
  transportType: v.picklist(TRANSPORT_TYPES),
  validatingCarrier: CarrierSchema,
  /** Outbound first, then inbound for a return trip. */
  legs: v.array(LegSchema),
  luggage: v.object({
    included: v.picklist(BAGGAGE_KINDS),
    /** Luggage that can be added, per passenger and trip. */
    options: v.array(v.object({ kind: v.picklist(BAGGAGE_KINDS), price: MoneySchema })),
  }),
  price: v.object({ total: MoneySchema, perAdult: MoneySchema }),
  seatsLeft: v.number(),
});
export type TransportProposal = v.InferOutput<typeof TransportProposalSchema>;

export const TransportProposalsPageSchema = proposalsPageSchemaOf(TransportProposalSchema);
export type TransportProposalsPage = v.InferOutput<typeof TransportProposalsPageSchema>;

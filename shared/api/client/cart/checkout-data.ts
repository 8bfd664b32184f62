import * as v from "valibot";
import {
  CartSchema, ContactSchema, CountrySchema, InvoiceSchema, SpecialRequestSchema, SubscriptionSchema, TravellerSchema,
  type AddContactBody, type AddInvoiceBody, type AddSpecialRequestBody, type AddSubscriptionsBody, type AddTravellerBody,
  type Cart, type CartIds, type Contact, type Country, type Invoice, type SpecialRequest, type Subscription, type Traveller,
} from "../../cart";
import type { Language } from "../../../constants";
import type { ApiResult } from "../errors";
import { callApi } from "../request";
import type { ApiTransport } from "../../transport";
import { cartPath, idsOf } from "./service-path";

/** What the shopper types in checkout: contact, travellers, subscriptions, invoices, special request. */
export function createCartCheckoutDataApi(transport: ApiTransport) {
  return {
    addContactToCart: (body: AddContactBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddContactToCart"), query: idsOf(body), body, schema: CartSchema }),
    retrieveContact: (ids: CartIds): Promise<ApiResult<Contact | null>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveContact"), query: ids, schema: v.nullable(ContactSchema) }),
    addTravellerToCart: (body: AddTravellerBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddTravellerToCart"), query: idsOf(body), body, schema: CartSchema }),
    retrieveTravellersByCartId: (ids: CartIds): Promise<ApiResult<Traveller[]>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveTravellersByCartId"), query: ids, schema: v.array(TravellerSchema) }),
    /** Country names in the shopper's language, sorted for a select. */
    retrieveCountries: (lang: Language): Promise<ApiResult<Country[]>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveCountries"), query: { lang }, schema: v.array(CountrySchema) }),
    addSubscriptions: (body: AddSubscriptionsBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddSubscriptions"), query: idsOf(body), body, schema: CartSchema }),
    getSubscriptions: (ids: CartIds): Promise<ApiResult<Subscription[]>> =>
      callApi(transport, { method: "GET", path: cartPath("GetSubscriptions"), query: ids, schema: v.array(SubscriptionSchema) }),
    addInvoice: (body: AddInvoiceBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddInvoice"), query: idsOf(body), body, schema: CartSchema }),
    getInvoices: (ids: CartIds): Promise<ApiResult<Invoice[]>> =>
      callApi(transport, { method: "GET", path: cartPath("GetInvoices"), query: ids, schema: v.array(InvoiceSchema) }),
    addSpecialRequestToCart: (body: AddSpecialRequestBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddSpecialRequestToCart"), query: idsOf(body), body, schema: CartSchema }),
    retrieveSpecialRequestByCartId: (ids: CartIds): Promise<ApiResult<SpecialRequest | null>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveSpecialRequestByCartId"), query: ids, schema: v.nullable(SpecialRequestSchema) }),
    deleteSpecialRequestByCartId: (ids: CartIds): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "DELETE", path: cartPath("DeleteSpecialRequestByCartId"), query: ids, schema: CartSchema }),
  };
}

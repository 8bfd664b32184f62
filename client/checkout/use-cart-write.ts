import { useSetAtom } from "jotai";
import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import type { Cart } from "../../shared/api/cart";
import { createCartApi, isCartExpired, type CartApi } from "../../shared/api/client/cart";
import type { ApiError, ApiResult } from "../../shared/api/client/errors";
import { browserTransport } from "../api/transport";
import { cartExpiredAtom, fetchingCartAtom, receiveCartAtom } from "../state/checkout";
import { EXPIRED_SESSION_PATH } from "./checkout-paths";

/** Backend refusals the traveller can act on get their own sentence (checkout.failures.*). */
const EXPLAINED = new Set(["INVALID_VOUCHER", "SEAT_TAKEN", "PRODUCT_NOT_AVAILABLE", "CART_INCOMPLETE", "MISSING_TRAVELLER_FIELDS", "TOO_MANY_TRAVELLERS"]);

/** The i18n key of the sentence that tells the traveller what went wrong. */
export function failureKeyOf(error: ApiError): string {
  // Slow is not lost: a call that outlived the budget (ours, or the edge's UPSTREAM_TIMEOUT) says so.
  if (error.kind === "timeout" || (error.kind === "backend" && error.message === "UPSTREAM_TIMEOUT")) return "checkout.failures.timeout";
  if (error.kind === "network") return "checkout.failures.network";
  if (error.kind === "backend" && EXPLAINED.has(error.message)) return `checkout.failures.${error.message}`;
  return "checkout.failures.generic";
}

type WriteOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError | null; failureKey: string };

/**
 * Runs cart calls from the browser, through the edge proxy (same origin, XSRF header): one at a
 * time, a connection lost retried once, the fetching-cart flag on meanwhile. A cart answered
 * replaces the checkout's atoms; CART_EXPIRED marks the cart expired and navigates to
 * /expired-session. Nothing here touches the forms, so whatever was typed stays.
 */
export type CartCallsRunner = ReturnType<typeof useCartCalls>;

export function useCartCalls() {
  const receive = useSetAtom(receiveCartAtom);
  const setFetching = useSetAtom(fetchingCartAtom);
  const setExpired = useSetAtom(cartExpiredAtom);
  const navigate = useNavigate();
  const running = useRef(false);

  return useCallback(
    async <T,>(call: (api: CartApi) => Promise<ApiResult<T>>): Promise<WriteOutcome<T>> => {
      // A second click while a call runs sends nothing (confirm must not be sent twice).
      if (running.current) return { ok: false, error: null, failureKey: "checkout.failures.busy" };
      running.current = true;
      setFetching(true);
      try {
        // The cart client alone: the checkout page does not carry the shopping clients' code.
        const api = createCartApi(browserTransport());
        let result = await call(api);
        if (!result.ok && result.error.kind === "network") result = await call(api);
        if (result.ok) {
          if (isCart(result.value)) receive({ cart: result.value });
          return { ok: true, value: result.value };
        }
        if (isCartExpired(result.error)) {
          setExpired(true);
          navigate(EXPIRED_SESSION_PATH);
        }
        return { ok: false, error: result.error, failureKey: failureKeyOf(result.error) };
      } finally {
        running.current = false;
        setFetching(false);
      }
    },
    [receive, setFetching, setExpired, navigate],
  );
}

// Writes answer the whole cart; reads answer a part (RetrieveCart a summary without travellers).
const isCart = (value: unknown): value is Cart => typeof value === "object" && value !== null && "cartId" in value && "travellers" in value && "config" in value;

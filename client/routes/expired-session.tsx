import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { clearCheckoutAtom } from "../state/checkout";
import { ErrorPage } from "../components/feedback/ErrorPage";
import { textsFor } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/expired-session";

export function loader({ context }: Route.LoaderArgs) {
  return { texts: textsFor(context, ["expiredSession"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "expiredSession.title");
}

/** Where a shopper lands when their cart or session ran out: start a new search. */
export default function ExpiredSession() {
  const t = useT();
  const clear = useSetAtom(clearCheckoutAtom);
  // Leaving for a new search starts a clean checkout: cart, config, detail, order, ancillaries and the expired mark.
  useEffect(() => () => clear(), [clear]);
  return <ErrorPage page="expired-session" title={t("expiredSession.title")} subtitle={t("expiredSession.subtitle")} cta={t("expiredSession.cta")} />;
}

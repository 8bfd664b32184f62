import { SavedScreen } from "../components/saved/SavedScreen";
import { textsFor } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import type { Route } from "./+types/saved";

/** The texts only: the saved stays are in the shopper's browser, never sent to the worker. */
const SAVED_NAMESPACES = ["saved", "results.card", "results.mealPlans"] as const;

export function loader({ context }: Route.LoaderArgs) {
  return { texts: textsFor(context, SAVED_NAMESPACES) };
}

/** Choosing stays to compare changes only the query: nothing to load again. */
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  // One shopper's list: never in a search engine (the edge also says so, and keeps it private).
  return [...pageTitle(matches, "saved.title"), { name: "robots", content: "noindex" }];
}

export default function Saved() {
  return <SavedScreen />;
}

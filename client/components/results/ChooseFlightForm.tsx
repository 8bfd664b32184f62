import { type FormEvent } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { useT } from "../../state/i18n";

/** What the flight routes' action answers when a choice could not become a cart. */
export interface ChooseFlightFailure {
  failedProposalId: string;
}

/**
 * "Choose this flight": a POST to the results route's action, which reads the proposal, creates
 * the cart and redirects to the checkout. With JavaScript it runs as a fetcher, so the button
 * shows progress and a second click while one is under way sends nothing; without, it is a plain
 * form post. A failure keeps the shopper on the results, with a message beside that flight.
 */
export function ChooseFlightForm({ proposalId, describedBy, onChoose }: { proposalId: string; describedBy: string; onChoose: () => void }) {
  const t = useT();
  const fetcher = useFetcher<ChooseFlightFailure>();
  const actionData = useActionData() as ChooseFlightFailure | undefined;
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && (fetcher.data ?? actionData)?.failedProposalId === proposalId;
  const errorId = `choose-error-${proposalId}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onChoose();
  };

  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} onSubmit={onSubmit} className=":uno-choose-flight: grid gap-1 mt-2">
      {/* The button carries the choice (a submitter's name and value are sent, with or without JavaScript). */}
      <button type="submit" name="proposalId" value={proposalId} className=":uno-choose-flight-button: btn-primary w-full" aria-describedby={failed ? `${describedBy} ${errorId}` : describedBy} aria-disabled={busy || undefined}>
        {busy ? t("flights.card.choosing") : t("flights.card.choose")}
      </button>
      {failed && (
        <p id={errorId} role="alert" className="m-0 text-sm text-[#b00020] text-left">
          {t("flights.card.chooseFailed")}
        </p>
      )}
    </fetcher.Form>
  );
}

import { type FormEvent } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { useT } from "../../state/i18n";

/** What the flight routes' action answers when a choice could not become a cart. */
export interface ChooseFlightFailure {
  failedProposalId: string;
}

/** One form for the page's flights; each card's button names it (`form=`) and carries its choice. */
const FORM_ID = "choose-flight";
/** The fetcher every card's button shares, so a choice under way holds them all. */
const FETCHER_KEY = "choose-flight";

/**
 * "Choose this flight": a POST to the results route's action, which reads the proposal, creates
 * the cart and redirects to the checkout. With JavaScript it runs as a fetcher, so the button
 * shows progress and a second click while one is under way sends nothing; without, it is a plain
 * form post. A failure keeps the shopper on the results, with a message beside that flight.
 *
 * The page has one such form (ChooseFlightForm) and twenty buttons (ChooseFlightButton) that
 * submit it with their proposal's id: twenty forms with the search in their action were a tenth
 * of a flight results page.
 */
export function ChooseFlightForm({ onChoose }: { onChoose: (proposalId: string) => void }) {
  const fetcher = useFetcher<ChooseFlightFailure>({ key: FETCHER_KEY });
  const location = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (fetcher.state !== "idle") {
      event.preventDefault();
      return;
    }
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value) onChoose(submitter.value);
  };

  return <fetcher.Form id={FORM_ID} method="post" action={`${location.pathname}${location.search}`} onSubmit={onSubmit} hidden />;
}

export function ChooseFlightButton({ proposalId, describedBy }: { proposalId: string; describedBy: string }) {
  const t = useT();
  const fetcher = useFetcher<ChooseFlightFailure>({ key: FETCHER_KEY });
  const actionData = useActionData() as ChooseFlightFailure | undefined;
  const busy = fetcher.state !== "idle";
  const choosing = busy && fetcher.formData?.get("proposalId") === proposalId;
  const failed = !busy && (fetcher.data ?? actionData)?.failedProposalId === proposalId;
  const errorId = `choose-error-${proposalId}`;

  return (
    <>
      {/* The button carries the choice (a submitter's name and value are sent, with or without
          JavaScript); a button submits by default, so twenty of them do not say so. */}
      <button
        form={FORM_ID}
        name="proposalId"
        value={proposalId}
        className=":uno-choose-flight-button: btn-primary w-full mt-2"
        aria-describedby={failed ? `${describedBy} ${errorId}` : describedBy}
        aria-disabled={busy || undefined}
      >
        {choosing ? t("flights.card.choosing") : t("flights.card.choose")}
      </button>
      {failed && (
        <p id={errorId} role="alert" className="m-0 text-sm text-[#b00020] text-left">
          {t("flights.card.chooseFailed")}
        </p>
      )}
    </>
  );
}

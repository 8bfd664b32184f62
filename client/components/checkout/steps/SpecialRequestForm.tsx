import { useState, type FormEvent } from "react";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { useT } from "../../../state/i18n";
import { CallFailure } from "../form/ErrorSummary";
import { useHydrated } from "../../search-form/use-hydrated";

const MAX = 500;

/** A note for the hotel or airline (late arrival, a cot, a diet): saved, changed or removed. */
export function SpecialRequestForm({ ids, saved }: { ids: { cartId: string; requestUuid: string }; saved: string | null }) {
  const t = useT();
  const calls = useCartCalls();
  const [failure, setFailure] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [savedNote, setSavedNote] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const text = String(new FormData(event.currentTarget).get("specialRequest") ?? "").trim();
    setEmpty(text === "");
    setFailure(null);
    if (text === "") return;
    setBusy(true);
    const outcome = await calls((api) => api.addSpecialRequestToCart({ ...ids, text }));
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failureKey);
    setSavedNote(t("checkout.request.saved"));
  }

  async function remove(form: HTMLFormElement | null) {
    if (busy) return;
    setBusy(true);
    const outcome = await calls((api) => api.deleteSpecialRequestByCartId(ids));
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failureKey);
    form?.reset();
    const area = form?.elements.namedItem("specialRequest");
    if (area instanceof HTMLTextAreaElement) area.value = "";
    setSavedNote(t("checkout.request.removed"));
  }

  return (
    <form noValidate onSubmit={submit} className="card p-4 md:p-5 grid gap-3 min-w-0" aria-labelledby="request-heading" data-testid="special-request">
      <h3 id="request-heading" className="m-0 text-lg font-800">
        {t("checkout.request.heading")}
      </h3>
      <label htmlFor="specialRequest" className="text-ink-soft">
        {t("checkout.request.label")}
      </label>
      <textarea
        id="specialRequest"
        name="specialRequest"
        defaultValue={saved ?? ""}
        maxLength={MAX}
        rows={3}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? "specialRequest-error" : undefined}
        className="w-full min-w-0 rounded border border-solid border-line bg-white p-3 text-[16px] text-ink focus:outline-2 focus:outline-brand"
      />
      {empty && (
        <p id="specialRequest-error" className="m-0 text-[14px] font-600 text-[#b3001b]">
          {t("checkout.request.empty")}
        </p>
      )}
      <p role="status" className="m-0 text-sm text-ink-soft min-h-[1.25em]">
        {savedNote}
      </p>
      <CallFailure messageKey={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-secondary" disabled={!hydrated} aria-disabled={busy}>
          {t("checkout.request.save")}
        </button>
        {saved && (
          <button type="button" className="btn-secondary border-line text-ink" onClick={(event) => remove(event.currentTarget.form)}>
            {t("checkout.request.remove")}
          </button>
        )}
      </div>
    </form>
  );
}

import type { FormEvent, ReactNode } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import type { DetailActionFailure } from "../../detail/detail-actions";

/**
 * A button posting one of the detail's actions (book, change flight) as a fetcher: it shows
 * progress, a second click while one runs sends nothing, and a failure shows `failure` beside it.
 * Without JavaScript it is a plain form post.
 */
export function DetailActionButton({
  intent,
  fields,
  label,
  busyLabel,
  failure,
  className = "btn-primary w-full",
  describedBy,
}: {
  intent: DetailActionFailure["failed"];
  fields: Record<string, string>;
  label: ReactNode;
  busyLabel: string;
  failure: string;
  className?: string;
  describedBy?: string;
}) {
  const fetcher = useFetcher<DetailActionFailure>();
  const actionData = useActionData() as DetailActionFailure | undefined;
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const key = Object.values(fields).join("-");
  // With JavaScript each button's own fetcher says how it went; without, the page's action data does.
  const failed = fetcher.state === "idle" && (fetcher.data ?? actionData)?.failed === intent;
  const errorId = `action-error-${intent}-${key}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) event.preventDefault();
  };
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} onSubmit={onSubmit} className="grid gap-1">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-disabled={busy || undefined} aria-describedby={[describedBy, failed ? errorId : null].filter(Boolean).join(" ") || undefined}>
        {busy ? busyLabel : label}
      </button>
      {failed && (
        <p id={errorId} role="alert" className="m-0 text-sm text-[#b00020]">
          {failure}
        </p>
      )}
    </fetcher.Form>
  );
}

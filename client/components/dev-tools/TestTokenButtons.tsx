import { SANDBOX_TEST_TOKENS } from "../../../shared/dev/test-tokens";
import { useT } from "../../state/i18n";
import { urlWithToken } from "./url-with-token";

/** One button per sandbox test token: reloads this URL with the token in `a` (SPEC §2). */
export function TestTokenButtons() {
  const t = useT();
  return (
    <section aria-labelledby="dev-tools-tokens-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="dev-tools-tokens-heading" className="text-sm font-700 uppercase tracking-wide text-ink-soft">
          {t("devtools.tokens.heading")}
        </h3>
        <p className="text-sm text-ink-soft">{t("devtools.tokens.hint")}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 list-none m-0 p-0">
        {SANDBOX_TEST_TOKENS.map(({ token, label }) => (
          <li key={token}>
            <button
              type="button"
              data-dev-tools-token={token}
              className="btn w-full h-auto min-h-10 py-2 text-sm text-left justify-start bg-white text-ink border border-solid border-line hover:bg-canvas"
              onClick={() => window.location.assign(urlWithToken(window.location, token))}
            >
              {label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

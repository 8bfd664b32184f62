import { useLocation } from "react-router";
import { useT } from "../../state/i18n";
import { signInHrefOf } from "../layout/return-here";

/**
 * What a member search shows a visitor who is not signed in: what the page is, and the way in
 * (the brand's single sign-on, back to this very search). A brand without sign-on says where its
 * members come from instead.
 */
export function MembersOnlyPage({ signInAvailable }: { signInAvailable: boolean }) {
  const t = useT();
  const location = useLocation();
  return (
    <section className="container-page py-12 md:py-20 grid justify-items-center text-center gap-4" data-page="members-only">
      <h1 className="m-0 text-2xl md:text-3xl font-800 text-ink">{t("common.account.membersOnly.title")}</h1>
      <p className="m-0 text-ink-soft max-w-[48ch]">{t(signInAvailable ? "common.account.membersOnly.signIn" : "common.account.membersOnly.elsewhere")}</p>
      {signInAvailable && (
        <a href={signInHrefOf(location)} className="btn-primary btn-lg no-underline mt-2" rel="nofollow">
          {t("common.account.signIn")}
        </a>
      )}
    </section>
  );
}

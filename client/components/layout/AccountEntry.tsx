import { useAtomValue } from "jotai";
import { useLocation } from "react-router";
import { memberNameAtom, signedInAtom, signInAvailableAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { returnHereOf, signInHrefOf } from "./return-here";

/**
 * The header's account corner. A signed-in member sees who they are and can sign out (a plain
 * form: the edge clears the auth cookie and brings them back here); a backend that names nobody
 * (SPEC §3 gives a token and its lifetime only) leaves the account named generically. A visitor on a brand with
 * single sign-on gets "Sign in", a plain link to the edge's /sign-in, which sends them to the
 * brand's provider and back to this page. Both work without JavaScript.
 */
export function AccountEntry() {
  const t = useT();
  const signedIn = useAtomValue(signedInAtom);
  const memberName = useAtomValue(memberNameAtom);
  const signInAvailable = useAtomValue(signInAvailableAtom);
  const location = useLocation();

  if (signedIn) {
    return (
      <form method="post" action="/sign-out" className="flex items-center gap-2 text-sm" aria-label={t("common.account.memberArea")}>
        <input type="hidden" name="return" value={returnHereOf(location)} />
        {/* Like the phone number beside it: a small label over the name, the name cut if it must be. */}
        <span className="hidden sm:flex flex-col items-end leading-tight max-w-[18ch]" data-testid="signed-in-as">
          <span className="text-ink-soft text-xs">{t("common.account.signedIn")}</span>
          <span className="font-700 truncate max-w-full" data-testid="account-name">
            {memberName ?? t("common.account.memberArea")}
          </span>
        </span>
        <button type="submit" className="btn-secondary h-[40px] whitespace-nowrap" data-testid="sign-out">
          {t("common.account.signOut")}
        </button>
      </form>
    );
  }
  if (!signInAvailable) return null;
  return (
    <a href={signInHrefOf(location)} className="btn-secondary h-[40px] no-underline whitespace-nowrap text-sm" data-testid="sign-in" rel="nofollow">
      {t("common.account.signIn")}
    </a>
  );
}

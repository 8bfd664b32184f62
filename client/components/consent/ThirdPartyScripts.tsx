import { useAtomValue } from "jotai";
import type { FlagState } from "../../../shared/flags";
import { consentModeDefaultsScript } from "../../consent/consent-mode";
import { analyticsTagUrl, type ThirdPartyScripts } from "../../consent/third-party-scripts";
import { nonceAtom } from "../../state/brand";
import { thirdPartyScriptsAtom } from "../../state/consent";
import { flagsAtom, flagsStreamedAtom } from "../../state/flags";

/**
 * The analytics tag with its Consent Mode v2 defaults in front. Both carry the request's nonce (the
 * CSP allows nothing else); the tag is async, so it never holds up rendering.
 */
function AnalyticsTag({ url, nonce }: { url: string; nonce: string }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentModeDefaultsScript() }} />
      <script async src={url} nonce={nonce} />
    </>
  );
}

/**
 * In the document head: the external cookie manager, and the analytics tag when the flags were
 * known before the shell (React hoists async scripts to the head's start; they never block).
 */
export function ThirdPartyHeadScripts({ scripts, flags, nonce }: { scripts: ThirdPartyScripts; flags: FlagState | Promise<FlagState>; nonce: string }) {
  const analytics = flags instanceof Promise ? null : analyticsTagUrl(scripts, flags);
  return (
    <>
      {scripts.cookieManager && <script async src={scripts.cookieManager} nonce={nonce} />}
      {analytics && <AnalyticsTag url={analytics} nonce={nonce} />}
    </>
  );
}

/** Flags that streamed in after the shell: the tag follows them, once they say tracking is on. */
export function LateAnalyticsTag() {
  const streamed = useAtomValue(flagsStreamedAtom);
  const scripts = useAtomValue(thirdPartyScriptsAtom);
  const flags = useAtomValue(flagsAtom);
  const nonce = useAtomValue(nonceAtom);
  if (!streamed || nonce === undefined) return null;
  const url = analyticsTagUrl(scripts, flags);
  return url ? <AnalyticsTag url={url} nonce={nonce} /> : null;
}

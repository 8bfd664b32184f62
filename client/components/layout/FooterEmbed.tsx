import { useAtomValue } from "jotai";
import { nonceAtom } from "../../state/brand";
import { hasMeasurementConsentAtom } from "../../state/consent";

/**
 * The brand's embedded footer script (its configuration's `footer.scriptUrl`, a vendor's badge or
 * widget) and the slot it may fill. A third party's script can track, so it loads only with the
 * shopper's measurement consent: in the server's HTML when the consent cookie says so, or when the
 * shopper gives it (React loads an async script rendered on the client). It carries the request's
 * nonce, the only way the CSP lets it run. The slot's content is the script's, never React's.
 */
export function FooterEmbed({ scriptUrl }: { scriptUrl: string | null }) {
  const consented = useAtomValue(hasMeasurementConsentAtom);
  const nonce = useAtomValue(nonceAtom);
  if (!scriptUrl) return null;
  return (
    <>
      <div data-footer-embed="" className="text-sm" dangerouslySetInnerHTML={{ __html: "" }} />
      {consented && <script async src={scriptUrl} nonce={nonce} />}
    </>
  );
}

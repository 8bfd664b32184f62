import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { SAVED_STAYS } from "../../shared/constants";
import { useT } from "../state/i18n";
import { dismissNotice, useIsNoticeHost, useNotice } from "./notices";

/** How long a message stays: long enough to read twice; a problem longer. Paused while pointed at or focused. */
const SHOWN_MS = { done: 4_000, problem: 10_000 } as const;

/**
 * The toggles' messages, at the bottom of the screen over the page (nothing moves for them), in a
 * polite status region that is there, empty, before the first one. One per page (notices.ts).
 */
export function SaveNotices() {
  const host = useIsNoticeHost();
  return host ? createPortal(<NoticeRegion />, document.body) : null;
}

function NoticeRegion() {
  const t = useT();
  const notice = useNotice();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!notice || held) return;
    const timer = setTimeout(() => dismissNotice(notice.id), SHOWN_MS[notice.tone]);
    return () => clearTimeout(timer);
  }, [notice, held]);
  return (
    <div role="status" className="save-notices" data-testid="save-notice">
      {notice && (
        <div
          className="save-notice"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span>{notice.text}</span>
          {notice.tone === "done" && (
            <Link to={SAVED_STAYS.path}>
              {t("results.save.seeSaved")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

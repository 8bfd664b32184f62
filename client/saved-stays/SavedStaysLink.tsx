// @unocss-ignore: every class here is the stylesheet's (saved-stays.css); no utility to generate.
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { SAVED_STAYS } from "../../shared/constants";
import { useT } from "../state/i18n";
import { Heart } from "./Heart";
import { noSavedStays, savedStays, subscribeToSavedStays } from "./storage";
import "./saved-stays.css";

type Fit = "try-full" | "try-compact" | "full" | "compact" | "none";

/** Air kept between the entry and whatever the header shows before it (the menu, or the logo). */
const MIN_AIR = 12;

/** Room left of the header's right-hand group, up to the last thing shown before it. */
function roomBefore(group: HTMLElement): number {
  let before = group.previousElementSibling;
  while (before && before.getClientRects().length === 0) before = before.previousElementSibling;
  const start = before ? before.getBoundingClientRect().right : group.parentElement!.getBoundingClientRect().left;
  return group.getBoundingClientRect().left - start;
}

/**
 * "♡ Saved 3" in the header, for a browser with saved stays. Nothing already in the header may move
 * when it appears: it hangs from an anchor of no width (its margin cancels the group's gap, so the
 * group keeps its size and place) into the free room left of the group, measured first while
 * invisible: with its label, or the heart and count alone, or not at all where the header is full.
 */
export default function SavedStaysLink() {
  const t = useT();
  const { pathname } = useLocation();
  const count = useSyncExternalStore(subscribeToSavedStays, savedStays, noSavedStays).length;
  const [fit, setFit] = useState<Fit>("try-full");
  const anchor = useRef<HTMLSpanElement>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useLayoutEffect(() => {
    const [box, entry] = [anchor.current, link.current];
    const group = box?.parentElement;
    if (!box || !entry || !group || (fit !== "try-full" && fit !== "try-compact")) return;
    const gap = parseFloat(getComputedStyle(group).columnGap) || 0;
    box.style.marginRight = `${-gap}px`;
    entry.style.right = `${gap}px`;
    const fits = entry.offsetWidth + gap + MIN_AIR <= roomBefore(group);
    setFit(fits ? (fit === "try-full" ? "full" : "compact") : fit === "try-full" ? "try-compact" : "none");
  }, [fit, count]);

  useLayoutEffect(() => {
    // The room changes with the window: measure again (invisibly: nothing moves meanwhile).
    const again = () => setFit("try-full");
    window.addEventListener("resize", again);
    return () => window.removeEventListener("resize", again);
  }, []);

  if (count === 0 || fit === "none") return null;
  const compact = fit === "try-compact" || fit === "compact";
  return (
    <span ref={anchor} className="saved-anchor">
      <Link
        ref={link}
        to={SAVED_STAYS.path}
        aria-current={pathname === SAVED_STAYS.path ? "page" : undefined}
        data-testid="saved-stays-link"
        className={`saved-link${fit.startsWith("try") ? " is-measuring" : ""}${compact ? " is-compact" : ""}`}
      >
        <Heart filled={false} />
        <span className={compact ? "sr-only" : undefined}>{t("common.saved.label")}</span>
        <span className="saved-count">{count}</span>
      </Link>
    </span>
  );
}

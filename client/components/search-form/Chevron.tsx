/** A down chevron for a summary; it turns over while its own details is open (base.css). */
export function Chevron() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 disclosure-chevron">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

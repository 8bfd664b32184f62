/** A down chevron for a summary, drawn by base.css; it turns over while its own details is open. */
export function Chevron() {
  return <span aria-hidden="true" className="disclosure-chevron" />;
}

/**
 * The save mark: drawn hollow when not saved, filled when saved, so the state shows in its shape
 * and not by colour alone. Decorative: the button around it carries the name and `aria-pressed`.
 */
export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="heart">
      <path
        d="M12 20.6 10.6 19.3C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.4 7.5 3.4c1.6 0 3.2.8 4.5 2 1.3-1.2 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.6-3.1 6.4-8.1 10.9L12 20.6Z"
        fill={filled ? "#d61f45" : "none"}
        stroke={filled ? "#d61f45" : "currentColor"}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

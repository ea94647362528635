// The lesson's marks, drawn (no emoji) and hidden from screen readers: the words beside them say it.

/** "Stuck": a warning triangle. */
export function StuckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5 shrink-0">
      <path d="M12 3 L22 20 H2 Z" fill="#92400e" />
      <rect x="11" y="9" width="2" height="6" fill="#fff" />
      <rect x="11" y="16.5" width="2" height="2" fill="#fff" />
    </svg>
  );
}

/** "Hand up": an open hand. */
export function HandIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${className} shrink-0`}>
      <path
        d="M8 21 C5.5 19 4.5 16 4.5 13 V9.5 a1.25 1.25 0 0 1 2.5 0 V12 H7.5 V4.5 a1.25 1.25 0 0 1 2.5 0 V11 h.5 V3.25 a1.25 1.25 0 0 1 2.5 0 V11 h.5 V4.5 a1.25 1.25 0 0 1 2.5 0 V12 h.5 V7.5 a1.25 1.25 0 0 1 2.5 0 V14 C19 18 17 21 14 21 Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A cup of coffee for the café side of the business. */
export function CupIllustration() {
  return (
    <svg
      className="illustration illustration--small"
      viewBox="0 0 140 120"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M52 18c-6-8 6-12 0-20M72 18c-6-8 6-12 0-20"
        stroke="var(--color-crust)"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
        transform="translate(0 10)"
      />
      <path d="M24 40h84l-8 50a16 16 0 0 1-16 14H48a16 16 0 0 1-16-14z" fill="var(--color-harbor)" />
      <path d="M106 52h8a14 14 0 0 1 0 28h-11" stroke="var(--color-harbor)" strokeWidth="8" fill="none" />
      <rect x="12" y="106" width="112" height="8" rx="4" fill="var(--color-board)" />
      <path d="M40 58h52" stroke="#fff" strokeOpacity=".4" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

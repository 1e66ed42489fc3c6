/** The bakery's mark: a round loaf with a rye-ear score, drawn small enough for the header. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" fill="var(--color-harbor)" />
      <ellipse cx="20" cy="23" rx="13" ry="9" fill="var(--color-crust)" />
      <ellipse cx="20" cy="21.5" rx="11" ry="6.5" fill="var(--color-crumb-dark)" />
      <path
        d="M20 15.5v12M20 18l-3-2.2M20 18l3-2.2M20 21.2l-3-2.2M20 21.2l3-2.2M20 24.4l-3-2.2M20 24.4l3-2.2"
        stroke="var(--color-crust)"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M6 31c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="1.4"
        fill="none"
      />
    </svg>
  );
}

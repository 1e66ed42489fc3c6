/** The hero's illustration: a sourdough boule on a board, steam rising, the harbour behind. */
export function LoafIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="420" height="320" rx="28" fill="var(--color-sky)" />
      <circle cx="330" cy="78" r="34" fill="var(--color-sun)" />
      <path
        d="M0 196c40-10 70 6 105 0s62-20 105-12 70 18 105 10 68-16 105-8v134H0z"
        fill="var(--color-harbor)"
      />
      <path
        d="M0 222c35-8 70 8 105 2s70-14 105-6 70 12 105 4 70-10 105-2"
        stroke="#fff"
        strokeOpacity=".35"
        strokeWidth="4"
        fill="none"
      />
      <path d="M60 184l22-48v48z" fill="#fff" opacity=".9" />
      <path d="M44 188h60l-9 11H53z" fill="var(--color-ink)" opacity=".75" />
      <rect x="70" y="248" width="280" height="22" rx="11" fill="var(--color-board)" />
      <rect x="330" y="252" width="56" height="14" rx="7" fill="var(--color-board)" />
      <ellipse cx="210" cy="222" rx="112" ry="46" fill="var(--color-crust)" />
      <ellipse cx="210" cy="210" rx="104" ry="40" fill="var(--color-crust-light)" />
      <path
        d="M150 196c30-16 90-16 120 0M140 214c40-14 100-14 140 0M176 180c16-8 52-8 68 0"
        stroke="var(--color-crust)"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M170 150c-10-14 10-22 0-38M210 146c-10-14 10-22 0-38M250 150c-10-14 10-22 0-38"
        stroke="#fff"
        strokeOpacity=".8"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** A rye ear, used beside the mill story. */
export function WheatIllustration() {
  const grains = [0, 1, 2, 3, 4, 5];
  return (
    <svg
      className="illustration illustration--small"
      viewBox="0 0 120 160"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M60 155V30" stroke="var(--color-crust)" strokeWidth="4" strokeLinecap="round" />
      {grains.map((index) => (
        <g key={index} fill="var(--color-sun)" stroke="var(--color-crust)" strokeWidth="2">
          <ellipse
            cx="46"
            cy={40 + index * 16}
            rx="9"
            ry="15"
            transform={`rotate(-35 46 ${40 + index * 16})`}
          />
          <ellipse
            cx="74"
            cy={40 + index * 16}
            rx="9"
            ry="15"
            transform={`rotate(35 74 ${40 + index * 16})`}
          />
        </g>
      ))}
      <ellipse
        cx="60"
        cy="26"
        rx="8"
        ry="14"
        fill="var(--color-sun)"
        stroke="var(--color-crust)"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * The not-found page's picture: an unplugged cord under a large 404, drawn in the theme's own colours (inline,
 * not an image file, so that the dark theme darkens its background and lightens its ink).
 */
export const NotFoundIllustration = ({ label }: { label: string }) => (
  <svg
    viewBox="0 0 520 340"
    width={520}
    height={340}
    role="img"
    aria-label={label}
    className="h-auto w-full max-w-md rounded-box"
  >
    <rect width="520" height="340" rx="28" fill="var(--color-base-200)" />
    <circle cx="260" cy="170" r="132" fill="var(--color-base-300)" />
    <text
      x="260"
      y="118"
      textAnchor="middle"
      fontFamily="system-ui, sans-serif"
      fontSize="92"
      fontWeight="800"
      fill="var(--color-primary)"
      letterSpacing="6"
    >
      404
    </text>
    <rect
      x="330"
      y="168"
      width="120"
      height="120"
      rx="22"
      fill="var(--color-base-100)"
      stroke="var(--color-base-content)"
      strokeOpacity="0.25"
      strokeWidth="4"
    />
    <rect
      x="354"
      y="192"
      width="72"
      height="72"
      rx="36"
      fill="var(--color-base-200)"
      stroke="var(--color-base-content)"
      strokeOpacity="0.25"
      strokeWidth="3"
    />
    <rect x="374" y="214" width="8" height="26" rx="3" fill="var(--color-base-content)" fillOpacity="0.8" />
    <rect x="398" y="214" width="8" height="26" rx="3" fill="var(--color-base-content)" fillOpacity="0.8" />
    <path
      d="M30 300c60 0 70-70 130-70s70 40 110 34"
      fill="none"
      stroke="var(--color-base-content)"
      strokeWidth="10"
      strokeLinecap="round"
    />
    <rect x="262" y="236" width="46" height="52" rx="10" fill="var(--color-primary)" />
    <rect x="262" y="250" width="46" height="8" fill="var(--color-warning)" />
    <rect x="306" y="246" width="22" height="7" rx="2" fill="var(--color-base-content)" fillOpacity="0.45" />
    <rect x="306" y="270" width="22" height="7" rx="2" fill="var(--color-base-content)" fillOpacity="0.45" />
    <g stroke="var(--color-warning)" strokeWidth="5" strokeLinecap="round">
      <path d="M340 140l-10-18M362 132v-22M384 140l10-18" />
    </g>
  </svg>
);

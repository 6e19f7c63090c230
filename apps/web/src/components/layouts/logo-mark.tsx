/** The brand mark: a volt-yellow bolt on deep blue. Decorative; the shop name beside it is the text. */
export const LogoMark = ({ className = 'size-9' }: { className?: string }) => (
  <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#facc15" />
    <path d="M36 8 16 36h13l-4 20 22-30H34z" fill="#172554" />
  </svg>
);

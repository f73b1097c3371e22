/** The Flemish flood symbol (a house on waves), required next to a listing scored D. */
export function FloodSymbol({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} data-testid="flood-symbol" viewBox="0 0 48 48" className="h-9 w-9 shrink-0">
      <title>{label}</title>
      <rect width="48" height="48" rx="6" fill="#1d5fa8" />
      <path d="M12 24 24 13l12 11v7H12z" fill="#fff" />
      <path
        d="M6 35c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2M6 41c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
      />
    </svg>
  );
}

/** Below Tailwind's `lg`, a list's filters are a sheet over the page (filter-panel.tsx; globals.css says the same in rem). */
export const FILTER_SHEET_MEDIA = '(max-width: 1023.98px)';

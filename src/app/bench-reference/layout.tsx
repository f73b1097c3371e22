import type { ReactNode } from 'react';

/**
 * The reference page of the Lighthouse benchmark (scripts/bench/lighthouse.ts): the same app,
 * stylesheet and framework runtime, without the site's layout, fonts and islands. Not linked, not
 * in the sitemap, disallowed in robots.txt, noindex.
 */
export default function ReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

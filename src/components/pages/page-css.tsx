import type { ReactNode } from 'react';
import type { MenuPage } from '@/domain/content/schema';
import { fingerprint, pageCssScope, scopedPageCss } from '@/domain/content/page-css';
import { requestNonce } from '@/lib/security/nonce';

/**
 * A menu page's own CSS (params.css), applied to what this wraps, the page's content, and nothing
 * else: nested in the rule of a scope of the page's own (src/domain/content/page-css.ts), in a style
 * element with the CSP nonce style elements need, at the start of the page's content (React's
 * hoisting into the <head>, `precedence`, did not apply it in the browser test). Its key names this
 * version, so that a changed CSS replaces the old one.
 */
export async function PageCss({ page, children }: { page: MenuPage | undefined; children: ReactNode }) {
  const css = page ? scopedPageCss(page.id, page.params.css) : null;
  if (!page || !css) return children;
  const nonce = await requestNonce();
  return (
    <div data-page-css={pageCssScope(page.id)} className="contents">
      <style key={fingerprint(css)} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      {children}
    </div>
  );
}

/**
 * A menu page's own CSS (params.css): the agency's small adjustments for that one page. It is
 * applied in a style element of the page (with the CSP nonce), nested in a rule for the page's
 * content, so that it styles that content only: a rule for `body` or the header matches nothing.
 * Pure: the content schema refuses what `pageCssProblem` names; `scopedPageCss` makes the rule.
 */

/** The most a page's CSS may hold: small adjustments, not a style sheet. */
export const PAGE_CSS_MAX = 20_000;

/**
 * Why a page's CSS cannot be applied, or null:
 * - `<` never appears in CSS that styles a page, and `</style` would end the style element;
 * - a brace, comment or quote left open, or a `}` without its `{`, would reach past the rule it is
 *   nested in (the page's scope) and style the whole site.
 */
export function pageCssProblem(css: string): string | null {
  if (css.includes('<')) return 'must not contain <';
  let depth = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end === -1) return 'must close every comment, quote and brace it opens';
      i = end + 1;
    } else if (char === '"' || char === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== char && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      if (css[j] !== char) return 'must close every comment, quote and brace it opens';
      i = j;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return 'must close every comment, quote and brace it opens';
  }
  return depth === 0 ? null : 'must close every comment, quote and brace it opens';
}

/** A name for the page's scope from its id: letters, digits, `-` and `_` only. */
export function pageCssScope(pageId: string): string {
  return pageId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
}

/**
 * The page's CSS nested in the rule of its scope (`[data-page-css="…"] { … }`), or null when there
 * is none or it breaks a rule above (content stored before the rule existed is not applied).
 */
export function scopedPageCss(pageId: string, css: string | undefined): string | null {
  if (!css?.trim() || css.length > PAGE_CSS_MAX || pageCssProblem(css)) return null;
  return `[data-page-css="${pageCssScope(pageId)}"]{${css}\n}`;
}

/** A short fingerprint of a text (FNV-1a, hex): names a version of a page's style. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

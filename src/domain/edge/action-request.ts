/**
 * What a server action's post must look like before Next.js decodes it (issue 33). Every action of
 * the site is a form's: the browser posts multipart form data, with JavaScript (a `Next-Action`
 * header and the arguments in the part named `0`, the form's fields after it) or without (the
 * action's id and its bound arguments in `$ACTION_…` parts). Next.js hands whatever arrives to
 * React's decoder and then to the action: `[]` for arguments, a reference to nothing, or a value
 * nested thousands deep made it fail with 500. Such a post is refused here with 400 instead.
 */

/** The most an argument part may hold; the site's own are a few hundred bytes. */
export const ACTION_PART_LIMIT = 64 * 1024;
/** How deep an argument may nest; the site's own are at most three levels. */
const MAX_DEPTH = 16;

/** Parts that carry a server action's arguments, with or without JavaScript (`_1_` for a form in an action's reply). */
export const ARGUMENT_PART = /^(0|(_\d+_)?\$ACTION_(REF_\d+|\d+:\d+|ID_[0-9a-f]+|KEY))$/;

/**
 * A React reply string that stands for a value itself: `$$…` (a string that starts with `$`),
 * `$undefined`, the special numbers, and `$K<n>` (the form's fields) where a form is expected.
 * Any other (`$@1` a promise, `$F` a function, `$Q` a map…) refers to something the site never sends.
 */
const PLAIN_REFERENCE = /^\$(\$|undefined$|NaN$|-?Infinity$|-0$)/;
const FORM_REFERENCE = /^\$K\d+$/;

function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return Infinity;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/** Whether every string in `value` is plain (no reference React would follow). */
function plain(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_REFERENCE.test(value);
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every(plain);
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The arguments of a post with JavaScript (part `0`): the action's state, if any, then the form. */
function jsArgumentsOk(root: string | undefined): boolean {
  if (root === undefined) return false;
  const parsed = parse(root);
  if (!parsed.ok || !Array.isArray(parsed.value)) return false;
  const args: unknown[] = parsed.value;
  if (args.length < 1 || args.length > 2 || depthOf(args, MAX_DEPTH) > MAX_DEPTH) return false;
  const form = args[args.length - 1];
  return typeof form === 'string' && FORM_REFERENCE.test(form) && plain(args.slice(0, -1));
}

/**
 * The bound arguments of a post without JavaScript: `$ACTION_n:0` names the action, the others its
 * state; a `bound` of `$@1` refers to the part `$ACTION_n:1`, which must be there.
 */
function boundArgumentsOk(name: string, value: string, parts: Map<string, string>): boolean {
  const parsed = parse(value);
  if (!parsed.ok || depthOf(parsed.value, MAX_DEPTH) > MAX_DEPTH) return false;
  if (name.endsWith(':0')) {
    const head = parsed.value as { id?: unknown; bound?: unknown } | null;
    return (
      typeof head === 'object' &&
      head !== null &&
      typeof head.id === 'string' &&
      /^[0-9a-f]{2,64}$/.test(head.id) &&
      (head.bound === null || (head.bound === '$@1' && parts.has(name.replace(/:0$/, ':1'))))
    );
  }
  return Array.isArray(parsed.value) && plain(parsed.value);
}

/**
 * Whether a server action's post may go on to Next.js: `parts` are the argument parts found in
 * its multipart body (ARGUMENT_PART, each cut at ACTION_PART_LIMIT + 1 characters), `withJs`
 * whether it came with a `Next-Action` header. A form post that is no action (no such parts, no
 * header) is not this module's business.
 */
export function actionArgumentsOk(parts: Map<string, string>, withJs: boolean): boolean {
  for (const value of parts.values()) if (value.length > ACTION_PART_LIMIT) return false;
  if (withJs) return jsArgumentsOk(parts.get('0'));
  for (const [name, value] of parts) {
    const bound = /\$ACTION_\d+:\d+$/.test(name);
    if (bound && !boundArgumentsOk(name, value, parts)) return false;
  }
  return true;
}

/**
 * A post with a `Next-Action` header that is not multipart form data: every action of the site
 * takes a form, so its arguments can only arrive that way (a text body is another program's).
 */
export function actionContentTypeOk(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

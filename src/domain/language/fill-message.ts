import { formatNumber } from '../property/money';

/*
 * The part of ICU message syntax the browser's texts use (issue 45): the site's client components
 * read their texts without next-intl's formatter (intl-messageformat, 11.8 KB of script on every
 * page). Written for what messages/*.json hold, and held equal to next-intl's output by
 * src/i18n/client-messages.test.ts on every message of every language it accepts:
 *
 * - `{name}`: a value put in as text;
 * - `{count, plural, =0 {…} one {…} other {…}}`: the branch for the number (an exact `=N` first,
 *   then the language's plural category), `#` in it the number written in the language's style;
 * - ICU quoting: `''` is one apostrophe; an apostrophe before `{`, `}` (or `#` in a plural) starts
 *   literal text up to the next lone apostrophe; any other apostrophe is itself.
 *
 * Anything else (select, dates, rich text) is refused by `parseMessage` with the message named.
 */

type Part = string | { arg: string } | { plural: string; branches: Record<string, Part[]> };
export type ParsedMessage = Part[];

export type MessageValues = Record<string, string | number>;

class Reader {
  i = 0;
  constructor(readonly text: string) {}
  fail(why: string): never {
    throw new Error(`Unsupported message "${this.text}": ${why} at ${this.i}`);
  }
  skipSpace() {
    while (/\s/.test(this.text[this.i] ?? '')) this.i++;
  }
  word(): string {
    this.skipSpace();
    const match = /^[=\w.-]+/.exec(this.text.slice(this.i));
    if (!match) this.fail('a name was expected');
    this.i += match[0].length;
    this.skipSpace();
    return match[0];
  }
  expect(char: string) {
    if (this.text[this.i] !== char) this.fail(`"${char}" was expected`);
    this.i++;
  }
}

function parseParts(r: Reader, inPlural: boolean): Part[] {
  const parts: Part[] = [];
  let text = '';
  const special = (c: string | undefined) => c === '{' || c === '}' || (inPlural && c === '#');
  while (r.i < r.text.length) {
    const c = r.text[r.i]!;
    if (c === "'") {
      const next = r.text[r.i + 1];
      if (next === "'") {
        text += "'";
        r.i += 2;
      } else if (special(next)) {
        // Quoted literal text, up to the next lone apostrophe ('' inside is one apostrophe).
        r.i++;
        while (r.i < r.text.length) {
          if (r.text[r.i] === "'") {
            if (r.text[r.i + 1] === "'") {
              text += "'";
              r.i += 2;
              continue;
            }
            r.i++;
            break;
          }
          text += r.text[r.i++];
        }
      } else {
        text += c;
        r.i++;
      }
    } else if (c === '}') {
      break;
    } else if (c === '#' && inPlural) {
      if (text) parts.push(text);
      text = '';
      parts.push({ arg: '#' });
      r.i++;
    } else if (c === '{') {
      if (text) parts.push(text);
      text = '';
      r.i++;
      parts.push(parseArgument(r));
    } else if (c === '<') {
      r.fail('rich text is not supported');
    } else {
      text += c;
      r.i++;
    }
  }
  if (text) parts.push(text);
  return parts;
}

function parseArgument(r: Reader): Part {
  const name = r.word();
  if (r.text[r.i] === '}') {
    r.i++;
    return { arg: name };
  }
  r.expect(',');
  const kind = r.word();
  if (kind !== 'plural') r.fail(`"${kind}" is not supported`);
  r.expect(',');
  const branches: Record<string, Part[]> = {};
  r.skipSpace();
  while (r.text[r.i] !== '}') {
    if (r.i >= r.text.length) r.fail('the plural is not closed');
    const selector = r.word();
    if (selector.startsWith('offset')) r.fail('offset is not supported');
    r.expect('{');
    branches[selector] = parseParts(r, true);
    r.expect('}');
    r.skipSpace();
  }
  r.i++;
  if (!branches.other) r.fail('a plural needs an "other" branch');
  return { plural: name, branches };
}

/** The message parsed once; throws (naming the message) on syntax it does not support. */
export function parseMessage(text: string): ParsedMessage {
  const r = new Reader(text);
  const parts = parseParts(r, false);
  if (r.i < text.length) r.fail('an unmatched "}"');
  return parts;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function category(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('arg' in part) {
      if (part.arg === '#') out += formatNumber(count ?? 0, locale, 3);
      else {
        const value = values[part.arg];
        if (value === undefined) throw new Error(`The value "${part.arg}" is missing`);
        out += typeof value === 'number' ? formatNumber(value, locale, 3) : value;
      }
    } else {
      const n = Number(values[part.plural]);
      const branch = part.branches[`=${n}`] ?? part.branches[category(locale, n)] ?? part.branches.other!;
      out += render(branch, values, locale, n);
    }
  }
  return out;
}

/** A message with its values filled in, in the style of `locale` (a site language). */
export function fillMessage(message: ParsedMessage | string, values: MessageValues = {}, locale = 'nl'): string {
  return render(typeof message === 'string' ? parseMessage(message) : message, values, locale);
}

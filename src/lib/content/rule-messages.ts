/**
 * The rules of the content files speak English to the developer at start-up; in the back office
 * each says the same in the staff member's language (messages: Admin.rule). A message not listed
 * here (zod's own, already translated by its locale) is shown as it is.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Values that are numbers: the message formats them by the reader's language (2,4 in French, 2.4 in English). */
const NUMBERS = new Set(['ratio', 'needed']);

/** A language's code in a rule becomes its name as the reader says it: fr → "en français", "in het Frans". */
const LANGUAGE_CODES = new Set(['nl', 'fr', 'en', 'de']);

const RULES: [RegExp, string, string[]][] = [
  [/^must look like (.+)$/, 'lookLike', ['example']],
  [/^must be a Belgian VAT\/KBO number/, 'vat', []],
  [/^must be a hex colour/, 'colour', []],
  [/^must be a lowercase key/, 'key', []],
  [/^must (be a path starting with|start with) \/$/, 'path', []],
  [/^must be an http\(s\) address/, 'link', []],
  [/^must be lowercase letters, digits and dashes/, 'segment', []],
  [/^must be the numeric pixel id$/, 'pixel', []],
  [/^must be an http or https address with \{z\}/, 'tiles', []],
  [/^\{(.*)\} cannot be filled in: only \{z\}/, 'tileKey', ['key']],
  [/^is required for a content page$/, 'pathRequired', []],
  [/^is required when redirect is true$/, 'redirectRequired', []],
  [/^"(.*)" is already used by (.+)$/, 'used', ['value', 'by']],
  [/^is required because (\w+) is enabled$/, 'languageRequired', ['language']],
  [/^no page has the id "(.*)"$/, 'noParent', ['id']],
  [/^"(.*)" is the address of an application page$/, 'reserved', ['value']],
  [/^the parents of this page form a loop$/, 'loop', []],
  [/^is "(.*)"; a page keeps the id it was created with$/, 'keepId', []],
  [/^the site settings are missing$/, 'settingsMissing', []],
  [/^gives links and text a contrast of only ([\d.]+):1 .*at least ([\d.]+):1.* such as (#[0-9a-f]{6}) passes$/, 'contrast', ['ratio', 'needed', 'suggestion']],
  [/^must not contain <$/, 'cssAngle', []],
  [/^must close every comment, quote and brace it opens$/, 'cssOpen', []],
];

export function translateRule(message: string, t: Translate): string {
  for (const [pattern, key, names] of RULES) {
    const match = pattern.exec(message);
    if (match)
      return t(
        `rule.${key}`,
        Object.fromEntries(
          names.map((name, i) => [name, valueOf(name, match[i + 1] ?? '', t)]),
        ),
      );
  }
  return message;
}

function valueOf(name: string, value: string, t: Translate): string | number {
  if (NUMBERS.has(name)) return Number(value);
  if (name === 'language' && LANGUAGE_CODES.has(value)) return t(`inLanguage.${value}`);
  return value;
}

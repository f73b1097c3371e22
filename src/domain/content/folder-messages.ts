import type { z } from 'zod';

/**
 * zod's checks of an agency folder's files said in plain words (issue 44): "is required" rather
 * than "Invalid input: expected string, received undefined", the allowed values named. A rule's
 * own message (a pattern's "must look like 10:00-13:00") stays as the schema writes it.
 */
const A: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object ({ … })',
  array: 'a list ([ … ])',
  null: 'null',
};

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'boolean' ? '' : 'the number '}${String(value)}`;
}

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
};

function bound(issue: { origin: string; inclusive?: boolean }, limit: number | bigint, least: boolean): string {
  const unit = UNITS[issue.origin];
  const amount = Number(limit);
  const exact = issue.inclusive === false ? (least ? 'more than' : 'fewer than') : least ? 'at least' : 'at most';
  if (!unit) return `must be ${issue.inclusive === false ? (least ? 'above' : 'below') : exact} ${amount}`;
  return `must have ${exact} ${amount} ${amount === 1 ? unit[0] : unit[1]}`;
}

export const folderErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${A[issue.expected] ?? issue.expected}, not ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return bound(issue, issue.minimum, true);
    case 'too_big':
      return bound(issue, issue.maximum, false);
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address, like info@agency.be';
      if (issue.format === 'url') return 'must be a web address starting with https://';
      return undefined;
    case 'unrecognized_keys':
      return `holds ${issue.keys.join(', ')}, which is not a field here`;
    default:
      return undefined;
  }
};

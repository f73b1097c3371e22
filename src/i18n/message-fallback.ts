/**
 * A language's messages completed by another's: every key of `base` that `own` lacks. German is
 * written in full (messages/de.json); until a key is translated, its English text stands in, and
 * a German text is never replaced.
 */
type Messages = Record<string, unknown>;

export function completedBy(own: Messages, base: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? completedBy(value as Messages, current as Messages)
        : value;
  }
  return out;
}

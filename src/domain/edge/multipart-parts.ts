/**
 * Follows a multipart body as it streams, beside Next.js's own reading and without holding it
 * (issues 17, 33): whether it ends with its closing boundary, and the values of the few small
 * parts the edge checks (a server action's arguments). Every other part (a photo, a CV) passes
 * through without being kept; what is kept is bounded by `partLimit` per part.
 */

/** A part's headers longer than this are not a browser's. */
const HEADERS_LIMIT = 16 * 1024;

export type MultipartReader = {
  push(chunk: Buffer): void;
  /** Started with its boundary and ended with the closing one, with well-formed parts between. */
  complete(): boolean;
  /** The kept parts, by name (UTF-8), each cut at `partLimit + 1` bytes. */
  parts(): Map<string, string>;
  /**
   * Why a kept part cannot be trusted, or null: a name given twice (parsers keep the first or the
   * last), a file where a value is expected, a name parsers could read differently.
   */
  doubt(): string | null;
};

/** The boundary of a multipart/form-data content type, or null when it is none. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(contentType ?? ''));
  return match ? (match[1] ?? match[2] ?? null) : null;
}

type PartHead = { name: string | null; file: boolean; odd: boolean };

/**
 * The part's name from its Content-Disposition header as a multipart parser may read it: quoted
 * (`name="0"`, a browser's), a bare token (`name=0`) or extended (`name*=utf-8''0`); whether it is a
 * file; and `odd` when the parsers could disagree on its name (two names, an extended one).
 */
function partHead(headers: string): PartHead {
  const disposition = /^content-disposition:\s*form-data\b([^\r\n]*)/im.exec(headers);
  if (!disposition) return { name: null, file: false, odd: false };
  const params = disposition[1] ?? '';
  const names: string[] = [];
  let extended = false;
  for (const m of params.matchAll(/;\s*(name\*?)\s*=\s*(?:"([^"]*)"|([^;\s]*))/gi)) {
    const raw = m[2] ?? m[3] ?? '';
    if (m[1]!.endsWith('*')) {
      extended = true;
      const value = /^[^']*'[^']*'(.*)$/.exec(raw)?.[1] ?? raw;
      try {
        names.push(decodeURIComponent(value));
      } catch {
        names.push(value);
      }
    } else names.push(Buffer.from(raw, 'latin1').toString('utf8'));
  }
  return {
    name: names[0] ?? null,
    file: /;\s*filename\*?\s*=/i.test(params),
    odd: extended || names.length > 1,
  };
}

/**
 * A reader for a body of `contentType` that keeps the parts whose name `keep` accepts; null when
 * the content type is not multipart form data with a boundary.
 */
export function multipartReader(
  contentType: string | undefined,
  keep: (name: string) => boolean,
  partLimit: number,
): MultipartReader | null {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) return null;
  const opening = `--${boundary}`;
  const delimiter = `\r\n--${boundary}`;
  const kept = new Map<string, string>();
  let doubt: string | null = null;
  let state: 'start' | 'headers' | 'value' | 'done' | 'broken' = 'start';
  // Unread text (latin1: one character per byte); a value's bytes leave it as soon as they are seen.
  let pending = '';
  let name: string | null = null;
  let value = '';

  const take = (text: string) => {
    if (name !== null && value.length <= partLimit) value += text.slice(0, partLimit + 1 - value.length);
  };

  function step(): boolean {
    switch (state) {
      case 'start': {
        // A browser starts with the boundary; a preamble line before it is allowed.
        const direct = pending.startsWith(opening);
        const at = direct ? 0 : pending.indexOf(delimiter);
        if (at === -1) {
          if (pending.length > HEADERS_LIMIT) state = 'broken';
          return false;
        }
        const after = at + (direct ? opening.length : delimiter.length);
        if (pending.length < after + 2) return false;
        if (pending.slice(after, after + 2) !== '\r\n') return ((state = 'broken'), false);
        pending = pending.slice(after + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = pending.indexOf('\r\n\r\n');
        if (end === -1 || end > HEADERS_LIMIT) {
          if (pending.length > HEADERS_LIMIT) state = 'broken';
          return false;
        }
        const head = partHead(pending.slice(0, end));
        name = head.name !== null && keep(head.name) ? head.name : null;
        if (name !== null) {
          if (kept.has(name)) doubt ??= `the part ${name} is given twice`;
          if (head.file) doubt ??= `the part ${name} is a file`;
          if (head.odd) doubt ??= `the part ${name} is named in an unusual way`;
        }
        value = '';
        pending = pending.slice(end + 4);
        state = 'value';
        return true;
      }
      case 'value': {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          // All but what could be the start of a delimiter cut between two chunks.
          const safe = Math.max(0, pending.length - delimiter.length);
          take(pending.slice(0, safe));
          pending = pending.slice(safe);
          return false;
        }
        const after = at + delimiter.length;
        if (pending.length < after + 2) return false;
        take(pending.slice(0, at));
        // The first of a name is what Next.js reads: a second one is a doubt, never a replacement.
        if (name !== null && !kept.has(name)) kept.set(name, Buffer.from(value, 'latin1').toString('utf8'));
        name = null;
        const next = pending.slice(after, after + 2);
        pending = pending.slice(after + 2);
        if (next === '--') state = 'done';
        else if (next === '\r\n') state = 'headers';
        else state = 'broken';
        return state !== 'done';
      }
      default:
        // After the closing boundary, an epilogue is ignored; a broken body stays broken.
        pending = '';
        return false;
    }
  }

  return {
    push(chunk) {
      if (state === 'done' || state === 'broken') return;
      pending += chunk.toString('latin1');
      while (step());
    },
    complete: () => state === 'done',
    parts: () => kept,
    doubt: () => doubt,
  };
}

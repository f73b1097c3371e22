/**
 * Follows a form's body as Next.js reads it (beside it, never holding it): a body past the forms'
 * limit that came without a Content-Length (chunked) is answered with the 413 page as soon as it
 * passes it; a multipart body cut short or without its closing boundary, one whose argument parts
 * a parser could read otherwise than Next.js (a name twice, a file, an unusual name), or a server
 * action's arguments that no page of the site sends (src/domain/edge/action-request.ts) is answered 400
 * when it ends, before Next.js decodes it. Whatever Next.js writes after is dropped. Without this,
 * each made Next.js fail with 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACTION_PART_LIMIT, actionArgumentsOk, ARGUMENT_PART } from '@/domain/edge/action-request';
import { multipartReader } from '@/domain/edge/multipart-parts';
import { FORM_BODY_LIMIT, localeOf } from '@/domain/edge/request-body';
import { SITE_LOCALES } from '@/domain/language/site-locales';
import { send, tooLarge } from './answers';

const SILENCED = ['writeHead', 'setHeader', 'write', 'end', 'flushHeaders', 'removeHeader'] as const;

/** Next.js may still answer the request it reads: nothing it writes reaches the visitor. */
function silence(response: ServerResponse): void {
  const silenced = response as unknown as Record<string, unknown>;
  for (const name of SILENCED) silenced[name] = () => response;
}

function refuse(request: IncomingMessage, response: ServerResponse, why: string): void {
  send(request, response, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, `Bad Request: ${why}\n`);
  silence(response);
}

export function guardFormBody(request: IncomingMessage, response: ServerResponse): void {
  const reader = multipartReader(
    request.headers['content-type'],
    (name) => ARGUMENT_PART.test(name),
    ACTION_PART_LIMIT,
  );
  const withJs = request.headers['next-action'] !== undefined;
  let size = 0;
  // Seen as the request emits them, whoever reads it and however: the flow is left as it is.
  const emit = request.emit;
  request.emit = function watched(this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
    if (event === 'data' && !response.headersSent) {
      const chunk = args[0] as Buffer;
      size += chunk.length;
      if (size > FORM_BODY_LIMIT) {
        // The page is written now; the answer ends once the rest of the body is read (answers.ts),
        // by our own end: Next.js's writes are silenced from here on.
        const end = response.end.bind(response);
        tooLarge(request, response, localeOf(request.url, SITE_LOCALES));
        silence(response);
        const finish = () => {
          if (!response.writableEnded) end();
        };
        request.once('end', finish);
        request.once('close', finish);
      } else reader?.push(chunk);
    }
    if (event === 'end' && reader && !response.headersSent) {
      if (!reader.complete()) refuse(request, response, 'the form data is incomplete');
      else if (reader.doubt()) refuse(request, response, String(reader.doubt()));
      else if (!actionArgumentsOk(reader.parts(), withJs))
        refuse(request, response, 'these are not this form’s arguments');
    }
    return emit.call(this, event, ...args);
  } as typeof request.emit;
}

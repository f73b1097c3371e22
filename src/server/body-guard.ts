/**
 * Follows a form's multipart body as Next.js reads it (beside it, never holding it): a body cut
 * short or without its closing boundary, or a server action whose arguments no page of the site
 * sends (src/domain/action-request.ts), is answered 400 when it ends, before Next.js decodes it, and
 * whatever Next.js writes after is dropped. Without this, both made Next.js fail with 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACTION_PART_LIMIT, actionArgumentsOk, ARGUMENT_PART } from '@/domain/action-request';
import { multipartReader } from '@/domain/multipart-parts';
import { send } from './answers';

const SILENCED = ['writeHead', 'setHeader', 'write', 'end', 'flushHeaders', 'removeHeader'] as const;

function refuse(request: IncomingMessage, response: ServerResponse, why: string): void {
  send(request, response, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, `Bad Request: ${why}\n`);
  const silenced = response as unknown as Record<string, unknown>;
  for (const name of SILENCED) silenced[name] = () => response;
}

export function guardFormBody(request: IncomingMessage, response: ServerResponse): void {
  const reader = multipartReader(
    request.headers['content-type'],
    (name) => ARGUMENT_PART.test(name),
    ACTION_PART_LIMIT,
  );
  if (!reader) return;
  const withJs = request.headers['next-action'] !== undefined;
  // Seen as the request emits them, whoever reads it and however: the flow is left as it is.
  const emit = request.emit;
  request.emit = function watched(this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
    if (event === 'data') reader.push(args[0] as Buffer);
    if (event === 'end' && !response.headersSent) {
      if (!reader.complete()) refuse(request, response, 'the form data is incomplete');
      else if (!actionArgumentsOk(reader.parts(), withJs))
        refuse(request, response, 'these are not this form’s arguments');
    }
    return emit.call(this, event, ...args);
  } as typeof request.emit;
}

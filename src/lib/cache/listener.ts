import 'server-only';
import pg from 'pg';
import { env } from '@/env';
import { embeddedUrl } from '@/db/embedded/location';

/**
 * The one connection on which a server hears the others (issue 16, 43): published content, cache
 * tags another server invalidated, a feed's "something changed". Each area says what it does with
 * its channel; the connection comes back by itself when it is lost, and `onConnected` runs at each
 * (re)connection, so that what happened while it was away is read then.
 */
type Channel = { handle: (payload: string | undefined) => void; onConnected?: () => void };
const holder = globalThis as typeof globalThis & { __vitrineChannels?: Map<string, Channel> };
const channels = (holder.__vitrineChannels ??= new Map());

/** Listens on `name` (a plain identifier) from now on, on this server's one listening connection. */
export function listenFor(name: string, handle: Channel['handle'], onConnected?: () => void): void {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a channel name: ${name}`);
  const fresh = channels.size === 0;
  channels.set(name, { handle, onConnected });
  if (fresh) connect();
  else void current?.query(`LISTEN ${name}`).then(onConnected, () => undefined);
}

let current: pg.Client | undefined;

function connect(): void {
  const { DATABASE_URL, DATA_DIR } = env();
  const url = DATABASE_URL ?? embeddedUrl(DATA_DIR);
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  let closed = false;
  const again = () => {
    if (closed) return;
    closed = true;
    current = undefined;
    client.end().catch(() => undefined);
    setTimeout(connect, 2_000).unref();
  };
  client.on('notification', (message) => channels.get(message.channel)?.handle(message.payload));
  client.on('error', again);
  client.on('end', again);
  client
    .connect()
    .then(() => client.query([...channels.keys()].map((name) => `LISTEN ${name};`).join(' ')))
    .then(() => {
      current = client;
      for (const channel of channels.values()) channel.onConnected?.();
    })
    .catch(again);
}

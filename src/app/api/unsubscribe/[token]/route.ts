import { unsubscribeDemand } from '@/lib/leads/subscriptions';

/** RFC 8058 one-click unsubscribe: the mail client POSTs List-Unsubscribe=One-Click here. */
export async function POST(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const ok = await unsubscribeDemand((await params).token);
  return new Response(null, { status: ok ? 200 : 404 });
}

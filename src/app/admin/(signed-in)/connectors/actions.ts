'use server';

import { redirect } from 'next/navigation';
import { runNow } from '@/lib/connectors/runner';
import { configuredSources } from '@/lib/connectors/runner';
import { asForm } from '@/lib/security/as-form';
import { requireSection } from '@/lib/staff/guard';

/** Admin only: a run of a configured connector now, its changes or the full comparison. */
export async function connectorRunAction(form: FormData): Promise<void> {
  form = asForm(form);
  await requireSection('connectors');
  const source = configuredSources().find((s) => s.name === form.get('connector'));
  if (!source) redirect('/admin/connectors/?done=unknown');
  const result = await runNow(source, form.get('full') === '1');
  redirect(`/admin/connectors/?done=${result.busy ? 'busy' : result.outcome === 'ok' ? 'ran' : 'failed'}`);
}

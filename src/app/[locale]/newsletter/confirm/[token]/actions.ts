'use server';

import { redirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { confirmNewsletter } from '@/lib/leads/subscriptions';
import { shownOrDefault } from '@/lib/content/languages';
import { asForm } from '@/lib/security/as-form';

/** The confirmation button: a POST, so a mail scanner that follows the link confirms nothing (issue 17). */
export async function confirmNewsletterAction(form: FormData): Promise<void> {
  form = asForm(form);
  const token = String(form.get('token') ?? '').slice(0, 80);
  const raw = String(form.get('locale') ?? '');
  const locale: AppLocale = shownOrDefault(raw);
  const ok = await confirmNewsletter(token);
  redirect({
    href: {
      pathname: '/newsletter/confirm/[token]',
      params: { token },
      query: { result: ok ? 'confirmed' : 'invalid' },
    },
    locale,
  });
}

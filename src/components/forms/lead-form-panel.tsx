import { getMessages, getTranslations } from 'next-intl/server';
import { LEAD_FORMS, type FormKind } from '@/domain/forms/registry';
import type { AppLocale } from '@/i18n/routing';
import { newFormToken } from '@/lib/leads/form-token';
import { requestPageUrl } from '@/lib/security/nonce';
import { formSections, type SpecOptions } from './form-specs';
import type { LeadAction } from './lead-form';
import { LeadFormIsland } from './lead-form-island';
import type { FormTexts } from './types';

type Props = {
  kind: FormKind;
  locale: AppLocale;
  action: LeadAction;
  hidden?: Record<string, string>;
  options?: SpecOptions;
  heading?: string;
  /** First values of the fields (the search demand from a list's filters). */
  defaults?: Record<string, string | string[]>;
};

const UI_TEXTS = [
  'send',
  'sending',
  'required',
  'requiredMark',
  'privacy',
  'captcha',
  'captchaVerifying',
  'captchaVerified',
  'captchaFailed',
  'captchaHint',
  'honeypot',
] as const;

/**
 * A lead form with its texts translated on the server: the client component receives strings
 * only, so it ships no message catalogue. A fresh signed form token per render makes a repeat idempotent and
 * a made-up submission impossible (src/lib/leads/form-token.ts).
 */
export async function LeadFormPanel({ kind, locale, action, hidden, options = {}, heading, defaults }: Props) {
  const t = await getTranslations({ locale, namespace: 'LeadForms' });
  const te = await getTranslations({ locale, namespace: 'FormErrors' });
  const raw = (key: string, values?: Record<string, string>) =>
    t.has(key as never) ? t(key as never, values as never) : key;
  const sections = formSections(
    kind,
    {
      field: (n) => raw(`fields.${n}`, { amount: options.amountDue ?? '' }),
      option: (n) => raw(`options.${n}`),
      ui: (k) => raw(k),
    },
    options,
  );
  const errorKeys = Object.keys((await getMessages({ locale })).FormErrors);
  const texts = {
    errors: Object.fromEntries(errorKeys.map((k) => [k, te(k as never)])),
    ...Object.fromEntries(UI_TEXTS.map((k) => [k, t(k)])),
  } as FormTexts;
  const offer = LEAD_FORMS[kind].advanceNotice
    ? { advanceTemplate: t('advanceNotice', { amount: '{amount}' }) }
    : undefined;
  return (
    // `-heading`, not `-title`: Conform names the title field's radio `lead-{kind}-title`.
    <section aria-labelledby={`lead-${kind}-heading`} className="rounded-2xl border border-line bg-white p-5 sm:p-8">
      <h2 id={`lead-${kind}-heading`} className="mb-4 text-2xl">
        {heading ?? t(`titles.${kind}`)}
      </h2>
      <LeadFormIsland
        kind={kind}
        locale={locale}
        token={newFormToken()}
        hidden={hidden}
        sections={sections}
        texts={texts}
        action={action}
        offer={offer}
        defaults={defaults}
        permalink={await requestPageUrl()}
      />
    </section>
  );
}

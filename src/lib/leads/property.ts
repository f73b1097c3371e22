import 'server-only';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getProperty, type PropertyDetail } from '@/lib/catalogue/property';
import type { Db } from '@/db/open';
import { getDb } from '@/db/client';
import { streetLine } from '@/domain/property/street-line';
import { mailTranslator } from '@/lib/mail/render';
import type { LeadProperty } from './mails';

/** The property a form is about, shaped for the form and its mails; null when unknown or unpublished. */
export async function leadProperty(
  id: number | undefined,
  locale: AppLocale,
  db: Db = getDb(),
): Promise<
  | (LeadProperty & {
      goal: 0 | 1;
      price: number | null;
      addressCity: string;
      zip: string;
      rentalCosts: PropertyDetail['rentalCosts'];
    })
  | null
> {
  if (!id) return null;
  const p = await getProperty(id, locale, db);
  if (!p) return null;
  // The box in the visitor's language ("boîte 2", "box 2"), as the property's page writes it.
  const street = streetLine(p.street, p.houseNumber, p.boxNr, mailTranslator(locale)('PropertyDetail.boxWord'));
  return {
    id: p.id,
    title: p.title,
    reference: p.recordFile ?? String(p.id),
    address: [street, `${p.zip} ${p.city}`].filter(Boolean).join(', '),
    url: `${env().SITE_URL}${getPathname({ locale, href: p.href })}`,
    goal: p.goal,
    // A price on request stays hidden: the rental form's amount due would give it away.
    price: p.publishPrice ? p.amount : null,
    addressCity: p.addressCity,
    zip: p.zip,
    rentalCosts: p.rentalCosts,
  };
}

import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { demandNotifications, properties, propertyTexts, searchDemands } from '@/db/schema';
import { matchesDemand, type DemandCriteria } from '@/domain/search/demand-match';
import { formatPrice } from '@/domain/property/money';
import { localizedPath } from '@/i18n/paths';
import { content } from '@/lib/content/load';
import { propertyHref } from '@/lib/catalogue/card';
import { queueMails, type QueuedMail } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';
import { mailAddress } from '@/lib/mail/property-address';
import { siteUrl } from './newsletter-mail';
import { shownOrDefault } from '@/lib/content/languages';
import { slugIn } from '@/domain/property/slug';

/**
 * Mails every active search demand a new or changed property answers, once per demand and
 * property version (its update time), with the property and a one-click unsubscribe link.
 * Call it after a property is published or changed (import, back office); returns the mails queued.
 */
export async function notifyMatchingDemands(propertyIds: number[], db: Db = getDb()): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const props = await db
    .select()
    .from(properties)
    .where(and(inArray(properties.id, propertyIds), eq(properties.status, 'published')));
  const demands = await db.select().from(searchDemands).where(eq(searchDemands.active, true));
  let queued = 0;
  for (const p of props) {
    const texts = await db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, p.id));
    for (const d of demands) {
      if (!matchesDemand(d.criteria as DemandCriteria, p)) continue;
      const version = p.updatedAt.toISOString();
      const fresh = await db
        .insert(demandNotifications)
        .values({ demandId: d.id, propertyId: p.id, version })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) continue;
      // The subscriber's language while the site shows it, else the site's default: its links must answer.
      const locale = shownOrDefault(d.locale);
      const t = mailTranslator(locale);
      const title =
        (texts.find((x) => x.locale === locale) ?? texts.find((x) => x.locale === 'nl') ?? texts[0])?.title ??
        `${p.city}`;
      const slug = slugIn(texts, locale, p.slug);
      const href = propertyHref({ id: p.id, goal: p.goal, slug, city: p.city, project: null }, locale);
      const url = `${siteUrl()}${localizedPath(locale, href.pathname, href.params)}`;
      const unsubscribe = `${siteUrl()}${localizedPath(locale, '/search-demand/unsubscribe/[token]', { token: d.unsubscribeToken })}`;
      const name = String((d.criteria as { firstName?: string }).firstName ?? '');
      const rows: [string, string][] = [
        [t('Mail.reference'), p.recordFile ?? String(p.id)],
        [t('Mail.address'), mailAddress(p, locale)],
      ];
      if (p.price && p.publishPrice) rows.push([t('Mail.price'), formatPrice(p.price, locale)]);
      const body = renderMail(
        [
          { lines: [t('Mail.matchIntro', { name })] },
          { heading: title, rows, link: { label: t('Mail.view'), href: url } },
          { link: { label: t('Mail.unsubscribe'), href: unsubscribe } },
        ],
        `${content().site.agency.name} · ${content().site.agency.email}`,
      );
      const mail: QueuedMail = {
        purpose: 'match',
        locale,
        to: d.email,
        subject: t('Mail.matchSubject', { title }),
        headers: {
          'List-Unsubscribe': `<${siteUrl()}/api/unsubscribe/${d.unsubscribeToken}/>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        ...body,
      };
      await queueMails(db, [mail]);
      queued++;
    }
  }
  return queued;
}

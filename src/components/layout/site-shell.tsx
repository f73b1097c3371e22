import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { TopBar } from './top-bar';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ScrollWatcher } from './scroll-watcher';
import { InstantHistoryScroll } from './instant-history-scroll';
import { PageLive } from './page-live';
import { ConsentShell } from '../consent/consent-shell';
import { SitePopup } from '../popup/site-popup';
import { content } from '@/lib/content/load';
import { pick } from '@/domain/language/localized-text';

/** Top bar, header, main content, footer and scroll-to-top: on every page (specification section 2). */
export async function SiteShell({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const { popup } = content().site;
  return (
    <ConsentShell
      locale={locale}
      skipLink={
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[1400] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('skipToContent')}
        </a>
      }
    >
      <TopBar locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <ScrollWatcher label={t('scrollTop')} />
      <InstantHistoryScroll />
      <PageLive />
      {popup.isPublished && (
        <SitePopup
          delay={popup.delay}
          title={pick(popup.title, locale)}
          description={pick(popup.description, locale)}
          link={pick(popup.link, locale) || undefined}
          mediaUrl={popup.media?.url}
        />
      )}
    </ConsentShell>
  );
}

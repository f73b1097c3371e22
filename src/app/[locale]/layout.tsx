import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { SiteShell } from '@/components/layout/site-shell';
import { env } from '@/env';
import { fontVariables } from '../fonts';
import { preloadFonts } from '../font-preload';
import { requestNonce } from '@/lib/security/nonce';
import { applyPreview } from '@/lib/content/preview';
import { iconLinks, iconVersion } from '@/lib/brand/icons';
import { siteSeo } from '@/lib/content/identity';
import { PreviewBar } from '@/components/layout/preview-bar';
import { BrandStyle } from '@/components/layout/brand-style';
import { ClientTexts } from '@/components/i18n/client-texts';
import { content } from '@/lib/content/load';
import { CONSENT_SCRIPT } from '@/domain/consent/consent-script';

// Pages read the catalogue at request time; the build never opens the database (docs/architecture.md#running-and-the-facts-it-rests-on).
// Their data is cached with tags (docs/decisions/007-caching.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  await applyPreview();
  const seo = siteSeo(locale, await getTranslations({ locale: locale as AppLocale }));
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: seo.title, template: seo.template },
    description: seo.description,
    icons: iconLinks(),
    manifest: `/manifest.webmanifest?v=${iconVersion()}`,
  };
}

/** The browser's own bars take the agency's colour (brand.colors.primary), read at request time. */
export function generateViewport(): Viewport {
  return { themeColor: content().site.brand.colors.primary, width: 'device-width', initialScale: 1 };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const preview = await applyPreview();
  // Client components only need the shell's texts; the rest stays on the server.
  const { Shell, Consent, Modules, Outage } = await getMessages();
  const nonce = await requestNonce();
  const { fonts } = content().site.brand;
  preloadFonts([fonts.heading, fonts.body]);
  return (
    // The consent script marks <html data-consent> before React hydrates: the attribute is expected.
    <html lang={locale} className={fontVariables} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        {/* The CSP nonce for scripts and styles added in the browser (React Aria reads this meta;
            so does the tracker loader): docs/decisions/006-security-headers.md. */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        <BrandStyle nonce={nonce} fonts />
      </head>
      <body className="min-h-screen flex flex-col">
        {preview && <PreviewBar locale={locale} doc={preview.doc} />}
        <ClientTexts locale={locale} messages={{ Shell, Consent, Modules, Outage }}>
          <SiteShell locale={locale}>{children}</SiteShell>
        </ClientTexts>
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { preloadFonts } from '@/app/font-preload';
import { adminLocale, adminTexts } from '@/lib/staff/admin-page';
import { requestNonce } from '@/lib/security/nonce';
import { BrandStyle } from '@/components/layout/brand-style';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTexts();
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The back office's document: its own language (the staff member's), apart from the public site's layout. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await adminLocale();
  const nonce = await requestNonce();
  preloadFonts(['inter']);
  return (
    <html lang={locale} className={inter.variable}>
      <head>
        <meta property="csp-nonce" content="" nonce={nonce} />
        {/* The agency's colours; the back office keeps its own font (Inter). */}
        <BrandStyle nonce={nonce} fonts={false} />
      </head>
      <body className="min-h-screen bg-sand/50">{children}</body>
    </html>
  );
}

import 'server-only';
import { createTranslator } from 'next-intl';
import { escapeHtml } from '@/domain/format/escape-html';
import { formatPhone } from '@/domain/format/phone';
import { content } from '@/lib/content/load';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import fr from '../../../messages/fr.json';
import nl from '../../../messages/nl.json';

/** Mails are rendered when queued, in the recipient's language (the visitor's page language). */
const MESSAGES = { nl, fr, en, de } as const;
export type MailLocale = keyof typeof MESSAGES;

/** A language the site may write in, else the site's default language. */
export function mailLocale(locale: string): MailLocale {
  return locale in MESSAGES ? (locale as MailLocale) : content().site.languages.default;
}

export function mailTranslator(locale: string) {
  const l = mailLocale(locale);
  return createTranslator({ locale: l, messages: MESSAGES[l] as typeof en });
}

export type MailBlock = {
  heading?: string;
  lines?: string[];
  rows?: [string, string][];
  link?: { label: string; href: string };
};

/**
 * The same content as plain text and as simple, inline-styled HTML (mail clients ignore style
 * sheets, and custom properties with them): links take the agency's primary colour from the
 * settings, which the content schema keeps readable on white (src/domain/brand/contrast.ts).
 */
export function renderMail(
  blocks: MailBlock[],
  footer: string,
  linkColour: string = content().site.brand.colors.primary,
): { text: string; html: string } {
  const colour = escapeHtml(linkColour);
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if (b.heading) {
      text.push(b.heading, '-'.repeat(Math.min(b.heading.length, 60)));
      html.push(`<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(b.heading)}</h2>`);
    }
    for (const line of b.lines ?? []) {
      text.push(line);
      html.push(`<p style="margin:0 0 8px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`);
    }
    if (b.rows?.length) {
      for (const [k, v] of b.rows) text.push(`${k}: ${v}`);
      html.push(
        `<table style="border-collapse:collapse">${b.rows
          .map(
            ([k, v]) =>
              `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('')}</table>`,
      );
    }
    if (b.link) {
      text.push(`${b.link.label}: ${b.link.href}`);
      html.push(`<p><a href="${escapeHtml(b.link.href)}" style="color:${colour}">${escapeHtml(b.link.label)}</a></p>`);
    }
    text.push('');
  }
  text.push('--', footer);
  html.push(
    `<hr style="margin-top:24px"><p style="color:#555;font-size:13px">${escapeHtml(footer).replace(/\n/g, '<br>')}</p>`,
  );
  return {
    text: text.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:640px">${html.join('\n')}</body></html>`,
  };
}

/** The office's name, address, phone and e-mail: the last line of every mail to a visitor. */
export function agencyFooter(): string {
  const { agency } = content().site;
  return `${agency.name} · ${agency.street} ${agency.houseNumber}, ${agency.zip} ${agency.city} · ${formatPhone(agency.phone)} · ${agency.email}`;
}

import { pick, type Translations } from '../language/localized-text';
import { formatPhone, telHref } from '../format/phone';

type Link = { icon: string; label: Translations; link: Translations };

/**
 * What a top-bar link shows and where it goes. A phone link reads and dials like every other
 * number of the site (domain/format/phone); one with the icon `phone` and no label or link of its own
 * shows and dials the agency's phone, so the number is edited in one place (issue 29).
 */
export function topBarLink(link: Link, locale: string, agencyPhone: string): { href: string; label: string } {
  const agencyNumber = link.icon === 'phone';
  const href = pick(link.link, locale) || (agencyNumber ? `tel:${agencyPhone}` : '');
  const label = pick(link.label, locale) || (agencyNumber ? agencyPhone : '');
  if (!href.toLowerCase().startsWith('tel:')) return { href, label };
  return { href: telHref(href.slice(4)) || href, label: formatPhone(label) };
}

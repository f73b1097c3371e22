import { placeName } from '@/domain/place/place-names';
import { streetLine } from '@/domain/property/street-line';
import { mailTranslator } from './render';

export type AddressRow = {
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  publishAddress: boolean;
};

/**
 * A property's address as a mail to `locale`'s reader writes it, as its page does (issue 44): the
 * box named in that language ("Markt 1 boîte 2", "box 2", never the feed's "bus 2"), the town by
 * its name there ("3000 Louvain"); only the zip and town when the agency keeps the street to itself.
 */
export function mailAddress(row: AddressRow, locale: string): string {
  const town = `${row.zip} ${placeName(row.city, locale)}`.trim();
  if (!row.publishAddress) return town;
  const street = streetLine(row.street, row.houseNumber, row.boxNr, mailTranslator(locale)('PropertyDetail.boxWord'));
  return [street, town].filter(Boolean).join(', ');
}

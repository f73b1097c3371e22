import 'server-only';
import { whiseContact } from '@/domain/connectors/whise-contact';
import { mapWhiseEstate, whiseSince } from '@/domain/connectors/whise-estate';
import { env } from '@/env';
import type { Source } from '../run';
import { whiseClient, type WhiseSettings } from './api';
import { connectorLabel } from '@/domain/connectors/labels';

/** Whise as a connector's source: its estates, changed since a moment or all, as feed records. */
export function whiseSource(settings: WhiseSettings): Source {
  return {
    name: 'whise',
    label: connectorLabel('whise'),
    compares: true,
    async pull(since) {
      const client = whiseClient(settings);
      const estates = await client.estates(since ? whiseSince(since) : undefined);
      return { mapped: estates.map(mapWhiseEstate), warnings: [...new Set(client.warnings)] };
    },
    async deliver(lead) {
      const estateId = Number(lead.estateExternalId);
      const contact = whiseContact(lead, {
        estateId: Number.isSafeInteger(estateId) && estateId > 0 ? estateId : undefined,
        officeId: settings.officeId,
      });
      if (!contact) return 'no-address';
      return whiseClient(settings).upsertContact(contact);
    },
  };
}

/** Whise as this server's settings name it (WHISE_USERNAME, WHISE_PASSWORD, WHISE_CLIENT_ID…), or null. */
export function configuredWhise(): Source | null {
  const e = env();
  if (!e.WHISE_USERNAME || !e.WHISE_PASSWORD || !e.WHISE_CLIENT_ID) return null;
  return whiseSource({
    url: e.WHISE_API_URL,
    username: e.WHISE_USERNAME,
    password: e.WHISE_PASSWORD,
    clientId: e.WHISE_CLIENT_ID,
    officeId: e.WHISE_OFFICE_ID,
  });
}

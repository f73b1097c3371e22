import 'server-only';
import { changeSince } from '@/domain/connectors/omnicasa-codes';
import { connectorLabel } from '@/domain/connectors/labels';
import { ALL_STATUSES, SHOWN_STATUSES } from '@/domain/connectors/omnicasa-codes';
import { omnicasaContact } from '@/domain/connectors/omnicasa-contact';
import { mapOmnicasaProject, mapOmnicasaProperty } from '@/domain/connectors/omnicasa-property';
import type { Mapped } from '@/domain/connectors/plan';
import { env } from '@/env';
import type { Source } from '../run';
import { omnicasaClient, type OmnicasaSettings } from './api';

/**
 * Omnicasa as a connector's source (issue 30): its properties changed since a moment (with the ids
 * it deleted since, taken offline) or all it shows, and its projects, as feed records; a lead
 * handed over with `ContactOnMe`.
 */
export function omnicasaSource(settings: OmnicasaSettings): Source {
  return {
    name: 'omnicasa',
    label: connectorLabel('omnicasa'),
    compares: true,
    async pull(since, context) {
      const client = omnicasaClient(settings);
      const properties = await client.properties(
        since ? changeSince(since) : undefined,
        since ? ALL_STATUSES : SHOWN_STATUSES,
      );
      const projects = await client.projects();
      const mapped: Mapped[] = [...projects.map(mapOmnicasaProject), ...properties.map(mapOmnicasaProperty)];
      if (since) {
        // A property deleted in Omnicasa is not in a list of changes: it is named in its own list.
        const deleted = {
          property: new Set(await client.deletedPropertyIds()),
          project: new Set(await client.deletedProjectIds()),
        };
        const listed = new Set(mapped.map((m) => `${m.kind}:${String(m.record.id)}`));
        for (const known of context.listings) {
          const id = Number(known.record.id);
          if (!deleted[known.kind].has(id) || listed.has(`${known.kind}:${id}`)) continue;
          mapped.push({ kind: known.kind, record: { ...known.record, status: 'withdrawn' }, unplaced: [] });
        }
      }
      return { mapped, warnings: [] };
    },
    async deliver(lead) {
      const objectId = Number(lead.estateExternalId);
      const contact = omnicasaContact(lead, {
        objectId: Number.isSafeInteger(objectId) && objectId > 0 ? objectId : undefined,
        officeId: settings.officeId,
        siteId: settings.siteId,
      });
      if (!contact) return 'no-address';
      await omnicasaClient(settings).contactOnMe(contact);
      return null;
    },
  };
}

/** Omnicasa as this server's settings name it (OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD…), or null. */
export function configuredOmnicasa(): Source | null {
  const e = env();
  if (!e.OMNICASA_CUSTOMER_NAME || !e.OMNICASA_CUSTOMER_PASSWORD) return null;
  return omnicasaSource({
    url: e.OMNICASA_URL,
    customerName: e.OMNICASA_CUSTOMER_NAME,
    customerPassword: e.OMNICASA_CUSTOMER_PASSWORD,
    officeId: e.OMNICASA_OFFICE_ID,
    siteId: e.OMNICASA_SITE_ID,
  });
}

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { readBody } from './read-body';
import { signHook } from '@/domain/connectors/sweepbright-hook';

/**
 * A fake of SweepBright's Website API for the tests (issue 30), in the shapes of its public
 * clients (fw4-bvba/sweepbright-api's recorded GetEstate.json, CompagnonAgency/wp-sweepbright):
 * `POST oauth/token` (client credentials), every call with the version's Accept header (else 406),
 * `GET estates/{id}` (404 once not published), `PUT estates/{id}/url`, `POST estates/{id}/contacts`
 * and `POST contacts` (422 without an e-mail address). Photo addresses carry an expiry, as
 * SweepBright's do. `hook` posts a signed webhook to a site, as SweepBright does.
 */
export const FAKE_SWEEPBRIGHT = { clientId: '4021', clientSecret: 'fake-sweepbright-client-secret-0000000001' };
const ACCEPT = 'application/vnd.sweepbright.v20191206+json';

export type FakeSweepBright = {
  url: string;
  estates: Map<string, Record<string, unknown>>;
  mode: 'ok' | 'down';
  urls: Map<string, string>;
  contacts: { path: string; body: Record<string, unknown> }[];
  calls: { method: string; path: string; accept?: string }[];
  /** Posts `event` for `estateId` to `site` signed with the client secret; answers the site's status. */
  hook: (
    site: string,
    event: string,
    estateId: string,
    options?: { secret?: string; happenedAt?: string },
  ) => Promise<number>;
  close: () => Promise<void>;
};

/** A house for sale and a project of two units, with the values of a Belgian office. */
function sweepBrightOffice(base: string): Record<string, unknown>[] {
  const image = (name: string, ordinal: number) => ({
    id: `0d5c1f0e-7c1b-4d3a-9a5e-${name.padStart(12, '0')}`,
    filename: `${name}.jpg`,
    description: '',
    url: `${base}/images/${name}.jpg?X-Amz-Expires=3600&X-Amz-Signature=abc`,
    url_expires_on: '2099-01-01T00:00:00+00:00',
    ordinal,
  });
  const location = (number: string, box = '') => ({
    box,
    geo: { latitude: 51.2194, longitude: 4.4025 },
    city: 'Antwerpen',
    floor: '',
    number,
    street: 'Meir',
    country: 'BE',
    addition: '',
    street_2: '',
    formatted: `${number} Meir, Antwerpen`,
    postal_code: '2000',
    formatted_agency: `Meir ${number}, 2000 Antwerpen`,
    hidden: false,
  });
  const unit = (n: number) => ({
    id: `5b4a3c2d-1e0f-4a9b-8c7d-00000000000${n}`,
    is_project: false,
    project_id: 'a1b2c3d4-0000-4000-8000-000000000100',
    type: 'apartment',
    sub_type: n === 1 ? 'studio' : 'duplex',
    negotiation: 'sale',
    status: n === 1 ? 'available' : 'option',
    description_title: { nl: `Loft ${n}`, fr: `Loft ${n}`, en: `Loft ${n}` },
    description: { nl: `Loft op verdieping ${n}.`, fr: `Loft à l’étage ${n}.` },
    bedrooms: n,
    price: { amount: 250000 + n * 50000, currency: 'EUR', hidden: false },
    sizes: { liveable_area: { size: 60 + n * 20, unit: 'sq_m' }, plot_area: null },
    location: location('40', `${n}`),
    images: [image(`unit${n}`, 1)],
    settings: { reference: `SB-P-${n}` },
  });
  return [
    {
      id: '3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01',
      is_project: false,
      project_id: null,
      type: 'house',
      sub_type: 'terraced',
      negotiation: 'sale',
      rent_period: 'month',
      status: 'available',
      description_title: {
        nl: 'Herenhuis met stadstuin',
        fr: 'Maison de maître avec jardin',
        en: 'Town house with a garden',
      },
      description: {
        nl: 'Statig herenhuis.\nStadstuin op het zuidwesten.',
        fr: 'Maison de maître élégante.\nJardin orienté sud-ouest.',
        en: 'A stately town house.\nGarden facing south-west.',
      },
      living_rooms: 1,
      kitchens: 1,
      bedrooms: 4,
      bathrooms: 2,
      toilets: 3,
      shower_rooms: 1,
      floors: 3,
      garden_orientation: 'SW',
      sizes: { liveable_area: { size: 245, unit: 'sq_m' }, plot_area: { size: 1.8, unit: 'are' } },
      amenities: ['garden', 'basement', 'pool'],
      features: {
        energy: { gas: true, fuel: false, heat_pump: false, electricity: false },
        comfort: { fireplace: true, home_automation: false, furnished: false },
        ecology: { double_glazing: true, solar_panels: true, rainwater_harvesting: false },
        security: { alarm: true, concierge: false, video_surveillance: false },
        heating_cooling: { central_heating: true, floor_heating: false, air_conditioning: false },
      },
      building: { renovation: { year: 2018, description: null }, construction: { year: 1905, architect: null } },
      legal: {
        energy: { epc_value: 212, epc_category: 'C', epc_reference: '20240312-0003123456-RES-1', co2_emissions: 41 },
        regulations: {
          building_permit: 1,
          priority_purchase_right: 0,
          subdivision_authorisation: 0,
          urban_planning_breach: 0,
        },
        property_and_land: { cadastral_income: 1850, flood_risk: 'no_flood_risk_area' },
      },
      video_url: null,
      virtual_tour_url: 'https://my.matterport.com/show/?m=abc123def45',
      images: [image('front', 2), image('garden', 1), image('kitchen', 3)],
      plans: [],
      documents: [],
      price: { amount: 685000, currency: 'EUR', hidden: false },
      location: location('12'),
      negotiator: { first_name: 'An', last_name: 'Peeters', email: 'an@agency.example', phone: '+32 3 123 45 67' },
      vendors: [{ first_name: 'Jan', last_name: 'Janssens', email: 'jan@example.test', phone: null }],
      internal_note: 'Eigenaar wil snel verkopen',
      mandate: { start_date: '2026-05-01', end_date: '2026-11-01', exclusive: true },
      office: { id: '7c6b5a49-3d2e-4f1a-9b8c-0d1e2f3a4b5c', name: 'Fake office' },
      settings: { reference: 'SB-1001' },
    },
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000100',
      is_project: true,
      project_id: null,
      type: 'apartment',
      negotiation: 'sale',
      status: 'available',
      description_title: { nl: 'Lofts aan de Meir', fr: 'Lofts sur le Meir', en: 'Lofts on the Meir' },
      description: { nl: 'Twee lofts in een oud pakhuis.', fr: 'Deux lofts dans un ancien entrepôt.' },
      location: location('40'),
      images: [image('warehouse', 1)],
      properties: [unit(1), unit(2)],
    },
  ];
}

/**
 * The Flemish rental written in the shape of SweepBright's documented sample (a `legal` block, sizes
 * in sq_ft, the `price_*` siblings, a prospect published to the website; domain/connectors/fixtures),
 * its media served by this fake.
 */
type Media = Record<string, unknown> & { filename: string };
// Read, not imported: Playwright's loader takes no JSON module without an import attribute.
const rentalFixture = JSON.parse(
  readFileSync(new URL('../../domain/connectors/fixtures/sweepbright-flemish-rental.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { id: string; images: Media[]; plans: Media[]; documents: Media[] };
export const SWEEPBRIGHT_RENTAL = String(rentalFixture.id);
function documentedRental(base: string): Record<string, unknown> {
  const file = (kind: 'images' | 'docs', item: Media) => {
    const name = String(item.filename)
      .replace(/\.[a-z]+$/, '')
      .replace(/[^a-z0-9]/g, '');
    const ext = kind === 'images' ? 'jpg' : 'pdf';
    return { ...item, url: `${base}/${kind}/${name}.${ext}?X-Amz-Expires=3600&X-Amz-Signature=abc` };
  };
  return {
    ...rentalFixture,
    images: rentalFixture.images.map((i) => file('images', i)),
    plans: rentalFixture.plans.map((i) => file('docs', i)),
    documents: rentalFixture.documents.map((i) => file('docs', i)),
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const photos = new Map<string, Promise<Buffer>>();
const photo = (name: string) => {
  if (!photos.has(name))
    photos.set(
      name,
      sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: name.length * 20, g: 90, b: 140 } } })
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
  return photos.get(name)!;
};

export async function startFakeSweepBright(): Promise<FakeSweepBright> {
  let token = '';
  let serial = 0;
  const fake: FakeSweepBright = {
    url: '',
    estates: new Map(),
    mode: 'ok',
    urls: new Map(),
    contacts: [],
    calls: [],
    async hook(site, event, estateId, options = {}) {
      const body = JSON.stringify({
        event,
        estate_id: estateId,
        happened_at: options.happenedAt ?? new Date().toISOString(),
        company_id: 'b1c2d3e4-0000-4000-8000-000000000001',
      });
      const response = await fetch(`${site}/api/connectors/sweepbright/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hook-signature': signHook(body, options.secret ?? FAKE_SWEEPBRIGHT.clientSecret),
        },
        body,
      });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const json = (status: number, body?: unknown) => {
        response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const picture = /^\/images\/([a-z0-9]+)\.jpg$/.exec(url.pathname);
      if (request.method === 'GET' && picture) {
        if (!url.searchParams.has('X-Amz-Signature')) return json(403, { message: 'Request has expired' });
        const bytes = await photo(picture[1]!);
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
        return response.end(bytes);
      }
      if (request.method === 'GET' && /^\/docs\/[a-z0-9]+\.pdf$/.test(url.pathname)) {
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length });
        return response.end(PDF);
      }
      const raw = await readBody(request);
      fake.calls.push({ method: request.method ?? '', path: url.pathname, accept: request.headers.accept });
      if (fake.mode === 'down') return json(503, { message: 'Service Unavailable' });
      if (request.headers.accept !== ACCEPT) return json(406, { message: 'Unsupported version' });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return json(400, { message: 'Malformed JSON' });
      }
      if (url.pathname === '/oauth/token' && request.method === 'POST') {
        if (
          body.grant_type !== 'client_credentials' ||
          body.client_id !== FAKE_SWEEPBRIGHT.clientId ||
          body.client_secret !== FAKE_SWEEPBRIGHT.clientSecret
        )
          return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
        token = `sb-token-${++serial}`;
        return json(200, { token_type: 'Bearer', expires_in: 3600, access_token: token });
      }
      if (request.headers.authorization !== `Bearer ${token}`) return json(401, { message: 'Unauthenticated.' });
      const estate = /^\/estates\/([A-Za-z0-9-]+)(\/url|\/contacts)?$/.exec(url.pathname);
      if (estate && request.method === 'GET' && !estate[2]) {
        const found = fake.estates.get(estate[1]!);
        return found ? json(200, found) : json(404, { message: 'Estate not found' });
      }
      if (estate && request.method === 'PUT' && estate[2] === '/url') {
        if (typeof body.url !== 'string')
          return json(422, { message: 'Invalid', errors: { url: ['The url field is required.'] } });
        fake.urls.set(estate[1]!, body.url);
        return json(200);
      }
      if ((estate && request.method === 'POST' && estate[2] === '/contacts') || url.pathname === '/contacts') {
        if (typeof body.email !== 'string' || !body.email)
          return json(422, { message: 'Invalid', errors: { email: ['The email field is required.'] } });
        fake.contacts.push({ path: url.pathname, body });
        return json(200);
      }
      return json(404, { message: 'Not Found' });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const e of [...sweepBrightOffice(fake.url), documentedRental(fake.url)]) fake.estates.set(String(e.id), e);
  return fake;
}

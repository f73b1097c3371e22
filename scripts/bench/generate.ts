import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/open';

/** Cities of the agency's area (name, zip, centre): the generated properties spread over them. */
const BENCH_CITIES: [string, string, number, number][] = [
  ['Deinze', '9800', 50.984, 3.527],
  ['Nevele', '9850', 51.035, 3.548],
  ['Gent', '9000', 51.054, 3.717],
  ['Aalter', '9880', 51.09, 3.447],
  ['Zulte', '9870', 50.92, 3.448],
  ['Kruisem', '9770', 50.9, 3.53],
  ['Nazareth', '9810', 50.958, 3.595],
  ['Sint-Martens-Latem', '9830', 51.015, 3.64],
  ['De Pinte', '9840', 50.995, 3.65],
  ['Lievegem', '9920', 51.1, 3.59],
  ['Waregem', '8790', 50.887, 3.426],
  ['Tielt', '8700', 50.999, 3.327],
  ['Oudenaarde', '9700', 50.845, 3.605],
  ['Wortegem-Petegem', '9790', 50.85, 3.5],
  ['Dentergem', '8720', 50.963, 3.42],
  ['Ruiselede', '8755', 51.04, 3.39],
  ['Merelbeke', '9820', 50.99, 3.745],
  ['Destelbergen', '9070', 51.06, 3.8],
  ['Eeklo', '9900', 51.187, 3.56],
  ['Kortrijk', '8500', 50.828, 3.265],
];

/**
 * Adds `count` generated properties (one Dutch title and one photo each) to a database that
 * already holds the demo seed (types, projects). Set-based SQL: 100.000 rows in seconds.
 */
export async function generateProperties(db: Db, count: number): Promise<void> {
  const cities = sql.raw(
    `(values ${BENCH_CITIES.map(([name, zip, lat, lng], i) => `(${i}, '${name.replace(/'/g, "''")}', '${zip}', ${lat}, ${lng})`).join(', ')}) as c(i, name, zip, lat, lng)`,
  );
  const n = BENCH_CITIES.length;
  await db.execute(sql`
    insert into properties (id, slug, goal, price, publish_price, price_unit, marquee, zip, city, country_id, publish_address,
      lat, lng, web_id, record_file, bedrooms, bathrooms, showerrooms, toilets, garages, living_surface, status, created_at, updated_at)
    select 1000000 + g,
      'bench-' || g,
      (case when random() < 0.55 then 0 else 1 end)::smallint as goal,
      null, true, null, 0, c.zip, c.name, 10, random() > 0.1,
      c.lat + (random() - 0.5) * 0.06, c.lng + (random() - 0.5) * 0.09,
      1 + floor(random() * 9)::int,
      'B' || g,
      floor(random() * 6)::smallint, floor(random() * 3)::smallint, floor(random() * 2)::smallint, 1 + floor(random() * 3)::smallint,
      floor(random() * 3)::smallint, 40 + floor(random() * 260),
      case when random() < 0.97 then 'published' else 'draft' end,
      now() - (random() * interval '900 days'), now()
    from generate_series(1, ${count}) as g
    join ${cities} on c.i = g % ${n}
  `);
  // Prices by goal: sale 80.000–1.500.000, rent 450–2.400 a month; 5% on request.
  await db.execute(sql`
    update properties set
      price = case when goal = 0 then (80 + floor(random() * 1420))::int * 1000 else (45 + floor(random() * 195))::int * 10 end,
      publish_price = random() > 0.05
    where id > 1000000
  `);
  await db.execute(sql`
    insert into property_texts (property_id, locale, title, description)
    select id, 'nl', 'Woning ' || id || ' in ' || city, 'Gegenereerd voor de benchmark.' from properties where id > 1000000
  `);
  await db.execute(sql`
    insert into media (property_id, kind, url, width, height, sort)
    select p.id, 'photo', m.url, m.width, m.height, 0
    from properties p
    cross join lateral (select url, width, height from media where kind = 'photo' and property_id is not null order by id limit 1) m
    where p.id > 1000000
  `);
}

import { formatNumber } from '../../../src/domain/property/money';
import { capital, joinList, variant, type TextFacts, type Writer } from './texts-common';
import { GLAZING, HEATING, KITCHEN, ORIENTATION_WORD } from './vocabulary';

/** British English, as Belgian agencies write it for expatriate buyers and tenants. */
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['ground', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const num = (n: number) => WORDS[n] ?? String(n);
const m2 = (n: number) => `${formatNumber(n, 'en')} m²`;
const count = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

const ZONES: Record<string, string> = {
  Woongebied: 'a residential zone',
  'Woongebied met landelijk karakter': 'a residential zone with a rural character',
  'Agrarisch gebied': 'an agricultural zone',
};

function ref(f: TextFacts): string {
  const adj = f.isNew ? 'new' : f.adjective?.en;
  return `this ${adj ? `${adj} ` : ''}${f.noun.en}`;
}

function rooms(f: TextFacts): string[] {
  const items = [count(f.bedrooms, 'bedroom', 'bedrooms')];
  if (f.bathrooms > 0) items.push(count(f.bathrooms, 'bathroom', 'bathrooms'));
  if (f.showerrooms > 0) items.push(count(f.showerrooms, 'shower room', 'shower rooms'));
  return items;
}

function kitchenWithArticle(f: TextFacts): string {
  const k = f.kitchen ? KITCHEN[f.kitchen] : undefined;
  return k ? `${k.enArticle} ${k.en}` : 'a kitchen';
}

function comfort(f: TextFacts): string[] {
  const out: string[] = [];
  const heating = f.heating ? HEATING[f.heating]?.en : undefined;
  const glazing = f.glazing ? GLAZING[f.glazing]?.en : undefined;
  if (f.isNew) {
    out.push(
      `Everything is built to the strictest energy standards${heating ? `, with ${heating}` : ''}${glazing ? ` and ${glazing}` : ''}.`,
    );
  } else if (f.constructionYear) {
    const what =
      f.type === 'apartment' || f.type === 'studio'
        ? 'The building'
        : f.type === 'house'
          ? 'The house'
          : 'The property';
    out.push(
      `${what} dates from ${f.constructionYear}${f.renovationYear ? ` and was thoroughly renovated in ${f.renovationYear}` : ''}.`,
    );
    if (heating && glazing) out.push(`Comfort is provided by ${heating} and ${glazing}.`);
  }
  if (f.epcLabel) {
    out.push(
      `The energy label is ${f.epcLabel}${f.epc != null ? `, with a score of ${formatNumber(f.epc, 'en')} kWh/m² per year` : ''}.`,
    );
  }
  return out;
}

function house(f: TextFacts): string[] {
  const out = [`The house offers ${m2(f.living ?? 0)} of living space on a plot of ${m2(f.ground ?? 0)}.`];
  out.push(`It has ${joinList([...rooms(f), `a living room with ${kitchenWithArticle(f)}`], 'and')}.`);
  if (f.garden) {
    const o = f.gardenOrientation ? `${ORIENTATION_WORD[f.gardenOrientation].en}-facing ` : '';
    out.push(`The ${o}garden of about ${m2(f.garden)} offers plenty of privacy.`);
  }
  if (f.garages > 0)
    out.push(`${f.garages > 1 ? `A garage for ${num(f.garages)} cars` : 'A garage'} completes the property.`);
  return out;
}

function apartment(f: TextFacts): string[] {
  const where = f.level
    ? `on the ${ORDINALS[f.level] ?? `${f.level}th`} floor${f.lift ? ' of a building with a lift' : ''}`
    : 'on the ground floor';
  const out = [`The apartment is ${where} and offers ${m2(f.living ?? 0)} of living space.`];
  out.push(
    `It comprises an entrance hall, ${joinList([`a living room with ${kitchenWithArticle(f)}`, ...rooms(f)], 'and')}.`,
  );
  if (f.terrace) {
    const o = f.terraceOrientation ? `${ORIENTATION_WORD[f.terraceOrientation].en}-facing ` : '';
    out.push(`The ${o}terrace of ${m2(f.terrace)} is ideal for enjoying the sun.`);
  } else if (f.garden) {
    out.push(`The living room opens onto a private garden of ${m2(f.garden)}.`);
  }
  if (f.garages > 0) out.push('An underground garage is included.');
  else if (f.parkings > 0) out.push('A parking space is included.');
  if (f.furnished) out.push('The apartment is let furnished.');
  return out;
}

function studio(f: TextFacts): string[] {
  const layout =
    f.bedrooms > 0
      ? 'a living area with a kitchenette, a separate bedroom and a shower room'
      : 'a combined living and sleeping area, a kitchenette and a shower room';
  const out = [`The studio measures ${m2(f.living ?? 0)} and consists of ${layout}.`];
  out.push(
    f.level
      ? `It is on the ${ORDINALS[f.level] ?? `${f.level}th`} floor${f.lift ? ' of a building with a lift' : ''}.`
      : 'It is on the ground floor.',
  );
  if (f.furnished) out.push('It is let fully furnished.');
  out.push('Ideal for a student, a young professional or as a pied-à-terre.');
  return out;
}

function land(f: TextFacts): string[] {
  const zone = f.planningZone ? ZONES[f.planningZone] : undefined;
  return [
    `The plot measures ${m2(f.ground ?? 0)} with a street frontage of ${formatNumber(f.frontWidth ?? 0, 'en')} m.`,
    `It is suitable for a ${f.facades === 4 ? 'detached' : 'semi-detached'} house${zone ? ` and lies in ${zone} on the regional zoning plan` : ''}.`,
    'You are free to choose your own architect and contractor, and there is no obligation to build.',
    'All utilities are available in the street.',
  ];
}

function business(f: TextFacts): string[] {
  const out: string[] = [];
  if (f.type === 'investment') {
    const shop = f.noun.key === 'investment-shop' ? ' and a commercial ground floor' : '';
    out.push(
      `The building comprises ${num(f.units ?? 3)} apartments${shop}, with a total living area of ${m2(f.living ?? 0)}.`,
    );
    out.push('All units are currently let and each has its own gas and electricity meters.');
    out.push('A solid investment with a stable rental yield in a sought-after location.');
  } else if (f.type === 'commercial') {
    if (f.noun.key === 'horeca')
      out.push(
        `The premises include a dining room of ${m2(f.living ?? 0)}, a professional kitchen and customer toilets.`,
      );
    else if (f.noun.key === 'shop-home')
      out.push(
        `The ground floor offers a shop with a large display window; upstairs is a flat with ${count(f.bedrooms, 'bedroom', 'bedrooms')}.`,
      );
    else
      out.push(
        `The property offers ${m2(f.living ?? 0)} of retail space with a large display window, storage and toilets.`,
      );
    out.push('The location ensures plenty of passing trade and excellent visibility.');
    if (f.takeover)
      out.push(
        'The business is offered as a going concern, with all fittings and its clientele; the takeover price is available on request.',
      );
  } else if (f.type === 'industrial') {
    out.push(
      `The ${f.noun.en} offers ${m2(f.living ?? 0)} with a clear height of ${formatNumber(f.clearHeight ?? 7, 'en')} m and a sectional door.`,
    );
    if (f.office) out.push(`There are also ${m2(f.office)} of offices with toilets and a canteen.`);
    out.push('Lorries can load and unload with ease, and the main roads are close by.');
  } else {
    out.push(`The ${m2(f.office ?? f.living ?? 0)} ${f.noun.en} is fully cabled and air-conditioned.`);
    out.push(`There is a meeting room, a kitchenette and toilets${f.floors > 1 ? ' on every floor' : ''}.`);
  }
  if (f.parkings > 1) out.push(`${capital(num(f.parkings))} private parking spaces are included.`);
  return out;
}

function garage(f: TextFacts): string[] {
  return [
    f.noun.key === 'garage-box'
      ? `A closed ${m2(f.living ?? 16)} garage box with an electric door, in a well-maintained complex.`
      : `A covered ${m2(f.living ?? 13)} parking space in an underground car park with remote-controlled access.`,
    'Ideal for parking your car safely or as extra storage space.',
    'Access is easy, even with a larger car.',
  ];
}

export const en: Writer = {
  title(f) {
    const adj = f.adjective ? `${capital(f.adjective.en)} ` : '';
    const rooms = (n: number) => `${n}-bedroom`;
    let base: string;
    switch (f.type) {
      case 'house':
        base = capital(`${adj}${rooms(f.bedrooms)} ${f.noun.en}${f.garden ? ' with garden' : ''}`);
        break;
      case 'apartment':
        base = capital(
          `${adj}${rooms(f.bedrooms)} ${f.noun.en}${f.terrace ? ' with terrace' : f.garden ? ' with garden' : ''}`,
        );
        break;
      case 'studio':
        base = f.furnished ? 'Furnished studio' : capital(`${adj}studio`);
        break;
      case 'land':
        base = `Building plot of ${m2(f.ground ?? 0)} for a ${f.facades === 4 ? 'detached' : 'semi-detached'} house`;
        break;
      case 'investment':
        base =
          f.noun.key === 'investment-shop'
            ? `Investment property with a shop and ${f.units} apartments`
            : `Investment property with ${f.units} apartments`;
        break;
      case 'industrial':
        base = `${m2(f.living ?? 0)} ${f.noun.en} with offices`;
        break;
      case 'offices':
        base = `${m2(f.office ?? f.living ?? 0)} ${f.noun.en}`;
        break;
      case 'commercial':
        base = `${m2(f.living ?? 0)} ${f.noun.en}`;
        break;
      default:
        base = f.noun.key === 'garage-box' ? 'Closed garage box' : 'Covered parking space';
    }
    return f.project ? `${base} – lot ${f.project.lot}, ${f.project.name}` : `${base} in ${f.city.en}`;
  },

  opening(f) {
    const r = ref(f);
    const city = f.city.en;
    const sale = f.goal === 0;
    if (f.project) return `${capital(r)} is part of the new-build project ${f.project.name} in ${city}.`;
    if (f.type === 'house' || f.type === 'apartment' || f.type === 'studio') {
      return variant(
        sale
          ? [
              `${capital(r)} in ${city} is an ideal home for anyone looking for space, comfort and a good location.`,
              `In ${city}, we are pleased to offer ${r} for sale, a property with plenty of assets.`,
              `Looking for a new home in ${city}? Then ${r} is well worth a visit.`,
              `For those who want to live in ${city}, ${r} offers a pleasant and practical home.`,
            ]
          : [
              `For rent in ${city}: ${r}, ready to move into.`,
              `In ${city}, ${r} is available for a new tenant.`,
              `Looking for a comfortable rental in ${city}? Discover ${r}.`,
              `${capital(r)} in ${city} is for rent and combines comfort with a practical location.`,
            ],
        f.variant.opening,
      );
    }
    if (f.type === 'land') {
      return variant(
        [
          `In ${city}, we are pleased to offer ${r} for sale, ideal for building your dream home.`,
          `Dreaming of building your own home in ${city}? Then ${r} is a unique opportunity.`,
        ],
        f.variant.opening,
      );
    }
    if (f.type === 'garage') {
      return variant(
        [
          `Looking for a safe place for your car in ${city}? Then ${r} is the answer.`,
          `In ${city}, ${r} is ${sale ? 'for sale' : 'for rent'}.`,
        ],
        f.variant.opening,
      );
    }
    return variant(
      [
        `${capital(r)} in ${city} is ${sale ? 'an interesting opportunity for entrepreneurs and investors' : 'an attractive opportunity for entrepreneurs'}.`,
        `In ${city}, we offer ${r} ${sale ? 'for sale' : 'for rent'}, in an easily accessible location.`,
      ],
      f.variant.opening,
    );
  },

  body(f) {
    const bodies = {
      house,
      apartment,
      studio,
      land,
      garage,
      investment: business,
      commercial: business,
      industrial: business,
      offices: business,
    };
    return bodies[f.type](f);
  },

  comfort(f) {
    return f.type === 'land' || f.type === 'garage' ? [] : comfort(f);
  },

  essentials(f) {
    const out: string[] = [];
    if (f.charges)
      out.push(`Monthly service charges for the common areas amount to € ${formatNumber(f.charges, 'nl')}.`);
    if (f.project) out.push('Sold under the VAT regime; registration duties are due on the land share only.');
    if (f.availableFrom) out.push(`Available from ${f.availableFrom}.`);
    return out;
  },

  location(f) {
    const near = f.hub.en !== f.city.en;
    return variant(
      [
        f.hasStation
          ? 'Schools, shops and the railway station are within walking distance.'
          : 'Schools, shops and public transport are close by.',
        near
          ? `Quietly located, yet only a few minutes from the centre of ${f.hub.en}.`
          : 'Centrally located, with all amenities close at hand.',
        'The location is ideal, with quick access to the main roads.',
      ],
      f.variant.location,
    );
  },

  closing(f) {
    return variant(
      [
        'Contact our office today to arrange a viewing.',
        'Interested? Feel free to call us for more information or an appointment.',
        'A viewing will convince you! Book an appointment with Immo Leie.',
        'Do not hesitate to contact us for further information.',
      ],
      f.variant.closing,
    );
  },

  filler(f) {
    return [
      f.goal === 0
        ? 'The property is available on signing of the deed.'
        : 'The check-in inventory is drawn up by an independent expert.',
      'All documents are available on request from our office.',
      'Viewings are possible by appointment, Saturdays included.',
    ];
  },
};

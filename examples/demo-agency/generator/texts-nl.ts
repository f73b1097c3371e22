import { formatNumber } from '../../../src/domain/property/money';
import { capital, joinList, variant, type TextFacts, type Writer } from './texts-common';
import { GLAZING, HEATING, KITCHEN, ORIENTATION_WORD } from './vocabulary';

/** Dutch (Flemish) texts. An adjective after "deze/dit" is always inflected; without article only for de-words. */
const WORDS = ['geen', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];
const ORDINALS = ['gelijkvloers', 'eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende'];
const num = (n: number) => WORDS[n] ?? String(n);
const m2 = (n: number) => `${formatNumber(n, 'nl')} m²`;
const count = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

const ZONES: Record<string, string> = {
  Woongebied: 'woongebied',
  'Woongebied met landelijk karakter': 'woongebied met landelijk karakter',
  'Agrarisch gebied': 'agrarisch gebied',
};

function ref(f: TextFacts): string {
  const adj = f.isNew ? 'nieuwe' : f.adjective?.nl[1];
  return `${f.noun.nl.het ? 'dit' : 'deze'} ${adj ? `${adj} ` : ''}${f.noun.nl.s}`;
}

function titleNoun(f: TextFacts): string {
  const adj = f.adjective ? f.adjective.nl[f.noun.nl.het ? 0 : 1] : undefined;
  return capital(adj ? `${adj} ${f.noun.nl.s}` : f.noun.nl.s);
}

function category(f: TextFacts): 'res' | 'land' | 'biz' | 'garage' {
  if (f.type === 'house' || f.type === 'apartment' || f.type === 'studio') return 'res';
  if (f.type === 'land' || f.type === 'garage') return f.type;
  return 'biz';
}

function rooms(f: TextFacts): string[] {
  const items = [count(f.bedrooms, 'slaapkamer', 'slaapkamers')];
  if (f.bathrooms > 0) items.push(count(f.bathrooms, 'badkamer', 'badkamers'));
  if (f.showerrooms > 0) items.push(count(f.showerrooms, 'douchekamer', 'douchekamers'));
  return items;
}

function comfort(f: TextFacts): string[] {
  const out: string[] = [];
  const heating = f.heating ? HEATING[f.heating]?.nl : undefined;
  const glazing = f.glazing ? GLAZING[f.glazing]?.nl : undefined;
  if (f.isNew) {
    out.push(
      `Het geheel wordt opgetrokken volgens de strengste energienormen${heating ? `, met ${heating}` : ''}${glazing ? ` en ${glazing}` : ''}.`,
    );
  } else if (f.constructionYear) {
    const what =
      f.type === 'apartment' || f.type === 'studio' ? 'Het gebouw' : f.type === 'house' ? 'De woning' : 'Het pand';
    out.push(
      `${what} dateert van ${f.constructionYear}${f.renovationYear ? ` en werd in ${f.renovationYear} grondig gerenoveerd` : ''}.`,
    );
    if (heating && glazing) out.push(`Het comfort wordt verzekerd door ${heating} en ${glazing}.`);
  }
  if (f.epcLabel) {
    out.push(
      `Het EPC-label is ${f.epcLabel}${f.epc != null ? `, met een score van ${formatNumber(f.epc, 'nl')} kWh/m² per jaar` : ''}.`,
    );
  }
  return out;
}

function house(f: TextFacts): string[] {
  const kitchen = f.kitchen ? KITCHEN[f.kitchen]?.nl : undefined;
  const out = [
    `De woning biedt een bewoonbare oppervlakte van ${m2(f.living ?? 0)} op een perceel van ${m2(f.ground ?? 0)}.`,
  ];
  out.push(`Ze telt ${joinList([...rooms(f), `een leefruimte met ${kitchen ?? 'keuken'}`], 'en')}.`);
  if (f.garden) {
    const o = f.gardenOrientation ? `${ORIENTATION_WORD[f.gardenOrientation].nl}gerichte ` : '';
    out.push(`De ${o}tuin van ongeveer ${m2(f.garden)} biedt heel wat privacy.`);
  }
  if (f.garages > 0)
    out.push(`${f.garages > 1 ? `Een garage voor ${num(f.garages)} wagens` : 'Een garage'} vervolledigt het geheel.`);
  return out;
}

function apartment(f: TextFacts): string[] {
  const kitchen = f.kitchen ? KITCHEN[f.kitchen]?.nl : 'keuken';
  const where = f.level
    ? `op de ${ORDINALS[f.level] ?? `${f.level}e`} verdieping${f.lift ? ' van een residentie met lift' : ''}`
    : 'op het gelijkvloers';
  const out = [`Het appartement ligt ${where} en heeft een bewoonbare oppervlakte van ${m2(f.living ?? 0)}.`];
  out.push(`Het omvat een inkomhal, ${joinList([`een leefruimte met ${kitchen}`, ...rooms(f)], 'en')}.`);
  if (f.terrace) {
    const o = f.terraceOrientation ? `${ORIENTATION_WORD[f.terraceOrientation].nl}gerichte ` : '';
    out.push(`Het ${o}terras van ${m2(f.terrace)} is ideaal om van de zon te genieten.`);
  } else if (f.garden) {
    out.push(`Vanuit de leefruimte komt u in de private tuin van ${m2(f.garden)}.`);
  }
  if (f.garages > 0) out.push('Een ondergrondse garage is inbegrepen.');
  else if (f.parkings > 0) out.push('Een autostaanplaats is inbegrepen.');
  if (f.furnished) out.push('Het appartement wordt gemeubeld verhuurd.');
  return out;
}

function studio(f: TextFacts): string[] {
  const layout =
    f.bedrooms > 0
      ? 'een leefruimte met kitchenette, een aparte slaapkamer en een douchekamer'
      : 'een leef- en slaapruimte, een kitchenette en een douchekamer';
  const out = [`De studio heeft een oppervlakte van ${m2(f.living ?? 0)} en bestaat uit ${layout}.`];
  out.push(
    f.level
      ? `Ze ligt op de ${ORDINALS[f.level] ?? `${f.level}e`} verdieping${f.lift ? ' van een gebouw met lift' : ''}.`
      : 'Ze ligt op het gelijkvloers.',
  );
  if (f.furnished) out.push('De studio wordt volledig gemeubeld verhuurd.');
  out.push('Ideaal voor een student, een starter of als pied-à-terre.');
  return out;
}

function land(f: TextFacts): string[] {
  const out = [
    `Het perceel heeft een oppervlakte van ${m2(f.ground ?? 0)} en een straatbreedte van ${formatNumber(f.frontWidth ?? 0, 'nl')} m.`,
  ];
  const build = f.facades === 4 ? 'een vrijstaande woning' : 'een halfopen woning';
  const zone = f.planningZone ? ZONES[f.planningZone] : undefined;
  out.push(`De grond is geschikt voor ${build}${zone ? ` en ligt volgens het gewestplan in ${zone}` : ''}.`);
  out.push('U hebt vrije keuze van architect en aannemer, en er geldt geen bouwverplichting.');
  out.push('Alle nutsvoorzieningen liggen aan de straat.');
  return out;
}

function business(f: TextFacts): string[] {
  const the = capital(`${f.noun.nl.het ? 'het' : 'de'} ${f.noun.nl.s}`);
  const out: string[] = [];
  if (f.type === 'investment') {
    const shop = f.noun.key === 'investment-shop' ? ' en een handelsgelijkvloers' : '';
    out.push(
      `Het gebouw omvat ${num(f.units ?? 3)} appartementen${shop}, samen goed voor ${m2(f.living ?? 0)} bewoonbare oppervlakte.`,
    );
    out.push('Alle eenheden zijn momenteel verhuurd en hebben elk een eigen meter voor gas en elektriciteit.');
    out.push('Een degelijke investering met een stabiel huurrendement op een gegeerde locatie.');
  } else if (f.type === 'commercial') {
    if (f.noun.key === 'horeca')
      out.push(
        `Het pand omvat een gelagzaal van ${m2(f.living ?? 0)}, een professionele keuken en sanitair voor de klanten.`,
      );
    else if (f.noun.key === 'shop-home')
      out.push(
        `Het gelijkvloers biedt een winkelruimte met grote etalage; op de verdieping bevindt zich een woonst met ${count(f.bedrooms, 'slaapkamer', 'slaapkamers')}.`,
      );
    else
      out.push(
        `Het pand beschikt over een winkelruimte van ${m2(f.living ?? 0)} met een grote etalage, een berging en sanitair.`,
      );
    out.push('De ligging zorgt voor veel passage en een uitstekende zichtbaarheid.');
    if (f.takeover)
      out.push(
        'De zaak wordt overgenomen met volledige inrichting en cliënteel; de overnameprijs wordt op aanvraag meegedeeld.',
      );
  } else if (f.type === 'industrial') {
    out.push(
      `${the} heeft een oppervlakte van ${m2(f.living ?? 0)} met een vrije hoogte van ${formatNumber(f.clearHeight ?? 7, 'nl')} m en een sectionale poort.`,
    );
    if (f.office) out.push(`Daarnaast is er ${m2(f.office)} kantoorruimte met sanitair en een refter.`);
    out.push('Vrachtwagens kunnen vlot laden en lossen, en de grote verkeersassen liggen dichtbij.');
  } else {
    out.push(`${the} van ${m2(f.office ?? f.living ?? 0)} is volledig bekabeld en voorzien van airconditioning.`);
    out.push(`Er is een vergaderzaal, een kitchenette en sanitair${f.floors > 1 ? ' op elke verdieping' : ''}.`);
  }
  if (f.parkings > 1) out.push(`Er horen ${num(f.parkings)} private parkeerplaatsen bij.`);
  return out;
}

function garage(f: TextFacts): string[] {
  const box = f.noun.key === 'garage-box';
  return [
    box
      ? `Afgesloten garagebox van ${m2(f.living ?? 16)} met elektrische poort, gelegen in een goed onderhouden complex.`
      : `Overdekte autostaanplaats van ${m2(f.living ?? 13)} in een ondergrondse parking met afstandsbediening.`,
    'Ideaal om uw wagen veilig te stallen of als extra bergruimte.',
    'De toegang is vlot, ook met een grotere wagen.',
  ];
}

export const nl: Writer = {
  title(f) {
    const n = titleNoun(f);
    let base: string;
    switch (f.type) {
      case 'house':
        base = `${n} met ${f.bedrooms} slaapkamers${f.garden ? ' en tuin' : ''}`;
        break;
      case 'apartment':
        base = `${n} met ${f.bedrooms} ${f.bedrooms === 1 ? 'slaapkamer' : 'slaapkamers'}${f.terrace ? ' en terras' : f.garden ? ' en tuin' : ''}`;
        break;
      case 'studio':
        base = f.furnished ? 'Gemeubelde studio' : n;
        break;
      case 'land':
        base = `Bouwgrond van ${m2(f.ground ?? 0)} voor ${f.facades === 4 ? 'open' : 'halfopen'} bebouwing`;
        break;
      case 'investment':
        base =
          f.noun.key === 'investment-shop'
            ? `Opbrengsteigendom met handelsgelijkvloers en ${f.units} appartementen`
            : `Opbrengsteigendom met ${f.units} appartementen`;
        break;
      case 'industrial':
        base = `${capital(f.noun.nl.s)} van ${m2(f.living ?? 0)} met kantoren`;
        break;
      case 'offices':
        base = `${capital(f.noun.nl.s)} van ${m2(f.office ?? f.living ?? 0)}`;
        break;
      case 'commercial':
        base = `${capital(f.noun.nl.s)} van ${m2(f.living ?? 0)}`;
        break;
      default:
        base = f.noun.key === 'garage-box' ? 'Afgesloten garagebox' : 'Overdekte autostaanplaats';
    }
    return f.project ? `${base} – lot ${f.project.lot}, ${f.project.name}` : `${base} in ${f.city.nl}`;
  },

  opening(f) {
    const r = ref(f);
    const city = f.city.nl;
    const sale = f.goal === 0;
    if (f.project) return `${capital(r)} maakt deel uit van het nieuwbouwproject ${f.project.name} in ${city}.`;
    switch (category(f)) {
      case 'res':
        return variant(
          sale
            ? [
                `${capital(r)} in ${city} is een ideale thuis voor wie ruimte, comfort en een goede ligging zoekt.`,
                `In ${city} bieden wij ${r} te koop aan, een eigendom met heel wat troeven.`,
                `Op zoek naar een nieuwe thuis in ${city}? Dan is ${r} zeker een bezoek waard.`,
                `Wie in ${city} wil wonen, vindt in ${r} een aangename en praktische thuis.`,
              ]
            : [
                `Te huur in ${city}: ${r}, meteen klaar om te betrekken.`,
                `In ${city} komt ${r} vrij voor een nieuwe huurder.`,
                `Op zoek naar een comfortabele huurwoning in ${city}? Ontdek dan ${r}.`,
                `${capital(r)} in ${city} is te huur en combineert comfort met een praktische ligging.`,
              ],
          f.variant.opening,
        );
      case 'land':
        return variant(
          [
            `In ${city} bieden wij ${r} te koop aan, ideaal om uw droomwoning te bouwen.`,
            `Droomt u van een eigen nieuwbouwwoning in ${city}? Dan is ${r} een unieke kans.`,
          ],
          f.variant.opening,
        );
      case 'biz':
        return variant(
          [
            `${capital(r)} in ${city} is een interessante opportuniteit voor ${sale ? 'ondernemers en investeerders' : 'ondernemers'}.`,
            `In ${city} bieden wij ${r} ${sale ? 'te koop' : 'te huur'} aan, op een goed bereikbare locatie.`,
          ],
          f.variant.opening,
        );
      default:
        return variant(
          [
            `Zoekt u een veilige plek voor uw wagen in ${city}? Dan is ${r} de oplossing.`,
            `In ${city} is ${r} ${sale ? 'te koop' : 'te huur'}.`,
          ],
          f.variant.opening,
        );
    }
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
      out.push(`De maandelijkse kosten voor de gemeenschappelijke delen bedragen € ${formatNumber(f.charges, 'nl')}.`);
    if (f.project)
      out.push('Verkoop onder btw-stelsel; registratierechten zijn enkel verschuldigd op het grondaandeel.');
    if (f.availableFrom) out.push(`Beschikbaar vanaf ${f.availableFrom}.`);
    return out;
  },

  location(f) {
    const near = f.hub.nl !== f.city.nl;
    return variant(
      [
        f.hasStation
          ? 'Scholen, winkels en het station liggen op wandelafstand.'
          : 'Scholen, winkels en openbaar vervoer liggen op korte afstand.',
        near
          ? `Rustig gelegen, en toch op slechts enkele minuten van het centrum van ${f.hub.nl}.`
          : 'Centraal gelegen, met alle voorzieningen binnen handbereik.',
        'De ligging is ideaal, met vlotte verbindingen naar de grote verkeersassen.',
      ],
      f.variant.location,
    );
  },

  closing(f) {
    return variant(
      [
        'Neem vandaag nog contact op met ons kantoor voor een bezoek.',
        'Interesse? Bel ons gerust voor meer informatie of een afspraak.',
        'Een bezoek overtuigt! Maak snel een afspraak met Immo Leie.',
        'Aarzel niet om ons te contacteren voor bijkomende informatie.',
      ],
      f.variant.closing,
    );
  },

  filler(f) {
    return [
      f.goal === 0
        ? 'De eigendom is vrij bij akte.'
        : 'De plaatsbeschrijving wordt opgemaakt door een onafhankelijke expert.',
      'Alle documenten zijn op aanvraag beschikbaar op ons kantoor.',
      'Een bezoek is mogelijk na afspraak, ook op zaterdag.',
    ];
  },
};

import { formatNumber } from '../../../src/domain/property/money';
import { capital, joinList, variant, type TextFacts, type Writer } from './texts-common';
import { GLAZING, HEATING, KITCHEN, ORIENTATION_WORD } from './vocabulary';

/** French (Belgian usage: "rez commercial", "impétrants", "plan de secteur"). Adjectives agree in gender. */
const WORDS = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const ORDINALS = [
  'rez-de-chaussée',
  'premier',
  'deuxième',
  'troisième',
  'quatrième',
  'cinquième',
  'sixième',
  'septième',
];
const num = (n: number, feminine = false) => (n === 1 && feminine ? 'une' : (WORDS[n] ?? String(n)));
const m2 = (n: number) => `${formatNumber(n, 'fr')} m²`;
const count = (n: number, one: string, many: string, feminine: boolean) =>
  `${num(n, feminine)} ${n === 1 ? one : many}`;
const vowel = (word: string) => /^[aeiouyéèêàâîôûh]/i.test(word);

const ZONES: Record<string, string> = {
  Woongebied: "zone d'habitat",
  'Woongebied met landelijk karakter': "zone d'habitat à caractère rural",
  'Agrarisch gebied': 'zone agricole',
};

/** "maison semi-mitoyenne rénovée", "spacieux appartement", without determiner. */
function phrase(f: TextFacts, inTitle = false): string {
  const { head, qual = '', tail = '', g } = f.noun.fr;
  // Titles of project lots carry no "nouveau", like their Dutch and English titles.
  const isNew = f.isNew && !inTitle;
  const adj = isNew ? (g === 'f' ? 'nouvelle' : vowel(head) ? 'nouvel' : 'nouveau') : f.adjective?.fr[g];
  const pre = isNew || f.adjective?.fr.pre;
  const core = adj ? (pre ? `${adj} ${head}${qual}` : `${head}${qual} ${adj}`) : `${head}${qual}`;
  return inTitle ? core : `${core}${tail}`;
}

function ref(f: TextFacts): string {
  const p = phrase(f);
  const det = f.noun.fr.g === 'f' ? 'cette' : vowel(p) ? 'cet' : 'ce';
  return `${det} ${p}`;
}

function the(f: TextFacts): string {
  const { head, g } = f.noun.fr;
  return vowel(head) ? `L'${head}` : `${g === 'f' ? 'La' : 'Le'} ${head}`;
}

function rooms(f: TextFacts): string[] {
  const items = [count(f.bedrooms, 'chambre', 'chambres', true)];
  if (f.bathrooms > 0) items.push(count(f.bathrooms, 'salle de bains', 'salles de bains', true));
  if (f.showerrooms > 0) items.push(count(f.showerrooms, 'salle de douche', 'salles de douche', true));
  return items;
}

const bedroomsOf = (n: number) => (n === 1 ? "d'une chambre" : `de ${n} chambres`);

function comfort(f: TextFacts): string[] {
  const out: string[] = [];
  const heating = f.heating ? HEATING[f.heating]?.fr : undefined;
  const glazing = f.glazing ? GLAZING[f.glazing]?.fr : undefined;
  if (f.isNew) {
    out.push(
      `L'ensemble est construit selon les normes énergétiques les plus strictes${heating ? `, avec ${heating}` : ''}${glazing ? ` et ${glazing}` : ''}.`,
    );
  } else if (f.constructionYear) {
    const [what, e] =
      f.type === 'apartment' || f.type === 'studio'
        ? ["L'immeuble", '']
        : f.type === 'house'
          ? ['La maison', 'e']
          : ['Le bâtiment', ''];
    out.push(
      `${what} date de ${f.constructionYear}${f.renovationYear ? ` et a été entièrement rénové${e} en ${f.renovationYear}` : ''}.`,
    );
    if (heating && glazing) out.push(`Le confort est assuré par ${heating} et ${glazing}.`);
  }
  if (f.epcLabel) {
    out.push(
      `Le certificat PEB indique la classe ${f.epcLabel}${f.epc != null ? `, soit ${formatNumber(f.epc, 'fr')} kWh/m² par an` : ''}.`,
    );
  }
  return out;
}

function house(f: TextFacts): string[] {
  const kitchen = f.kitchen ? KITCHEN[f.kitchen]?.fr : 'cuisine';
  const out = [
    `La maison offre une surface habitable de ${m2(f.living ?? 0)} sur une parcelle de ${m2(f.ground ?? 0)}.`,
  ];
  out.push(`Elle comprend ${joinList([...rooms(f), `un séjour avec ${kitchen}`], 'et')}.`);
  if (f.garden) {
    const o = f.gardenOrientation ? `, exposé ${ORIENTATION_WORD[f.gardenOrientation].fr},` : '';
    out.push(`Le jardin d'environ ${m2(f.garden)}${o} offre beaucoup d'intimité.`);
  }
  if (f.garages > 0)
    out.push(`Un garage${f.garages > 1 ? ` pour ${num(f.garages)} voitures` : ''} complète l'ensemble.`);
  return out;
}

function apartment(f: TextFacts): string[] {
  const kitchen = f.kitchen ? KITCHEN[f.kitchen]?.fr : 'cuisine';
  const where = f.level
    ? `au ${ORDINALS[f.level] ?? `${f.level}e`} étage${f.lift ? " d'une résidence avec ascenseur" : ''}`
    : 'au rez-de-chaussée';
  const out = [`L'appartement se situe ${where} et offre une surface habitable de ${m2(f.living ?? 0)}.`];
  out.push(`Il comprend un hall d'entrée, ${joinList([`un séjour avec ${kitchen}`, ...rooms(f)], 'et')}.`);
  if (f.terrace) {
    const o = f.terraceOrientation ? `, exposée ${ORIENTATION_WORD[f.terraceOrientation].fr},` : '';
    out.push(`La terrasse de ${m2(f.terrace)}${o} est idéale pour profiter du soleil.`);
  } else if (f.garden) {
    out.push(`Le séjour donne accès à un jardin privatif de ${m2(f.garden)}.`);
  }
  if (f.garages > 0) out.push('Un garage souterrain est compris.');
  else if (f.parkings > 0) out.push('Un emplacement de parking est compris.');
  if (f.furnished) out.push("L'appartement est loué meublé.");
  return out;
}

function studio(f: TextFacts): string[] {
  const layout =
    f.bedrooms > 0
      ? 'une pièce de vie avec kitchenette, une chambre séparée et une salle de douche'
      : 'une pièce de vie avec coin nuit, une kitchenette et une salle de douche';
  const out = [`Le studio offre une surface de ${m2(f.living ?? 0)} et comprend ${layout}.`];
  out.push(
    f.level
      ? `Il se situe au ${ORDINALS[f.level] ?? `${f.level}e`} étage${f.lift ? " d'un immeuble avec ascenseur" : ''}.`
      : 'Il se situe au rez-de-chaussée.',
  );
  if (f.furnished) out.push('Il est loué entièrement meublé.');
  out.push('Idéal pour un étudiant, un jeune professionnel ou comme pied-à-terre.');
  return out;
}

function land(f: TextFacts): string[] {
  const zone = f.planningZone ? ZONES[f.planningZone] : undefined;
  return [
    `La parcelle a une superficie de ${m2(f.ground ?? 0)} et une largeur de façade de ${formatNumber(f.frontWidth ?? 0, 'fr')} m.`,
    `Le terrain convient pour une maison ${f.facades === 4 ? 'quatre' : 'trois'} façades${zone ? ` et se situe en ${zone} au plan de secteur` : ''}.`,
    'Vous choisissez librement votre architecte et votre entrepreneur, sans obligation de bâtir.',
    'Tous les impétrants sont disponibles en voirie.',
  ];
}

function business(f: TextFacts): string[] {
  const out: string[] = [];
  if (f.type === 'investment') {
    const shop = f.noun.key === 'investment-shop' ? ' et un rez commercial' : '';
    out.push(
      `L'immeuble comprend ${num(f.units ?? 3)} appartements${shop}, pour une surface habitable totale de ${m2(f.living ?? 0)}.`,
    );
    out.push(
      "Toutes les unités sont actuellement louées et disposent chacune de compteurs individuels de gaz et d'électricité.",
    );
    out.push('Un investissement solide, avec un rendement locatif stable dans un quartier recherché.');
  } else if (f.type === 'commercial') {
    if (f.noun.key === 'horeca')
      out.push(
        `Le bien comprend une salle de ${m2(f.living ?? 0)}, une cuisine professionnelle et des sanitaires pour la clientèle.`,
      );
    else if (f.noun.key === 'shop-home')
      out.push(
        `Le rez-de-chaussée offre un espace commercial avec une grande vitrine ; à l'étage se trouve un logement ${bedroomsOf(f.bedrooms)}.`,
      );
    else
      out.push(
        `Le bien dispose d'une surface commerciale de ${m2(f.living ?? 0)} avec une grande vitrine, un espace de stockage et des sanitaires.`,
      );
    out.push('La situation garantit un passage important et une excellente visibilité.');
    if (f.takeover)
      out.push(
        "Le commerce est remis avec tout l'aménagement et la clientèle ; le prix de reprise est communiqué sur demande.",
      );
  } else if (f.type === 'industrial') {
    out.push(
      `${the(f)} offre ${m2(f.living ?? 0)} avec une hauteur libre de ${formatNumber(f.clearHeight ?? 7, 'fr')} m et une porte sectionnelle.`,
    );
    if (f.office) out.push(`S'y ajoutent ${m2(f.office)} de bureaux avec sanitaires et réfectoire.`);
    out.push('Les camions peuvent charger et décharger aisément, et les grands axes routiers sont tout proches.');
  } else {
    out.push(`${the(f)} de ${m2(f.office ?? f.living ?? 0)} est entièrement câblé et climatisé.`);
    out.push(
      `Il comprend une salle de réunion, une kitchenette et des sanitaires${f.floors > 1 ? ' à chaque étage' : ''}.`,
    );
  }
  if (f.parkings > 1) out.push(`${capital(num(f.parkings))} places de parking privatives sont comprises.`);
  return out;
}

function garage(f: TextFacts): string[] {
  return [
    f.noun.key === 'garage-box'
      ? `Box de garage fermé de ${m2(f.living ?? 16)} avec porte électrique, situé dans un complexe bien entretenu.`
      : `Emplacement de parking couvert de ${m2(f.living ?? 13)} dans un parking souterrain accessible par télécommande.`,
    'Idéal pour garer votre voiture en toute sécurité ou comme espace de rangement supplémentaire.',
    "L'accès est aisé, même avec un véhicule plus grand.",
  ];
}

export const fr: Writer = {
  title(f) {
    const p = capital(phrase(f, true));
    const tail = f.noun.fr.tail ?? '';
    let base: string;
    switch (f.type) {
      case 'house':
        base = `${p} ${bedroomsOf(f.bedrooms)}${tail}${f.garden ? ' avec jardin' : ''}`;
        break;
      case 'apartment':
        base = `${p} ${bedroomsOf(f.bedrooms)}${tail}${f.terrace ? ' avec terrasse' : f.garden ? ' avec jardin' : ''}`;
        break;
      case 'studio':
        base = f.furnished ? 'Studio meublé' : p;
        break;
      case 'land':
        base = `Terrain à bâtir de ${m2(f.ground ?? 0)} pour maison ${f.facades === 4 ? 'quatre' : 'trois'} façades`;
        break;
      case 'investment':
        base =
          f.noun.key === 'investment-shop'
            ? `Immeuble de rapport avec rez commercial et ${f.units} appartements`
            : `Immeuble de rapport de ${f.units} appartements`;
        break;
      case 'industrial':
        base = `${capital(f.noun.fr.head)} de ${m2(f.living ?? 0)} avec bureaux`;
        break;
      case 'offices':
        base = `${capital(f.noun.fr.head)} de ${m2(f.office ?? f.living ?? 0)}`;
        break;
      case 'commercial':
        base = `${capital(f.noun.fr.head)} de ${m2(f.living ?? 0)}${tail}`;
        break;
      default:
        base = f.noun.key === 'garage-box' ? 'Box de garage fermé' : 'Emplacement de parking couvert';
    }
    return f.project ? `${base} – lot ${f.project.lot}, ${f.project.name}` : `${base} à ${f.city.fr}`;
  },

  opening(f) {
    const r = ref(f);
    const city = f.city.fr;
    const sale = f.goal === 0;
    const e = f.noun.fr.g === 'f' ? 'e' : '';
    if (f.project) return `${capital(r)} fait partie du projet de nouvelle construction ${f.project.name} à ${city}.`;
    if (f.type === 'house' || f.type === 'apartment' || f.type === 'studio') {
      return variant(
        sale
          ? [
              `${capital(r)} à ${city} est le foyer idéal pour qui recherche de l'espace, du confort et une bonne situation.`,
              `À ${city}, nous vous proposons ${r}, un bien aux nombreux atouts.`,
              `Vous cherchez un nouveau chez-vous à ${city} ? ${capital(r)} mérite assurément une visite.`,
              `À ${city}, ${r} offre un cadre de vie agréable et pratique.`,
            ]
          : [
              `À louer à ${city} : ${r}, prêt${e} à être habité${e}.`,
              `À ${city}, ${r} se libère pour un nouveau locataire.`,
              `Vous cherchez une location confortable à ${city} ? Découvrez ${r}.`,
              `${capital(r)} à ${city} est à louer et allie confort et situation pratique.`,
            ],
        f.variant.opening,
      );
    }
    if (f.type === 'land') {
      return variant(
        [
          `À ${city}, nous vous proposons ${r}, idéal pour construire la maison de vos rêves.`,
          `Vous rêvez de faire construire à ${city} ? ${capital(r)} est une occasion unique.`,
        ],
        f.variant.opening,
      );
    }
    if (f.type === 'garage') {
      return variant(
        [
          `Vous cherchez un endroit sûr pour votre voiture à ${city} ? ${capital(r)} est la solution.`,
          `À ${city}, ${r} est ${sale ? 'à vendre' : 'à louer'}.`,
        ],
        f.variant.opening,
      );
    }
    return variant(
      [
        `${capital(r)} à ${city} est une belle opportunité pour les ${sale ? 'entrepreneurs et les investisseurs' : 'entrepreneurs'}.`,
        `À ${city}, nous proposons ${r} ${sale ? 'à la vente' : 'à la location'}, dans un endroit facilement accessible.`,
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
    if (f.charges) out.push(`Les charges communes s'élèvent à € ${formatNumber(f.charges, 'nl')} par mois.`);
    if (f.project)
      out.push(
        "Vente sous le régime de la TVA ; les droits d'enregistrement ne sont dus que sur la quote-part du terrain.",
      );
    if (f.availableFrom) out.push(`Disponible à partir du ${f.availableFrom}.`);
    return out;
  },

  location(f) {
    const near = f.hub.fr !== f.city.fr;
    return variant(
      [
        f.hasStation
          ? 'Écoles, commerces et gare se trouvent à distance de marche.'
          : 'Écoles, commerces et transports en commun se trouvent à proximité.',
        near
          ? `Le cadre est calme, à quelques minutes seulement du centre de ${f.hub.fr}.`
          : 'La situation est centrale, avec tous les services à portée de main.',
        'La situation est idéale, avec un accès rapide aux grands axes routiers.',
      ],
      f.variant.location,
    );
  },

  closing(f) {
    return variant(
      [
        "Contactez notre agence dès aujourd'hui pour organiser une visite.",
        "Ce bien vous intéresse ? N'hésitez pas à nous appeler pour plus d'informations ou un rendez-vous.",
        'Une visite vous convaincra ! Prenez rendez-vous avec Immo Leie.',
        "N'hésitez pas à nous contacter pour tout renseignement complémentaire.",
      ],
      f.variant.closing,
    );
  },

  filler(f) {
    return [
      f.goal === 0 ? "Le bien est libre à l'acte." : "L'état des lieux est établi par un expert indépendant.",
      'Tous les documents sont disponibles sur demande à notre agence.',
      'Les visites sont possibles sur rendez-vous, également le samedi.',
    ];
  },
};

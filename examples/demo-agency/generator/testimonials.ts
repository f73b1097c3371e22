/** Demo testimonials: clients write in their own language; all published. Fixed dates (deterministic). */
export type DemoTestimonial = {
  slug: string;
  name: string;
  about: string;
  website: string | null;
  comment: string;
  locale: 'nl' | 'fr' | 'en';
  postedAt: string;
  postedBy: string;
};

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    slug: 'an-en-pieter-de-smet',
    name: 'An en Pieter De Smet',
    about: 'Verkochten hun rijwoning in Deinze',
    website: null,
    locale: 'nl',
    postedAt: '2026-10-12',
    postedBy: 'Verkopers',
    comment:
      'Binnen zes weken verkocht, aan de vraagprijs. Sofie kende de buurt door en door, regelde het EPC, de keuring en de plannen, en hield ons na elk bezoek op de hoogte. Wij hoefden ons nergens zorgen over te maken.',
  },
  {
    slug: 'familie-vandenbussche',
    name: 'Familie Vandenbussche',
    about: 'Kochten een nieuwbouwappartement in Astene',
    website: null,
    locale: 'nl',
    postedAt: '2026-09-28',
    postedBy: 'Kopers',
    comment:
      'Heldere prijslijst, eerlijke uitleg over de btw en de registratierechten, en een begeleiding tot de voorlopige oplevering. Precies wat je wil bij een eerste aankoop.',
  },
  {
    slug: 'marc-claeys',
    name: 'Marc Claeys',
    about: 'Eigenaar van drie huurappartementen',
    website: null,
    locale: 'nl',
    postedAt: '2026-09-03',
    postedBy: 'Verhuurder',
    comment:
      'Sinds Immo Leie mijn appartementen beheert, komen de huren op tijd binnen en worden herstellingen snel geregeld. Het jaaroverzicht maakt mijn belastingaangifte veel eenvoudiger.',
  },
  {
    slug: 'sarah-el-idrissi',
    name: 'Sarah El Idrissi',
    about: 'Huurt een studio in Gent',
    website: null,
    locale: 'nl',
    postedAt: '2026-08-21',
    postedBy: 'Huurster',
    comment:
      'Vriendelijk, snel en duidelijk. Ik kon de studio op een zaterdag bezoeken en de huurovereenkomst en de plaatsbeschrijving waren tot in de puntjes in orde.',
  },
  {
    slug: 'jan-verhaeghe',
    name: 'Jan Verhaeghe',
    about: 'Liet zijn hoeve in Nevele schatten',
    website: null,
    locale: 'nl',
    postedAt: '2026-07-30',
    postedBy: 'Eigenaar',
    comment:
      'Een onderbouwde schatting met vergelijkbare verkopen uit de streek, zonder verkooppraat. Toen we later beslisten te verkopen, was de keuze voor Immo Leie snel gemaakt.',
  },
  {
    slug: 'lies-en-tom-de-vos',
    name: 'Lies en Tom De Vos',
    about: 'Kochten een halfopen woning in Zulte',
    website: null,
    locale: 'nl',
    postedAt: '2026-06-18',
    postedBy: 'Kopers',
    comment:
      'Alle documenten stonden al online, dus we wisten voor het bezoek waar we aan toe waren. Het bod, het compromis en de akte verliepen zonder één verrassing.',
  },
  {
    slug: 'hilde-maes',
    name: 'Hilde Maes',
    about: 'Verkocht het ouderlijk huis in Machelen',
    website: null,
    locale: 'nl',
    postedAt: '2026-05-07',
    postedBy: 'Verkoopster',
    comment:
      'In een emotionele periode namen ze ons veel werk uit handen, met veel geduld en respect. Heel dankbaar voor die menselijke aanpak.',
  },
  {
    slug: 'claire-dubois',
    name: 'Claire Dubois',
    about: 'A acheté un appartement à Deinze',
    website: null,
    locale: 'fr',
    postedAt: '2026-10-02',
    postedBy: 'Acheteuse',
    comment:
      'Une équipe disponible et bilingue qui a pris le temps de tout m’expliquer : les certificats, les droits d’enregistrement, le compromis. Je recommande sans hésiter.',
  },
  {
    slug: 'olivier-et-nadia-lambert',
    name: 'Olivier et Nadia Lambert',
    about: 'Ont vendu leur maison à Waregem',
    website: null,
    locale: 'fr',
    postedAt: '2026-07-11',
    postedBy: 'Vendeurs',
    comment:
      'Des photos magnifiques, des visites bien organisées et un suivi régulier. La vente a été conclue en moins de deux mois.',
  },
  {
    slug: 'thomas-renard',
    name: 'Thomas Renard',
    about: 'Locataire d’une maison à Nazareth',
    website: null,
    locale: 'fr',
    postedAt: '2026-04-22',
    postedBy: 'Locataire',
    comment: 'Réponse rapide à chaque question et un état des lieux très précis. Une agence sérieuse.',
  },
  {
    slug: 'emma-wilson',
    name: 'Emma Wilson',
    about: 'Relocated to Ghent for work',
    website: null,
    locale: 'en',
    postedAt: '2026-08-02',
    postedBy: 'Tenant',
    comment:
      'Moving from abroad, I could not have managed without them: a video tour, the lease explained in English and the keys ready on the day I arrived.',
  },
  {
    slug: 'david-and-sophie-martin',
    name: 'David and Sophie Martin',
    about: 'Bought a family home in Sint-Martens-Latem',
    website: 'https://www.example.org',
    locale: 'en',
    postedAt: '2026-03-15',
    postedBy: 'Buyers',
    comment:
      'Clear advice on the Flemish renovation obligation and the EPC before we made an offer. Professional from the first visit to the notary.',
  },
];

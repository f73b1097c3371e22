import type { LocalizedText } from '../../../src/db/schema';
import { place } from './places';
import type { ProjectDef } from './projects';

/**
 * Texts of a project page: title and description per language, technical description and
 * situation. The project's own highlight and situation sentences are written by hand in
 * projects.ts; the rest is shared wording every new-build project of the agency uses.
 */
const QUARTERS = {
  nl: ['het eerste kwartaal', 'het tweede kwartaal', 'het derde kwartaal', 'het vierde kwartaal'],
  fr: ['premier trimestre', 'deuxième trimestre', 'troisième trimestre', 'quatrième trimestre'],
  en: ['first quarter', 'second quarter', 'third quarter', 'fourth quarter'],
};

function firstDelivery(def: ProjectDef): { quarter: number; year: string } {
  const first = [...def.buildings].map((b) => b.delivery).sort()[0]!;
  return { quarter: Math.floor((Number(first.slice(5, 7)) - 1) / 3), year: first.slice(0, 4) };
}

const unitCount = (def: ProjectDef) => def.groups.reduce((n, g) => n + g.count, 0);

export type ProjectTexts = { locale: 'nl' | 'fr' | 'en'; title: string; description: string }[];

export function projectTexts(def: ProjectDef): ProjectTexts {
  const p = place(def.placeKey);
  const n = unitCount(def);
  const { quarter, year } = firstDelivery(def);
  return [
    {
      locale: 'nl',
      title: `Nieuwbouwproject ${def.name} in ${p.names.nl}`,
      description: [
        `${def.name} is een kleinschalig nieuwbouwproject met ${n} ${def.units.nl} in ${p.names.nl}.`,
        def.highlight.nl,
        'Alle eenheden worden afgewerkt met kwaliteitsvolle materialen en zijn uitgerust met een warmtepomp, zonnepanelen en ventilatiesysteem D.',
        `De oplevering is voorzien vanaf ${QUARTERS.nl[quarter]} van ${year}.`,
        def.soldOut
          ? 'Alle loten zijn intussen verkocht; schrijf u in voor onze volgende projecten.'
          : 'Bekijk de beschikbare loten en plannen, of maak een afspraak voor een persoonlijke toelichting op ons kantoor.',
      ].join(' '),
    },
    {
      locale: 'fr',
      title: `Projet neuf ${def.name} à ${p.names.fr}`,
      description: [
        `${def.name} est un projet neuf à taille humaine de ${n} ${def.units.fr} à ${p.names.fr}.`,
        def.highlight.fr,
        "Toutes les unités sont finies avec des matériaux de qualité et équipées d'une pompe à chaleur, de panneaux solaires et d'une ventilation double flux.",
        `La livraison est prévue à partir du ${QUARTERS.fr[quarter]} ${year}.`,
        def.soldOut
          ? 'Tous les lots sont vendus ; inscrivez-vous pour être informé de nos prochains projets.'
          : 'Consultez les lots disponibles et les plans, ou prenez rendez-vous pour une présentation personnalisée à notre agence.',
      ].join(' '),
    },
    {
      locale: 'en',
      title: `New-build project ${def.name} in ${p.names.en}`,
      description: [
        `${def.name} is a small-scale new-build project of ${n} ${def.units.en} in ${p.names.en}.`,
        def.highlight.en,
        'All units are finished with quality materials and equipped with a heat pump, solar panels and mechanical ventilation with heat recovery.',
        `Completion is planned from the ${QUARTERS.en[quarter]} of ${year}.`,
        def.soldOut
          ? 'All lots have now been sold; register to hear about our next projects.'
          : 'See the available lots and plans, or book an appointment for a personal presentation at our office.',
      ].join(' '),
    },
  ];
}

export function technical(def: ProjectDef, eLevel: number): LocalizedText {
  const flats = def.webType === 'apartment';
  return {
    nl: [
      `Ruwbouw in traditioneel metselwerk met een gevel in handvormsteen${flats ? ' en een lift naar alle verdiepingen' : ''}.`,
      'Verwarming met een lucht-waterwarmtepomp en vloerverwarming, ventilatiesysteem D met warmterecuperatie en zonnepanelen.',
      `Aluminium buitenschrijnwerk met driedubbele beglazing. E-peil ${eLevel} of beter.`,
    ].join(' '),
    fr: [
      `Gros œuvre en maçonnerie traditionnelle avec une façade en briques moulées main${flats ? ' et un ascenseur desservant tous les étages' : ''}.`,
      'Chauffage par pompe à chaleur air-eau et chauffage par le sol, ventilation double flux avec récupération de chaleur et panneaux solaires.',
      `Châssis en aluminium avec triple vitrage. Niveau E${eLevel} ou mieux.`,
    ].join(' '),
    en: [
      `Traditional masonry shell with a hand-moulded brick facade${flats ? ' and a lift to every floor' : ''}.`,
      'Heating by an air-to-water heat pump with underfloor heating, mechanical ventilation with heat recovery and solar panels.',
      `Aluminium window frames with triple glazing. E-level ${eLevel} or better.`,
    ].join(' '),
  };
}

export function situation(def: ProjectDef): LocalizedText {
  return { ...def.situation };
}

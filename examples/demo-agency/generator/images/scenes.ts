/** The fixed list of demo scenes: names, families and their (pure, seeded) SVG builders. */
import { canal, countryside, marketSquare, riverDusk } from './banners';
import { apartments, industrialHall, office, shopFront, urbanApartments } from './facades-business';
import { cubeHouse, terraced, villa } from './facades-homes';
import { buildingPlot, farmhouse, garages } from './facades-rural';
import { gardenLawn, terrace } from './garden';
import { bathroom, bedroom } from './interiors-private';
import { kitchen, livingRoom } from './interiors-living';
import { officeInterior, shopInterior, storageRoom, warehouseInterior } from './interiors-work';
import type { Time } from './nature';
import { createRng, type Rng } from './prng';
import { mirror, type Doc } from './svg';

type Family = 'facade' | 'interior' | 'banner';

export interface Scene {
  name: string;
  family: Family;
  build: () => Doc;
}

type Builder = (rng: Rng, time: Time) => Doc;

/**
 * Facade-NN and interior-NN numbers carry meaning for the seed data (examples/demo-agency/generator/media.ts):
 * houses 01–08, apartments 09–14, land 15–16, investment 17, commercial 18–19, industrial 20–21,
 * offices 22–23, garage 24; interiors: homes 01–12, shop 13, office 14, warehouse 15, storage 16.
 */
const FACADE_BUILDERS: readonly Builder[] = [
  villa,
  terraced,
  cubeHouse,
  farmhouse,
  villa,
  terraced,
  cubeHouse,
  villa,
  apartments,
  urbanApartments,
  apartments,
  urbanApartments,
  apartments,
  urbanApartments,
  buildingPlot,
  buildingPlot,
  shopFront,
  shopFront,
  shopFront,
  industrialHall,
  industrialHall,
  office,
  office,
  garages,
];
const FACADE_TIMES: readonly Time[] = ['noon', 'morning', 'noon', 'dusk', 'noon', 'overcast', 'morning'];

const INTERIOR_BUILDERS: readonly Builder[] = [
  livingRoom,
  kitchen,
  bedroom,
  bathroom,
  terrace,
  livingRoom,
  kitchen,
  bedroom,
  bathroom,
  livingRoom,
  kitchen,
  gardenLawn,
  shopInterior,
  officeInterior,
  warehouseInterior,
  storageRoom,
];
const INTERIOR_TIMES: readonly Time[] = ['noon', 'morning', 'noon', 'noon', 'dusk', 'morning', 'noon', 'dusk'];

function pad(index: number): string {
  return String(index + 1).padStart(2, '0');
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('empty scene table');
  return item;
}

function withMirror(doc: Doc, flip: boolean): Doc {
  if (flip) mirror(doc);
  return doc;
}

const FACADE_COUNT = FACADE_BUILDERS.length;

export function facadeScenes(): Scene[] {
  return Array.from({ length: FACADE_COUNT }, (_, i) => {
    const name = `facade-${pad(i)}`;
    const builder = at(FACADE_BUILDERS, i);
    const time = at(FACADE_TIMES, i);
    const flip = i % 2 === 1;
    return {
      name,
      family: 'facade' as const,
      build: () => withMirror(builder(createRng(`vitrine:${name}`), time), flip),
    };
  });
}

export function interiorScenes(): Scene[] {
  return INTERIOR_BUILDERS.map((builder, i) => {
    const name = `interior-${pad(i)}`;
    const time = at(INTERIOR_TIMES, i);
    const flip = i % 3 === 2;
    return {
      name,
      family: 'interior' as const,
      build: () => withMirror(builder(createRng(`vitrine:${name}`), time), flip),
    };
  });
}

export function bannerScenes(): Scene[] {
  const builders: readonly ((rng: Rng) => Doc)[] = [
    (rng) => marketSquare(rng, 'noon'),
    (rng) => canal(rng, 'morning', 'church'),
    (rng) => countryside(rng, 'noon'),
    (rng) => riverDusk(rng),
  ];
  return builders.map((builder, i) => {
    const name = `banner-${pad(i)}`;
    return { name, family: 'banner' as const, build: () => builder(createRng(`vitrine:${name}`)) };
  });
}

export function allScenes(): Scene[] {
  return [...facadeScenes(), ...interiorScenes(), ...bannerScenes()];
}

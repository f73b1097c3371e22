/**
 * Marks an image the page's scripts wait for as for its first photo, when it is no photo: the map
 * view's first tiles (components/map/map-ground.tsx), its largest paint on a phone. Its own module:
 * the map's client code reads it without the loader (domain/edge/boot-after-paint.ts).
 */
export const PAINTED_FIRST = 'data-painted-first';

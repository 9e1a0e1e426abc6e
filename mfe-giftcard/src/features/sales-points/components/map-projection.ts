/**
 * A flat projection of the Netherlands and Belgium for the sales point map: equirectangular,
 * with longitude shrunk by the cosine of 51.5°N so the countries keep their shape. Units:
 * 100 per degree of latitude, so 1 km is about 0.9 units.
 */
const WEST = 2.45;
const EAST = 7.3;
const SOUTH = 49.4;
const NORTH = 53.6;
const SCALE = 100;
const LONGITUDE_FACTOR = Math.cos((51.5 * Math.PI) / 180);
export const UNITS_PER_KM = SCALE / 111.2;

export const MAP_WIDTH = Math.round((EAST - WEST) * LONGITUDE_FACTOR * SCALE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * SCALE);

export interface LatLng {
  latitude: number;
  longitude: number;
}

export function project({ latitude, longitude }: LatLng): { x: number; y: number } {
  return {
    x: Math.round((longitude - WEST) * LONGITUDE_FACTOR * SCALE * 10) / 10,
    y: Math.round((NORTH - latitude) * SCALE * 10) / 10,
  };
}

type Outline = readonly (readonly [longitude: number, latitude: number])[];

// Coarse borders, drawn by hand from a few dozen points: enough to recognise the coast.
const NETHERLANDS: Outline = [
  [3.37, 51.37],
  [3.55, 51.6],
  [3.85, 51.8],
  [4.05, 52.0],
  [4.4, 52.3],
  [4.6, 52.6],
  [4.7, 52.95],
  [4.9, 53.2],
  [5.4, 53.4],
  [6.2, 53.48],
  [6.9, 53.4],
  [7.2, 53.25],
  [7.2, 53.0],
  [7.05, 52.6],
  [6.7, 52.5],
  [7.05, 52.38],
  [6.9, 52.0],
  [6.4, 51.85],
  [5.95, 51.75],
  [6.2, 51.5],
  [6.05, 51.2],
  [6.1, 51.0],
  [5.9, 50.75],
  [5.65, 50.75],
  [5.7, 51.1],
  [5.2, 51.3],
  [4.8, 51.45],
  [4.4, 51.4],
  [3.9, 51.2],
];
const BELGIUM: Outline = [
  [2.54, 51.09],
  [3.37, 51.37],
  [3.9, 51.2],
  [4.4, 51.4],
  [4.8, 51.45],
  [5.2, 51.3],
  [5.7, 51.1],
  [5.65, 50.75],
  [6.03, 50.72],
  [6.4, 50.32],
  [6.13, 50.13],
  [5.8, 49.8],
  [5.9, 49.55],
  [5.45, 49.5],
  [4.85, 49.8],
  [4.8, 50.15],
  [4.15, 49.98],
  [4.2, 50.27],
  [3.7, 50.3],
  [3.2, 50.7],
  [2.85, 50.7],
  [2.6, 50.8],
];

function pathOf(outline: Outline): string {
  return `${outline
    .map(([longitude, latitude], i) => {
      const { x, y } = project({ latitude, longitude });
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
}

export const NETHERLANDS_PATH = pathOf(NETHERLANDS);
export const BELGIUM_PATH = pathOf(BELGIUM);

/** The part of the map to show: the search circle (centre and radius) with a margin. */
export function viewBoxAround(centre: LatLng, radiusKm: number): string {
  const { x, y } = project(centre);
  const half = radiusKm * UNITS_PER_KM * 1.15;
  const size = Math.round(half * 2 * 10) / 10;
  return `${Math.round((x - half) * 10) / 10} ${Math.round((y - half) * 10) / 10} ${size} ${size}`;
}

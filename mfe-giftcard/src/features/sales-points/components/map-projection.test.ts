import { MAP_HEIGHT, MAP_WIDTH, NETHERLANDS_PATH, project, viewBoxAround } from './map-projection';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const antwerp = { latitude: 51.2194, longitude: 4.4025 };

describe('the sales point map projection', () => {
  it('puts Utrecht and Antwerp inside the map, Utrecht north-east of Antwerp', () => {
    for (const city of [utrecht, antwerp]) {
      const { x, y } = project(city);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(project(utrecht).y).toBeLessThan(project(antwerp).y);
    expect(project(utrecht).x).toBeGreaterThan(project(antwerp).x);
  });

  it('keeps distances in proportion: a degree of longitude is shorter than one of latitude', () => {
    const east =
      project({ latitude: 52, longitude: 6 }).x - project({ latitude: 52, longitude: 5 }).x;
    const north =
      project({ latitude: 51, longitude: 5 }).y - project({ latitude: 52, longitude: 5 }).y;
    expect(east / north).toBeCloseTo(Math.cos((51.5 * Math.PI) / 180), 2);
  });

  it('draws the Netherlands as one closed outline', () => {
    expect(NETHERLANDS_PATH).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+ Z$/);
  });

  it('frames the search circle with a margin', () => {
    const [x, y, width, height] = viewBoxAround(utrecht, 50).split(' ').map(Number);
    const centre = project(utrecht);
    expect(width).toBe(height);
    expect(x! + width! / 2).toBeCloseTo(centre.x, 0);
    expect(y! + height! / 2).toBeCloseTo(centre.y, 0);
    expect(width).toBeGreaterThan((100 * 100) / 111.2);
    expect(width).toBeLessThan((120 * 100) / 111.2);
  });
});

import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { boundingBox, distanceKm, roundKm } from './distance';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const amsterdam = { latitude: 52.3676, longitude: 4.9041 };
const antwerp = { latitude: 51.2194, longitude: 4.4025 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    assert.equal(distanceKm(utrecht, utrecht), 0);
  });

  it('measures Utrecht to Amsterdam as about 34 km, either way round', () => {
    assert.ok(Math.abs(distanceKm(utrecht, amsterdam) - 34.4) < 0.5);
    assert.equal(distanceKm(utrecht, amsterdam), distanceKm(amsterdam, utrecht));
  });

  it('measures Utrecht to Antwerp as about 109 km', () => {
    assert.ok(Math.abs(distanceKm(utrecht, antwerp) - 109) < 1);
  });
});

describe('boundingBox', () => {
  it('holds every point at the radius in each direction, and is wider than tall at 52°N', () => {
    const box = boundingBox(utrecht, 25);
    assert.ok(box.maxLongitude - box.minLongitude > box.maxLatitude - box.minLatitude);
    const edges = [
      { latitude: box.maxLatitude, longitude: utrecht.longitude },
      { latitude: box.minLatitude, longitude: utrecht.longitude },
      { latitude: utrecht.latitude, longitude: box.maxLongitude },
      { latitude: utrecht.latitude, longitude: box.minLongitude },
    ];
    for (const edge of edges) assert.ok(Math.abs(distanceKm(utrecht, edge) - 25) < 0.1);
  });

  it('leaves out Amsterdam for 10 km around Utrecht and takes it in for 50 km', () => {
    const inside = (box: ReturnType<typeof boundingBox>) =>
      amsterdam.latitude >= box.minLatitude &&
      amsterdam.latitude <= box.maxLatitude &&
      amsterdam.longitude >= box.minLongitude &&
      amsterdam.longitude <= box.maxLongitude;
    assert.equal(inside(boundingBox(utrecht, 10)), false);
    assert.equal(inside(boundingBox(utrecht, 50)), true);
  });
});

describe('roundKm', () => {
  it('keeps one decimal', () => {
    assert.equal(roundKm(3.14159), 3.1);
    assert.equal(roundKm(0.05), 0.1);
  });
});

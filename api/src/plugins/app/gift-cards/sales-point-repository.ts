import fp from 'fastify-plugin';
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { brands, salesPoints, type OpeningHours } from '../../../db/schema';
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../../domain/sales-points/distance';

export interface SalesPointNearby {
  id: number;
  merchantName: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: 'NL' | 'BE';
  latitude: number;
  longitude: number;
  brandId: number;
  brandName: string;
  openingHours: OpeningHours;
  distanceKm: number;
}

export type SalesPointRepository = ReturnType<typeof salesPointRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    salesPoints: SalesPointRepository;
  }
}

/** Haversine in SQL, so the database sorts and cuts by distance (`distance.ts` is its twin). */
function haversineKm(centre: LatLng): SQL<number> {
  const latitude = sql`${centre.latitude}::double precision`;
  const longitude = sql`${centre.longitude}::double precision`;
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${salesPoints.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${salesPoints.latitude}))
    * power(sin(radians(${salesPoints.longitude} - ${longitude}) / 2), 2)))))`;
}

export function salesPointRepository(db: Database) {
  return {
    /** The nearest `limit` sales points within `km`, nearest first, and how many there are in all. */
    async near(centre: LatLng, km: number, brandId: number | undefined, limit: number) {
      const box = boundingBox(centre, km);
      const distance = haversineKm(centre);
      const rows = await db
        .select({
          id: salesPoints.id,
          merchantName: salesPoints.merchantName,
          street: salesPoints.street,
          houseNumber: salesPoints.houseNumber,
          postcode: salesPoints.postcode,
          city: salesPoints.city,
          country: salesPoints.country,
          latitude: salesPoints.latitude,
          longitude: salesPoints.longitude,
          brandId: salesPoints.brandId,
          brandName: brands.name,
          openingHours: salesPoints.openingHours,
          distanceKm: sql<number>`${distance}`.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(salesPoints)
        .innerJoin(brands, eq(brands.id, salesPoints.brandId))
        .where(
          and(
            // The box is indexable and cheap; the exact distance then trims its corners.
            between(salesPoints.latitude, box.minLatitude, box.maxLatitude),
            between(salesPoints.longitude, box.minLongitude, box.maxLongitude),
            sql`${distance} <= ${km}`,
            brandId === undefined ? undefined : eq(salesPoints.brandId, brandId),
          ),
        )
        .orderBy(distance, salesPoints.id)
        .limit(limit);
      const total = rows[0]?.total ?? 0;
      return {
        total,
        salesPoints: rows.map(({ total: _total, ...row }): SalesPointNearby => row),
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('salesPoints', salesPointRepository(app.db));
  },
  { name: 'sales-point-repository', dependencies: ['db'] },
);

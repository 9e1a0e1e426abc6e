import { useTranslation } from 'react-i18next';
import type { Merchant } from '../api/storelocator-api';
import {
  BELGIUM_PATH,
  MAP_HEIGHT,
  MAP_WIDTH,
  NETHERLANDS_PATH,
  project,
  UNITS_PER_KM,
  viewBoxAround,
  type LatLng,
} from './map-projection';

interface SalesPointMapProps {
  centre: LatLng;
  radiusKm: number;
  merchants: readonly Merchant[];
}

/**
 * The results on a drawn map of the Netherlands and Belgium, numbered as in the list. The list
 * carries everything the map shows, so the map is one image to a screen reader.
 */
export function SalesPointMap({ centre, radiusKm, merchants }: SalesPointMapProps) {
  const { t } = useTranslation('giftcard');
  const viewBox = viewBoxAround(centre, radiusKm);
  const size = Number(viewBox.split(' ')[2]);
  const [left = 0, top = 0] = viewBox.split(' ').map(Number);
  const dot = size / 40;
  const here = project(centre);
  // The whole of both countries in a corner, with the part shown framed: where the search is.
  const inset = size * 0.3;
  return (
    <svg
      className="giftcard-sales-points-map"
      viewBox={viewBox}
      role="img"
      aria-label={t('salesPoints.mapLabel', { count: merchants.length, distance: radiusKm })}
    >
      <path className="giftcard-map-country" d={NETHERLANDS_PATH} />
      <path className="giftcard-map-country" d={BELGIUM_PATH} />
      <circle className="giftcard-map-radius" cx={here.x} cy={here.y} r={radiusKm * UNITS_PER_KM} />
      <circle className="giftcard-map-centre" cx={here.x} cy={here.y} r={dot / 2}>
        <title>{t('salesPoints.mapCentre')}</title>
      </circle>
      <svg
        className="giftcard-map-inset"
        x={left + size - inset - dot}
        y={top + dot}
        width={inset}
        height={inset * (MAP_HEIGHT / MAP_WIDTH)}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      >
        <rect width={MAP_WIDTH} height={MAP_HEIGHT} />
        <path className="giftcard-map-country" d={NETHERLANDS_PATH} />
        <path className="giftcard-map-country" d={BELGIUM_PATH} />
        <rect className="giftcard-map-frame" x={left} y={top} width={size} height={size} />
      </svg>
      {merchants.map((merchant, index) => {
        const { x, y } = project(merchant);
        return (
          <g key={merchant.id} className="giftcard-map-dot">
            <title>{`${index + 1}. ${merchant.merchantName}, ${merchant.city}`}</title>
            <circle cx={x} cy={y} r={dot} />
            <text x={x} y={y} fontSize={dot * 1.1} textAnchor="middle" dominantBaseline="central">
              {index + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

import { searchKey } from './search-text';

/** A place within a Dutch 4-digit postcode area; most areas hold one, some up to seven. */
export interface DutchPc4Place {
  pc4: string;
  place: string;
  /** Empty in the source for the new municipality Voorne aan Zee (PC4 3221–3238). */
  municipality: string | null;
  province: string;
  latitude: number;
  longitude: number;
}

/**
 * Groups the places by PC4, the likeliest first: without street data, a place named like its
 * municipality (Oss in 5386, next to Geffen) is the better guess; otherwise the source's order.
 */
export function indexByPc4(
  places: readonly DutchPc4Place[],
): ReadonlyMap<string, readonly DutchPc4Place[]> {
  const byPc4 = new Map<string, DutchPc4Place[]>();
  for (const place of places) {
    const list = byPc4.get(place.pc4);
    if (list) list.push(place);
    else byPc4.set(place.pc4, [place]);
  }
  const isMunicipalSeat = (place: DutchPc4Place) =>
    place.municipality !== null && searchKey(place.place) === searchKey(place.municipality);
  for (const list of byPc4.values())
    list.sort((a, b) => Number(isMunicipalSeat(b)) - Number(isMunicipalSeat(a)));
  return byPc4;
}

/**
 * The places a Dutch postcode area holds (9999: Kantens, Stitswerd), one button each: the
 * shopper says which, nothing is chosen for them. Buttons rather than radios, so that moving
 * through the options with the arrow keys does not already send the shopper on to the street.
 */
export function PlaceChoice({
  legend,
  cities,
  chosen,
  onChoose,
}: {
  legend: string;
  cities: string[];
  chosen: string;
  onChoose: (city: string) => void;
}) {
  return (
    <fieldset className="shop-ui-address__choice">
      <legend>{legend}</legend>
      {cities.map((city) => (
        <button
          key={city}
          type="button"
          className="shop-ui-address__place"
          aria-pressed={chosen === city}
          onClick={() => onChoose(city)}
        >
          {city}
        </button>
      ))}
    </fieldset>
  );
}

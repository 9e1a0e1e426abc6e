/**
 * A choice the lookup cannot make for the shopper, one button each: the places a Dutch postcode
 * area holds (9999: Kantens, Stitswerd), or the addresses of a house number (12, 12-1, 12A).
 * Nothing is chosen for them. Buttons rather than radios, so that moving through the options
 * with the arrow keys does not already send the shopper on.
 */
export function ChoiceGroup<Option>({
  legend,
  options,
  labelOf,
  isChosen,
  onChoose,
}: {
  legend: string;
  options: Option[];
  labelOf: (option: Option) => string;
  isChosen: (option: Option) => boolean;
  onChoose: (option: Option) => void;
}) {
  return (
    <fieldset className="shop-ui-address__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <button
          key={labelOf(option)}
          type="button"
          className="shop-ui-address__place"
          aria-pressed={isChosen(option)}
          onClick={() => onChoose(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </fieldset>
  );
}

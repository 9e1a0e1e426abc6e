import { useTranslation } from 'react-i18next';
import { Link } from '@shop/shared-ui/router';
import type { SearchState } from '../use-sales-point-search';

interface SearchSummaryProps {
  state: SearchState;
  /** The address of a search for a suggested place (a link: it works before the script runs). */
  suggestionHref: (place: string) => string;
}

/**
 * What the search found, in a live region that is always in the page, so a screen reader
 * announces each new count; an unknown place offers the towns it might have been.
 */
export function SearchSummary({ state, suggestionHref }: SearchSummaryProps) {
  const { t } = useTranslation(['giftcard', 'common']);
  const answer = state.status === 'done' ? state.answer : null;
  const count = answer?.['hydra:totalItems'] ?? answer?.['hydra:member']?.length ?? 0;
  const shown = answer?.['hydra:member']?.length ?? 0;
  let message = '';
  if (state.status === 'loading') message = t('salesPoints.searching');
  else if (state.status === 'failed') message = t('common:errors.generic');
  else if (answer && count === 0) message = t('common:errors.noResults');
  else if (answer)
    message = t('salesPoints.found', {
      count,
      distance: state.status === 'done' ? state.query.distance : 0,
      place: answer.point?.label ?? t('salesPoints.yourLocation'),
    });
  const suggestions = answer?.suggestions ?? [];
  return (
    <div className="giftcard-sales-points-summary">
      <p role="status" aria-live="polite">
        {message}
        {count > shown && ` ${t('salesPoints.nearestShown', { count: shown })}`}
      </p>
      {suggestions.length > 0 && (
        <p>
          {t('salesPoints.didYouMean')}{' '}
          {suggestions.map((place, index) => (
            <span key={place}>
              {index > 0 && ', '}
              <Link to={suggestionHref(place)}>{place}</Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

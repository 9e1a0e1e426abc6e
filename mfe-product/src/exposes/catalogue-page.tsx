import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { CataloguePage } from '../features/catalogue/catalogue-page';

/** What the page needs from the API when the server renders it (ADR 0033). */
export { catalogueLoader as loader } from '../loaders/catalogue-loaders';

export default function ExposedCataloguePage() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''}>
      <CataloguePage />
    </TeamBoundary>
  );
}

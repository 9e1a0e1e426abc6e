import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { CategoryNav } from '../features/category-nav/category-nav';

/** What the page needs from the API when the server renders it (ADR 0033). */
export { categoryNavLoader as loader } from '../loaders/catalogue-loaders';

export default function ExposedCategoryNav() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''} as="span">
      <CategoryNav />
    </TeamBoundary>
  );
}

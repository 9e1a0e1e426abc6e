import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { CategoryNav } from '../features/category-nav/category-nav';

export default function ExposedCategoryNav() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''} as="span">
      <CategoryNav />
    </TeamBoundary>
  );
}

import { TeamBoundary } from '@shop/shared-ui';
import '../i18n/messages';
import '../styles.css';
import { CataloguePage } from '../features/catalogue/catalogue-page';

export default function ExposedCataloguePage() {
  return (
    <TeamBoundary team="product" release={process.env.SHOP_RELEASE ?? ''}>
      <CataloguePage />
    </TeamBoundary>
  );
}

import { startDevShell } from '@shop/shared-ui/dev-shell';
import CataloguePage from './exposes/catalogue-page';
import ProductPage from './exposes/product-page';
import CategoryNav from './exposes/category-nav';

void startDevShell('product', [
  {
    path: '/',
    element: (
      <>
        <CategoryNav />
        <CataloguePage />
      </>
    ),
    label: 'Catalogue',
  },
  {
    path: '/c/:category',
    element: (
      <>
        <CategoryNav />
        <CataloguePage />
      </>
    ),
  },
  { path: '/p/:slug', element: <ProductPage /> },
]);

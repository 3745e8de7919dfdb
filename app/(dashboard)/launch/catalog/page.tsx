import { CatalogView } from '@/components/launch/catalog-view';

export const metadata = { title: 'Catalogue of paid work' };

export default function CatalogPage() {
  return <CatalogView />;
}

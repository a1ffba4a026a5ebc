import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SubNav } from '../../components/SubNav';
import { BrandsTab, CategoriesTab, CollectionsTab, CurrenciesTab } from './resourceTabs';
import { LEGACY_CATALOGUE_PATH, LEGACY_RESOURCES, isLegacyResource } from './urls';
import { VariationsTab } from './VariationsTab';
import './legacy-catalogue.css';

const TAB_TITLES = {
  brands: 'Brands',
  categories: 'Categories',
  collections: 'Collections',
  currencies: 'Currencies',
  variations: 'Variations (v2)',
} as const;

/** Brands, categories, collections and currencies: one section each, the section kept in the URL. */
export function LegacyCataloguePage() {
  const { resource = '' } = useParams();
  if (!isLegacyResource(resource)) return <Navigate to={`${LEGACY_CATALOGUE_PATH}/brands`} replace />;
  return (
    <>
      <PageHeader title="Brands, categories, collections and currencies" />
      <SubNav
        label="Legacy catalogue sections"
        items={LEGACY_RESOURCES.map((name) => ({
          label: TAB_TITLES[name],
          to: `${LEGACY_CATALOGUE_PATH}/${name}`,
        }))}
      />
      {resource === 'brands' ? (
        <BrandsTab />
      ) : resource === 'categories' ? (
        <CategoriesTab />
      ) : resource === 'collections' ? (
        <CollectionsTab />
      ) : resource === 'currencies' ? (
        <CurrenciesTab />
      ) : (
        <VariationsTab />
      )}
    </>
  );
}

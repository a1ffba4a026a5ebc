import { Tab, Tabs } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
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

/** Brands, categories, collections and currencies: one tab each, the tab kept in the URL. */
export function LegacyCataloguePage() {
  const { resource = '' } = useParams();
  const navigate = useNavigate();
  if (!isLegacyResource(resource)) return <Navigate to={`${LEGACY_CATALOGUE_PATH}/brands`} replace />;
  return (
    <>
      <PageHeader title="Brands, categories, collections and currencies" />
      <Tabs
        id="legacy-catalogue-tabs"
        selectedTabId={resource}
        onChange={(tab) => void navigate(`${LEGACY_CATALOGUE_PATH}/${String(tab)}`)}
        renderActiveTabPanelOnly
        large
      >
        {LEGACY_RESOURCES.map((name) => (
          <Tab
            key={name}
            id={name}
            title={TAB_TITLES[name]}
            panel={
              name === 'brands' ? (
                <BrandsTab />
              ) : name === 'categories' ? (
                <CategoriesTab />
              ) : name === 'collections' ? (
                <CollectionsTab />
              ) : name === 'currencies' ? (
                <CurrenciesTab />
              ) : (
                <VariationsTab />
              )
            }
          />
        ))}
      </Tabs>
    </>
  );
}

import { graphql, HttpResponse } from 'msw';
import type { CatalogChoicesQuery, CatalogListItemFragment } from '../../graphql/generated';

/** Shared by the catalog page tests: a catalog over one hierarchy priced by one book. */
export function catalog(id: string, name: string): CatalogListItemFragment {
  return {
    __typename: 'Catalog',
    id,
    name,
    description: null,
    updatedAt: '2026-01-10T09:30:00.000Z',
    hierarchyIds: ['h-1'],
    hierarchies: [{ __typename: 'Hierarchy', id: 'h-1', name: 'Home' }],
    priceBooks: [
      {
        __typename: 'CatalogPriceBook',
        priceBookId: 'pb-1',
        priority: null,
        priceBook: { __typename: 'PriceBook', id: 'pb-1', name: 'Retail' },
      },
    ],
  };
}

/** The hierarchies and price books the catalog dialog offers. */
export const choicesHandler = graphql.query<CatalogChoicesQuery>('CatalogChoices', () =>
  HttpResponse.json({
    data: {
      __typename: 'Query',
      hierarchies: {
        __typename: 'HierarchyPage',
        items: [
          { __typename: 'Hierarchy', id: 'h-1', name: 'Home' },
          { __typename: 'Hierarchy', id: 'h-2', name: 'Garden' },
        ],
      },
      priceBooks: {
        __typename: 'PriceBookPage',
        items: [{ __typename: 'PriceBook', id: 'pb-1', name: 'Retail' }],
      },
    },
  }),
);

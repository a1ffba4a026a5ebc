import { gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { createCache } from './cache';
import { createApolloClient } from './client';
import {
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
  UserErrorFieldsFragmentDoc,
} from './generated';

interface PagedBrands {
  brands: {
    __typename: 'BrandPage';
    items: { __typename: 'Brand'; id: string }[];
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
}

interface BrandErrors {
  createBrand: {
    __typename: 'BrandPayload';
    brand: null;
    userErrors: { __typename: 'UserError'; field: string[] | null; message: string; code: 'INVALID' }[];
  };
}

// Root fields as the schema names them; the cache reads any root type the same way, so the payload
// is read through a query here, as a mutation's answer is written to the cache.
const PAGED_BRANDS: TypedDocumentNode<PagedBrands> = gql`
  query CachedBrandPage {
    brands {
      items {
        id
      }
      ...PageFields
    }
  }
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

const BRAND_ERRORS: TypedDocumentNode<BrandErrors> = gql`
  query CachedBrandPayload {
    createBrand {
      brand {
        id
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;

const pagedBrands: PagedBrands = {
  brands: {
    __typename: 'BrandPage',
    items: [{ __typename: 'Brand', id: 'brand-1' }],
    pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 1, hasNextPage: false },
  },
};

const brandErrors: BrandErrors = {
  createBrand: {
    __typename: 'BrandPayload',
    brand: null,
    userErrors: [{ __typename: 'UserError', field: ['slug'], message: 'Slug is taken.', code: 'INVALID' }],
  },
};

describe('createCache', () => {
  it('reads back what a fragment on Page selects', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGED_BRANDS, data: pagedBrands });
    expect(cache.readQuery({ query: PAGED_BRANDS })).toEqual(pagedBrands);
  });

  it('reads back what a fragment on Payload selects', () => {
    const cache = createCache();
    cache.writeQuery({ query: BRAND_ERRORS, data: brandErrors });
    expect(cache.readQuery({ query: BRAND_ERRORS })).toEqual(brandErrors);
  });

  it('is what the fragments need: a cache without the possible types drops their fields', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: PAGED_BRANDS, data: pagedBrands });
    cache.writeQuery({ query: BRAND_ERRORS, data: brandErrors });
    expect(cache.readQuery({ query: PAGED_BRANDS })?.brands).not.toHaveProperty('pageInfo');
    expect(cache.readQuery({ query: BRAND_ERRORS })?.createBrand).not.toHaveProperty('userErrors');
  });

  it("is the admin's client cache: a page's info reaches the caller", async () => {
    server.use(graphql.query('CachedBrandPage', () => HttpResponse.json({ data: pagedBrands })));
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    const { data } = await client.query({ query: PAGED_BRANDS });
    expect(data).toEqual(pagedBrands);
  });
});

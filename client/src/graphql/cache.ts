import { InMemoryCache } from '@apollo/client';
import { POSSIBLE_TYPES } from './possible-types.generated';

/**
 * The admin's Apollo cache. It knows which types implement each interface of the schema, so what an
 * operation selects through a fragment on `Page` or `Payload` (components/list/pageInfo.graphql,
 * components/form/userErrors.graphql) is written and read back, not dropped.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      Product: { keyFields: ['id'] },
      Store: { keyFields: ['id'] },
    },
  });
}

import { useParams } from 'react-router';

/** The options a detail page's query runs with: the route's entity, read afresh. */
export interface DetailQueryOptions {
  variables: { id: string };
  fetchPolicy: 'cache-and-network';
}

/**
 * Runs a detail page's generated query (e.g. `useCustomerDetailsQuery`) for the entity its route
 * names (`:id`): the cached entity shows at once while `cache-and-network` reads it again.
 */
export function useDetailQuery<TResult>(useQuery: (options: DetailQueryOptions) => TResult): TResult {
  const { id = '' } = useParams();
  return useQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
}

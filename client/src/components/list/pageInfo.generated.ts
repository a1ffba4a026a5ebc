/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
export type ListPageInfoFragment = {
  __typename: 'PageInfo';
  limit: number;
  offset: number;
  total: number;
  hasNextPage: boolean;
};

export const ListPageInfoFragmentDoc = gql`
  fragment ListPageInfo on PageInfo {
    limit
    offset
    total
    hasNextPage
  }
`;

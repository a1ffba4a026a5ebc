/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
export type MoneyFieldsFragment = {
  __typename: 'Money';
  currency: string;
  amount: number;
  formatted: string;
};

export const MoneyFieldsFragmentDoc = gql`
  fragment MoneyFields on Money {
    currency
    amount
    formatted
  }
`;

/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
export type UserErrorFieldsFragment = {
  __typename: 'UserError';
  field: Array<string> | null;
  message: string;
  code: Types.UserErrorCode | null;
};

export const UserErrorFieldsFragmentDoc = gql`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`;

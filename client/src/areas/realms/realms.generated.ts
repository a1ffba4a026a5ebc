/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import {
  PageTotalFragmentDoc,
  ListPageInfoFragmentDoc,
  PageFieldsFragmentDoc,
} from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type RealmListItemFragment = {
  __typename: 'Realm';
  id: string;
  name: string;
  originType: string | null;
  updatedAt: string | null;
};

export type PasswordProfileRowFragment = {
  __typename: 'PasswordProfile';
  id: string;
  realmId: string;
  name: string;
  description: string | null;
  updatedAt: string | null;
};

export type OidcProfileRowFragment = {
  __typename: 'OidcProfile';
  id: string;
  realmId: string;
  name: string;
  clientId: string;
  redirectUris: Array<string>;
  discoveryUrl: string | null;
  updatedAt: string | null;
};

export type RealmUserRowFragment = {
  __typename: 'UserAuthenticationInfo';
  id: string;
  realmId: string;
  name: string | null;
  email: string | null;
  username: string | null;
  createdAt: string | null;
};

export type RealmListQueryVariables = Exact<{
  filter?: Types.RealmFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type RealmListQuery = {
  __typename: 'Query';
  realms: {
    __typename: 'RealmPage';
    items: Array<{
      __typename: 'Realm';
      id: string;
      name: string;
      originType: string | null;
      updatedAt: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type RealmDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type RealmDetailsQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    name: string;
    originType: string | null;
    updatedAt: string | null;
  } | null;
};

export type RealmProfilesQueryVariables = Exact<{
  id: string | number;
}>;

export type RealmProfilesQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    passwordProfiles: {
      __typename: 'PasswordProfilePage';
      items: Array<{
        __typename: 'PasswordProfile';
        id: string;
        realmId: string;
        name: string;
        description: string | null;
        updatedAt: string | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
    oidcProfiles: {
      __typename: 'OidcProfilePage';
      items: Array<{
        __typename: 'OidcProfile';
        id: string;
        realmId: string;
        name: string;
        clientId: string;
        redirectUris: Array<string>;
        discoveryUrl: string | null;
        updatedAt: string | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type RealmUsersQueryVariables = Exact<{
  id: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type RealmUsersQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    users: {
      __typename: 'UserAuthenticationInfoPage';
      items: Array<{
        __typename: 'UserAuthenticationInfo';
        id: string;
        realmId: string;
        name: string | null;
        email: string | null;
        username: string | null;
        createdAt: string | null;
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
  } | null;
};

export type CreatePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  input: Types.PasswordProfileCreateInput;
}>;

export type CreatePasswordProfileMutation = {
  __typename: 'Mutation';
  createPasswordProfile: {
    __typename: 'PasswordProfilePayload';
    passwordProfile: {
      __typename: 'PasswordProfile';
      id: string;
      realmId: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdatePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
  input: Types.PasswordProfileUpdateInput;
}>;

export type UpdatePasswordProfileMutation = {
  __typename: 'Mutation';
  updatePasswordProfile: {
    __typename: 'PasswordProfilePayload';
    passwordProfile: {
      __typename: 'PasswordProfile';
      id: string;
      realmId: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeletePasswordProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type DeletePasswordProfileMutation = {
  __typename: 'Mutation';
  deletePasswordProfile: {
    __typename: 'DeleteRealmProfilePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  input: Types.OidcProfileCreateInput;
}>;

export type CreateOidcProfileMutation = {
  __typename: 'Mutation';
  createOidcProfile: {
    __typename: 'OidcProfilePayload';
    oidcProfile: {
      __typename: 'OidcProfile';
      id: string;
      realmId: string;
      name: string;
      clientId: string;
      redirectUris: Array<string>;
      discoveryUrl: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
  input: Types.OidcProfileUpdateInput;
}>;

export type UpdateOidcProfileMutation = {
  __typename: 'Mutation';
  updateOidcProfile: {
    __typename: 'OidcProfilePayload';
    oidcProfile: {
      __typename: 'OidcProfile';
      id: string;
      realmId: string;
      name: string;
      clientId: string;
      redirectUris: Array<string>;
      discoveryUrl: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteOidcProfileMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type DeleteOidcProfileMutation = {
  __typename: 'Mutation';
  deleteOidcProfile: {
    __typename: 'DeleteRealmProfilePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateRealmUserMutationVariables = Exact<{
  realmId: string | number;
  input: Types.UserAuthenticationInfoCreateInput;
}>;

export type CreateRealmUserMutation = {
  __typename: 'Mutation';
  createUserAuthenticationInfo: {
    __typename: 'UserAuthenticationInfoPayload';
    user: {
      __typename: 'UserAuthenticationInfo';
      id: string;
      realmId: string;
      name: string | null;
      email: string | null;
      username: string | null;
      createdAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type PasswordProfileInfoRowFragment = {
  __typename: 'PasswordProfileInfo';
  id: string;
  realmId: string;
  userId: string;
  passwordProfileId: string;
  username: string;
  createdAt: string | null;
  updatedAt: string | null;
};

export type MerchantRealmMappingRowFragment = {
  __typename: 'MerchantRealmMapping';
  id: string;
  prefix: string | null;
  realmId: string | null;
  storeId: string | null;
};

export type RealmPasswordProfileQueryVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type RealmPasswordProfileQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    passwordProfile: {
      __typename: 'PasswordProfile';
      id: string;
      realmId: string;
      name: string;
      description: string | null;
      updatedAt: string | null;
    } | null;
  } | null;
};

export type RealmOidcProfileQueryVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type RealmOidcProfileQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    oidcProfile: {
      __typename: 'OidcProfile';
      id: string;
      realmId: string;
      name: string;
      clientId: string;
      redirectUris: Array<string>;
      discoveryUrl: string | null;
      updatedAt: string | null;
    } | null;
  } | null;
};

export type RealmUserDetailsQueryVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type RealmUserDetailsQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    name: string;
    originType: string | null;
    updatedAt: string | null;
    passwordProfiles: {
      __typename: 'PasswordProfilePage';
      items: Array<{
        __typename: 'PasswordProfile';
        id: string;
        realmId: string;
        name: string;
        description: string | null;
        updatedAt: string | null;
      }>;
    };
    user: {
      __typename: 'UserAuthenticationInfo';
      updatedAt: string | null;
      id: string;
      realmId: string;
      name: string | null;
      email: string | null;
      username: string | null;
      createdAt: string | null;
      passwordProfileInfos: {
        __typename: 'PasswordProfileInfoPage';
        items: Array<{
          __typename: 'PasswordProfileInfo';
          id: string;
          realmId: string;
          userId: string;
          passwordProfileId: string;
          username: string;
          createdAt: string | null;
          updatedAt: string | null;
        }>;
        pageInfo: { __typename: 'PageInfo'; total: number };
      };
    } | null;
  } | null;
};

export type RealmPasswordProfileInfoQueryVariables = Exact<{
  realmId: string | number;
  userId: string | number;
  id: string | number;
}>;

export type RealmPasswordProfileInfoQuery = {
  __typename: 'Query';
  realm: {
    __typename: 'Realm';
    id: string;
    user: {
      __typename: 'UserAuthenticationInfo';
      id: string;
      passwordProfileInfo: {
        __typename: 'PasswordProfileInfo';
        id: string;
        realmId: string;
        userId: string;
        passwordProfileId: string;
        username: string;
        createdAt: string | null;
        updatedAt: string | null;
      } | null;
    } | null;
  } | null;
};

export type MerchantRealmMappingListQueryVariables = Exact<{ [key: string]: never }>;

export type MerchantRealmMappingListQuery = {
  __typename: 'Query';
  merchantRealmMappings: Array<{
    __typename: 'MerchantRealmMapping';
    id: string;
    prefix: string | null;
    realmId: string | null;
    storeId: string | null;
  }>;
};

export type MerchantRealmMappingDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type MerchantRealmMappingDetailsQuery = {
  __typename: 'Query';
  merchantRealmMapping: {
    __typename: 'MerchantRealmMapping';
    id: string;
    prefix: string | null;
    realmId: string | null;
    storeId: string | null;
  } | null;
};

export type CreateRealmMutationVariables = Exact<{
  input: Types.RealmCreateInput;
}>;

export type CreateRealmMutation = {
  __typename: 'Mutation';
  createRealm: {
    __typename: 'RealmPayload';
    realm: {
      __typename: 'Realm';
      id: string;
      name: string;
      originType: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateRealmUserMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
  input: Types.UserAuthenticationInfoUpdateInput;
}>;

export type UpdateRealmUserMutation = {
  __typename: 'Mutation';
  updateUserAuthenticationInfo: {
    __typename: 'UserAuthenticationInfoPayload';
    user: {
      __typename: 'UserAuthenticationInfo';
      id: string;
      realmId: string;
      name: string | null;
      email: string | null;
      username: string | null;
      createdAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteRealmUserMutationVariables = Exact<{
  realmId: string | number;
  id: string | number;
}>;

export type DeleteRealmUserMutation = {
  __typename: 'Mutation';
  deleteUserAuthenticationInfo: {
    __typename: 'DeleteRealmProfilePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreatePasswordProfileInfoMutationVariables = Exact<{
  realmId: string | number;
  userId: string | number;
  input: Types.PasswordProfileInfoCreateInput;
}>;

export type CreatePasswordProfileInfoMutation = {
  __typename: 'Mutation';
  createPasswordProfileInfo: {
    __typename: 'PasswordProfileInfoPayload';
    passwordProfileInfo: {
      __typename: 'PasswordProfileInfo';
      id: string;
      realmId: string;
      userId: string;
      passwordProfileId: string;
      username: string;
      createdAt: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdatePasswordProfileInfoMutationVariables = Exact<{
  realmId: string | number;
  userId: string | number;
  id: string | number;
  input: Types.PasswordProfileInfoUpdateInput;
}>;

export type UpdatePasswordProfileInfoMutation = {
  __typename: 'Mutation';
  updatePasswordProfileInfo: {
    __typename: 'PasswordProfileInfoPayload';
    passwordProfileInfo: {
      __typename: 'PasswordProfileInfo';
      id: string;
      realmId: string;
      userId: string;
      passwordProfileId: string;
      username: string;
      createdAt: string | null;
      updatedAt: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeletePasswordProfileInfoMutationVariables = Exact<{
  realmId: string | number;
  userId: string | number;
  id: string | number;
}>;

export type DeletePasswordProfileInfoMutation = {
  __typename: 'Mutation';
  deletePasswordProfileInfo: {
    __typename: 'DeleteRealmProfilePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RequestOneTimePasswordMutationVariables = Exact<{
  realmId: string | number;
  passwordProfileId: string | number;
  input: Types.OneTimePasswordRequestInput;
}>;

export type RequestOneTimePasswordMutation = {
  __typename: 'Mutation';
  requestOneTimePassword: {
    __typename: 'OneTimePasswordRequestPayload';
    accepted: boolean;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateMerchantRealmMappingMutationVariables = Exact<{
  id: string | number;
  input: Types.MerchantRealmMappingUpdateInput;
}>;

export type UpdateMerchantRealmMappingMutation = {
  __typename: 'Mutation';
  updateMerchantRealmMapping: {
    __typename: 'MerchantRealmMappingPayload';
    merchantRealmMapping: {
      __typename: 'MerchantRealmMapping';
      id: string;
      prefix: string | null;
      realmId: string | null;
      storeId: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const RealmListItemFragmentDoc = gql`
  fragment RealmListItem on Realm {
    id
    name
    originType
    updatedAt
  }
`;
export const PasswordProfileRowFragmentDoc = gql`
  fragment PasswordProfileRow on PasswordProfile {
    id
    realmId
    name
    description
    updatedAt
  }
`;
export const OidcProfileRowFragmentDoc = gql`
  fragment OidcProfileRow on OidcProfile {
    id
    realmId
    name
    clientId
    redirectUris
    discoveryUrl
    updatedAt
  }
`;
export const RealmUserRowFragmentDoc = gql`
  fragment RealmUserRow on UserAuthenticationInfo {
    id
    realmId
    name
    email
    username
    createdAt
  }
`;
export const PasswordProfileInfoRowFragmentDoc = gql`
  fragment PasswordProfileInfoRow on PasswordProfileInfo {
    id
    realmId
    userId
    passwordProfileId
    username
    createdAt
    updatedAt
  }
`;
export const MerchantRealmMappingRowFragmentDoc = gql`
  fragment MerchantRealmMappingRow on MerchantRealmMapping {
    id
    prefix
    realmId
    storeId
  }
`;
export const RealmListDocument = gql`
  query RealmList($filter: RealmFilter, $page: PageInput) {
    realms(filter: $filter, page: $page) {
      items {
        ...RealmListItem
      }
      ...PageFields
    }
  }
  ${RealmListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useRealmListQuery__
 *
 * To run a query within a React component, call `useRealmListQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRealmListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<RealmListQuery, RealmListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmListQuery, RealmListQueryVariables>(RealmListDocument, options);
}
export function useRealmListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmListQuery, RealmListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmListQuery, RealmListQueryVariables>(RealmListDocument, options);
}
// @ts-ignore
export function useRealmListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmListQuery, RealmListQueryVariables>;
export function useRealmListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmListQuery | undefined, RealmListQueryVariables>;
export function useRealmListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmListQuery, RealmListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmListQuery, RealmListQueryVariables>(
    RealmListDocument,
    options,
  );
}
export type RealmListQueryHookResult = ReturnType<typeof useRealmListQuery>;
export type RealmListLazyQueryHookResult = ReturnType<typeof useRealmListLazyQuery>;
export type RealmListSuspenseQueryHookResult = ReturnType<typeof useRealmListSuspenseQuery>;
export type RealmListQueryResult = ApolloReactCommon.QueryResult<RealmListQuery, RealmListQueryVariables>;
export const RealmDetailsDocument = gql`
  query RealmDetails($id: ID!) {
    realm(id: $id) {
      ...RealmListItem
    }
  }
  ${RealmListItemFragmentDoc}
`;

/**
 * __useRealmDetailsQuery__
 *
 * To run a query within a React component, call `useRealmDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables> &
    ({ variables: RealmDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(
    RealmDetailsDocument,
    options,
  );
}
export function useRealmDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(
    RealmDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useRealmDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmDetailsQuery, RealmDetailsQueryVariables>;
export function useRealmDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmDetailsQuery | undefined, RealmDetailsQueryVariables>;
export function useRealmDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmDetailsQuery, RealmDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmDetailsQuery, RealmDetailsQueryVariables>(
    RealmDetailsDocument,
    options,
  );
}
export type RealmDetailsQueryHookResult = ReturnType<typeof useRealmDetailsQuery>;
export type RealmDetailsLazyQueryHookResult = ReturnType<typeof useRealmDetailsLazyQuery>;
export type RealmDetailsSuspenseQueryHookResult = ReturnType<typeof useRealmDetailsSuspenseQuery>;
export type RealmDetailsQueryResult = ApolloReactCommon.QueryResult<
  RealmDetailsQuery,
  RealmDetailsQueryVariables
>;
export const RealmProfilesDocument = gql`
  query RealmProfiles($id: ID!) {
    realm(id: $id) {
      id
      passwordProfiles(page: { limit: 100 }) {
        items {
          ...PasswordProfileRow
        }
        ...PageTotal
      }
      oidcProfiles(page: { limit: 100 }) {
        items {
          ...OidcProfileRow
        }
        ...PageTotal
      }
    }
  }
  ${PasswordProfileRowFragmentDoc}
  ${PageTotalFragmentDoc}
  ${OidcProfileRowFragmentDoc}
`;

/**
 * __useRealmProfilesQuery__
 *
 * To run a query within a React component, call `useRealmProfilesQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmProfilesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmProfilesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmProfilesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables> &
    ({ variables: RealmProfilesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(
    RealmProfilesDocument,
    options,
  );
}
export function useRealmProfilesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(
    RealmProfilesDocument,
    options,
  );
}
// @ts-ignore
export function useRealmProfilesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmProfilesQuery, RealmProfilesQueryVariables>;
export function useRealmProfilesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmProfilesQuery | undefined, RealmProfilesQueryVariables>;
export function useRealmProfilesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmProfilesQuery, RealmProfilesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmProfilesQuery, RealmProfilesQueryVariables>(
    RealmProfilesDocument,
    options,
  );
}
export type RealmProfilesQueryHookResult = ReturnType<typeof useRealmProfilesQuery>;
export type RealmProfilesLazyQueryHookResult = ReturnType<typeof useRealmProfilesLazyQuery>;
export type RealmProfilesSuspenseQueryHookResult = ReturnType<typeof useRealmProfilesSuspenseQuery>;
export type RealmProfilesQueryResult = ApolloReactCommon.QueryResult<
  RealmProfilesQuery,
  RealmProfilesQueryVariables
>;
export const RealmUsersDocument = gql`
  query RealmUsers($id: ID!, $page: PageInput) {
    realm(id: $id) {
      id
      users(page: $page) {
        items {
          ...RealmUserRow
        }
        ...PageFields
      }
    }
  }
  ${RealmUserRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useRealmUsersQuery__
 *
 * To run a query within a React component, call `useRealmUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmUsersQuery({
 *   variables: {
 *      id: // value for 'id'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useRealmUsersQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables> &
    ({ variables: RealmUsersQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmUsersQuery, RealmUsersQueryVariables>(RealmUsersDocument, options);
}
export function useRealmUsersLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmUsersQuery, RealmUsersQueryVariables>(
    RealmUsersDocument,
    options,
  );
}
// @ts-ignore
export function useRealmUsersSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmUsersQuery, RealmUsersQueryVariables>;
export function useRealmUsersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmUsersQuery | undefined, RealmUsersQueryVariables>;
export function useRealmUsersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmUsersQuery, RealmUsersQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmUsersQuery, RealmUsersQueryVariables>(
    RealmUsersDocument,
    options,
  );
}
export type RealmUsersQueryHookResult = ReturnType<typeof useRealmUsersQuery>;
export type RealmUsersLazyQueryHookResult = ReturnType<typeof useRealmUsersLazyQuery>;
export type RealmUsersSuspenseQueryHookResult = ReturnType<typeof useRealmUsersSuspenseQuery>;
export type RealmUsersQueryResult = ApolloReactCommon.QueryResult<RealmUsersQuery, RealmUsersQueryVariables>;
export const CreatePasswordProfileDocument = gql`
  mutation CreatePasswordProfile($realmId: ID!, $input: PasswordProfileCreateInput!) {
    createPasswordProfile(realmId: $realmId, input: $input) {
      passwordProfile {
        ...PasswordProfileRow
      }
      ...PayloadErrors
    }
  }
  ${PasswordProfileRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<
  CreatePasswordProfileMutation,
  CreatePasswordProfileMutationVariables
>;

/**
 * __useCreatePasswordProfileMutation__
 *
 * To run a mutation, you first call `useCreatePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPasswordProfileMutation, { data, loading, error }] = useCreatePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePasswordProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePasswordProfileMutation,
    CreatePasswordProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreatePasswordProfileMutation, CreatePasswordProfileMutationVariables>(
    CreatePasswordProfileDocument,
    options,
  );
}
export type CreatePasswordProfileMutationHookResult = ReturnType<typeof useCreatePasswordProfileMutation>;
export type CreatePasswordProfileMutationResult =
  ApolloReactCommon.MutationResult<CreatePasswordProfileMutation>;
export type CreatePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePasswordProfileMutation,
  CreatePasswordProfileMutationVariables
>;
export const UpdatePasswordProfileDocument = gql`
  mutation UpdatePasswordProfile($realmId: ID!, $id: ID!, $input: PasswordProfileUpdateInput!) {
    updatePasswordProfile(realmId: $realmId, id: $id, input: $input) {
      passwordProfile {
        ...PasswordProfileRow
      }
      ...PayloadErrors
    }
  }
  ${PasswordProfileRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePasswordProfileMutation,
  UpdatePasswordProfileMutationVariables
>;

/**
 * __useUpdatePasswordProfileMutation__
 *
 * To run a mutation, you first call `useUpdatePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePasswordProfileMutation, { data, loading, error }] = useUpdatePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePasswordProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePasswordProfileMutation,
    UpdatePasswordProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdatePasswordProfileMutation, UpdatePasswordProfileMutationVariables>(
    UpdatePasswordProfileDocument,
    options,
  );
}
export type UpdatePasswordProfileMutationHookResult = ReturnType<typeof useUpdatePasswordProfileMutation>;
export type UpdatePasswordProfileMutationResult =
  ApolloReactCommon.MutationResult<UpdatePasswordProfileMutation>;
export type UpdatePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePasswordProfileMutation,
  UpdatePasswordProfileMutationVariables
>;
export const DeletePasswordProfileDocument = gql`
  mutation DeletePasswordProfile($realmId: ID!, $id: ID!) {
    deletePasswordProfile(realmId: $realmId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePasswordProfileMutationFn = ApolloReactCommon.MutationFunction<
  DeletePasswordProfileMutation,
  DeletePasswordProfileMutationVariables
>;

/**
 * __useDeletePasswordProfileMutation__
 *
 * To run a mutation, you first call `useDeletePasswordProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePasswordProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePasswordProfileMutation, { data, loading, error }] = useDeletePasswordProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePasswordProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePasswordProfileMutation,
    DeletePasswordProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeletePasswordProfileMutation, DeletePasswordProfileMutationVariables>(
    DeletePasswordProfileDocument,
    options,
  );
}
export type DeletePasswordProfileMutationHookResult = ReturnType<typeof useDeletePasswordProfileMutation>;
export type DeletePasswordProfileMutationResult =
  ApolloReactCommon.MutationResult<DeletePasswordProfileMutation>;
export type DeletePasswordProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePasswordProfileMutation,
  DeletePasswordProfileMutationVariables
>;
export const CreateOidcProfileDocument = gql`
  mutation CreateOidcProfile($realmId: ID!, $input: OidcProfileCreateInput!) {
    createOidcProfile(realmId: $realmId, input: $input) {
      oidcProfile {
        ...OidcProfileRow
      }
      ...PayloadErrors
    }
  }
  ${OidcProfileRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateOidcProfileMutationFn = ApolloReactCommon.MutationFunction<
  CreateOidcProfileMutation,
  CreateOidcProfileMutationVariables
>;

/**
 * __useCreateOidcProfileMutation__
 *
 * To run a mutation, you first call `useCreateOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createOidcProfileMutation, { data, loading, error }] = useCreateOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateOidcProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateOidcProfileMutation,
    CreateOidcProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateOidcProfileMutation, CreateOidcProfileMutationVariables>(
    CreateOidcProfileDocument,
    options,
  );
}
export type CreateOidcProfileMutationHookResult = ReturnType<typeof useCreateOidcProfileMutation>;
export type CreateOidcProfileMutationResult = ApolloReactCommon.MutationResult<CreateOidcProfileMutation>;
export type CreateOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateOidcProfileMutation,
  CreateOidcProfileMutationVariables
>;
export const UpdateOidcProfileDocument = gql`
  mutation UpdateOidcProfile($realmId: ID!, $id: ID!, $input: OidcProfileUpdateInput!) {
    updateOidcProfile(realmId: $realmId, id: $id, input: $input) {
      oidcProfile {
        ...OidcProfileRow
      }
      ...PayloadErrors
    }
  }
  ${OidcProfileRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateOidcProfileMutationFn = ApolloReactCommon.MutationFunction<
  UpdateOidcProfileMutation,
  UpdateOidcProfileMutationVariables
>;

/**
 * __useUpdateOidcProfileMutation__
 *
 * To run a mutation, you first call `useUpdateOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateOidcProfileMutation, { data, loading, error }] = useUpdateOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateOidcProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateOidcProfileMutation,
    UpdateOidcProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateOidcProfileMutation, UpdateOidcProfileMutationVariables>(
    UpdateOidcProfileDocument,
    options,
  );
}
export type UpdateOidcProfileMutationHookResult = ReturnType<typeof useUpdateOidcProfileMutation>;
export type UpdateOidcProfileMutationResult = ApolloReactCommon.MutationResult<UpdateOidcProfileMutation>;
export type UpdateOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateOidcProfileMutation,
  UpdateOidcProfileMutationVariables
>;
export const DeleteOidcProfileDocument = gql`
  mutation DeleteOidcProfile($realmId: ID!, $id: ID!) {
    deleteOidcProfile(realmId: $realmId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteOidcProfileMutationFn = ApolloReactCommon.MutationFunction<
  DeleteOidcProfileMutation,
  DeleteOidcProfileMutationVariables
>;

/**
 * __useDeleteOidcProfileMutation__
 *
 * To run a mutation, you first call `useDeleteOidcProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteOidcProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteOidcProfileMutation, { data, loading, error }] = useDeleteOidcProfileMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteOidcProfileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteOidcProfileMutation,
    DeleteOidcProfileMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteOidcProfileMutation, DeleteOidcProfileMutationVariables>(
    DeleteOidcProfileDocument,
    options,
  );
}
export type DeleteOidcProfileMutationHookResult = ReturnType<typeof useDeleteOidcProfileMutation>;
export type DeleteOidcProfileMutationResult = ApolloReactCommon.MutationResult<DeleteOidcProfileMutation>;
export type DeleteOidcProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteOidcProfileMutation,
  DeleteOidcProfileMutationVariables
>;
export const CreateRealmUserDocument = gql`
  mutation CreateRealmUser($realmId: ID!, $input: UserAuthenticationInfoCreateInput!) {
    createUserAuthenticationInfo(realmId: $realmId, input: $input) {
      user {
        ...RealmUserRow
      }
      ...PayloadErrors
    }
  }
  ${RealmUserRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateRealmUserMutationFn = ApolloReactCommon.MutationFunction<
  CreateRealmUserMutation,
  CreateRealmUserMutationVariables
>;

/**
 * __useCreateRealmUserMutation__
 *
 * To run a mutation, you first call `useCreateRealmUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRealmUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRealmUserMutation, { data, loading, error }] = useCreateRealmUserMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRealmUserMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateRealmUserMutation,
    CreateRealmUserMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateRealmUserMutation, CreateRealmUserMutationVariables>(
    CreateRealmUserDocument,
    options,
  );
}
export type CreateRealmUserMutationHookResult = ReturnType<typeof useCreateRealmUserMutation>;
export type CreateRealmUserMutationResult = ApolloReactCommon.MutationResult<CreateRealmUserMutation>;
export type CreateRealmUserMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateRealmUserMutation,
  CreateRealmUserMutationVariables
>;
export const RealmPasswordProfileDocument = gql`
  query RealmPasswordProfile($realmId: ID!, $id: ID!) {
    realm(id: $realmId) {
      id
      passwordProfile(id: $id) {
        ...PasswordProfileRow
      }
    }
  }
  ${PasswordProfileRowFragmentDoc}
`;

/**
 * __useRealmPasswordProfileQuery__
 *
 * To run a query within a React component, call `useRealmPasswordProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmPasswordProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmPasswordProfileQuery({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmPasswordProfileQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    RealmPasswordProfileQuery,
    RealmPasswordProfileQueryVariables
  > &
    ({ variables: RealmPasswordProfileQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmPasswordProfileQuery, RealmPasswordProfileQueryVariables>(
    RealmPasswordProfileDocument,
    options,
  );
}
export function useRealmPasswordProfileLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    RealmPasswordProfileQuery,
    RealmPasswordProfileQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmPasswordProfileQuery, RealmPasswordProfileQueryVariables>(
    RealmPasswordProfileDocument,
    options,
  );
}
// @ts-ignore
export function useRealmPasswordProfileSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RealmPasswordProfileQuery,
    RealmPasswordProfileQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RealmPasswordProfileQuery, RealmPasswordProfileQueryVariables>;
export function useRealmPasswordProfileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RealmPasswordProfileQuery,
        RealmPasswordProfileQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  RealmPasswordProfileQuery | undefined,
  RealmPasswordProfileQueryVariables
>;
export function useRealmPasswordProfileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RealmPasswordProfileQuery,
        RealmPasswordProfileQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmPasswordProfileQuery, RealmPasswordProfileQueryVariables>(
    RealmPasswordProfileDocument,
    options,
  );
}
export type RealmPasswordProfileQueryHookResult = ReturnType<typeof useRealmPasswordProfileQuery>;
export type RealmPasswordProfileLazyQueryHookResult = ReturnType<typeof useRealmPasswordProfileLazyQuery>;
export type RealmPasswordProfileSuspenseQueryHookResult = ReturnType<
  typeof useRealmPasswordProfileSuspenseQuery
>;
export type RealmPasswordProfileQueryResult = ApolloReactCommon.QueryResult<
  RealmPasswordProfileQuery,
  RealmPasswordProfileQueryVariables
>;
export const RealmOidcProfileDocument = gql`
  query RealmOidcProfile($realmId: ID!, $id: ID!) {
    realm(id: $realmId) {
      id
      oidcProfile(id: $id) {
        ...OidcProfileRow
      }
    }
  }
  ${OidcProfileRowFragmentDoc}
`;

/**
 * __useRealmOidcProfileQuery__
 *
 * To run a query within a React component, call `useRealmOidcProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmOidcProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmOidcProfileQuery({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmOidcProfileQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<RealmOidcProfileQuery, RealmOidcProfileQueryVariables> &
    ({ variables: RealmOidcProfileQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>(
    RealmOidcProfileDocument,
    options,
  );
}
export function useRealmOidcProfileLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>(
    RealmOidcProfileDocument,
    options,
  );
}
// @ts-ignore
export function useRealmOidcProfileSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RealmOidcProfileQuery,
    RealmOidcProfileQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>;
export function useRealmOidcProfileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmOidcProfileQuery | undefined, RealmOidcProfileQueryVariables>;
export function useRealmOidcProfileSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmOidcProfileQuery, RealmOidcProfileQueryVariables>(
    RealmOidcProfileDocument,
    options,
  );
}
export type RealmOidcProfileQueryHookResult = ReturnType<typeof useRealmOidcProfileQuery>;
export type RealmOidcProfileLazyQueryHookResult = ReturnType<typeof useRealmOidcProfileLazyQuery>;
export type RealmOidcProfileSuspenseQueryHookResult = ReturnType<typeof useRealmOidcProfileSuspenseQuery>;
export type RealmOidcProfileQueryResult = ApolloReactCommon.QueryResult<
  RealmOidcProfileQuery,
  RealmOidcProfileQueryVariables
>;
export const RealmUserDetailsDocument = gql`
  query RealmUserDetails($realmId: ID!, $id: ID!) {
    realm(id: $realmId) {
      ...RealmListItem
      passwordProfiles(page: { limit: 100 }) {
        items {
          ...PasswordProfileRow
        }
      }
      user(id: $id) {
        ...RealmUserRow
        updatedAt
        passwordProfileInfos(page: { limit: 100 }) {
          items {
            ...PasswordProfileInfoRow
          }
          ...PageTotal
        }
      }
    }
  }
  ${RealmListItemFragmentDoc}
  ${PasswordProfileRowFragmentDoc}
  ${RealmUserRowFragmentDoc}
  ${PasswordProfileInfoRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useRealmUserDetailsQuery__
 *
 * To run a query within a React component, call `useRealmUserDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmUserDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmUserDetailsQuery({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmUserDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<RealmUserDetailsQuery, RealmUserDetailsQueryVariables> &
    ({ variables: RealmUserDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>(
    RealmUserDetailsDocument,
    options,
  );
}
export function useRealmUserDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>(
    RealmUserDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useRealmUserDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RealmUserDetailsQuery,
    RealmUserDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>;
export function useRealmUserDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<RealmUserDetailsQuery | undefined, RealmUserDetailsQueryVariables>;
export function useRealmUserDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<RealmUserDetailsQuery, RealmUserDetailsQueryVariables>(
    RealmUserDetailsDocument,
    options,
  );
}
export type RealmUserDetailsQueryHookResult = ReturnType<typeof useRealmUserDetailsQuery>;
export type RealmUserDetailsLazyQueryHookResult = ReturnType<typeof useRealmUserDetailsLazyQuery>;
export type RealmUserDetailsSuspenseQueryHookResult = ReturnType<typeof useRealmUserDetailsSuspenseQuery>;
export type RealmUserDetailsQueryResult = ApolloReactCommon.QueryResult<
  RealmUserDetailsQuery,
  RealmUserDetailsQueryVariables
>;
export const RealmPasswordProfileInfoDocument = gql`
  query RealmPasswordProfileInfo($realmId: ID!, $userId: ID!, $id: ID!) {
    realm(id: $realmId) {
      id
      user(id: $userId) {
        id
        passwordProfileInfo(id: $id) {
          ...PasswordProfileInfoRow
        }
      }
    }
  }
  ${PasswordProfileInfoRowFragmentDoc}
`;

/**
 * __useRealmPasswordProfileInfoQuery__
 *
 * To run a query within a React component, call `useRealmPasswordProfileInfoQuery` and pass it any options that fit your needs.
 * When your component renders, `useRealmPasswordProfileInfoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRealmPasswordProfileInfoQuery({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      userId: // value for 'userId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRealmPasswordProfileInfoQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    RealmPasswordProfileInfoQuery,
    RealmPasswordProfileInfoQueryVariables
  > &
    ({ variables: RealmPasswordProfileInfoQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<RealmPasswordProfileInfoQuery, RealmPasswordProfileInfoQueryVariables>(
    RealmPasswordProfileInfoDocument,
    options,
  );
}
export function useRealmPasswordProfileInfoLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    RealmPasswordProfileInfoQuery,
    RealmPasswordProfileInfoQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<RealmPasswordProfileInfoQuery, RealmPasswordProfileInfoQueryVariables>(
    RealmPasswordProfileInfoDocument,
    options,
  );
}
// @ts-ignore
export function useRealmPasswordProfileInfoSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    RealmPasswordProfileInfoQuery,
    RealmPasswordProfileInfoQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  RealmPasswordProfileInfoQuery,
  RealmPasswordProfileInfoQueryVariables
>;
export function useRealmPasswordProfileInfoSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RealmPasswordProfileInfoQuery,
        RealmPasswordProfileInfoQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  RealmPasswordProfileInfoQuery | undefined,
  RealmPasswordProfileInfoQueryVariables
>;
export function useRealmPasswordProfileInfoSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        RealmPasswordProfileInfoQuery,
        RealmPasswordProfileInfoQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    RealmPasswordProfileInfoQuery,
    RealmPasswordProfileInfoQueryVariables
  >(RealmPasswordProfileInfoDocument, options);
}
export type RealmPasswordProfileInfoQueryHookResult = ReturnType<typeof useRealmPasswordProfileInfoQuery>;
export type RealmPasswordProfileInfoLazyQueryHookResult = ReturnType<
  typeof useRealmPasswordProfileInfoLazyQuery
>;
export type RealmPasswordProfileInfoSuspenseQueryHookResult = ReturnType<
  typeof useRealmPasswordProfileInfoSuspenseQuery
>;
export type RealmPasswordProfileInfoQueryResult = ApolloReactCommon.QueryResult<
  RealmPasswordProfileInfoQuery,
  RealmPasswordProfileInfoQueryVariables
>;
export const MerchantRealmMappingListDocument = gql`
  query MerchantRealmMappingList {
    merchantRealmMappings {
      ...MerchantRealmMappingRow
    }
  }
  ${MerchantRealmMappingRowFragmentDoc}
`;

/**
 * __useMerchantRealmMappingListQuery__
 *
 * To run a query within a React component, call `useMerchantRealmMappingListQuery` and pass it any options that fit your needs.
 * When your component renders, `useMerchantRealmMappingListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMerchantRealmMappingListQuery({
 *   variables: {
 *   },
 * });
 */
export function useMerchantRealmMappingListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    MerchantRealmMappingListQuery,
    MerchantRealmMappingListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<MerchantRealmMappingListQuery, MerchantRealmMappingListQueryVariables>(
    MerchantRealmMappingListDocument,
    options,
  );
}
export function useMerchantRealmMappingListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    MerchantRealmMappingListQuery,
    MerchantRealmMappingListQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<MerchantRealmMappingListQuery, MerchantRealmMappingListQueryVariables>(
    MerchantRealmMappingListDocument,
    options,
  );
}
// @ts-ignore
export function useMerchantRealmMappingListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    MerchantRealmMappingListQuery,
    MerchantRealmMappingListQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  MerchantRealmMappingListQuery,
  MerchantRealmMappingListQueryVariables
>;
export function useMerchantRealmMappingListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        MerchantRealmMappingListQuery,
        MerchantRealmMappingListQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  MerchantRealmMappingListQuery | undefined,
  MerchantRealmMappingListQueryVariables
>;
export function useMerchantRealmMappingListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        MerchantRealmMappingListQuery,
        MerchantRealmMappingListQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    MerchantRealmMappingListQuery,
    MerchantRealmMappingListQueryVariables
  >(MerchantRealmMappingListDocument, options);
}
export type MerchantRealmMappingListQueryHookResult = ReturnType<typeof useMerchantRealmMappingListQuery>;
export type MerchantRealmMappingListLazyQueryHookResult = ReturnType<
  typeof useMerchantRealmMappingListLazyQuery
>;
export type MerchantRealmMappingListSuspenseQueryHookResult = ReturnType<
  typeof useMerchantRealmMappingListSuspenseQuery
>;
export type MerchantRealmMappingListQueryResult = ApolloReactCommon.QueryResult<
  MerchantRealmMappingListQuery,
  MerchantRealmMappingListQueryVariables
>;
export const MerchantRealmMappingDetailsDocument = gql`
  query MerchantRealmMappingDetails($id: ID!) {
    merchantRealmMapping(id: $id) {
      ...MerchantRealmMappingRow
    }
  }
  ${MerchantRealmMappingRowFragmentDoc}
`;

/**
 * __useMerchantRealmMappingDetailsQuery__
 *
 * To run a query within a React component, call `useMerchantRealmMappingDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMerchantRealmMappingDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMerchantRealmMappingDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMerchantRealmMappingDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  > &
    ({ variables: MerchantRealmMappingDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  >(MerchantRealmMappingDetailsDocument, options);
}
export function useMerchantRealmMappingDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  >(MerchantRealmMappingDetailsDocument, options);
}
// @ts-ignore
export function useMerchantRealmMappingDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  MerchantRealmMappingDetailsQuery,
  MerchantRealmMappingDetailsQueryVariables
>;
export function useMerchantRealmMappingDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        MerchantRealmMappingDetailsQuery,
        MerchantRealmMappingDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  MerchantRealmMappingDetailsQuery | undefined,
  MerchantRealmMappingDetailsQueryVariables
>;
export function useMerchantRealmMappingDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        MerchantRealmMappingDetailsQuery,
        MerchantRealmMappingDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    MerchantRealmMappingDetailsQuery,
    MerchantRealmMappingDetailsQueryVariables
  >(MerchantRealmMappingDetailsDocument, options);
}
export type MerchantRealmMappingDetailsQueryHookResult = ReturnType<
  typeof useMerchantRealmMappingDetailsQuery
>;
export type MerchantRealmMappingDetailsLazyQueryHookResult = ReturnType<
  typeof useMerchantRealmMappingDetailsLazyQuery
>;
export type MerchantRealmMappingDetailsSuspenseQueryHookResult = ReturnType<
  typeof useMerchantRealmMappingDetailsSuspenseQuery
>;
export type MerchantRealmMappingDetailsQueryResult = ApolloReactCommon.QueryResult<
  MerchantRealmMappingDetailsQuery,
  MerchantRealmMappingDetailsQueryVariables
>;
export const CreateRealmDocument = gql`
  mutation CreateRealm($input: RealmCreateInput!) {
    createRealm(input: $input) {
      realm {
        ...RealmListItem
      }
      ...PayloadErrors
    }
  }
  ${RealmListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateRealmMutationFn = ApolloReactCommon.MutationFunction<
  CreateRealmMutation,
  CreateRealmMutationVariables
>;

/**
 * __useCreateRealmMutation__
 *
 * To run a mutation, you first call `useCreateRealmMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRealmMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRealmMutation, { data, loading, error }] = useCreateRealmMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRealmMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRealmMutation, CreateRealmMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateRealmMutation, CreateRealmMutationVariables>(
    CreateRealmDocument,
    options,
  );
}
export type CreateRealmMutationHookResult = ReturnType<typeof useCreateRealmMutation>;
export type CreateRealmMutationResult = ApolloReactCommon.MutationResult<CreateRealmMutation>;
export type CreateRealmMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateRealmMutation,
  CreateRealmMutationVariables
>;
export const UpdateRealmUserDocument = gql`
  mutation UpdateRealmUser($realmId: ID!, $id: ID!, $input: UserAuthenticationInfoUpdateInput!) {
    updateUserAuthenticationInfo(realmId: $realmId, id: $id, input: $input) {
      user {
        ...RealmUserRow
      }
      ...PayloadErrors
    }
  }
  ${RealmUserRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateRealmUserMutationFn = ApolloReactCommon.MutationFunction<
  UpdateRealmUserMutation,
  UpdateRealmUserMutationVariables
>;

/**
 * __useUpdateRealmUserMutation__
 *
 * To run a mutation, you first call `useUpdateRealmUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRealmUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRealmUserMutation, { data, loading, error }] = useUpdateRealmUserMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRealmUserMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateRealmUserMutation,
    UpdateRealmUserMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateRealmUserMutation, UpdateRealmUserMutationVariables>(
    UpdateRealmUserDocument,
    options,
  );
}
export type UpdateRealmUserMutationHookResult = ReturnType<typeof useUpdateRealmUserMutation>;
export type UpdateRealmUserMutationResult = ApolloReactCommon.MutationResult<UpdateRealmUserMutation>;
export type UpdateRealmUserMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateRealmUserMutation,
  UpdateRealmUserMutationVariables
>;
export const DeleteRealmUserDocument = gql`
  mutation DeleteRealmUser($realmId: ID!, $id: ID!) {
    deleteUserAuthenticationInfo(realmId: $realmId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteRealmUserMutationFn = ApolloReactCommon.MutationFunction<
  DeleteRealmUserMutation,
  DeleteRealmUserMutationVariables
>;

/**
 * __useDeleteRealmUserMutation__
 *
 * To run a mutation, you first call `useDeleteRealmUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRealmUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRealmUserMutation, { data, loading, error }] = useDeleteRealmUserMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRealmUserMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteRealmUserMutation,
    DeleteRealmUserMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteRealmUserMutation, DeleteRealmUserMutationVariables>(
    DeleteRealmUserDocument,
    options,
  );
}
export type DeleteRealmUserMutationHookResult = ReturnType<typeof useDeleteRealmUserMutation>;
export type DeleteRealmUserMutationResult = ApolloReactCommon.MutationResult<DeleteRealmUserMutation>;
export type DeleteRealmUserMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteRealmUserMutation,
  DeleteRealmUserMutationVariables
>;
export const CreatePasswordProfileInfoDocument = gql`
  mutation CreatePasswordProfileInfo($realmId: ID!, $userId: ID!, $input: PasswordProfileInfoCreateInput!) {
    createPasswordProfileInfo(realmId: $realmId, userId: $userId, input: $input) {
      passwordProfileInfo {
        ...PasswordProfileInfoRow
      }
      ...PayloadErrors
    }
  }
  ${PasswordProfileInfoRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreatePasswordProfileInfoMutationFn = ApolloReactCommon.MutationFunction<
  CreatePasswordProfileInfoMutation,
  CreatePasswordProfileInfoMutationVariables
>;

/**
 * __useCreatePasswordProfileInfoMutation__
 *
 * To run a mutation, you first call `useCreatePasswordProfileInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePasswordProfileInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPasswordProfileInfoMutation, { data, loading, error }] = useCreatePasswordProfileInfoMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      userId: // value for 'userId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePasswordProfileInfoMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreatePasswordProfileInfoMutation,
    CreatePasswordProfileInfoMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    CreatePasswordProfileInfoMutation,
    CreatePasswordProfileInfoMutationVariables
  >(CreatePasswordProfileInfoDocument, options);
}
export type CreatePasswordProfileInfoMutationHookResult = ReturnType<
  typeof useCreatePasswordProfileInfoMutation
>;
export type CreatePasswordProfileInfoMutationResult =
  ApolloReactCommon.MutationResult<CreatePasswordProfileInfoMutation>;
export type CreatePasswordProfileInfoMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreatePasswordProfileInfoMutation,
  CreatePasswordProfileInfoMutationVariables
>;
export const UpdatePasswordProfileInfoDocument = gql`
  mutation UpdatePasswordProfileInfo(
    $realmId: ID!
    $userId: ID!
    $id: ID!
    $input: PasswordProfileInfoUpdateInput!
  ) {
    updatePasswordProfileInfo(realmId: $realmId, userId: $userId, id: $id, input: $input) {
      passwordProfileInfo {
        ...PasswordProfileInfoRow
      }
      ...PayloadErrors
    }
  }
  ${PasswordProfileInfoRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdatePasswordProfileInfoMutationFn = ApolloReactCommon.MutationFunction<
  UpdatePasswordProfileInfoMutation,
  UpdatePasswordProfileInfoMutationVariables
>;

/**
 * __useUpdatePasswordProfileInfoMutation__
 *
 * To run a mutation, you first call `useUpdatePasswordProfileInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePasswordProfileInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePasswordProfileInfoMutation, { data, loading, error }] = useUpdatePasswordProfileInfoMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      userId: // value for 'userId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePasswordProfileInfoMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdatePasswordProfileInfoMutation,
    UpdatePasswordProfileInfoMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdatePasswordProfileInfoMutation,
    UpdatePasswordProfileInfoMutationVariables
  >(UpdatePasswordProfileInfoDocument, options);
}
export type UpdatePasswordProfileInfoMutationHookResult = ReturnType<
  typeof useUpdatePasswordProfileInfoMutation
>;
export type UpdatePasswordProfileInfoMutationResult =
  ApolloReactCommon.MutationResult<UpdatePasswordProfileInfoMutation>;
export type UpdatePasswordProfileInfoMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdatePasswordProfileInfoMutation,
  UpdatePasswordProfileInfoMutationVariables
>;
export const DeletePasswordProfileInfoDocument = gql`
  mutation DeletePasswordProfileInfo($realmId: ID!, $userId: ID!, $id: ID!) {
    deletePasswordProfileInfo(realmId: $realmId, userId: $userId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeletePasswordProfileInfoMutationFn = ApolloReactCommon.MutationFunction<
  DeletePasswordProfileInfoMutation,
  DeletePasswordProfileInfoMutationVariables
>;

/**
 * __useDeletePasswordProfileInfoMutation__
 *
 * To run a mutation, you first call `useDeletePasswordProfileInfoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeletePasswordProfileInfoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deletePasswordProfileInfoMutation, { data, loading, error }] = useDeletePasswordProfileInfoMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      userId: // value for 'userId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeletePasswordProfileInfoMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeletePasswordProfileInfoMutation,
    DeletePasswordProfileInfoMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    DeletePasswordProfileInfoMutation,
    DeletePasswordProfileInfoMutationVariables
  >(DeletePasswordProfileInfoDocument, options);
}
export type DeletePasswordProfileInfoMutationHookResult = ReturnType<
  typeof useDeletePasswordProfileInfoMutation
>;
export type DeletePasswordProfileInfoMutationResult =
  ApolloReactCommon.MutationResult<DeletePasswordProfileInfoMutation>;
export type DeletePasswordProfileInfoMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeletePasswordProfileInfoMutation,
  DeletePasswordProfileInfoMutationVariables
>;
export const RequestOneTimePasswordDocument = gql`
  mutation RequestOneTimePassword(
    $realmId: ID!
    $passwordProfileId: ID!
    $input: OneTimePasswordRequestInput!
  ) {
    requestOneTimePassword(realmId: $realmId, passwordProfileId: $passwordProfileId, input: $input) {
      accepted
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RequestOneTimePasswordMutationFn = ApolloReactCommon.MutationFunction<
  RequestOneTimePasswordMutation,
  RequestOneTimePasswordMutationVariables
>;

/**
 * __useRequestOneTimePasswordMutation__
 *
 * To run a mutation, you first call `useRequestOneTimePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestOneTimePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestOneTimePasswordMutation, { data, loading, error }] = useRequestOneTimePasswordMutation({
 *   variables: {
 *      realmId: // value for 'realmId'
 *      passwordProfileId: // value for 'passwordProfileId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestOneTimePasswordMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RequestOneTimePasswordMutation,
    RequestOneTimePasswordMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RequestOneTimePasswordMutation,
    RequestOneTimePasswordMutationVariables
  >(RequestOneTimePasswordDocument, options);
}
export type RequestOneTimePasswordMutationHookResult = ReturnType<typeof useRequestOneTimePasswordMutation>;
export type RequestOneTimePasswordMutationResult =
  ApolloReactCommon.MutationResult<RequestOneTimePasswordMutation>;
export type RequestOneTimePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RequestOneTimePasswordMutation,
  RequestOneTimePasswordMutationVariables
>;
export const UpdateMerchantRealmMappingDocument = gql`
  mutation UpdateMerchantRealmMapping($id: ID!, $input: MerchantRealmMappingUpdateInput!) {
    updateMerchantRealmMapping(id: $id, input: $input) {
      merchantRealmMapping {
        ...MerchantRealmMappingRow
      }
      ...PayloadErrors
    }
  }
  ${MerchantRealmMappingRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateMerchantRealmMappingMutationFn = ApolloReactCommon.MutationFunction<
  UpdateMerchantRealmMappingMutation,
  UpdateMerchantRealmMappingMutationVariables
>;

/**
 * __useUpdateMerchantRealmMappingMutation__
 *
 * To run a mutation, you first call `useUpdateMerchantRealmMappingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMerchantRealmMappingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMerchantRealmMappingMutation, { data, loading, error }] = useUpdateMerchantRealmMappingMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMerchantRealmMappingMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateMerchantRealmMappingMutation,
    UpdateMerchantRealmMappingMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    UpdateMerchantRealmMappingMutation,
    UpdateMerchantRealmMappingMutationVariables
  >(UpdateMerchantRealmMappingDocument, options);
}
export type UpdateMerchantRealmMappingMutationHookResult = ReturnType<
  typeof useUpdateMerchantRealmMappingMutation
>;
export type UpdateMerchantRealmMappingMutationResult =
  ApolloReactCommon.MutationResult<UpdateMerchantRealmMappingMutation>;
export type UpdateMerchantRealmMappingMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateMerchantRealmMappingMutation,
  UpdateMerchantRealmMappingMutationVariables
>;

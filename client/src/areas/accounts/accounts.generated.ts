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
import { AddressRowFragmentDoc, AddressListFragmentDoc } from '../customers/customers.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type AccountListItemFragment = {
  __typename: 'Account';
  id: string;
  name: string;
  legalName: string | null;
  registrationId: string | null;
  externalRef: string | null;
  parentId: string | null;
  updatedAt: string | null;
  parent: { __typename: 'Account'; id: string; name: string } | null;
  tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
};

export type AccountMemberSummaryFragment = {
  __typename: 'AccountMember';
  id: string;
  name: string;
  email: string;
};

export type AccountMembershipRowFragment = {
  __typename: 'AccountMembership';
  id: string;
  accountId: string;
  memberId: string;
  createdAt: string | null;
  member: { __typename: 'AccountMember'; id: string; name: string; email: string } | null;
};

export type AccountListQueryVariables = Exact<{
  filter?: Types.AccountFilter | null | undefined;
  sort?: Array<Types.AccountSort> | Types.AccountSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type AccountListQuery = {
  __typename: 'Query';
  accounts: {
    __typename: 'AccountPage';
    items: Array<{
      __typename: 'Account';
      id: string;
      name: string;
      legalName: string | null;
      registrationId: string | null;
      externalRef: string | null;
      parentId: string | null;
      updatedAt: string | null;
      parent: { __typename: 'Account'; id: string; name: string } | null;
      tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type AccountParentOptionsQueryVariables = Exact<{
  name?: string | null | undefined;
}>;

export type AccountParentOptionsQuery = {
  __typename: 'Query';
  accounts: { __typename: 'AccountPage'; items: Array<{ __typename: 'Account'; id: string; name: string }> };
};

export type AccountDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type AccountDetailsQuery = {
  __typename: 'Query';
  account: {
    __typename: 'Account';
    id: string;
    name: string;
    legalName: string | null;
    registrationId: string | null;
    externalRef: string | null;
    parentId: string | null;
    updatedAt: string | null;
    parent: { __typename: 'Account'; id: string; name: string } | null;
    tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
  } | null;
};

export type AccountAddressesQueryVariables = Exact<{
  id: string | number;
}>;

export type AccountAddressesQuery = {
  __typename: 'Query';
  account: {
    __typename: 'Account';
    id: string;
    addresses: {
      __typename: 'AddressPage';
      items: Array<{
        __typename: 'Address';
        id: string;
        name: string | null;
        firstName: string | null;
        lastName: string | null;
        companyName: string | null;
        phoneNumber: string | null;
        instructions: string | null;
        line1: string | null;
        line2: string | null;
        city: string | null;
        county: string | null;
        region: string | null;
        postcode: string | null;
        country: string | null;
        updatedAt: string | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type AccountTagOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type AccountTagOptionsQuery = {
  __typename: 'Query';
  accountTags: {
    __typename: 'AccountTagPage';
    items: Array<{ __typename: 'AccountTag'; id: string; name: string; description: string | null }>;
  };
};

export type AccountMembershipsQueryVariables = Exact<{
  id: string | number;
}>;

export type AccountMembershipsQuery = {
  __typename: 'Query';
  account: {
    __typename: 'Account';
    id: string;
    memberships: {
      __typename: 'AccountMembershipPage';
      items: Array<{
        __typename: 'AccountMembership';
        id: string;
        accountId: string;
        memberId: string;
        createdAt: string | null;
        member: { __typename: 'AccountMember'; id: string; name: string; email: string } | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type UnassignedAccountMembersQueryVariables = Exact<{
  id: string | number;
}>;

export type UnassignedAccountMembersQuery = {
  __typename: 'Query';
  account: {
    __typename: 'Account';
    id: string;
    unassignedMembers: {
      __typename: 'AccountMemberPage';
      items: Array<{ __typename: 'AccountMember'; id: string; name: string; email: string }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type CreateAccountMutationVariables = Exact<{
  input: Types.AccountCreateInput;
}>;

export type CreateAccountMutation = {
  __typename: 'Mutation';
  createAccount: {
    __typename: 'AccountPayload';
    account: {
      __typename: 'Account';
      id: string;
      name: string;
      legalName: string | null;
      registrationId: string | null;
      externalRef: string | null;
      parentId: string | null;
      updatedAt: string | null;
      parent: { __typename: 'Account'; id: string; name: string } | null;
      tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type UpdateAccountMutationVariables = Exact<{
  id: string | number;
  input: Types.AccountUpdateInput;
}>;

export type UpdateAccountMutation = {
  __typename: 'Mutation';
  updateAccount: {
    __typename: 'AccountPayload';
    account: {
      __typename: 'Account';
      id: string;
      name: string;
      legalName: string | null;
      registrationId: string | null;
      externalRef: string | null;
      parentId: string | null;
      updatedAt: string | null;
      parent: { __typename: 'Account'; id: string; name: string } | null;
      tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteAccountMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAccountMutation = {
  __typename: 'Mutation';
  deleteAccount: {
    __typename: 'DeleteAccountPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  input: Types.AddressCreateInput;
}>;

export type CreateAccountAddressMutation = {
  __typename: 'Mutation';
  createAccountAddress: {
    __typename: 'AddressPayload';
    address: {
      __typename: 'Address';
      id: string;
      name: string | null;
      firstName: string | null;
      lastName: string | null;
      companyName: string | null;
      phoneNumber: string | null;
      instructions: string | null;
      line1: string | null;
      line2: string | null;
      city: string | null;
      county: string | null;
      region: string | null;
      postcode: string | null;
      country: string | null;
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

export type UpdateAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
  input: Types.AddressUpdateInput;
}>;

export type UpdateAccountAddressMutation = {
  __typename: 'Mutation';
  updateAccountAddress: {
    __typename: 'AddressPayload';
    address: {
      __typename: 'Address';
      id: string;
      name: string | null;
      firstName: string | null;
      lastName: string | null;
      companyName: string | null;
      phoneNumber: string | null;
      instructions: string | null;
      line1: string | null;
      line2: string | null;
      city: string | null;
      county: string | null;
      region: string | null;
      postcode: string | null;
      country: string | null;
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

export type DeleteAccountAddressMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;

export type DeleteAccountAddressMutation = {
  __typename: 'Mutation';
  deleteAccountAddress: {
    __typename: 'DeleteAddressPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CreateAccountTagMutationVariables = Exact<{
  input: Types.AccountTagCreateInput;
}>;

export type CreateAccountTagMutation = {
  __typename: 'Mutation';
  createAccountTag: {
    __typename: 'AccountTagPayload';
    tag: { __typename: 'AccountTag'; id: string; name: string; description: string | null } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AttachAccountTagsMutationVariables = Exact<{
  accountId: string | number;
  tagIds: Array<string | number> | string | number;
}>;

export type AttachAccountTagsMutation = {
  __typename: 'Mutation';
  attachAccountTags: {
    __typename: 'AccountPayload';
    account: {
      __typename: 'Account';
      id: string;
      name: string;
      legalName: string | null;
      registrationId: string | null;
      externalRef: string | null;
      parentId: string | null;
      updatedAt: string | null;
      parent: { __typename: 'Account'; id: string; name: string } | null;
      tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DetachAccountTagsMutationVariables = Exact<{
  accountId: string | number;
  tagIds: Array<string | number> | string | number;
}>;

export type DetachAccountTagsMutation = {
  __typename: 'Mutation';
  detachAccountTags: {
    __typename: 'AccountPayload';
    account: {
      __typename: 'Account';
      id: string;
      name: string;
      legalName: string | null;
      registrationId: string | null;
      externalRef: string | null;
      parentId: string | null;
      updatedAt: string | null;
      parent: { __typename: 'Account'; id: string; name: string } | null;
      tags: Array<{ __typename: 'AccountTag'; id: string; name: string }>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AddAccountMemberMutationVariables = Exact<{
  accountId: string | number;
  memberId: string | number;
}>;

export type AddAccountMemberMutation = {
  __typename: 'Mutation';
  addAccountMember: {
    __typename: 'AccountMembershipPayload';
    membership: {
      __typename: 'AccountMembership';
      id: string;
      accountId: string;
      memberId: string;
      createdAt: string | null;
      member: { __typename: 'AccountMember'; id: string; name: string; email: string } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RemoveAccountMembershipMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;

export type RemoveAccountMembershipMutation = {
  __typename: 'Mutation';
  removeAccountMembership: {
    __typename: 'DeleteAccountMembershipPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AccountTagOptionFragment = {
  __typename: 'AccountTag';
  id: string;
  name: string;
  description: string | null;
};

export type AccountTagRowFragment = {
  __typename: 'AccountTag';
  updatedAt: string | null;
  id: string;
  name: string;
  description: string | null;
};

export type MemberMembershipRowFragment = {
  __typename: 'AccountMembership';
  id: string;
  accountId: string;
  createdAt: string | null;
  account: { __typename: 'Account'; id: string; name: string } | null;
};

export type AccountTagListQueryVariables = Exact<{
  filter?: Types.AccountTagFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type AccountTagListQuery = {
  __typename: 'Query';
  accountTags: {
    __typename: 'AccountTagPage';
    items: Array<{
      __typename: 'AccountTag';
      updatedAt: string | null;
      id: string;
      name: string;
      description: string | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type AccountTagDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type AccountTagDetailsQuery = {
  __typename: 'Query';
  accountTag: {
    __typename: 'AccountTag';
    updatedAt: string | null;
    id: string;
    name: string;
    description: string | null;
  } | null;
};

export type UpdateAccountTagMutationVariables = Exact<{
  id: string | number;
  input: Types.AccountTagUpdateInput;
}>;

export type UpdateAccountTagMutation = {
  __typename: 'Mutation';
  updateAccountTag: {
    __typename: 'AccountTagPayload';
    tag: {
      __typename: 'AccountTag';
      updatedAt: string | null;
      id: string;
      name: string;
      description: string | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteAccountTagMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteAccountTagMutation = {
  __typename: 'Mutation';
  deleteAccountTag: {
    __typename: 'DeleteAccountTagPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type AccountMemberDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type AccountMemberDetailsQuery = {
  __typename: 'Query';
  accountMember: {
    __typename: 'AccountMember';
    id: string;
    name: string;
    email: string;
    createdAt: string | null;
    memberships: {
      __typename: 'AccountMembershipPage';
      items: Array<{
        __typename: 'AccountMembership';
        id: string;
        accountId: string;
        createdAt: string | null;
        account: { __typename: 'Account'; id: string; name: string } | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  } | null;
};

export type AccountMembershipDetailsQueryVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;

export type AccountMembershipDetailsQuery = {
  __typename: 'Query';
  account: {
    __typename: 'Account';
    id: string;
    name: string;
    membership: {
      __typename: 'AccountMembership';
      id: string;
      createdAt: string | null;
      memberId: string;
      member: { __typename: 'AccountMember'; id: string; name: string; email: string } | null;
    } | null;
  } | null;
};

export type AccountMemberRealmFragment = {
  __typename: 'Realm';
  id: string;
  name: string;
  originType: string | null;
  passwordProfiles: {
    __typename: 'PasswordProfilePage';
    items: Array<{ __typename: 'PasswordProfile'; id: string; name: string }>;
  };
};

export type AccountMemberRealmSettingsFragment = {
  __typename: 'Settings';
  accountAuthentication: {
    __typename: 'AccountAuthenticationSettings';
    realm: {
      __typename: 'Realm';
      id: string;
      name: string;
      originType: string | null;
      passwordProfiles: {
        __typename: 'PasswordProfilePage';
        items: Array<{ __typename: 'PasswordProfile'; id: string; name: string }>;
      };
    } | null;
  };
};

export type AccountMemberSignInProfilesQueryVariables = Exact<{ [key: string]: never }>;

export type AccountMemberSignInProfilesQuery = {
  __typename: 'Query';
  settings: {
    __typename: 'Settings';
    accountAuthentication: {
      __typename: 'AccountAuthenticationSettings';
      realm: {
        __typename: 'Realm';
        id: string;
        name: string;
        originType: string | null;
        passwordProfiles: {
          __typename: 'PasswordProfilePage';
          items: Array<{ __typename: 'PasswordProfile'; id: string; name: string }>;
        };
      } | null;
    };
  };
};

export type AccountMemberSignInTestMutationVariables = Exact<{
  input: Types.AccountMemberTokenInput;
}>;

export type AccountMemberSignInTestMutation = {
  __typename: 'Mutation';
  createAccountMemberToken: {
    __typename: 'AccountMemberTokensPayload';
    accountMemberId: string | null;
    tokens: Array<{
      __typename: 'AccountMemberToken';
      accountId: string;
      accountName: string;
      expiresAt: string | null;
    }>;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const AccountListItemFragmentDoc = gql`
  fragment AccountListItem on Account {
    id
    name
    legalName
    registrationId
    externalRef
    parentId
    parent {
      id
      name
    }
    tags {
      id
      name
    }
    updatedAt
  }
`;
export const AccountMemberSummaryFragmentDoc = gql`
  fragment AccountMemberSummary on AccountMember {
    id
    name
    email
  }
`;
export const AccountMembershipRowFragmentDoc = gql`
  fragment AccountMembershipRow on AccountMembership {
    id
    accountId
    memberId
    createdAt
    member {
      ...AccountMemberSummary
    }
  }
`;
export const AccountTagOptionFragmentDoc = gql`
  fragment AccountTagOption on AccountTag {
    id
    name
    description
  }
`;
export const AccountTagRowFragmentDoc = gql`
  fragment AccountTagRow on AccountTag {
    ...AccountTagOption
    updatedAt
  }
`;
export const MemberMembershipRowFragmentDoc = gql`
  fragment MemberMembershipRow on AccountMembership {
    id
    accountId
    createdAt
    account {
      id
      name
    }
  }
`;
export const AccountMemberRealmFragmentDoc = gql`
  fragment AccountMemberRealm on Realm {
    id
    name
    originType
    passwordProfiles(page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
`;
export const AccountMemberRealmSettingsFragmentDoc = gql`
  fragment AccountMemberRealmSettings on Settings {
    accountAuthentication {
      realm {
        ...AccountMemberRealm
      }
    }
  }
`;
export const AccountListDocument = gql`
  query AccountList($filter: AccountFilter, $sort: [AccountSort!], $page: PageInput) {
    accounts(filter: $filter, sort: $sort, page: $page) {
      items {
        ...AccountListItem
      }
      ...PageFields
    }
  }
  ${AccountListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useAccountListQuery__
 *
 * To run a query within a React component, call `useAccountListQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAccountListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<AccountListQuery, AccountListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountListQuery, AccountListQueryVariables>(AccountListDocument, options);
}
export function useAccountListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountListQuery, AccountListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountListQuery, AccountListQueryVariables>(
    AccountListDocument,
    options,
  );
}
// @ts-ignore
export function useAccountListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountListQuery, AccountListQueryVariables>;
export function useAccountListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountListQuery | undefined, AccountListQueryVariables>;
export function useAccountListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountListQuery, AccountListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountListQuery, AccountListQueryVariables>(
    AccountListDocument,
    options,
  );
}
export type AccountListQueryHookResult = ReturnType<typeof useAccountListQuery>;
export type AccountListLazyQueryHookResult = ReturnType<typeof useAccountListLazyQuery>;
export type AccountListSuspenseQueryHookResult = ReturnType<typeof useAccountListSuspenseQuery>;
export type AccountListQueryResult = ApolloReactCommon.QueryResult<
  AccountListQuery,
  AccountListQueryVariables
>;
export const AccountParentOptionsDocument = gql`
  query AccountParentOptions($name: String) {
    accounts(filter: { name: { like: $name } }, sort: [{ field: NAME }], page: { limit: 100 }) {
      items {
        id
        name
      }
    }
  }
`;

/**
 * __useAccountParentOptionsQuery__
 *
 * To run a query within a React component, call `useAccountParentOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountParentOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountParentOptionsQuery({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useAccountParentOptionsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    AccountParentOptionsQuery,
    AccountParentOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(
    AccountParentOptionsDocument,
    options,
  );
}
export function useAccountParentOptionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountParentOptionsQuery,
    AccountParentOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(
    AccountParentOptionsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountParentOptionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountParentOptionsQuery,
    AccountParentOptionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>;
export function useAccountParentOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountParentOptionsQuery,
        AccountParentOptionsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountParentOptionsQuery | undefined,
  AccountParentOptionsQueryVariables
>;
export function useAccountParentOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountParentOptionsQuery,
        AccountParentOptionsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountParentOptionsQuery, AccountParentOptionsQueryVariables>(
    AccountParentOptionsDocument,
    options,
  );
}
export type AccountParentOptionsQueryHookResult = ReturnType<typeof useAccountParentOptionsQuery>;
export type AccountParentOptionsLazyQueryHookResult = ReturnType<typeof useAccountParentOptionsLazyQuery>;
export type AccountParentOptionsSuspenseQueryHookResult = ReturnType<
  typeof useAccountParentOptionsSuspenseQuery
>;
export type AccountParentOptionsQueryResult = ApolloReactCommon.QueryResult<
  AccountParentOptionsQuery,
  AccountParentOptionsQueryVariables
>;
export const AccountDetailsDocument = gql`
  query AccountDetails($id: ID!) {
    account(id: $id) {
      ...AccountListItem
    }
  }
  ${AccountListItemFragmentDoc}
`;

/**
 * __useAccountDetailsQuery__
 *
 * To run a query within a React component, call `useAccountDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables> &
    ({ variables: AccountDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(
    AccountDetailsDocument,
    options,
  );
}
export function useAccountDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(
    AccountDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountDetailsQuery, AccountDetailsQueryVariables>;
export function useAccountDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountDetailsQuery | undefined, AccountDetailsQueryVariables>;
export function useAccountDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountDetailsQuery, AccountDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountDetailsQuery, AccountDetailsQueryVariables>(
    AccountDetailsDocument,
    options,
  );
}
export type AccountDetailsQueryHookResult = ReturnType<typeof useAccountDetailsQuery>;
export type AccountDetailsLazyQueryHookResult = ReturnType<typeof useAccountDetailsLazyQuery>;
export type AccountDetailsSuspenseQueryHookResult = ReturnType<typeof useAccountDetailsSuspenseQuery>;
export type AccountDetailsQueryResult = ApolloReactCommon.QueryResult<
  AccountDetailsQuery,
  AccountDetailsQueryVariables
>;
export const AccountAddressesDocument = gql`
  query AccountAddresses($id: ID!) {
    account(id: $id) {
      id
      addresses(page: { limit: 100 }) {
        ...AddressList
      }
    }
  }
  ${AddressListFragmentDoc}
  ${AddressRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useAccountAddressesQuery__
 *
 * To run a query within a React component, call `useAccountAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountAddressesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountAddressesQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables> &
    ({ variables: AccountAddressesQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(
    AccountAddressesDocument,
    options,
  );
}
export function useAccountAddressesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(
    AccountAddressesDocument,
    options,
  );
}
// @ts-ignore
export function useAccountAddressesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountAddressesQuery,
    AccountAddressesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountAddressesQuery, AccountAddressesQueryVariables>;
export function useAccountAddressesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountAddressesQuery | undefined, AccountAddressesQueryVariables>;
export function useAccountAddressesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountAddressesQuery, AccountAddressesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountAddressesQuery, AccountAddressesQueryVariables>(
    AccountAddressesDocument,
    options,
  );
}
export type AccountAddressesQueryHookResult = ReturnType<typeof useAccountAddressesQuery>;
export type AccountAddressesLazyQueryHookResult = ReturnType<typeof useAccountAddressesLazyQuery>;
export type AccountAddressesSuspenseQueryHookResult = ReturnType<typeof useAccountAddressesSuspenseQuery>;
export type AccountAddressesQueryResult = ApolloReactCommon.QueryResult<
  AccountAddressesQuery,
  AccountAddressesQueryVariables
>;
export const AccountTagOptionsDocument = gql`
  query AccountTagOptions {
    accountTags(page: { limit: 100 }) {
      items {
        ...AccountTagOption
      }
    }
  }
  ${AccountTagOptionFragmentDoc}
`;

/**
 * __useAccountTagOptionsQuery__
 *
 * To run a query within a React component, call `useAccountTagOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountTagOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountTagOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAccountTagOptionsQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(
    AccountTagOptionsDocument,
    options,
  );
}
export function useAccountTagOptionsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountTagOptionsQuery,
    AccountTagOptionsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(
    AccountTagOptionsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountTagOptionsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountTagOptionsQuery,
    AccountTagOptionsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>;
export function useAccountTagOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountTagOptionsQuery | undefined,
  AccountTagOptionsQueryVariables
>;
export function useAccountTagOptionsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountTagOptionsQuery, AccountTagOptionsQueryVariables>(
    AccountTagOptionsDocument,
    options,
  );
}
export type AccountTagOptionsQueryHookResult = ReturnType<typeof useAccountTagOptionsQuery>;
export type AccountTagOptionsLazyQueryHookResult = ReturnType<typeof useAccountTagOptionsLazyQuery>;
export type AccountTagOptionsSuspenseQueryHookResult = ReturnType<typeof useAccountTagOptionsSuspenseQuery>;
export type AccountTagOptionsQueryResult = ApolloReactCommon.QueryResult<
  AccountTagOptionsQuery,
  AccountTagOptionsQueryVariables
>;
export const AccountMembershipsDocument = gql`
  query AccountMemberships($id: ID!) {
    account(id: $id) {
      id
      memberships(page: { limit: 100 }) {
        items {
          ...AccountMembershipRow
        }
        ...PageTotal
      }
    }
  }
  ${AccountMembershipRowFragmentDoc}
  ${AccountMemberSummaryFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useAccountMembershipsQuery__
 *
 * To run a query within a React component, call `useAccountMembershipsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountMembershipsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountMembershipsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountMembershipsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables> &
    ({ variables: AccountMembershipsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(
    AccountMembershipsDocument,
    options,
  );
}
export function useAccountMembershipsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountMembershipsQuery,
    AccountMembershipsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(
    AccountMembershipsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountMembershipsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountMembershipsQuery,
    AccountMembershipsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountMembershipsQuery, AccountMembershipsQueryVariables>;
export function useAccountMembershipsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMembershipsQuery | undefined,
  AccountMembershipsQueryVariables
>;
export function useAccountMembershipsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountMembershipsQuery, AccountMembershipsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountMembershipsQuery, AccountMembershipsQueryVariables>(
    AccountMembershipsDocument,
    options,
  );
}
export type AccountMembershipsQueryHookResult = ReturnType<typeof useAccountMembershipsQuery>;
export type AccountMembershipsLazyQueryHookResult = ReturnType<typeof useAccountMembershipsLazyQuery>;
export type AccountMembershipsSuspenseQueryHookResult = ReturnType<typeof useAccountMembershipsSuspenseQuery>;
export type AccountMembershipsQueryResult = ApolloReactCommon.QueryResult<
  AccountMembershipsQuery,
  AccountMembershipsQueryVariables
>;
export const UnassignedAccountMembersDocument = gql`
  query UnassignedAccountMembers($id: ID!) {
    account(id: $id) {
      id
      unassignedMembers(page: { limit: 100 }) {
        items {
          ...AccountMemberSummary
        }
        ...PageTotal
      }
    }
  }
  ${AccountMemberSummaryFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useUnassignedAccountMembersQuery__
 *
 * To run a query within a React component, call `useUnassignedAccountMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnassignedAccountMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnassignedAccountMembersQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useUnassignedAccountMembersQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    UnassignedAccountMembersQuery,
    UnassignedAccountMembersQueryVariables
  > &
    ({ variables: UnassignedAccountMembersQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>(
    UnassignedAccountMembersDocument,
    options,
  );
}
export function useUnassignedAccountMembersLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    UnassignedAccountMembersQuery,
    UnassignedAccountMembersQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<UnassignedAccountMembersQuery, UnassignedAccountMembersQueryVariables>(
    UnassignedAccountMembersDocument,
    options,
  );
}
// @ts-ignore
export function useUnassignedAccountMembersSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    UnassignedAccountMembersQuery,
    UnassignedAccountMembersQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  UnassignedAccountMembersQuery,
  UnassignedAccountMembersQueryVariables
>;
export function useUnassignedAccountMembersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        UnassignedAccountMembersQuery,
        UnassignedAccountMembersQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  UnassignedAccountMembersQuery | undefined,
  UnassignedAccountMembersQueryVariables
>;
export function useUnassignedAccountMembersSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        UnassignedAccountMembersQuery,
        UnassignedAccountMembersQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    UnassignedAccountMembersQuery,
    UnassignedAccountMembersQueryVariables
  >(UnassignedAccountMembersDocument, options);
}
export type UnassignedAccountMembersQueryHookResult = ReturnType<typeof useUnassignedAccountMembersQuery>;
export type UnassignedAccountMembersLazyQueryHookResult = ReturnType<
  typeof useUnassignedAccountMembersLazyQuery
>;
export type UnassignedAccountMembersSuspenseQueryHookResult = ReturnType<
  typeof useUnassignedAccountMembersSuspenseQuery
>;
export type UnassignedAccountMembersQueryResult = ApolloReactCommon.QueryResult<
  UnassignedAccountMembersQuery,
  UnassignedAccountMembersQueryVariables
>;
export const CreateAccountDocument = gql`
  mutation CreateAccount($input: AccountCreateInput!) {
    createAccount(input: $input) {
      account {
        ...AccountListItem
      }
      ...PayloadErrors
    }
  }
  ${AccountListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateAccountMutationFn = ApolloReactCommon.MutationFunction<
  CreateAccountMutation,
  CreateAccountMutationVariables
>;

/**
 * __useCreateAccountMutation__
 *
 * To run a mutation, you first call `useCreateAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountMutation, { data, loading, error }] = useCreateAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateAccountMutation, CreateAccountMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateAccountMutation, CreateAccountMutationVariables>(
    CreateAccountDocument,
    options,
  );
}
export type CreateAccountMutationHookResult = ReturnType<typeof useCreateAccountMutation>;
export type CreateAccountMutationResult = ApolloReactCommon.MutationResult<CreateAccountMutation>;
export type CreateAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateAccountMutation,
  CreateAccountMutationVariables
>;
export const UpdateAccountDocument = gql`
  mutation UpdateAccount($id: ID!, $input: AccountUpdateInput!) {
    updateAccount(id: $id, input: $input) {
      account {
        ...AccountListItem
      }
      ...PayloadErrors
    }
  }
  ${AccountListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateAccountMutationFn = ApolloReactCommon.MutationFunction<
  UpdateAccountMutation,
  UpdateAccountMutationVariables
>;

/**
 * __useUpdateAccountMutation__
 *
 * To run a mutation, you first call `useUpdateAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountMutation, { data, loading, error }] = useUpdateAccountMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateAccountMutation, UpdateAccountMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateAccountMutation, UpdateAccountMutationVariables>(
    UpdateAccountDocument,
    options,
  );
}
export type UpdateAccountMutationHookResult = ReturnType<typeof useUpdateAccountMutation>;
export type UpdateAccountMutationResult = ApolloReactCommon.MutationResult<UpdateAccountMutation>;
export type UpdateAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateAccountMutation,
  UpdateAccountMutationVariables
>;
export const DeleteAccountDocument = gql`
  mutation DeleteAccount($id: ID!) {
    deleteAccount(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteAccountMutationFn = ApolloReactCommon.MutationFunction<
  DeleteAccountMutation,
  DeleteAccountMutationVariables
>;

/**
 * __useDeleteAccountMutation__
 *
 * To run a mutation, you first call `useDeleteAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountMutation, { data, loading, error }] = useDeleteAccountMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAccountMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteAccountMutation, DeleteAccountMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteAccountMutation, DeleteAccountMutationVariables>(
    DeleteAccountDocument,
    options,
  );
}
export type DeleteAccountMutationHookResult = ReturnType<typeof useDeleteAccountMutation>;
export type DeleteAccountMutationResult = ApolloReactCommon.MutationResult<DeleteAccountMutation>;
export type DeleteAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteAccountMutation,
  DeleteAccountMutationVariables
>;
export const CreateAccountAddressDocument = gql`
  mutation CreateAccountAddress($accountId: ID!, $input: AddressCreateInput!) {
    createAccountAddress(accountId: $accountId, input: $input) {
      address {
        ...AddressRow
      }
      ...PayloadErrors
    }
  }
  ${AddressRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateAccountAddressMutationFn = ApolloReactCommon.MutationFunction<
  CreateAccountAddressMutation,
  CreateAccountAddressMutationVariables
>;

/**
 * __useCreateAccountAddressMutation__
 *
 * To run a mutation, you first call `useCreateAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountAddressMutation, { data, loading, error }] = useCreateAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateAccountAddressMutation,
    CreateAccountAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateAccountAddressMutation, CreateAccountAddressMutationVariables>(
    CreateAccountAddressDocument,
    options,
  );
}
export type CreateAccountAddressMutationHookResult = ReturnType<typeof useCreateAccountAddressMutation>;
export type CreateAccountAddressMutationResult =
  ApolloReactCommon.MutationResult<CreateAccountAddressMutation>;
export type CreateAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateAccountAddressMutation,
  CreateAccountAddressMutationVariables
>;
export const UpdateAccountAddressDocument = gql`
  mutation UpdateAccountAddress($accountId: ID!, $id: ID!, $input: AddressUpdateInput!) {
    updateAccountAddress(accountId: $accountId, id: $id, input: $input) {
      address {
        ...AddressRow
      }
      ...PayloadErrors
    }
  }
  ${AddressRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateAccountAddressMutationFn = ApolloReactCommon.MutationFunction<
  UpdateAccountAddressMutation,
  UpdateAccountAddressMutationVariables
>;

/**
 * __useUpdateAccountAddressMutation__
 *
 * To run a mutation, you first call `useUpdateAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountAddressMutation, { data, loading, error }] = useUpdateAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateAccountAddressMutation,
    UpdateAccountAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateAccountAddressMutation, UpdateAccountAddressMutationVariables>(
    UpdateAccountAddressDocument,
    options,
  );
}
export type UpdateAccountAddressMutationHookResult = ReturnType<typeof useUpdateAccountAddressMutation>;
export type UpdateAccountAddressMutationResult =
  ApolloReactCommon.MutationResult<UpdateAccountAddressMutation>;
export type UpdateAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateAccountAddressMutation,
  UpdateAccountAddressMutationVariables
>;
export const DeleteAccountAddressDocument = gql`
  mutation DeleteAccountAddress($accountId: ID!, $id: ID!) {
    deleteAccountAddress(accountId: $accountId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteAccountAddressMutationFn = ApolloReactCommon.MutationFunction<
  DeleteAccountAddressMutation,
  DeleteAccountAddressMutationVariables
>;

/**
 * __useDeleteAccountAddressMutation__
 *
 * To run a mutation, you first call `useDeleteAccountAddressMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountAddressMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountAddressMutation, { data, loading, error }] = useDeleteAccountAddressMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAccountAddressMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteAccountAddressMutation,
    DeleteAccountAddressMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteAccountAddressMutation, DeleteAccountAddressMutationVariables>(
    DeleteAccountAddressDocument,
    options,
  );
}
export type DeleteAccountAddressMutationHookResult = ReturnType<typeof useDeleteAccountAddressMutation>;
export type DeleteAccountAddressMutationResult =
  ApolloReactCommon.MutationResult<DeleteAccountAddressMutation>;
export type DeleteAccountAddressMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteAccountAddressMutation,
  DeleteAccountAddressMutationVariables
>;
export const CreateAccountTagDocument = gql`
  mutation CreateAccountTag($input: AccountTagCreateInput!) {
    createAccountTag(input: $input) {
      tag {
        ...AccountTagOption
      }
      ...PayloadErrors
    }
  }
  ${AccountTagOptionFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateAccountTagMutationFn = ApolloReactCommon.MutationFunction<
  CreateAccountTagMutation,
  CreateAccountTagMutationVariables
>;

/**
 * __useCreateAccountTagMutation__
 *
 * To run a mutation, you first call `useCreateAccountTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateAccountTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createAccountTagMutation, { data, loading, error }] = useCreateAccountTagMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateAccountTagMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    CreateAccountTagMutation,
    CreateAccountTagMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateAccountTagMutation, CreateAccountTagMutationVariables>(
    CreateAccountTagDocument,
    options,
  );
}
export type CreateAccountTagMutationHookResult = ReturnType<typeof useCreateAccountTagMutation>;
export type CreateAccountTagMutationResult = ApolloReactCommon.MutationResult<CreateAccountTagMutation>;
export type CreateAccountTagMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateAccountTagMutation,
  CreateAccountTagMutationVariables
>;
export const AttachAccountTagsDocument = gql`
  mutation AttachAccountTags($accountId: ID!, $tagIds: [ID!]!) {
    attachAccountTags(accountId: $accountId, tagIds: $tagIds) {
      account {
        ...AccountListItem
      }
      ...PayloadErrors
    }
  }
  ${AccountListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AttachAccountTagsMutationFn = ApolloReactCommon.MutationFunction<
  AttachAccountTagsMutation,
  AttachAccountTagsMutationVariables
>;

/**
 * __useAttachAccountTagsMutation__
 *
 * To run a mutation, you first call `useAttachAccountTagsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAttachAccountTagsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [attachAccountTagsMutation, { data, loading, error }] = useAttachAccountTagsMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      tagIds: // value for 'tagIds'
 *   },
 * });
 */
export function useAttachAccountTagsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AttachAccountTagsMutation,
    AttachAccountTagsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AttachAccountTagsMutation, AttachAccountTagsMutationVariables>(
    AttachAccountTagsDocument,
    options,
  );
}
export type AttachAccountTagsMutationHookResult = ReturnType<typeof useAttachAccountTagsMutation>;
export type AttachAccountTagsMutationResult = ApolloReactCommon.MutationResult<AttachAccountTagsMutation>;
export type AttachAccountTagsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AttachAccountTagsMutation,
  AttachAccountTagsMutationVariables
>;
export const DetachAccountTagsDocument = gql`
  mutation DetachAccountTags($accountId: ID!, $tagIds: [ID!]!) {
    detachAccountTags(accountId: $accountId, tagIds: $tagIds) {
      account {
        ...AccountListItem
      }
      ...PayloadErrors
    }
  }
  ${AccountListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DetachAccountTagsMutationFn = ApolloReactCommon.MutationFunction<
  DetachAccountTagsMutation,
  DetachAccountTagsMutationVariables
>;

/**
 * __useDetachAccountTagsMutation__
 *
 * To run a mutation, you first call `useDetachAccountTagsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDetachAccountTagsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [detachAccountTagsMutation, { data, loading, error }] = useDetachAccountTagsMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      tagIds: // value for 'tagIds'
 *   },
 * });
 */
export function useDetachAccountTagsMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DetachAccountTagsMutation,
    DetachAccountTagsMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DetachAccountTagsMutation, DetachAccountTagsMutationVariables>(
    DetachAccountTagsDocument,
    options,
  );
}
export type DetachAccountTagsMutationHookResult = ReturnType<typeof useDetachAccountTagsMutation>;
export type DetachAccountTagsMutationResult = ApolloReactCommon.MutationResult<DetachAccountTagsMutation>;
export type DetachAccountTagsMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DetachAccountTagsMutation,
  DetachAccountTagsMutationVariables
>;
export const AddAccountMemberDocument = gql`
  mutation AddAccountMember($accountId: ID!, $memberId: ID!) {
    addAccountMember(accountId: $accountId, memberId: $memberId) {
      membership {
        ...AccountMembershipRow
      }
      ...PayloadErrors
    }
  }
  ${AccountMembershipRowFragmentDoc}
  ${AccountMemberSummaryFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AddAccountMemberMutationFn = ApolloReactCommon.MutationFunction<
  AddAccountMemberMutation,
  AddAccountMemberMutationVariables
>;

/**
 * __useAddAccountMemberMutation__
 *
 * To run a mutation, you first call `useAddAccountMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddAccountMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addAccountMemberMutation, { data, loading, error }] = useAddAccountMemberMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useAddAccountMemberMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AddAccountMemberMutation,
    AddAccountMemberMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<AddAccountMemberMutation, AddAccountMemberMutationVariables>(
    AddAccountMemberDocument,
    options,
  );
}
export type AddAccountMemberMutationHookResult = ReturnType<typeof useAddAccountMemberMutation>;
export type AddAccountMemberMutationResult = ApolloReactCommon.MutationResult<AddAccountMemberMutation>;
export type AddAccountMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AddAccountMemberMutation,
  AddAccountMemberMutationVariables
>;
export const RemoveAccountMembershipDocument = gql`
  mutation RemoveAccountMembership($accountId: ID!, $id: ID!) {
    removeAccountMembership(accountId: $accountId, id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveAccountMembershipMutationFn = ApolloReactCommon.MutationFunction<
  RemoveAccountMembershipMutation,
  RemoveAccountMembershipMutationVariables
>;

/**
 * __useRemoveAccountMembershipMutation__
 *
 * To run a mutation, you first call `useRemoveAccountMembershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveAccountMembershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeAccountMembershipMutation, { data, loading, error }] = useRemoveAccountMembershipMutation({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRemoveAccountMembershipMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveAccountMembershipMutation,
    RemoveAccountMembershipMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RemoveAccountMembershipMutation,
    RemoveAccountMembershipMutationVariables
  >(RemoveAccountMembershipDocument, options);
}
export type RemoveAccountMembershipMutationHookResult = ReturnType<typeof useRemoveAccountMembershipMutation>;
export type RemoveAccountMembershipMutationResult =
  ApolloReactCommon.MutationResult<RemoveAccountMembershipMutation>;
export type RemoveAccountMembershipMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveAccountMembershipMutation,
  RemoveAccountMembershipMutationVariables
>;
export const AccountTagListDocument = gql`
  query AccountTagList($filter: AccountTagFilter, $page: PageInput) {
    accountTags(filter: $filter, page: $page) {
      items {
        ...AccountTagRow
      }
      ...PageFields
    }
  }
  ${AccountTagRowFragmentDoc}
  ${AccountTagOptionFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useAccountTagListQuery__
 *
 * To run a query within a React component, call `useAccountTagListQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountTagListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountTagListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useAccountTagListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<AccountTagListQuery, AccountTagListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountTagListQuery, AccountTagListQueryVariables>(
    AccountTagListDocument,
    options,
  );
}
export function useAccountTagListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountTagListQuery, AccountTagListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountTagListQuery, AccountTagListQueryVariables>(
    AccountTagListDocument,
    options,
  );
}
// @ts-ignore
export function useAccountTagListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountTagListQuery, AccountTagListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountTagListQuery, AccountTagListQueryVariables>;
export function useAccountTagListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagListQuery, AccountTagListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<AccountTagListQuery | undefined, AccountTagListQueryVariables>;
export function useAccountTagListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagListQuery, AccountTagListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountTagListQuery, AccountTagListQueryVariables>(
    AccountTagListDocument,
    options,
  );
}
export type AccountTagListQueryHookResult = ReturnType<typeof useAccountTagListQuery>;
export type AccountTagListLazyQueryHookResult = ReturnType<typeof useAccountTagListLazyQuery>;
export type AccountTagListSuspenseQueryHookResult = ReturnType<typeof useAccountTagListSuspenseQuery>;
export type AccountTagListQueryResult = ApolloReactCommon.QueryResult<
  AccountTagListQuery,
  AccountTagListQueryVariables
>;
export const AccountTagDetailsDocument = gql`
  query AccountTagDetails($id: ID!) {
    accountTag(id: $id) {
      ...AccountTagRow
    }
  }
  ${AccountTagRowFragmentDoc}
  ${AccountTagOptionFragmentDoc}
`;

/**
 * __useAccountTagDetailsQuery__
 *
 * To run a query within a React component, call `useAccountTagDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountTagDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountTagDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountTagDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<AccountTagDetailsQuery, AccountTagDetailsQueryVariables> &
    ({ variables: AccountTagDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>(
    AccountTagDetailsDocument,
    options,
  );
}
export function useAccountTagDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountTagDetailsQuery,
    AccountTagDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>(
    AccountTagDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountTagDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountTagDetailsQuery,
    AccountTagDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>;
export function useAccountTagDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountTagDetailsQuery | undefined,
  AccountTagDetailsQueryVariables
>;
export function useAccountTagDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountTagDetailsQuery, AccountTagDetailsQueryVariables>(
    AccountTagDetailsDocument,
    options,
  );
}
export type AccountTagDetailsQueryHookResult = ReturnType<typeof useAccountTagDetailsQuery>;
export type AccountTagDetailsLazyQueryHookResult = ReturnType<typeof useAccountTagDetailsLazyQuery>;
export type AccountTagDetailsSuspenseQueryHookResult = ReturnType<typeof useAccountTagDetailsSuspenseQuery>;
export type AccountTagDetailsQueryResult = ApolloReactCommon.QueryResult<
  AccountTagDetailsQuery,
  AccountTagDetailsQueryVariables
>;
export const UpdateAccountTagDocument = gql`
  mutation UpdateAccountTag($id: ID!, $input: AccountTagUpdateInput!) {
    updateAccountTag(id: $id, input: $input) {
      tag {
        ...AccountTagRow
      }
      ...PayloadErrors
    }
  }
  ${AccountTagRowFragmentDoc}
  ${AccountTagOptionFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateAccountTagMutationFn = ApolloReactCommon.MutationFunction<
  UpdateAccountTagMutation,
  UpdateAccountTagMutationVariables
>;

/**
 * __useUpdateAccountTagMutation__
 *
 * To run a mutation, you first call `useUpdateAccountTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateAccountTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateAccountTagMutation, { data, loading, error }] = useUpdateAccountTagMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateAccountTagMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateAccountTagMutation,
    UpdateAccountTagMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateAccountTagMutation, UpdateAccountTagMutationVariables>(
    UpdateAccountTagDocument,
    options,
  );
}
export type UpdateAccountTagMutationHookResult = ReturnType<typeof useUpdateAccountTagMutation>;
export type UpdateAccountTagMutationResult = ApolloReactCommon.MutationResult<UpdateAccountTagMutation>;
export type UpdateAccountTagMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateAccountTagMutation,
  UpdateAccountTagMutationVariables
>;
export const DeleteAccountTagDocument = gql`
  mutation DeleteAccountTag($id: ID!) {
    deleteAccountTag(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteAccountTagMutationFn = ApolloReactCommon.MutationFunction<
  DeleteAccountTagMutation,
  DeleteAccountTagMutationVariables
>;

/**
 * __useDeleteAccountTagMutation__
 *
 * To run a mutation, you first call `useDeleteAccountTagMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteAccountTagMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteAccountTagMutation, { data, loading, error }] = useDeleteAccountTagMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteAccountTagMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteAccountTagMutation,
    DeleteAccountTagMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteAccountTagMutation, DeleteAccountTagMutationVariables>(
    DeleteAccountTagDocument,
    options,
  );
}
export type DeleteAccountTagMutationHookResult = ReturnType<typeof useDeleteAccountTagMutation>;
export type DeleteAccountTagMutationResult = ApolloReactCommon.MutationResult<DeleteAccountTagMutation>;
export type DeleteAccountTagMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteAccountTagMutation,
  DeleteAccountTagMutationVariables
>;
export const AccountMemberDetailsDocument = gql`
  query AccountMemberDetails($id: ID!) {
    accountMember(id: $id) {
      id
      name
      email
      createdAt
      memberships(page: { limit: 100 }) {
        items {
          ...MemberMembershipRow
        }
        ...PageTotal
      }
    }
  }
  ${MemberMembershipRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useAccountMemberDetailsQuery__
 *
 * To run a query within a React component, call `useAccountMemberDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountMemberDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountMemberDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountMemberDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    AccountMemberDetailsQuery,
    AccountMemberDetailsQueryVariables
  > &
    ({ variables: AccountMemberDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountMemberDetailsQuery, AccountMemberDetailsQueryVariables>(
    AccountMemberDetailsDocument,
    options,
  );
}
export function useAccountMemberDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountMemberDetailsQuery,
    AccountMemberDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountMemberDetailsQuery, AccountMemberDetailsQueryVariables>(
    AccountMemberDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountMemberDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountMemberDetailsQuery,
    AccountMemberDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<AccountMemberDetailsQuery, AccountMemberDetailsQueryVariables>;
export function useAccountMemberDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMemberDetailsQuery,
        AccountMemberDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMemberDetailsQuery | undefined,
  AccountMemberDetailsQueryVariables
>;
export function useAccountMemberDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMemberDetailsQuery,
        AccountMemberDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<AccountMemberDetailsQuery, AccountMemberDetailsQueryVariables>(
    AccountMemberDetailsDocument,
    options,
  );
}
export type AccountMemberDetailsQueryHookResult = ReturnType<typeof useAccountMemberDetailsQuery>;
export type AccountMemberDetailsLazyQueryHookResult = ReturnType<typeof useAccountMemberDetailsLazyQuery>;
export type AccountMemberDetailsSuspenseQueryHookResult = ReturnType<
  typeof useAccountMemberDetailsSuspenseQuery
>;
export type AccountMemberDetailsQueryResult = ApolloReactCommon.QueryResult<
  AccountMemberDetailsQuery,
  AccountMemberDetailsQueryVariables
>;
export const AccountMembershipDetailsDocument = gql`
  query AccountMembershipDetails($accountId: ID!, $id: ID!) {
    account(id: $accountId) {
      id
      name
      membership(id: $id) {
        id
        createdAt
        memberId
        member {
          ...AccountMemberSummary
        }
      }
    }
  }
  ${AccountMemberSummaryFragmentDoc}
`;

/**
 * __useAccountMembershipDetailsQuery__
 *
 * To run a query within a React component, call `useAccountMembershipDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountMembershipDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountMembershipDetailsQuery({
 *   variables: {
 *      accountId: // value for 'accountId'
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAccountMembershipDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    AccountMembershipDetailsQuery,
    AccountMembershipDetailsQueryVariables
  > &
    ({ variables: AccountMembershipDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<AccountMembershipDetailsQuery, AccountMembershipDetailsQueryVariables>(
    AccountMembershipDetailsDocument,
    options,
  );
}
export function useAccountMembershipDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountMembershipDetailsQuery,
    AccountMembershipDetailsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<AccountMembershipDetailsQuery, AccountMembershipDetailsQueryVariables>(
    AccountMembershipDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useAccountMembershipDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountMembershipDetailsQuery,
    AccountMembershipDetailsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMembershipDetailsQuery,
  AccountMembershipDetailsQueryVariables
>;
export function useAccountMembershipDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMembershipDetailsQuery,
        AccountMembershipDetailsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMembershipDetailsQuery | undefined,
  AccountMembershipDetailsQueryVariables
>;
export function useAccountMembershipDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMembershipDetailsQuery,
        AccountMembershipDetailsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    AccountMembershipDetailsQuery,
    AccountMembershipDetailsQueryVariables
  >(AccountMembershipDetailsDocument, options);
}
export type AccountMembershipDetailsQueryHookResult = ReturnType<typeof useAccountMembershipDetailsQuery>;
export type AccountMembershipDetailsLazyQueryHookResult = ReturnType<
  typeof useAccountMembershipDetailsLazyQuery
>;
export type AccountMembershipDetailsSuspenseQueryHookResult = ReturnType<
  typeof useAccountMembershipDetailsSuspenseQuery
>;
export type AccountMembershipDetailsQueryResult = ApolloReactCommon.QueryResult<
  AccountMembershipDetailsQuery,
  AccountMembershipDetailsQueryVariables
>;
export const AccountMemberSignInProfilesDocument = gql`
  query AccountMemberSignInProfiles {
    settings {
      ...AccountMemberRealmSettings
    }
  }
  ${AccountMemberRealmSettingsFragmentDoc}
  ${AccountMemberRealmFragmentDoc}
`;

/**
 * __useAccountMemberSignInProfilesQuery__
 *
 * To run a query within a React component, call `useAccountMemberSignInProfilesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountMemberSignInProfilesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountMemberSignInProfilesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAccountMemberSignInProfilesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >(AccountMemberSignInProfilesDocument, options);
}
export function useAccountMemberSignInProfilesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >(AccountMemberSignInProfilesDocument, options);
}
// @ts-ignore
export function useAccountMemberSignInProfilesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMemberSignInProfilesQuery,
  AccountMemberSignInProfilesQueryVariables
>;
export function useAccountMemberSignInProfilesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMemberSignInProfilesQuery,
        AccountMemberSignInProfilesQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  AccountMemberSignInProfilesQuery | undefined,
  AccountMemberSignInProfilesQueryVariables
>;
export function useAccountMemberSignInProfilesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        AccountMemberSignInProfilesQuery,
        AccountMemberSignInProfilesQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    AccountMemberSignInProfilesQuery,
    AccountMemberSignInProfilesQueryVariables
  >(AccountMemberSignInProfilesDocument, options);
}
export type AccountMemberSignInProfilesQueryHookResult = ReturnType<
  typeof useAccountMemberSignInProfilesQuery
>;
export type AccountMemberSignInProfilesLazyQueryHookResult = ReturnType<
  typeof useAccountMemberSignInProfilesLazyQuery
>;
export type AccountMemberSignInProfilesSuspenseQueryHookResult = ReturnType<
  typeof useAccountMemberSignInProfilesSuspenseQuery
>;
export type AccountMemberSignInProfilesQueryResult = ApolloReactCommon.QueryResult<
  AccountMemberSignInProfilesQuery,
  AccountMemberSignInProfilesQueryVariables
>;
export const AccountMemberSignInTestDocument = gql`
  mutation AccountMemberSignInTest($input: AccountMemberTokenInput!) {
    createAccountMemberToken(input: $input) {
      accountMemberId
      tokens {
        accountId
        accountName
        expiresAt
      }
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type AccountMemberSignInTestMutationFn = ApolloReactCommon.MutationFunction<
  AccountMemberSignInTestMutation,
  AccountMemberSignInTestMutationVariables
>;

/**
 * __useAccountMemberSignInTestMutation__
 *
 * To run a mutation, you first call `useAccountMemberSignInTestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAccountMemberSignInTestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [accountMemberSignInTestMutation, { data, loading, error }] = useAccountMemberSignInTestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAccountMemberSignInTestMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    AccountMemberSignInTestMutation,
    AccountMemberSignInTestMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    AccountMemberSignInTestMutation,
    AccountMemberSignInTestMutationVariables
  >(AccountMemberSignInTestDocument, options);
}
export type AccountMemberSignInTestMutationHookResult = ReturnType<typeof useAccountMemberSignInTestMutation>;
export type AccountMemberSignInTestMutationResult =
  ApolloReactCommon.MutationResult<AccountMemberSignInTestMutation>;
export type AccountMemberSignInTestMutationOptions = ApolloReactCommon.BaseMutationOptions<
  AccountMemberSignInTestMutation,
  AccountMemberSignInTestMutationVariables
>;

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type FileListItemFragment = {
  __typename: 'File';
  id: string;
  fileName: string;
  mimeType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  createdAt: string | null;
  link: { __typename: 'FileLink'; href: string };
};

export type ProductMainImageFileFragment = {
  __typename: 'File';
  id: string;
  fileName: string;
  link: { __typename: 'FileLink'; href: string };
};

export type FileListQueryVariables = Exact<{
  filter?: Types.FileFilter | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type FileListQuery = {
  __typename: 'Query';
  files: {
    __typename: 'FilePage';
    items: Array<{
      __typename: 'File';
      id: string;
      fileName: string;
      mimeType: string;
      fileSize: number;
      width: number | null;
      height: number | null;
      createdAt: string | null;
      link: { __typename: 'FileLink'; href: string };
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type UploadFileFromUrlMutationVariables = Exact<{
  fileLocation: string;
}>;

export type UploadFileFromUrlMutation = {
  __typename: 'Mutation';
  uploadFileFromUrl: {
    __typename: 'FilePayload';
    file: {
      __typename: 'File';
      id: string;
      fileName: string;
      mimeType: string;
      fileSize: number;
      width: number | null;
      height: number | null;
      createdAt: string | null;
      link: { __typename: 'FileLink'; href: string };
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteFileMutation = {
  __typename: 'Mutation';
  deleteFile: {
    __typename: 'DeleteFilePayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type ProductMainImageResultFragment = {
  __typename: 'ProductMainImagePayload';
  product: {
    __typename: 'Product';
    id: string;
    mainImage: {
      __typename: 'File';
      id: string;
      fileName: string;
      link: { __typename: 'FileLink'; href: string };
    } | null;
  } | null;
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type SetProductMainImageMutationVariables = Exact<{
  productId: string | number;
  fileId: string | number;
}>;

export type SetProductMainImageMutation = {
  __typename: 'Mutation';
  setProductMainImage: {
    __typename: 'ProductMainImagePayload';
    product: {
      __typename: 'Product';
      id: string;
      mainImage: {
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
      } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type RemoveProductMainImageMutationVariables = Exact<{
  productId: string | number;
}>;

export type RemoveProductMainImageMutation = {
  __typename: 'Mutation';
  removeProductMainImage: {
    __typename: 'ProductMainImagePayload';
    product: {
      __typename: 'Product';
      id: string;
      mainImage: {
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
      } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const FileListItemFragmentDoc = gql`
  fragment FileListItem on File {
    id
    fileName
    mimeType
    fileSize
    width
    height
    createdAt
    link {
      href
    }
  }
`;
export const ProductMainImageFileFragmentDoc = gql`
  fragment ProductMainImageFile on File {
    id
    fileName
    link {
      href
    }
  }
`;
export const ProductMainImageResultFragmentDoc = gql`
  fragment ProductMainImageResult on ProductMainImagePayload {
    product {
      id
      mainImage {
        ...ProductMainImageFile
      }
    }
    ...PayloadErrors
  }
`;
export const FileListDocument = gql`
  query FileList($filter: FileFilter, $page: PageInput) {
    files(filter: $filter, page: $page) {
      items {
        ...FileListItem
      }
      ...PageFields
    }
  }
  ${FileListItemFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useFileListQuery__
 *
 * To run a query within a React component, call `useFileListQuery` and pass it any options that fit your needs.
 * When your component renders, `useFileListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFileListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useFileListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<FileListQuery, FileListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
}
export function useFileListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FileListQuery, FileListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
}
// @ts-ignore
export function useFileListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FileListQuery, FileListQueryVariables>;
export function useFileListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<FileListQuery | undefined, FileListQueryVariables>;
export function useFileListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<FileListQuery, FileListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<FileListQuery, FileListQueryVariables>(FileListDocument, options);
}
export type FileListQueryHookResult = ReturnType<typeof useFileListQuery>;
export type FileListLazyQueryHookResult = ReturnType<typeof useFileListLazyQuery>;
export type FileListSuspenseQueryHookResult = ReturnType<typeof useFileListSuspenseQuery>;
export type FileListQueryResult = ApolloReactCommon.QueryResult<FileListQuery, FileListQueryVariables>;
export const UploadFileFromUrlDocument = gql`
  mutation UploadFileFromUrl($fileLocation: String!) {
    uploadFileFromUrl(fileLocation: $fileLocation) {
      file {
        ...FileListItem
      }
      ...PayloadErrors
    }
  }
  ${FileListItemFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UploadFileFromUrlMutationFn = ApolloReactCommon.MutationFunction<
  UploadFileFromUrlMutation,
  UploadFileFromUrlMutationVariables
>;

/**
 * __useUploadFileFromUrlMutation__
 *
 * To run a mutation, you first call `useUploadFileFromUrlMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUploadFileFromUrlMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [uploadFileFromUrlMutation, { data, loading, error }] = useUploadFileFromUrlMutation({
 *   variables: {
 *      fileLocation: // value for 'fileLocation'
 *   },
 * });
 */
export function useUploadFileFromUrlMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UploadFileFromUrlMutation,
    UploadFileFromUrlMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UploadFileFromUrlMutation, UploadFileFromUrlMutationVariables>(
    UploadFileFromUrlDocument,
    options,
  );
}
export type UploadFileFromUrlMutationHookResult = ReturnType<typeof useUploadFileFromUrlMutation>;
export type UploadFileFromUrlMutationResult = ApolloReactCommon.MutationResult<UploadFileFromUrlMutation>;
export type UploadFileFromUrlMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UploadFileFromUrlMutation,
  UploadFileFromUrlMutationVariables
>;
export const DeleteFileDocument = gql`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteFileMutationFn = ApolloReactCommon.MutationFunction<
  DeleteFileMutation,
  DeleteFileMutationVariables
>;

/**
 * __useDeleteFileMutation__
 *
 * To run a mutation, you first call `useDeleteFileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteFileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteFileMutation, { data, loading, error }] = useDeleteFileMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteFileMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteFileMutation, DeleteFileMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteFileMutation, DeleteFileMutationVariables>(
    DeleteFileDocument,
    options,
  );
}
export type DeleteFileMutationHookResult = ReturnType<typeof useDeleteFileMutation>;
export type DeleteFileMutationResult = ApolloReactCommon.MutationResult<DeleteFileMutation>;
export type DeleteFileMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteFileMutation,
  DeleteFileMutationVariables
>;
export const SetProductMainImageDocument = gql`
  mutation SetProductMainImage($productId: ID!, $fileId: ID!) {
    setProductMainImage(productId: $productId, fileId: $fileId) {
      ...ProductMainImageResult
    }
  }
  ${ProductMainImageResultFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type SetProductMainImageMutationFn = ApolloReactCommon.MutationFunction<
  SetProductMainImageMutation,
  SetProductMainImageMutationVariables
>;

/**
 * __useSetProductMainImageMutation__
 *
 * To run a mutation, you first call `useSetProductMainImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductMainImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductMainImageMutation, { data, loading, error }] = useSetProductMainImageMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      fileId: // value for 'fileId'
 *   },
 * });
 */
export function useSetProductMainImageMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    SetProductMainImageMutation,
    SetProductMainImageMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<SetProductMainImageMutation, SetProductMainImageMutationVariables>(
    SetProductMainImageDocument,
    options,
  );
}
export type SetProductMainImageMutationHookResult = ReturnType<typeof useSetProductMainImageMutation>;
export type SetProductMainImageMutationResult = ApolloReactCommon.MutationResult<SetProductMainImageMutation>;
export type SetProductMainImageMutationOptions = ApolloReactCommon.BaseMutationOptions<
  SetProductMainImageMutation,
  SetProductMainImageMutationVariables
>;
export const RemoveProductMainImageDocument = gql`
  mutation RemoveProductMainImage($productId: ID!) {
    removeProductMainImage(productId: $productId) {
      ...ProductMainImageResult
    }
  }
  ${ProductMainImageResultFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type RemoveProductMainImageMutationFn = ApolloReactCommon.MutationFunction<
  RemoveProductMainImageMutation,
  RemoveProductMainImageMutationVariables
>;

/**
 * __useRemoveProductMainImageMutation__
 *
 * To run a mutation, you first call `useRemoveProductMainImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveProductMainImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeProductMainImageMutation, { data, loading, error }] = useRemoveProductMainImageMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useRemoveProductMainImageMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    RemoveProductMainImageMutation,
    RemoveProductMainImageMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    RemoveProductMainImageMutation,
    RemoveProductMainImageMutationVariables
  >(RemoveProductMainImageDocument, options);
}
export type RemoveProductMainImageMutationHookResult = ReturnType<typeof useRemoveProductMainImageMutation>;
export type RemoveProductMainImageMutationResult =
  ApolloReactCommon.MutationResult<RemoveProductMainImageMutation>;
export type RemoveProductMainImageMutationOptions = ApolloReactCommon.BaseMutationOptions<
  RemoveProductMainImageMutation,
  RemoveProductMainImageMutationVariables
>;

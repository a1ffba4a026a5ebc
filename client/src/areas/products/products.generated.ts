/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/schema-types';

import { gql } from '@apollo/client';
import { ProductMainImageFileFragmentDoc } from '../files/files.generated';
import { MoneyAmountFragmentDoc } from '../pricebooks/pricebooks.generated';
import { MoneyFieldsFragmentDoc } from '../../components/money.generated';
import { ListPageInfoFragmentDoc, PageFieldsFragmentDoc } from '../../components/list/pageInfo.generated';
import {
  UserErrorFieldsFragmentDoc,
  PayloadErrorsFragmentDoc,
} from '../../components/form/userErrors.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type ProductListItemFragment = {
  __typename: 'Product';
  id: string;
  name: string;
  sku: string | null;
  slug: string | null;
  status: Types.ProductStatus;
  commodityType: Types.CommodityType;
  updatedAt: string | null;
  mainImage: {
    __typename: 'File';
    id: string;
    fileName: string;
    link: { __typename: 'FileLink'; href: string };
  } | null;
  stock: {
    __typename: 'Stock';
    productId: string;
    total: number;
    available: number;
    allocated: number;
  } | null;
};

export type ProductDetailsFragment = {
  __typename: 'Product';
  description: string | null;
  upcEan: string | null;
  mpn: string | null;
  externalRef: string | null;
  tags: Array<string>;
  productTypes: Array<string>;
  owner: string | null;
  createdAt: string | null;
  extensions: unknown;
  id: string;
  name: string;
  sku: string | null;
  slug: string | null;
  status: Types.ProductStatus;
  commodityType: Types.CommodityType;
  updatedAt: string | null;
  locales: Array<{
    __typename: 'ProductLocale';
    locale: string;
    name: string | null;
    description: string | null;
  }>;
  customInputs: Array<{
    __typename: 'ProductCustomInput';
    key: string;
    name: string;
    required: boolean;
    maxLength: number | null;
  }>;
  components: Array<{
    __typename: 'ProductBundleComponent';
    key: string;
    name: string | null;
    min: number | null;
    max: number | null;
    sortOrder: number | null;
    options: Array<{
      __typename: 'ProductBundleOption';
      productId: string;
      quantity: number;
      min: number | null;
      max: number | null;
      sortOrder: number | null;
      default: boolean | null;
      product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
    }>;
  }>;
  mainImage: {
    __typename: 'File';
    id: string;
    fileName: string;
    link: { __typename: 'FileLink'; href: string };
  } | null;
  stock: {
    __typename: 'Stock';
    productId: string;
    total: number;
    available: number;
    allocated: number;
  } | null;
};

export type ProductListQueryVariables = Exact<{
  filter?: Types.ProductFilter | null | undefined;
  sort?: Array<Types.ProductSort> | Types.ProductSort | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type ProductListQuery = {
  __typename: 'Query';
  products: {
    __typename: 'ProductPage';
    items: Array<{
      __typename: 'Product';
      id: string;
      name: string;
      sku: string | null;
      slug: string | null;
      status: Types.ProductStatus;
      commodityType: Types.CommodityType;
      updatedAt: string | null;
      prices: Array<{
        __typename: 'ProductPrice';
        id: string;
        priceBookId: string;
        amounts: Array<{
          __typename: 'Money';
          includesTax: boolean;
          currency: string;
          amount: number;
          formatted: string;
          tiers: Array<{ __typename: 'PriceTier'; name: string; minimumQuantity: number; amount: number }>;
        }>;
        priceBook: { __typename: 'PriceBook'; id: string; name: string } | null;
      }>;
      mainImage: {
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
      } | null;
      stock: {
        __typename: 'Stock';
        productId: string;
        total: number;
        available: number;
        allocated: number;
      } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type ProductDetailsQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductDetailsQuery = {
  __typename: 'Query';
  product: {
    __typename: 'Product';
    description: string | null;
    upcEan: string | null;
    mpn: string | null;
    externalRef: string | null;
    tags: Array<string>;
    productTypes: Array<string>;
    owner: string | null;
    createdAt: string | null;
    extensions: unknown;
    id: string;
    name: string;
    sku: string | null;
    slug: string | null;
    status: Types.ProductStatus;
    commodityType: Types.CommodityType;
    updatedAt: string | null;
    locales: Array<{
      __typename: 'ProductLocale';
      locale: string;
      name: string | null;
      description: string | null;
    }>;
    customInputs: Array<{
      __typename: 'ProductCustomInput';
      key: string;
      name: string;
      required: boolean;
      maxLength: number | null;
    }>;
    components: Array<{
      __typename: 'ProductBundleComponent';
      key: string;
      name: string | null;
      min: number | null;
      max: number | null;
      sortOrder: number | null;
      options: Array<{
        __typename: 'ProductBundleOption';
        productId: string;
        quantity: number;
        min: number | null;
        max: number | null;
        sortOrder: number | null;
        default: boolean | null;
        product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
      }>;
    }>;
    mainImage: {
      __typename: 'File';
      id: string;
      fileName: string;
      link: { __typename: 'FileLink'; href: string };
    } | null;
    stock: {
      __typename: 'Stock';
      productId: string;
      total: number;
      available: number;
      allocated: number;
    } | null;
  } | null;
};

export type CreateProductMutationVariables = Exact<{
  input: Types.ProductCreateInput;
}>;

export type CreateProductMutation = {
  __typename: 'Mutation';
  createProduct: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      description: string | null;
      upcEan: string | null;
      mpn: string | null;
      externalRef: string | null;
      tags: Array<string>;
      productTypes: Array<string>;
      owner: string | null;
      createdAt: string | null;
      extensions: unknown;
      id: string;
      name: string;
      sku: string | null;
      slug: string | null;
      status: Types.ProductStatus;
      commodityType: Types.CommodityType;
      updatedAt: string | null;
      locales: Array<{
        __typename: 'ProductLocale';
        locale: string;
        name: string | null;
        description: string | null;
      }>;
      customInputs: Array<{
        __typename: 'ProductCustomInput';
        key: string;
        name: string;
        required: boolean;
        maxLength: number | null;
      }>;
      components: Array<{
        __typename: 'ProductBundleComponent';
        key: string;
        name: string | null;
        min: number | null;
        max: number | null;
        sortOrder: number | null;
        options: Array<{
          __typename: 'ProductBundleOption';
          productId: string;
          quantity: number;
          min: number | null;
          max: number | null;
          sortOrder: number | null;
          default: boolean | null;
          product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
        }>;
      }>;
      mainImage: {
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
      } | null;
      stock: {
        __typename: 'Stock';
        productId: string;
        total: number;
        available: number;
        allocated: number;
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

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: Types.ProductUpdateInput;
}>;

export type UpdateProductMutation = {
  __typename: 'Mutation';
  updateProduct: {
    __typename: 'ProductPayload';
    product: {
      __typename: 'Product';
      description: string | null;
      upcEan: string | null;
      mpn: string | null;
      externalRef: string | null;
      tags: Array<string>;
      productTypes: Array<string>;
      owner: string | null;
      createdAt: string | null;
      extensions: unknown;
      id: string;
      name: string;
      sku: string | null;
      slug: string | null;
      status: Types.ProductStatus;
      commodityType: Types.CommodityType;
      updatedAt: string | null;
      locales: Array<{
        __typename: 'ProductLocale';
        locale: string;
        name: string | null;
        description: string | null;
      }>;
      customInputs: Array<{
        __typename: 'ProductCustomInput';
        key: string;
        name: string;
        required: boolean;
        maxLength: number | null;
      }>;
      components: Array<{
        __typename: 'ProductBundleComponent';
        key: string;
        name: string | null;
        min: number | null;
        max: number | null;
        sortOrder: number | null;
        options: Array<{
          __typename: 'ProductBundleOption';
          productId: string;
          quantity: number;
          min: number | null;
          max: number | null;
          sortOrder: number | null;
          default: boolean | null;
          product: { __typename: 'Product'; id: string; name: string; sku: string | null } | null;
        }>;
      }>;
      mainImage: {
        __typename: 'File';
        id: string;
        fileName: string;
        link: { __typename: 'FileLink'; href: string };
      } | null;
      stock: {
        __typename: 'Stock';
        productId: string;
        total: number;
        available: number;
        allocated: number;
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

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteProductMutation = {
  __typename: 'Mutation';
  deleteProduct: {
    __typename: 'DeleteProductPayload';
    deletedId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export const ProductListItemFragmentDoc = gql`
  fragment ProductListItem on Product {
    id
    name
    sku
    slug
    status
    commodityType
    updatedAt
    mainImage {
      ...ProductMainImageFile
    }
    stock {
      productId
      total
      available
      allocated
    }
  }
`;
export const ProductDetailsFragmentDoc = gql`
  fragment ProductDetails on Product {
    ...ProductListItem
    description
    upcEan
    mpn
    externalRef
    tags
    productTypes
    owner
    createdAt
    locales {
      locale
      name
      description
    }
    extensions
    customInputs {
      key
      name
      required
      maxLength
    }
    components {
      key
      name
      min
      max
      sortOrder
      options {
        productId
        quantity
        min
        max
        sortOrder
        default
        product {
          id
          name
          sku
        }
      }
    }
  }
`;
export const ProductListDocument = gql`
  query ProductList($filter: ProductFilter, $sort: [ProductSort!], $page: PageInput) {
    products(filter: $filter, sort: $sort, page: $page) {
      items {
        ...ProductListItem
        prices {
          id
          priceBookId
          amounts {
            ...MoneyAmount
          }
          priceBook {
            id
            name
          }
        }
      }
      ...PageFields
    }
  }
  ${ProductListItemFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${MoneyAmountFragmentDoc}
  ${MoneyFieldsFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useProductListQuery__
 *
 * To run a query within a React component, call `useProductListQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useProductListQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<ProductListQuery, ProductListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductListQuery, ProductListQueryVariables>(ProductListDocument, options);
}
export function useProductListLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductListQuery, ProductListQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductListQuery, ProductListQueryVariables>(
    ProductListDocument,
    options,
  );
}
// @ts-ignore
export function useProductListSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductListQuery, ProductListQueryVariables>;
export function useProductListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductListQuery | undefined, ProductListQueryVariables>;
export function useProductListSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductListQuery, ProductListQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductListQuery, ProductListQueryVariables>(
    ProductListDocument,
    options,
  );
}
export type ProductListQueryHookResult = ReturnType<typeof useProductListQuery>;
export type ProductListLazyQueryHookResult = ReturnType<typeof useProductListLazyQuery>;
export type ProductListSuspenseQueryHookResult = ReturnType<typeof useProductListSuspenseQuery>;
export type ProductListQueryResult = ApolloReactCommon.QueryResult<
  ProductListQuery,
  ProductListQueryVariables
>;
export const ProductDetailsDocument = gql`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      ...ProductDetails
    }
  }
  ${ProductDetailsFragmentDoc}
  ${ProductListItemFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
`;

/**
 * __useProductDetailsQuery__
 *
 * To run a query within a React component, call `useProductDetailsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProductDetailsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables> &
    ({ variables: ProductDetailsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(
    ProductDetailsDocument,
    options,
  );
}
export function useProductDetailsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(
    ProductDetailsDocument,
    options,
  );
}
// @ts-ignore
export function useProductDetailsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailsQuery | undefined, ProductDetailsQueryVariables>;
export function useProductDetailsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailsQuery, ProductDetailsQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<ProductDetailsQuery, ProductDetailsQueryVariables>(
    ProductDetailsDocument,
    options,
  );
}
export type ProductDetailsQueryHookResult = ReturnType<typeof useProductDetailsQuery>;
export type ProductDetailsLazyQueryHookResult = ReturnType<typeof useProductDetailsLazyQuery>;
export type ProductDetailsSuspenseQueryHookResult = ReturnType<typeof useProductDetailsSuspenseQuery>;
export type ProductDetailsQueryResult = ApolloReactCommon.QueryResult<
  ProductDetailsQuery,
  ProductDetailsQueryVariables
>;
export const CreateProductDocument = gql`
  mutation CreateProduct($input: ProductCreateInput!) {
    createProduct(input: $input) {
      product {
        ...ProductDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductDetailsFragmentDoc}
  ${ProductListItemFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type CreateProductMutationFn = ApolloReactCommon.MutationFunction<
  CreateProductMutation,
  CreateProductMutationVariables
>;

/**
 * __useCreateProductMutation__
 *
 * To run a mutation, you first call `useCreateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createProductMutation, { data, loading, error }] = useCreateProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<CreateProductMutation, CreateProductMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<CreateProductMutation, CreateProductMutationVariables>(
    CreateProductDocument,
    options,
  );
}
export type CreateProductMutationHookResult = ReturnType<typeof useCreateProductMutation>;
export type CreateProductMutationResult = ApolloReactCommon.MutationResult<CreateProductMutation>;
export type CreateProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  CreateProductMutation,
  CreateProductMutationVariables
>;
export const UpdateProductDocument = gql`
  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        ...ProductDetails
      }
      ...PayloadErrors
    }
  }
  ${ProductDetailsFragmentDoc}
  ${ProductListItemFragmentDoc}
  ${ProductMainImageFileFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateProductMutationFn = ApolloReactCommon.MutationFunction<
  UpdateProductMutation,
  UpdateProductMutationVariables
>;

/**
 * __useUpdateProductMutation__
 *
 * To run a mutation, you first call `useUpdateProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProductMutation, { data, loading, error }] = useUpdateProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateProductMutation, UpdateProductMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateProductMutation, UpdateProductMutationVariables>(
    UpdateProductDocument,
    options,
  );
}
export type UpdateProductMutationHookResult = ReturnType<typeof useUpdateProductMutation>;
export type UpdateProductMutationResult = ApolloReactCommon.MutationResult<UpdateProductMutation>;
export type UpdateProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateProductMutation,
  UpdateProductMutationVariables
>;
export const DeleteProductDocument = gql`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deletedId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteProductMutationFn = ApolloReactCommon.MutationFunction<
  DeleteProductMutation,
  DeleteProductMutationVariables
>;

/**
 * __useDeleteProductMutation__
 *
 * To run a mutation, you first call `useDeleteProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductMutation, { data, loading, error }] = useDeleteProductMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductMutation, DeleteProductMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteProductMutation, DeleteProductMutationVariables>(
    DeleteProductDocument,
    options,
  );
}
export type DeleteProductMutationHookResult = ReturnType<typeof useDeleteProductMutation>;
export type DeleteProductMutationResult = ApolloReactCommon.MutationResult<DeleteProductMutation>;
export type DeleteProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteProductMutation,
  DeleteProductMutationVariables
>;

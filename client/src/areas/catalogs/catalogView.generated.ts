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
import { CatalogRuleRowFragmentDoc } from './catalogs.generated';
import * as ApolloReactCommon from '#apollo-hooks';
import * as ApolloReactHooks from '#apollo-hooks';
const defaultOptions = {} as const;
export type CatalogViewNodeRowFragment = {
  __typename: 'CatalogViewNode';
  id: string;
  name: string;
  hasChildren: boolean;
};

export type CatalogViewProductRowFragment = {
  __typename: 'CatalogViewProduct';
  id: string;
  name: string;
  sku: string | null;
  kind: Types.CatalogProductKind;
  displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
};

export type CatalogViewConfiguredProductFragment = {
  __typename: 'CatalogViewProduct';
  id: string;
  name: string;
  sku: string | null;
  kind: Types.CatalogProductKind;
  selectedOptions: Array<{
    __typename: 'CatalogSelectedOption';
    variationId: string;
    variationName: string;
    optionId: string;
    optionName: string;
  }>;
  displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
};

export type CatalogViewProductPageFieldsFragment = {
  __typename: 'CatalogViewProductPage';
  items: Array<{
    __typename: 'CatalogViewProduct';
    id: string;
    name: string;
    sku: string | null;
    kind: Types.CatalogProductKind;
    displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
  }>;
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type CatalogViewNodeCountFragment = {
  __typename: 'CatalogViewNodePage';
  items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type CatalogViewTreeFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  release: {
    __typename: 'CatalogRelease';
    id: string;
    catalogId: string;
    name: string;
    publishedAt: string | null;
  } | null;
  hierarchies: {
    __typename: 'CatalogViewHierarchyPage';
    items: Array<{
      __typename: 'CatalogViewHierarchy';
      id: string;
      name: string;
      hasChildren: boolean;
      children: {
        __typename: 'CatalogViewNodePage';
        items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
      };
    }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
};

export type CatalogViewTreeQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
}>;

export type CatalogViewTreeQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    release: {
      __typename: 'CatalogRelease';
      id: string;
      catalogId: string;
      name: string;
      publishedAt: string | null;
    } | null;
    hierarchies: {
      __typename: 'CatalogViewHierarchyPage';
      items: Array<{
        __typename: 'CatalogViewHierarchy';
        id: string;
        name: string;
        hasChildren: boolean;
        children: {
          __typename: 'CatalogViewNodePage';
          items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
        };
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
  };
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      release: {
        __typename: 'CatalogRelease';
        id: string;
        catalogId: string;
        name: string;
        publishedAt: string | null;
      } | null;
      hierarchies: {
        __typename: 'CatalogViewHierarchyPage';
        items: Array<{
          __typename: 'CatalogViewHierarchy';
          id: string;
          name: string;
          hasChildren: boolean;
          children: {
            __typename: 'CatalogViewNodePage';
            items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
          };
        }>;
        pageInfo: { __typename: 'PageInfo'; total: number };
      };
    };
  } | null;
};

export type CatalogViewNodeChildrenFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  node: {
    __typename: 'CatalogViewNode';
    id: string;
    children: {
      __typename: 'CatalogViewNodePage';
      items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
    };
  } | null;
};

export type CatalogViewNodeChildrenQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
  nodeId: string | number;
}>;

export type CatalogViewNodeChildrenQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    node: {
      __typename: 'CatalogViewNode';
      id: string;
      children: {
        __typename: 'CatalogViewNodePage';
        items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
      };
    } | null;
  };
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      node: {
        __typename: 'CatalogViewNode';
        id: string;
        children: {
          __typename: 'CatalogViewNodePage';
          items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
        };
      } | null;
    };
  } | null;
};

export type CatalogViewNodeProductsFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  node: {
    __typename: 'CatalogViewNode';
    id: string;
    name: string;
    breadcrumbs: Array<{ __typename: 'CatalogBreadcrumb'; id: string; name: string }>;
    products: {
      __typename: 'CatalogViewProductPage';
      items: Array<{
        __typename: 'CatalogViewProduct';
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
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

export type CatalogViewNodeProductsQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
  nodeId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogViewNodeProductsQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    node: {
      __typename: 'CatalogViewNode';
      id: string;
      name: string;
      breadcrumbs: Array<{ __typename: 'CatalogBreadcrumb'; id: string; name: string }>;
      products: {
        __typename: 'CatalogViewProductPage';
        items: Array<{
          __typename: 'CatalogViewProduct';
          id: string;
          name: string;
          sku: string | null;
          kind: Types.CatalogProductKind;
          displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
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
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      node: {
        __typename: 'CatalogViewNode';
        id: string;
        name: string;
        breadcrumbs: Array<{ __typename: 'CatalogBreadcrumb'; id: string; name: string }>;
        products: {
          __typename: 'CatalogViewProductPage';
          items: Array<{
            __typename: 'CatalogViewProduct';
            id: string;
            name: string;
            sku: string | null;
            kind: Types.CatalogProductKind;
            displayPrice: {
              __typename: 'CatalogDisplayPrice';
              formatted: string;
              includesTax: boolean;
            } | null;
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
  } | null;
};

export type CatalogViewProductFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  product: {
    __typename: 'CatalogViewProduct';
    slug: string | null;
    description: string | null;
    parentId: string | null;
    relationshipSlugs: Array<string>;
    id: string;
    name: string;
    sku: string | null;
    kind: Types.CatalogProductKind;
    variations: Array<{
      __typename: 'CatalogVariation';
      id: string;
      name: string;
      options: Array<{ __typename: 'CatalogVariationOption'; id: string; name: string }>;
    }>;
    children: {
      __typename: 'CatalogViewProductPage';
      items: Array<{
        __typename: 'CatalogViewProduct';
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        selectedOptions: Array<{
          __typename: 'CatalogSelectedOption';
          variationId: string;
          optionId: string;
          optionName: string;
        }>;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
      }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
    relatedProducts?: {
      __typename: 'CatalogViewProductPage';
      items: Array<{
        __typename: 'CatalogViewProduct';
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
      }>;
    };
    selectedOptions: Array<{
      __typename: 'CatalogSelectedOption';
      variationId: string;
      variationName: string;
      optionId: string;
      optionName: string;
    }>;
    displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
  } | null;
};

export type CatalogViewProductQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
  productId: string | number;
  slug: string;
  withRelated: boolean;
}>;

export type CatalogViewProductQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    product: {
      __typename: 'CatalogViewProduct';
      slug: string | null;
      description: string | null;
      parentId: string | null;
      relationshipSlugs: Array<string>;
      id: string;
      name: string;
      sku: string | null;
      kind: Types.CatalogProductKind;
      variations: Array<{
        __typename: 'CatalogVariation';
        id: string;
        name: string;
        options: Array<{ __typename: 'CatalogVariationOption'; id: string; name: string }>;
      }>;
      children: {
        __typename: 'CatalogViewProductPage';
        items: Array<{
          __typename: 'CatalogViewProduct';
          id: string;
          name: string;
          sku: string | null;
          kind: Types.CatalogProductKind;
          selectedOptions: Array<{
            __typename: 'CatalogSelectedOption';
            variationId: string;
            optionId: string;
            optionName: string;
          }>;
          displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
        }>;
        pageInfo: { __typename: 'PageInfo'; total: number };
      };
      relatedProducts?: {
        __typename: 'CatalogViewProductPage';
        items: Array<{
          __typename: 'CatalogViewProduct';
          id: string;
          name: string;
          sku: string | null;
          kind: Types.CatalogProductKind;
          displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
        }>;
      };
      selectedOptions: Array<{
        __typename: 'CatalogSelectedOption';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
      }>;
      displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
    } | null;
  };
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      product: {
        __typename: 'CatalogViewProduct';
        slug: string | null;
        description: string | null;
        parentId: string | null;
        relationshipSlugs: Array<string>;
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        variations: Array<{
          __typename: 'CatalogVariation';
          id: string;
          name: string;
          options: Array<{ __typename: 'CatalogVariationOption'; id: string; name: string }>;
        }>;
        children: {
          __typename: 'CatalogViewProductPage';
          items: Array<{
            __typename: 'CatalogViewProduct';
            id: string;
            name: string;
            sku: string | null;
            kind: Types.CatalogProductKind;
            selectedOptions: Array<{
              __typename: 'CatalogSelectedOption';
              variationId: string;
              optionId: string;
              optionName: string;
            }>;
            displayPrice: {
              __typename: 'CatalogDisplayPrice';
              formatted: string;
              includesTax: boolean;
            } | null;
          }>;
          pageInfo: { __typename: 'PageInfo'; total: number };
        };
        relatedProducts?: {
          __typename: 'CatalogViewProductPage';
          items: Array<{
            __typename: 'CatalogViewProduct';
            id: string;
            name: string;
            sku: string | null;
            kind: Types.CatalogProductKind;
            displayPrice: {
              __typename: 'CatalogDisplayPrice';
              formatted: string;
              includesTax: boolean;
            } | null;
          }>;
        };
        selectedOptions: Array<{
          __typename: 'CatalogSelectedOption';
          variationId: string;
          variationName: string;
          optionId: string;
          optionName: string;
        }>;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
      } | null;
    };
  } | null;
};

export type ConfigureShopperProductMutationVariables = Exact<{
  productId: string | number;
  selectedOptions: Array<Types.SelectedOptionInput> | Types.SelectedOptionInput;
  context?: Types.ShopperContextInput | null | undefined;
}>;

export type ConfigureShopperProductMutation = {
  __typename: 'Mutation';
  configureShopperProduct: {
    __typename: 'ConfigureProductPayload';
    product: {
      __typename: 'CatalogViewProduct';
      id: string;
      name: string;
      sku: string | null;
      kind: Types.CatalogProductKind;
      selectedOptions: Array<{
        __typename: 'CatalogSelectedOption';
        variationId: string;
        variationName: string;
        optionId: string;
        optionName: string;
      }>;
      displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CatalogLatestNodesQueryVariables = Exact<{
  context?: Types.ShopperContextInput | null | undefined;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogLatestNodesQuery = {
  __typename: 'Query';
  catalogNodes: {
    __typename: 'CatalogViewNodePage';
    items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CatalogLatestNodeChildrenQueryVariables = Exact<{
  id: string | number;
  context?: Types.ShopperContextInput | null | undefined;
}>;

export type CatalogLatestNodeChildrenQuery = {
  __typename: 'Query';
  catalogNode: {
    __typename: 'CatalogViewNode';
    id: string;
    name: string;
    children: {
      __typename: 'CatalogViewNodePage';
      items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
    };
  } | null;
};

export type CatalogReleasesByCatalogQueryVariables = Exact<{
  catalogId: string | number;
}>;

export type CatalogReleasesByCatalogQuery = {
  __typename: 'Query';
  catalogReleases: {
    __typename: 'CatalogReleasePage';
    items: Array<{
      __typename: 'CatalogRelease';
      id: string;
      status: Types.CatalogReleaseStatus;
      createdAt: string | null;
      publishedAt: string | null;
    }>;
  };
};

export type CatalogRuleByIdQueryVariables = Exact<{
  id: string | number;
}>;

export type CatalogRuleByIdQuery = {
  __typename: 'Query';
  catalogRule: {
    __typename: 'CatalogRule';
    catalogId: string;
    id: string;
    name: string;
    description: string | null;
    channels: Array<string>;
    tags: Array<string>;
  } | null;
};

export type UpdateCatalogRuleMutationVariables = Exact<{
  id: string | number;
  input: Types.CatalogRuleUpdateInput;
}>;

export type UpdateCatalogRuleMutation = {
  __typename: 'Mutation';
  updateCatalogRule: {
    __typename: 'CatalogRulePayload';
    rule: {
      __typename: 'CatalogRule';
      id: string;
      name: string;
      description: string | null;
      channels: Array<string>;
      tags: Array<string>;
    } | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type DeleteCatalogReleasesMutationVariables = Exact<{
  catalogId: string | number;
}>;

export type DeleteCatalogReleasesMutation = {
  __typename: 'Mutation';
  deleteCatalogReleases: {
    __typename: 'DeleteCatalogReleasesPayload';
    catalogId: string | null;
    userErrors: Array<{
      __typename: 'UserError';
      field: Array<string> | null;
      message: string;
      code: Types.UserErrorCode | null;
    }>;
  };
};

export type CatalogViewOverviewFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  nodes: {
    __typename: 'CatalogViewNodePage';
    items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
    pageInfo: { __typename: 'PageInfo'; total: number };
  };
  products: {
    __typename: 'CatalogViewProductPage';
    items: Array<{
      __typename: 'CatalogViewProduct';
      id: string;
      name: string;
      sku: string | null;
      kind: Types.CatalogProductKind;
      displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
    }>;
    pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
  };
};

export type CatalogViewOverviewQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogViewOverviewQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    nodes: {
      __typename: 'CatalogViewNodePage';
      items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
    products: {
      __typename: 'CatalogViewProductPage';
      items: Array<{
        __typename: 'CatalogViewProduct';
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
      }>;
      pageInfo: {
        __typename: 'PageInfo';
        limit: number;
        offset: number;
        total: number;
        hasNextPage: boolean;
      };
    };
  };
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      nodes: {
        __typename: 'CatalogViewNodePage';
        items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
        pageInfo: { __typename: 'PageInfo'; total: number };
      };
      products: {
        __typename: 'CatalogViewProductPage';
        items: Array<{
          __typename: 'CatalogViewProduct';
          id: string;
          name: string;
          sku: string | null;
          kind: Types.CatalogProductKind;
          displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
        }>;
        pageInfo: {
          __typename: 'PageInfo';
          limit: number;
          offset: number;
          total: number;
          hasNextPage: boolean;
        };
      };
    };
  } | null;
};

export type CatalogViewHierarchyFieldsFragment = {
  __typename: 'CatalogView';
  id: string;
  hierarchy: {
    __typename: 'CatalogViewHierarchy';
    id: string;
    name: string;
    description: string | null;
    nodes: {
      __typename: 'CatalogViewNodePage';
      items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
      pageInfo: { __typename: 'PageInfo'; total: number };
    };
    products: {
      __typename: 'CatalogViewProductPage';
      items: Array<{
        __typename: 'CatalogViewProduct';
        id: string;
        name: string;
        sku: string | null;
        kind: Types.CatalogProductKind;
        displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
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

export type CatalogViewHierarchyQueryVariables = Exact<{
  shopper: boolean;
  context?: Types.ShopperContextInput | null | undefined;
  catalogId: string | number;
  releaseId: string | number;
  hierarchyId: string | number;
  page?: Types.PageInput | null | undefined;
}>;

export type CatalogViewHierarchyQuery = {
  __typename: 'Query';
  shopperCatalog?: {
    __typename: 'CatalogView';
    id: string;
    hierarchy: {
      __typename: 'CatalogViewHierarchy';
      id: string;
      name: string;
      description: string | null;
      nodes: {
        __typename: 'CatalogViewNodePage';
        items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
        pageInfo: { __typename: 'PageInfo'; total: number };
      };
      products: {
        __typename: 'CatalogViewProductPage';
        items: Array<{
          __typename: 'CatalogViewProduct';
          id: string;
          name: string;
          sku: string | null;
          kind: Types.CatalogProductKind;
          displayPrice: { __typename: 'CatalogDisplayPrice'; formatted: string; includesTax: boolean } | null;
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
  catalogRelease?: {
    __typename: 'CatalogRelease';
    id: string;
    view: {
      __typename: 'CatalogView';
      id: string;
      hierarchy: {
        __typename: 'CatalogViewHierarchy';
        id: string;
        name: string;
        description: string | null;
        nodes: {
          __typename: 'CatalogViewNodePage';
          items: Array<{ __typename: 'CatalogViewNode'; id: string; name: string; hasChildren: boolean }>;
          pageInfo: { __typename: 'PageInfo'; total: number };
        };
        products: {
          __typename: 'CatalogViewProductPage';
          items: Array<{
            __typename: 'CatalogViewProduct';
            id: string;
            name: string;
            sku: string | null;
            kind: Types.CatalogProductKind;
            displayPrice: {
              __typename: 'CatalogDisplayPrice';
              formatted: string;
              includesTax: boolean;
            } | null;
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
  } | null;
};

export const CatalogViewNodeRowFragmentDoc = gql`
  fragment CatalogViewNodeRow on CatalogViewNode {
    id
    name
    hasChildren
  }
`;
export const CatalogViewTreeFieldsFragmentDoc = gql`
  fragment CatalogViewTreeFields on CatalogView {
    id
    release {
      id
      catalogId
      name
      publishedAt
    }
    hierarchies(page: { limit: 25 }) {
      items {
        id
        name
        hasChildren
        children(page: { limit: 100 }) {
          items {
            ...CatalogViewNodeRow
          }
        }
      }
      ...PageTotal
    }
  }
`;
export const CatalogViewNodeChildrenFieldsFragmentDoc = gql`
  fragment CatalogViewNodeChildrenFields on CatalogView {
    id
    node(id: $nodeId) {
      id
      children(page: { limit: 100 }) {
        items {
          ...CatalogViewNodeRow
        }
      }
    }
  }
`;
export const CatalogViewProductRowFragmentDoc = gql`
  fragment CatalogViewProductRow on CatalogViewProduct {
    id
    name
    sku
    kind
    displayPrice {
      formatted
      includesTax
    }
  }
`;
export const CatalogViewProductPageFieldsFragmentDoc = gql`
  fragment CatalogViewProductPageFields on CatalogViewProductPage {
    items {
      ...CatalogViewProductRow
    }
    ...PageFields
  }
`;
export const CatalogViewNodeProductsFieldsFragmentDoc = gql`
  fragment CatalogViewNodeProductsFields on CatalogView {
    id
    node(id: $nodeId) {
      id
      name
      breadcrumbs {
        id
        name
      }
      products(page: $page) {
        ...CatalogViewProductPageFields
      }
    }
  }
`;
export const CatalogViewConfiguredProductFragmentDoc = gql`
  fragment CatalogViewConfiguredProduct on CatalogViewProduct {
    ...CatalogViewProductRow
    selectedOptions {
      variationId
      variationName
      optionId
      optionName
    }
  }
`;
export const CatalogViewProductFieldsFragmentDoc = gql`
  fragment CatalogViewProductFields on CatalogView {
    id
    product(id: $productId) {
      ...CatalogViewConfiguredProduct
      slug
      description
      parentId
      variations {
        id
        name
        options {
          id
          name
        }
      }
      relationshipSlugs
      children(page: { limit: 100 }) {
        items {
          ...CatalogViewProductRow
          selectedOptions {
            variationId
            optionId
            optionName
          }
        }
        ...PageTotal
      }
      relatedProducts(slug: $slug, page: { limit: 100 }) @include(if: $withRelated) {
        items {
          ...CatalogViewProductRow
        }
      }
    }
  }
`;
export const CatalogViewNodeCountFragmentDoc = gql`
  fragment CatalogViewNodeCount on CatalogViewNodePage {
    items {
      ...CatalogViewNodeRow
    }
    ...PageTotal
  }
`;
export const CatalogViewOverviewFieldsFragmentDoc = gql`
  fragment CatalogViewOverviewFields on CatalogView {
    id
    nodes(page: { limit: 100 }) {
      ...CatalogViewNodeCount
    }
    products(page: $page) {
      ...CatalogViewProductPageFields
    }
  }
`;
export const CatalogViewHierarchyFieldsFragmentDoc = gql`
  fragment CatalogViewHierarchyFields on CatalogView {
    id
    hierarchy(id: $hierarchyId) {
      id
      name
      description
      nodes(page: { limit: 100 }) {
        ...CatalogViewNodeCount
      }
      products(page: $page) {
        ...CatalogViewProductPageFields
      }
    }
  }
`;
export const CatalogViewTreeDocument = gql`
  query CatalogViewTree($shopper: Boolean!, $context: ShopperContextInput, $catalogId: ID!, $releaseId: ID!) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewTreeFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewTreeFields
      }
    }
  }
  ${CatalogViewTreeFieldsFragmentDoc}
  ${CatalogViewNodeRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useCatalogViewTreeQuery__
 *
 * To run a query within a React component, call `useCatalogViewTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewTreeQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *   },
 * });
 */
export function useCatalogViewTreeQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CatalogViewTreeQuery, CatalogViewTreeQueryVariables> &
    ({ variables: CatalogViewTreeQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>(
    CatalogViewTreeDocument,
    options,
  );
}
export function useCatalogViewTreeLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>(
    CatalogViewTreeDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewTreeSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewTreeQuery,
    CatalogViewTreeQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>;
export function useCatalogViewTreeSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogViewTreeQuery | undefined, CatalogViewTreeQueryVariables>;
export function useCatalogViewTreeSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogViewTreeQuery, CatalogViewTreeQueryVariables>(
    CatalogViewTreeDocument,
    options,
  );
}
export type CatalogViewTreeQueryHookResult = ReturnType<typeof useCatalogViewTreeQuery>;
export type CatalogViewTreeLazyQueryHookResult = ReturnType<typeof useCatalogViewTreeLazyQuery>;
export type CatalogViewTreeSuspenseQueryHookResult = ReturnType<typeof useCatalogViewTreeSuspenseQuery>;
export type CatalogViewTreeQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewTreeQuery,
  CatalogViewTreeQueryVariables
>;
export const CatalogViewNodeChildrenDocument = gql`
  query CatalogViewNodeChildren(
    $shopper: Boolean!
    $context: ShopperContextInput
    $catalogId: ID!
    $releaseId: ID!
    $nodeId: ID!
  ) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewNodeChildrenFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewNodeChildrenFields
      }
    }
  }
  ${CatalogViewNodeChildrenFieldsFragmentDoc}
  ${CatalogViewNodeRowFragmentDoc}
`;

/**
 * __useCatalogViewNodeChildrenQuery__
 *
 * To run a query within a React component, call `useCatalogViewNodeChildrenQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewNodeChildrenQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewNodeChildrenQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *      nodeId: // value for 'nodeId'
 *   },
 * });
 */
export function useCatalogViewNodeChildrenQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogViewNodeChildrenQuery,
    CatalogViewNodeChildrenQueryVariables
  > &
    ({ variables: CatalogViewNodeChildrenQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewNodeChildrenQuery, CatalogViewNodeChildrenQueryVariables>(
    CatalogViewNodeChildrenDocument,
    options,
  );
}
export function useCatalogViewNodeChildrenLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogViewNodeChildrenQuery,
    CatalogViewNodeChildrenQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewNodeChildrenQuery, CatalogViewNodeChildrenQueryVariables>(
    CatalogViewNodeChildrenDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewNodeChildrenSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewNodeChildrenQuery,
    CatalogViewNodeChildrenQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewNodeChildrenQuery,
  CatalogViewNodeChildrenQueryVariables
>;
export function useCatalogViewNodeChildrenSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewNodeChildrenQuery,
        CatalogViewNodeChildrenQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewNodeChildrenQuery | undefined,
  CatalogViewNodeChildrenQueryVariables
>;
export function useCatalogViewNodeChildrenSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewNodeChildrenQuery,
        CatalogViewNodeChildrenQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CatalogViewNodeChildrenQuery,
    CatalogViewNodeChildrenQueryVariables
  >(CatalogViewNodeChildrenDocument, options);
}
export type CatalogViewNodeChildrenQueryHookResult = ReturnType<typeof useCatalogViewNodeChildrenQuery>;
export type CatalogViewNodeChildrenLazyQueryHookResult = ReturnType<
  typeof useCatalogViewNodeChildrenLazyQuery
>;
export type CatalogViewNodeChildrenSuspenseQueryHookResult = ReturnType<
  typeof useCatalogViewNodeChildrenSuspenseQuery
>;
export type CatalogViewNodeChildrenQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewNodeChildrenQuery,
  CatalogViewNodeChildrenQueryVariables
>;
export const CatalogViewNodeProductsDocument = gql`
  query CatalogViewNodeProducts(
    $shopper: Boolean!
    $context: ShopperContextInput
    $catalogId: ID!
    $releaseId: ID!
    $nodeId: ID!
    $page: PageInput
  ) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewNodeProductsFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewNodeProductsFields
      }
    }
  }
  ${CatalogViewNodeProductsFieldsFragmentDoc}
  ${CatalogViewProductPageFieldsFragmentDoc}
  ${CatalogViewProductRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogViewNodeProductsQuery__
 *
 * To run a query within a React component, call `useCatalogViewNodeProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewNodeProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewNodeProductsQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *      nodeId: // value for 'nodeId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogViewNodeProductsQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogViewNodeProductsQuery,
    CatalogViewNodeProductsQueryVariables
  > &
    ({ variables: CatalogViewNodeProductsQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewNodeProductsQuery, CatalogViewNodeProductsQueryVariables>(
    CatalogViewNodeProductsDocument,
    options,
  );
}
export function useCatalogViewNodeProductsLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogViewNodeProductsQuery,
    CatalogViewNodeProductsQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewNodeProductsQuery, CatalogViewNodeProductsQueryVariables>(
    CatalogViewNodeProductsDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewNodeProductsSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewNodeProductsQuery,
    CatalogViewNodeProductsQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewNodeProductsQuery,
  CatalogViewNodeProductsQueryVariables
>;
export function useCatalogViewNodeProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewNodeProductsQuery,
        CatalogViewNodeProductsQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewNodeProductsQuery | undefined,
  CatalogViewNodeProductsQueryVariables
>;
export function useCatalogViewNodeProductsSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewNodeProductsQuery,
        CatalogViewNodeProductsQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CatalogViewNodeProductsQuery,
    CatalogViewNodeProductsQueryVariables
  >(CatalogViewNodeProductsDocument, options);
}
export type CatalogViewNodeProductsQueryHookResult = ReturnType<typeof useCatalogViewNodeProductsQuery>;
export type CatalogViewNodeProductsLazyQueryHookResult = ReturnType<
  typeof useCatalogViewNodeProductsLazyQuery
>;
export type CatalogViewNodeProductsSuspenseQueryHookResult = ReturnType<
  typeof useCatalogViewNodeProductsSuspenseQuery
>;
export type CatalogViewNodeProductsQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewNodeProductsQuery,
  CatalogViewNodeProductsQueryVariables
>;
export const CatalogViewProductDocument = gql`
  query CatalogViewProduct(
    $shopper: Boolean!
    $context: ShopperContextInput
    $catalogId: ID!
    $releaseId: ID!
    $productId: ID!
    $slug: String!
    $withRelated: Boolean!
  ) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewProductFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewProductFields
      }
    }
  }
  ${CatalogViewProductFieldsFragmentDoc}
  ${CatalogViewConfiguredProductFragmentDoc}
  ${CatalogViewProductRowFragmentDoc}
  ${PageTotalFragmentDoc}
`;

/**
 * __useCatalogViewProductQuery__
 *
 * To run a query within a React component, call `useCatalogViewProductQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewProductQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewProductQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *      productId: // value for 'productId'
 *      slug: // value for 'slug'
 *      withRelated: // value for 'withRelated'
 *   },
 * });
 */
export function useCatalogViewProductQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CatalogViewProductQuery, CatalogViewProductQueryVariables> &
    ({ variables: CatalogViewProductQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewProductQuery, CatalogViewProductQueryVariables>(
    CatalogViewProductDocument,
    options,
  );
}
export function useCatalogViewProductLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogViewProductQuery,
    CatalogViewProductQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewProductQuery, CatalogViewProductQueryVariables>(
    CatalogViewProductDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewProductSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewProductQuery,
    CatalogViewProductQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogViewProductQuery, CatalogViewProductQueryVariables>;
export function useCatalogViewProductSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewProductQuery, CatalogViewProductQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewProductQuery | undefined,
  CatalogViewProductQueryVariables
>;
export function useCatalogViewProductSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewProductQuery, CatalogViewProductQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogViewProductQuery, CatalogViewProductQueryVariables>(
    CatalogViewProductDocument,
    options,
  );
}
export type CatalogViewProductQueryHookResult = ReturnType<typeof useCatalogViewProductQuery>;
export type CatalogViewProductLazyQueryHookResult = ReturnType<typeof useCatalogViewProductLazyQuery>;
export type CatalogViewProductSuspenseQueryHookResult = ReturnType<typeof useCatalogViewProductSuspenseQuery>;
export type CatalogViewProductQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewProductQuery,
  CatalogViewProductQueryVariables
>;
export const ConfigureShopperProductDocument = gql`
  mutation ConfigureShopperProduct(
    $productId: ID!
    $selectedOptions: [SelectedOptionInput!]!
    $context: ShopperContextInput
  ) {
    configureShopperProduct(productId: $productId, selectedOptions: $selectedOptions, context: $context) {
      product {
        ...CatalogViewConfiguredProduct
      }
      ...PayloadErrors
    }
  }
  ${CatalogViewConfiguredProductFragmentDoc}
  ${CatalogViewProductRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type ConfigureShopperProductMutationFn = ApolloReactCommon.MutationFunction<
  ConfigureShopperProductMutation,
  ConfigureShopperProductMutationVariables
>;

/**
 * __useConfigureShopperProductMutation__
 *
 * To run a mutation, you first call `useConfigureShopperProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfigureShopperProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [configureShopperProductMutation, { data, loading, error }] = useConfigureShopperProductMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      selectedOptions: // value for 'selectedOptions'
 *      context: // value for 'context'
 *   },
 * });
 */
export function useConfigureShopperProductMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    ConfigureShopperProductMutation,
    ConfigureShopperProductMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<
    ConfigureShopperProductMutation,
    ConfigureShopperProductMutationVariables
  >(ConfigureShopperProductDocument, options);
}
export type ConfigureShopperProductMutationHookResult = ReturnType<typeof useConfigureShopperProductMutation>;
export type ConfigureShopperProductMutationResult =
  ApolloReactCommon.MutationResult<ConfigureShopperProductMutation>;
export type ConfigureShopperProductMutationOptions = ApolloReactCommon.BaseMutationOptions<
  ConfigureShopperProductMutation,
  ConfigureShopperProductMutationVariables
>;
export const CatalogLatestNodesDocument = gql`
  query CatalogLatestNodes($context: ShopperContextInput, $page: PageInput) {
    catalogNodes(context: $context, page: $page) {
      items {
        ...CatalogViewNodeRow
      }
      ...PageFields
    }
  }
  ${CatalogViewNodeRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogLatestNodesQuery__
 *
 * To run a query within a React component, call `useCatalogLatestNodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogLatestNodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogLatestNodesQuery({
 *   variables: {
 *      context: // value for 'context'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogLatestNodesQuery(
  baseOptions?: ApolloReactHooks.QueryHookOptions<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>(
    CatalogLatestNodesDocument,
    options,
  );
}
export function useCatalogLatestNodesLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogLatestNodesQuery,
    CatalogLatestNodesQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>(
    CatalogLatestNodesDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogLatestNodesSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogLatestNodesQuery,
    CatalogLatestNodesQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>;
export function useCatalogLatestNodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogLatestNodesQuery | undefined,
  CatalogLatestNodesQueryVariables
>;
export function useCatalogLatestNodesSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogLatestNodesQuery, CatalogLatestNodesQueryVariables>(
    CatalogLatestNodesDocument,
    options,
  );
}
export type CatalogLatestNodesQueryHookResult = ReturnType<typeof useCatalogLatestNodesQuery>;
export type CatalogLatestNodesLazyQueryHookResult = ReturnType<typeof useCatalogLatestNodesLazyQuery>;
export type CatalogLatestNodesSuspenseQueryHookResult = ReturnType<typeof useCatalogLatestNodesSuspenseQuery>;
export type CatalogLatestNodesQueryResult = ApolloReactCommon.QueryResult<
  CatalogLatestNodesQuery,
  CatalogLatestNodesQueryVariables
>;
export const CatalogLatestNodeChildrenDocument = gql`
  query CatalogLatestNodeChildren($id: ID!, $context: ShopperContextInput) {
    catalogNode(id: $id, context: $context) {
      id
      name
      children(page: { limit: 100 }) {
        items {
          ...CatalogViewNodeRow
        }
      }
    }
  }
  ${CatalogViewNodeRowFragmentDoc}
`;

/**
 * __useCatalogLatestNodeChildrenQuery__
 *
 * To run a query within a React component, call `useCatalogLatestNodeChildrenQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogLatestNodeChildrenQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogLatestNodeChildrenQuery({
 *   variables: {
 *      id: // value for 'id'
 *      context: // value for 'context'
 *   },
 * });
 */
export function useCatalogLatestNodeChildrenQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogLatestNodeChildrenQuery,
    CatalogLatestNodeChildrenQueryVariables
  > &
    ({ variables: CatalogLatestNodeChildrenQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogLatestNodeChildrenQuery, CatalogLatestNodeChildrenQueryVariables>(
    CatalogLatestNodeChildrenDocument,
    options,
  );
}
export function useCatalogLatestNodeChildrenLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogLatestNodeChildrenQuery,
    CatalogLatestNodeChildrenQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<
    CatalogLatestNodeChildrenQuery,
    CatalogLatestNodeChildrenQueryVariables
  >(CatalogLatestNodeChildrenDocument, options);
}
// @ts-ignore
export function useCatalogLatestNodeChildrenSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogLatestNodeChildrenQuery,
    CatalogLatestNodeChildrenQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogLatestNodeChildrenQuery,
  CatalogLatestNodeChildrenQueryVariables
>;
export function useCatalogLatestNodeChildrenSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogLatestNodeChildrenQuery,
        CatalogLatestNodeChildrenQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogLatestNodeChildrenQuery | undefined,
  CatalogLatestNodeChildrenQueryVariables
>;
export function useCatalogLatestNodeChildrenSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogLatestNodeChildrenQuery,
        CatalogLatestNodeChildrenQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CatalogLatestNodeChildrenQuery,
    CatalogLatestNodeChildrenQueryVariables
  >(CatalogLatestNodeChildrenDocument, options);
}
export type CatalogLatestNodeChildrenQueryHookResult = ReturnType<typeof useCatalogLatestNodeChildrenQuery>;
export type CatalogLatestNodeChildrenLazyQueryHookResult = ReturnType<
  typeof useCatalogLatestNodeChildrenLazyQuery
>;
export type CatalogLatestNodeChildrenSuspenseQueryHookResult = ReturnType<
  typeof useCatalogLatestNodeChildrenSuspenseQuery
>;
export type CatalogLatestNodeChildrenQueryResult = ApolloReactCommon.QueryResult<
  CatalogLatestNodeChildrenQuery,
  CatalogLatestNodeChildrenQueryVariables
>;
export const CatalogReleasesByCatalogDocument = gql`
  query CatalogReleasesByCatalog($catalogId: ID!) {
    catalogReleases(catalogId: $catalogId, page: { limit: 25 }) {
      items {
        id
        status
        createdAt
        publishedAt
      }
    }
  }
`;

/**
 * __useCatalogReleasesByCatalogQuery__
 *
 * To run a query within a React component, call `useCatalogReleasesByCatalogQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogReleasesByCatalogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogReleasesByCatalogQuery({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *   },
 * });
 */
export function useCatalogReleasesByCatalogQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogReleasesByCatalogQuery,
    CatalogReleasesByCatalogQueryVariables
  > &
    ({ variables: CatalogReleasesByCatalogQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogReleasesByCatalogQuery, CatalogReleasesByCatalogQueryVariables>(
    CatalogReleasesByCatalogDocument,
    options,
  );
}
export function useCatalogReleasesByCatalogLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogReleasesByCatalogQuery,
    CatalogReleasesByCatalogQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogReleasesByCatalogQuery, CatalogReleasesByCatalogQueryVariables>(
    CatalogReleasesByCatalogDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogReleasesByCatalogSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogReleasesByCatalogQuery,
    CatalogReleasesByCatalogQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogReleasesByCatalogQuery,
  CatalogReleasesByCatalogQueryVariables
>;
export function useCatalogReleasesByCatalogSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogReleasesByCatalogQuery,
        CatalogReleasesByCatalogQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogReleasesByCatalogQuery | undefined,
  CatalogReleasesByCatalogQueryVariables
>;
export function useCatalogReleasesByCatalogSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogReleasesByCatalogQuery,
        CatalogReleasesByCatalogQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<
    CatalogReleasesByCatalogQuery,
    CatalogReleasesByCatalogQueryVariables
  >(CatalogReleasesByCatalogDocument, options);
}
export type CatalogReleasesByCatalogQueryHookResult = ReturnType<typeof useCatalogReleasesByCatalogQuery>;
export type CatalogReleasesByCatalogLazyQueryHookResult = ReturnType<
  typeof useCatalogReleasesByCatalogLazyQuery
>;
export type CatalogReleasesByCatalogSuspenseQueryHookResult = ReturnType<
  typeof useCatalogReleasesByCatalogSuspenseQuery
>;
export type CatalogReleasesByCatalogQueryResult = ApolloReactCommon.QueryResult<
  CatalogReleasesByCatalogQuery,
  CatalogReleasesByCatalogQueryVariables
>;
export const CatalogRuleByIdDocument = gql`
  query CatalogRuleById($id: ID!) {
    catalogRule(id: $id) {
      ...CatalogRuleRow
      catalogId
    }
  }
  ${CatalogRuleRowFragmentDoc}
`;

/**
 * __useCatalogRuleByIdQuery__
 *
 * To run a query within a React component, call `useCatalogRuleByIdQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogRuleByIdQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogRuleByIdQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCatalogRuleByIdQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables> &
    ({ variables: CatalogRuleByIdQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>(
    CatalogRuleByIdDocument,
    options,
  );
}
export function useCatalogRuleByIdLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>(
    CatalogRuleByIdDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogRuleByIdSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogRuleByIdQuery,
    CatalogRuleByIdQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>;
export function useCatalogRuleByIdSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogRuleByIdQuery | undefined, CatalogRuleByIdQueryVariables>;
export function useCatalogRuleByIdSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogRuleByIdQuery, CatalogRuleByIdQueryVariables>(
    CatalogRuleByIdDocument,
    options,
  );
}
export type CatalogRuleByIdQueryHookResult = ReturnType<typeof useCatalogRuleByIdQuery>;
export type CatalogRuleByIdLazyQueryHookResult = ReturnType<typeof useCatalogRuleByIdLazyQuery>;
export type CatalogRuleByIdSuspenseQueryHookResult = ReturnType<typeof useCatalogRuleByIdSuspenseQuery>;
export type CatalogRuleByIdQueryResult = ApolloReactCommon.QueryResult<
  CatalogRuleByIdQuery,
  CatalogRuleByIdQueryVariables
>;
export const UpdateCatalogRuleDocument = gql`
  mutation UpdateCatalogRule($id: ID!, $input: CatalogRuleUpdateInput!) {
    updateCatalogRule(id: $id, input: $input) {
      rule {
        ...CatalogRuleRow
      }
      ...PayloadErrors
    }
  }
  ${CatalogRuleRowFragmentDoc}
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type UpdateCatalogRuleMutationFn = ApolloReactCommon.MutationFunction<
  UpdateCatalogRuleMutation,
  UpdateCatalogRuleMutationVariables
>;

/**
 * __useUpdateCatalogRuleMutation__
 *
 * To run a mutation, you first call `useUpdateCatalogRuleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCatalogRuleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCatalogRuleMutation, { data, loading, error }] = useUpdateCatalogRuleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateCatalogRuleMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    UpdateCatalogRuleMutation,
    UpdateCatalogRuleMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<UpdateCatalogRuleMutation, UpdateCatalogRuleMutationVariables>(
    UpdateCatalogRuleDocument,
    options,
  );
}
export type UpdateCatalogRuleMutationHookResult = ReturnType<typeof useUpdateCatalogRuleMutation>;
export type UpdateCatalogRuleMutationResult = ApolloReactCommon.MutationResult<UpdateCatalogRuleMutation>;
export type UpdateCatalogRuleMutationOptions = ApolloReactCommon.BaseMutationOptions<
  UpdateCatalogRuleMutation,
  UpdateCatalogRuleMutationVariables
>;
export const DeleteCatalogReleasesDocument = gql`
  mutation DeleteCatalogReleases($catalogId: ID!) {
    deleteCatalogReleases(catalogId: $catalogId) {
      catalogId
      ...PayloadErrors
    }
  }
  ${PayloadErrorsFragmentDoc}
  ${UserErrorFieldsFragmentDoc}
`;
export type DeleteCatalogReleasesMutationFn = ApolloReactCommon.MutationFunction<
  DeleteCatalogReleasesMutation,
  DeleteCatalogReleasesMutationVariables
>;

/**
 * __useDeleteCatalogReleasesMutation__
 *
 * To run a mutation, you first call `useDeleteCatalogReleasesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCatalogReleasesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCatalogReleasesMutation, { data, loading, error }] = useDeleteCatalogReleasesMutation({
 *   variables: {
 *      catalogId: // value for 'catalogId'
 *   },
 * });
 */
export function useDeleteCatalogReleasesMutation(
  baseOptions?: ApolloReactHooks.MutationHookOptions<
    DeleteCatalogReleasesMutation,
    DeleteCatalogReleasesMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useMutation<DeleteCatalogReleasesMutation, DeleteCatalogReleasesMutationVariables>(
    DeleteCatalogReleasesDocument,
    options,
  );
}
export type DeleteCatalogReleasesMutationHookResult = ReturnType<typeof useDeleteCatalogReleasesMutation>;
export type DeleteCatalogReleasesMutationResult =
  ApolloReactCommon.MutationResult<DeleteCatalogReleasesMutation>;
export type DeleteCatalogReleasesMutationOptions = ApolloReactCommon.BaseMutationOptions<
  DeleteCatalogReleasesMutation,
  DeleteCatalogReleasesMutationVariables
>;
export const CatalogViewOverviewDocument = gql`
  query CatalogViewOverview(
    $shopper: Boolean!
    $context: ShopperContextInput
    $catalogId: ID!
    $releaseId: ID!
    $page: PageInput
  ) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewOverviewFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewOverviewFields
      }
    }
  }
  ${CatalogViewOverviewFieldsFragmentDoc}
  ${CatalogViewNodeCountFragmentDoc}
  ${CatalogViewNodeRowFragmentDoc}
  ${PageTotalFragmentDoc}
  ${CatalogViewProductPageFieldsFragmentDoc}
  ${CatalogViewProductRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogViewOverviewQuery__
 *
 * To run a query within a React component, call `useCatalogViewOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewOverviewQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogViewOverviewQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogViewOverviewQuery,
    CatalogViewOverviewQueryVariables
  > &
    ({ variables: CatalogViewOverviewQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>(
    CatalogViewOverviewDocument,
    options,
  );
}
export function useCatalogViewOverviewLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogViewOverviewQuery,
    CatalogViewOverviewQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>(
    CatalogViewOverviewDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewOverviewSuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewOverviewQuery,
    CatalogViewOverviewQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>;
export function useCatalogViewOverviewSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewOverviewQuery | undefined,
  CatalogViewOverviewQueryVariables
>;
export function useCatalogViewOverviewSuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogViewOverviewQuery, CatalogViewOverviewQueryVariables>(
    CatalogViewOverviewDocument,
    options,
  );
}
export type CatalogViewOverviewQueryHookResult = ReturnType<typeof useCatalogViewOverviewQuery>;
export type CatalogViewOverviewLazyQueryHookResult = ReturnType<typeof useCatalogViewOverviewLazyQuery>;
export type CatalogViewOverviewSuspenseQueryHookResult = ReturnType<
  typeof useCatalogViewOverviewSuspenseQuery
>;
export type CatalogViewOverviewQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewOverviewQuery,
  CatalogViewOverviewQueryVariables
>;
export const CatalogViewHierarchyDocument = gql`
  query CatalogViewHierarchy(
    $shopper: Boolean!
    $context: ShopperContextInput
    $catalogId: ID!
    $releaseId: ID!
    $hierarchyId: ID!
    $page: PageInput
  ) {
    shopperCatalog(context: $context) @include(if: $shopper) {
      ...CatalogViewHierarchyFields
    }
    catalogRelease(catalogId: $catalogId, id: $releaseId) @skip(if: $shopper) {
      id
      view {
        ...CatalogViewHierarchyFields
      }
    }
  }
  ${CatalogViewHierarchyFieldsFragmentDoc}
  ${CatalogViewNodeCountFragmentDoc}
  ${CatalogViewNodeRowFragmentDoc}
  ${PageTotalFragmentDoc}
  ${CatalogViewProductPageFieldsFragmentDoc}
  ${CatalogViewProductRowFragmentDoc}
  ${PageFieldsFragmentDoc}
  ${ListPageInfoFragmentDoc}
`;

/**
 * __useCatalogViewHierarchyQuery__
 *
 * To run a query within a React component, call `useCatalogViewHierarchyQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogViewHierarchyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogViewHierarchyQuery({
 *   variables: {
 *      shopper: // value for 'shopper'
 *      context: // value for 'context'
 *      catalogId: // value for 'catalogId'
 *      releaseId: // value for 'releaseId'
 *      hierarchyId: // value for 'hierarchyId'
 *      page: // value for 'page'
 *   },
 * });
 */
export function useCatalogViewHierarchyQuery(
  baseOptions: ApolloReactHooks.QueryHookOptions<
    CatalogViewHierarchyQuery,
    CatalogViewHierarchyQueryVariables
  > &
    ({ variables: CatalogViewHierarchyQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useQuery<CatalogViewHierarchyQuery, CatalogViewHierarchyQueryVariables>(
    CatalogViewHierarchyDocument,
    options,
  );
}
export function useCatalogViewHierarchyLazyQuery(
  baseOptions?: ApolloReactHooks.LazyQueryHookOptions<
    CatalogViewHierarchyQuery,
    CatalogViewHierarchyQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useLazyQuery<CatalogViewHierarchyQuery, CatalogViewHierarchyQueryVariables>(
    CatalogViewHierarchyDocument,
    options,
  );
}
// @ts-ignore
export function useCatalogViewHierarchySuspenseQuery(
  baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<
    CatalogViewHierarchyQuery,
    CatalogViewHierarchyQueryVariables
  >,
): ApolloReactHooks.UseSuspenseQueryResult<CatalogViewHierarchyQuery, CatalogViewHierarchyQueryVariables>;
export function useCatalogViewHierarchySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewHierarchyQuery,
        CatalogViewHierarchyQueryVariables
      >,
): ApolloReactHooks.UseSuspenseQueryResult<
  CatalogViewHierarchyQuery | undefined,
  CatalogViewHierarchyQueryVariables
>;
export function useCatalogViewHierarchySuspenseQuery(
  baseOptions?:
    | ApolloReactHooks.SkipToken
    | ApolloReactHooks.SuspenseQueryHookOptions<
        CatalogViewHierarchyQuery,
        CatalogViewHierarchyQueryVariables
      >,
) {
  const options =
    baseOptions === ApolloReactHooks.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return ApolloReactHooks.useSuspenseQuery<CatalogViewHierarchyQuery, CatalogViewHierarchyQueryVariables>(
    CatalogViewHierarchyDocument,
    options,
  );
}
export type CatalogViewHierarchyQueryHookResult = ReturnType<typeof useCatalogViewHierarchyQuery>;
export type CatalogViewHierarchyLazyQueryHookResult = ReturnType<typeof useCatalogViewHierarchyLazyQuery>;
export type CatalogViewHierarchySuspenseQueryHookResult = ReturnType<
  typeof useCatalogViewHierarchySuspenseQuery
>;
export type CatalogViewHierarchyQueryResult = ApolloReactCommon.QueryResult<
  CatalogViewHierarchyQuery,
  CatalogViewHierarchyQueryVariables
>;

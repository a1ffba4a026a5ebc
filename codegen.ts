import type { CodegenConfig } from '@graphql-codegen/cli';

// Two outputs from one schema: resolver types for the gateway, typed hooks for the admin.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  hooks: { afterAllFileWrite: ['prettier --write'] },
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        mappers: {
          Product: '../resolvers/models#ProductModel',
          Store: '../resolvers/stores#StoreModel',
          Hierarchy: '../resolvers/models#HierarchyModel',
          HierarchyNode: '../resolvers/models#HierarchyNodeModel',
          Variation: '../resolvers/models#VariationModel',
          VariationOption: '../resolvers/models#VariationOptionModel',
          VariationModifier: '../resolvers/models#VariationModifierModel',
          File: '../resolvers/models#FileModel',
          Stock: '../resolvers/models#StockModel',
          PriceBook: '../resolvers/models#PriceBookModel',
          ProductPrice: '../resolvers/models#ProductPriceModel',
          PriceModifier: '../resolvers/models#PriceModifierModel',
          Brand: '../resolvers/models#LegacyCatalogueEntryModel',
          Collection: '../resolvers/models#LegacyCatalogueEntryModel',
          Category: '../resolvers/models#CategoryModel',
          Currency: '../resolvers/models#CurrencyModel',
          Job: '../resolvers/models#JobModel',
          Flow: '../resolvers/models#FlowModel',
          FlowField: '../resolvers/models#FlowFieldModel',
          FlowEntry: '../resolvers/models#FlowEntryModel',
          CustomRelationship: '../resolvers/models#CustomRelationshipModel',
        },
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        useIndexSignature: true,
      },
    },
    'client/src/graphql/generated.ts': {
      documents: 'client/src/**/*.graphql',
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        nonOptionalTypename: true,
        // Our wrapper re-exports Apollo's React hooks with types the generated overloads accept.
        apolloReactCommonImportFrom: './apollo-hooks',
        apolloReactHooksImportFrom: './apollo-hooks',
      },
    },
  },
};

export default config;

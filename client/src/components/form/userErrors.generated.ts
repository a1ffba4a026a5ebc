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

export type PayloadErrors_AccountAuthenticationSettingsPayload_Fragment = {
  __typename: 'AccountAuthenticationSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AccountMemberTokensPayload_Fragment = {
  __typename: 'AccountMemberTokensPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AccountMembershipPayload_Fragment = {
  __typename: 'AccountMembershipPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AccountMembershipSettingsPayload_Fragment = {
  __typename: 'AccountMembershipSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AccountPayload_Fragment = {
  __typename: 'AccountPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AccountTagPayload_Fragment = {
  __typename: 'AccountTagPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AddressPayload_Fragment = {
  __typename: 'AddressPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_AnonymizeOrdersPayload_Fragment = {
  __typename: 'AnonymizeOrdersPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ApiKeySignInPayload_Fragment = {
  __typename: 'ApiKeySignInPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ApplicationKeyPayload_Fragment = {
  __typename: 'ApplicationKeyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_BrandPayload_Fragment = {
  __typename: 'BrandPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CartPayload_Fragment = {
  __typename: 'CartPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CartSettingsPayload_Fragment = {
  __typename: 'CartSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CatalogPayload_Fragment = {
  __typename: 'CatalogPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CatalogReleasePayload_Fragment = {
  __typename: 'CatalogReleasePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CatalogRulePayload_Fragment = {
  __typename: 'CatalogRulePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CategoryPayload_Fragment = {
  __typename: 'CategoryPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CheckoutPayload_Fragment = {
  __typename: 'CheckoutPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CollectionPayload_Fragment = {
  __typename: 'CollectionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ConfigureProductPayload_Fragment = {
  __typename: 'ConfigureProductPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CreateApplicationKeyPayload_Fragment = {
  __typename: 'CreateApplicationKeyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CurrencyPayload_Fragment = {
  __typename: 'CurrencyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomApiEntryPayload_Fragment = {
  __typename: 'CustomApiEntryPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomApiPayload_Fragment = {
  __typename: 'CustomApiPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomApiRolePolicyPayload_Fragment = {
  __typename: 'CustomApiRolePolicyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomFieldPayload_Fragment = {
  __typename: 'CustomFieldPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomRelationshipDeletePayload_Fragment = {
  __typename: 'CustomRelationshipDeletePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomRelationshipPayload_Fragment = {
  __typename: 'CustomRelationshipPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomerPayload_Fragment = {
  __typename: 'CustomerPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomerSubscriptionPayload_Fragment = {
  __typename: 'CustomerSubscriptionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_CustomerTokenPayload_Fragment = {
  __typename: 'CustomerTokenPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteAccountMembershipPayload_Fragment = {
  __typename: 'DeleteAccountMembershipPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteAccountPayload_Fragment = {
  __typename: 'DeleteAccountPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteAccountTagPayload_Fragment = {
  __typename: 'DeleteAccountTagPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteAddressPayload_Fragment = {
  __typename: 'DeleteAddressPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteApplicationKeyPayload_Fragment = {
  __typename: 'DeleteApplicationKeyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCartPayload_Fragment = {
  __typename: 'DeleteCartPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCatalogPayload_Fragment = {
  __typename: 'DeleteCatalogPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCatalogReleasePayload_Fragment = {
  __typename: 'DeleteCatalogReleasePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCatalogReleasesPayload_Fragment = {
  __typename: 'DeleteCatalogReleasesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCatalogRulePayload_Fragment = {
  __typename: 'DeleteCatalogRulePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCustomApiResourcePayload_Fragment = {
  __typename: 'DeleteCustomApiResourcePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteCustomerPayload_Fragment = {
  __typename: 'DeleteCustomerPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteFilePayload_Fragment = {
  __typename: 'DeleteFilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteFlowResourcePayload_Fragment = {
  __typename: 'DeleteFlowResourcePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteHierarchyNodePayload_Fragment = {
  __typename: 'DeleteHierarchyNodePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteHierarchyPayload_Fragment = {
  __typename: 'DeleteHierarchyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteIntegrationPayload_Fragment = {
  __typename: 'DeleteIntegrationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteInventoryLocationPayload_Fragment = {
  __typename: 'DeleteInventoryLocationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteLegacyCataloguePayload_Fragment = {
  __typename: 'DeleteLegacyCataloguePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteLegacyVariationPayload_Fragment = {
  __typename: 'DeleteLegacyVariationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeletePriceBookPayload_Fragment = {
  __typename: 'DeletePriceBookPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeletePriceModifierPayload_Fragment = {
  __typename: 'DeletePriceModifierPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteProductPayload_Fragment = {
  __typename: 'DeleteProductPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteProductPricePayload_Fragment = {
  __typename: 'DeleteProductPricePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeletePromotionPayload_Fragment = {
  __typename: 'DeletePromotionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteRealmProfilePayload_Fragment = {
  __typename: 'DeleteRealmProfilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteStockPayload_Fragment = {
  __typename: 'DeleteStockPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DeleteVariationPayload_Fragment = {
  __typename: 'DeleteVariationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_DunningRulePayload_Fragment = {
  __typename: 'DunningRulePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ErasureRequestPayload_Fragment = {
  __typename: 'ErasureRequestPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_FilePayload_Fragment = {
  __typename: 'FilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_FlowEntryPayload_Fragment = {
  __typename: 'FlowEntryPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_FlowEntryRelationshipsPayload_Fragment = {
  __typename: 'FlowEntryRelationshipsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_FlowFieldPayload_Fragment = {
  __typename: 'FlowFieldPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_FlowPayload_Fragment = {
  __typename: 'FlowPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_HierarchyNodePayload_Fragment = {
  __typename: 'HierarchyNodePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_HierarchyPayload_Fragment = {
  __typename: 'HierarchyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_IntegrationPayload_Fragment = {
  __typename: 'IntegrationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_InventoryLocationPayload_Fragment = {
  __typename: 'InventoryLocationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_JobPayload_Fragment = {
  __typename: 'JobPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_LegacyProductModifierPayload_Fragment = {
  __typename: 'LegacyProductModifierPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_LegacyVariationOptionPayload_Fragment = {
  __typename: 'LegacyVariationOptionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_LegacyVariationPayload_Fragment = {
  __typename: 'LegacyVariationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_LogsTtlSettingsPayload_Fragment = {
  __typename: 'LogsTtlSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_MerchantRealmMappingPayload_Fragment = {
  __typename: 'MerchantRealmMappingPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_OidcProfilePayload_Fragment = {
  __typename: 'OidcProfilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_OneTimePasswordRequestPayload_Fragment = {
  __typename: 'OneTimePasswordRequestPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_OrderPayload_Fragment = {
  __typename: 'OrderPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PasswordProfileInfoPayload_Fragment = {
  __typename: 'PasswordProfileInfoPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PasswordProfilePayload_Fragment = {
  __typename: 'PasswordProfilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PasswordResetRequestPayload_Fragment = {
  __typename: 'PasswordResetRequestPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PaymentGatewayOnboardingLinkPayload_Fragment = {
  __typename: 'PaymentGatewayOnboardingLinkPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PaymentGatewayPayload_Fragment = {
  __typename: 'PaymentGatewayPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PriceBookPayload_Fragment = {
  __typename: 'PriceBookPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PriceModifierPayload_Fragment = {
  __typename: 'PriceModifierPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductCustomRelationshipsPayload_Fragment = {
  __typename: 'ProductCustomRelationshipsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductFilesPayload_Fragment = {
  __typename: 'ProductFilesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductMainImagePayload_Fragment = {
  __typename: 'ProductMainImagePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductNodesPayload_Fragment = {
  __typename: 'ProductNodesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductPayload_Fragment = {
  __typename: 'ProductPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductPricePayload_Fragment = {
  __typename: 'ProductPricePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductTemplateValuesPayload_Fragment = {
  __typename: 'ProductTemplateValuesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProductTemplatesPayload_Fragment = {
  __typename: 'ProductTemplatesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PromotionCodesPayload_Fragment = {
  __typename: 'PromotionCodesPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PromotionJobPayload_Fragment = {
  __typename: 'PromotionJobPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_PromotionPayload_Fragment = {
  __typename: 'PromotionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ProrationPolicyPayload_Fragment = {
  __typename: 'ProrationPolicyPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_RealmPayload_Fragment = {
  __typename: 'RealmPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_RefreshSessionPayload_Fragment = {
  __typename: 'RefreshSessionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_ResetPasswordPayload_Fragment = {
  __typename: 'ResetPasswordPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_RulePromotionPayload_Fragment = {
  __typename: 'RulePromotionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SignInPayload_Fragment = {
  __typename: 'SignInPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SignUpPayload_Fragment = {
  __typename: 'SignUpPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SortHierarchyNodeChildrenPayload_Fragment = {
  __typename: 'SortHierarchyNodeChildrenPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SsoProfilePayload_Fragment = {
  __typename: 'SsoProfilePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StockPayload_Fragment = {
  __typename: 'StockPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StockTransactionPayload_Fragment = {
  __typename: 'StockTransactionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StorePayload_Fragment = {
  __typename: 'StorePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StoreSettingsPayload_Fragment = {
  __typename: 'StoreSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StripeCustomerPayload_Fragment = {
  __typename: 'StripeCustomerPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_StripeInvoicePayload_Fragment = {
  __typename: 'StripeInvoicePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriberPayload_Fragment = {
  __typename: 'SubscriberPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionDeletePayload_Fragment = {
  __typename: 'SubscriptionDeletePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionJobPayload_Fragment = {
  __typename: 'SubscriptionJobPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionOfferingPayload_Fragment = {
  __typename: 'SubscriptionOfferingPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionPlanPayload_Fragment = {
  __typename: 'SubscriptionPlanPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionProductPayload_Fragment = {
  __typename: 'SubscriptionProductPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionSchedulePayload_Fragment = {
  __typename: 'SubscriptionSchedulePayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_SubscriptionSettingsPayload_Fragment = {
  __typename: 'SubscriptionSettingsPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_TransactionPayload_Fragment = {
  __typename: 'TransactionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_UserAuthenticationInfoPayload_Fragment = {
  __typename: 'UserAuthenticationInfoPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_VariationModifierPayload_Fragment = {
  __typename: 'VariationModifierPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_VariationOptionPayload_Fragment = {
  __typename: 'VariationOptionPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrors_VariationPayload_Fragment = {
  __typename: 'VariationPayload';
  userErrors: Array<{
    __typename: 'UserError';
    field: Array<string> | null;
    message: string;
    code: Types.UserErrorCode | null;
  }>;
};

export type PayloadErrorsFragment =
  | PayloadErrors_AccountAuthenticationSettingsPayload_Fragment
  | PayloadErrors_AccountMemberTokensPayload_Fragment
  | PayloadErrors_AccountMembershipPayload_Fragment
  | PayloadErrors_AccountMembershipSettingsPayload_Fragment
  | PayloadErrors_AccountPayload_Fragment
  | PayloadErrors_AccountTagPayload_Fragment
  | PayloadErrors_AddressPayload_Fragment
  | PayloadErrors_AnonymizeOrdersPayload_Fragment
  | PayloadErrors_ApiKeySignInPayload_Fragment
  | PayloadErrors_ApplicationKeyPayload_Fragment
  | PayloadErrors_BrandPayload_Fragment
  | PayloadErrors_CartPayload_Fragment
  | PayloadErrors_CartSettingsPayload_Fragment
  | PayloadErrors_CatalogPayload_Fragment
  | PayloadErrors_CatalogReleasePayload_Fragment
  | PayloadErrors_CatalogRulePayload_Fragment
  | PayloadErrors_CategoryPayload_Fragment
  | PayloadErrors_CheckoutPayload_Fragment
  | PayloadErrors_CollectionPayload_Fragment
  | PayloadErrors_ConfigureProductPayload_Fragment
  | PayloadErrors_CreateApplicationKeyPayload_Fragment
  | PayloadErrors_CurrencyPayload_Fragment
  | PayloadErrors_CustomApiEntryPayload_Fragment
  | PayloadErrors_CustomApiPayload_Fragment
  | PayloadErrors_CustomApiRolePolicyPayload_Fragment
  | PayloadErrors_CustomFieldPayload_Fragment
  | PayloadErrors_CustomRelationshipDeletePayload_Fragment
  | PayloadErrors_CustomRelationshipPayload_Fragment
  | PayloadErrors_CustomerPayload_Fragment
  | PayloadErrors_CustomerSubscriptionPayload_Fragment
  | PayloadErrors_CustomerTokenPayload_Fragment
  | PayloadErrors_DeleteAccountMembershipPayload_Fragment
  | PayloadErrors_DeleteAccountPayload_Fragment
  | PayloadErrors_DeleteAccountTagPayload_Fragment
  | PayloadErrors_DeleteAddressPayload_Fragment
  | PayloadErrors_DeleteApplicationKeyPayload_Fragment
  | PayloadErrors_DeleteCartPayload_Fragment
  | PayloadErrors_DeleteCatalogPayload_Fragment
  | PayloadErrors_DeleteCatalogReleasePayload_Fragment
  | PayloadErrors_DeleteCatalogReleasesPayload_Fragment
  | PayloadErrors_DeleteCatalogRulePayload_Fragment
  | PayloadErrors_DeleteCustomApiResourcePayload_Fragment
  | PayloadErrors_DeleteCustomerPayload_Fragment
  | PayloadErrors_DeleteFilePayload_Fragment
  | PayloadErrors_DeleteFlowResourcePayload_Fragment
  | PayloadErrors_DeleteHierarchyNodePayload_Fragment
  | PayloadErrors_DeleteHierarchyPayload_Fragment
  | PayloadErrors_DeleteIntegrationPayload_Fragment
  | PayloadErrors_DeleteInventoryLocationPayload_Fragment
  | PayloadErrors_DeleteLegacyCataloguePayload_Fragment
  | PayloadErrors_DeleteLegacyVariationPayload_Fragment
  | PayloadErrors_DeletePriceBookPayload_Fragment
  | PayloadErrors_DeletePriceModifierPayload_Fragment
  | PayloadErrors_DeleteProductPayload_Fragment
  | PayloadErrors_DeleteProductPricePayload_Fragment
  | PayloadErrors_DeletePromotionPayload_Fragment
  | PayloadErrors_DeleteRealmProfilePayload_Fragment
  | PayloadErrors_DeleteStockPayload_Fragment
  | PayloadErrors_DeleteVariationPayload_Fragment
  | PayloadErrors_DunningRulePayload_Fragment
  | PayloadErrors_ErasureRequestPayload_Fragment
  | PayloadErrors_FilePayload_Fragment
  | PayloadErrors_FlowEntryPayload_Fragment
  | PayloadErrors_FlowEntryRelationshipsPayload_Fragment
  | PayloadErrors_FlowFieldPayload_Fragment
  | PayloadErrors_FlowPayload_Fragment
  | PayloadErrors_HierarchyNodePayload_Fragment
  | PayloadErrors_HierarchyPayload_Fragment
  | PayloadErrors_IntegrationPayload_Fragment
  | PayloadErrors_InventoryLocationPayload_Fragment
  | PayloadErrors_JobPayload_Fragment
  | PayloadErrors_LegacyProductModifierPayload_Fragment
  | PayloadErrors_LegacyVariationOptionPayload_Fragment
  | PayloadErrors_LegacyVariationPayload_Fragment
  | PayloadErrors_LogsTtlSettingsPayload_Fragment
  | PayloadErrors_MerchantRealmMappingPayload_Fragment
  | PayloadErrors_OidcProfilePayload_Fragment
  | PayloadErrors_OneTimePasswordRequestPayload_Fragment
  | PayloadErrors_OrderPayload_Fragment
  | PayloadErrors_PasswordProfileInfoPayload_Fragment
  | PayloadErrors_PasswordProfilePayload_Fragment
  | PayloadErrors_PasswordResetRequestPayload_Fragment
  | PayloadErrors_PaymentGatewayOnboardingLinkPayload_Fragment
  | PayloadErrors_PaymentGatewayPayload_Fragment
  | PayloadErrors_PriceBookPayload_Fragment
  | PayloadErrors_PriceModifierPayload_Fragment
  | PayloadErrors_ProductCustomRelationshipsPayload_Fragment
  | PayloadErrors_ProductFilesPayload_Fragment
  | PayloadErrors_ProductMainImagePayload_Fragment
  | PayloadErrors_ProductNodesPayload_Fragment
  | PayloadErrors_ProductPayload_Fragment
  | PayloadErrors_ProductPricePayload_Fragment
  | PayloadErrors_ProductTemplateValuesPayload_Fragment
  | PayloadErrors_ProductTemplatesPayload_Fragment
  | PayloadErrors_PromotionCodesPayload_Fragment
  | PayloadErrors_PromotionJobPayload_Fragment
  | PayloadErrors_PromotionPayload_Fragment
  | PayloadErrors_ProrationPolicyPayload_Fragment
  | PayloadErrors_RealmPayload_Fragment
  | PayloadErrors_RefreshSessionPayload_Fragment
  | PayloadErrors_ResetPasswordPayload_Fragment
  | PayloadErrors_RulePromotionPayload_Fragment
  | PayloadErrors_SignInPayload_Fragment
  | PayloadErrors_SignUpPayload_Fragment
  | PayloadErrors_SortHierarchyNodeChildrenPayload_Fragment
  | PayloadErrors_SsoProfilePayload_Fragment
  | PayloadErrors_StockPayload_Fragment
  | PayloadErrors_StockTransactionPayload_Fragment
  | PayloadErrors_StorePayload_Fragment
  | PayloadErrors_StoreSettingsPayload_Fragment
  | PayloadErrors_StripeCustomerPayload_Fragment
  | PayloadErrors_StripeInvoicePayload_Fragment
  | PayloadErrors_SubscriberPayload_Fragment
  | PayloadErrors_SubscriptionDeletePayload_Fragment
  | PayloadErrors_SubscriptionJobPayload_Fragment
  | PayloadErrors_SubscriptionOfferingPayload_Fragment
  | PayloadErrors_SubscriptionPlanPayload_Fragment
  | PayloadErrors_SubscriptionProductPayload_Fragment
  | PayloadErrors_SubscriptionSchedulePayload_Fragment
  | PayloadErrors_SubscriptionSettingsPayload_Fragment
  | PayloadErrors_TransactionPayload_Fragment
  | PayloadErrors_UserAuthenticationInfoPayload_Fragment
  | PayloadErrors_VariationModifierPayload_Fragment
  | PayloadErrors_VariationOptionPayload_Fragment
  | PayloadErrors_VariationPayload_Fragment;

export const UserErrorFieldsFragmentDoc = gql`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`;
export const PayloadErrorsFragmentDoc = gql`
  fragment PayloadErrors on Payload {
    userErrors {
      ...UserErrorFields
    }
  }
`;

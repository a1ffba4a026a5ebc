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

export type PageFields_AccountMemberPage_Fragment = {
  __typename: 'AccountMemberPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_AccountMembershipPage_Fragment = {
  __typename: 'AccountMembershipPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_AccountPage_Fragment = {
  __typename: 'AccountPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_AccountTagPage_Fragment = {
  __typename: 'AccountTagPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_AddressPage_Fragment = {
  __typename: 'AddressPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_ApplicationKeyPage_Fragment = {
  __typename: 'ApplicationKeyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_BrandPage_Fragment = {
  __typename: 'BrandPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CartPage_Fragment = {
  __typename: 'CartPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogPage_Fragment = {
  __typename: 'CatalogPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogReleasePage_Fragment = {
  __typename: 'CatalogReleasePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogReleaseProductPage_Fragment = {
  __typename: 'CatalogReleaseProductPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogRulePage_Fragment = {
  __typename: 'CatalogRulePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogViewHierarchyPage_Fragment = {
  __typename: 'CatalogViewHierarchyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogViewNodePage_Fragment = {
  __typename: 'CatalogViewNodePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CatalogViewProductPage_Fragment = {
  __typename: 'CatalogViewProductPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CategoryPage_Fragment = {
  __typename: 'CategoryPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CollectionPage_Fragment = {
  __typename: 'CollectionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CurrencyPage_Fragment = {
  __typename: 'CurrencyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomApiEntryPage_Fragment = {
  __typename: 'CustomApiEntryPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomApiPage_Fragment = {
  __typename: 'CustomApiPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomApiRolePolicyPage_Fragment = {
  __typename: 'CustomApiRolePolicyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomFieldPage_Fragment = {
  __typename: 'CustomFieldPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomRelationshipPage_Fragment = {
  __typename: 'CustomRelationshipPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomerPage_Fragment = {
  __typename: 'CustomerPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_CustomerSubscriptionPage_Fragment = {
  __typename: 'CustomerSubscriptionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_DunningRulePage_Fragment = {
  __typename: 'DunningRulePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_ErasureRequestPage_Fragment = {
  __typename: 'ErasureRequestPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_FilePage_Fragment = {
  __typename: 'FilePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_FlowEntryPage_Fragment = {
  __typename: 'FlowEntryPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_FlowFieldPage_Fragment = {
  __typename: 'FlowFieldPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_FlowPage_Fragment = {
  __typename: 'FlowPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_HierarchyNodePage_Fragment = {
  __typename: 'HierarchyNodePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_HierarchyPage_Fragment = {
  __typename: 'HierarchyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_IntegrationJobPage_Fragment = {
  __typename: 'IntegrationJobPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_IntegrationLogPage_Fragment = {
  __typename: 'IntegrationLogPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_IntegrationPage_Fragment = {
  __typename: 'IntegrationPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_InventoryLocationPage_Fragment = {
  __typename: 'InventoryLocationPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_JobErrorPage_Fragment = {
  __typename: 'JobErrorPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_JobPage_Fragment = {
  __typename: 'JobPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_LegacyVariationPage_Fragment = {
  __typename: 'LegacyVariationPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_OidcProfilePage_Fragment = {
  __typename: 'OidcProfilePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_OrderPage_Fragment = {
  __typename: 'OrderPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PasswordProfileInfoPage_Fragment = {
  __typename: 'PasswordProfileInfoPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PasswordProfilePage_Fragment = {
  __typename: 'PasswordProfilePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PersonalDataLogPage_Fragment = {
  __typename: 'PersonalDataLogPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PriceBookPage_Fragment = {
  __typename: 'PriceBookPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PriceModifierPage_Fragment = {
  __typename: 'PriceModifierPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_ProductPage_Fragment = {
  __typename: 'ProductPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_ProductPricePage_Fragment = {
  __typename: 'ProductPricePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PromotionCodePage_Fragment = {
  __typename: 'PromotionCodePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PromotionHistoryPage_Fragment = {
  __typename: 'PromotionHistoryPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PromotionJobPage_Fragment = {
  __typename: 'PromotionJobPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_PromotionPage_Fragment = {
  __typename: 'PromotionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_ProrationPolicyPage_Fragment = {
  __typename: 'ProrationPolicyPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_RealmPage_Fragment = {
  __typename: 'RealmPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_RelatedDataEntryPage_Fragment = {
  __typename: 'RelatedDataEntryPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_RulePromotionPage_Fragment = {
  __typename: 'RulePromotionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_StockPage_Fragment = {
  __typename: 'StockPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_StockTransactionPage_Fragment = {
  __typename: 'StockTransactionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_StorePage_Fragment = {
  __typename: 'StorePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriberPage_Fragment = {
  __typename: 'SubscriberPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionInvoicePage_Fragment = {
  __typename: 'SubscriptionInvoicePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionJobPage_Fragment = {
  __typename: 'SubscriptionJobPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionOfferingPage_Fragment = {
  __typename: 'SubscriptionOfferingPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionPlanPage_Fragment = {
  __typename: 'SubscriptionPlanPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionProductPage_Fragment = {
  __typename: 'SubscriptionProductPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_SubscriptionSchedulePage_Fragment = {
  __typename: 'SubscriptionSchedulePage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_UserAuthenticationInfoPage_Fragment = {
  __typename: 'UserAuthenticationInfoPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_VariationOptionPage_Fragment = {
  __typename: 'VariationOptionPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFields_VariationPage_Fragment = {
  __typename: 'VariationPage';
  pageInfo: { __typename: 'PageInfo'; limit: number; offset: number; total: number; hasNextPage: boolean };
};

export type PageFieldsFragment =
  | PageFields_AccountMemberPage_Fragment
  | PageFields_AccountMembershipPage_Fragment
  | PageFields_AccountPage_Fragment
  | PageFields_AccountTagPage_Fragment
  | PageFields_AddressPage_Fragment
  | PageFields_ApplicationKeyPage_Fragment
  | PageFields_BrandPage_Fragment
  | PageFields_CartPage_Fragment
  | PageFields_CatalogPage_Fragment
  | PageFields_CatalogReleasePage_Fragment
  | PageFields_CatalogReleaseProductPage_Fragment
  | PageFields_CatalogRulePage_Fragment
  | PageFields_CatalogViewHierarchyPage_Fragment
  | PageFields_CatalogViewNodePage_Fragment
  | PageFields_CatalogViewProductPage_Fragment
  | PageFields_CategoryPage_Fragment
  | PageFields_CollectionPage_Fragment
  | PageFields_CurrencyPage_Fragment
  | PageFields_CustomApiEntryPage_Fragment
  | PageFields_CustomApiPage_Fragment
  | PageFields_CustomApiRolePolicyPage_Fragment
  | PageFields_CustomFieldPage_Fragment
  | PageFields_CustomRelationshipPage_Fragment
  | PageFields_CustomerPage_Fragment
  | PageFields_CustomerSubscriptionPage_Fragment
  | PageFields_DunningRulePage_Fragment
  | PageFields_ErasureRequestPage_Fragment
  | PageFields_FilePage_Fragment
  | PageFields_FlowEntryPage_Fragment
  | PageFields_FlowFieldPage_Fragment
  | PageFields_FlowPage_Fragment
  | PageFields_HierarchyNodePage_Fragment
  | PageFields_HierarchyPage_Fragment
  | PageFields_IntegrationJobPage_Fragment
  | PageFields_IntegrationLogPage_Fragment
  | PageFields_IntegrationPage_Fragment
  | PageFields_InventoryLocationPage_Fragment
  | PageFields_JobErrorPage_Fragment
  | PageFields_JobPage_Fragment
  | PageFields_LegacyVariationPage_Fragment
  | PageFields_OidcProfilePage_Fragment
  | PageFields_OrderPage_Fragment
  | PageFields_PasswordProfileInfoPage_Fragment
  | PageFields_PasswordProfilePage_Fragment
  | PageFields_PersonalDataLogPage_Fragment
  | PageFields_PriceBookPage_Fragment
  | PageFields_PriceModifierPage_Fragment
  | PageFields_ProductPage_Fragment
  | PageFields_ProductPricePage_Fragment
  | PageFields_PromotionCodePage_Fragment
  | PageFields_PromotionHistoryPage_Fragment
  | PageFields_PromotionJobPage_Fragment
  | PageFields_PromotionPage_Fragment
  | PageFields_ProrationPolicyPage_Fragment
  | PageFields_RealmPage_Fragment
  | PageFields_RelatedDataEntryPage_Fragment
  | PageFields_RulePromotionPage_Fragment
  | PageFields_StockPage_Fragment
  | PageFields_StockTransactionPage_Fragment
  | PageFields_StorePage_Fragment
  | PageFields_SubscriberPage_Fragment
  | PageFields_SubscriptionInvoicePage_Fragment
  | PageFields_SubscriptionJobPage_Fragment
  | PageFields_SubscriptionOfferingPage_Fragment
  | PageFields_SubscriptionPlanPage_Fragment
  | PageFields_SubscriptionProductPage_Fragment
  | PageFields_SubscriptionSchedulePage_Fragment
  | PageFields_UserAuthenticationInfoPage_Fragment
  | PageFields_VariationOptionPage_Fragment
  | PageFields_VariationPage_Fragment;

export type PageTotal_AccountMemberPage_Fragment = {
  __typename: 'AccountMemberPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_AccountMembershipPage_Fragment = {
  __typename: 'AccountMembershipPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_AccountPage_Fragment = {
  __typename: 'AccountPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_AccountTagPage_Fragment = {
  __typename: 'AccountTagPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_AddressPage_Fragment = {
  __typename: 'AddressPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_ApplicationKeyPage_Fragment = {
  __typename: 'ApplicationKeyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_BrandPage_Fragment = {
  __typename: 'BrandPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CartPage_Fragment = {
  __typename: 'CartPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogPage_Fragment = {
  __typename: 'CatalogPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogReleasePage_Fragment = {
  __typename: 'CatalogReleasePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogReleaseProductPage_Fragment = {
  __typename: 'CatalogReleaseProductPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogRulePage_Fragment = {
  __typename: 'CatalogRulePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogViewHierarchyPage_Fragment = {
  __typename: 'CatalogViewHierarchyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogViewNodePage_Fragment = {
  __typename: 'CatalogViewNodePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CatalogViewProductPage_Fragment = {
  __typename: 'CatalogViewProductPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CategoryPage_Fragment = {
  __typename: 'CategoryPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CollectionPage_Fragment = {
  __typename: 'CollectionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CurrencyPage_Fragment = {
  __typename: 'CurrencyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomApiEntryPage_Fragment = {
  __typename: 'CustomApiEntryPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomApiPage_Fragment = {
  __typename: 'CustomApiPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomApiRolePolicyPage_Fragment = {
  __typename: 'CustomApiRolePolicyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomFieldPage_Fragment = {
  __typename: 'CustomFieldPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomRelationshipPage_Fragment = {
  __typename: 'CustomRelationshipPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomerPage_Fragment = {
  __typename: 'CustomerPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_CustomerSubscriptionPage_Fragment = {
  __typename: 'CustomerSubscriptionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_DunningRulePage_Fragment = {
  __typename: 'DunningRulePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_ErasureRequestPage_Fragment = {
  __typename: 'ErasureRequestPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_FilePage_Fragment = {
  __typename: 'FilePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_FlowEntryPage_Fragment = {
  __typename: 'FlowEntryPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_FlowFieldPage_Fragment = {
  __typename: 'FlowFieldPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_FlowPage_Fragment = {
  __typename: 'FlowPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_HierarchyNodePage_Fragment = {
  __typename: 'HierarchyNodePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_HierarchyPage_Fragment = {
  __typename: 'HierarchyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_IntegrationJobPage_Fragment = {
  __typename: 'IntegrationJobPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_IntegrationLogPage_Fragment = {
  __typename: 'IntegrationLogPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_IntegrationPage_Fragment = {
  __typename: 'IntegrationPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_InventoryLocationPage_Fragment = {
  __typename: 'InventoryLocationPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_JobErrorPage_Fragment = {
  __typename: 'JobErrorPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_JobPage_Fragment = {
  __typename: 'JobPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_LegacyVariationPage_Fragment = {
  __typename: 'LegacyVariationPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_OidcProfilePage_Fragment = {
  __typename: 'OidcProfilePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_OrderPage_Fragment = {
  __typename: 'OrderPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PasswordProfileInfoPage_Fragment = {
  __typename: 'PasswordProfileInfoPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PasswordProfilePage_Fragment = {
  __typename: 'PasswordProfilePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PersonalDataLogPage_Fragment = {
  __typename: 'PersonalDataLogPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PriceBookPage_Fragment = {
  __typename: 'PriceBookPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PriceModifierPage_Fragment = {
  __typename: 'PriceModifierPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_ProductPage_Fragment = {
  __typename: 'ProductPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_ProductPricePage_Fragment = {
  __typename: 'ProductPricePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PromotionCodePage_Fragment = {
  __typename: 'PromotionCodePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PromotionHistoryPage_Fragment = {
  __typename: 'PromotionHistoryPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PromotionJobPage_Fragment = {
  __typename: 'PromotionJobPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_PromotionPage_Fragment = {
  __typename: 'PromotionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_ProrationPolicyPage_Fragment = {
  __typename: 'ProrationPolicyPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_RealmPage_Fragment = {
  __typename: 'RealmPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_RelatedDataEntryPage_Fragment = {
  __typename: 'RelatedDataEntryPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_RulePromotionPage_Fragment = {
  __typename: 'RulePromotionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_StockPage_Fragment = {
  __typename: 'StockPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_StockTransactionPage_Fragment = {
  __typename: 'StockTransactionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_StorePage_Fragment = {
  __typename: 'StorePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriberPage_Fragment = {
  __typename: 'SubscriberPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionInvoicePage_Fragment = {
  __typename: 'SubscriptionInvoicePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionJobPage_Fragment = {
  __typename: 'SubscriptionJobPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionOfferingPage_Fragment = {
  __typename: 'SubscriptionOfferingPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionPlanPage_Fragment = {
  __typename: 'SubscriptionPlanPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionProductPage_Fragment = {
  __typename: 'SubscriptionProductPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_SubscriptionSchedulePage_Fragment = {
  __typename: 'SubscriptionSchedulePage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_UserAuthenticationInfoPage_Fragment = {
  __typename: 'UserAuthenticationInfoPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_VariationOptionPage_Fragment = {
  __typename: 'VariationOptionPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotal_VariationPage_Fragment = {
  __typename: 'VariationPage';
  pageInfo: { __typename: 'PageInfo'; total: number };
};

export type PageTotalFragment =
  | PageTotal_AccountMemberPage_Fragment
  | PageTotal_AccountMembershipPage_Fragment
  | PageTotal_AccountPage_Fragment
  | PageTotal_AccountTagPage_Fragment
  | PageTotal_AddressPage_Fragment
  | PageTotal_ApplicationKeyPage_Fragment
  | PageTotal_BrandPage_Fragment
  | PageTotal_CartPage_Fragment
  | PageTotal_CatalogPage_Fragment
  | PageTotal_CatalogReleasePage_Fragment
  | PageTotal_CatalogReleaseProductPage_Fragment
  | PageTotal_CatalogRulePage_Fragment
  | PageTotal_CatalogViewHierarchyPage_Fragment
  | PageTotal_CatalogViewNodePage_Fragment
  | PageTotal_CatalogViewProductPage_Fragment
  | PageTotal_CategoryPage_Fragment
  | PageTotal_CollectionPage_Fragment
  | PageTotal_CurrencyPage_Fragment
  | PageTotal_CustomApiEntryPage_Fragment
  | PageTotal_CustomApiPage_Fragment
  | PageTotal_CustomApiRolePolicyPage_Fragment
  | PageTotal_CustomFieldPage_Fragment
  | PageTotal_CustomRelationshipPage_Fragment
  | PageTotal_CustomerPage_Fragment
  | PageTotal_CustomerSubscriptionPage_Fragment
  | PageTotal_DunningRulePage_Fragment
  | PageTotal_ErasureRequestPage_Fragment
  | PageTotal_FilePage_Fragment
  | PageTotal_FlowEntryPage_Fragment
  | PageTotal_FlowFieldPage_Fragment
  | PageTotal_FlowPage_Fragment
  | PageTotal_HierarchyNodePage_Fragment
  | PageTotal_HierarchyPage_Fragment
  | PageTotal_IntegrationJobPage_Fragment
  | PageTotal_IntegrationLogPage_Fragment
  | PageTotal_IntegrationPage_Fragment
  | PageTotal_InventoryLocationPage_Fragment
  | PageTotal_JobErrorPage_Fragment
  | PageTotal_JobPage_Fragment
  | PageTotal_LegacyVariationPage_Fragment
  | PageTotal_OidcProfilePage_Fragment
  | PageTotal_OrderPage_Fragment
  | PageTotal_PasswordProfileInfoPage_Fragment
  | PageTotal_PasswordProfilePage_Fragment
  | PageTotal_PersonalDataLogPage_Fragment
  | PageTotal_PriceBookPage_Fragment
  | PageTotal_PriceModifierPage_Fragment
  | PageTotal_ProductPage_Fragment
  | PageTotal_ProductPricePage_Fragment
  | PageTotal_PromotionCodePage_Fragment
  | PageTotal_PromotionHistoryPage_Fragment
  | PageTotal_PromotionJobPage_Fragment
  | PageTotal_PromotionPage_Fragment
  | PageTotal_ProrationPolicyPage_Fragment
  | PageTotal_RealmPage_Fragment
  | PageTotal_RelatedDataEntryPage_Fragment
  | PageTotal_RulePromotionPage_Fragment
  | PageTotal_StockPage_Fragment
  | PageTotal_StockTransactionPage_Fragment
  | PageTotal_StorePage_Fragment
  | PageTotal_SubscriberPage_Fragment
  | PageTotal_SubscriptionInvoicePage_Fragment
  | PageTotal_SubscriptionJobPage_Fragment
  | PageTotal_SubscriptionOfferingPage_Fragment
  | PageTotal_SubscriptionPlanPage_Fragment
  | PageTotal_SubscriptionProductPage_Fragment
  | PageTotal_SubscriptionSchedulePage_Fragment
  | PageTotal_UserAuthenticationInfoPage_Fragment
  | PageTotal_VariationOptionPage_Fragment
  | PageTotal_VariationPage_Fragment;

export const ListPageInfoFragmentDoc = gql`
  fragment ListPageInfo on PageInfo {
    limit
    offset
    total
    hasNextPage
  }
`;
export const PageFieldsFragmentDoc = gql`
  fragment PageFields on Page {
    pageInfo {
      ...ListPageInfo
    }
  }
`;
export const PageTotalFragmentDoc = gql`
  fragment PageTotal on Page {
    pageInfo {
      total
    }
  }
`;

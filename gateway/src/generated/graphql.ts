import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProductModel, HierarchyModel, HierarchyNodeModel, VariationModel, VariationOptionModel, VariationModifierModel, FileModel, StockModel, PriceBookModel, ProductPriceModel, PriceModifierModel, LegacyCatalogueEntryModel, CategoryModel, CurrencyModel, JobModel, FlowModel, FlowFieldModel, FlowEntryModel, CustomRelationshipModel, OrderModel, TransactionModel, OrderMetricsModel, StockTransactionModel, InventoryLocationModel, CatalogModel, CatalogRuleModel, CatalogReleaseModel, CatalogReleaseProductModel, CustomerModel, AddressModel, AccountModel, AccountTagModel, AccountMemberModel, AccountMembershipModel, RealmModel, PasswordProfileModel, OidcProfileModel, UserAuthenticationInfoModel, SettingsSectionModel, ApplicationKeyModel, CustomApiModel, CustomFieldModel, CustomApiEntryModel, CustomApiRolePolicyModel, BuiltInRoleModel, PersonalDataLogModel, RelatedDataEntryModel, ErasureRequestModel, IntegrationModel, IntegrationLogModel, IntegrationJobModel, PromotionModel, RulePromotionModel, PromotionCodeModel, PromotionJobModel, PromotionHistoryModel } from '../resolvers/models';
import { StoreModel } from '../resolvers/stores';
import { CartModel, CartItemModel } from '../resolvers/carts';
import { LegacyVariationModel, LegacyVariationOptionModel, LegacyProductModifierModel } from '../resolvers/legacy-variations';
import { CatalogViewModel, CatalogViewHierarchyModel, CatalogViewNodeModel, CatalogViewProductModel } from '../resolvers/shopper-catalog';
import { SubscriptionProductModel, SubscriptionPlanModel, SubscriptionOfferingModel, CustomerSubscriptionModel, SubscriptionInvoiceModel, SubscriptionPaymentModel, SubscriberModel, DunningRuleModel, ProrationPolicyModel } from '../resolvers/subscriptions';
import { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time, as the provider sends it (for example `2026-11-22T10:00:00.000Z`). */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON, for provider data whose shape the seller defines (extensions, custom attributes). */
  JSON: { input: unknown; output: unknown; }
  /**
   * An amount of money in a currency's minor unit (cents for USD: `1999` is 19.99 USD), a whole number
   * between -9007199254740991 and 9007199254740991 (what a JSON number carries exactly). GraphQL's `Int`
   * stops at 2147483647 (21,474,836.47 USD, or 2,147,483,647 JPY), below what a seller may charge or
   * sell in a day; every money amount of the schema is a `MinorUnits`.
   */
  MinorUnits: { input: number; output: number; }
};

/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type Account = {
  __typename?: 'Account';
  /** One address of the account by id (`GET v2/accounts/{id}/addresses/{addressId}`); null when there is none. */
  address?: Maybe<Address>;
  /** The account's address book, oldest first. */
  addresses: AddressPage;
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system, for example an ERP customer number. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The registered legal name, for example `Northwind Traders Ltd`. */
  legalName?: Maybe<Scalars['String']['output']>;
  /** One membership of this account by id (`GET v2/accounts/{id}/account-memberships/{membershipId}`); null when there is none. */
  membership?: Maybe<AccountMembership>;
  /** Who belongs to this account, oldest membership first. */
  memberships: AccountMembershipPage;
  /** The account's name, for example `Northwind Traders`. */
  name: Scalars['String']['output'];
  /** The parent account; null for a top-level account. */
  parent?: Maybe<Account>;
  /** The id of the parent account; null for a top-level account. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The company registration number. */
  registrationId?: Maybe<Scalars['String']['output']>;
  /** The tags on this account, in the order they were attached. */
  tags: Array<AccountTag>;
  /** Members of the store's account realm who do not yet belong to this account. */
  unassignedMembers: AccountMemberPage;
  /** When the account was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type AccountAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type AccountAddressesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type AccountMembershipArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type AccountMembershipsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A business account of account management (`v2/accounts`): a company that shoppers buy for as its
 * members. An account may sit under a parent account (fixed when it is created).
 */
export type AccountUnassignedMembersArgs = {
  filter?: InputMaybe<AccountMemberFilter>;
  page?: InputMaybe<PageInput>;
};

/** How account members sign up and sign in. */
export type AccountAuthenticationSettings = {
  __typename?: 'AccountAuthenticationSettings';
  /** Seconds an account management token lasts, 60 to 2592000 (thirty days). */
  accountManagementAuthenticationTokenTimeoutSecs: Scalars['Int']['output'];
  /** What members may change about themselves. */
  accountMemberSelfManagement: AccountMemberSelfManagement;
  /** Whether signing up creates an account for the new member. */
  autoCreateAccountForAccountMembers: Scalars['Boolean']['output'];
  /** The client id account members' sign-in uses. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** Whether shoppers may sign themselves up as account members. */
  enableSelfSignup: Scalars['Boolean']['output'];
  /** The settings' id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The authentication realm for account members, whose password profiles they sign in with; null when none is set. */
  realm?: Maybe<Realm>;
  /** The id of the authentication realm for account members. */
  realmId?: Maybe<Scalars['ID']['output']>;
};

/** Changes to the account authentication settings; fields left out stay as they are. */
export type AccountAuthenticationSettingsInput = {
  /** Seconds an account management token lasts, 60 to 2592000. */
  accountManagementAuthenticationTokenTimeoutSecs?: InputMaybe<Scalars['Int']['input']>;
  /** What members may change about themselves. */
  accountMemberSelfManagement?: InputMaybe<AccountMemberSelfManagement>;
  /** Whether signing up creates an account for the new member. */
  autoCreateAccountForAccountMembers?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether shoppers may sign themselves up as account members. */
  enableSelfSignup?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of changing the account authentication settings. */
export type AccountAuthenticationSettingsPayload = Payload & {
  __typename?: 'AccountAuthenticationSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<AccountAuthenticationSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A new account. */
export type AccountCreateInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The registered legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** The account's name. */
  name: Scalars['String']['input'];
  /** The parent account; it cannot be changed later. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** The company registration number. */
  registrationId?: InputMaybe<Scalars['String']['input']>;
};

/** Which accounts to list. All given conditions must hold. */
export type AccountFilter = {
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the legal name (`eq`, `like`). */
  legalName?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the parent account (`eq`). */
  parentId?: InputMaybe<IdFilter>;
  /** Conditions on the registration id (`eq`, `like`). */
  registrationId?: InputMaybe<TextFilter>;
};

/**
 * A user of the store's account realm (`v2/account-members`), who can sign in and buy for the
 * accounts they are a member of. Members are created by signing up or through the realm.
 */
export type AccountMember = {
  __typename?: 'AccountMember';
  /** When the member was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The member's email. */
  email: Scalars['String']['output'];
  /** The provider's id (a UUID), the same as the user's id in the account realm. */
  id: Scalars['ID']['output'];
  /** The accounts this member belongs to (`GET v2/account-members/{id}/account-memberships`), oldest first. */
  memberships: AccountMembershipPage;
  /** The member's name. */
  name: Scalars['String']['output'];
};


/**
 * A user of the store's account realm (`v2/account-members`), who can sign in and buy for the
 * accounts they are a member of. Members are created by signing up or through the realm.
 */
export type AccountMemberMembershipsArgs = {
  page?: InputMaybe<PageInput>;
};

/** Which account members to list. All given conditions must hold. */
export type AccountMemberFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A page of account members. */
export type AccountMemberPage = Page & {
  __typename?: 'AccountMemberPage';
  /** The members on this page. */
  items: Array<AccountMember>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** What account members may change about themselves. */
export type AccountMemberSelfManagement =
  /** Members cannot change their own details. */
  | 'DISABLED'
  /** Members may update their own details. */
  | 'UPDATE_ONLY';

/** An account-management token for one account the member belongs to. */
export type AccountMemberToken = {
  __typename?: 'AccountMemberToken';
  /** The account it acts for. */
  accountId: Scalars['ID']['output'];
  /** The account's name. */
  accountName: Scalars['String']['output'];
  /** When it expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The token; pass it back as `accountToken`. It is never logged. */
  token: Scalars['String']['output'];
};

/** An account member's credentials for an account-management token (`password` mechanism). */
export type AccountMemberTokenInput = {
  /** The member's password; it is sent to the provider and never kept. */
  password: Scalars['String']['input'];
  /** The password profile of the account realm the member signs in with. */
  passwordProfileId: Scalars['ID']['input'];
  /** The member's username. */
  username: Scalars['String']['input'];
};

/** The result of signing an account member in. */
export type AccountMemberTokensPayload = Payload & {
  __typename?: 'AccountMemberTokensPayload';
  /** The member's id; null when it failed. */
  accountMemberId?: Maybe<Scalars['ID']['output']>;
  /** One token per account of the member. */
  tokens: Array<AccountMemberToken>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** That a member belongs to an account (`account_membership`). */
export type AccountMembership = {
  __typename?: 'AccountMembership';
  /** The account; null when it no longer exists. */
  account?: Maybe<Account>;
  /** The account the member belongs to. */
  accountId: Scalars['ID']['output'];
  /** When the member was added. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The member; null when the member no longer exists. */
  member?: Maybe<AccountMember>;
  /** The id of the member. */
  memberId: Scalars['ID']['output'];
};

/** A page of account memberships. */
export type AccountMembershipPage = Page & {
  __typename?: 'AccountMembershipPage';
  /** The memberships on this page. */
  items: Array<AccountMembership>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of adding a member to an account. */
export type AccountMembershipPayload = Payload & {
  __typename?: 'AccountMembershipPayload';
  /** The new membership; null when it was refused. */
  membership?: Maybe<AccountMembership>;
  /** Why it was refused; empty on success. A member already in the account is `DUPLICATE`. */
  userErrors: Array<UserError>;
};

/** Account membership settings. */
export type AccountMembershipSettings = {
  __typename?: 'AccountMembershipSettings';
  /** How many accounts one member may belong to, 1 to 10000. */
  membershipLimit: Scalars['Int']['output'];
};

/** Changes to the account membership settings. */
export type AccountMembershipSettingsInput = {
  /** How many accounts one member may belong to, 1 to 10000. */
  membershipLimit: Scalars['Int']['input'];
};

/** The result of changing the account membership settings. */
export type AccountMembershipSettingsPayload = Payload & {
  __typename?: 'AccountMembershipSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<AccountMembershipSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A page of accounts. */
export type AccountPage = Page & {
  __typename?: 'AccountPage';
  /** The accounts on this page. */
  items: Array<Account>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an account, or of attaching or detaching its tags. */
export type AccountPayload = Payload & {
  __typename?: 'AccountPayload';
  /** The account as saved; null when the change was refused. */
  account?: Maybe<Account>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type AccountSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: AccountSortField;
};

/** Fields accounts can be sorted by. */
export type AccountSortField =
  /** The name. */
  | 'NAME';

/** A label sellers put on accounts (`v2/account-tags`), for example `Wholesale`. */
export type AccountTag = {
  __typename?: 'AccountTag';
  /** When the tag was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the tag means. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name; unique among the store's account tags. */
  name: Scalars['String']['output'];
  /** When the tag was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new account tag. */
export type AccountTagCreateInput = {
  /** What the tag means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's account tags. */
  name: Scalars['String']['input'];
};

/** Which account tags to list. */
export type AccountTagFilter = {
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A page of account tags. */
export type AccountTagPage = Page & {
  __typename?: 'AccountTagPage';
  /** The tags on this page. */
  items: Array<AccountTag>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an account tag. */
export type AccountTagPayload = Payload & {
  __typename?: 'AccountTagPayload';
  /** The tag as saved; null when the change was refused. */
  tag?: Maybe<AccountTag>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an account tag; fields left out stay as they are. */
export type AccountTagUpdateInput = {
  /** What the tag means. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's account tags. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to an account; fields left out stay as they are, optional fields set to null are cleared. */
export type AccountUpdateInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The registered legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** The account's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The company registration number. */
  registrationId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A postal address in the address book of a customer or an account (`address`). First name, last
 * name, first line, postcode and country are required.
 */
export type Address = {
  __typename?: 'Address';
  /** The town or city. */
  city?: Maybe<Scalars['String']['output']>;
  /** The company at the address. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`. */
  country?: Maybe<Scalars['String']['output']>;
  /** The county. */
  county?: Maybe<Scalars['String']['output']>;
  /** When the address was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The recipient's first name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Delivery instructions, for example `Leave with the porter`. */
  instructions?: Maybe<Scalars['String']['output']>;
  /** The recipient's last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The first line of the street address. */
  line1?: Maybe<Scalars['String']['output']>;
  /** The second line of the street address. */
  line2?: Maybe<Scalars['String']['output']>;
  /** A label for the address, for example `Home` or `Head office`. */
  name?: Maybe<Scalars['String']['output']>;
  /** A phone number for the courier. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The postcode or ZIP code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** The state or region, for example `TX`. */
  region?: Maybe<Scalars['String']['output']>;
  /** When the address was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new address. First name, last name, first line, postcode and country are required. */
export type AddressCreateInput = {
  /** The town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company at the address. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country: Scalars['String']['input'];
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName: Scalars['String']['input'];
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName: Scalars['String']['input'];
  /** The first line of the street address. */
  line1: Scalars['String']['input'];
  /** The second line of the street address. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A label for the address, for example `Home`. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number for the courier. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postcode or ZIP code. */
  postcode: Scalars['String']['input'];
  /** The state or region. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** A page of addresses. */
export type AddressPage = Page & {
  __typename?: 'AddressPage';
  /** The addresses on this page. */
  items: Array<Address>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an address. */
export type AddressPayload = Payload & {
  __typename?: 'AddressPayload';
  /** The address as saved; null when the change was refused. */
  address?: Maybe<Address>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an address; fields left out stay as they are. */
export type AddressUpdateInput = {
  /** The town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company at the address. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The first line of the street address. */
  line1?: InputMaybe<Scalars['String']['input']>;
  /** The second line of the street address. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A label for the address. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A phone number for the courier. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postcode or ZIP code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** The state or region. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** The result of anonymizing orders. */
export type AnonymizeOrdersPayload = Payload & {
  __typename?: 'AnonymizeOrdersPayload';
  /** The anonymized orders; empty when refused (all or nothing). */
  orders: Array<Order>;
  /** Why it was refused, for example an order that is neither fulfilled, refunded nor cancelled. */
  userErrors: Array<UserError>;
};

/** The result of signing in with an API key. */
export type ApiKeySignInPayload = Payload & {
  __typename?: 'ApiKeySignInPayload';
  /** The token, when the key was accepted. */
  token?: Maybe<ApiKeyToken>;
  /** Why the key was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An access token obtained with an API key (client_credentials), for scripts. */
export type ApiKeyToken = {
  __typename?: 'ApiKeyToken';
  /** Bearer token to send as `Authorization: Bearer <token>` to this gateway. */
  accessToken: Scalars['String']['output'];
  /** When the token expires, in milliseconds since the epoch. */
  expires: Scalars['Float']['output'];
  /** How long the token lives, in seconds, from when it was issued. */
  expiresIn: Scalars['Int']['output'];
  /** Always `Bearer`. */
  tokenType: Scalars['String']['output'];
};

/**
 * An application key (`v2/application-keys`): client credentials a program uses to obtain tokens for
 * the store. The secret is shown only once, in the result of creating the key.
 */
export type ApplicationKey = {
  __typename?: 'ApplicationKey';
  /** The client id the program signs in with. */
  clientId: Scalars['String']['output'];
  /** When the key was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, for example `Storefront`. */
  name: Scalars['String']['output'];
  /** Requests per second reserved for this key out of the store's rate limit; 0 reserves none. */
  reservedRateLimit: Scalars['Int']['output'];
  /** When the key was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new application key. */
export type ApplicationKeyCreateInput = {
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** Requests per second to reserve, 0 or more. Default 0. */
  reservedRateLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of application keys. */
export type ApplicationKeyPage = Page & {
  __typename?: 'ApplicationKeyPage';
  /** The keys on this page, oldest first. */
  items: Array<ApplicationKey>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
  /** Requests per second all the store's keys reserve together. */
  totalReservedRateLimit?: Maybe<Scalars['Int']['output']>;
};

/** The result of changing an application key. */
export type ApplicationKeyPayload = Payload & {
  __typename?: 'ApplicationKeyPayload';
  /** The key as saved; null when the change was refused. */
  applicationKey?: Maybe<ApplicationKey>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an application key; fields left out stay as they are. */
export type ApplicationKeyUpdateInput = {
  /** The name, up to 255 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Requests per second to reserve, 0 or more. */
  reservedRateLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** How often a plan bills: the unit of its billing interval. */
export type BillingInterval =
  /** Every `billingFrequency` days. */
  | 'DAY'
  /** Every `billingFrequency` months. */
  | 'MONTH'
  /** Every `billingFrequency` weeks. */
  | 'WEEK'
  /** Every `billingFrequency` years. */
  | 'YEAR';

/** A brand products can belong to (legacy `v2/brands`). */
export type Brand = {
  __typename?: 'Brand';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of brands. */
export type BrandPage = Page & {
  __typename?: 'BrandPage';
  /** The brands on this page. */
  items: Array<Brand>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a brand. */
export type BrandPayload = Payload & {
  __typename?: 'BrandPayload';
  /** The brand as saved; null when the change was refused. */
  brand?: Maybe<Brand>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An offering built in one call from existing products and plans. */
export type BuildOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name: Scalars['String']['input'];
  /**
   * The plans the products can be bought on, at least one (the provider's BuildOffering calls them
   * `pricing_options`); none is a userError on `planIds`.
   */
  planIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The products, at least one (the provider's BuildOffering calls them `plans`). */
  productIds: Array<Scalars['ID']['input']>;
};

/** One of the provider's fixed roles (`v2/permissions/built-in-roles`). */
export type BuiltInRole = {
  __typename?: 'BuiltInRole';
  /** Whether Commerce Manager users may be given this role. */
  cmUserAssignable: Scalars['Boolean']['output'];
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The name, for example `Support`. */
  name: Scalars['String']['output'];
};

/** A shopping cart (`v2/carts`); its id is chosen by the client. */
export type Cart = {
  __typename?: 'Cart';
  /** Accounts associated with the cart (read through one batched call per request). */
  accounts: Array<Account>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Custom discounts on the whole cart (at most five). */
  customDiscounts: Array<CartCustomDiscount>;
  /** True when the cart takes custom discounts (`discount_settings.custom_discounts_enabled`). */
  customDiscountsEnabled: Scalars['Boolean']['output'];
  /** Customers associated with the cart (read through one batched call per request). */
  customers: Array<Customer>;
  /** A description. */
  description?: Maybe<Scalars['String']['output']>;
  /** The cart's id (32 hex characters when created by the admin). */
  id: Scalars['ID']['output'];
  /** Its lines (product and custom items), in the order they were added. */
  items: Array<CartItem>;
  /** The cart's name. */
  name: Scalars['String']['output'];
  /** Promotion codes applied. */
  promotions: Array<CartPromotion>;
  /** One shipping group by id (`GET v2/carts/{id}/shipping-groups/{groupId}`); null when there is none. */
  shippingGroup?: Maybe<CartShippingGroup>;
  /** The cart's shipping groups (`GET v2/carts/{id}/shipping-groups`). */
  shippingGroups: Array<CartShippingGroup>;
  /** The cart's totals. */
  totals: CartTotals;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A shopping cart (`v2/carts`); its id is chosen by the client. */
export type CartShippingGroupArgs = {
  id: Scalars['ID']['input'];
};

/** A new cart; the provider chooses its id (`POST v2/carts`). */
export type CartCreateInput = {
  /** True to let the cart take custom discounts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name: Scalars['String']['input'];
};

/** A custom discount from an external discount engine (`custom_discount`), on a cart or on one line. */
export type CartCustomDiscount = {
  __typename?: 'CartCustomDiscount';
  /** What it takes off, negative. */
  amount: Money;
  /** What the shopper reads. */
  description: Scalars['String']['output'];
  /** The code in the external engine. */
  discountCode: Scalars['String']['output'];
  /** The external engine's name. */
  discountEngine: Scalars['String']['output'];
  /** The discount's id in the external engine. */
  externalId: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
};

/** A custom discount from an external engine. */
export type CartCustomDiscountInput = {
  /** What it takes off, in minor units, as a positive number (it is sent negative). */
  amount: Scalars['MinorUnits']['input'];
  /** What the shopper reads. */
  description: Scalars['String']['input'];
  /** The code in the external engine. */
  discountCode: Scalars['String']['input'];
  /** The external engine's name. */
  discountEngine: Scalars['String']['input'];
  /** The discount's id in the external engine. */
  externalId: Scalars['String']['input'];
};

/** A line the seller prices by hand. */
export type CartCustomItemInput = {
  /** The unit price in minor units. */
  amount: Scalars['MinorUnits']['input'];
  /** True when the amount includes tax. Default true. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name. */
  name: Scalars['String']['input'];
  /** How many; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** A SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on carts; all must hold. */
export type CartFilter = {
  /** When it was created. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** The cart id. */
  id?: InputMaybe<IdFilter>;
  /** The cart name (`eq` or `like`). */
  name?: InputMaybe<TextFilter>;
  /** When it last changed. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** A line of a cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Custom discounts from an external engine on this line (at most five). */
  customDiscounts: Array<CartCustomDiscount>;
  /** Discounts taken off this line. */
  discounts: Array<CartLineDiscount>;
  /** The provider's id of the line. */
  id: Scalars['ID']['output'];
  /** The name shown to the shopper. */
  name: Scalars['String']['output'];
  /** The product, for product lines. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** The shipping group the line ships in, if any. */
  shippingGroupId?: Maybe<Scalars['ID']['output']>;
  /** The SKU. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Tax items on this line (at most five). */
  taxes: Array<CartTaxItem>;
  /** The line's totals after discounts and tax. */
  totals?: Maybe<CartTotals>;
  /** A product line or a custom line. */
  type: CartItemType;
  /** The price of one. */
  unitPrice: CartPrice;
  /** The price of the line before discounts (unit price times quantity). */
  value: CartPrice;
};

/** A line's new quantity in a bulk update; 0 removes the line. */
export type CartItemQuantityInput = {
  /** The line's id. */
  itemId: Scalars['ID']['input'];
  /** The new quantity. */
  quantity: Scalars['Int']['input'];
};

/** The kind of a cart line. */
export type CartItemType =
  /** A line the seller priced by hand (`custom_item`). */
  | 'CUSTOM'
  /** A catalog product (`cart_item`). */
  | 'PRODUCT';

/**
 * A discount taken off a cart line. It has no `id` field on purpose: the same promotion takes a
 * different amount off each line, so it must not be cached as one object.
 */
export type CartLineDiscount = {
  __typename?: 'CartLineDiscount';
  /** The amount, negative. */
  amount: CartPrice;
  /** The code that gave it. */
  code?: Maybe<Scalars['String']['output']>;
  /** The provider's id of the discount's source (a promotion or custom discount). */
  sourceId?: Maybe<Scalars['ID']['output']>;
};

/** A tax for one line, in a bulk add. */
export type CartLineTaxInput = {
  /** The line's id. */
  itemId: Scalars['ID']['input'];
  /** The tax. */
  tax: CartTaxInput;
};

/** A page of carts. */
export type CartPage = Page & {
  __typename?: 'CartPage';
  /** The carts on this page. */
  items: Array<Cart>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of a cart write. */
export type CartPayload = Payload & {
  __typename?: 'CartPayload';
  /** The cart as it is after the write; null when it failed. */
  cart?: Maybe<Cart>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** A price of a cart line (the provider's `unit_price` / `value`), in minor units. */
export type CartPrice = {
  __typename?: 'CartPrice';
  /** The amount in the currency's minor unit (cents for USD). */
  amount: Scalars['MinorUnits']['output'];
  /** The ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** The amount for display, for example `$19.99`. */
  formatted: Scalars['String']['output'];
  /** True when the amount already includes tax. */
  includesTax: Scalars['Boolean']['output'];
};

/** A catalog product to add, by `productId` or by `sku`. */
export type CartProductItemInput = {
  /** The product id. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** How many; default 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** The product SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** A promotion code applied to a cart (no `id`: its amount differs from cart to cart). */
export type CartPromotion = {
  __typename?: 'CartPromotion';
  /** What it takes off the cart, negative. */
  amount: Money;
  /** The code the seller entered. */
  code: Scalars['String']['output'];
  /** The promotion's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** The promotion's id. */
  promotionId: Scalars['ID']['output'];
};

/** Cart settings. */
export type CartSettings = {
  __typename?: 'CartSettings';
  /** Days an untouched cart lives, 1 to 365. */
  cartExpiryDays: Scalars['Int']['output'];
  /** Whether custom discounts may be added to carts. Only one of this and `useRulePromotions` may be true. */
  customDiscountsEnabled: Scalars['Boolean']['output'];
  /** Whether carts use rule promotions. Only one of this and `customDiscountsEnabled` may be true. */
  useRulePromotions: Scalars['Boolean']['output'];
};

/** Changes to the cart settings; fields left out stay as they are. */
export type CartSettingsInput = {
  /** Days an untouched cart lives, 1 to 365. */
  cartExpiryDays?: InputMaybe<Scalars['Int']['input']>;
  /** Whether custom discounts may be added to carts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether carts use rule promotions. */
  useRulePromotions?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of changing the cart settings. */
export type CartSettingsPayload = Payload & {
  __typename?: 'CartSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<CartSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A group of cart lines shipped together (`shipping_group`). */
export type CartShippingGroup = {
  __typename?: 'CartShippingGroup';
  /** Where the group ships to. */
  address?: Maybe<OrderAddress>;
  /** A reference in another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** What shipping the group costs, when priced. */
  price?: Maybe<CartShippingPrice>;
  /** How the group ships, for example `standard`. */
  shippingType?: Maybe<Scalars['String']['output']>;
  /** The carrier's tracking reference. */
  trackingReference?: Maybe<Scalars['String']['output']>;
};

/** A new shipping group of a cart. */
export type CartShippingGroupInput = {
  /** Where it ships to. */
  address?: InputMaybe<CheckoutAddressInput>;
  /** A reference in another system (at most 64 characters). */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** What shipping costs, in minor units, tax included. */
  priceTotal?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** How it ships, for example `standard`. */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** The carrier's tracking reference. */
  trackingReference?: InputMaybe<Scalars['String']['input']>;
};

/** The price of shipping a group (`shipping_price`), in minor units of the cart's currency. */
export type CartShippingPrice = {
  __typename?: 'CartShippingPrice';
  /** The base price. */
  base: Scalars['MinorUnits']['output'];
  /** A discount on it. */
  discount: Scalars['MinorUnits']['output'];
  /** Fees on it. */
  fees: Scalars['Int']['output'];
  /** The tax on it. */
  tax: Scalars['MinorUnits']['output'];
  /** The whole price of shipping the group. */
  total: Scalars['MinorUnits']['output'];
};

/** A sort key for carts. */
export type CartSort = {
  /** The direction. Default ASC. */
  direction?: InputMaybe<SortDirection>;
  /** The field. */
  field: CartSortField;
};

/** Fields carts can be sorted by. */
export type CartSortField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By last change. */
  | 'UPDATED_AT';

/** A tax on a line: give a `rate` or an `amount`, not both. */
export type CartTaxInput = {
  /** A fixed amount in minor units. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** The tax code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Where it applies, for example `CA`. */
  jurisdiction?: InputMaybe<Scalars['String']['input']>;
  /** The tax's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The rate as a decimal from 0 to 1 (7.25% is 0.0725). */
  rate?: InputMaybe<Scalars['Float']['input']>;
};

/** A tax on a cart line (`tax_item`): a rate or a fixed amount. */
export type CartTaxItem = {
  __typename?: 'CartTaxItem';
  /** A fixed amount in minor units; null when the tax is a rate. */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  /** The tax code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** Where it applies, for example `CA`. */
  jurisdiction?: Maybe<Scalars['String']['output']>;
  /** The tax's name, for example `State sales tax`. */
  name?: Maybe<Scalars['String']['output']>;
  /** The rate as a decimal (0.0725 is 7.25%); null when the tax is a fixed amount. */
  rate?: Maybe<Scalars['Float']['output']>;
};

/** A cart's or a line's amounts from the provider's `meta.display_price`. */
export type CartTotals = {
  __typename?: 'CartTotals';
  /** The discounts, as a negative amount. */
  discount: Money;
  /** What shipping the cart's shipping groups cost (already in `withTax`); null on a line or when not priced. */
  shipping?: Maybe<Money>;
  /** The tax. */
  tax: Money;
  /** What the shopper pays: after discounts, tax included. */
  withTax: Money;
  /** Before discounts. */
  withoutDiscount: Money;
  /** After discounts, before tax. */
  withoutTax: Money;
};

/** Changes to a cart; fields left out stay as they are. */
export type CartUpdateInput = {
  /** True to let the cart take custom discounts. */
  customDiscountsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A catalog of the provider's Product Experience Manager (`pcm/catalogs`): which hierarchies (and so
 * which products) shoppers see, at the prices of one price book or of several by priority. Shoppers see
 * a catalog only once it is published as a release.
 */
export type Catalog = {
  __typename?: 'Catalog';
  /** When the catalog was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the catalog is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The hierarchies the catalog shows (those that still exist). */
  hierarchies: Array<Hierarchy>;
  /** The ids of the hierarchies the catalog shows, in order. */
  hierarchyIds: Array<Scalars['ID']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, for example `Storefront Catalog`. */
  name: Scalars['String']['output'];
  /** The price books the catalog prices with, highest priority first; one entry with priority null for a single book. */
  priceBooks: Array<CatalogPriceBook>;
  /** The catalog's releases, newest first (the provider keeps the newest three). */
  releases: CatalogReleasePage;
  /** The rules choosing this catalog for shoppers. */
  rules: CatalogRulePage;
  /** When the catalog was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A catalog of the provider's Product Experience Manager (`pcm/catalogs`): which hierarchies (and so
 * which products) shoppers see, at the prices of one price book or of several by priority. Shoppers see
 * a catalog only once it is published as a release.
 */
export type CatalogReleasesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A catalog of the provider's Product Experience Manager (`pcm/catalogs`): which hierarchies (and so
 * which products) shoppers see, at the prices of one price book or of several by priority. Shoppers see
 * a catalog only once it is published as a release.
 */
export type CatalogRulesArgs = {
  page?: InputMaybe<PageInput>;
};

/** A step of a breadcrumb: a hierarchy or node above (or at) a node. */
export type CatalogBreadcrumb = {
  __typename?: 'CatalogBreadcrumb';
  /** The hierarchy's or node's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A new catalog. */
export type CatalogCreateInput = {
  /** What the catalog is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hierarchies to show; at least one. */
  hierarchyIds: Array<Scalars['ID']['input']>;
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** One price book (leave `priceBooks` out). */
  priceBookId?: InputMaybe<Scalars['ID']['input']>;
  /** Up to five price books with priorities (leave `priceBookId` out). */
  priceBooks?: InputMaybe<Array<CatalogPriceBookInput>>;
};

/** A display price of a catalog product. */
export type CatalogDisplayPrice = {
  __typename?: 'CatalogDisplayPrice';
  /** The amount in minor units. */
  amount: Scalars['MinorUnits']['output'];
  /** The ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** The amount for display, for example `$12.50`. */
  formatted: Scalars['String']['output'];
  /** True when the amount includes tax. */
  includesTax: Scalars['Boolean']['output'];
};

/** Which catalogs to list. */
export type CatalogFilter = {
  /** Conditions on the name (`eq`, `in`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A page of catalogs. */
export type CatalogPage = Page & {
  __typename?: 'CatalogPage';
  /** The catalogs on this page. */
  items: Array<Catalog>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a catalog. */
export type CatalogPayload = Payload & {
  __typename?: 'CatalogPayload';
  /** The catalog as saved; null when refused. */
  catalog?: Maybe<Catalog>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A price book a catalog prices with. */
export type CatalogPriceBook = {
  __typename?: 'CatalogPriceBook';
  /** The price book; null when it no longer exists. */
  priceBook?: Maybe<PriceBook>;
  /** The price book's id. */
  priceBookId: Scalars['ID']['output'];
  /** Its priority among the catalog's books, the highest winning; null when the catalog has just one book. */
  priority?: Maybe<Scalars['Int']['output']>;
};

/** A price book with its priority, as entered. */
export type CatalogPriceBookInput = {
  /** The price book's id. */
  priceBookId: Scalars['ID']['input'];
  /** The priority, an integer unique among the catalog's books; the highest wins. */
  priority: Scalars['Int']['input'];
};

/** What kind of product a catalog product is. */
export type CatalogProductKind =
  /** A child of a parent product, built from one option of each of the parent's variations. */
  | 'CHILD'
  /** A parent product: shoppers configure it by its variations' options to reach one of its children. */
  | 'PARENT'
  /** A product without variations. */
  | 'STANDARD';

/** A published copy of a catalog (`catalog-release`): its hierarchies, nodes, live products and prices at that moment. */
export type CatalogRelease = {
  __typename?: 'CatalogRelease';
  /** The id of the catalog it was published from. */
  catalogId: Scalars['ID']['output'];
  /** When publishing was asked for. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The catalog's description at publishing. */
  description?: Maybe<Scalars['String']['output']>;
  /** The release's hierarchies, in the catalog's order. */
  hierarchies: Array<CatalogReleaseHierarchy>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The catalog's name at publishing. */
  name: Scalars['String']['output'];
  /** The release's products (optionally of one hierarchy), in release order, with display prices. */
  products: CatalogReleaseProductPage;
  /** When the release became visible; null until PUBLISHED. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where publishing stands. */
  status: CatalogReleaseStatus;
  /** How many hierarchy nodes the release holds. */
  totalNodes: Scalars['Int']['output'];
  /** How many products the release holds. */
  totalProducts: Scalars['Int']['output'];
  /** The release's published tree: its hierarchies, nodes and products, by id too. */
  view: CatalogView;
};


/** A published copy of a catalog (`catalog-release`): its hierarchies, nodes, live products and prices at that moment. */
export type CatalogReleaseProductsArgs = {
  hierarchyId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<PageInput>;
};

/** A hierarchy as frozen in a release. */
export type CatalogReleaseHierarchy = {
  __typename?: 'CatalogReleaseHierarchy';
  /** The hierarchy's id. */
  id: Scalars['ID']['output'];
  /** Its name at publishing. */
  name: Scalars['String']['output'];
};

/** A page of catalog releases. */
export type CatalogReleasePage = Page & {
  __typename?: 'CatalogReleasePage';
  /** The releases on this page. */
  items: Array<CatalogRelease>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of publishing a catalog. */
export type CatalogReleasePayload = Payload & {
  __typename?: 'CatalogReleasePayload';
  /** The new release, PENDING until publishing ends; null when refused. */
  release?: Maybe<CatalogRelease>;
  /** Why publishing was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A product as frozen in a catalog release, with the price shoppers see. */
export type CatalogReleaseProduct = {
  __typename?: 'CatalogReleaseProduct';
  /** The price shoppers see (the highest-priority price book's USD price, else its first currency); null when unpriced. */
  displayPrice?: Maybe<CatalogDisplayPrice>;
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** The SKU. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The slug. */
  slug?: Maybe<Scalars['String']['output']>;
};

/** A page of release products. */
export type CatalogReleaseProductPage = Page & {
  __typename?: 'CatalogReleaseProductPage';
  /** The products on this page. */
  items: Array<CatalogReleaseProduct>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** Where a catalog release stands. */
export type CatalogReleaseStatus =
  /** Publishing failed. */
  | 'FAILED'
  /** Publishing has started and is not finished. */
  | 'PENDING'
  /** Shoppers can see the release. */
  | 'PUBLISHED';

/** A catalog rule: shows a catalog to shoppers of some customers, accounts, channels or tags, optionally only at some times. */
export type CatalogRule = {
  __typename?: 'CatalogRule';
  /** Accounts it applies to; empty for any. */
  accountIds: Array<Scalars['String']['output']>;
  /** The catalog the rule shows. */
  catalogId: Scalars['ID']['output'];
  /** Channels it applies to (for example `web`); empty for any. */
  channels: Array<Scalars['String']['output']>;
  /** When the rule was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Customers it applies to; empty for any. */
  customerIds: Array<Scalars['String']['output']>;
  /** What the rule is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name (no spaces), for example `web-storefront`. */
  name: Scalars['String']['output'];
  /** When it applies; empty for always. */
  schedules: Array<CatalogRuleSchedule>;
  /** Shopper tags it applies to; empty for any. */
  tags: Array<Scalars['String']['output']>;
  /** When the rule was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new catalog rule. */
export type CatalogRuleCreateInput = {
  /** Accounts it applies to. */
  accountIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The catalog to show. */
  catalogId: Scalars['ID']['input'];
  /** Channels it applies to. */
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Customers it applies to. */
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the rule is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, without spaces. */
  name: Scalars['String']['input'];
  /** When it applies. */
  schedules?: InputMaybe<Array<CatalogRuleScheduleInput>>;
  /** Shopper tags it applies to. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A page of catalog rules. */
export type CatalogRulePage = Page & {
  __typename?: 'CatalogRulePage';
  /** The rules on this page. */
  items: Array<CatalogRule>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a catalog rule. */
export type CatalogRulePayload = Payload & {
  __typename?: 'CatalogRulePayload';
  /** The rule as saved; null when refused. */
  rule?: Maybe<CatalogRule>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A time window of a catalog rule. */
export type CatalogRuleSchedule = {
  __typename?: 'CatalogRuleSchedule';
  /** From when; null for no start. */
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  /** Until when; null for no end. */
  validTo?: Maybe<Scalars['DateTime']['output']>;
};

/** A time window, as entered. */
export type CatalogRuleScheduleInput = {
  /** From when. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Until when; after `validFrom`. */
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Changes to a catalog rule; fields left out stay as they are, lists set to null are cleared. */
export type CatalogRuleUpdateInput = {
  /** Accounts it applies to. */
  accountIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The catalog to show. */
  catalogId?: InputMaybe<Scalars['ID']['input']>;
  /** Channels it applies to. */
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Customers it applies to. */
  customerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the rule is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, without spaces. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** When it applies. */
  schedules?: InputMaybe<Array<CatalogRuleScheduleInput>>;
  /** Shopper tags it applies to. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** The option a child product has for one of its parent's variations. */
export type CatalogSelectedOption = {
  __typename?: 'CatalogSelectedOption';
  /** The option's id. */
  optionId: Scalars['ID']['output'];
  /** The option's name. */
  optionName: Scalars['String']['output'];
  /** The variation's id. */
  variationId: Scalars['ID']['output'];
  /** The variation's name. */
  variationName: Scalars['String']['output'];
};

/** One sort key for catalogs. */
export type CatalogSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CatalogSortField;
};

/** Fields catalogs can be sorted by. */
export type CatalogSortField =
  /** The name. */
  | 'NAME';

/** Changes to a catalog; fields left out stay as they are. Setting one kind of price book replaces the other. */
export type CatalogUpdateInput = {
  /** What the catalog is for; null clears it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hierarchies to show. */
  hierarchyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** One price book. */
  priceBookId?: InputMaybe<Scalars['ID']['input']>;
  /** Up to five price books with priorities. */
  priceBooks?: InputMaybe<Array<CatalogPriceBookInput>>;
};

/** A variation of a parent product, with its options. */
export type CatalogVariation = {
  __typename?: 'CatalogVariation';
  /** The variation's id. */
  id: Scalars['ID']['output'];
  /** The name, for example `Color`. */
  name: Scalars['String']['output'];
  /** The options shoppers pick from, in order. */
  options: Array<CatalogVariationOption>;
};

/** An option of a variation, as a catalog shows it. */
export type CatalogVariationOption = {
  __typename?: 'CatalogVariationOption';
  /** What the option is. */
  description?: Maybe<Scalars['String']['output']>;
  /** The option's id. */
  id: Scalars['ID']['output'];
  /** The name, for example `Red`. */
  name: Scalars['String']['output'];
};

/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogView = {
  __typename?: 'CatalogView';
  /** The catalog's hierarchies, in the catalog's order. */
  hierarchies: CatalogViewHierarchyPage;
  /** One hierarchy by id; null when the catalog has none with this id. */
  hierarchy?: Maybe<CatalogViewHierarchy>;
  /** An opaque id of this view (where it is read and for which shopper), so that clients can cache it. */
  id: Scalars['ID']['output'];
  /** One node by id; null when the catalog has none with this id. */
  node?: Maybe<CatalogViewNode>;
  /** Every node of every hierarchy, in tree order. */
  nodes: CatalogViewNodePage;
  /** One product by id; null when the catalog has none with this id. */
  product?: Maybe<CatalogViewProduct>;
  /** Every product of the catalog, in release order, with its display price. */
  products: CatalogViewProductPage;
  /** The release this view shows; null when no catalog is published for this shopper. */
  release?: Maybe<CatalogRelease>;
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewHierarchiesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewNodeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewNodesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A published catalog browsed as a tree: its hierarchies, their nodes and the nodes' products. Read
 * either as shoppers see it (`shopperCatalog`, sending `catalog/...`) or as one release
 * (`CatalogRelease.view`, sending `pcm/catalogs/{c}/releases/{r}/...`).
 */
export type CatalogViewProductsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A hierarchy of a published catalog. */
export type CatalogViewHierarchy = {
  __typename?: 'CatalogViewHierarchy';
  /** The top-level nodes, in order. */
  children: CatalogViewNodePage;
  /** What the hierarchy is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** True when the hierarchy has top-level nodes. */
  hasChildren: Scalars['Boolean']['output'];
  /** The hierarchy's id. */
  id: Scalars['ID']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** All of the hierarchy's nodes, at every level. */
  nodes: CatalogViewNodePage;
  /** The products of all of the hierarchy's nodes. */
  products: CatalogViewProductPage;
  /** The slug. */
  slug?: Maybe<Scalars['String']['output']>;
};


/** A hierarchy of a published catalog. */
export type CatalogViewHierarchyChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/** A hierarchy of a published catalog. */
export type CatalogViewHierarchyNodesArgs = {
  page?: InputMaybe<PageInput>;
};


/** A hierarchy of a published catalog. */
export type CatalogViewHierarchyProductsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A page of catalog hierarchies. */
export type CatalogViewHierarchyPage = Page & {
  __typename?: 'CatalogViewHierarchyPage';
  /** The hierarchies on this page. */
  items: Array<CatalogViewHierarchy>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A node of a published catalog. */
export type CatalogViewNode = {
  __typename?: 'CatalogViewNode';
  /** The hierarchy, then the nodes from the top down to this one. */
  breadcrumbs: Array<CatalogBreadcrumb>;
  /** The child nodes, in order. */
  children: CatalogViewNodePage;
  /** What the node is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** True when the node has child nodes. */
  hasChildren: Scalars['Boolean']['output'];
  /** The node's id. */
  id: Scalars['ID']['output'];
  /** The name. */
  name: Scalars['String']['output'];
  /** The parent node's id; null for a top-level node. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The products of this node. */
  products: CatalogViewProductPage;
  /** The slug. */
  slug?: Maybe<Scalars['String']['output']>;
};


/** A node of a published catalog. */
export type CatalogViewNodeChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/** A node of a published catalog. */
export type CatalogViewNodeProductsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A page of catalog nodes. */
export type CatalogViewNodePage = Page & {
  __typename?: 'CatalogViewNodePage';
  /** The nodes on this page. */
  items: Array<CatalogViewNode>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A product of a published catalog, with the price shoppers see. */
export type CatalogViewProduct = {
  __typename?: 'CatalogViewProduct';
  /** A parent's children; empty for other products. */
  children: CatalogViewProductPage;
  /** The description. */
  description?: Maybe<Scalars['String']['output']>;
  /** The price shoppers see; null when unpriced. */
  displayPrice?: Maybe<CatalogDisplayPrice>;
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Standard, parent or child. */
  kind: CatalogProductKind;
  /** The name. */
  name: Scalars['String']['output'];
  /** The parent's id, for a child; else null. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The products related to this one by the custom relationship `slug` (up to 64 characters). */
  relatedProducts: CatalogViewProductPage;
  /** The slugs of the custom relationships this product has related products in. */
  relationshipSlugs: Array<Scalars['String']['output']>;
  /** A child's option for each of its parent's variations; empty for other products. */
  selectedOptions: Array<CatalogSelectedOption>;
  /** The SKU. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The slug. */
  slug?: Maybe<Scalars['String']['output']>;
  /** A parent's variations and their options; empty for other products. */
  variations: Array<CatalogVariation>;
};


/** A product of a published catalog, with the price shoppers see. */
export type CatalogViewProductChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/** A product of a published catalog, with the price shoppers see. */
export type CatalogViewProductRelatedProductsArgs = {
  page?: InputMaybe<PageInput>;
  slug: Scalars['String']['input'];
};

/** A page of catalog products. */
export type CatalogViewProductPage = Page & {
  __typename?: 'CatalogViewProductPage';
  /** The products on this page. */
  items: Array<CatalogViewProduct>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A new brand or collection. */
export type CatalogueEntryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** Changes to a brand or collection; fields left out keep their value. */
export type CatalogueEntryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** A category of products in the legacy category tree (legacy `v2/categories`). */
export type Category = {
  __typename?: 'Category';
  /** The categories directly below this one. */
  children: Array<Category>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** The id of the parent category; null for a top-level category. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new category. */
export type CategoryCreateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name: Scalars['String']['input'];
  /** The parent category; left out for a top-level category. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
};

/** A page of categories. */
export type CategoryPage = Page & {
  __typename?: 'CategoryPage';
  /** The categories on this page. */
  items: Array<Category>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a category. */
export type CategoryPayload = Payload & {
  __typename?: 'CategoryPayload';
  /** The category as saved; null when the change was refused. */
  category?: Maybe<Category>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a category; fields left out keep their value. */
export type CategoryUpdateInput = {
  /** A longer text shown to shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to shoppers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The new parent category; null moves it to the top level, left out keeps the parent. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A unique, URL-friendly name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers see it. */
  status?: InputMaybe<LegacyCatalogueStatus>;
};

/** An account checkout: the account and the member placing the order. */
export type CheckoutAccountInput = {
  /** The account's id. */
  accountId: Scalars['ID']['input'];
  /** The member's account-management token (`createAccountMemberToken`), sent as `EP-Account-Management-Authentication-Token`. */
  accountToken?: InputMaybe<Scalars['String']['input']>;
  /** The contact's email. */
  email: Scalars['String']['input'];
  /** The account member's id. */
  memberId?: InputMaybe<Scalars['ID']['input']>;
  /** The contact's name. */
  name: Scalars['String']['input'];
};

/** A postal address for checkout. */
export type CheckoutAddressInput = {
  /** The city. */
  city: Scalars['String']['input'];
  /** The company. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `DE`; any other text is refused (`INVALID` on `country`). */
  country: Scalars['String']['input'];
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName: Scalars['String']['input'];
  /** The recipient's last name. */
  lastName: Scalars['String']['input'];
  /** The first address line. */
  line1: Scalars['String']['input'];
  /** The second address line. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** The postal code. */
  postcode: Scalars['String']['input'];
  /** The region or state. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** A guest shopper, or a registered one by `customerId`. */
export type CheckoutCustomerInput = {
  /** A registered customer's id. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** A customer token (`createCustomerToken`), sent as `X-Moltin-Customer-Token` to check out as that customer. */
  customerToken?: InputMaybe<Scalars['String']['input']>;
  /** A guest's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A guest's name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Turning a cart into an order: a customer or an account, and the addresses. */
export type CheckoutInput = {
  /** The account (account checkout). */
  account?: InputMaybe<CheckoutAccountInput>;
  /** Where it is billed to. */
  billingAddress: CheckoutAddressInput;
  /** The shopper (customer checkout). */
  customer?: InputMaybe<CheckoutCustomerInput>;
  /**
   * The order's number (the provider's `order_number`, at most 64 characters). Left out or blank, the
   * gateway assigns one more than the largest whole-number `order_number` among the store's 100 most
   * recently created orders (10001 when none has one). The provider keeps no counter and does not make
   * order numbers unique, so two checkouts that run at the same moment can get the same number; the
   * seller can renumber either order afterwards (`updateOrder`).
   */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Where it ships to. */
  shippingAddress: CheckoutAddressInput;
};

/** The result of a checkout. */
export type CheckoutPayload = Payload & {
  __typename?: 'CheckoutPayload';
  /** The new order; null when it failed. */
  order?: Maybe<Order>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** A collection of products, such as a seasonal selection (legacy `v2/collections`). */
export type Collection = {
  __typename?: 'Collection';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A longer text shown to shoppers; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name shown to shoppers. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name. */
  slug: Scalars['String']['output'];
  /** Whether shoppers see it. */
  status: LegacyCatalogueStatus;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of collections. */
export type CollectionPage = Page & {
  __typename?: 'CollectionPage';
  /** The collections on this page. */
  items: Array<Collection>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a collection. */
export type CollectionPayload = Payload & {
  __typename?: 'CollectionPayload';
  /** The collection as saved; null when the change was refused. */
  collection?: Maybe<Collection>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** How a product reaches the shopper. */
export type CommodityType =
  /** Delivered digitally. */
  | 'DIGITAL'
  /** Shipped goods. */
  | 'PHYSICAL';

/** Conditions on a commodity type. */
export type CommodityTypeFilter = {
  /** Exactly this commodity type. */
  eq?: InputMaybe<CommodityType>;
};

/** The result of configuring a parent product. */
export type ConfigureProductPayload = Payload & {
  __typename?: 'ConfigureProductPayload';
  /** The child product the options resolve to; null when refused. */
  product?: Maybe<CatalogViewProduct>;
  /** Why the options were refused (an unknown option, a variation without one); empty on success. */
  userErrors: Array<UserError>;
};

/** The result of creating an application key: the only time its secret is shown. */
export type CreateApplicationKeyPayload = Payload & {
  __typename?: 'CreateApplicationKeyPayload';
  /** The key as saved; null when the creation was refused. */
  applicationKey?: Maybe<ApplicationKey>;
  /** The client secret. Shown only here: store it now, it cannot be read again. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** Why the creation was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A new subscription of an account to an offering on one of its plans. */
export type CreateSubscriptionInput = {
  /** The account subscribing. */
  accountId: Scalars['ID']['input'];
  /** The currency billed, three capital letters, for example `USD`. */
  currency: Scalars['String']['input'];
  /** The subscriber's email address. */
  email: Scalars['String']['input'];
  /** True when the subscription is paid manually rather than charged. Default false. */
  manualPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** The subscriber's name, at least 3 characters. */
  name: Scalars['String']['input'];
  /** The offering subscribed to. */
  offeringId: Scalars['ID']['input'];
  /** One of the offering's plans. */
  planId: Scalars['ID']['input'];
};

/** A new subscriptions job. */
export type CreateSubscriptionJobInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The kind of run. */
  jobType: SubscriptionJobType;
};

/** A new offering without products or plans (they are attached afterwards). */
export type CreateSubscriptionOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name: Scalars['String']['input'];
};

/** A currency prices can be shown in (legacy `v2/currencies`). */
export type Currency = {
  __typename?: 'Currency';
  /** The ISO 4217 code, three upper-case letters, for example `EUR`. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many decimal places amounts are shown with. */
  decimalPlaces: Scalars['Int']['output'];
  /** The character before the decimals, for example `.`. */
  decimalPoint: Scalars['String']['output'];
  /** Whether products can be priced in it. */
  enabled: Scalars['Boolean']['output'];
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: Scalars['Float']['output'];
  /** How amounts are displayed, with `{price}` standing for the number, for example `€{price}`. */
  format: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** True for the store's one default currency. */
  isDefault: Scalars['Boolean']['output'];
  /** The currency's name for people, for example `Euro`. */
  name: Scalars['String']['output'];
  /** The character between groups of thousands, for example `,`; empty for none. */
  thousandSeparator: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new currency. */
export type CurrencyCreateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code: Scalars['String']['input'];
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces: Scalars['Int']['input'];
  /** The decimal point character. */
  decimalPoint: Scalars['String']['input'];
  /** Whether products can be priced in it. */
  enabled: Scalars['Boolean']['input'];
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate: Scalars['Float']['input'];
  /** Display format containing `{price}`, for example `£{price}`. */
  format: Scalars['String']['input'];
  /** Make this the default currency (the previous default stops being one). */
  isDefault: Scalars['Boolean']['input'];
  /** The currency's name for people, for example `Euro`; required. */
  name: Scalars['String']['input'];
  /** The thousands separator character; empty for none. */
  thousandSeparator: Scalars['String']['input'];
};

/** Which currencies to list. */
export type CurrencyFilter = {
  /** Conditions on the code (`eq`, `in`). */
  code?: InputMaybe<TextFilter>;
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<CurrencyFilter>>;
};

/** A page of currencies. */
export type CurrencyPage = Page & {
  __typename?: 'CurrencyPage';
  /** The currencies on this page. */
  items: Array<Currency>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a currency. */
export type CurrencyPayload = Payload & {
  __typename?: 'CurrencyPayload';
  /** The currency as saved; null when the change was refused. */
  currency?: Maybe<Currency>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a currency; fields left out keep their value. */
export type CurrencyUpdateInput = {
  /** The ISO 4217 code, three upper-case letters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** How many decimal places to show, 0 to 8. */
  decimalPlaces?: InputMaybe<Scalars['Int']['input']>;
  /** The decimal point character. */
  decimalPoint?: InputMaybe<Scalars['String']['input']>;
  /** Whether products can be priced in it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many of this currency one unit of the default currency buys; greater than 0. */
  exchangeRate?: InputMaybe<Scalars['Float']['input']>;
  /** Display format containing `{price}`. */
  format?: InputMaybe<Scalars['String']['input']>;
  /** True makes this the default currency; the default cannot be unset, only replaced. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** The currency's name for people. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The thousands separator character. */
  thousandSeparator?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApi = {
  __typename?: 'CustomApi';
  /** Whether entries may be created by PUT with a chosen id. */
  allowUpserts: Scalars['Boolean']['output'];
  /** The `type` of its entries; lower-case, ending in `_ext`, for example `wishlist_ext`. */
  apiType: Scalars['String']['output'];
  /** When the API was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the API holds. */
  description?: Maybe<Scalars['String']['output']>;
  /** The API's entries, oldest first. */
  entries: CustomApiEntryPage;
  /** One entry of the API by id; null when there is none. */
  entry?: Maybe<CustomApiEntry>;
  /** One field of the API by id; null when there is none. */
  field?: Maybe<CustomField>;
  /** The API's fields, in the provider's order. */
  fields: CustomFieldPage;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, for example `Wishlists`. */
  name: Scalars['String']['output'];
  /** The role policies that grant built-in roles access to the entries. */
  rolePolicies: CustomApiRolePolicyPage;
  /** The URL segment of its entries (`v2/extensions/{slug}`): lower-case letters, digits, `-` and `_`. */
  slug: Scalars['String']['output'];
  /** When the API was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApiEntriesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApiEntryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApiFieldArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApiFieldsArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A Custom API (`v2/settings/extensions/custom-apis`): a seller-defined resource type with its own
 * fields, whose entries the store keeps like any provider resource (`v2/extensions/{slug}`).
 */
export type CustomApiRolePoliciesArgs = {
  page?: InputMaybe<PageInput>;
};

/** A new Custom API. */
export type CustomApiCreateInput = {
  /** Whether entries may be created by PUT with a chosen id. Default false. */
  allowUpserts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The `type` of its entries, ending in `_ext`; unique in the store. */
  apiType: Scalars['String']['input'];
  /** What the API holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, up to 255 characters. */
  name: Scalars['String']['input'];
  /** The URL segment of its entries; unique in the store. */
  slug: Scalars['String']['input'];
};

/** An entry of a Custom API. */
export type CustomApiEntry = {
  __typename?: 'CustomApiEntry';
  /** When the entry was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** How many times the entry was changed. */
  resourceVersion?: Maybe<Scalars['Int']['output']>;
  /** When the entry was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The entry's values by field slug, for example `{"name": "Home office"}`. */
  values: Scalars['JSON']['output'];
};

/** A page of Custom API entries. */
export type CustomApiEntryPage = Page & {
  __typename?: 'CustomApiEntryPage';
  /** The entries on this page. */
  items: Array<CustomApiEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * The result of creating or changing an entry. A bad value's error names its field slug:
 * `["values", "points"]`.
 */
export type CustomApiEntryPayload = Payload & {
  __typename?: 'CustomApiEntryPayload';
  /** The entry as saved; null when the change was refused. */
  entry?: Maybe<CustomApiEntry>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Which Custom APIs to list. */
export type CustomApiFilter = {
  /** Conditions on the entry type (`eq`, `like`). */
  apiType?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
};

/** A page of Custom APIs. */
export type CustomApiPage = Page & {
  __typename?: 'CustomApiPage';
  /** The APIs on this page. */
  items: Array<CustomApi>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a Custom API. */
export type CustomApiPayload = Payload & {
  __typename?: 'CustomApiPayload';
  /** The API as saved; null when the change was refused. */
  customApi?: Maybe<CustomApi>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** What one built-in role may do with a Custom API's entries. */
export type CustomApiRolePolicy = {
  __typename?: 'CustomApiRolePolicy';
  /** May create entries. */
  create: Scalars['Boolean']['output'];
  /** The id of the Custom API the policy is about. */
  customApiId: Scalars['ID']['output'];
  /** May delete entries. */
  delete: Scalars['Boolean']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** May list entries. */
  list: Scalars['Boolean']['output'];
  /** May read an entry. */
  read: Scalars['Boolean']['output'];
  /** The role the policy grants access to; null if the provider no longer knows it. */
  role?: Maybe<BuiltInRole>;
  /** May change entries. */
  update: Scalars['Boolean']['output'];
};

/** What a new role policy grants. */
export type CustomApiRolePolicyInput = {
  /** May create entries. */
  create: Scalars['Boolean']['input'];
  /** The Custom API. */
  customApiId: Scalars['ID']['input'];
  /** May delete entries. */
  delete: Scalars['Boolean']['input'];
  /** May list entries. */
  list: Scalars['Boolean']['input'];
  /** May read an entry. */
  read: Scalars['Boolean']['input'];
  /** The built-in role. */
  roleId: Scalars['ID']['input'];
  /** May change entries. */
  update: Scalars['Boolean']['input'];
};

/** A page of role policies. */
export type CustomApiRolePolicyPage = Page & {
  __typename?: 'CustomApiRolePolicyPage';
  /** The policies on this page. */
  items: Array<CustomApiRolePolicy>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a role policy. */
export type CustomApiRolePolicyPayload = Payload & {
  __typename?: 'CustomApiRolePolicyPayload';
  /** The policy as saved; null when the change was refused. */
  rolePolicy?: Maybe<CustomApiRolePolicy>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** What a role policy grants from now on; the API and the role stay as they are. */
export type CustomApiRolePolicyUpdateInput = {
  /** May create entries. */
  create: Scalars['Boolean']['input'];
  /** May delete entries. */
  delete: Scalars['Boolean']['input'];
  /** May list entries. */
  list: Scalars['Boolean']['input'];
  /** May read an entry. */
  read: Scalars['Boolean']['input'];
  /** May change entries. */
  update: Scalars['Boolean']['input'];
};

/** One sort key for Custom APIs. */
export type CustomApiSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CustomApiSortField;
};

/** Fields Custom APIs can be sorted by. */
export type CustomApiSortField =
  /** The entry type. */
  | 'API_TYPE'
  /** The name. */
  | 'NAME'
  /** The slug. */
  | 'SLUG';

/** Changes to a Custom API; fields left out stay as they are. */
export type CustomApiUpdateInput = {
  /** Whether entries may be created by PUT with a chosen id. */
  allowUpserts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The `type` of its entries. */
  apiType?: InputMaybe<Scalars['String']['input']>;
  /** What the API holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The URL segment of its entries. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A field of a Custom API: one member of each entry. */
export type CustomField = {
  __typename?: 'CustomField';
  /** When the field was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the field holds. */
  description?: Maybe<Scalars['String']['output']>;
  /** The type of the values; cannot be changed once created. */
  fieldType: CustomFieldType;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name shown to sellers. */
  name: Scalars['String']['output'];
  /** The entry member that holds the value; cannot be changed once created. */
  slug: Scalars['String']['output'];
  /** Where the field sorts among the API's fields, 0 to 1000. */
  sortOrder: Scalars['Int']['output'];
  /** When the field was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The rules values must follow. */
  validation: CustomFieldValidation;
};

/** A new field of a Custom API. */
export type CustomFieldCreateInput = {
  /** What the field holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The type of the values. */
  fieldType: CustomFieldType;
  /** The name shown to sellers. */
  name: Scalars['String']['input'];
  /** The entry member; lower-case letters, digits, `_` and `-`, unique within the API. */
  slug: Scalars['String']['input'];
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The rules values must follow. */
  validation?: InputMaybe<CustomFieldValidationInput>;
};

/** A page of Custom API fields. */
export type CustomFieldPage = Page & {
  __typename?: 'CustomFieldPage';
  /** The fields on this page. */
  items: Array<CustomField>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a field. Rule errors point at `["validation", "minValue"]`. */
export type CustomFieldPayload = Payload & {
  __typename?: 'CustomFieldPayload';
  /** The field as saved; null when the change was refused. */
  field?: Maybe<CustomField>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The type of a Custom API field's values. */
export type CustomFieldType =
  /** Any JSON value. */
  | 'ANY'
  /** True or false. */
  | 'BOOLEAN'
  /** A number with a fraction. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** A list of values (see `allowedType`). */
  | 'LIST'
  /** Text. */
  | 'STRING';

/** Changes to a field; the slug and type cannot change. */
export type CustomFieldUpdateInput = {
  /** What the field holds. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name shown to sellers. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the field sorts, 0 to 1000. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The rules values must follow. */
  validation?: InputMaybe<CustomFieldValidationInput>;
};

/** The rules a field's values must follow; only those that apply to the field's type are set. */
export type CustomFieldValidation = {
  __typename?: 'CustomFieldValidation';
  /** Whether a value may be null. */
  allowNullValues: Scalars['Boolean']['output'];
  /** Lists: the type of the elements. */
  allowedType?: Maybe<CustomFieldType>;
  /** Whether a value, once set, can no longer be changed. */
  immutable: Scalars['Boolean']['output'];
  /** Strings and lists: the largest length. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** Numbers: the largest value. */
  maxValue?: Maybe<Scalars['Float']['output']>;
  /** Strings and lists: the smallest length. */
  minLength?: Maybe<Scalars['Int']['output']>;
  /** Numbers: the smallest value. */
  minValue?: Maybe<Scalars['Float']['output']>;
  /** Strings: a regular expression values must match. */
  regex?: Maybe<Scalars['String']['output']>;
  /** Strings: whether two entries may not share a value. */
  unique?: Maybe<Scalars['Boolean']['output']>;
  /** Strings: whether uniqueness ignores case. */
  uniqueCaseInsensitivity?: Maybe<Scalars['Boolean']['output']>;
};

/** Rules for a field's values; set only those that apply to the field's type. */
export type CustomFieldValidationInput = {
  /** Whether a value may be null. Default true. */
  allowNullValues?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lists: the type of the elements. */
  allowedType?: InputMaybe<CustomFieldType>;
  /** Whether a value, once set, can no longer be changed. Default false. */
  immutable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Strings and lists: the largest length. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** Numbers: the largest value. */
  maxValue?: InputMaybe<Scalars['Float']['input']>;
  /** Strings and lists: the smallest length. */
  minLength?: InputMaybe<Scalars['Int']['input']>;
  /** Numbers: the smallest value. */
  minValue?: InputMaybe<Scalars['Float']['input']>;
  /** Strings: a regular expression values must match. */
  regex?: InputMaybe<Scalars['String']['input']>;
  /** Strings: whether two entries may not share a value. */
  unique?: InputMaybe<Scalars['Boolean']['input']>;
  /** Strings: whether uniqueness ignores case. */
  uniqueCaseInsensitivity?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A kind of link between products, such as "Related products" (PCM `custom-relationships`). */
export type CustomRelationship = {
  __typename?: 'CustomRelationship';
  /** When true, relating A to B also lists A among B's related products. */
  biDirectional: Scalars['Boolean']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A note for sellers on what it is for; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /** The text shoppers see with the related products; null when none. */
  externalDescription?: Maybe<Scalars['String']['output']>;
  /** The heading shoppers see above the related products; null when none. */
  externalName?: Maybe<Scalars['String']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name sellers see. */
  name: Scalars['String']['output'];
  /** The unique name that addresses it in every URL; cannot change once created. */
  slug: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The fields of a new custom relationship. */
export type CustomRelationshipCreateInput = {
  /** Whether relating A to B also relates B to A. Default false. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see with the related products. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see above the related products. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** Letters, digits, dots, hyphens and underscores; unique in the store. */
  slug: Scalars['String']['input'];
};

/** The result of deleting a custom relationship. */
export type CustomRelationshipDeletePayload = Payload & {
  __typename?: 'CustomRelationshipDeletePayload';
  /** The slug of the deleted custom relationship; null when nothing was deleted. */
  deletedSlug?: Maybe<Scalars['String']['output']>;
  /** Why it could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** A page of custom relationships. */
export type CustomRelationshipPage = Page & {
  __typename?: 'CustomRelationshipPage';
  /** The custom relationships on this page. */
  items: Array<CustomRelationship>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a custom relationship. */
export type CustomRelationshipPayload = Payload & {
  __typename?: 'CustomRelationshipPayload';
  /** The custom relationship as stored, when the mutation succeeded. */
  customRelationship?: Maybe<CustomRelationship>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a custom relationship; fields left out keep their value. The slug cannot change. */
export type CustomRelationshipUpdateInput = {
  /** Whether relating A to B also relates B to A. */
  biDirectional?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for sellers on what it is for; null removes it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text shoppers see; null removes it. */
  externalDescription?: InputMaybe<Scalars['String']['input']>;
  /** The heading shoppers see; null removes it. */
  externalName?: InputMaybe<Scalars['String']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A shopper of the store (`v2/customers`): a name and an email that signs them in, with an address
 * book. The password is write-only: it is never read back.
 */
export type Customer = {
  __typename?: 'Customer';
  /** One address of the customer by id (`GET v2/customers/{id}/addresses/{addressId}`); null when there is none. */
  address?: Maybe<Address>;
  /** The customer's address book, oldest first. */
  addresses: AddressPage;
  /** When the customer was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The email the customer signs in with; unique in the store (case-insensitive). */
  email: Scalars['String']['output'];
  /** A reference from another system, for example a CRM id. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The customer's full name. */
  name: Scalars['String']['output'];
  /** When the customer was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A shopper of the store (`v2/customers`): a name and an email that signs them in, with an address
 * book. The password is write-only: it is never read back.
 */
export type CustomerAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * A shopper of the store (`v2/customers`): a name and an email that signs them in, with an address
 * book. The password is write-only: it is never read back.
 */
export type CustomerAddressesArgs = {
  page?: InputMaybe<PageInput>;
};

/** The realm shoppers sign in with; read only. */
export type CustomerAuthenticationSettings = {
  __typename?: 'CustomerAuthenticationSettings';
  /** The client id shoppers' sign-in uses. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** The settings' id. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The id of the authentication realm for customers. */
  realmId?: Maybe<Scalars['ID']['output']>;
};

/** A new customer. */
export type CustomerCreateInput = {
  /** The email the customer signs in with; unique in the store. */
  email: Scalars['String']['input'];
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The customer's full name. */
  name: Scalars['String']['input'];
  /** The password the customer signs in with; stored hashed and never read back. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Which customers to list. All given conditions must hold. */
export type CustomerFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A page of customers. */
export type CustomerPage = Page & {
  __typename?: 'CustomerPage';
  /** The customers on this page. */
  items: Array<Customer>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a customer. */
export type CustomerPayload = Payload & {
  __typename?: 'CustomerPayload';
  /** The customer as saved; null when the change was refused. */
  customer?: Maybe<Customer>;
  /** Why the change was refused; empty on success. A taken email is `DUPLICATE` on `["email"]`. */
  userErrors: Array<UserError>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type CustomerSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: CustomerSortField;
};

/** Fields customers can be sorted by. */
export type CustomerSortField =
  /** The email. */
  | 'EMAIL'
  /** The name. */
  | 'NAME';

/**
 * A subscription (`v2/subscriptions/subscriptions`): an account subscribed to an offering on one of
 * its plans. Named `CustomerSubscription` because `Subscription` is GraphQL's root type for
 * subscriptions.
 */
export type CustomerSubscription = {
  __typename?: 'CustomerSubscription';
  /** The subscribed account's id. */
  accountId: Scalars['ID']['output'];
  /** The state changes allowed now, from the state and what the plan permits. */
  availableActions: Array<SubscriptionAction>;
  /** When the subscription was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The currency billed, for example `USD`. */
  currency: Scalars['String']['output'];
  /** The subscriber's email address. */
  email: Scalars['String']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** When the next billing period starts. */
  invoiceAfter?: Maybe<Scalars['DateTime']['output']>;
  /** The subscription's invoices, oldest first. */
  invoices: SubscriptionInvoicePage;
  /** True when the subscription is paid manually rather than charged. */
  manualPayments: Scalars['Boolean']['output'];
  /** The subscriber's name. */
  name: Scalars['String']['output'];
  /** The id of the offering subscribed to. */
  offeringId?: Maybe<Scalars['ID']['output']>;
  /** The name of the offering subscribed to. */
  offeringName?: Maybe<Scalars['String']['output']>;
  /** The plan the subscription is on; null when it no longer exists. */
  plan?: Maybe<SubscriptionPlan>;
  /** The id of the plan the subscription is on. */
  planId: Scalars['ID']['output'];
  /** The plans of the subscription's offering (`v2/subscriptions/subscriptions/{id}/plans`). */
  plans: Array<SubscriptionPlan>;
  /** The products of the subscription's offering (`v2/subscriptions/subscriptions/{id}/products`). */
  products: Array<SubscriptionProduct>;
  /** Where the subscription is in its lifecycle. */
  state: SubscriptionState;
  /** The id of the subscriber (one per account) the invoices are addressed to. */
  subscriberId?: Maybe<Scalars['ID']['output']>;
  /** When the subscription was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A subscription (`v2/subscriptions/subscriptions`): an account subscribed to an offering on one of
 * its plans. Named `CustomerSubscription` because `Subscription` is GraphQL's root type for
 * subscriptions.
 */
export type CustomerSubscriptionInvoicesArgs = {
  page?: InputMaybe<PageInput>;
};

/** Which subscriptions to list. All given conditions must hold. */
export type CustomerSubscriptionFilter = {
  /** The subscribed account. */
  accountId?: InputMaybe<IdFilter>;
  /** The subscriber's email address (`eq`). */
  email?: InputMaybe<TextFilter>;
  /** The offering subscribed to. */
  offeringId?: InputMaybe<IdFilter>;
  /** The plan the subscription is on. */
  planId?: InputMaybe<IdFilter>;
};

/** A page of subscriptions. */
export type CustomerSubscriptionPage = Page & {
  __typename?: 'CustomerSubscriptionPage';
  /** The subscriptions on this page. */
  items: Array<CustomerSubscription>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating a subscription or changing its state. */
export type CustomerSubscriptionPayload = Payload & {
  __typename?: 'CustomerSubscriptionPayload';
  /** The subscription as saved; null when the input was refused. */
  subscription?: Maybe<CustomerSubscription>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A customer's credentials for a customer token (`password` mechanism). */
export type CustomerTokenInput = {
  /** The email the customer signs in with. */
  email: Scalars['String']['input'];
  /** The customer's password; it is sent to the provider and never kept. */
  password: Scalars['String']['input'];
};

/** The result of signing a customer in (`POST v2/customers/tokens`). */
export type CustomerTokenPayload = Payload & {
  __typename?: 'CustomerTokenPayload';
  /** The customer's id; null when it failed. */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** When it expires; null when it failed. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The customer token, sent as `X-Moltin-Customer-Token` on the customer's calls; null when it failed. Never logged. */
  token?: Maybe<Scalars['String']['output']>;
  /** Why it failed; wrong credentials are `INVALID_CREDENTIALS` on `["password"]`. */
  userErrors: Array<UserError>;
};

/** Changes to a customer; fields left out stay as they are. */
export type CustomerUpdateInput = {
  /** The email the customer signs in with; unique in the store. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The customer's full name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A new password; left out, the current one stays. */
  password?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on a date and time. Several conditions must all hold (use two for a range). */
export type DateTimeFilter = {
  /** At or after. */
  ge?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly after. */
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or before. */
  le?: InputMaybe<Scalars['DateTime']['input']>;
  /** Strictly before. */
  lt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** The result of removing a member from an account. */
export type DeleteAccountMembershipPayload = Payload & {
  __typename?: 'DeleteAccountMembershipPayload';
  /** The id of the deleted membership; null when the removal was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the removal was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an account. */
export type DeleteAccountPayload = Payload & {
  __typename?: 'DeleteAccountPayload';
  /** The id of the deleted account; null when the deletion was refused (for example, it has sub-accounts). */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an account tag. */
export type DeleteAccountTagPayload = Payload & {
  __typename?: 'DeleteAccountTagPayload';
  /** The id of the deleted tag; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an address. */
export type DeleteAddressPayload = Payload & {
  __typename?: 'DeleteAddressPayload';
  /** The id of the deleted address; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an application key. */
export type DeleteApplicationKeyPayload = Payload & {
  __typename?: 'DeleteApplicationKeyPayload';
  /** The id of the deleted key; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a cart. */
export type DeleteCartPayload = Payload & {
  __typename?: 'DeleteCartPayload';
  /** The id of the deleted cart; null when it failed. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** The result of deleting a catalog. */
export type DeleteCatalogPayload = Payload & {
  __typename?: 'DeleteCatalogPayload';
  /** The id of the deleted catalog; null when refused (a published catalog's releases must go first). */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a catalog release. */
export type DeleteCatalogReleasePayload = Payload & {
  __typename?: 'DeleteCatalogReleasePayload';
  /** The id of the deleted release; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting every release of a catalog. */
export type DeleteCatalogReleasesPayload = Payload & {
  __typename?: 'DeleteCatalogReleasesPayload';
  /** The id of the catalog whose releases were deleted; null when refused. */
  catalogId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a catalog rule. */
export type DeleteCatalogRulePayload = Payload & {
  __typename?: 'DeleteCatalogRulePayload';
  /** The id of the deleted rule; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting something of a Custom API. */
export type DeleteCustomApiResourcePayload = Payload & {
  __typename?: 'DeleteCustomApiResourcePayload';
  /** The id of what was deleted; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a customer. */
export type DeleteCustomerPayload = Payload & {
  __typename?: 'DeleteCustomerPayload';
  /** The id of the deleted customer; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a file. */
export type DeleteFilePayload = Payload & {
  __typename?: 'DeleteFilePayload';
  /** The id of the deleted file, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** What went wrong; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a flow, field or entry. */
export type DeleteFlowResourcePayload = Payload & {
  __typename?: 'DeleteFlowResourcePayload';
  /** The id of what was deleted; null when nothing was. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why nothing was deleted. */
  userErrors: Array<UserError>;
};

/** The result of deleting a node. */
export type DeleteHierarchyNodePayload = Payload & {
  __typename?: 'DeleteHierarchyNodePayload';
  /** The id of the deleted node, when the mutation succeeded. Its descendants are deleted with it. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the node could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a hierarchy. */
export type DeleteHierarchyPayload = Payload & {
  __typename?: 'DeleteHierarchyPayload';
  /** The id of the deleted hierarchy, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the hierarchy could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an integration. */
export type DeleteIntegrationPayload = Payload & {
  __typename?: 'DeleteIntegrationPayload';
  /** The id of the deleted integration; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting an inventory location. */
export type DeleteInventoryLocationPayload = Payload & {
  __typename?: 'DeleteInventoryLocationPayload';
  /** The id of the deleted location; null when refused (for example while it holds stock). */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a brand, category, collection or currency. */
export type DeleteLegacyCataloguePayload = Payload & {
  __typename?: 'DeleteLegacyCataloguePayload';
  /** The id of the deleted item; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a legacy variation, an option or a modifier. */
export type DeleteLegacyVariationPayload = Payload & {
  __typename?: 'DeleteLegacyVariationPayload';
  /** The id of the deleted item; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
  /** For an option or modifier, its variation as it is now; null after deleting a variation. */
  variation?: Maybe<LegacyVariation>;
};

/** The result of deleting a price book. */
export type DeletePriceBookPayload = Payload & {
  __typename?: 'DeletePriceBookPayload';
  /** The id of the deleted price book; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a price modifier. */
export type DeletePriceModifierPayload = Payload & {
  __typename?: 'DeletePriceModifierPayload';
  /** The id of the deleted modifier; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a product. */
export type DeleteProductPayload = Payload & {
  __typename?: 'DeleteProductPayload';
  /** The id of the deleted product, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the product could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a price. */
export type DeleteProductPricePayload = Payload & {
  __typename?: 'DeleteProductPricePayload';
  /** The id of the deleted price; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a promotion (legacy or rule) or a code. */
export type DeletePromotionPayload = Payload & {
  __typename?: 'DeletePromotionPayload';
  /** The id of what was deleted; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a realm profile, a realm user or a user's credentials. */
export type DeleteRealmProfilePayload = Payload & {
  __typename?: 'DeleteRealmProfilePayload';
  /** The id of what was deleted; null when the deletion was refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a product's stock. */
export type DeleteStockPayload = Payload & {
  __typename?: 'DeleteStockPayload';
  /** The product id whose stock was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why the deletion was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of deleting a variation, an option or a modifier. */
export type DeleteVariationPayload = Payload & {
  __typename?: 'DeleteVariationPayload';
  /** The id of what was deleted, when the mutation succeeded. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it could not be deleted; empty on success. */
  userErrors: Array<UserError>;
};

/** What happens to a subscription when its payment retries are used up. */
export type DunningAction =
  /** The subscription is closed. */
  | 'CLOSE'
  /** Nothing; the invoice stays outstanding. */
  | 'NONE'
  /** The subscription is paused. */
  | 'PAUSE'
  /** The subscription is suspended. */
  | 'SUSPEND';

/**
 * A dunning rule (`v2/subscriptions/dunning-rules`): how failed payments are retried and what happens
 * when the retries run out. One rule is the store's default.
 */
export type DunningRule = {
  __typename?: 'DunningRule';
  /** What happens when the retries are used up. */
  action: DunningAction;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** True for the store's default rule; making a rule default clears the others. */
  isDefault: Scalars['Boolean']['output'];
  /** How many retries are made (0 to 1024). */
  paymentRetriesLimit: Scalars['Int']['output'];
  /** The interval between retries, in `paymentRetryUnit` (1 to 1024). */
  paymentRetryInterval?: Maybe<Scalars['Int']['output']>;
  /** For BACKOFF: the factor the interval grows by. */
  paymentRetryMultiplier?: Maybe<Scalars['Float']['output']>;
  /** How retries are spaced. */
  paymentRetryType: PaymentRetryType;
  /** The unit of the interval. */
  paymentRetryUnit?: Maybe<PaymentRetryUnit>;
};

/** A new dunning rule, or changes to one (fields left out stay as they are). */
export type DunningRuleInput = {
  /** What happens when the retries are used up. Required on create. */
  action?: InputMaybe<DunningAction>;
  /** Makes this the store's default rule. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many retries are made (0 to 1024). Required on create. */
  paymentRetriesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** The interval between retries (1 to 1024). */
  paymentRetryInterval?: InputMaybe<Scalars['Int']['input']>;
  /** For BACKOFF: the factor the interval grows by (1 to 1024). */
  paymentRetryMultiplier?: InputMaybe<Scalars['Float']['input']>;
  /** How retries are spaced. Required on create. */
  paymentRetryType?: InputMaybe<PaymentRetryType>;
  /** The unit of the interval. */
  paymentRetryUnit?: InputMaybe<PaymentRetryUnit>;
};

/** A page of dunning rules. */
export type DunningRulePage = Page & {
  __typename?: 'DunningRulePage';
  /** The rules on this page. */
  items: Array<DunningRule>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a dunning rule. */
export type DunningRulePayload = Payload & {
  __typename?: 'DunningRulePayload';
  /** The rule as saved; null when the input was refused. */
  dunningRule?: Maybe<DunningRule>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The kinds of items whose personal data can be erased. */
export type ErasableResourceType =
  /** An account, with its addresses. */
  | 'ACCOUNT'
  /** An account member. */
  | 'ACCOUNT_MEMBER'
  /** A customer, with its addresses. */
  | 'CUSTOMER';

/** A request to erase an item's personal data (`v2/personal-data/erasure-requests`). */
export type ErasureRequest = {
  __typename?: 'ErasureRequest';
  /** When the request was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** Who asked for the erasure, as the provider describes it. */
  initiator?: Maybe<Scalars['JSON']['output']>;
  /** The id of the item to erase. */
  resourceId: Scalars['ID']['output'];
  /** The type of the item to erase. */
  resourceType: ErasableResourceType;
  /** Where the request stands. */
  status: ErasureRequestStatus;
  /** The provider's words for the status. */
  statusDescription?: Maybe<Scalars['String']['output']>;
  /** When the request last changed status. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Which erasure requests to list. */
export type ErasureRequestFilter = {
  /** Only requests for this item. */
  resourceId?: InputMaybe<Scalars['ID']['input']>;
  /** Only requests for this type of item. */
  resourceType?: InputMaybe<ErasableResourceType>;
};

/** A new erasure request. */
export type ErasureRequestInput = {
  /** The id of the item to erase. */
  resourceId: Scalars['ID']['input'];
  /** The type of the item to erase. */
  resourceType: ErasableResourceType;
};

/** A page of erasure requests. */
export type ErasureRequestPage = Page & {
  __typename?: 'ErasureRequestPage';
  /** The requests on this page, newest first. */
  items: Array<ErasureRequest>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of requesting an erasure. */
export type ErasureRequestPayload = Payload & {
  __typename?: 'ErasureRequestPayload';
  /** The request as accepted; null when it was refused. */
  erasureRequest?: Maybe<ErasureRequest>;
  /** Why the request was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Where an erasure request stands. */
export type ErasureRequestStatus =
  /** Accepted; waiting to run. */
  | 'CREATED'
  /** The erasure failed (for example, nothing is known of the item); it may be retried. */
  | 'FAILURE'
  /** Running. */
  | 'IN_PROGRESS'
  /** The personal data was erased. */
  | 'SUCCESS';

/**
 * A file of the store (`v2/files`): an image, document or other media uploaded to the provider or linked
 * by URL. Product main images are files.
 */
export type File = {
  __typename?: 'File';
  /** When the file was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file's name, e.g. `red-shirt.png`. */
  fileName: Scalars['String']['output'];
  /** Size in bytes (0 for files linked by URL, whose size the provider does not know). */
  fileSize: Scalars['Int']['output'];
  /** Pixel height of an image; null for other files or when unknown. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Where the file can be fetched. */
  link: FileLink;
  /** The media type, e.g. `image/png`. */
  mimeType: Scalars['String']['output'];
  /** Deprecated by the provider: whether the file is public. Every file URL is readable by anyone who has it. */
  public: Scalars['Boolean']['output'];
  /** Pixel width of an image; null for other files or when unknown. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** Which files to list. All given conditions must hold. Encoded into the provider's filter grammar. */
export type FileFilter = {
  /** Conditions on the file name (`eq` and `like` only). */
  fileName?: InputMaybe<TextFilter>;
  /** Conditions on the size in bytes. */
  fileSize?: InputMaybe<FileNumberFilter>;
  /** Conditions on an image's pixel height. */
  height?: InputMaybe<FileNumberFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on an image's pixel width. */
  width?: InputMaybe<FileNumberFilter>;
};

/** Where a file can be fetched. */
export type FileLink = {
  __typename?: 'FileLink';
  /**
   * The URL of the file's bytes. Usable in an `<img>`: with the embedded sandbox the gateway serves the
   * bytes on its own origin (`/api/files/content/...`); with the provider it is the provider's file CDN.
   */
  href: Scalars['String']['output'];
};

/** Conditions on a whole number. Several conditions must all hold (use two for a range). */
export type FileNumberFilter = {
  /** Greater or equal. */
  ge?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly greater. */
  gt?: InputMaybe<Scalars['Int']['input']>;
  /** Less or equal. */
  le?: InputMaybe<Scalars['Int']['input']>;
  /** Strictly less. */
  lt?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of files. */
export type FilePage = Page & {
  __typename?: 'FilePage';
  /** The files on this page, oldest first. */
  items: Array<File>;
  /** Where this page is in the whole result. */
  pageInfo: PageInfo;
};

/** The result of creating a file. */
export type FilePayload = Payload & {
  __typename?: 'FilePayload';
  /** The created file, when the mutation succeeded. */
  file?: Maybe<File>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A template of custom data, such as care instructions attached to products (legacy `v2/flows`). */
export type Flow = {
  __typename?: 'Flow';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the flow is for; empty when none. */
  description: Scalars['String']['output'];
  /** Whether the flow is in use. */
  enabled: Scalars['Boolean']['output'];
  /** The flow's entries, paged. */
  entries: FlowEntryPage;
  /** The fields every entry of this flow has, in creation order. */
  fields: Array<FlowField>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The name sellers see. */
  name: Scalars['String']['output'];
  /** A unique, URL-friendly name; entries are addressed through it. */
  slug: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A template of custom data, such as care instructions attached to products (legacy `v2/flows`). */
export type FlowEntriesArgs = {
  page?: InputMaybe<PageInput>;
};

/** One attribute an entry of a flow accepts (`v2/flows/{slug}/attributes`), as forms and importers describe it. */
export type FlowAttribute = {
  __typename?: 'FlowAttribute';
  /** The field's description; empty when it has none. */
  description: Scalars['String']['output'];
  /** The field's name, for people. */
  label: Scalars['String']['output'];
  /** True when an entry must have it. */
  required: Scalars['Boolean']['output'];
  /** The field's type as the provider names it, for example `string` or `relationship`. */
  type: Scalars['String']['output'];
  /** The field's slug: the member an entry carries. */
  value: Scalars['String']['output'];
};

/** A new flow. */
export type FlowCreateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name: Scalars['String']['input'];
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug: Scalars['String']['input'];
};

/** One record of custom data in a flow. */
export type FlowEntry = {
  __typename?: 'FlowEntry';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Field slug → value; relationship fields hold a list of `{ type, id }`. */
  values: Scalars['JSON']['output'];
};

/** A page of a flow's entries. */
export type FlowEntryPage = Page & {
  __typename?: 'FlowEntryPage';
  /** The entries on this page. */
  items: Array<FlowEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a flow entry. */
export type FlowEntryPayload = Payload & {
  __typename?: 'FlowEntryPayload';
  /** The entry as saved; null when there are user errors. */
  entry?: Maybe<FlowEntry>;
  /** Problems with the input; `field` is `["values", fieldSlug]` for a value. */
  userErrors: Array<UserError>;
};

/** A resource an entry's relationship field points at, e.g. `{ type: "product", id }`. */
export type FlowEntryReference = {
  __typename?: 'FlowEntryReference';
  /** The resource's id. */
  id: Scalars['ID']['output'];
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: Scalars['String']['output'];
};

/** A resource to relate an entry to. */
export type FlowEntryReferenceInput = {
  /** The resource's id. */
  id: Scalars['ID']['input'];
  /** The resource type, e.g. `product`, `customer` or `file`. */
  type: Scalars['String']['input'];
};

/** The result of changing an entry's relationship field. */
export type FlowEntryRelationshipsPayload = Payload & {
  __typename?: 'FlowEntryRelationshipsPayload';
  /** The field's references after the change; null when there are user errors. */
  references?: Maybe<Array<FlowEntryReference>>;
  /** What went wrong; `field` is `["references"]` for a bad reference. */
  userErrors: Array<UserError>;
};

/** One field of a flow (legacy `v2/fields`). */
export type FlowField = {
  __typename?: 'FlowField';
  /** Help text for the field; empty when none. */
  description: Scalars['String']['output'];
  /** Whether the field is in use; disabled fields are not validated or shown. */
  enabled: Scalars['Boolean']['output'];
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The id of the flow the field belongs to. */
  flowId: Scalars['ID']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The label sellers see. */
  name: Scalars['String']['output'];
  /** Whether every entry must have a value. */
  required: Scalars['Boolean']['output'];
  /** The key entries use for this field's value; unique within the flow. */
  slug: Scalars['String']['output'];
  /** The provider's validation rules for the field, stored as given (a list of rule objects). */
  validationRules: Scalars['JSON']['output'];
};

/** A new field of a flow. */
export type FlowFieldCreateInput = {
  /** Help text for the field. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType: FlowFieldType;
  /** The flow the field belongs to. */
  flowId: Scalars['ID']['input'];
  /** The label sellers see. */
  name: Scalars['String']['input'];
  /** Whether every entry must have a value. Default false. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug: Scalars['String']['input'];
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** A page of flow fields of every flow. */
export type FlowFieldPage = Page & {
  __typename?: 'FlowFieldPage';
  /** The fields on this page. */
  items: Array<FlowField>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a flow field. */
export type FlowFieldPayload = Payload & {
  __typename?: 'FlowFieldPayload';
  /** The field as saved; null when there are user errors. */
  field?: Maybe<FlowField>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** The kind of value a flow field holds; entries are validated against it. */
export type FlowFieldType =
  /** True or false. */
  | 'BOOLEAN'
  /** An ISO-8601 date, for example `2026-05-01`. */
  | 'DATE'
  /** A number that may have decimals. */
  | 'FLOAT'
  /** A whole number. */
  | 'INTEGER'
  /** References to other resources, set through the entry's relationships. */
  | 'RELATIONSHIP'
  /** Text. */
  | 'STRING';

/** Changes to a flow field; fields left out keep their value. A field cannot move to another flow. */
export type FlowFieldUpdateInput = {
  /** Help text for the field. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the field is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The kind of value the field holds. */
  fieldType?: InputMaybe<FlowFieldType>;
  /** The label sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether every entry must have a value. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** The key entries use for the value; unique within the flow. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** The provider's validation rules, a list of rule objects. */
  validationRules?: InputMaybe<Scalars['JSON']['input']>;
};

/** A page of flows. */
export type FlowPage = Page & {
  __typename?: 'FlowPage';
  /** The flows on this page. */
  items: Array<Flow>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a flow. */
export type FlowPayload = Payload & {
  __typename?: 'FlowPayload';
  /** The flow as saved; null when there are user errors. */
  flow?: Maybe<Flow>;
  /** Problems with the input. */
  userErrors: Array<UserError>;
};

/** Changes to a flow; fields left out keep their value. */
export type FlowUpdateInput = {
  /** What the flow is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the flow is in use. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name sellers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A unique, URL-friendly name: letters, digits, hyphens and underscores. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Facts about the running gateway. */
export type GatewayInfo = {
  __typename?: 'GatewayInfo';
  /**
   * The cookie the admin mirrors the stored credentials to: `epCredentials`, except the EU-west preview
   * store's own name when the gateway serves that store (`EP_PREVIEW_STORE=on` with an `euwest` host).
   */
  credentialsCookieName: Scalars['String']['output'];
  /** How updating an integration works, linked from the integration pages (`INTEGRATION_UPDATES_DOCS_URL`). */
  integrationUpdatesDocsUrl: Scalars['String']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** The provider API host the gateway sends REST calls to. */
  providerHost: Scalars['String']['output'];
  /** True when the provider is the embedded sandbox rather than the real provider. */
  sandbox: Scalars['Boolean']['output'];
  /** The provider's terms of use, linked from the sign-in and sign-up pages (`TERMS_OF_USE_URL`). */
  termsOfUseUrl: Scalars['String']['output'];
  /** The gateway's version. */
  version: Scalars['String']['output'];
};

/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type Hierarchy = {
  __typename?: 'Hierarchy';
  /** The nodes at the top level, highest sort order first, then the most recently changed. */
  children: HierarchyNodePage;
  /** When the hierarchy was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A description of the hierarchy. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, for example `Major Appliances`. */
  name: Scalars['String']['output'];
  /**
   * Every node of the hierarchy whatever its depth, oldest first: one call fetches a whole tree of up
   * to 100 nodes, which `parentId` and `sortOrder` then arrange.
   */
  nodes: HierarchyNodePage;
  /** A slug unique among the store's hierarchies. */
  slug?: Maybe<Scalars['String']['output']>;
  /** When the hierarchy was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type HierarchyChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A hierarchy of the provider's Product Experience Manager (`pcm/hierarchies`): a tree of nodes that
 * organizes products for shoppers, such as "Shop by Department" or "Brands". A catalog publishes one or
 * more hierarchies.
 */
export type HierarchyNodesArgs = {
  page?: InputMaybe<PageInput>;
};

/** One step of a node's path: the hierarchy or a node. */
export type HierarchyBreadcrumb = {
  __typename?: 'HierarchyBreadcrumb';
  /** The id of the hierarchy or node. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its slug. */
  slug?: Maybe<Scalars['String']['output']>;
};

/** A new hierarchy. */
export type HierarchyCreateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, for example `Major Appliances`. */
  name: Scalars['String']['input'];
  /** A slug unique among the store's hierarchies: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/**
 * How to copy a hierarchy. Fields left out keep the original's name and description. The copy gets every
 * node (names, slugs, descriptions, sort orders) but no hierarchy slug, which must stay unique.
 */
export type HierarchyDuplicateInput = {
  /** The copy's description; the original's when left out. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether the copied nodes hold the same products as the originals. Default false. */
  includeProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** The copy's name, at most 1000 characters; the original's when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Which hierarchies to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. The provider offers no sort on this list: hierarchies come oldest first.
 */
export type HierarchyFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<HierarchyFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNode = {
  __typename?: 'HierarchyNode';
  /** The path from the hierarchy down to this node, the hierarchy first and this node last. */
  breadcrumbs: Array<HierarchyBreadcrumb>;
  /** The nodes directly under this one, highest sort order first, then the most recently changed. */
  children: HierarchyNodePage;
  /** When the node was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A description of the node. */
  description?: Maybe<Scalars['String']['output']>;
  /** The hierarchy the node belongs to. */
  hierarchy?: Maybe<Hierarchy>;
  /** The id of the hierarchy the node belongs to. */
  hierarchyId: Scalars['ID']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name; unique among its siblings. */
  name: Scalars['String']['output'];
  /** The parent node; null for a node at the top level. */
  parent?: Maybe<HierarchyNode>;
  /** The id of the parent node; null for a node at the top level. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The products attached to this node, in the order they were attached. */
  products: ProductPage;
  /** A slug; unique among its siblings. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Orders siblings: the highest comes first; siblings without one follow, most recently changed first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** When the node was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNodeChildrenArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A node of a hierarchy: a branch or leaf of the tree, such as `Ranges` under `Major Appliances`.
 * Products are attached to nodes.
 */
export type HierarchyNodeProductsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A new node. */
export type HierarchyNodeCreateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name: Scalars['String']['input'];
  /** The node to create this one under; left out or null, the node goes at the top level. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** A slug, unique among its siblings: letters, digits, hyphens, underscores and periods. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of hierarchy nodes. */
export type HierarchyNodePage = Page & {
  __typename?: 'HierarchyNodePage';
  /** The nodes on this page. */
  items: Array<HierarchyNode>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of a change to one node (create, update, move, attach or detach products). */
export type HierarchyNodePayload = Payload & {
  __typename?: 'HierarchyNodePayload';
  /** The node as stored, when the mutation succeeded. */
  node?: Maybe<HierarchyNode>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a node; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyNodeUpdateInput = {
  /** A description of the node. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among its siblings. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug, unique among its siblings. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Orders siblings; the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of hierarchies. */
export type HierarchyPage = Page & {
  __typename?: 'HierarchyPage';
  /** The hierarchies on this page. */
  items: Array<Hierarchy>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a hierarchy. */
export type HierarchyPayload = Payload & {
  __typename?: 'HierarchyPayload';
  /** The hierarchy as stored, when the mutation succeeded. */
  hierarchy?: Maybe<Hierarchy>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a hierarchy; fields left out stay as they are, optional fields set to null are cleared. */
export type HierarchyUpdateInput = {
  /** A description of the hierarchy. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A slug unique among the store's hierarchies. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on an identifier. */
export type IdFilter = {
  /** Exactly this id. */
  eq?: InputMaybe<Scalars['ID']['input']>;
  /** One of these ids. */
  in?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An integration (`v2/integrations`): a delivery of store events to another system. */
export type Integration = {
  __typename?: 'Integration';
  /** Where and how events are delivered. */
  configuration: IntegrationConfiguration;
  /** When the integration was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the integration is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** Whether events are delivered. */
  enabled: Scalars['Boolean']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** How events are delivered. */
  integrationType: IntegrationType;
  /** The delivery jobs of this integration (one per event), newest first. */
  jobs: IntegrationJobPage;
  /** The delivery attempts of this integration, newest first. */
  logs: IntegrationLogPage;
  /** The name. */
  name: Scalars['String']['output'];
  /** The events delivered, for example `order.created`. */
  observes: Array<Scalars['String']['output']>;
  /** When the integration was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** An integration (`v2/integrations`): a delivery of store events to another system. */
export type IntegrationJobsArgs = {
  page?: InputMaybe<PageInput>;
};


/** An integration (`v2/integrations`): a delivery of store events to another system. */
export type IntegrationLogsArgs = {
  page?: InputMaybe<PageInput>;
};

/**
 * Where and how an integration delivers; which members apply depends on the type. Credentials come
 * back masked: only their last four characters are shown.
 */
export type IntegrationConfiguration = {
  __typename?: 'IntegrationConfiguration';
  /** STOMP: the broker addresses (`stomp://` or `stomp+ssl://`). */
  addresses?: Maybe<Array<Scalars['String']['output']>>;
  /** SQS: the access key id (masked). */
  awsAccessKeyId?: Maybe<Scalars['String']['output']>;
  /** SQS: the secret access key (masked). */
  awsSecretAccessKey?: Maybe<Scalars['String']['output']>;
  /** STOMP: the destination queue or topic. */
  destination?: Maybe<Scalars['String']['output']>;
  /** STOMP: the password (masked). */
  password?: Maybe<Scalars['String']['output']>;
  /** SQS: the AWS region, for example `eu-west-1`. */
  region?: Maybe<Scalars['String']['output']>;
  /** Webhook: the secret sent with each delivery (the provider does not mask it). */
  secretKey?: Maybe<Scalars['String']['output']>;
  /** Webhook and SQS: the URL to deliver to. */
  url?: Maybe<Scalars['String']['output']>;
  /** STOMP: the user name. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Where and how an integration delivers; give the members its type needs. */
export type IntegrationConfigurationInput = {
  /** STOMP: the broker addresses. */
  addresses?: InputMaybe<Array<Scalars['String']['input']>>;
  /** SQS: the access key id. */
  awsAccessKeyId?: InputMaybe<Scalars['String']['input']>;
  /** SQS: the secret access key. */
  awsSecretAccessKey?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the destination. */
  destination?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** SQS: the AWS region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Webhook: a secret sent with each delivery. */
  secretKey?: InputMaybe<Scalars['String']['input']>;
  /** Webhook and SQS: the URL to deliver to (http or https). */
  url?: InputMaybe<Scalars['String']['input']>;
  /** STOMP: the user name. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Which integrations to list. */
export type IntegrationFilter = {
  /** Only enabled (true) or disabled (false) integrations. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only integrations of this type. */
  integrationType?: InputMaybe<IntegrationType>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A new integration, or changes to one (fields left out stay as they are). */
export type IntegrationInput = {
  /** Where and how to deliver; required on create and when the type changes. */
  configuration?: InputMaybe<IntegrationConfigurationInput>;
  /** What the integration is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether events are delivered. Default true. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** How events are delivered. Default WEBHOOK. */
  integrationType?: InputMaybe<IntegrationType>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The events to deliver, for example `order.created`; required on create. */
  observes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A delivery job: one event to deliver, with its attempts. */
export type IntegrationJob = {
  __typename?: 'IntegrationJob';
  /** When the job was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The job's id. */
  id: Scalars['ID']['output'];
  /** The job's delivery attempts, newest first. */
  logs: IntegrationLogPage;
};


/** A delivery job: one event to deliver, with its attempts. */
export type IntegrationJobLogsArgs = {
  page?: InputMaybe<PageInput>;
};

/** A page of delivery jobs. */
export type IntegrationJobPage = Page & {
  __typename?: 'IntegrationJobPage';
  /** The jobs on this page. */
  items: Array<IntegrationJob>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** One delivery attempt. */
export type IntegrationLog = {
  __typename?: 'IntegrationLog';
  /** Which attempt of its job this was, from 1. */
  attempt: Scalars['Int']['output'];
  /** What was sent. */
  body?: Maybe<Scalars['String']['output']>;
  /** When the attempt was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the attempt failed. */
  errorDetail?: Maybe<Scalars['String']['output']>;
  /** The log entry's id. */
  id: Scalars['ID']['output'];
  /** The id of the integration that made the attempt. */
  integrationId?: Maybe<Scalars['ID']['output']>;
  /** The id of the job the attempt belongs to. */
  jobId?: Maybe<Scalars['ID']['output']>;
  /** The HTTP status the receiver answered. */
  statusCode?: Maybe<Scalars['Int']['output']>;
  /** Whether the attempt was delivered. */
  succeeded: Scalars['Boolean']['output'];
};

/** A page of delivery attempts. */
export type IntegrationLogPage = Page & {
  __typename?: 'IntegrationLogPage';
  /** The attempts on this page. */
  items: Array<IntegrationLog>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A page of integrations. */
export type IntegrationPage = Page & {
  __typename?: 'IntegrationPage';
  /** The integrations on this page. */
  items: Array<Integration>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an integration. */
export type IntegrationPayload = Payload & {
  __typename?: 'IntegrationPayload';
  /** The integration as saved; null when the change was refused. */
  integration?: Maybe<Integration>;
  /** Why the change was refused; configuration errors point at `["configuration", "url"]`. */
  userErrors: Array<UserError>;
};

/** How an integration delivers the events it observes. */
export type IntegrationType =
  /** A message on an AWS SQS queue. */
  | 'AWS_SQS'
  /** A message to a STOMP broker. */
  | 'STOMP'
  /** An HTTP POST to a URL. */
  | 'WEBHOOK';

/** An inventory location (multi-location inventory): a warehouse, a shop floor. */
export type InventoryLocation = {
  __typename?: 'InventoryLocation';
  /** The postal address, one line per entry. */
  address: Array<Scalars['String']['output']>;
  /** When the location was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the location is. */
  description?: Maybe<Scalars['String']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Latitude, when a geolocation is set. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude, when a geolocation is set. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The name, 3 or more characters, for example `Warehouse North`. */
  name: Scalars['String']['output'];
  /** The slug stock and transactions refer to it by; unique in the store. */
  slug: Scalars['String']['output'];
  /** When the location was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new inventory location. */
export type InventoryLocationCreateInput = {
  /** The postal address, 1 to 8 lines. */
  address?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the location is, 3 or more characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system, 3 or more characters. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, 3 or more characters. */
  name: Scalars['String']['input'];
  /** The slug: letters, digits, dots, dashes and underscores; unique in the store. */
  slug: Scalars['String']['input'];
};

/** A page of inventory locations. */
export type InventoryLocationPage = Page & {
  __typename?: 'InventoryLocationPage';
  /** The locations on this page. */
  items: Array<InventoryLocation>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an inventory location. */
export type InventoryLocationPayload = Payload & {
  __typename?: 'InventoryLocationPayload';
  /** The location as saved; null when refused. */
  location?: Maybe<InventoryLocation>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a location; fields left out stay as they are, optional fields set to null are cleared. */
export type InventoryLocationUpdateInput = {
  /** The postal address, 1 to 8 lines. */
  address?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What the location is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, 3 or more characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A long-running provider task (`pcm/jobs`), such as a product export or import. Poll it until its
 * status is SUCCESS, FAILED or CANCELLED.
 */
export type Job = {
  __typename?: 'Job';
  /** When the job ended; null until it does. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** For a HIERARCHY_DUPLICATE job: the hierarchy being copied. */
  copiedFromHierarchyId?: Maybe<Scalars['ID']['output']>;
  /** When the job was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The problems the job met (for an import, one per rejected row), a page at a time. */
  errors: JobErrorPage;
  /**
   * Where the finished export's CSV file can be downloaded: a gateway path (`/api/jobs/{id}/file`) that
   * needs the same bearer token as GraphQL. Null for other jobs and until an export succeeds.
   */
  fileUrl?: Maybe<Scalars['String']['output']>;
  /** For a HIERARCHY_DUPLICATE job that succeeded: the new hierarchy (the copy); null until then. */
  hierarchyId?: Maybe<Scalars['ID']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** What the job does. */
  jobType: JobType;
  /** When the job started running; null while pending. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the job is in its life. */
  status: JobStatus;
};


/**
 * A long-running provider task (`pcm/jobs`), such as a product export or import. Poll it until its
 * status is SUCCESS, FAILED or CANCELLED.
 */
export type JobErrorsArgs = {
  page?: InputMaybe<PageInput>;
};

/** One problem a job met. */
export type JobError = {
  __typename?: 'JobError';
  /** The provider's id of the error. */
  id: Scalars['ID']['output'];
  /** What went wrong, e.g. `row 4: commodity_type must be one of physical, digital`. */
  message: Scalars['String']['output'];
};

/** One page of a job's errors. */
export type JobErrorPage = Page & {
  __typename?: 'JobErrorPage';
  /** The errors on this page. */
  items: Array<JobError>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** One page of jobs. */
export type JobPage = Page & {
  __typename?: 'JobPage';
  /** The jobs on this page, newest first. */
  items: Array<Job>;
  /** Where this page is in the whole list. */
  pageInfo: PageInfo;
};

/** The result of starting a job. */
export type JobPayload = Payload & {
  __typename?: 'JobPayload';
  /** The started job, when the mutation succeeded; poll it with `job(id)`. */
  job?: Maybe<Job>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a job is in its life. */
export type JobStatus =
  /** Cancelled before it started. */
  | 'CANCELLED'
  /** Finished with errors (see `errors`); an import keeps the rows that were valid. */
  | 'FAILED'
  /** Received; waiting for other jobs to finish. */
  | 'PENDING'
  /** Running. */
  | 'STARTED'
  /** Finished without errors. */
  | 'SUCCESS';

/** The kind of work a job does (`pcm/jobs`). */
export type JobType =
  /** Builds the child products of a parent product's variations. */
  | 'CHILD_PRODUCTS'
  /** Copies a hierarchy with its nodes. */
  | 'HIERARCHY_DUPLICATE'
  /** A job type this gateway does not know yet. */
  | 'OTHER'
  /** Imports prices into price books. */
  | 'PRICE_IMPORT'
  /** Builds a CSV file of products (`pcm/products/export`). */
  | 'PRODUCT_EXPORT'
  /** Creates or updates products from a CSV file (`pcm/products/import`). */
  | 'PRODUCT_IMPORT';

/**
 * Which brands, categories or collections to list. All given conditions must hold; `or` adds a
 * group of alternatives of which at least one must hold.
 */
export type LegacyCatalogueFilter = {
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives, at least one of which must hold. */
  or?: InputMaybe<Array<LegacyCatalogueFilter>>;
  /** Conditions on the slug (`eq`, `like`). */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<LegacyCatalogueStatusFilter>;
};

/** Publication status of a brand, category or collection. */
export type LegacyCatalogueStatus =
  /** Not yet visible to shoppers. */
  | 'DRAFT'
  /** Visible to shoppers. */
  | 'LIVE';

/** Conditions on a legacy catalogue status. */
export type LegacyCatalogueStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<LegacyCatalogueStatus>;
};

/** An amount in one currency, used by the price modifier types. */
export type LegacyModifierPrice = {
  __typename?: 'LegacyModifierPrice';
  /** The amount in the currency's smallest unit, for example cents. */
  amount: Scalars['MinorUnits']['output'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['output'];
  /** Whether the amount includes tax. */
  includesTax: Scalars['Boolean']['output'];
};

/** An amount in one currency for a price modifier. */
export type LegacyModifierPriceInput = {
  /** The amount in the currency's smallest unit, a whole number of 0 or more. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['input'];
  /** Whether the amount includes tax. */
  includesTax: Scalars['Boolean']['input'];
};

/** What a legacy product modifier changes on a product built from an option. */
export type LegacyModifierType =
  /** Sets the commodity type to `value` (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends `value` to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description with `value`. */
  | 'DESCRIPTION_EQUALS'
  /** Puts `value` in front of the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends `value` to the name. */
  | 'NAME_APPEND'
  /** Replaces the name with `value`. */
  | 'NAME_EQUALS'
  /** Puts `value` in front of the name. */
  | 'NAME_PREPEND'
  /** Takes `prices` off the price. */
  | 'PRICE_DECREMENT'
  /** Sets the price to `prices`. */
  | 'PRICE_EQUALS'
  /** Adds `prices` to the price. */
  | 'PRICE_INCREMENT'
  /** Appends `value` to the SKU. */
  | 'SKU_APPEND'
  /** Replaces `seek` with `set` in the SKU. */
  | 'SKU_BUILDER'
  /** Replaces the SKU with `value`. */
  | 'SKU_EQUALS'
  /** Puts `value` in front of the SKU. */
  | 'SKU_PREPEND'
  /** Appends `value` to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` with `set` in the slug. */
  | 'SLUG_BUILDER'
  /** Replaces the slug with `value`. */
  | 'SLUG_EQUALS'
  /** Puts `value` in front of the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status to `value` (`live` or `draft`). */
  | 'STATUS';

/** How one option of a legacy variation changes a product built from it (legacy `product-modifiers`). */
export type LegacyProductModifier = {
  __typename?: 'LegacyProductModifier';
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** What the modifier changes; an option has at most one modifier of each type. */
  modifierType: LegacyModifierType;
  /** The amounts of a price modifier; null for other types. */
  prices?: Maybe<Array<LegacyModifierPrice>>;
  /** The text a builder modifier looks for; null for other types. */
  seek?: Maybe<Scalars['String']['output']>;
  /** The text a builder modifier puts in place of `seek`; null for other types. */
  set?: Maybe<Scalars['String']['output']>;
  /** The text of a name, description, slug, SKU, commodity type or status modifier; null otherwise. */
  value?: Maybe<Scalars['String']['output']>;
};

/**
 * A new product modifier, or its replacement on an update. Give `value` for the text types, `seek`
 * and `set` for the builder types and `prices` for the price types.
 */
export type LegacyProductModifierInput = {
  /** What the modifier changes. */
  modifierType: LegacyModifierType;
  /** The amounts of a price modifier. */
  prices?: InputMaybe<Array<LegacyModifierPriceInput>>;
  /** The text a builder modifier looks for. */
  seek?: InputMaybe<Scalars['String']['input']>;
  /** The text a builder modifier puts in place of `seek`. */
  set?: InputMaybe<Scalars['String']['input']>;
  /** The text for name, description, slug, SKU, commodity type and status modifiers. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** The result of creating or changing a product modifier. */
export type LegacyProductModifierPayload = Payload & {
  __typename?: 'LegacyProductModifierPayload';
  /** The modifier as saved; null when the change was refused. */
  modifier?: Maybe<LegacyProductModifier>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The modifier's variation as it is now, with all its options and modifiers. */
  variation?: Maybe<LegacyVariation>;
};

/** A legacy (v2) product variation such as `Size`, with its options (legacy `v2/variations`). */
export type LegacyVariation = {
  __typename?: 'LegacyVariation';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The variation's name. */
  name: Scalars['String']['output'];
  /** The variation's options, each with its modifiers. */
  options: Array<LegacyVariationOption>;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Which legacy variations to list. All given conditions must hold. */
export type LegacyVariationFilter = {
  /** Conditions on the id (`eq`, `in`). */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A new legacy variation, or changes to one. */
export type LegacyVariationInput = {
  /** The variation's name. */
  name: Scalars['String']['input'];
};

/** One choice of a legacy variation, such as `M` of `Size` (legacy `variation-options`). */
export type LegacyVariationOption = {
  __typename?: 'LegacyVariationOption';
  /** A longer text about the option; empty when none. */
  description: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** How choosing this option changes the product. */
  modifiers: Array<LegacyProductModifier>;
  /** The option's name, unique within its variation. */
  name: Scalars['String']['output'];
};

/** A new option; on an update, fields left out keep their value. */
export type LegacyVariationOptionInput = {
  /** A longer text about the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The option's name, unique within its variation; required when creating. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The result of creating or changing an option of a legacy variation. */
export type LegacyVariationOptionPayload = Payload & {
  __typename?: 'LegacyVariationOptionPayload';
  /** The option as saved; null when the change was refused. */
  option?: Maybe<LegacyVariationOption>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The option's variation as it is now, with all its options. */
  variation?: Maybe<LegacyVariation>;
};

/** A page of legacy variations. */
export type LegacyVariationPage = Page & {
  __typename?: 'LegacyVariationPage';
  /** The variations on this page. */
  items: Array<LegacyVariation>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a legacy variation. */
export type LegacyVariationPayload = Payload & {
  __typename?: 'LegacyVariationPayload';
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
  /** The variation as saved; null when the change was refused. */
  variation?: Maybe<LegacyVariation>;
};

/** New multi-location stock for a product (`POST v2/inventories`). */
export type LocatedStockCreateInput = {
  /** Units available not at any location, 0 or more; 0 when left out. */
  available?: InputMaybe<Scalars['Int']['input']>;
  /** Units available per location, 1 to 100 locations. */
  locations: Array<StockLocationLevelInput>;
  /** The product whose stock the store starts managing. */
  productId: Scalars['ID']['input'];
};

/** How long personal-data logs are kept. */
export type LogsTtlSettings = {
  __typename?: 'LogsTtlSettings';
  /** Days a log entry is kept, 1 to 365. */
  days: Scalars['Int']['output'];
};

/** Changes to the personal-data log retention. */
export type LogsTtlSettingsInput = {
  /** Days a log entry is kept, 1 to 365. */
  days: Scalars['Int']['input'];
};

/** The result of changing the log retention. */
export type LogsTtlSettingsPayload = Payload & {
  __typename?: 'LogsTtlSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<LogsTtlSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The store's merchant realm mapping (`merchant-realm-mappings`): the realm sellers sign in to with
 * single sign-on, and the store prefix that names it on the sign-in page.
 */
export type MerchantRealmMapping = {
  __typename?: 'MerchantRealmMapping';
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The store prefix; unique across stores. Null when none is assigned. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** The realm sellers sign in to. */
  realmId?: Maybe<Scalars['ID']['output']>;
  /** The store the mapping belongs to. */
  storeId?: Maybe<Scalars['ID']['output']>;
};

/** The result of changing the merchant realm mapping. */
export type MerchantRealmMappingPayload = Payload & {
  __typename?: 'MerchantRealmMappingPayload';
  /** The mapping as saved; null when the change was refused. */
  merchantRealmMapping?: Maybe<MerchantRealmMapping>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to the merchant realm mapping. */
export type MerchantRealmMappingUpdateInput = {
  /** The store prefix: 1 to 63 letters, digits or hyphens, starting with a letter or digit; unique across stores. */
  prefix: Scalars['String']['input'];
};

/** How order metrics are bucketed over time (UTC). */
export type MetricsInterval =
  /** One point per day. */
  | 'DAY'
  /** One point per month. */
  | 'MONTH'
  /** One point per week, from Monday. */
  | 'WEEK';

/** An amount of money in one currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount in the currency's minor unit (cents for USD): `1999` is 19.99 USD. */
  amount: Scalars['MinorUnits']['output'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['output'];
  /** The amount for display, for example `$19.99` or `€18.40`. */
  formatted: Scalars['String']['output'];
  /** True when the amount already includes tax. */
  includesTax: Scalars['Boolean']['output'];
  /** Volume prices: lower amounts from a minimum quantity, smallest quantity first. */
  tiers: Array<PriceTier>;
};

/** An amount in one currency, as entered. */
export type MoneyInput = {
  /** The amount in the currency's minor unit (cents for USD), a whole number of 0 or more. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, three upper-case letters, for example `USD`. */
  currency: Scalars['String']['input'];
  /** True when the amount already includes tax. Default false. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** Volume prices; left out, the amount has none. */
  tiers?: InputMaybe<Array<PriceTierInput>>;
};

/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Makes a member of the account realm a member of an account. */
  addAccountMember: AccountMembershipPayload;
  /** Adds a custom discount to the cart, or to one line when `itemId` is given. */
  addCartCustomDiscount: CartPayload;
  /** Adds a custom item. */
  addCartCustomItem: CartPayload;
  /** Adds a tax to a line. */
  addCartItemTax: CartPayload;
  /** Adds a catalog product by id or SKU. */
  addCartProductItem: CartPayload;
  /** Adds taxes to several lines at once (`POST v2/carts/{id}/taxes`); all or nothing. */
  addCartTaxes: CartPayload;
  /** Adds several codes to a promotion at once; all or none are created. */
  addPromotionCodes: PromotionCodesPayload;
  /**
   * Records a stock transaction. Single-location stock (no location named, none held) goes through the
   * single-location API, which has no `SET`; stock held at locations, or a transaction naming a
   * location, goes through the multi-location API. `SET` on single-location stock is refused on
   * `["action"]`.
   */
  addStockTransaction: StockTransactionPayload;
  /** Removes the personal data of fulfilled, refunded or cancelled orders; all or nothing. */
  anonymizeOrders: AnonymizeOrdersPayload;
  /** Applies a promotion code; an unknown code comes back as a user error on `code`. */
  applyCartPromotionCode: CartPayload;
  /** Associates an account with the cart; `accountToken` is a member's account-management token. */
  associateCartAccount: CartPayload;
  /** Associates a customer with the cart; `customerToken` is the customer's token when the caller has one. */
  associateCartCustomer: CartPayload;
  /** Puts tags on an account; tags already on it stay once. */
  attachAccountTags: AccountPayload;
  /** Attaches custom relationships to a product. */
  attachCustomRelationships: ProductCustomRelationshipsPayload;
  /** Attaches plans to an offering. */
  attachOfferingPlans: SubscriptionOfferingPayload;
  /** Attaches products to an offering. */
  attachOfferingProducts: SubscriptionOfferingPayload;
  /** Attaches files to a product, after those it has; files already attached stay where they are. */
  attachProductFiles: ProductFilesPayload;
  /**
   * Attaches a product to several nodes, of any hierarchies, at once (one `pcm/products/attach_nodes`
   * call); nodes already holding it are left as they are. Unknown node ids are refused (field
   * `nodeIds`, index) before anything changes.
   */
  attachProductNodes: ProductNodesPayload;
  /** Attaches flows to a product as templates; attaching one again changes nothing. */
  attachProductTemplates: ProductTemplatesPayload;
  /** Attaches products to a node; products already attached stay once. */
  attachProductsToHierarchyNode: HierarchyNodePayload;
  /** Attaches variations to a product, after those already attached; attached ones stay once. */
  attachVariations: ProductPayload;
  /**
   * Builds a child product for every combination of the product's variation options. Children of
   * combinations that still exist are kept and refreshed from the parent; the others are deleted.
   */
  buildChildProducts: ProductPayload;
  /** Builds an offering from existing products and plans in one call. */
  buildOffering: SubscriptionOfferingPayload;
  /** Cancels a pending or running job of a rule promotion. */
  cancelPromotionJob: PromotionJobPayload;
  /** Cancels a pending or authorized transaction. */
  cancelTransaction: TransactionPayload;
  /** Captures an authorized transaction. */
  captureTransaction: TransactionPayload;
  /** Pauses, resumes or cancels a subscription; an action its state or plan does not allow is a userError. */
  changeSubscriptionState: CustomerSubscriptionPayload;
  /** Checks a cart out; the new order is returned. */
  checkoutCart: CheckoutPayload;
  /** Removes every line and promotion code (`DELETE v2/carts/{id}/items`). */
  clearCartItems: CartPayload;
  /**
   * Configures a parent product of the shopper catalog by one option per variation and answers the
   * child product they resolve to (`POST catalog/products/{id}/configure`). Changes nothing.
   */
  configureShopperProduct: ConfigureProductPayload;
  /** Confirms a pending transaction. */
  confirmTransaction: TransactionPayload;
  /** Creates an account, optionally under a parent account. */
  createAccount: AccountPayload;
  /** Adds an address to an account's address book. */
  createAccountAddress: AddressPayload;
  /** Signs an account member in (`POST v2/account-members/tokens`) for an account checkout test. */
  createAccountMemberToken: AccountMemberTokensPayload;
  /** Creates an account tag. */
  createAccountTag: AccountTagPayload;
  /** Creates an application key; the payload holds its secret, shown only this once. */
  createApplicationKey: CreateApplicationKeyPayload;
  /** Creates a brand. */
  createBrand: BrandPayload;
  /** Creates a cart (`POST v2/carts`); the provider chooses its id. */
  createCart: CartPayload;
  /** Creates a shipping group; lines join it with `setCartItemShippingGroup`. */
  createCartShippingGroup: CartPayload;
  /** Creates a catalog. */
  createCatalog: CatalogPayload;
  /** Creates a catalog rule. */
  createCatalogRule: CatalogRulePayload;
  /** Creates a category, optionally under a parent. */
  createCategory: CategoryPayload;
  /** Creates a collection. */
  createCollection: CollectionPayload;
  /** Adds a currency. */
  createCurrency: CurrencyPayload;
  /** Creates a Custom API. */
  createCustomApi: CustomApiPayload;
  /** Adds an entry; `values` maps field slugs to values. */
  createCustomApiEntry: CustomApiEntryPayload;
  /** Grants a built-in role access to a Custom API's entries. */
  createCustomApiRolePolicy: CustomApiRolePolicyPayload;
  /** Adds a field to a Custom API. */
  createCustomField: CustomFieldPayload;
  /** Creates a custom relationship. */
  createCustomRelationship: CustomRelationshipPayload;
  /** Creates a customer. */
  createCustomer: CustomerPayload;
  /** Adds an address to a customer's address book. */
  createCustomerAddress: AddressPayload;
  /** Signs a customer in with email and password and answers a customer token (for a checkout test). */
  createCustomerToken: CustomerTokenPayload;
  /** Creates a dunning rule. */
  createDunningRule: DunningRulePayload;
  /** Asks the provider to erase an item's personal data; follow its status with `erasureRequest`. */
  createErasureRequest: ErasureRequestPayload;
  /** Creates a flow. */
  createFlow: FlowPayload;
  /** Adds an entry to the flow with this slug; `values` maps field slugs to values. */
  createFlowEntry: FlowEntryPayload;
  /** Adds a field to a flow. */
  createFlowField: FlowFieldPayload;
  /** Creates a hierarchy. */
  createHierarchy: HierarchyPayload;
  /** Creates a node in a hierarchy, at the top level or under `input.parentId`. */
  createHierarchyNode: HierarchyNodePayload;
  /** Creates an integration. */
  createIntegration: IntegrationPayload;
  /** Creates an inventory location. */
  createInventoryLocation: InventoryLocationPayload;
  /** Adds a product modifier to an option. */
  createLegacyProductModifier: LegacyProductModifierPayload;
  /** Creates a legacy variation. */
  createLegacyVariation: LegacyVariationPayload;
  /** Adds an option to a legacy variation. */
  createLegacyVariationOption: LegacyVariationOptionPayload;
  /** Starts managing a product's stock as multi-location stock, with units at each named location. */
  createLocatedStock: StockPayload;
  /** Adds an OpenID Connect profile to a realm. */
  createOidcProfile: OidcProfilePayload;
  /** Adds a password profile to a realm. */
  createPasswordProfile: PasswordProfilePayload;
  /** Gives a realm user a username and password under one of the realm's password profiles. */
  createPasswordProfileInfo: PasswordProfileInfoPayload;
  /** Asks a Stripe-family gateway for a link to onboard the store's Stripe account. */
  createPaymentGatewayOnboardingLink: PaymentGatewayOnboardingLinkPayload;
  /** Creates a price book. */
  createPriceBook: PriceBookPayload;
  /** Adds a price modifier to a price book. */
  createPriceModifier: PriceModifierPayload;
  /** Creates a product. */
  createProduct: ProductPayload;
  /** Adds the price of a SKU to a price book. */
  createProductPrice: ProductPricePayload;
  /** Creates a legacy promotion. */
  createPromotion: PromotionPayload;
  /** Creates a proration policy. */
  createProrationPolicy: ProrationPolicyPayload;
  /** Creates an authentication realm. */
  createRealm: RealmPayload;
  /** Creates a rule promotion. */
  createRulePromotion: RulePromotionPayload;
  /** Creates the store of a seller signed in with SSO (`POST /api/sso-profiles`); needs a bearer token. */
  createSsoProfile: SsoProfilePayload;
  /** Starts managing a product's stock with `quantity` units available. */
  createStock: StockPayload;
  /** Creates a store in the caller's organization. */
  createStore: StorePayload;
  /** Creates a customer at Stripe through a Stripe-family gateway, optionally on a connected account (`account` option). */
  createStripeCustomer: StripeCustomerPayload;
  /** Creates an invoice for a Stripe customer through a Stripe-family gateway. */
  createStripeInvoice: StripeInvoicePayload;
  /** Creates a subscriber for an account. */
  createSubscriber: SubscriberPayload;
  /** Subscribes an account to an offering on one of its plans. */
  createSubscription: CustomerSubscriptionPayload;
  /** Starts a billing, tax or payment run. */
  createSubscriptionJob: SubscriptionJobPayload;
  /** Creates an offering without products or plans; attach them afterwards. */
  createSubscriptionOffering: SubscriptionOfferingPayload;
  /** Creates a plan. */
  createSubscriptionPlan: SubscriptionPlanPayload;
  /** Creates a subscription product. */
  createSubscriptionProduct: SubscriptionProductPayload;
  /** Creates a schedule. */
  createSubscriptionSchedule: SubscriptionSchedulePayload;
  /** Adds a user to a realm. */
  createUserAuthenticationInfo: UserAuthenticationInfoPayload;
  /** Creates a variation. */
  createVariation: VariationPayload;
  /** Adds a modifier to an option. */
  createVariationModifier: VariationModifierPayload;
  /** Adds an option to a variation. */
  createVariationOption: VariationOptionPayload;
  /** Deletes an account with its addresses and memberships; refused while it has sub-accounts. */
  deleteAccount: DeleteAccountPayload;
  /** Removes an address from an account's address book. */
  deleteAccountAddress: DeleteAddressPayload;
  /** Deletes an account tag; it disappears from every account it was on. */
  deleteAccountTag: DeleteAccountTagPayload;
  /**
   * Deletes every code of a promotion (`DELETE .../codes`); `deletedId` is the promotion's id. A rule
   * promotion's codes are named in the request, as its document requires.
   */
  deleteAllPromotionCodes: DeletePromotionPayload;
  /** Deletes an application key; programs using it can no longer obtain tokens. */
  deleteApplicationKey: DeleteApplicationKeyPayload;
  /** Deletes a brand. */
  deleteBrand: DeleteLegacyCataloguePayload;
  /** Deletes a cart. */
  deleteCart: DeleteCartPayload;
  /** Deletes a catalog that has no releases. */
  deleteCatalog: DeleteCatalogPayload;
  /** Deletes one release of a catalog. */
  deleteCatalogRelease: DeleteCatalogReleasePayload;
  /** Deletes every release of a catalog, so shoppers no longer see it. */
  deleteCatalogReleases: DeleteCatalogReleasesPayload;
  /** Deletes a catalog rule. */
  deleteCatalogRule: DeleteCatalogRulePayload;
  /** Deletes a category; its children move up to its parent. */
  deleteCategory: DeleteLegacyCataloguePayload;
  /** Deletes a collection. */
  deleteCollection: DeleteLegacyCataloguePayload;
  /** Deletes a currency; the default currency cannot be deleted. */
  deleteCurrency: DeleteLegacyCataloguePayload;
  /** Deletes a Custom API with its fields, entries and role policies. */
  deleteCustomApi: DeleteCustomApiResourcePayload;
  /** Deletes an entry. */
  deleteCustomApiEntry: DeleteCustomApiResourcePayload;
  /** Removes a role policy. */
  deleteCustomApiRolePolicy: DeleteCustomApiResourcePayload;
  /** Deletes a field; entries lose its values. */
  deleteCustomField: DeleteCustomApiResourcePayload;
  /** Deletes a custom relationship; products forget it and its links. */
  deleteCustomRelationship: CustomRelationshipDeletePayload;
  /** Deletes a customer with their addresses. */
  deleteCustomer: DeleteCustomerPayload;
  /** Removes an address from a customer's address book. */
  deleteCustomerAddress: DeleteAddressPayload;
  /** Deletes a dunning rule. */
  deleteDunningRule: SubscriptionDeletePayload;
  /** Deletes a file. Products whose main image it was then show none. */
  deleteFile: DeleteFilePayload;
  /** Deletes a flow with its fields and entries. */
  deleteFlow: DeleteFlowResourcePayload;
  /** Deletes an entry. */
  deleteFlowEntry: DeleteFlowResourcePayload;
  /** Deletes a flow field; entries keep any value they had for it. */
  deleteFlowField: DeleteFlowResourcePayload;
  /** Deletes a hierarchy and all its nodes. */
  deleteHierarchy: DeleteHierarchyPayload;
  /** Deletes a node together with every node under it. */
  deleteHierarchyNode: DeleteHierarchyNodePayload;
  /** Deletes an integration with its jobs and logs. */
  deleteIntegration: DeleteIntegrationPayload;
  /** Deletes an inventory location; refused while it holds stock. */
  deleteInventoryLocation: DeleteInventoryLocationPayload;
  /** Deletes a product modifier of an option. */
  deleteLegacyProductModifier: DeleteLegacyVariationPayload;
  /** Deletes a legacy variation with its options and their modifiers. */
  deleteLegacyVariation: DeleteLegacyVariationPayload;
  /** Deletes an option of a legacy variation with its modifiers. */
  deleteLegacyVariationOption: DeleteLegacyVariationPayload;
  /** Deletes an OpenID Connect profile. */
  deleteOidcProfile: DeleteRealmProfilePayload;
  /** Deletes a password profile; passwords set under it can no longer be used. */
  deletePasswordProfile: DeleteRealmProfilePayload;
  /** Deletes a user's credentials; the user can no longer sign in with them. */
  deletePasswordProfileInfo: DeleteRealmProfilePayload;
  /** Deletes a price book with its prices and modifiers. */
  deletePriceBook: DeletePriceBookPayload;
  /** Removes a price modifier from its price book. */
  deletePriceModifier: DeletePriceModifierPayload;
  /** Deletes a product. */
  deleteProduct: DeleteProductPayload;
  /** Removes a price from its price book. */
  deleteProductPrice: DeleteProductPricePayload;
  /** Deletes a legacy promotion with its codes and jobs. */
  deletePromotion: DeletePromotionPayload;
  /** Deletes one code of a promotion. */
  deletePromotionCode: DeletePromotionPayload;
  /** Deletes a proration policy. */
  deleteProrationPolicy: SubscriptionDeletePayload;
  /** Deletes a rule promotion with its codes and jobs. */
  deleteRulePromotion: DeletePromotionPayload;
  /**
   * Stops managing a product's stock (through the API its stock uses); its transaction history goes
   * with it.
   */
  deleteStock: DeleteStockPayload;
  /** Deletes an offering. */
  deleteSubscriptionOffering: SubscriptionDeletePayload;
  /** Deletes a plan; refused while an offering holds it. */
  deleteSubscriptionPlan: SubscriptionDeletePayload;
  /** Deletes a subscription product; refused while an offering holds it. */
  deleteSubscriptionProduct: SubscriptionDeletePayload;
  /** Deletes a realm user with their credentials. */
  deleteUserAuthenticationInfo: DeleteRealmProfilePayload;
  /** Deletes a variation; refused while it is attached to products. */
  deleteVariation: DeleteVariationPayload;
  /** Deletes a modifier. */
  deleteVariationModifier: DeleteVariationPayload;
  /** Deletes an option with its modifiers. */
  deleteVariationOption: DeleteVariationPayload;
  /** Takes tags off an account. */
  detachAccountTags: AccountPayload;
  /** Detaches custom relationships from a product, dropping its links under them. */
  detachCustomRelationships: ProductCustomRelationshipsPayload;
  /** Detaches files from a product; the files themselves are kept. */
  detachProductFiles: ProductFilesPayload;
  /** Detaches a product from several nodes at once (`pcm/products/detach_nodes`); both are kept. */
  detachProductNodes: ProductNodesPayload;
  /** Detaches templates from a product; the product's saved values stay in the flow. */
  detachProductTemplates: ProductTemplatesPayload;
  /** Detaches products from a node; the products themselves are kept. */
  detachProductsFromHierarchyNode: HierarchyNodePayload;
  /** Detaches variations from a product; build again to remove the children they produced. */
  detachVariations: ProductPayload;
  /** Removes an account's association with the cart. */
  dissociateCartAccount: CartPayload;
  /**
   * Starts a job (`pcm/hierarchies/{id}/duplicate_job`) that copies the hierarchy with its nodes; poll
   * it with `job(id)`: once it succeeds, its `hierarchyId` is the copy.
   */
  duplicateHierarchy: JobPayload;
  /**
   * Starts a job that builds a CSV file of the products matching `filter` (all products when omitted).
   * `useTemplateSlugs` names template (flow) columns by slug instead of id.
   */
  exportProducts: JobPayload;
  /**
   * Starts a job generating `count` random codes (1 to 1000) for a promotion, optionally prefixed, each
   * usable `maxUsesPerCode` times (unlimited when left out). Only one job per promotion runs at a time.
   */
  generatePromotionCodes: PromotionJobPayload;
  /**
   * Starts a job that creates or updates price books and prices from JSONL text (`pcm/pricebooks/import`):
   * one `pricebook` or `product-price` object per line, matched by `id` or `external_ref`; a price names
   * its book by `pricebook_id` or `pricebook_external_ref`. Each bad line becomes one of the job's
   * errors (`line N: ...`). At most about 1 MB of text, the gateway's request limit; larger or gzipped
   * files go to `POST /api/pricebooks/import` as multipart `file`.
   */
  importPriceBooks: JobPayload;
  /**
   * Starts a job that creates or updates products from CSV text (a header row, then one product per
   * row; rows are matched to products by `id`, then by `sku`). Rows that fail are reported as the
   * job's errors. At most about 1 MB of CSV, the gateway's request limit.
   */
  importProducts: JobPayload;
  /** Moves the lines of another cart into this one (`cart_items` with `cart_id`). */
  mergeCart: CartPayload;
  /**
   * Moves a node under another node of the same hierarchy, or to the top level when `parentId` is
   * null. Moving a node under itself or one of its descendants is refused.
   */
  moveHierarchyNode: HierarchyNodePayload;
  /** Records a payment against an order's balance owing. */
  payOrder: TransactionPayload;
  /** Publishes a catalog: the new release is PENDING, then PUBLISHED. */
  publishCatalog: CatalogReleasePayload;
  /**
   * Exchanges a refresh token for new credentials (the provider's `refresh_token` grant). Needs no
   * bearer token: the session it renews may already have expired.
   */
  refreshSession: RefreshSessionPayload;
  /** Refunds part (amount in minor units) or, without an amount, the rest of a paid transaction. */
  refundTransaction: TransactionPayload;
  /** Relates products to a product under a custom relationship, attaching it if needed. */
  relateProducts: ProductCustomRelationshipsPayload;
  /** Removes a membership from an account (the member stays in the realm). */
  removeAccountMembership: DeleteAccountMembershipPayload;
  /** Removes a custom discount of the cart, or of one line when `itemId` is given. */
  removeCartCustomDiscount: CartPayload;
  /** Removes a line. */
  removeCartItem: CartPayload;
  /** Removes a tax of a line. */
  removeCartItemTax: CartPayload;
  /** Removes a promotion code. */
  removeCartPromotionCode: CartPayload;
  /** Removes references from an entry's RELATIONSHIP field (DELETE). */
  removeFlowEntryRelationships: FlowEntryRelationshipsPayload;
  /** Removes a plan from an offering. */
  removeOfferingPlan: SubscriptionOfferingPayload;
  /** Removes a product from an offering. */
  removeOfferingProduct: SubscriptionOfferingPayload;
  /** Removes the product's main image; the file itself is kept. */
  removeProductMainImage: ProductMainImagePayload;
  /** Replaces all the products of an offering with these, in this order (at least one). */
  replaceOfferingProducts: SubscriptionOfferingPayload;
  /** Makes exactly these files the product's files, in this order. */
  replaceProductFiles: ProductFilesPayload;
  /** Makes these flows the product's only templates (`PUT`); an empty list detaches every template. */
  replaceProductTemplates: ProductTemplatesPayload;
  /** Makes these the product's only variations (`PUT`); build again to match its children to them. */
  replaceVariations: ProductPayload;
  /** Asks the provider to send a one-time password to a user of a password profile. */
  requestOneTimePassword: OneTimePasswordRequestPayload;
  /** Mails a password reset link to the address when it has an account (`POST /api/forgot`). */
  requestPasswordReset: PasswordResetRequestPayload;
  /** Sets a new password with the token of a reset link (`POST v2/password-reset`). */
  resetPassword: ResetPasswordPayload;
  /** Resets the store settings to the provider's defaults. */
  resetStoreSettings: StoreSettingsPayload;
  /**
   * Saves the product's values for one template (creating its entry the first time); values left out
   * keep theirs and `null` clears one.
   */
  saveProductTemplateValues: ProductTemplateValuesPayload;
  /** Puts a line into a shipping group. */
  setCartItemShippingGroup: CartPayload;
  /**
   * Sets what an entry's RELATIONSHIP field points at: `replace: true` replaces the whole list (PUT),
   * otherwise the references are added to it (POST).
   */
  setFlowEntryRelationships: FlowEntryRelationshipsPayload;
  /** Sets (or with a null id clears) the proration policy of an offering. */
  setOfferingProrationPolicy: SubscriptionOfferingPayload;
  /** Makes a file the product's main image, replacing any previous one. */
  setProductMainImage: ProductMainImagePayload;
  /** Signs a seller in with username (email) and password; see auth.graphql. */
  signIn: SignInPayload;
  /**
   * Exchanges an API key for an access token (the provider's `client_credentials` grant), for scripts
   * that then send GraphQL with `Authorization: Bearer <token>`. The secret is never stored or logged.
   */
  signInWithApiKey: ApiKeySignInPayload;
  /** Creates a seller account from a signup link's token (the provider behind `POST /api/signup`). */
  signUp: SignUpPayload;
  /**
   * Puts the children of `parentId` (the top-level nodes when null) in the order of `childIds`, first
   * first, by giving them descending sort orders. Nodes listed that are not children yet become children.
   */
  sortHierarchyNodeChildren: SortHierarchyNodeChildrenPayload;
  /** Removes products from a product's related products under a custom relationship. */
  unrelateProducts: ProductCustomRelationshipsPayload;
  /** Changes an account. */
  updateAccount: AccountPayload;
  /** Changes an address of an account. */
  updateAccountAddress: AddressPayload;
  /** Changes the account authentication settings. */
  updateAccountAuthenticationSettings: AccountAuthenticationSettingsPayload;
  /** Changes the account membership settings. */
  updateAccountMembershipSettings: AccountMembershipSettingsPayload;
  /** Changes an account tag. */
  updateAccountTag: AccountTagPayload;
  /** Renames an application key or changes its reserved rate limit. */
  updateApplicationKey: ApplicationKeyPayload;
  /** Changes a brand. */
  updateBrand: BrandPayload;
  /** Changes a cart's name or description. */
  updateCart: CartPayload;
  /** Changes a custom discount of the cart, or of one line when `itemId` is given. */
  updateCartCustomDiscount: CartPayload;
  /** Sets a line's quantity; 0 removes the line. */
  updateCartItemQuantity: CartPayload;
  /** Changes a tax of a line. */
  updateCartItemTax: CartPayload;
  /** Sets the quantities of several lines at once (`PUT v2/carts/{id}/items`); all or nothing. */
  updateCartItems: CartPayload;
  /** Changes the cart settings. */
  updateCartSettings: CartSettingsPayload;
  /** Changes a catalog. */
  updateCatalog: CatalogPayload;
  /** Changes a catalog rule. */
  updateCatalogRule: CatalogRulePayload;
  /** Changes a category or moves it under another parent. */
  updateCategory: CategoryPayload;
  /** Changes a collection. */
  updateCollection: CollectionPayload;
  /** Changes a currency. */
  updateCurrency: CurrencyPayload;
  /** Changes a Custom API. */
  updateCustomApi: CustomApiPayload;
  /** Changes an entry; only the slugs in `values` change. */
  updateCustomApiEntry: CustomApiEntryPayload;
  /** Changes what a role policy grants. */
  updateCustomApiRolePolicy: CustomApiRolePolicyPayload;
  /** Changes a field. */
  updateCustomField: CustomFieldPayload;
  /** Changes a custom relationship. */
  updateCustomRelationship: CustomRelationshipPayload;
  /** Changes a customer. */
  updateCustomer: CustomerPayload;
  /** Changes an address of a customer. */
  updateCustomerAddress: AddressPayload;
  /** Changes a dunning rule. */
  updateDunningRule: DunningRulePayload;
  /** Changes a flow. */
  updateFlow: FlowPayload;
  /** Changes an entry; values left out keep theirs and `null` clears one. */
  updateFlowEntry: FlowEntryPayload;
  /** Changes a flow field. */
  updateFlowField: FlowFieldPayload;
  /** Changes a hierarchy's name, description or slug. */
  updateHierarchy: HierarchyPayload;
  /** Changes a node's name, description, slug or sort order. */
  updateHierarchyNode: HierarchyNodePayload;
  /** Changes an integration. */
  updateIntegration: IntegrationPayload;
  /** Changes an inventory location. */
  updateInventoryLocation: InventoryLocationPayload;
  /** Replaces a product modifier of an option. */
  updateLegacyProductModifier: LegacyProductModifierPayload;
  /** Renames a legacy variation. */
  updateLegacyVariation: LegacyVariationPayload;
  /** Changes an option of a legacy variation. */
  updateLegacyVariationOption: LegacyVariationOptionPayload;
  /** Changes how long personal-data logs are kept. */
  updateLogsTtlSettings: LogsTtlSettingsPayload;
  /** Changes the merchant realm mapping's store prefix. */
  updateMerchantRealmMapping: MerchantRealmMappingPayload;
  /** Changes an OpenID Connect profile. */
  updateOidcProfile: OidcProfilePayload;
  /** Cancels, fulfils or changes the shipping address or references of an order. */
  updateOrder: OrderPayload;
  /** Changes a password profile. */
  updatePasswordProfile: PasswordProfilePayload;
  /** Sets a new username and password on a user's credentials. */
  updatePasswordProfileInfo: PasswordProfileInfoPayload;
  /** Enables or disables a payment gateway, or changes its test mode and credentials. */
  updatePaymentGateway: PaymentGatewayPayload;
  /** Changes a price book. */
  updatePriceBook: PriceBookPayload;
  /** Changes a price modifier. */
  updatePriceModifier: PriceModifierPayload;
  /** Changes a product. */
  updateProduct: ProductPayload;
  /** Changes a price. */
  updateProductPrice: ProductPricePayload;
  /** Changes a legacy promotion. */
  updatePromotion: PromotionPayload;
  /** Changes a proration policy. */
  updateProrationPolicy: ProrationPolicyPayload;
  /** Changes a rule promotion. */
  updateRulePromotion: RulePromotionPayload;
  /**
   * Changes the units available at some locations of a product's stock (`PUT v2/inventories/{id}`);
   * locations left out keep their stock, a null `available` removes a location's stock.
   */
  updateStockLocations: StockPayload;
  /** Changes a store's name or tier. */
  updateStore: StorePayload;
  /** Changes the store settings. */
  updateStoreSettings: StoreSettingsPayload;
  /** Changes a subscriber's name or email. */
  updateSubscriber: SubscriberPayload;
  /** Changes a subscription, for example moves it to another plan of its offering. */
  updateSubscription: CustomerSubscriptionPayload;
  /** Changes an offering's name, description or external reference. */
  updateSubscriptionOffering: SubscriptionOfferingPayload;
  /** Changes a plan. */
  updateSubscriptionPlan: SubscriptionPlanPayload;
  /** Changes a subscription product. */
  updateSubscriptionProduct: SubscriptionProductPayload;
  /** Changes a schedule. */
  updateSubscriptionSchedule: SubscriptionSchedulePayload;
  /** Changes the subscription settings. */
  updateSubscriptionSettings: SubscriptionSettingsPayload;
  /** Changes a realm user. */
  updateUserAuthenticationInfo: UserAuthenticationInfoPayload;
  /** Changes a variation's name or sort order. */
  updateVariation: VariationPayload;
  /** Changes a modifier. */
  updateVariationModifier: VariationModifierPayload;
  /** Changes an option. */
  updateVariationOption: VariationOptionPayload;
  /**
   * Creates a file that points at a URL the provider fetches from (`file_location`). Uploading bytes is
   * done with `POST /api/files` (multipart), which GraphQL does not carry.
   */
  uploadFileFromUrl: FilePayload;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddAccountMemberArgs = {
  accountId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddCartCustomDiscountArgs = {
  cartId: Scalars['ID']['input'];
  input: CartCustomDiscountInput;
  itemId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddCartCustomItemArgs = {
  cartId: Scalars['ID']['input'];
  input: CartCustomItemInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddCartItemTaxArgs = {
  cartId: Scalars['ID']['input'];
  input: CartTaxInput;
  itemId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddCartProductItemArgs = {
  cartId: Scalars['ID']['input'];
  input: CartProductItemInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddCartTaxesArgs = {
  cartId: Scalars['ID']['input'];
  taxes: Array<CartLineTaxInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddPromotionCodesArgs = {
  codes: Array<PromotionCodeInput>;
  family: PromotionFamily;
  promotionId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAddStockTransactionArgs = {
  input: StockTransactionInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAnonymizeOrdersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationApplyCartPromotionCodeArgs = {
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAssociateCartAccountArgs = {
  accountId: Scalars['ID']['input'];
  accountToken?: InputMaybe<Scalars['String']['input']>;
  cartId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAssociateCartCustomerArgs = {
  cartId: Scalars['ID']['input'];
  customerId: Scalars['ID']['input'];
  customerToken?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachAccountTagsArgs = {
  accountId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachCustomRelationshipsArgs = {
  productId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachOfferingPlansArgs = {
  offeringId: Scalars['ID']['input'];
  planIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachOfferingProductsArgs = {
  offeringId: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductFilesArgs = {
  fileIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductNodesArgs = {
  nodeIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductTemplatesArgs = {
  flowIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachProductsToHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationAttachVariationsArgs = {
  productId: Scalars['ID']['input'];
  variationIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationBuildChildProductsArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationBuildOfferingArgs = {
  input: BuildOfferingInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCancelPromotionJobArgs = {
  jobId: Scalars['ID']['input'];
  promotionId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCancelTransactionArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCaptureTransactionArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationChangeSubscriptionStateArgs = {
  action: SubscriptionAction;
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCheckoutCartArgs = {
  cartId: Scalars['ID']['input'];
  input: CheckoutInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationClearCartItemsArgs = {
  cartId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationConfigureShopperProductArgs = {
  context?: InputMaybe<ShopperContextInput>;
  productId: Scalars['ID']['input'];
  selectedOptions: Array<SelectedOptionInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationConfirmTransactionArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateAccountArgs = {
  input: AccountCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateAccountAddressArgs = {
  accountId: Scalars['ID']['input'];
  input: AddressCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateAccountMemberTokenArgs = {
  input: AccountMemberTokenInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateAccountTagArgs = {
  input: AccountTagCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateApplicationKeyArgs = {
  input: ApplicationKeyCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateBrandArgs = {
  input: CatalogueEntryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCartArgs = {
  input: CartCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCartShippingGroupArgs = {
  cartId: Scalars['ID']['input'];
  input: CartShippingGroupInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCatalogArgs = {
  input: CatalogCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCatalogRuleArgs = {
  input: CatalogRuleCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCategoryArgs = {
  input: CategoryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCollectionArgs = {
  input: CatalogueEntryCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCurrencyArgs = {
  input: CurrencyCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomApiArgs = {
  input: CustomApiCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomApiEntryArgs = {
  customApiId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomApiRolePolicyArgs = {
  input: CustomApiRolePolicyInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomFieldArgs = {
  customApiId: Scalars['ID']['input'];
  input: CustomFieldCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomRelationshipArgs = {
  input: CustomRelationshipCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomerArgs = {
  input: CustomerCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomerAddressArgs = {
  customerId: Scalars['ID']['input'];
  input: AddressCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateCustomerTokenArgs = {
  input: CustomerTokenInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateDunningRuleArgs = {
  input: DunningRuleInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateErasureRequestArgs = {
  input: ErasureRequestInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowArgs = {
  input: FlowCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateFlowFieldArgs = {
  input: FlowFieldCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateHierarchyArgs = {
  input: HierarchyCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  input: HierarchyNodeCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateIntegrationArgs = {
  input: IntegrationInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateInventoryLocationArgs = {
  input: InventoryLocationCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateLegacyProductModifierArgs = {
  input: LegacyProductModifierInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateLegacyVariationArgs = {
  input: LegacyVariationInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateLegacyVariationOptionArgs = {
  input: LegacyVariationOptionInput;
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateLocatedStockArgs = {
  input: LocatedStockCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateOidcProfileArgs = {
  input: OidcProfileCreateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePasswordProfileArgs = {
  input: PasswordProfileCreateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePasswordProfileInfoArgs = {
  input: PasswordProfileInfoCreateInput;
  realmId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePaymentGatewayOnboardingLinkArgs = {
  input: PaymentGatewayOnboardingLinkInput;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePriceBookArgs = {
  input: PriceBookCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePriceModifierArgs = {
  input: PriceModifierCreateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProductArgs = {
  input: ProductCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProductPriceArgs = {
  input: ProductPriceCreateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreatePromotionArgs = {
  input: PromotionCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateProrationPolicyArgs = {
  input: ProrationPolicyInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateRealmArgs = {
  input: RealmCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateRulePromotionArgs = {
  input: RulePromotionCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSsoProfileArgs = {
  storeName: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateStockArgs = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateStoreArgs = {
  input: StoreCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateStripeCustomerArgs = {
  account?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateStripeInvoiceArgs = {
  input: StripeInvoiceInput;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriberArgs = {
  input: SubscriberInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionArgs = {
  input: CreateSubscriptionInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionJobArgs = {
  input: CreateSubscriptionJobInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionOfferingArgs = {
  input: CreateSubscriptionOfferingInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionPlanArgs = {
  input: SubscriptionPlanInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionProductArgs = {
  input: SubscriptionProductInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateSubscriptionScheduleArgs = {
  input: SubscriptionScheduleInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateUserAuthenticationInfoArgs = {
  input: UserAuthenticationInfoCreateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationArgs = {
  input: VariationCreateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationModifierArgs = {
  input: VariationModifierInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationCreateVariationOptionArgs = {
  input: VariationOptionCreateInput;
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteAccountArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteAccountAddressArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteAccountTagArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteAllPromotionCodesArgs = {
  family: PromotionFamily;
  promotionId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteApplicationKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCartArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCatalogArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCatalogReleaseArgs = {
  catalogId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCatalogReleasesArgs = {
  catalogId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCatalogRuleArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCurrencyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomApiArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomApiEntryArgs = {
  customApiId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomApiRolePolicyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomFieldArgs = {
  customApiId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomRelationshipArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteCustomerAddressArgs = {
  customerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteDunningRuleArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteFlowFieldArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteIntegrationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteInventoryLocationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteLegacyProductModifierArgs = {
  modifierId: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteLegacyVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteLegacyVariationOptionArgs = {
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteOidcProfileArgs = {
  id: Scalars['ID']['input'];
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePasswordProfileArgs = {
  id: Scalars['ID']['input'];
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePasswordProfileInfoArgs = {
  id: Scalars['ID']['input'];
  realmId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePriceBookArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePriceModifierArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProductPriceArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeletePromotionCodeArgs = {
  codeId: Scalars['ID']['input'];
  family: PromotionFamily;
  promotionId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteProrationPolicyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteRulePromotionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteStockArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteSubscriptionOfferingArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteSubscriptionPlanArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteSubscriptionProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteUserAuthenticationInfoArgs = {
  id: Scalars['ID']['input'];
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationModifierArgs = {
  id: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDeleteVariationOptionArgs = {
  id: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachAccountTagsArgs = {
  accountId: Scalars['ID']['input'];
  tagIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachCustomRelationshipsArgs = {
  productId: Scalars['ID']['input'];
  slugs: Array<Scalars['String']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductFilesArgs = {
  fileIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductNodesArgs = {
  nodeIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductTemplatesArgs = {
  flowIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachProductsFromHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDetachVariationsArgs = {
  productId: Scalars['ID']['input'];
  variationIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDissociateCartAccountArgs = {
  accountId: Scalars['ID']['input'];
  accountToken?: InputMaybe<Scalars['String']['input']>;
  cartId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationDuplicateHierarchyArgs = {
  id: Scalars['ID']['input'];
  input?: InputMaybe<HierarchyDuplicateInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationExportProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  useTemplateSlugs?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationGeneratePromotionCodesArgs = {
  codeLength?: InputMaybe<Scalars['Int']['input']>;
  count: Scalars['Int']['input'];
  family: PromotionFamily;
  maxUsesPerCode?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  promotionId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationImportPriceBooksArgs = {
  jsonl: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationImportProductsArgs = {
  csv: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationMergeCartArgs = {
  cartId: Scalars['ID']['input'];
  fromCartId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationMoveHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationPayOrderArgs = {
  input: PaymentInput;
  orderId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationPublishCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRefreshSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRefundTransactionArgs = {
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRelateProductsArgs = {
  productId: Scalars['ID']['input'];
  relatedProductIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveAccountMembershipArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveCartCustomDiscountArgs = {
  cartId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  itemId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveCartItemArgs = {
  cartId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveCartItemTaxArgs = {
  cartId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveCartPromotionCodeArgs = {
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveFlowEntryRelationshipsArgs = {
  entryId: Scalars['ID']['input'];
  fieldSlug: Scalars['String']['input'];
  flowSlug: Scalars['String']['input'];
  references: Array<FlowEntryReferenceInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveOfferingPlanArgs = {
  offeringId: Scalars['ID']['input'];
  planId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveOfferingProductArgs = {
  offeringId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRemoveProductMainImageArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationReplaceOfferingProductsArgs = {
  offeringId: Scalars['ID']['input'];
  productIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationReplaceProductFilesArgs = {
  fileIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationReplaceProductTemplatesArgs = {
  flowIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationReplaceVariationsArgs = {
  productId: Scalars['ID']['input'];
  variationIds: Array<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRequestOneTimePasswordArgs = {
  input: OneTimePasswordRequestInput;
  passwordProfileId: Scalars['ID']['input'];
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSaveProductTemplateValuesArgs = {
  flowId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetCartItemShippingGroupArgs = {
  cartId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  shippingGroupId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetFlowEntryRelationshipsArgs = {
  entryId: Scalars['ID']['input'];
  fieldSlug: Scalars['String']['input'];
  flowSlug: Scalars['String']['input'];
  references: Array<FlowEntryReferenceInput>;
  replace?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetOfferingProrationPolicyArgs = {
  offeringId: Scalars['ID']['input'];
  prorationPolicyId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSetProductMainImageArgs = {
  fileId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignInWithApiKeyArgs = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationSortHierarchyNodeChildrenArgs = {
  childIds: Array<Scalars['ID']['input']>;
  hierarchyId: Scalars['ID']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUnrelateProductsArgs = {
  productId: Scalars['ID']['input'];
  relatedProductIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateAccountArgs = {
  id: Scalars['ID']['input'];
  input: AccountUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateAccountAddressArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: AddressUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateAccountAuthenticationSettingsArgs = {
  input: AccountAuthenticationSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateAccountMembershipSettingsArgs = {
  input: AccountMembershipSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateAccountTagArgs = {
  id: Scalars['ID']['input'];
  input: AccountTagUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateApplicationKeyArgs = {
  id: Scalars['ID']['input'];
  input: ApplicationKeyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateBrandArgs = {
  id: Scalars['ID']['input'];
  input: CatalogueEntryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartArgs = {
  id: Scalars['ID']['input'];
  input: CartUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartCustomDiscountArgs = {
  cartId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: CartCustomDiscountInput;
  itemId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartItemQuantityArgs = {
  cartId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartItemTaxArgs = {
  cartId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: CartTaxInput;
  itemId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartItemsArgs = {
  cartId: Scalars['ID']['input'];
  items: Array<CartItemQuantityInput>;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCartSettingsArgs = {
  input: CartSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCatalogArgs = {
  id: Scalars['ID']['input'];
  input: CatalogUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCatalogRuleArgs = {
  id: Scalars['ID']['input'];
  input: CatalogRuleUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCollectionArgs = {
  id: Scalars['ID']['input'];
  input: CatalogueEntryUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCurrencyArgs = {
  id: Scalars['ID']['input'];
  input: CurrencyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomApiArgs = {
  id: Scalars['ID']['input'];
  input: CustomApiUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomApiEntryArgs = {
  customApiId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomApiRolePolicyArgs = {
  id: Scalars['ID']['input'];
  input: CustomApiRolePolicyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomFieldArgs = {
  customApiId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: CustomFieldUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomRelationshipArgs = {
  input: CustomRelationshipUpdateInput;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateCustomerAddressArgs = {
  customerId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: AddressUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateDunningRuleArgs = {
  id: Scalars['ID']['input'];
  input: DunningRuleInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowArgs = {
  id: Scalars['ID']['input'];
  input: FlowUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  values: Scalars['JSON']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateFlowFieldArgs = {
  id: Scalars['ID']['input'];
  input: FlowFieldUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateHierarchyArgs = {
  id: Scalars['ID']['input'];
  input: HierarchyUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateHierarchyNodeArgs = {
  hierarchyId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  input: HierarchyNodeUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateIntegrationArgs = {
  id: Scalars['ID']['input'];
  input: IntegrationInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateInventoryLocationArgs = {
  id: Scalars['ID']['input'];
  input: InventoryLocationUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateLegacyProductModifierArgs = {
  input: LegacyProductModifierInput;
  modifierId: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateLegacyVariationArgs = {
  id: Scalars['ID']['input'];
  input: LegacyVariationInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateLegacyVariationOptionArgs = {
  input: LegacyVariationOptionInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateLogsTtlSettingsArgs = {
  input: LogsTtlSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateMerchantRealmMappingArgs = {
  id: Scalars['ID']['input'];
  input: MerchantRealmMappingUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateOidcProfileArgs = {
  id: Scalars['ID']['input'];
  input: OidcProfileUpdateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePasswordProfileArgs = {
  id: Scalars['ID']['input'];
  input: PasswordProfileUpdateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePasswordProfileInfoArgs = {
  id: Scalars['ID']['input'];
  input: PasswordProfileInfoUpdateInput;
  realmId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePaymentGatewayArgs = {
  input: PaymentGatewayUpdateInput;
  slug: Scalars['String']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePriceBookArgs = {
  id: Scalars['ID']['input'];
  input: PriceBookUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePriceModifierArgs = {
  id: Scalars['ID']['input'];
  input: PriceModifierUpdateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProductPriceArgs = {
  id: Scalars['ID']['input'];
  input: ProductPriceUpdateInput;
  priceBookId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateProrationPolicyArgs = {
  id: Scalars['ID']['input'];
  input: ProrationPolicyInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateRulePromotionArgs = {
  id: Scalars['ID']['input'];
  input: RulePromotionUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateStockLocationsArgs = {
  locations: Array<StockLocationLevelInput>;
  productId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateStoreArgs = {
  id: Scalars['ID']['input'];
  input: StoreUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateStoreSettingsArgs = {
  input: StoreSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriberArgs = {
  id: Scalars['ID']['input'];
  input: SubscriberInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSubscriptionInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionOfferingArgs = {
  id: Scalars['ID']['input'];
  input: SubscriptionOfferingInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionPlanArgs = {
  id: Scalars['ID']['input'];
  input: SubscriptionPlanInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionProductArgs = {
  id: Scalars['ID']['input'];
  input: SubscriptionProductInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionScheduleArgs = {
  id: Scalars['ID']['input'];
  input: SubscriptionScheduleInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateSubscriptionSettingsArgs = {
  input: SubscriptionSettingsInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateUserAuthenticationInfoArgs = {
  id: Scalars['ID']['input'];
  input: UserAuthenticationInfoUpdateInput;
  realmId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationArgs = {
  id: Scalars['ID']['input'];
  input: VariationUpdateInput;
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationModifierArgs = {
  id: Scalars['ID']['input'];
  input: VariationModifierInput;
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUpdateVariationOptionArgs = {
  id: Scalars['ID']['input'];
  input: VariationOptionUpdateInput;
  variationId: Scalars['ID']['input'];
};


/** The root of every write. Each area adds its fields with `extend type Mutation`. */
export type MutationUploadFileFromUrlArgs = {
  fileLocation: Scalars['String']['input'];
};

/**
 * A way to sign in to a realm through an OpenID Connect identity provider
 * (`openid_connect_profile`). The client secret is write-only.
 */
export type OidcProfile = {
  __typename?: 'OidcProfile';
  /** The client id registered with the identity provider. */
  clientId: Scalars['String']['output'];
  /** When the profile was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The identity provider's OpenID discovery document URL. */
  discoveryUrl?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name shown on the sign-in page, for example `Sign in with Okta`. */
  name: Scalars['String']['output'];
  /** The realm holding the profile. */
  realmId: Scalars['ID']['output'];
  /** Where the identity provider may send users back to. */
  redirectUris: Array<Scalars['String']['output']>;
  /** When the profile was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new OpenID Connect profile. */
export type OidcProfileCreateInput = {
  /** The client id registered with the identity provider. */
  clientId: Scalars['String']['input'];
  /** The client secret; stored, never read back. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The identity provider's OpenID discovery document URL (http or https). */
  discoveryUrl?: InputMaybe<Scalars['String']['input']>;
  /** The name shown on the sign-in page. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the identity provider may send users back to: absolute URLs. */
  redirectUris: Array<Scalars['String']['input']>;
};

/** A page of OpenID Connect profiles. */
export type OidcProfilePage = Page & {
  __typename?: 'OidcProfilePage';
  /** The profiles on this page. */
  items: Array<OidcProfile>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing an OpenID Connect profile. */
export type OidcProfilePayload = Payload & {
  __typename?: 'OidcProfilePayload';
  /** The profile as saved; null when the change was refused. */
  oidcProfile?: Maybe<OidcProfile>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an OpenID Connect profile; fields left out stay as they are. */
export type OidcProfileUpdateInput = {
  /** The client id registered with the identity provider. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** A new client secret; left out, the current one stays. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The identity provider's OpenID discovery document URL. */
  discoveryUrl?: InputMaybe<Scalars['String']['input']>;
  /** The name shown on the sign-in page. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the identity provider may send users back to; replaces the list. */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Why a one-time password is asked for. */
export type OneTimePasswordPurpose =
  /** The user signs in with the code instead of a password. */
  | 'PASSWORDLESS_AUTHENTICATION'
  /** The user resets a forgotten password. */
  | 'RESET_PASSWORD';

/** A one-time password asked for a user of a password profile. */
export type OneTimePasswordRequestInput = {
  /** What the code is for. */
  purpose: OneTimePasswordPurpose;
  /** The username the user signs in with under the password profile. */
  username: Scalars['String']['input'];
};

/**
 * The result of asking for a one-time password. The provider answers the same whether or not the
 * username exists, so an accepted request does not tell whether a code was sent.
 */
export type OneTimePasswordRequestPayload = Payload & {
  __typename?: 'OneTimePasswordRequestPayload';
  /** True when the provider accepted the request (HTTP 202). */
  accepted: Scalars['Boolean']['output'];
  /** Why the request was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** An order placed by a shopper at checkout (`v2/orders`). */
export type Order = {
  __typename?: 'Order';
  /** The account the order was placed for, when an account member checked out; null otherwise. */
  accountId?: Maybe<Scalars['ID']['output']>;
  /** True once its personal data was removed. */
  anonymized: Scalars['Boolean']['output'];
  /** Where it is billed to. */
  billingAddress: OrderAddress;
  /** When it was placed. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The ISO 4217 currency of the order. */
  currency: Scalars['String']['output'];
  /** The shopper. */
  customer: OrderCustomer;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** How many lines it has. */
  itemCount: Scalars['Int']['output'];
  /** Its lines. */
  items: Array<OrderItem>;
  /**
   * A seller-managed number, for example an invoice number (the provider's optional, non-unique
   * `order_number`). Orders checked out through this gateway get one (see `CheckoutInput.orderNumber`).
   */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** How far it is paid, as the provider states it (what the `payment` filter and sort use). */
  payment: OrderPaymentStatus;
  /** How far it is paid, as every screen shows it: `payment`, with a partly refunded paid order told apart. */
  paymentState: OrderPaymentState;
  /** Whether it has been shipped. */
  shipping: OrderShippingStatus;
  /** Where it ships to. */
  shippingAddress: OrderAddress;
  /** One shipping group by id (`GET v2/orders/{id}/shipping-groups/{groupId}`); null when there is none. */
  shippingGroup?: Maybe<OrderShippingGroup>;
  /** Its shipping groups. */
  shippingGroups: Array<OrderShippingGroup>;
  /** Where the order stands. */
  status: OrderStatus;
  /** The amounts. */
  totals: OrderTotals;
  /** One payment transaction by id (`GET v2/orders/{id}/transactions/{transactionId}`); null when there is none. */
  transaction?: Maybe<Transaction>;
  /**
   * Its payment transactions, oldest first. Read through the provider's deprecated
   * `GET orders/{id}/transactions` (the gateway logs a deprecation warning once per process); there is
   * no other way to list them, so the field is not deprecated.
   */
  transactions: Array<Transaction>;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** An order placed by a shopper at checkout (`v2/orders`). */
export type OrderShippingGroupArgs = {
  id: Scalars['ID']['input'];
};


/** An order placed by a shopper at checkout (`v2/orders`). */
export type OrderTransactionArgs = {
  id: Scalars['ID']['input'];
};

/** A postal address of an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** The city. */
  city: Scalars['String']['output'];
  /** The company, if any. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The ISO 3166-1 alpha-2 country code, for example `US`. */
  country: Scalars['String']['output'];
  /** The county, if any. */
  county?: Maybe<Scalars['String']['output']>;
  /** The recipient's first name. */
  firstName: Scalars['String']['output'];
  /** Delivery instructions, if any. */
  instructions?: Maybe<Scalars['String']['output']>;
  /** The recipient's last name. */
  lastName: Scalars['String']['output'];
  /** The first address line. */
  line1: Scalars['String']['output'];
  /** The second address line. */
  line2?: Maybe<Scalars['String']['output']>;
  /** A phone number, if any. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The postal code. */
  postcode: Scalars['String']['output'];
  /** The region or state, if any. */
  region?: Maybe<Scalars['String']['output']>;
};

/** A postal address as entered; fields left out keep their value. */
export type OrderAddressInput = {
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The company. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The ISO 3166-1 alpha-2 country code, for example `GB`; any other text is refused (`INVALID` on `country`). */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The county. */
  county?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Delivery instructions. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** The recipient's last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The first address line. */
  line1?: InputMaybe<Scalars['String']['input']>;
  /** The second address line. */
  line2?: InputMaybe<Scalars['String']['input']>;
  /** A phone number. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** The region or state. */
  region?: InputMaybe<Scalars['String']['input']>;
};

/** The shopper who placed an order (personal data is `*` once the order is anonymized). */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** The shopper's email address. */
  email: Scalars['String']['output'];
  /** The customer's id, when the shopper was a registered customer. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The shopper's name. */
  name: Scalars['String']['output'];
};

/**
 * Which orders to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type OrderFilter = {
  /** The account the order was placed for (`eq`). */
  accountId?: InputMaybe<IdFilter>;
  /** Conditions on when the order was placed. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the currency (`eq`, `in`). */
  currency?: InputMaybe<TextFilter>;
  /** The registered customer who placed the order (`eq`). */
  customerId?: InputMaybe<IdFilter>;
  /** Conditions on the shopper's email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the external reference (`eq`, `like`). */
  externalRef?: InputMaybe<TextFilter>;
  /** Conditions on the shopper's name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<OrderFilter>>;
  /** Conditions on the order number (`eq`, `like`). */
  orderNumber?: InputMaybe<TextFilter>;
  /** Conditions on the payment status. */
  payment?: InputMaybe<OrderPaymentStatusFilter>;
  /** Conditions on the shipping status. */
  shipping?: InputMaybe<OrderShippingStatusFilter>;
  /** Conditions on the order status. */
  status?: InputMaybe<OrderStatusFilter>;
};

/** A line of an order (the provider's `order_item`). */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** The line's discount, as a negative amount. */
  discount: Money;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The product's name at checkout. */
  name: Scalars['String']['output'];
  /** The product's id, when the line came from a catalogue product. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** How many were bought. */
  quantity: Scalars['Int']['output'];
  /** The product's SKU. */
  sku: Scalars['String']['output'];
  /** The line's tax. */
  tax: Money;
  /** The line's total after discounts, tax included. */
  total: Money;
  /** The price of one, before discounts and tax. */
  unitPrice: Money;
};

/** Order metrics over a time window (`v2/metrics/orders`); cancelled orders are not counted. */
export type OrderMetrics = {
  __typename?: 'OrderMetrics';
  /** The start of the window. */
  from?: Maybe<Scalars['DateTime']['output']>;
  /** How the time series is bucketed. */
  interval: MetricsInterval;
  /** Count, value, discount and average per currency. */
  summary: Array<OrderMetricsSummary>;
  /** Count, value and discount per interval, oldest first. */
  timeseries: Array<OrderMetricsPoint>;
  /** The end of the window (exclusive). */
  to?: Maybe<Scalars['DateTime']['output']>;
  /** How many orders in the window. */
  total: Scalars['Int']['output'];
  /** Their value per currency, tax included. */
  value: Array<Money>;
};

/** One point of the order time series. */
export type OrderMetricsPoint = {
  __typename?: 'OrderMetricsPoint';
  /** How many orders were placed in it. */
  count: Scalars['Int']['output'];
  /** Their discounts per currency, as positive amounts. */
  discount: Array<Money>;
  /** The start of the bucket. */
  timestamp: Scalars['DateTime']['output'];
  /** Their value per currency, tax included. */
  value: Array<Money>;
};

/** Order metrics of one currency. */
export type OrderMetricsSummary = {
  __typename?: 'OrderMetricsSummary';
  /** The average order value. */
  averageValue: Money;
  /** The ISO 4217 currency code. */
  currency: Scalars['String']['output'];
  /** Their discounts, as a positive amount. */
  totalDiscount: Money;
  /** How many orders. */
  totalOrders: Scalars['Int']['output'];
  /** Their value, tax included. */
  totalValue: Money;
};

/** A page of orders. */
export type OrderPage = Page & {
  __typename?: 'OrderPage';
  /** The orders on this page. */
  items: Array<Order>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of changing an order. */
export type OrderPayload = Payload & {
  __typename?: 'OrderPayload';
  /** The order as stored; null when the change was refused. */
  order?: Maybe<Order>;
  /** Why the change was refused. */
  userErrors: Array<UserError>;
};

/**
 * How far an order is paid, as the seller reads it: the provider's payment status, except that a
 * `PAID` order of which part has been refunded is `PARTIALLY_REFUNDED`. Derived by the gateway from
 * the order alone (its status and `meta.display_price`: `paid` is what was captured less refunds), so
 * every screen shows the same word without reading transactions. A partly paid order that was also
 * partly refunded stays `PARTIALLY_PAID` (only its transactions tell).
 */
export type OrderPaymentState =
  /** The whole amount is authorized (or partly captured and the rest authorized). */
  | 'AUTHORIZED'
  /** The whole amount is captured or purchased, nothing refunded. */
  | 'PAID'
  /** Part of the amount is authorized. */
  | 'PARTIALLY_AUTHORIZED'
  /** Part of the amount is captured or purchased. */
  | 'PARTIALLY_PAID'
  /** The whole amount was paid and part of it refunded. */
  | 'PARTIALLY_REFUNDED'
  /** Everything paid was refunded. */
  | 'REFUNDED'
  /** Nothing paid or authorized. */
  | 'UNPAID';

/** How far an order is paid. */
export type OrderPaymentStatus =
  /** The whole amount is authorized (or partly captured and the rest authorized). */
  | 'AUTHORIZED'
  /** The whole amount is captured or purchased. */
  | 'PAID'
  /** Part of the amount is authorized. */
  | 'PARTIALLY_AUTHORIZED'
  /** Part of the amount is captured or purchased. */
  | 'PARTIALLY_PAID'
  /** Everything paid was refunded. */
  | 'REFUNDED'
  /** Nothing paid or authorized. */
  | 'UNPAID';

/** Conditions on an order payment status. */
export type OrderPaymentStatusFilter = {
  /** Exactly this payment status. */
  eq?: InputMaybe<OrderPaymentStatus>;
  /** Any of these payment statuses. */
  in?: InputMaybe<Array<OrderPaymentStatus>>;
};

/** A group of an order's items shipped together. */
export type OrderShippingGroup = {
  __typename?: 'OrderShippingGroup';
  /** Where the group ships to, when it differs from the order's shipping address. */
  address?: Maybe<OrderAddress>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** How the group ships, for example `standard`. */
  shippingType?: Maybe<Scalars['String']['output']>;
  /** The carrier's tracking reference, if any. */
  trackingReference?: Maybe<Scalars['String']['output']>;
};

/** Whether an order has been shipped. */
export type OrderShippingStatus =
  /** Shipped; the order can no longer be changed. */
  | 'FULFILLED'
  /** Not shipped yet. */
  | 'UNFULFILLED';

/** Conditions on an order shipping status. */
export type OrderShippingStatusFilter = {
  /** Exactly this shipping status. */
  eq?: InputMaybe<OrderShippingStatus>;
  /** Any of these shipping statuses. */
  in?: InputMaybe<Array<OrderShippingStatus>>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type OrderSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: OrderSortField;
};

/** Fields orders can be sorted by. */
export type OrderSortField =
  /** When the order was placed. */
  | 'CREATED_AT'
  /** The order number. */
  | 'ORDER_NUMBER'
  /** The payment status. */
  | 'PAYMENT'
  /** The shipping status. */
  | 'SHIPPING'
  /** The order status. */
  | 'STATUS'
  /** The total, tax included. */
  | 'TOTAL'
  /** When the order last changed. */
  | 'UPDATED_AT';

/** Where an order stands as a whole; it follows its payments (`v2/orders`). */
export type OrderStatus =
  /** Cancelled by the seller; never paid again. */
  | 'CANCELLED'
  /** Paid (or refunded after being paid). */
  | 'COMPLETE'
  /** Not paid or authorized yet. */
  | 'INCOMPLETE'
  /** Authorized, waiting to be captured. */
  | 'PROCESSING';

/** Conditions on an order status. */
export type OrderStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<OrderStatus>;
  /** Any of these statuses. */
  in?: InputMaybe<Array<OrderStatus>>;
};

/** An order's amounts, formatted in the store's currency format. */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  /** Authorized and not yet captured. */
  authorized: Money;
  /** What is still neither paid nor authorized. */
  balanceOwing: Money;
  /** The discounts, as a negative amount. */
  discount: Money;
  /** Captured or purchased, less refunds. */
  paid: Money;
  /** Shipping. */
  shipping: Money;
  /** The tax. */
  tax: Money;
  /** What the shopper pays: after discounts, tax included. */
  withTax: Money;
  /** Before discounts and tax. */
  withoutDiscount: Money;
  /** After discounts, before tax. */
  withoutTax: Money;
};

/**
 * What the provider lets a seller change on an order: cancel it, mark it fulfilled (paid orders
 * only), the shipping address (until fulfilled) and its references. Fields left out stay as they are.
 */
export type OrderUpdateInput = {
  /** A reference from another system; an empty string removes it. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** A seller-managed number; an empty string removes it. */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Only `FULFILLED`: marks a paid order shipped. */
  shipping?: InputMaybe<OrderShippingStatus>;
  /** A new shipping address (only the given fields change). */
  shippingAddress?: InputMaybe<OrderAddressInput>;
  /** Only `CANCELLED`: cancels the order. */
  status?: InputMaybe<OrderStatus>;
};

/**
 * One page of a list. Every `*Page` type implements it; each adds `items` of its own type (GraphQL
 * cannot share a list field whose item types have no common interface).
 */
export type Page = {
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** True when items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** The page size that was applied. */
  limit: Scalars['Int']['output'];
  /** The offset that was applied. */
  offset: Scalars['Int']['output'];
  /** How many items the whole list holds. */
  total: Scalars['Int']['output'];
};

/**
 * Which slice of a list to return. The provider returns at most 100 items per page and cannot page
 * beyond offset 10000; values outside those bounds are rejected with BAD_USER_INPUT.
 */
export type PageInput = {
  /** How many items to return, 1 to 100. Default 100 (the spec's page size). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** How many items to skip, 0 to 10000. Default 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The credentials of a seller signed in with username and password: the spec's "password" shape that
 * the admin stores under `epCredentials` (`access_token`, `expires`, `expires_in`,
 * `identifier: 'password'`, `refresh_token`, `token_type: 'Bearer'`).
 */
export type PasswordCredentials = {
  __typename?: 'PasswordCredentials';
  /** Bearer token to send as `Authorization: Bearer <token>` to this gateway. */
  accessToken: Scalars['String']['output'];
  /** When the access token expires, in milliseconds since the epoch. */
  expires: Scalars['Float']['output'];
  /** How long the access token lives, in seconds, from when it was issued. */
  expiresIn: Scalars['Int']['output'];
  /** Always `password` for this shape. */
  identifier: Scalars['String']['output'];
  /** Token that obtains a new access token when this one expires. */
  refreshToken: Scalars['String']['output'];
  /** Always `Bearer` for this shape. */
  tokenType: Scalars['String']['output'];
};

/** A way to sign in to a realm with a username and password (`password_profile`). */
export type PasswordProfile = {
  __typename?: 'PasswordProfile';
  /** When the profile was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the profile is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name; unique within the realm. */
  name: Scalars['String']['output'];
  /** The realm holding the profile. */
  realmId: Scalars['ID']['output'];
  /** When the profile was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new password profile. */
export type PasswordProfileCreateInput = {
  /** What the profile is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique within the realm. */
  name: Scalars['String']['input'];
};

/**
 * A user's username and password under one password profile
 * (`user_authentication_password_profile_info`). The password is write-only.
 */
export type PasswordProfileInfo = {
  __typename?: 'PasswordProfileInfo';
  /** When the credentials were created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The password profile the credentials sign in with. */
  passwordProfileId: Scalars['ID']['output'];
  /** The realm of the user. */
  realmId: Scalars['ID']['output'];
  /** When the credentials were last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user the credentials belong to. */
  userId: Scalars['ID']['output'];
  /** The username to sign in with; unique within the password profile. */
  username: Scalars['String']['output'];
};

/** New username-and-password credentials for a realm user. */
export type PasswordProfileInfoCreateInput = {
  /** The password; stored hashed, never read back. */
  password: Scalars['String']['input'];
  /** The password profile of the user's realm the credentials sign in with. */
  passwordProfileId: Scalars['ID']['input'];
  /** The username; unique within the password profile. */
  username: Scalars['String']['input'];
};

/** A page of a user's password profile credentials. */
export type PasswordProfileInfoPage = Page & {
  __typename?: 'PasswordProfileInfoPage';
  /** The credentials on this page. */
  items: Array<PasswordProfileInfo>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a user's password profile credentials. */
export type PasswordProfileInfoPayload = Payload & {
  __typename?: 'PasswordProfileInfoPayload';
  /** The credentials as saved; null when the change was refused. */
  passwordProfileInfo?: Maybe<PasswordProfileInfo>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * New username and password for existing credentials; the provider asks for both on every change.
 * The password profile stays as it is.
 */
export type PasswordProfileInfoUpdateInput = {
  /** The new password; stored hashed, never read back. */
  password: Scalars['String']['input'];
  /** The username; unique within the password profile. */
  username: Scalars['String']['input'];
};

/** A page of password profiles. */
export type PasswordProfilePage = Page & {
  __typename?: 'PasswordProfilePage';
  /** The profiles on this page. */
  items: Array<PasswordProfile>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a password profile. */
export type PasswordProfilePayload = Payload & {
  __typename?: 'PasswordProfilePayload';
  /** The profile as saved; null when the change was refused. */
  passwordProfile?: Maybe<PasswordProfile>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a password profile; fields left out stay as they are. */
export type PasswordProfileUpdateInput = {
  /** What the profile is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique within the realm. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The result of asking for a password reset link. */
export type PasswordResetRequestPayload = Payload & {
  __typename?: 'PasswordResetRequestPayload';
  /**
   * True when the request was accepted. It says nothing about whether the address has an account:
   * a link is mailed only when it does.
   */
  accepted: Scalars['Boolean']['output'];
  /** Why the request was not accepted (for example an address that is not an email); empty otherwise. */
  userErrors: Array<UserError>;
};

/**
 * What every mutation returns besides its result: the problems with its input that the seller can fix.
 * Every `*Payload` type implements it.
 */
export type Payload = {
  /** Problems with the input; empty when the mutation succeeded. */
  userErrors: Array<UserError>;
};

/** A payment gateway of the store (`v2/gateways`); every store has the provider's fixed set. */
export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  /** Whether shoppers and sellers can pay through it. */
  enabled: Scalars['Boolean']['output'];
  /** The gateway's display name. */
  name: Scalars['String']['output'];
  /** The gateway's slug, for example `manual` or `stripe`. */
  slug: Scalars['String']['output'];
  /** Whether it runs in test mode; null when the gateway has no test mode. */
  test?: Maybe<Scalars['Boolean']['output']>;
};

/**
 * A field a seller fills in to configure a payment gateway (`GET v2/gateways/{slug}/attributes`), by
 * the provider's field name.
 */
export type PaymentGatewayAttribute = {
  __typename?: 'PaymentGatewayAttribute';
  /** The provider's field name, for example `merchant_id`, `enabled` or `test`. */
  name: Scalars['String']['output'];
  /** Whether the gateway needs it set before it can be enabled. */
  required: Scalars['Boolean']['output'];
  /** The value's kind as the provider names it, for example `string` or `boolean`. */
  type: Scalars['String']['output'];
};

/** A credential of a payment gateway, by the provider's field name. */
export type PaymentGatewayCredentialInput = {
  /** The provider's field name, for example `merchant_id`. */
  name: Scalars['String']['input'];
  /** The value; an empty string clears it. */
  value: Scalars['String']['input'];
};

/** A link that takes the seller through Stripe's onboarding for the store's connected account. */
export type PaymentGatewayOnboardingLink = {
  __typename?: 'PaymentGatewayOnboardingLink';
  /** When the link stops working (Stripe's links last a few minutes). */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where Stripe sends the seller back. */
  returnUrl: Scalars['String']['output'];
  /** Whether it onboards a test-mode account. */
  test: Scalars['Boolean']['output'];
  /** The page to open; it works once and only until `expiresAt`. */
  url: Scalars['String']['output'];
};

/** A new onboarding link of a Stripe-family gateway (`POST v2/gateways/{slug}/onboarding-links`). */
export type PaymentGatewayOnboardingLinkInput = {
  /** Where Stripe sends the seller back when onboarding is done; an http(s) URL of at most 2048 characters. */
  returnUrl: Scalars['String']['input'];
  /** Onboard a test-mode account instead of a live one; false when left out. */
  test?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of asking for an onboarding link. */
export type PaymentGatewayOnboardingLinkPayload = Payload & {
  __typename?: 'PaymentGatewayOnboardingLinkPayload';
  /** The link; null when refused (for example, the gateway is not a Stripe-family one). */
  onboardingLink?: Maybe<PaymentGatewayOnboardingLink>;
  /** Why it was refused; `field` is `returnUrl` for a bad return URL. */
  userErrors: Array<UserError>;
};

/** The result of changing a payment gateway. */
export type PaymentGatewayPayload = Payload & {
  __typename?: 'PaymentGatewayPayload';
  /** The gateway as stored; null when refused. */
  paymentGateway?: Maybe<PaymentGateway>;
  /** Why it was refused, for example a missing credential (`field` names `credentials` and the name). */
  userErrors: Array<UserError>;
};

/** Changes to a payment gateway; fields left out stay as they are. */
export type PaymentGatewayUpdateInput = {
  /** Credentials to set or clear. */
  credentials?: InputMaybe<Array<PaymentGatewayCredentialInput>>;
  /** Turns the gateway on or off; turning on needs its required credentials. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Turns test mode on or off, for gateways that have one. */
  test?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A payment to record against an order. */
export type PaymentInput = {
  /** The amount in the order currency's minor unit; the whole balance owing when left out. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** A reference for the payment, for example a cheque number (manual gateway only). */
  customReference?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway's slug; `manual` records a payment made outside the store. */
  gateway?: Scalars['String']['input'];
  /** Authorize or purchase. */
  method: PaymentMethod;
  /** A name for the payment, for example the payer (manual gateway only). */
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * What the gateway charges (the provider's `payment`): a token, source or saved customer id, for
   * example a Braintree customer id. Required by `adyen`, `authorize_net`, `braintree`, `card_connect`
   * and `cyber_source`; not sent for `manual`. At most 1024 characters.
   */
  payment?: InputMaybe<Scalars['String']['input']>;
};

/** How a payment is taken. */
export type PaymentMethod =
  /** Reserve the amount, to be captured later. */
  | 'AUTHORIZE'
  /** Take the amount at once. */
  | 'PURCHASE';

/** How the retries of a failed subscription payment are spaced. */
export type PaymentRetryType =
  /** The interval grows by the multiplier after each retry. */
  | 'BACKOFF'
  /** The same interval between every retry. */
  | 'FIXED'
  /** Retries follow the provider's tiers. */
  | 'TIERED';

/** The unit of a dunning rule's retry interval. */
export type PaymentRetryUnit =
  /** Days. */
  | 'DAY'
  /** Weeks. */
  | 'WEEK';

/**
 * A change to personal data the provider logged (`v2/personal-data/logs`): who changed which item of
 * a data set, when, and what changed.
 */
export type PersonalDataLogEntry = {
  __typename?: 'PersonalDataLogEntry';
  /** The fields that changed, with their new values. */
  delta?: Maybe<Scalars['JSON']['output']>;
  /** What happened, for example `customer.event.updated`. */
  eventType: Scalars['String']['output'];
  /** The log entry's id. */
  id: Scalars['ID']['output'];
  /** Who made the change, as the provider describes it (for example a seller's email or a client id). */
  initiator?: Maybe<Scalars['JSON']['output']>;
  /** The id of the changed item. */
  resourceId: Scalars['ID']['output'];
  /** The type of the changed item, for example `customer` or `address`. */
  resourceType: Scalars['String']['output'];
  /** When the change happened. */
  time?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of personal data log entries. */
export type PersonalDataLogPage = Page & {
  __typename?: 'PersonalDataLogPage';
  /** The entries on this page, oldest first. */
  items: Array<PersonalDataLogEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** What happens to a subscription when its plan's length has run out. */
export type PlanEndBehavior =
  /** The subscription ends. */
  | 'CLOSE'
  /** The subscription rolls over into a new term. */
  | 'ROLL';

/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBook = {
  __typename?: 'PriceBook';
  /** When the price book was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the price book is for, for example preferred customer pricing. */
  description?: Maybe<Scalars['String']['output']>;
  /** A reference from another system, for example an ERP's price list code. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The price modifiers of this book (amounts that variation options add, subtract or set), oldest first. */
  modifiers: PriceModifierPage;
  /** The name; unique among the store's price books, for example `Retail`. */
  name: Scalars['String']['output'];
  /** The prices in this book, oldest first, optionally only for some SKUs. */
  prices: ProductPricePage;
  /** When the price book was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBookModifiersArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A price book of the provider's Product Experience Manager (`pcm/pricebooks`): a named set of prices,
 * one per product SKU, in one or more currencies. A catalog uses one or more price books.
 */
export type PriceBookPricesArgs = {
  filter?: InputMaybe<ProductPriceFilter>;
  page?: InputMaybe<PageInput>;
};

/** A new price book. */
export type PriceBookCreateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name: Scalars['String']['input'];
};

/**
 * Which price books to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold.
 */
export type PriceBookFilter = {
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description (`eq`, `like`). */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<PriceBookFilter>>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** A page of price books. */
export type PriceBookPage = Page & {
  __typename?: 'PriceBookPage';
  /** The price books on this page. */
  items: Array<PriceBook>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a price book. */
export type PriceBookPayload = Payload & {
  __typename?: 'PriceBookPayload';
  /** The price book as saved; null when the change was refused. */
  priceBook?: Maybe<PriceBook>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type PriceBookSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PriceBookSortField;
};

/** Fields price books can be sorted by. */
export type PriceBookSortField =
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The last change time. */
  | 'UPDATED_AT';

/** Changes to a price book; fields left out stay as they are, optional fields set to null are cleared. */
export type PriceBookUpdateInput = {
  /** What the price book is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name; unique among the store's price books. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A price modifier of a price book: a named amount per currency that changes the price of child
 * products built from a variation option, for example `Large size` adding 2.00.
 */
export type PriceModifier = {
  __typename?: 'PriceModifier';
  /** The amount in each currency, ordered by currency code. */
  amounts: Array<Money>;
  /** When the modifier was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. Variation options refer to modifiers by this name. */
  name: Scalars['String']['output'];
  /** The id of the price book holding this modifier. */
  priceBookId: Scalars['ID']['output'];
  /** When the modifier was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new price modifier. */
export type PriceModifierCreateInput = {
  /** The amount in each currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType: PriceModifierType;
  /** The name; unique within the price book. */
  name: Scalars['String']['input'];
};

/** A page of price modifiers. */
export type PriceModifierPage = Page & {
  __typename?: 'PriceModifierPage';
  /** The modifiers on this page. */
  items: Array<PriceModifier>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a price modifier. */
export type PriceModifierPayload = Payload & {
  __typename?: 'PriceModifierPayload';
  /** The modifier as saved; null when the change was refused. */
  modifier?: Maybe<PriceModifier>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** How a price modifier changes the price of a product with the variation option it is attached to. */
export type PriceModifierType =
  /** Subtracts the amount from the product's price. */
  | 'PRICE_DECREMENT'
  /** Replaces the product's price with the amount. */
  | 'PRICE_EQUALS'
  /** Adds the amount to the product's price. */
  | 'PRICE_INCREMENT';

/** Changes to a price modifier; fields left out stay as they are. `amounts` replaces every currency. */
export type PriceModifierUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** Whether the amount is added, subtracted or used as the price. */
  modifierType?: InputMaybe<PriceModifierType>;
  /** The name; unique within the price book. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A volume price: the amount per item when at least `minimumQuantity` items are bought. */
export type PriceTier = {
  __typename?: 'PriceTier';
  /** The amount per item in the currency's minor unit. */
  amount: Scalars['MinorUnits']['output'];
  /** The smallest quantity the tier applies to. */
  minimumQuantity: Scalars['Int']['output'];
  /** The tier's name, for example `min_10`. */
  name: Scalars['String']['output'];
};

/** A volume price, as entered. */
export type PriceTierInput = {
  /** The amount per item in the currency's minor unit. */
  amount: Scalars['MinorUnits']['input'];
  /** The smallest quantity the tier applies to, 1 or more. */
  minimumQuantity: Scalars['Int']['input'];
  /** The tier's name, unique within the currency, for example `min_10`. */
  name: Scalars['String']['input'];
};

/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type Product = {
  __typename?: 'Product';
  /**
   * The child products built from the product's variations, filtered and sorted like `products`
   * (oldest first by default).
   */
  children: ProductPage;
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** For a bundle, its components, each offering one or more products; empty for other products. */
  components: Array<ProductBundleComponent>;
  /** When the product was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Text fields shoppers fill in when they add the product to their cart (personalisation). */
  customInputs: Array<ProductCustomInput>;
  /** The custom relationships attached to the product, in the order they were attached. */
  customRelationships: Array<CustomRelationship>;
  /** A description for shoppers. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * Extra typed data from templates, as the provider stores it: template slugs mapping to objects of
   * strings, numbers, booleans or null, e.g. `{ "products(size)": { "width": 10 } }`; null when none.
   */
  extensions?: Maybe<Scalars['JSON']['output']>;
  /** An identifier from another system of the seller's. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** Files attached to the product (besides its main image), in the order attached. Batched by file id. */
  files: Array<File>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name and description in other languages, one entry per locale code (e.g. `fr-FR`). */
  locales: Array<ProductLocale>;
  /** The product's main image (see files.graphql); null when it has none or the file is gone. */
  mainImage?: Maybe<File>;
  /** Manufacturer part number. */
  mpn?: Maybe<Scalars['String']['output']>;
  /** The name shoppers see. */
  name: Scalars['String']['output'];
  /** The hierarchy nodes the product is attached to (see hierarchies.graphql). */
  nodes: HierarchyNodePage;
  /** Whether the organization or the store owns the product. */
  owner?: Maybe<Scalars['String']['output']>;
  /** The parent of a child product; null for other products. */
  parent?: Maybe<Product>;
  /**
   * The product's price in each price book that prices its SKU (see pricebooks.graphql); empty when
   * the product has no SKU. Batched: a page of products costs one call per price book.
   */
  prices: Array<ProductPrice>;
  /** What kind of product this is for the provider (standard, parent, child, bundle). */
  productTypes: Array<Scalars['String']['output']>;
  /** The products related to this one under the custom relationship with this slug, oldest link first. */
  relatedProducts: ProductPage;
  /** Stock keeping unit, unique in the store. */
  sku?: Maybe<Scalars['String']['output']>;
  /** URL-safe unique name: letters, digits, hyphen, underscore and period. */
  slug?: Maybe<Scalars['String']['output']>;
  /** Draft products are not published to catalogs. */
  status: ProductStatus;
  /**
   * The product's stock; null when the store does not manage inventory for it. A page of products
   * costs one `POST v2/inventories/multiple` for all their stock.
   */
  stock?: Maybe<Stock>;
  /** Key words grouping the product (no spaces or commas), at most 20. */
  tags: Array<Scalars['String']['output']>;
  /** The templates (flows) attached to the product, in the order they were attached, with its values. */
  templates: Array<ProductTemplate>;
  /** Universal product code or European article number. */
  upcEan?: Maybe<Scalars['String']['output']>;
  /** When the product was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** For a child product, its option of each of its parent's variations; empty for other products. */
  variationChoices: Array<ProductVariationChoice>;
  /** The variations attached to the product, in the order they were attached. */
  variations: Array<Variation>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductChildrenArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<ProductSort>>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductNodesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A product of the provider's Product Experience Manager (`pcm/products`): what the seller sells,
 * before it is priced, stocked or published in a catalog.
 */
export type ProductRelatedProductsArgs = {
  page?: InputMaybe<PageInput>;
  slug: Scalars['String']['input'];
};

/** One attribute a product can have, as `GET pcm/products/attributes` describes it. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Help text; empty when none. */
  description: Scalars['String']['output'];
  /** The label sellers see, e.g. `Name` or `Product care: Instructions`. */
  label: Scalars['String']['output'];
  /**
   * The attribute's key: a product attribute such as `sku`, or a template field as import and
   * export columns name it, `template:<flowSlug>:<fieldSlug>`.
   */
  name: Scalars['String']['output'];
  /** Whether a value must be given. */
  required: Scalars['Boolean']['output'];
  /** The kind of value: string, integer, float, boolean, date, array, object or relationship. */
  type: Scalars['String']['output'];
};

/** One component of a bundle: a choice among product options. */
export type ProductBundleComponent = {
  __typename?: 'ProductBundleComponent';
  /** The component's key, e.g. `games` (letters, digits, spaces, hyphens and underscores). */
  key: Scalars['String']['output'];
  /** The most options a shopper can select. */
  max?: Maybe<Scalars['Int']['output']>;
  /** The fewest options a shopper can select. */
  min?: Maybe<Scalars['Int']['output']>;
  /** The name shown in the storefront. */
  name?: Maybe<Scalars['String']['output']>;
  /** The products offered. */
  options: Array<ProductBundleOption>;
  /** Where the storefront shows this component among the others. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
};

/** One component of a bundle. */
export type ProductBundleComponentInput = {
  /** The component's key (letters, digits, spaces, hyphens and underscores). */
  key: Scalars['String']['input'];
  /** The most options a shopper can select (with min). */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest options a shopper can select (with max). */
  min?: InputMaybe<Scalars['Int']['input']>;
  /** The name shown in the storefront. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The products offered; at least one. */
  options: Array<ProductBundleOptionInput>;
  /** Display order. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A product offered by a bundle component. */
export type ProductBundleOption = {
  __typename?: 'ProductBundleOption';
  /** Whether the option is selected by default. */
  default?: Maybe<Scalars['Boolean']['output']>;
  /** The most a shopper can select. */
  max?: Maybe<Scalars['Int']['output']>;
  /** The fewest a shopper can select. */
  min?: Maybe<Scalars['Int']['output']>;
  /** The product; null when it has been deleted. Batched by product id. */
  product?: Maybe<Product>;
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** How many of this product the shopper buys. */
  quantity: Scalars['Int']['output'];
  /** Where the storefront shows this option in its component. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
};

/** A product offered by a bundle component. */
export type ProductBundleOptionInput = {
  /** Whether the option is selected by default. */
  default?: InputMaybe<Scalars['Boolean']['input']>;
  /** The most a shopper can select (with min). */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The fewest a shopper can select (with max). */
  min?: InputMaybe<Scalars['Int']['input']>;
  /** An existing product, not the bundle itself. */
  productId: Scalars['ID']['input'];
  /** How many the shopper buys; at least 1. */
  quantity: Scalars['Int']['input'];
  /** Display order. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A new product. */
export type ProductCreateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType: CommodityType;
  /** Bundle components; giving any makes the product a bundle. */
  components?: InputMaybe<Array<ProductBundleComponentInput>>;
  /** Text fields shoppers fill in. */
  customInputs?: InputMaybe<Array<ProductCustomInputInput>>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: InputMaybe<Scalars['JSON']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name and description in other locales. */
  locales?: InputMaybe<Array<ProductLocaleInput>>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name: Scalars['String']['input'];
  /** Stock keeping unit, unique in the store. */
  sku: Scalars['String']['input'];
  /** URL-safe unique name; derived from the name when left out. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Default DRAFT. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** A text field a shopper fills in for the product, such as the message printed on a card. */
export type ProductCustomInput = {
  __typename?: 'ProductCustomInput';
  /** The input's key in the cart item, e.g. `front` or `message`. */
  key: Scalars['String']['output'];
  /** The longest text accepted (at most 255); null when not limited by a rule. */
  maxLength?: Maybe<Scalars['Int']['output']>;
  /** The label shown in the storefront. */
  name: Scalars['String']['output'];
  /** Whether the shopper must fill it in. */
  required: Scalars['Boolean']['output'];
};

/** A text field a shopper fills in for the product. */
export type ProductCustomInputInput = {
  /** The input's key in the cart item (unique per product). */
  key: Scalars['String']['input'];
  /** The longest text accepted, 1 to 255; no length rule when left out. */
  maxLength?: InputMaybe<Scalars['Int']['input']>;
  /** The label shown in the storefront. */
  name: Scalars['String']['input'];
  /** Whether the shopper must fill it in. Default false. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The result of attaching or detaching custom relationships, or relating or unrelating products. */
export type ProductCustomRelationshipsPayload = Payload & {
  __typename?: 'ProductCustomRelationshipsPayload';
  /** Products that could not be related, with the reason; empty when all were. */
  notRelated: Array<ProductNotRelated>;
  /** The product as it is now, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of attaching, replacing or detaching a product's files. */
export type ProductFilesPayload = Payload & {
  __typename?: 'ProductFilesPayload';
  /** The product as it is now, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Which products to list. All given conditions must hold; `or` adds a group of alternatives of which
 * at least one must hold. Encoded by the gateway into the provider's filter grammar.
 */
export type ProductFilter = {
  /** Conditions on the commodity type. */
  commodityType?: InputMaybe<CommodityTypeFilter>;
  /** Conditions on the creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Conditions on the description. */
  description?: InputMaybe<TextFilter>;
  /** Conditions on the id. */
  id?: InputMaybe<IdFilter>;
  /** Conditions on the name. */
  name?: InputMaybe<TextFilter>;
  /** Alternatives: at least one of these filters must hold. */
  or?: InputMaybe<Array<ProductFilter>>;
  /** Conditions on the SKU. */
  sku?: InputMaybe<TextFilter>;
  /** Conditions on the slug. */
  slug?: InputMaybe<TextFilter>;
  /** Conditions on the status. */
  status?: InputMaybe<ProductStatusFilter>;
  /** Conditions on the tags (a product matches when one of its tags does). */
  tags?: InputMaybe<TextFilter>;
  /** Conditions on the last change time. */
  updatedAt?: InputMaybe<DateTimeFilter>;
};

/** The product's name and description in one locale. */
export type ProductLocale = {
  __typename?: 'ProductLocale';
  /** The description in this locale. */
  description?: Maybe<Scalars['String']['output']>;
  /** The locale code, e.g. `fr-FR`. */
  locale: Scalars['String']['output'];
  /** The name in this locale. */
  name?: Maybe<Scalars['String']['output']>;
};

/** The product's name and description in one locale. */
export type ProductLocaleInput = {
  /** The description in this locale. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The locale code, e.g. `fr-FR`. */
  locale: Scalars['String']['input'];
  /** The name in this locale. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The result of setting or removing a product's main image. */
export type ProductMainImagePayload = Payload & {
  __typename?: 'ProductMainImagePayload';
  /** The product as it is now, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of attaching a product to nodes or detaching it from nodes. */
export type ProductNodesPayload = Payload & {
  __typename?: 'ProductNodesPayload';
  /** The product, whose `nodes` now reflect the change; null when it does not exist. */
  product?: Maybe<Product>;
  /** What could not be done (an unknown node id, a provider refusal); empty on success. */
  userErrors: Array<UserError>;
};

/** A product the provider refused to relate, and why. */
export type ProductNotRelated = {
  __typename?: 'ProductNotRelated';
  /** The id of the product that was not related. */
  productId: Scalars['ID']['output'];
  /** Why, in words fit to show the seller. */
  reason: Scalars['String']['output'];
};

/** A page of products. */
export type ProductPage = Page & {
  __typename?: 'ProductPage';
  /** The products on this page. */
  items: Array<Product>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a product. */
export type ProductPayload = Payload & {
  __typename?: 'ProductPayload';
  /** The product as stored, when the mutation succeeded. */
  product?: Maybe<Product>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The price of one product SKU in one price book (the provider's `product-price`), in every currency
 * the book prices it in.
 */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** The amount in each currency, ordered by currency code. */
  amounts: Array<Money>;
  /** When the price was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system; unique within the price book. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The price book holding this price. */
  priceBook?: Maybe<PriceBook>;
  /** The id of the price book holding this price. */
  priceBookId: Scalars['ID']['output'];
  /** The SKU of the product this price is for; unique within the price book. */
  sku: Scalars['String']['output'];
  /** When the price was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new price for a product SKU. */
export type ProductPriceCreateInput = {
  /** The amount in each currency; one entry per currency. */
  amounts: Array<MoneyInput>;
  /** A reference from another system; unique within the price book. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU; a price book holds at most one price per SKU. */
  sku: Scalars['String']['input'];
};

/** Which prices of a price book to list. */
export type ProductPriceFilter = {
  /** Conditions on the SKU (`eq`, `in`, `like`). */
  sku?: InputMaybe<TextFilter>;
};

/** A page of product prices. */
export type ProductPricePage = Page & {
  __typename?: 'ProductPricePage';
  /** The prices on this page. */
  items: Array<ProductPrice>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * The result of creating or changing a price. Field paths of amount errors name the currency, for
 * example `["amounts", "USD", "amount"]`.
 */
export type ProductPricePayload = Payload & {
  __typename?: 'ProductPricePayload';
  /** The price as saved; null when the change was refused. */
  price?: Maybe<ProductPrice>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * Changes to a price; fields left out stay as they are. `amounts` replaces every currency at once, so
 * a currency left out of it is removed.
 */
export type ProductPriceUpdateInput = {
  /** The amount in each currency; replaces the current amounts. */
  amounts?: InputMaybe<Array<MoneyInput>>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The product's SKU. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** One sort key; a list of them sorts by the first, then the next. */
export type ProductSort = {
  /** The direction. Default ASC. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: ProductSortField;
};

/** Fields products can be sorted by. */
export type ProductSortField =
  /** The commodity type. */
  | 'COMMODITY_TYPE'
  /** The creation time. */
  | 'CREATED_AT'
  /** The name. */
  | 'NAME'
  /** The SKU. */
  | 'SKU'
  /** The slug. */
  | 'SLUG'
  /** The status. */
  | 'STATUS'
  /** The last change time. */
  | 'UPDATED_AT';

/** Publication status of a product. */
export type ProductStatus =
  /** Not yet published. */
  | 'DRAFT'
  /** Published to catalogs. */
  | 'LIVE';

/** Conditions on a product status. */
export type ProductStatusFilter = {
  /** Exactly this status. */
  eq?: InputMaybe<ProductStatus>;
};

/** A flow attached to a product as a template, with the product's values for its fields. */
export type ProductTemplate = {
  __typename?: 'ProductTemplate';
  /** The product's entry in the flow (its id is the product id); null until values are first saved. */
  entry?: Maybe<FlowEntry>;
  /** The template (flow); its `fields` say what the product can hold. */
  flow: Flow;
  /** Field slug → the product's value; empty until values are saved. */
  values: Scalars['JSON']['output'];
};

/** The result of saving a product's values for one template. */
export type ProductTemplateValuesPayload = Payload & {
  __typename?: 'ProductTemplateValuesPayload';
  /** The template with the values as saved; null when there are user errors. */
  template?: Maybe<ProductTemplate>;
  /** What is wrong with the values; `field` is `["values", fieldSlug]` for a value. */
  userErrors: Array<UserError>;
};

/** The result of attaching or detaching templates. */
export type ProductTemplatesPayload = Payload & {
  __typename?: 'ProductTemplatesPayload';
  /** The product's templates after the change; empty when there are user errors. */
  templates: Array<ProductTemplate>;
  /** What is wrong with the input (`["flowIds", i]` for an unknown flow); empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a product; fields left out stay as they are, optional fields set to null are cleared. */
export type ProductUpdateInput = {
  /** Whether the product ships or is delivered digitally. */
  commodityType?: InputMaybe<CommodityType>;
  /** Bundle components, replacing the whole set; an empty list makes the product a standard one. */
  components?: InputMaybe<Array<ProductBundleComponentInput>>;
  /** Text fields shoppers fill in; replaces the whole set. */
  customInputs?: InputMaybe<Array<ProductCustomInputInput>>;
  /** A description for shoppers. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Template data: template slugs mapping to objects of strings, numbers, booleans or null. */
  extensions?: InputMaybe<Scalars['JSON']['input']>;
  /** An identifier from another system of the seller's. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name and description in other locales; replaces the whole set. */
  locales?: InputMaybe<Array<ProductLocaleInput>>;
  /** Manufacturer part number. */
  mpn?: InputMaybe<Scalars['String']['input']>;
  /** The name shoppers see. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Stock keeping unit, unique in the store. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** URL-safe unique name. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Publication status. */
  status?: InputMaybe<ProductStatus>;
  /** Key words grouping the product; replaces the whole list. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Universal product code or European article number. */
  upcEan?: InputMaybe<Scalars['String']['input']>;
};

/** A child product's option for one variation of its parent. */
export type ProductVariationChoice = {
  __typename?: 'ProductVariationChoice';
  /** The option chosen for this child. */
  optionId: Scalars['ID']['output'];
  /** The option's name, e.g. `Large`. */
  optionName: Scalars['String']['output'];
  /** The variation. */
  variationId: Scalars['ID']['output'];
  /** The variation's name, e.g. `Size`. */
  variationName: Scalars['String']['output'];
};

/**
 * A legacy promotion of the provider (`v2/promotions`): a discount of one type, valid between a start
 * and an end, applied automatically or with a code.
 */
export type Promotion = {
  __typename?: 'Promotion';
  /** True when the promotion applies without a code. */
  automatic: Scalars['Boolean']['output'];
  /** The promotion's codes, oldest first. */
  codes: PromotionCodePage;
  /** When the promotion was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the promotion is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** Cart discounts (fixed or percent types): the discount per currency; empty for other types. */
  discounts: Array<PromotionDiscount>;
  /** True when carts may use the promotion. */
  enabled: Scalars['Boolean']['output'];
  /** When the promotion ends. */
  end: Scalars['DateTime']['output'];
  /** What happened to the promotion's codes (created, deleted, used), newest first. */
  history: PromotionHistoryPage;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The promotion's code jobs, newest first. */
  jobs: PromotionJobPage;
  /** How many times one cart may use the promotion; null when unlimited. */
  maxApplicationsPerCart?: Maybe<Scalars['Int']['output']>;
  /** The smallest cart value the promotion applies to, per currency; empty when there is none. */
  minCartValue: Array<PromotionAmount>;
  /** The name shown to the seller. */
  name: Scalars['String']['output'];
  /** The kind of discount. */
  promotionType: PromotionType;
  /** The provider's type-specific `schema` object as stored (targets, percent, x/y...). */
  schema: Scalars['JSON']['output'];
  /** When the promotion starts. */
  start: Scalars['DateTime']['output'];
  /** When the promotion was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A legacy promotion of the provider (`v2/promotions`): a discount of one type, valid between a start
 * and an end, applied automatically or with a code.
 */
export type PromotionCodesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A legacy promotion of the provider (`v2/promotions`): a discount of one type, valid between a start
 * and an end, applied automatically or with a code.
 */
export type PromotionHistoryArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A legacy promotion of the provider (`v2/promotions`): a discount of one type, valid between a start
 * and an end, applied automatically or with a code.
 */
export type PromotionJobsArgs = {
  filter?: InputMaybe<PromotionJobFilter>;
  page?: InputMaybe<PageInput>;
};

/** An amount of money in one currency, as a promotion states it. */
export type PromotionAmount = {
  __typename?: 'PromotionAmount';
  /** The amount in the currency's minor unit (cents for USD). */
  amount: Scalars['MinorUnits']['output'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['output'];
  /** The amount for display, for example `$5.00`. */
  formatted: Scalars['String']['output'];
};

/** An amount in one currency, as entered. */
export type PromotionAmountInput = {
  /** The amount in minor units. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code. */
  currency: Scalars['String']['input'];
};

/** One field of a promotion document, as `v2/promotions/attributes` describes it. */
export type PromotionAttribute = {
  __typename?: 'PromotionAttribute';
  /** The allowed values of an enumerated field; empty otherwise. */
  enumValues: Array<Scalars['String']['output']>;
  /** The string format, for example `date-time`. */
  format?: Maybe<Scalars['String']['output']>;
  /** The provider's field name, for example `promotion_type`. */
  name: Scalars['String']['output'];
  /** True when a new promotion must have it. */
  required: Scalars['Boolean']['output'];
  /** The JSON type, for example `string` or `boolean`. */
  type: Scalars['String']['output'];
};

/** A code shoppers enter to use a promotion. */
export type PromotionCode = {
  __typename?: 'PromotionCode';
  /** The code text; unique in the store, case-insensitive. */
  code: Scalars['String']['output'];
  /** What one use consumes: `per_cart`/`per_item` (promotions), `per_checkout`/`per_application` (rule promotions). */
  consumeUnit: Scalars['String']['output'];
  /** When the code was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who created the code: `api`, or `job:<id>` for generated codes. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** Uses granted when the code was created; null when unlimited. */
  maxUses?: Maybe<Scalars['Int']['output']>;
  /** The customer the code is reserved for, if any. */
  user?: Maybe<Scalars['String']['output']>;
  /** Uses left; null when unlimited. */
  uses?: Maybe<Scalars['Int']['output']>;
};

/** A new promotion code. */
export type PromotionCodeInput = {
  /** The code text; unique in the store. */
  code: Scalars['String']['input'];
  /** What one use consumes; the family's default (`per_cart`, `per_checkout`) when left out. */
  consumeUnit?: InputMaybe<Scalars['String']['input']>;
  /** The customer it is reserved for. */
  user?: InputMaybe<Scalars['String']['input']>;
  /** How many times it may be used; unlimited when left out. */
  uses?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of promotion codes. */
export type PromotionCodePage = Page & {
  __typename?: 'PromotionCodePage';
  /** The codes on this page. */
  items: Array<PromotionCode>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of adding codes. Field paths name the code by position, for example `["codes", "0", "code"]`. */
export type PromotionCodesPayload = Payload & {
  __typename?: 'PromotionCodesPayload';
  /** The codes created; empty when the request was refused (then none was created). */
  codes: Array<PromotionCode>;
  /** Why the codes were refused; empty on success. */
  userErrors: Array<UserError>;
};

/** A new legacy promotion. */
export type PromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Fixed and percent types: the discount per currency (sent as `schema.currencies`). */
  discounts?: InputMaybe<Array<PromotionDiscountInput>>;
  /** True when carts may use it. Default false. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends; after the start. */
  end: Scalars['DateTime']['input'];
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest cart value it applies to, per currency. */
  minCartValue?: InputMaybe<Array<PromotionAmountInput>>;
  /** The name. */
  name: Scalars['String']['input'];
  /** The kind of discount. */
  promotionType: PromotionType;
  /** Other types: the provider's `schema` object; ignored when `discounts` is given. */
  schema?: InputMaybe<Scalars['JSON']['input']>;
  /** When it starts. */
  start: Scalars['DateTime']['input'];
};

/** The discount of a cart promotion in one currency: a fixed amount or a percentage. */
export type PromotionDiscount = {
  __typename?: 'PromotionDiscount';
  /** Fixed discounts: the amount off in the currency's minor unit; null for percentages. */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['output'];
  /** The discount for display, for example `10%` or `$5.00`. */
  formatted: Scalars['String']['output'];
  /** Percent discounts: the percentage off (0 to 100); null for fixed amounts. */
  percentage?: Maybe<Scalars['Float']['output']>;
};

/** A discount in one currency, as entered: `amount` for fixed types, `percentage` for percent types. */
export type PromotionDiscountInput = {
  /** Fixed discounts: the amount off in minor units. */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** The ISO 4217 currency code, three upper-case letters. */
  currency: Scalars['String']['input'];
  /** Percent discounts: more than 0, at most 100. */
  percentage?: InputMaybe<Scalars['Float']['input']>;
};

/** Conditions on whether a promotion is enabled. */
export type PromotionEnabledFilter = {
  /** Exactly this value. */
  eq?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Which family of provider promotions a code, job or history call is about. */
export type PromotionFamily =
  /** Legacy promotions (`v2/promotions`). */
  | 'PROMOTION'
  /** Rule promotions (`v2/rule-promotions`). */
  | 'RULE_PROMOTION';

/** Which promotions (legacy or rule) to list. All given conditions must hold. */
export type PromotionFilter = {
  /** Only enabled (true) or disabled (false) promotions. */
  enabled?: InputMaybe<PromotionEnabledFilter>;
  /** Conditions on the end (`gt`, `lt`). */
  end?: InputMaybe<DateTimeFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the start (`gt`, `lt`). */
  start?: InputMaybe<DateTimeFilter>;
};

/** The kind of a promotion history entry. */
export type PromotionHistoryAction =
  /** A code was created. */
  | 'CODE_CREATED'
  /** A code was deleted. */
  | 'CODE_DELETED'
  /** A code was used at checkout. */
  | 'CODE_USED';

/** Something that happened to a promotion's codes. */
export type PromotionHistoryEntry = {
  __typename?: 'PromotionHistoryEntry';
  /** What happened. */
  action: PromotionHistoryAction;
  /** The code concerned. */
  code: Scalars['String']['output'];
  /** When it happened. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** For uses: the order that used the code. */
  orderId?: Maybe<Scalars['String']['output']>;
};

/** A page of promotion history entries. */
export type PromotionHistoryPage = Page & {
  __typename?: 'PromotionHistoryPage';
  /** The entries on this page. */
  items: Array<PromotionHistoryEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A promotion's code generation or export job. */
export type PromotionJob = {
  __typename?: 'PromotionJob';
  /** When the job was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the job failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** Which family the promotion is of. */
  family: PromotionFamily;
  /** The job's CSV file once it completed; null before. */
  file?: Maybe<PromotionJobFile>;
  /** Generation jobs: how many codes were created. */
  generated?: Maybe<Scalars['Int']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** Generation or export. */
  jobType: PromotionJobType;
  /** The name given when the job was started. */
  name?: Maybe<Scalars['String']['output']>;
  /** Generation jobs: how many codes were asked for. */
  numberOfCodes?: Maybe<Scalars['Int']['output']>;
  /** The promotion the job belongs to. */
  promotionId: Scalars['ID']['output'];
  /** Where the job stands. */
  status: PromotionJobStatus;
  /** When the job last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A finished promotion job's CSV file. */
export type PromotionJobFile = {
  __typename?: 'PromotionJobFile';
  /** The file's text, fetched through the gateway with the caller's token; null when the link is elsewhere. */
  csv?: Maybe<Scalars['String']['output']>;
  /** The provider's link to the file (needs the store's token on the sandbox). */
  href: Scalars['String']['output'];
};

/** Which promotion jobs to list. */
export type PromotionJobFilter = {
  /** Only jobs of this kind. */
  jobType?: InputMaybe<PromotionJobType>;
  /** Only jobs in this state. */
  status?: InputMaybe<PromotionJobStatus>;
};

/** A page of promotion jobs. */
export type PromotionJobPage = Page & {
  __typename?: 'PromotionJobPage';
  /** The jobs on this page. */
  items: Array<PromotionJob>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of starting or cancelling a promotion job. */
export type PromotionJobPayload = Payload & {
  __typename?: 'PromotionJobPayload';
  /** The job; null when the request was refused. */
  job?: Maybe<PromotionJob>;
  /** Why the request was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a promotion job stands. */
export type PromotionJobStatus =
  /** Cancelled before it finished. */
  | 'CANCELLED'
  /** Finished; a file is available. */
  | 'COMPLETED'
  /** Finished without doing its work; see `error`. */
  | 'FAILED'
  /** Waiting to start. */
  | 'PENDING'
  /** Running. */
  | 'PROCESSING';

/** The kind of a promotion job. */
export type PromotionJobType =
  /** Exports the promotion's codes to a CSV file. */
  | 'CODE_EXPORT'
  /** Generates codes. */
  | 'CODE_GENERATE';

/** A page of legacy promotions. */
export type PromotionPage = Page & {
  __typename?: 'PromotionPage';
  /** The promotions on this page. */
  items: Array<Promotion>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a legacy promotion. */
export type PromotionPayload = Payload & {
  __typename?: 'PromotionPayload';
  /** The promotion as saved; null when the change was refused. */
  promotion?: Maybe<Promotion>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Promotion limits; read only. */
export type PromotionSettings = {
  __typename?: 'PromotionSettings';
  /** How many codes a promotion may have. */
  promotionCodesLimit?: Maybe<Scalars['Int']['output']>;
  /** How many promotions the store may have. */
  promotionsLimit?: Maybe<Scalars['Int']['output']>;
  /** Whether carts use rule promotions (set in the cart settings). */
  useRulePromotions: Scalars['Boolean']['output'];
};

/** One sort key; a list of them sorts by the first, then the next. */
export type PromotionSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: PromotionSortField;
};

/** Fields promotions can be sorted by. */
export type PromotionSortField =
  /** The end. */
  | 'END'
  /** The name. */
  | 'NAME'
  /** The start. */
  | 'START';

/** The kind of discount of a legacy promotion (the provider's `promotion_type`). */
export type PromotionType =
  /** A fixed amount off a bundle of items. */
  | 'BUNDLE_FIXED_DISCOUNT'
  /** A free gift with a bundle of items. */
  | 'BUNDLE_GIFT'
  /** A fixed amount off the cart, per currency. */
  | 'FIXED_DISCOUNT'
  /** A fixed amount off target items. */
  | 'ITEM_FIXED_DISCOUNT'
  /** A percentage off target items. */
  | 'ITEM_PERCENT_DISCOUNT'
  /** A percentage off the cart, per currency. */
  | 'PERCENT_DISCOUNT'
  /** Buy X items for a fixed amount. */
  | 'X_FOR_AMOUNT'
  /** Buy X items, pay for Y. */
  | 'X_FOR_Y';

/** Changes to a legacy promotion; fields left out stay as they are. */
export type PromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The discount per currency; replaces every currency. */
  discounts?: InputMaybe<Array<PromotionDiscountInput>>;
  /** True when carts may use it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** How many times one cart may use it. */
  maxApplicationsPerCart?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest cart value, per currency; replaces every currency. */
  minCartValue?: InputMaybe<Array<PromotionAmountInput>>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The kind of discount. */
  promotionType?: InputMaybe<PromotionType>;
  /** The provider's `schema` object; ignored when `discounts` is given. */
  schema?: InputMaybe<Scalars['JSON']['input']>;
  /** When it starts. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A proration policy (`v2/subscriptions/proration-policies`): how plan changes mid-period are charged. */
export type ProrationPolicy = {
  __typename?: 'ProrationPolicy';
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, at least 3 characters. */
  name: Scalars['String']['output'];
  /** How part-period amounts are rounded. */
  rounding: ProrationRounding;
};

/** A new proration policy, or changes to one (fields left out stay as they are). */
export type ProrationPolicyInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** How part-period amounts are rounded. Required on create. */
  rounding?: InputMaybe<ProrationRounding>;
};

/** A page of proration policies. */
export type ProrationPolicyPage = Page & {
  __typename?: 'ProrationPolicyPage';
  /** The policies on this page. */
  items: Array<ProrationPolicy>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a proration policy. */
export type ProrationPolicyPayload = Payload & {
  __typename?: 'ProrationPolicyPayload';
  /** The policy as saved; null when the input was refused. */
  prorationPolicy?: Maybe<ProrationPolicy>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** How a proration policy rounds part-period amounts. */
export type ProrationRounding =
  /** Rounds down. */
  | 'DOWN'
  /** Rounds to the nearest minor unit. */
  | 'NEAREST'
  /** Rounds up. */
  | 'UP';

/** The root of every read. Each area adds its fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** One account by id; null when there is none. */
  account?: Maybe<Account>;
  /** One account member by id; null when there is none. */
  accountMember?: Maybe<AccountMember>;
  /** The members of the store's account realm, filtered and paged. */
  accountMembers: AccountMemberPage;
  /** One account tag by id; null when there is none. */
  accountTag?: Maybe<AccountTag>;
  /** The store's account tags, filtered and paged. */
  accountTags: AccountTagPage;
  /** The store's accounts, filtered, sorted and paged. */
  accounts: AccountPage;
  /** One application key by id; null when there is none. */
  applicationKey?: Maybe<ApplicationKey>;
  /** The store's application keys, oldest first, paged. */
  applicationKeys: ApplicationKeyPage;
  /** One brand by id; null when there is none. */
  brand?: Maybe<Brand>;
  /** The store's brands, filtered and paged. */
  brands: BrandPage;
  /** The provider's built-in roles. */
  builtInRoles: Array<BuiltInRole>;
  /** A cart by id; an unknown id reads as an empty cart, as on the provider. */
  cart?: Maybe<Cart>;
  /** The store's carts. */
  carts: CartPage;
  /** One catalog by id; null when there is none. */
  catalog?: Maybe<Catalog>;
  /** One node of the latest release the catalog rules choose for `context`; null when there is none. */
  catalogNode?: Maybe<CatalogViewNode>;
  /** Every node of the latest release the catalog rules choose for `context` (`pcm/catalogs/nodes`). */
  catalogNodes: CatalogViewNodePage;
  /** One release of a catalog; null when there is none. */
  catalogRelease?: Maybe<CatalogRelease>;
  /** A catalog's releases, newest first, read by the catalog's id (`pcm/catalogs/releases/{c}`). */
  catalogReleases: CatalogReleasePage;
  /** One catalog rule by id; null when there is none. */
  catalogRule?: Maybe<CatalogRule>;
  /** The store's catalogs, filtered, sorted and paged. */
  catalogs: CatalogPage;
  /** The store's categories as a flat list, filtered and paged. */
  categories: CategoryPage;
  /** One category by id; null when there is none. */
  category?: Maybe<Category>;
  /** The top-level categories, each with its descendants under `children`. */
  categoryTree: Array<Category>;
  /** One collection by id; null when there is none. */
  collection?: Maybe<Collection>;
  /** The store's collections, filtered and paged. */
  collections: CollectionPage;
  /** The store's currencies, filtered and paged. */
  currencies: CurrencyPage;
  /** One currency by id; null when there is none. */
  currency?: Maybe<Currency>;
  /** One Custom API by id; null when there is none. */
  customApi?: Maybe<CustomApi>;
  /** The store's Custom APIs, filtered, sorted and paged. */
  customApis: CustomApiPage;
  /** One custom relationship by slug; null when there is none. */
  customRelationship?: Maybe<CustomRelationship>;
  /** The store's custom relationships, oldest first. */
  customRelationships: CustomRelationshipPage;
  /** One customer by id; null when there is none. */
  customer?: Maybe<Customer>;
  /** One subscription; null when there is none with that id. */
  customerSubscription?: Maybe<CustomerSubscription>;
  /** Subscriptions, oldest first. */
  customerSubscriptions: CustomerSubscriptionPage;
  /** The store's customers, filtered, sorted and paged. */
  customers: CustomerPage;
  /** Dunning rules, oldest first. */
  dunningRules: DunningRulePage;
  /** One erasure request by id; null when there is none. */
  erasureRequest?: Maybe<ErasureRequest>;
  /** The store's erasure requests, newest first. */
  erasureRequests: ErasureRequestPage;
  /** One file by id; null when there is none. */
  file?: Maybe<File>;
  /** Files of the store, filtered and paged (oldest first). */
  files: FilePage;
  /** One flow by id; null when there is none. */
  flow?: Maybe<Flow>;
  /** The attributes an entry of the flow with this slug accepts (`v2/flows/{slug}/attributes`). */
  flowAttributes: Array<FlowAttribute>;
  /** One entry of the flow with this slug; null when there is none. */
  flowEntry?: Maybe<FlowEntry>;
  /** One flow field by id (`v2/fields/{id}`); null when there is none. */
  flowField?: Maybe<FlowField>;
  /** Every flow field of the store, whichever flow it belongs to (`v2/fields`), paged. */
  flowFields: FlowFieldPage;
  /**
   * The store's flows, paged. `template: true` lists only templates (flows attached to products),
   * `false` only the others; left out, all flows.
   */
  flows: FlowPage;
  /** What this gateway is and which provider it talks to. */
  gatewayInfo: GatewayInfo;
  /** Hierarchies of the store, filtered and paged (oldest first: the provider offers no sort here). */
  hierarchies: HierarchyPage;
  /** One hierarchy by id; null when there is none. */
  hierarchy?: Maybe<Hierarchy>;
  /** One node by id, whatever its hierarchy; null when there is none. */
  hierarchyNode?: Maybe<HierarchyNode>;
  /**
   * Nodes by id, whatever their hierarchies, in the order asked; ids without a node are left out. An
   * empty list answers an empty page at once, without asking the provider.
   */
  hierarchyNodesByIds: HierarchyNodePage;
  /**
   * The id of the store the caller's credentials belong to: the store the admin works in outside
   * preview mode, which the organization's store list also holds (the store switcher shows it once).
   * Read from the store's merchant realm mapping without the preview headers; null when the provider
   * does not say.
   */
  homeStoreId?: Maybe<Scalars['ID']['output']>;
  /** One integration by id; null when there is none. */
  integration?: Maybe<Integration>;
  /** The delivery logs of every integration of the store (`v2/integrations/logs`), newest first. */
  integrationLogs: IntegrationLogPage;
  /** The store's integrations, filtered and paged. */
  integrations: IntegrationPage;
  /** One inventory location by id; null when there is none. */
  inventoryLocation?: Maybe<InventoryLocation>;
  /** The store's inventory locations (multi-location inventory), by name. */
  inventoryLocations: InventoryLocationPage;
  /** One job by id; null when there is none. */
  job?: Maybe<Job>;
  /** The store's jobs, newest first. The provider offers no filter on jobs. */
  jobs: JobPage;
  /** One product modifier of an option (`.../options/{optionId}/modifiers/{modifierId}`); null when there is none. */
  legacyProductModifier?: Maybe<LegacyProductModifier>;
  /** The product modifiers of an option (`v2/variations/{id}/options/{optionId}/modifiers`). */
  legacyProductModifiers: Array<LegacyProductModifier>;
  /** One legacy variation by id; null when there is none. */
  legacyVariation?: Maybe<LegacyVariation>;
  /** One option of a legacy variation (`v2/variations/{id}/options/{optionId}`); null when there is none. */
  legacyVariationOption?: Maybe<LegacyVariationOption>;
  /** The options of a legacy variation, each with its modifiers (`v2/variations/{id}/options`). */
  legacyVariationOptions: Array<LegacyVariationOption>;
  /** The store's legacy (v2) variations, each with its options and their modifiers, filtered and paged. */
  legacyVariations: LegacyVariationPage;
  /** One merchant realm mapping by id; null when there is none. */
  merchantRealmMapping?: Maybe<MerchantRealmMapping>;
  /** The store's merchant realm mappings (the provider answers the store's one mapping). */
  merchantRealmMappings: Array<MerchantRealmMapping>;
  /** One order by id; null when there is none. */
  order?: Maybe<Order>;
  /**
   * Order metrics between `from` and `to` (a date-only `to` includes that day; by default the 30
   * days before now), optionally in one currency.
   */
  orderMetrics: OrderMetrics;
  /** Orders, newest first unless sorted otherwise. */
  orders: OrderPage;
  /** The fields a payment gateway takes, with which are required to enable it. */
  paymentGatewayAttributes: Array<PaymentGatewayAttribute>;
  /** The store's payment gateways. */
  paymentGateways: Array<PaymentGateway>;
  /** The logged changes to one item's personal data, oldest first; both arguments are required by the provider. */
  personalDataLogs: PersonalDataLogPage;
  /** One price book by id; null when there is none. */
  priceBook?: Maybe<PriceBook>;
  /** One price modifier of a price book by id; null when there is none. */
  priceBookModifier?: Maybe<PriceModifier>;
  /** One price of a price book by id (`pcm/pricebooks/{id}/prices/{priceId}`); null when there is none. */
  priceBookPrice?: Maybe<ProductPrice>;
  /** The store's price books, filtered, sorted and paged. */
  priceBooks: PriceBookPage;
  /** One product by id; null when there is none. */
  product?: Maybe<Product>;
  /** The attributes products have: the provider's product attributes, then the templates' fields. */
  productAttributes: Array<ProductAttribute>;
  /** Products of the store, filtered, sorted and paged. */
  products: ProductPage;
  /** One legacy promotion by id; null when there is none. */
  promotion?: Maybe<Promotion>;
  /** The fields of a legacy promotion document (`v2/promotions/attributes`). */
  promotionAttributes: Array<PromotionAttribute>;
  /** The codes of a promotion (legacy or rule), oldest first. */
  promotionCodes: PromotionCodePage;
  /** What happened to a legacy promotion's codes, newest first. */
  promotionHistory: PromotionHistoryPage;
  /** One job of a promotion; null when there is none. */
  promotionJob?: Maybe<PromotionJob>;
  /** The code jobs of a promotion (legacy or rule), newest first. */
  promotionJobs: PromotionJobPage;
  /** The store's legacy promotions, filtered, sorted and paged. */
  promotions: PromotionPage;
  /** Proration policies, oldest first. */
  prorationPolicies: ProrationPolicyPage;
  /** One realm by id; null when there is none. */
  realm?: Maybe<Realm>;
  /** The store's authentication realms, filtered and paged. */
  realms: RealmPage;
  /** The items in the same personal data set as one item. */
  relatedDataEntries: RelatedDataEntryPage;
  /** One rule promotion by id; null when there is none. */
  rulePromotion?: Maybe<RulePromotion>;
  /** The store's rule promotions, filtered, sorted and paged. */
  rulePromotions: RulePromotionPage;
  /** The store's settings; each section is read when asked for. */
  settings: Settings;
  /** The catalog shoppers of this context see: the latest release of the catalog the catalog rules choose. */
  shopperCatalog: CatalogView;
  /** How to start single sign-on; needs no bearer token. */
  ssoSettings: SsoSettings;
  /** The stock of one product; null when its inventory is not managed. */
  stock?: Maybe<Stock>;
  /**
   * One transaction of a product's stock; null when there is none. Read through the single-location
   * or the multi-location API, as the stock uses (`Stock.multiLocation`).
   */
  stockTransaction?: Maybe<StockTransaction>;
  /** The store's stock, one entry per product whose inventory is managed, filtered, sorted and paged. */
  stocks: StockPage;
  /** One store of the organization by id; null when there is none. */
  store?: Maybe<Store>;
  /** The store tiers the provider offers. */
  storeTiers: Array<StoreTierInfo>;
  /** The stores of the caller's organization, filtered by name and paged. */
  stores: StorePage;
  /** One subscriber; null when there is none with that id. */
  subscriber?: Maybe<Subscriber>;
  /** Subscribers, oldest first. */
  subscribers: SubscriberPage;
  /** One invoice with its payments; null when there is none with that id. */
  subscriptionInvoice?: Maybe<SubscriptionInvoice>;
  /** One payment of an invoice; null when the invoice has no payment with that id. */
  subscriptionInvoicePayment?: Maybe<SubscriptionPayment>;
  /** Invoices of every subscription, lowest number first. */
  subscriptionInvoices: SubscriptionInvoicePage;
  /** Subscriptions jobs, oldest first. */
  subscriptionJobs: SubscriptionJobPage;
  /** One offering with its products and plans; null when there is none with that id. */
  subscriptionOffering?: Maybe<SubscriptionOffering>;
  /** Offerings, oldest first. */
  subscriptionOfferings: SubscriptionOfferingPage;
  /** One plan; null when there is none with that id. */
  subscriptionPlan?: Maybe<SubscriptionPlan>;
  /** Subscription plans, oldest first. */
  subscriptionPlans: SubscriptionPlanPage;
  /** One subscription product; null when there is none with that id. */
  subscriptionProduct?: Maybe<SubscriptionProduct>;
  /** Subscription products, oldest first. */
  subscriptionProducts: SubscriptionProductPage;
  /** Schedules, oldest first. */
  subscriptionSchedules: SubscriptionSchedulePage;
  /** One variation by id; null when there is none. */
  variation?: Maybe<Variation>;
  /** One modifier of a variation's option (`.../options/{optionId}/modifiers/{modifierId}`); null when there is none. */
  variationModifier?: Maybe<VariationModifier>;
  /** One option of a variation (`pcm/variations/{id}/options/{optionId}`); null when there is none. */
  variationOption?: Maybe<VariationOption>;
  /** The options of a variation (`pcm/variations/{id}/options`), paged. */
  variationOptions: VariationOptionPage;
  /** Variations of the store, oldest first. */
  variations: VariationPage;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountMemberArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountMembersArgs = {
  filter?: InputMaybe<AccountMemberFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountTagArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountTagsArgs = {
  filter?: InputMaybe<AccountTagFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryAccountsArgs = {
  filter?: InputMaybe<AccountFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<AccountSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryApplicationKeyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryApplicationKeysArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryBrandsArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCartArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCartsArgs = {
  filter?: InputMaybe<CartFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<CartSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogNodeArgs = {
  context?: InputMaybe<ShopperContextInput>;
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogNodesArgs = {
  context?: InputMaybe<ShopperContextInput>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogReleaseArgs = {
  catalogId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogReleasesArgs = {
  catalogId: Scalars['ID']['input'];
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogRuleArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCatalogsArgs = {
  filter?: InputMaybe<CatalogFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<CatalogSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCategoriesArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCollectionsArgs = {
  filter?: InputMaybe<LegacyCatalogueFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCurrenciesArgs = {
  filter?: InputMaybe<CurrencyFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCurrencyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomApiArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomApisArgs = {
  filter?: InputMaybe<CustomApiFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<CustomApiSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomRelationshipArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomRelationshipsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomerSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomerSubscriptionsArgs = {
  filter?: InputMaybe<CustomerSubscriptionFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<CustomerSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryDunningRulesArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryErasureRequestArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryErasureRequestsArgs = {
  filter?: InputMaybe<ErasureRequestFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFileArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFilesArgs = {
  filter?: InputMaybe<FileFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowAttributesArgs = {
  flowSlug: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowEntryArgs = {
  flowSlug: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowFieldArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowFieldsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryFlowsArgs = {
  page?: InputMaybe<PageInput>;
  template?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchiesArgs = {
  filter?: InputMaybe<HierarchyFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryHierarchyNodesByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryIntegrationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryIntegrationLogsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryIntegrationsArgs = {
  filter?: InputMaybe<IntegrationFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryInventoryLocationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryInventoryLocationsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryJobsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyProductModifierArgs = {
  modifierId: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyProductModifiersArgs = {
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyVariationOptionArgs = {
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyVariationOptionsArgs = {
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryLegacyVariationsArgs = {
  filter?: InputMaybe<LegacyVariationFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryMerchantRealmMappingArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryOrderMetricsArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  interval?: InputMaybe<MetricsInterval>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<OrderSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPaymentGatewayAttributesArgs = {
  slug: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPersonalDataLogsArgs = {
  page?: InputMaybe<PageInput>;
  resourceId: Scalars['ID']['input'];
  resourceType: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBookArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBookModifierArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBookPriceArgs = {
  id: Scalars['ID']['input'];
  priceBookId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPriceBooksArgs = {
  filter?: InputMaybe<PriceBookFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<PriceBookSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<ProductSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionCodesArgs = {
  family: PromotionFamily;
  page?: InputMaybe<PageInput>;
  promotionId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionHistoryArgs = {
  page?: InputMaybe<PageInput>;
  promotionId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionJobArgs = {
  family: PromotionFamily;
  id: Scalars['ID']['input'];
  promotionId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionJobsArgs = {
  family: PromotionFamily;
  filter?: InputMaybe<PromotionJobFilter>;
  page?: InputMaybe<PageInput>;
  promotionId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryPromotionsArgs = {
  filter?: InputMaybe<PromotionFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<PromotionSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryProrationPoliciesArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryRealmArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryRealmsArgs = {
  filter?: InputMaybe<RealmFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryRelatedDataEntriesArgs = {
  page?: InputMaybe<PageInput>;
  resourceId: Scalars['ID']['input'];
  resourceType: Scalars['String']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryRulePromotionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryRulePromotionsArgs = {
  filter?: InputMaybe<PromotionFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<PromotionSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryShopperCatalogArgs = {
  context?: InputMaybe<ShopperContextInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStockArgs = {
  productId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStockTransactionArgs = {
  id: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStocksArgs = {
  filter?: InputMaybe<StockFilter>;
  page?: InputMaybe<PageInput>;
  sort?: InputMaybe<Array<StockSort>>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStoreArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryStoresArgs = {
  filter?: InputMaybe<StoreFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriberArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscribersArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionInvoicePaymentArgs = {
  invoiceId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionInvoicesArgs = {
  filter?: InputMaybe<SubscriptionInvoiceFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionJobsArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionOfferingArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionOfferingsArgs = {
  filter?: InputMaybe<SubscriptionNameFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionPlanArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionPlansArgs = {
  filter?: InputMaybe<SubscriptionNameFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionProductArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionProductsArgs = {
  filter?: InputMaybe<SubscriptionNameFilter>;
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QuerySubscriptionSchedulesArgs = {
  page?: InputMaybe<PageInput>;
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationModifierArgs = {
  id: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationOptionArgs = {
  id: Scalars['ID']['input'];
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationOptionsArgs = {
  page?: InputMaybe<PageInput>;
  variationId: Scalars['ID']['input'];
};


/** The root of every read. Each area adds its fields with `extend type Query`. */
export type QueryVariationsArgs = {
  page?: InputMaybe<PageInput>;
};

/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type Realm = {
  __typename?: 'Realm';
  /** When the realm was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The realm's name, for example `Buyer Organization`. */
  name: Scalars['String']['output'];
  /** One OpenID Connect profile of the realm by id; null when there is none. */
  oidcProfile?: Maybe<OidcProfile>;
  /** The realm's OpenID Connect profiles, oldest first. */
  oidcProfiles: OidcProfilePage;
  /** What the realm serves, for example `customer-authentication-settings` or `account-authentication-settings`. */
  originType?: Maybe<Scalars['String']['output']>;
  /** One password profile of the realm by id; null when there is none. */
  passwordProfile?: Maybe<PasswordProfile>;
  /** The realm's password profiles, oldest first. */
  passwordProfiles: PasswordProfilePage;
  /** When the realm was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** One user of the realm by id; null when there is none. */
  user?: Maybe<UserAuthenticationInfo>;
  /** The users of the realm, oldest first. */
  users: UserAuthenticationInfoPage;
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmOidcProfileArgs = {
  id: Scalars['ID']['input'];
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmOidcProfilesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmPasswordProfileArgs = {
  id: Scalars['ID']['input'];
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmPasswordProfilesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * An authentication realm (`v2/authentication-realms`): where a group of users (the store's
 * customers, its account members) signs in, with password profiles and OpenID Connect profiles.
 * The store's own realms come with it; a seller may add more. Realms are not deleted.
 */
export type RealmUsersArgs = {
  filter?: InputMaybe<UserAuthenticationInfoFilter>;
  page?: InputMaybe<PageInput>;
};

/** A new authentication realm. */
export type RealmCreateInput = {
  /** The realm's name, 1 to 255 characters. */
  name: Scalars['String']['input'];
};

/** Which realms to list. */
export type RealmFilter = {
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
};

/** A page of realms. */
export type RealmPage = Page & {
  __typename?: 'RealmPage';
  /** The realms on this page. */
  items: Array<Realm>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating a realm. */
export type RealmPayload = Payload & {
  __typename?: 'RealmPayload';
  /** The realm as saved; null when the creation was refused. */
  realm?: Maybe<Realm>;
  /** Why the creation was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of renewing a session with its refresh token. */
export type RefreshSessionPayload = Payload & {
  __typename?: 'RefreshSessionPayload';
  /**
   * The new credentials, in the same password shape as sign-in returns, when the refresh token was
   * accepted. The provider rotates refresh tokens: the one sent is no longer valid afterwards.
   */
  credentials?: Maybe<PasswordCredentials>;
  /** Why the refresh failed (for example an expired or revoked refresh token); empty on success. */
  userErrors: Array<UserError>;
};

/** An item in the same personal data set as the one asked about (`v2/personal-data/related-data-entries`). */
export type RelatedDataEntry = {
  __typename?: 'RelatedDataEntry';
  /** The item's id. */
  resourceId: Scalars['ID']['output'];
  /** The item's type, for example `address`. */
  resourceType: Scalars['String']['output'];
};

/** A page of related data entries. */
export type RelatedDataEntryPage = Page & {
  __typename?: 'RelatedDataEntryPage';
  /** The entries on this page. */
  items: Array<RelatedDataEntry>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/**
 * The result of setting a new password with a reset token. Following the provider's client library,
 * a refused reset carries no message: `success` is false and `userErrors` is empty.
 */
export type ResetPasswordPayload = Payload & {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
  /** Always empty; kept so every payload has the same shape. */
  userErrors: Array<UserError>;
};

/** A readable summary of a rule promotion's first action, for example `15% off the cart`. */
export type RuleActionSummary = {
  __typename?: 'RuleActionSummary';
  /** The action in words, for example `15% off the cart`. */
  description: Scalars['String']['output'];
  /** The kind of amount: `percent`, `fixed` or `fixed_price`. */
  kind: Scalars['String']['output'];
  /** The action's strategy: `cart_discount`, `item_discount` or `shipping_discount`. */
  strategy: Scalars['String']['output'];
  /** The percentage, or the amount in minor units. */
  value?: Maybe<Scalars['Float']['output']>;
};

/**
 * A rule promotion of the provider (`v2/rule-promotions`): rules on the cart and actions (discounts)
 * applied when they hold, valid between a start and an end.
 */
export type RulePromotion = {
  __typename?: 'RulePromotion';
  /** True when the promotion applies without a code. */
  automatic: Scalars['Boolean']['output'];
  /** The promotion's codes, oldest first. */
  codes: PromotionCodePage;
  /** When the promotion was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The rule set's currencies; empty when it names none. */
  currencies: Array<Scalars['String']['output']>;
  /** What the promotion is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** True when carts may use the promotion. */
  enabled: Scalars['Boolean']['output'];
  /** When the promotion ends. */
  end: Scalars['DateTime']['output'];
  /** A summary of the rule set's first action; null when it has none. */
  firstAction?: Maybe<RuleActionSummary>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The promotion's code jobs, newest first. */
  jobs: PromotionJobPage;
  /** The name shown to the seller. */
  name: Scalars['String']['output'];
  /** True when the promotion applies even when others do not stack. */
  overrideStacking: Scalars['Boolean']['output'];
  /** Lower numbers apply first. */
  priority?: Maybe<Scalars['Int']['output']>;
  /** The provider's `rule_set` as stored: `rules`, `actions`, optional `currencies` and `catalog_ids`. */
  ruleSet: Scalars['JSON']['output'];
  /** True when the promotion may combine with others. */
  stackable: Scalars['Boolean']['output'];
  /** When the promotion starts. */
  start: Scalars['DateTime']['output'];
  /** When the promotion was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A rule promotion of the provider (`v2/rule-promotions`): rules on the cart and actions (discounts)
 * applied when they hold, valid between a start and an end.
 */
export type RulePromotionCodesArgs = {
  page?: InputMaybe<PageInput>;
};


/**
 * A rule promotion of the provider (`v2/rule-promotions`): rules on the cart and actions (discounts)
 * applied when they hold, valid between a start and an end.
 */
export type RulePromotionJobsArgs = {
  filter?: InputMaybe<PromotionJobFilter>;
  page?: InputMaybe<PageInput>;
};

/** A new rule promotion. */
export type RulePromotionCreateInput = {
  /** True when it applies without a code. Default false. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True when carts may use it. Default false. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends; after the start. */
  end: Scalars['DateTime']['input'];
  /** The name. */
  name: Scalars['String']['input'];
  /** True when it applies even when others do not stack. */
  overrideStacking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lower numbers apply first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The provider's `rule_set`: `{ "rules": {...}, "actions": [{ "strategy": "cart_discount", "args": ["percent", 10] }] }`,
   * optionally `currencies` and `catalog_ids`.
   */
  ruleSet: Scalars['JSON']['input'];
  /** True when it may combine with others. */
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it starts. */
  start: Scalars['DateTime']['input'];
};

/** A page of rule promotions. */
export type RulePromotionPage = Page & {
  __typename?: 'RulePromotionPage';
  /** The rule promotions on this page. */
  items: Array<RulePromotion>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a rule promotion. */
export type RulePromotionPayload = Payload & {
  __typename?: 'RulePromotionPayload';
  /** The rule promotion as saved; null when the change was refused. */
  rulePromotion?: Maybe<RulePromotion>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a rule promotion; fields left out stay as they are. */
export type RulePromotionUpdateInput = {
  /** True when it applies without a code. */
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the promotion is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True when carts may use it. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it ends. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** The name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True when it applies even when others do not stack. */
  overrideStacking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lower numbers apply first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The provider's `rule_set`; replaces the whole rule set. */
  ruleSet?: InputMaybe<Scalars['JSON']['input']>;
  /** True when it may combine with others. */
  stackable?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it starts. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One option picked for one variation of a parent product. */
export type SelectedOptionInput = {
  /** The option's id, one of the variation's. */
  optionId: Scalars['ID']['input'];
  /** The variation's id. */
  variationId: Scalars['ID']['input'];
};

/**
 * The store's settings (`v2/settings` and its sections). Each section is a singleton of the store:
 * read it, change it (fields left out stay as they are), and, for the store settings, reset it to the
 * provider's defaults.
 */
export type Settings = {
  __typename?: 'Settings';
  /** How account members sign up and sign in (`v2/settings/account-authentication`). */
  accountAuthentication: AccountAuthenticationSettings;
  /** How many accounts a member may belong to (`v2/settings/account-membership`). */
  accountMembership: AccountMembershipSettings;
  /** Cart expiry and the discount mechanism carts use (`v2/settings/cart`). */
  cart: CartSettings;
  /** The realm shoppers sign in with (`v2/settings/customer-authentication`); read only. */
  customerAuthentication: CustomerAuthenticationSettings;
  /** How long personal-data logs are kept (`v2/settings/logs-ttl`). */
  logsTtl: LogsTtlSettings;
  /** Promotion limits and whether carts use rule promotions (`v2/settings/promotions`); read only. */
  promotions: PromotionSettings;
  /** The store (project) settings: list page length, languages, tax calculation, mandatory address fields. */
  store: StoreSettings;
  /** Subscription billing settings (`v2/settings/subscriptions`). */
  subscriptions: SubscriptionSettings;
};

/**
 * Who the shopper is, as the catalog rules see it. Each field is sent as the provider's header of the
 * same meaning; fields left out are not sent, and the rules then treat the shopper as anyone.
 */
export type ShopperContextInput = {
  /** An account-management authentication token (`EP-Account-Management-Authentication-Token`): the catalog of that account's rules. */
  accountToken?: InputMaybe<Scalars['String']['input']>;
  /** The channel (`EP-Channel`), for example `web` or `mobile`; up to 64 characters. */
  channel?: InputMaybe<Scalars['String']['input']>;
  /** A customer token (`X-Moltin-Customer-Token`): the catalog of that customer's rules. */
  customerToken?: InputMaybe<Scalars['String']['input']>;
  /** A shopper tag defined in the store (`EP-Context-Tag`), for example `clearance`; up to 64 characters. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** The result of a sign-in attempt. */
export type SignInPayload = Payload & {
  __typename?: 'SignInPayload';
  /** The credentials, when sign-in succeeded. */
  credentials?: Maybe<PasswordCredentials>;
  /** Why sign-in failed (for example a wrong password); empty on success. */
  userErrors: Array<UserError>;
};

/** What a signup creates besides the seller. */
export type SignUpCreateType =
  /** An organization with the seller's first store. */
  | 'ORGANIZATION'
  /** A store of the seller's own. */
  | 'STORE';

/** A new seller account, from the token of a signup link. */
export type SignUpInput = {
  /** What the signup creates besides the seller. */
  createType: SignUpCreateType;
  /** The seller's name. */
  name: Scalars['String']['input'];
  /** The password to sign in with (at least 8 characters). */
  password: Scalars['String']['input'];
  /** The token from the signup link that was emailed. */
  token: Scalars['String']['input'];
};

/** The result of a signup. */
export type SignUpPayload = Payload & {
  __typename?: 'SignUpPayload';
  /** The new account, when the signup succeeded. */
  seller?: Maybe<SignedUpSeller>;
  /** Why the signup failed (for example a used or expired token); empty on success. */
  userErrors: Array<UserError>;
};

/** The seller account a signup created. */
export type SignedUpSeller = {
  __typename?: 'SignedUpSeller';
  /** The email the signup link was sent to; the seller signs in with it. */
  email: Scalars['String']['output'];
  /** The seller's id. */
  id: Scalars['ID']['output'];
  /** The seller's name. */
  name: Scalars['String']['output'];
  /** The store created for the seller. */
  storeId: Scalars['ID']['output'];
};

/** Sort direction. */
export type SortDirection =
  /** Smallest first (A to Z, oldest first). */
  | 'ASC'
  /** Largest first (Z to A, newest first). */
  | 'DESC';

/** The result of putting a node's children (or a hierarchy's top-level nodes) in a new order. */
export type SortHierarchyNodeChildrenPayload = Payload & {
  __typename?: 'SortHierarchyNodeChildrenPayload';
  /** The children in their new order, when the mutation succeeded. */
  children?: Maybe<Array<HierarchyNode>>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of creating the store profile of a seller who signed in with SSO. */
export type SsoProfilePayload = Payload & {
  __typename?: 'SsoProfilePayload';
  /** The store created, when it succeeded. */
  store?: Maybe<SsoProfileStore>;
  /** Why it failed; empty on success. */
  userErrors: Array<UserError>;
};

/** The store of an SSO profile. */
export type SsoProfileStore = {
  __typename?: 'SsoProfileStore';
  /** The store's id. */
  id: Scalars['ID']['output'];
  /** The store's name. */
  name: Scalars['String']['output'];
};

/**
 * Where and how the admin starts single sign-on (OAuth 2 authorization code with PKCE, S256). The
 * browser goes to `authorizeUrl` itself; the code comes back to the admin and is exchanged through the
 * gateway's `POST /api/sso-token`.
 */
export type SsoSettings = {
  __typename?: 'SsoSettings';
  /** The provider's authorization page (the embedded sandbox's `/oauth/authorize` by default). */
  authorizeUrl: Scalars['String']['output'];
  /** The SSO client id: always `dashboard`. */
  clientId: Scalars['String']['output'];
  /** The scope asked for: always `seller_admin`. */
  scope: Scalars['String']['output'];
};

/** A product's stock across the store (`v2/inventories`; with several locations, their sum). */
export type Stock = {
  __typename?: 'Stock';
  /** Units held for orders that are not yet shipped. */
  allocated: Scalars['Int']['output'];
  /** Units that can still be sold: total minus allocated. */
  available: Scalars['Int']['output'];
  /** When stock was first managed for the product. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * The stock held at each inventory location (read with the multi-location API); stock not held at a
   * location is only in the totals. A page of stock costs one extra call for all breakdowns.
   */
  locations: Array<StockLocationLevel>;
  /**
   * True for multi-location stock: stock held at one or more inventory locations (the multi-location
   * read shows a per-location breakdown). Such stock is adjusted only through the multi-location API,
   * which also offers `SET`; stock held at no location is single-location stock, adjusted through the
   * single-location API (increment, decrement, allocate, deallocate). The provider's documents say the
   * two APIs share the stock and are interchangeable for stock that does not use locations.
   */
  multiLocation: Scalars['Boolean']['output'];
  /** The product the stock belongs to; null when it has been deleted. */
  product?: Maybe<Product>;
  /** The product the stock belongs to (stock is keyed by product id). */
  productId: Scalars['ID']['output'];
  /** Units in stock, allocated or not. */
  total: Scalars['Int']['output'];
  /** The stock's transactions, oldest first (read through the API that matches `multiLocation`). */
  transactions: StockTransactionPage;
  /** When the stock last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};


/** A product's stock across the store (`v2/inventories`; with several locations, their sum). */
export type StockTransactionsArgs = {
  page?: InputMaybe<PageInput>;
};

/** Which stock to list. */
export type StockFilter = {
  /** Stock held at a location, by slug (`eq`, `in`). */
  location?: InputMaybe<TextFilter>;
  /** Conditions on the product id (`eq`, `in`). */
  productId?: InputMaybe<IdFilter>;
};

/** Stock of a product at one inventory location (multi-location inventory), as part of `Stock.locations`. */
export type StockLocationLevel = {
  __typename?: 'StockLocationLevel';
  /** Units at this location held for orders. */
  allocated: Scalars['Int']['output'];
  /** Units at this location that can still be sold. */
  available: Scalars['Int']['output'];
  /** The location, when it still exists. */
  location?: Maybe<InventoryLocation>;
  /** The location's slug, as the provider keys the breakdown. */
  slug: Scalars['String']['output'];
  /** Units at this location, allocated or not. */
  total: Scalars['Int']['output'];
};

/** The stock to hold at one location when creating or changing multi-location stock. */
export type StockLocationLevelInput = {
  /** Units available at the location, 0 or more; null (when changing stock) removes the location's stock. */
  available?: InputMaybe<Scalars['Int']['input']>;
  /** The location's slug. */
  slug: Scalars['String']['input'];
};

/** A page of stock. */
export type StockPage = Page & {
  __typename?: 'StockPage';
  /** The stock on this page. */
  items: Array<Stock>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating stock. */
export type StockPayload = Payload & {
  __typename?: 'StockPayload';
  /** The stock as saved; null when refused. */
  stock?: Maybe<Stock>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** One sort key for stock. */
export type StockSort = {
  /** The direction; ascending when left out. */
  direction?: InputMaybe<SortDirection>;
  /** The field to sort by. */
  field: StockSortField;
};

/** Fields stock can be sorted by. */
export type StockSortField =
  /** Units available. */
  | 'AVAILABLE'
  /** When stock was first managed. */
  | 'CREATED_AT'
  /** Units in stock. */
  | 'TOTAL'
  /** The last change. */
  | 'UPDATED_AT';

/** One change to a product's stock, as recorded by the provider. */
export type StockTransaction = {
  __typename?: 'StockTransaction';
  /** What the transaction did. */
  action: StockTransactionAction;
  /** When it was recorded. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The slug of the location it acted on; null for stock not held at a location. */
  location?: Maybe<Scalars['String']['output']>;
  /** The product whose stock changed. */
  productId: Scalars['ID']['output'];
  /** How many units it moved. */
  quantity: Scalars['Int']['output'];
};

/** What a stock transaction does to a product's stock. */
export type StockTransactionAction =
  /** Holds available units for an order; refused beyond what is available. */
  | 'ALLOCATE'
  /** Releases allocated units back to available. */
  | 'DEALLOCATE'
  /** Removes available units (goods lost or sold outside orders); refused beyond what is available. */
  | 'DECREMENT'
  /** Adds units to the available stock (goods received). */
  | 'INCREMENT'
  /** Sets the total, keeping what is allocated (multi-location API only). */
  | 'SET';

/** A stock transaction to record. */
export type StockTransactionInput = {
  /** What to do. */
  action: StockTransactionAction;
  /** The slug of the location to act on; left out, the stock not held at a location. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The product whose stock changes; it must already have stock. */
  productId: Scalars['ID']['input'];
  /** How many units, 0 or more. */
  quantity: Scalars['Int']['input'];
};

/** A page of stock transactions. */
export type StockTransactionPage = Page & {
  __typename?: 'StockTransactionPage';
  /** The transactions on this page. */
  items: Array<StockTransaction>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of recording a stock transaction. */
export type StockTransactionPayload = Payload & {
  __typename?: 'StockTransactionPayload';
  /** The product's stock after the transaction; null when refused. */
  stock?: Maybe<Stock>;
  /** The transaction as recorded; null when refused (for example a decrement beyond what is available). */
  transaction?: Maybe<StockTransaction>;
  /** Why the transaction was refused; empty on success. Quantity problems point at `["quantity"]`. */
  userErrors: Array<UserError>;
};

/**
 * A store of the seller's organization (`v2/stores`, an organization-level resource): each store has
 * its own catalogue, orders and customers. The admin works in one store at a time (the store switcher).
 */
export type Store = {
  __typename?: 'Store';
  /** When the store was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** The store's name. */
  name: Scalars['String']['output'];
  /** The organization owning the store (sent as the organization header in preview mode); null when unknown. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** The store's tier (its plan and rate limit); null when the provider did not say. */
  tier?: Maybe<StoreTier>;
  /** When the store was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new store. */
export type StoreCreateInput = {
  /** The store's name. */
  name: Scalars['String']['input'];
  /** The store's tier; the provider's default (development) when left out. */
  tier?: InputMaybe<StoreTier>;
};

/** Which stores to list. */
export type StoreFilter = {
  /** Stores whose name contains this text (the provider's `like(name,"*text*")`). */
  nameContains?: InputMaybe<Scalars['String']['input']>;
};

/** A page of stores. */
export type StorePage = Page & {
  __typename?: 'StorePage';
  /** The stores on this page. */
  items: Array<Store>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a store. */
export type StorePayload = Payload & {
  __typename?: 'StorePayload';
  /** The store as stored, when the mutation succeeded. */
  store?: Maybe<Store>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The store (project) settings, with the read-only limits the provider reports with them. */
export type StoreSettings = {
  __typename?: 'StoreSettings';
  /** Languages offered besides the default, as two-letter lower-case codes, for example `fr`. */
  additionalLanguages: Array<Scalars['String']['output']>;
  /** Address fields a shopper must fill, for example `first_name`, `line_1`, `postcode`. */
  addressMandatoryFields: Array<Scalars['String']['output']>;
  /** How cart tax is calculated. */
  calculationMethod: TaxCalculationMethod;
  /** Read-only: how many currencies the store may have. */
  currencyLimit?: Maybe<Scalars['Int']['output']>;
  /** Read-only: how many events an integration may observe. */
  eventLimit?: Maybe<Scalars['Int']['output']>;
  /** Read-only: how many flow fields the store may have. */
  fieldLimit?: Maybe<Scalars['Int']['output']>;
  /** Read-only: how many conditions a list filter may hold. */
  filterLimit?: Maybe<Scalars['Int']['output']>;
  /** Read-only: how many integrations the store may have. */
  integrationLimit?: Maybe<Scalars['Int']['output']>;
  /** Whether product lists include child products (variations). */
  listChildProducts: Scalars['Boolean']['output'];
  /** How many items a list page returns by default, 1 to 100. */
  pageLength: Scalars['Int']['output'];
  /** Read-only: the largest list offset. */
  pageOffsetLimit?: Maybe<Scalars['Int']['output']>;
  /** Read-only: how many tax items a cart item may hold. */
  taxItemLimit?: Maybe<Scalars['Int']['output']>;
};

/** Changes to the store settings; fields left out stay as they are. */
export type StoreSettingsInput = {
  /** Languages offered besides the default, two-letter lower-case codes. */
  additionalLanguages?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Address fields a shopper must fill. */
  addressMandatoryFields?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How cart tax is calculated. */
  calculationMethod?: InputMaybe<TaxCalculationMethod>;
  /** Whether product lists include child products. */
  listChildProducts?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many items a list page returns by default, 1 to 100. */
  pageLength?: InputMaybe<Scalars['Int']['input']>;
};

/** The result of changing or resetting the store settings. */
export type StoreSettingsPayload = Payload & {
  __typename?: 'StoreSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<StoreSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * The provider's store tiers. GraphQL enum values cannot hold hyphens: `FREE_TRIAL` is the provider's
 * `free-trial`; every other value is the provider's name in upper case.
 */
export type StoreTier =
  /** `basic` */
  | 'BASIC'
  /** `development` */
  | 'DEVELOPMENT'
  /** `enterprise` */
  | 'ENTERPRISE'
  /** `free-trial` */
  | 'FREE_TRIAL'
  /** `performance` */
  | 'PERFORMANCE'
  /** `production` */
  | 'PRODUCTION'
  /** `tier2` */
  | 'TIER2'
  /** `tier5` */
  | 'TIER5'
  /** `tier1000` */
  | 'TIER1000'
  /** `training` */
  | 'TRAINING';

/** A store tier as the provider lists it (`v2/store-tiers`). */
export type StoreTierInfo = {
  __typename?: 'StoreTierInfo';
  /** The provider's name of the tier, for example `free-trial`. */
  name: Scalars['String']['output'];
  /** The tier. */
  tier: StoreTier;
};

/** Changes to a store; fields left out stay as they are. */
export type StoreUpdateInput = {
  /** The store's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The store's tier. */
  tier?: InputMaybe<StoreTier>;
};

/** A customer created at Stripe through a Stripe-family gateway (`POST v2/gateways/{slug}/stripe_customers`). */
export type StripeCustomer = {
  __typename?: 'StripeCustomer';
  /** The connected Stripe account it was created on; null for the platform account. */
  account?: Maybe<Scalars['String']['output']>;
  /** Stripe's customer id, for example `cus_…`. */
  id: Scalars['ID']['output'];
};

/** The result of creating a Stripe customer. */
export type StripeCustomerPayload = Payload & {
  __typename?: 'StripeCustomerPayload';
  /** The new customer; null when refused. */
  stripeCustomer?: Maybe<StripeCustomer>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** An invoice created at Stripe through a Stripe-family gateway (`POST v2/gateways/{slug}/stripe_invoices`). */
export type StripeInvoice = {
  __typename?: 'StripeInvoice';
  /** The connected Stripe account it was created on; null for the platform account. */
  account?: Maybe<Scalars['String']['output']>;
  /** The Stripe customer it bills. */
  customerId: Scalars['String']['output'];
  /** Stripe's invoice id, for example `in_…`. */
  id: Scalars['ID']['output'];
  /** Stripe's status of the invoice, for example `draft`. */
  status: Scalars['String']['output'];
};

/** A new Stripe invoice. */
export type StripeInvoiceInput = {
  /** The connected Stripe account to create it on (the request's `account` option); the platform account when left out. */
  account?: InputMaybe<Scalars['String']['input']>;
  /** The Stripe customer to bill (`cus_…`); at most 255 characters. */
  customerId: Scalars['String']['input'];
};

/** The result of creating a Stripe invoice. */
export type StripeInvoicePayload = Payload & {
  __typename?: 'StripeInvoicePayload';
  /** The new invoice; null when refused. */
  stripeInvoice?: Maybe<StripeInvoice>;
  /** Why it was refused; `field` is `customerId` for a missing customer. */
  userErrors: Array<UserError>;
};

/**
 * A subscriber (`v2/subscriptions/subscribers`): the account a subscription bills, with the name and
 * email invoices go to. The provider creates one with an account's first subscription.
 */
export type Subscriber = {
  __typename?: 'Subscriber';
  /** The account the subscriber belongs to. */
  accountId: Scalars['ID']['output'];
  /** When the subscriber was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The email address invoices go to. */
  email: Scalars['String']['output'];
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name invoices are addressed to. */
  name: Scalars['String']['output'];
};

/** A new subscriber, or changes to one (fields left out stay as they are). */
export type SubscriberInput = {
  /** The account the subscriber belongs to. Required on create; cannot change afterwards. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The email address invoices go to. Required on create. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The name invoices are addressed to, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A page of subscribers. */
export type SubscriberPage = Page & {
  __typename?: 'SubscriberPage';
  /** The subscribers on this page. */
  items: Array<Subscriber>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a subscriber. */
export type SubscriberPayload = Payload & {
  __typename?: 'SubscriberPayload';
  /** The subscriber as saved; null when the input was refused. */
  subscriber?: Maybe<Subscriber>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A change of a subscription's state, posted to `v2/subscriptions/subscriptions/{id}/states`. */
export type SubscriptionAction =
  /** Active or paused → canceled (the plan must allow canceling). */
  | 'CANCEL'
  /** Active → paused (the plan must allow pausing). */
  | 'PAUSE'
  /** Paused or canceled → active (the plan must allow resuming). */
  | 'RESUME';

/** The result of deleting a subscriptions resource. */
export type SubscriptionDeletePayload = Payload & {
  __typename?: 'SubscriptionDeletePayload';
  /** The id of the deleted resource; null when it was not deleted. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was not deleted, for example still in use by an offering. */
  userErrors: Array<UserError>;
};

/**
 * An invoice of a subscription (`v2/subscriptions/invoices`) for one billing period, with the
 * payments taken for it.
 */
export type SubscriptionInvoice = {
  __typename?: 'SubscriptionInvoice';
  /** When the invoice was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The invoice's lines. */
  items: Array<SubscriptionInvoiceItem>;
  /** The invoice number, unique in the store. */
  number?: Maybe<Scalars['Int']['output']>;
  /** True while the invoice is not paid. */
  outstanding: Scalars['Boolean']['output'];
  /** The payments taken for this invoice, oldest first. */
  payments: Array<SubscriptionPayment>;
  /** The end of the billing period. */
  periodEnd?: Maybe<Scalars['DateTime']['output']>;
  /** The first moment of the billing period. */
  periodStart?: Maybe<Scalars['DateTime']['output']>;
  /** The amount billed. */
  price?: Maybe<Money>;
  /** The id of the subscription billed. */
  subscriptionId: Scalars['ID']['output'];
};

/** Which invoices to list. All given conditions must hold. */
export type SubscriptionInvoiceFilter = {
  /** Only unpaid (true) or only paid (false) invoices. */
  outstanding?: InputMaybe<Scalars['Boolean']['input']>;
  /** The subscription billed. */
  subscriptionId?: InputMaybe<IdFilter>;
};

/** One line of an invoice. */
export type SubscriptionInvoiceItem = {
  __typename?: 'SubscriptionInvoiceItem';
  /** What the line is for. */
  description: Scalars['String']['output'];
  /** The line's amount. */
  price: Money;
};

/** A page of subscription invoices. */
export type SubscriptionInvoicePage = Page & {
  __typename?: 'SubscriptionInvoicePage';
  /** The invoices on this page. */
  items: Array<SubscriptionInvoice>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A subscriptions job (`v2/subscriptions/jobs`): one billing, tax or payment run. */
export type SubscriptionJob = {
  __typename?: 'SubscriptionJob';
  /** When the job was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The kind of run. */
  jobType: SubscriptionJobType;
  /** How far the run has got. */
  status: SubscriptionJobStatus;
  /** When the job last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of subscriptions jobs. */
export type SubscriptionJobPage = Page & {
  __typename?: 'SubscriptionJobPage';
  /** The jobs on this page. */
  items: Array<SubscriptionJob>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating a subscriptions job. */
export type SubscriptionJobPayload = Payload & {
  __typename?: 'SubscriptionJobPayload';
  /** The job as created; null when the input was refused. */
  job?: Maybe<SubscriptionJob>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** How far a subscriptions job has got. */
export type SubscriptionJobStatus =
  /** Stopped on an error. */
  | 'FAILED'
  /** Waiting to start. */
  | 'PENDING'
  /** Running. */
  | 'STARTED'
  /** Finished. */
  | 'SUCCESS';

/** The kind of work a subscriptions job does (`job_type`). */
export type SubscriptionJobType =
  /** Creates the invoices of the billing periods that have started (`billing-run`). */
  | 'BILLING_RUN'
  /** Takes the payments of the outstanding invoices (`payment-run`). */
  | 'PAYMENT_RUN'
  /** Works out the tax of the invoices waiting for it (`tax-run`). */
  | 'TAX_RUN';

/** Which subscription products or plans to list (`eq`, `like`). */
export type SubscriptionNameFilter = {
  /** Conditions on the name. */
  name?: InputMaybe<TextFilter>;
};

/**
 * An offering (`v2/subscriptions/offerings`): products and the plans they can be bought on. A
 * subscription is always to one offering on one of its plans.
 */
export type SubscriptionOffering = {
  __typename?: 'SubscriptionOffering';
  /** When the offering was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the offering is. */
  description?: Maybe<Scalars['String']['output']>;
  /** A reference from another system; subscriptions may name the offering by it. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, at least 3 characters, for example `Coffee Club`. */
  name: Scalars['String']['output'];
  /** The plans the offering can be bought on, in the order they were attached. */
  plans: Array<SubscriptionPlan>;
  /** The products in the offering, in the order they were attached. */
  products: Array<SubscriptionProduct>;
  /** The id of the proration policy that charges plan changes mid-period; null when none is set. */
  prorationPolicyId?: Maybe<Scalars['ID']['output']>;
  /** When the offering was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Changes to an offering's own fields (products and plans change through attach and remove). */
export type SubscriptionOfferingInput = {
  /** What the offering is. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A page of offerings. */
export type SubscriptionOfferingPage = Page & {
  __typename?: 'SubscriptionOfferingPage';
  /** The offerings on this page. */
  items: Array<SubscriptionOffering>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of building or changing an offering, or of attaching or removing its products and plans. */
export type SubscriptionOfferingPayload = Payload & {
  __typename?: 'SubscriptionOfferingPayload';
  /** The offering as saved; null when the input was refused. */
  offering?: Maybe<SubscriptionOffering>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A payment taken for a subscription invoice. */
export type SubscriptionPayment = {
  __typename?: 'SubscriptionPayment';
  /** The amount paid. */
  amount?: Maybe<Money>;
  /** When the payment was taken. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The gateway's id of the payment. */
  externalPaymentId?: Maybe<Scalars['String']['output']>;
  /** Why the payment failed, when it did. */
  failureReason?: Maybe<Scalars['String']['output']>;
  /** The payment gateway, for example `elastic_path_payments_stripe`. */
  gateway?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** True while the gateway has not answered. */
  pending: Scalars['Boolean']['output'];
  /** True when the payment succeeded. */
  success: Scalars['Boolean']['output'];
};

/**
 * A subscription plan (`v2/subscriptions/plans`): a billing cycle, a length and what a subscriber
 * may do (pause, resume, cancel), with a discount on the offering's product prices.
 */
export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  /** The share of the products' price charged on this plan, 0 to 100 (95 is 5% off). */
  basePricePercentage?: Maybe<Scalars['Float']['output']>;
  /** How many units make one billing cycle (1 to 365). */
  billingFrequency: Scalars['Int']['output'];
  /** The unit of the billing cycle. */
  billingIntervalType: BillingInterval;
  /** True when a subscription on this plan may be canceled. */
  canCancel: Scalars['Boolean']['output'];
  /** True when a subscription on this plan may be paused. */
  canPause: Scalars['Boolean']['output'];
  /** True when a paused or canceled subscription on this plan may be resumed. */
  canResume: Scalars['Boolean']['output'];
  /** When the plan was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the plan is for. */
  description?: Maybe<Scalars['String']['output']>;
  /** What happens when the plan's length has run out. */
  endBehavior: PlanEndBehavior;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, at least 3 characters, for example `Monthly`. */
  name: Scalars['String']['output'];
  /** How many billing cycles the plan lasts (1 to 1000). */
  planLength: Scalars['Int']['output'];
  /** Free days before the first bill (0 to 365). */
  trialPeriod?: Maybe<Scalars['Int']['output']>;
  /** When the plan was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new plan, or changes to one (fields left out stay as they are). */
export type SubscriptionPlanInput = {
  /** The share of the products' price charged, 0 to 100. */
  basePricePercentage?: InputMaybe<Scalars['Float']['input']>;
  /** How many units make one billing cycle (1 to 365). Required on create. */
  billingFrequency?: InputMaybe<Scalars['Int']['input']>;
  /** The unit of the billing cycle. Required on create. */
  billingIntervalType?: InputMaybe<BillingInterval>;
  /** Whether subscriptions on the plan may be canceled. */
  canCancel?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether subscriptions on the plan may be paused. */
  canPause?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether subscriptions on the plan may be resumed. */
  canResume?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the plan is for. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** What happens when the plan's length has run out. Required on create. */
  endBehavior?: InputMaybe<PlanEndBehavior>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** How many billing cycles the plan lasts (1 to 1000). Required on create. */
  planLength?: InputMaybe<Scalars['Int']['input']>;
  /** Free days before the first bill (0 to 365). */
  trialPeriod?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of subscription plans. */
export type SubscriptionPlanPage = Page & {
  __typename?: 'SubscriptionPlanPage';
  /** The plans on this page. */
  items: Array<SubscriptionPlan>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a plan. */
export type SubscriptionPlanPayload = Payload & {
  __typename?: 'SubscriptionPlanPayload';
  /** The plan as saved; null when the input was refused. */
  plan?: Maybe<SubscriptionPlan>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** A price in one currency, in the currency's minor unit. */
export type SubscriptionPriceInput = {
  /** The amount in the currency's minor unit: `1800` is 18.00 USD. */
  amount: Scalars['MinorUnits']['input'];
  /** The ISO 4217 currency code, for example `USD`. */
  currency: Scalars['String']['input'];
  /** True when the amount already includes tax. */
  includesTax?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A product sold by subscription (`v2/subscriptions/products`): what the subscriber receives each
 * billing period, with its price per currency.
 */
export type SubscriptionProduct = {
  __typename?: 'SubscriptionProduct';
  /** What the subscriber receives. */
  description?: Maybe<Scalars['String']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, at least 3 characters, for example `Coffee of the Month`. */
  name: Scalars['String']['output'];
  /** The price per billing period in each currency, ordered by currency code. */
  price: Array<Money>;
  /** The stock keeping unit, for example `SUB-COFFEE`. */
  sku?: Maybe<Scalars['String']['output']>;
};

/** A new subscription product, or changes to one (fields left out stay as they are). */
export type SubscriptionProductInput = {
  /** What the subscriber receives. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The price per billing period in each currency. Required on create. */
  price?: InputMaybe<Array<SubscriptionPriceInput>>;
  /** The stock keeping unit. */
  sku?: InputMaybe<Scalars['String']['input']>;
};

/** A page of subscription products. */
export type SubscriptionProductPage = Page & {
  __typename?: 'SubscriptionProductPage';
  /** The products on this page. */
  items: Array<SubscriptionProduct>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a subscription product. */
export type SubscriptionProductPayload = Payload & {
  __typename?: 'SubscriptionProductPayload';
  /** The product as saved; null when the input was refused. */
  product?: Maybe<SubscriptionProduct>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/**
 * A schedule (`v2/subscriptions/schedules`): when the provider creates a job of one kind, as a
 * cron expression in a time zone.
 */
export type SubscriptionSchedule = {
  __typename?: 'SubscriptionSchedule';
  /** When the schedule was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference from another system. */
  externalRef?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The kind of job created each time. */
  jobType: SubscriptionJobType;
  /** The IANA time zone the expression is read in, for example `Europe/London`. */
  location: Scalars['String']['output'];
  /** The name, at least 3 characters, for example `Nightly billing run`. */
  name?: Maybe<Scalars['String']['output']>;
  /** A cron expression, for example `0 2 * * *` (every day at 02:00). */
  specification: Scalars['String']['output'];
  /** When the schedule was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new schedule, or changes to one (fields left out stay as they are). */
export type SubscriptionScheduleInput = {
  /** A reference from another system. */
  externalRef?: InputMaybe<Scalars['String']['input']>;
  /** The kind of job created each time. Required on create. */
  jobType?: InputMaybe<SubscriptionJobType>;
  /** The IANA time zone, for example `Europe/London`. Required on create. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The name, at least 3 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A cron expression, for example `0 2 * * *`. Required on create. */
  specification?: InputMaybe<Scalars['String']['input']>;
};

/** A page of schedules. */
export type SubscriptionSchedulePage = Page & {
  __typename?: 'SubscriptionSchedulePage';
  /** The schedules on this page. */
  items: Array<SubscriptionSchedule>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a schedule. */
export type SubscriptionSchedulePayload = Payload & {
  __typename?: 'SubscriptionSchedulePayload';
  /** The schedule as saved; null when the input was refused. */
  schedule?: Maybe<SubscriptionSchedule>;
  /** Problems with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Subscription billing settings. */
export type SubscriptionSettings = {
  __typename?: 'SubscriptionSettings';
  /** Days an invoice may stay unpaid, 0 to 90. */
  invoiceDueDays: Scalars['Int']['output'];
  /** The IANA time zone invoices are issued in, for example `Europe/Paris`. */
  timezone: Scalars['String']['output'];
};

/** Changes to the subscription settings; fields left out stay as they are. */
export type SubscriptionSettingsInput = {
  /** Days an invoice may stay unpaid, 0 to 90. */
  invoiceDueDays?: InputMaybe<Scalars['Int']['input']>;
  /** The IANA time zone invoices are issued in. */
  timezone?: InputMaybe<Scalars['String']['input']>;
};

/** The result of changing the subscription settings. */
export type SubscriptionSettingsPayload = Payload & {
  __typename?: 'SubscriptionSettingsPayload';
  /** The settings as saved; null when the change was refused. */
  settings?: Maybe<SubscriptionSettings>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Where a subscription is in its lifecycle. */
export type SubscriptionState =
  /** Billing and delivering. */
  | 'ACTIVE'
  /** Canceled; may be resumed if its plan allows it. */
  | 'CANCELED'
  /** Paused by the seller or the subscriber; not billed until resumed. */
  | 'PAUSED';

/** How a cart's tax is calculated. */
export type TaxCalculationMethod =
  /** Tax is calculated per line and the lines are added up. */
  | 'LINE'
  /** Tax is calculated once on the cart's total. */
  | 'SIMPLE';

/** Conditions on a text field. Several conditions on one field must all hold. */
export type TextFilter = {
  /** Exactly equal. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Equal to one of these values. */
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: the field has no value; false: it has one. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * A pattern where `*` matches any run of characters, case-insensitive. Without any `*` the value
   * matches anywhere in the field (`shirt` means `*shirt*`).
   */
  like?: InputMaybe<Scalars['String']['input']>;
};

/** A payment transaction of an order. */
export type Transaction = {
  __typename?: 'Transaction';
  /** What the seller can do with it now. */
  actions: Array<TransactionAction>;
  /** The amount. */
  amount: Money;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** A reference given when paying, for example a cheque number. */
  customReference?: Maybe<Scalars['String']['output']>;
  /** The payment gateway's slug, for example `manual`. */
  gateway: Scalars['String']['output'];
  /** The provider's id. */
  id: Scalars['ID']['output'];
  /** A name given when paying, for example the payer. */
  name?: Maybe<Scalars['String']['output']>;
  /** The order it belongs to. */
  orderId: Scalars['ID']['output'];
  /** The gateway's reference for the payment. */
  reference?: Maybe<Scalars['String']['output']>;
  /** How much of it can still be refunded (zero unless paid). */
  refundable: Money;
  /** How much of it was refunded. */
  refundedAmount: Money;
  /** Where it stands. */
  status: TransactionStatus;
  /** What the transaction is. */
  transactionType: TransactionType;
  /** When it last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What the seller can do with a transaction in its current state. */
export type TransactionAction =
  /** Cancel a pending or authorized transaction (not on the manual gateway). */
  | 'CANCEL'
  /** Capture an authorized amount. */
  | 'CAPTURE'
  /** Confirm a pending transaction. */
  | 'CONFIRM'
  /** Refund part or all of a paid amount. */
  | 'REFUND';

/** The result of a payment or a transaction action. */
export type TransactionPayload = Payload & {
  __typename?: 'TransactionPayload';
  /** The order after the change (its payment status follows its transactions); null when refused. */
  order?: Maybe<Order>;
  /** The transaction as stored; null when refused. */
  transaction?: Maybe<Transaction>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Where a payment transaction stands. */
export type TransactionStatus =
  /** Cancelled; it no longer counts. */
  | 'CANCELLED'
  /** Done at the gateway. */
  | 'COMPLETE'
  /** Waiting to be confirmed. */
  | 'PENDING'
  /** Fully refunded. */
  | 'REFUNDED';

/** What a payment transaction is. */
export type TransactionType =
  /** Money reserved at the gateway, to be captured later. */
  | 'AUTHORIZE'
  /** An authorization waiting for the gateway's confirmation. */
  | 'AUTHORIZE_SETUP'
  /** A captured authorization. */
  | 'CAPTURE'
  /** Money taken at once. */
  | 'PURCHASE'
  /** A purchase waiting for the gateway's confirmation. */
  | 'PURCHASE_SETUP';

/** Changes to a subscription (`SubscriptionUpdate`); fields left out stay as they are. */
export type UpdateSubscriptionInput = {
  /** Another plan of the subscription's offering to move the subscription to. */
  planId?: InputMaybe<Scalars['ID']['input']>;
};

/** A user of a realm (`user_authentication_info`); in the account realm, users are account members. */
export type UserAuthenticationInfo = {
  __typename?: 'UserAuthenticationInfo';
  /** When the user was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The user's email. */
  email?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The user's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** One of the user's credentials by id; null when there is none. */
  passwordProfileInfo?: Maybe<PasswordProfileInfo>;
  /** The user's username-and-password credentials, one per password profile, oldest first. */
  passwordProfileInfos: PasswordProfileInfoPage;
  /** The realm the user belongs to. */
  realmId: Scalars['ID']['output'];
  /** When the user was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The username the user signs in with. */
  username?: Maybe<Scalars['String']['output']>;
};


/** A user of a realm (`user_authentication_info`); in the account realm, users are account members. */
export type UserAuthenticationInfoPasswordProfileInfoArgs = {
  id: Scalars['ID']['input'];
};


/** A user of a realm (`user_authentication_info`); in the account realm, users are account members. */
export type UserAuthenticationInfoPasswordProfileInfosArgs = {
  page?: InputMaybe<PageInput>;
};

/** A new realm user. */
export type UserAuthenticationInfoCreateInput = {
  /** The user's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The username the user signs in with; required by the provider, and not blank. */
  username: Scalars['String']['input'];
};

/** Which realm users to list. All given conditions must hold. */
export type UserAuthenticationInfoFilter = {
  /** Conditions on the email (`eq`, `like`). */
  email?: InputMaybe<TextFilter>;
  /** Conditions on the name (`eq`, `like`). */
  name?: InputMaybe<TextFilter>;
  /** Conditions on the username (`eq`, `like`). */
  username?: InputMaybe<TextFilter>;
};

/** A page of realm users. */
export type UserAuthenticationInfoPage = Page & {
  __typename?: 'UserAuthenticationInfoPage';
  /** The users on this page. */
  items: Array<UserAuthenticationInfo>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or changing a realm user. */
export type UserAuthenticationInfoPayload = Payload & {
  __typename?: 'UserAuthenticationInfoPayload';
  /** The user as saved; null when the change was refused. */
  user?: Maybe<UserAuthenticationInfo>;
  /** Why the change was refused; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to a realm user; fields left out stay as they are, null clears a value. */
export type UserAuthenticationInfoUpdateInput = {
  /** The user's email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The username the user signs in with; it cannot be cleared (the provider requires one). */
  username?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A problem with a mutation's input that the seller can fix. Mutations return these instead of
 * failing, so that a form can show each next to its field.
 */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine-readable code; the seller's fix depends on it, the words are in `message`. */
  code?: Maybe<UserErrorCode>;
  /** Path to the offending input field, for example `["sku"]`; null when the error is about the whole input. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, in words fit to show the seller. */
  message: Scalars['String']['output'];
  /** When `retryable`, the seconds to wait before sending it again. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /**
   * For a write that did not run because of the provider or the gateway's pacing (RATE_LIMITED,
   * THROTTLED, UPSTREAM_UNAVAILABLE, UPSTREAM_TIMEOUT): true when sending it again is safe. False when
   * the write may have happened (OUTCOME_UNKNOWN: check first). Null for input errors.
   */
  retryable?: Maybe<Scalars['Boolean']['output']>;
};

/**
 * Why a mutation's input was refused; or, from RATE_LIMITED on, why the write failed on its own while
 * the other fields of the request ran: each mutation field answers for itself, so a batch of aliases
 * loses no result (see `UserError.retryable` and `retryAfterSeconds`).
 */
export type UserErrorCode =
  /** The value must be unique and another resource has it (the provider's 409). */
  | 'DUPLICATE'
  /** The gateway failed unexpectedly on this write; its outcome is not known. */
  | 'INTERNAL_SERVER_ERROR'
  /** The value is not acceptable (the provider's 400 or 422, or the gateway's own checks). */
  | 'INVALID'
  /** The email and password, or the client id and secret, do not match. */
  | 'INVALID_CREDENTIALS'
  /** The refresh token is unknown or has expired; sign in again. */
  | 'INVALID_REFRESH_TOKEN'
  /** The token of a signup or password reset link is unknown or has expired. */
  | 'INVALID_TOKEN'
  /** Something the input refers to does not exist (the provider's 404). */
  | 'NOT_FOUND'
  /** The write was sent but its answer was lost or late: it may or may not have happened; check before trying again. */
  | 'OUTCOME_UNKNOWN'
  /** The request reached its budget of provider calls (`GRAPHQL_MAX_PROVIDER_CALLS`) before this write. */
  | 'PROVIDER_CALL_BUDGET_EXCEEDED'
  /** The provider refused the call for its rate limit, after the gateway's retries. */
  | 'RATE_LIMITED'
  /** A value the mutation needs is missing. */
  | 'REQUIRED'
  /** The store's queue in the gateway was too long to wait in; the write was not sent. */
  | 'THROTTLED'
  /** A provider call passed its deadline before the write was sent, or on a read it needed; it was not applied. */
  | 'UPSTREAM_TIMEOUT'
  /** The provider failed or could not be reached; the write was not applied. */
  | 'UPSTREAM_UNAVAILABLE';

/**
 * A variation of the provider's Product Experience Manager (`pcm/variations`), such as `Size` or
 * `Colour`: a set of options that, attached to a product, lets the provider build one child product
 * per combination of options.
 */
export type Variation = {
  __typename?: 'Variation';
  /** When the variation was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** The name, unique in the store, for example `Size`. */
  name: Scalars['String']['output'];
  /** The options, highest sort order first, then alphabetically. */
  options: Array<VariationOption>;
  /** Orders variations in a product's variation matrix: the highest comes first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** When the variation was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A new variation. */
export type VariationCreateInput = {
  /** The name, unique in the store. */
  name: Scalars['String']['input'];
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What a child product built with an option gets instead of its parent's value: for example
 * `NAME_APPEND` with value ` Large`, or `SKU_BUILDER` replacing `seek` (`{SIZE}`) with `set` (`L`).
 */
export type VariationModifier = {
  __typename?: 'VariationModifier';
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** For `SKU_BUILDER` and `SLUG_BUILDER`: the text of the parent's sku or slug to replace, e.g. `{SIZE}`. */
  seek?: Maybe<Scalars['String']['output']>;
  /** For `SKU_BUILDER` and `SLUG_BUILDER`: what replaces `seek`. */
  set?: Maybe<Scalars['String']['output']>;
  /** What the modifier changes and how. */
  type: VariationModifierType;
  /** The text used by every type except the builders. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A modifier: `value` for most types, `seek` and `set` for the builders. */
export type VariationModifierInput = {
  /** For builders: the text to replace. */
  seek?: InputMaybe<Scalars['String']['input']>;
  /** For builders: what replaces `seek`. */
  set?: InputMaybe<Scalars['String']['input']>;
  /** What the modifier changes and how; an option has at most one modifier of each type. */
  type: VariationModifierType;
  /** The text for every type except the builders. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** The result of creating or updating a modifier. */
export type VariationModifierPayload = Payload & {
  __typename?: 'VariationModifierPayload';
  /** The modifier as stored, when the mutation succeeded. */
  modifier?: Maybe<VariationModifier>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** The provider's modifier types. */
export type VariationModifierType =
  /** Sets the commodity type (`physical` or `digital`). */
  | 'COMMODITY_TYPE'
  /** Appends to the description. */
  | 'DESCRIPTION_APPEND'
  /** Replaces the description. */
  | 'DESCRIPTION_EQUALS'
  /** Prepends to the description. */
  | 'DESCRIPTION_PREPEND'
  /** Appends to the name. */
  | 'NAME_APPEND'
  /** Replaces the name. */
  | 'NAME_EQUALS'
  /** Prepends to the name. */
  | 'NAME_PREPEND'
  /** Names a price modifier of price books to apply to the child. */
  | 'PRICE'
  /** Lowers the child's price. */
  | 'PRICE_DECREMENT'
  /** Sets the child's price. */
  | 'PRICE_EQUALS'
  /** Raises the child's price. */
  | 'PRICE_INCREMENT'
  /** Appends to the sku. */
  | 'SKU_APPEND'
  /** Replaces `seek` in the sku with `set`. */
  | 'SKU_BUILDER'
  /** Replaces the sku. */
  | 'SKU_EQUALS'
  /** Prepends to the sku. */
  | 'SKU_PREPEND'
  /** Appends to the slug. */
  | 'SLUG_APPEND'
  /** Replaces `seek` in the slug with `set`. */
  | 'SLUG_BUILDER'
  /** Prepends to the slug. */
  | 'SLUG_PREPEND'
  /** Sets the status (`draft` or `live`). */
  | 'STATUS';

/** One option of a variation, such as `Large` for `Size`. */
export type VariationOption = {
  __typename?: 'VariationOption';
  /** A description of the option. */
  description?: Maybe<Scalars['String']['output']>;
  /** The provider's id (a UUID). */
  id: Scalars['ID']['output'];
  /** How choosing this option changes a child product's name, sku, slug and other attributes. */
  modifiers: Array<VariationModifier>;
  /** The name, unique within its variation. */
  name: Scalars['String']['output'];
  /** Orders the options of a variation: the highest comes first. */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** The id of the variation the option belongs to. */
  variationId: Scalars['ID']['output'];
};

/** A new option. */
export type VariationOptionCreateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name: Scalars['String']['input'];
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of a variation's options. */
export type VariationOptionPage = Page & {
  __typename?: 'VariationOptionPage';
  /** The options on this page. */
  items: Array<VariationOption>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating an option. */
export type VariationOptionPayload = Payload & {
  __typename?: 'VariationOptionPayload';
  /** The option as stored, when the mutation succeeded. */
  option?: Maybe<VariationOption>;
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
};

/** Changes to an option; fields left out stay as they are, optional fields set to null are cleared. */
export type VariationOptionUpdateInput = {
  /** A description of the option. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The name, unique within the variation. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders options: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of variations. */
export type VariationPage = Page & {
  __typename?: 'VariationPage';
  /** The variations on this page. */
  items: Array<Variation>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of creating or updating a variation. */
export type VariationPayload = Payload & {
  __typename?: 'VariationPayload';
  /** What is wrong with the input; empty on success. */
  userErrors: Array<UserError>;
  /** The variation as stored, when the mutation succeeded. */
  variation?: Maybe<Variation>;
};

/** Changes to a variation; fields left out stay as they are, a sort order set to null is removed. */
export type VariationUpdateInput = {
  /** The name, unique in the store. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Orders variations: the highest comes first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Page:
    | ( Omit<AccountMemberPage, 'items'> & { items: Array<_RefType['AccountMember']> } )
    | ( Omit<AccountMembershipPage, 'items'> & { items: Array<_RefType['AccountMembership']> } )
    | ( Omit<AccountPage, 'items'> & { items: Array<_RefType['Account']> } )
    | ( Omit<AccountTagPage, 'items'> & { items: Array<_RefType['AccountTag']> } )
    | ( Omit<AddressPage, 'items'> & { items: Array<_RefType['Address']> } )
    | ( Omit<ApplicationKeyPage, 'items'> & { items: Array<_RefType['ApplicationKey']> } )
    | ( Omit<BrandPage, 'items'> & { items: Array<_RefType['Brand']> } )
    | ( Omit<CartPage, 'items'> & { items: Array<_RefType['Cart']> } )
    | ( Omit<CatalogPage, 'items'> & { items: Array<_RefType['Catalog']> } )
    | ( Omit<CatalogReleasePage, 'items'> & { items: Array<_RefType['CatalogRelease']> } )
    | ( Omit<CatalogReleaseProductPage, 'items'> & { items: Array<_RefType['CatalogReleaseProduct']> } )
    | ( Omit<CatalogRulePage, 'items'> & { items: Array<_RefType['CatalogRule']> } )
    | ( Omit<CatalogViewHierarchyPage, 'items'> & { items: Array<_RefType['CatalogViewHierarchy']> } )
    | ( Omit<CatalogViewNodePage, 'items'> & { items: Array<_RefType['CatalogViewNode']> } )
    | ( Omit<CatalogViewProductPage, 'items'> & { items: Array<_RefType['CatalogViewProduct']> } )
    | ( Omit<CategoryPage, 'items'> & { items: Array<_RefType['Category']> } )
    | ( Omit<CollectionPage, 'items'> & { items: Array<_RefType['Collection']> } )
    | ( Omit<CurrencyPage, 'items'> & { items: Array<_RefType['Currency']> } )
    | ( Omit<CustomApiEntryPage, 'items'> & { items: Array<_RefType['CustomApiEntry']> } )
    | ( Omit<CustomApiPage, 'items'> & { items: Array<_RefType['CustomApi']> } )
    | ( Omit<CustomApiRolePolicyPage, 'items'> & { items: Array<_RefType['CustomApiRolePolicy']> } )
    | ( Omit<CustomFieldPage, 'items'> & { items: Array<_RefType['CustomField']> } )
    | ( Omit<CustomRelationshipPage, 'items'> & { items: Array<_RefType['CustomRelationship']> } )
    | ( Omit<CustomerPage, 'items'> & { items: Array<_RefType['Customer']> } )
    | ( Omit<CustomerSubscriptionPage, 'items'> & { items: Array<_RefType['CustomerSubscription']> } )
    | ( Omit<DunningRulePage, 'items'> & { items: Array<_RefType['DunningRule']> } )
    | ( Omit<ErasureRequestPage, 'items'> & { items: Array<_RefType['ErasureRequest']> } )
    | ( Omit<FilePage, 'items'> & { items: Array<_RefType['File']> } )
    | ( Omit<FlowEntryPage, 'items'> & { items: Array<_RefType['FlowEntry']> } )
    | ( Omit<FlowFieldPage, 'items'> & { items: Array<_RefType['FlowField']> } )
    | ( Omit<FlowPage, 'items'> & { items: Array<_RefType['Flow']> } )
    | ( Omit<HierarchyNodePage, 'items'> & { items: Array<_RefType['HierarchyNode']> } )
    | ( Omit<HierarchyPage, 'items'> & { items: Array<_RefType['Hierarchy']> } )
    | ( Omit<IntegrationJobPage, 'items'> & { items: Array<_RefType['IntegrationJob']> } )
    | ( Omit<IntegrationLogPage, 'items'> & { items: Array<_RefType['IntegrationLog']> } )
    | ( Omit<IntegrationPage, 'items'> & { items: Array<_RefType['Integration']> } )
    | ( Omit<InventoryLocationPage, 'items'> & { items: Array<_RefType['InventoryLocation']> } )
    | ( JobErrorPage )
    | ( Omit<JobPage, 'items'> & { items: Array<_RefType['Job']> } )
    | ( Omit<LegacyVariationPage, 'items'> & { items: Array<_RefType['LegacyVariation']> } )
    | ( Omit<OidcProfilePage, 'items'> & { items: Array<_RefType['OidcProfile']> } )
    | ( Omit<OrderPage, 'items'> & { items: Array<_RefType['Order']> } )
    | ( PasswordProfileInfoPage )
    | ( Omit<PasswordProfilePage, 'items'> & { items: Array<_RefType['PasswordProfile']> } )
    | ( Omit<PersonalDataLogPage, 'items'> & { items: Array<_RefType['PersonalDataLogEntry']> } )
    | ( Omit<PriceBookPage, 'items'> & { items: Array<_RefType['PriceBook']> } )
    | ( Omit<PriceModifierPage, 'items'> & { items: Array<_RefType['PriceModifier']> } )
    | ( Omit<ProductPage, 'items'> & { items: Array<_RefType['Product']> } )
    | ( Omit<ProductPricePage, 'items'> & { items: Array<_RefType['ProductPrice']> } )
    | ( Omit<PromotionCodePage, 'items'> & { items: Array<_RefType['PromotionCode']> } )
    | ( Omit<PromotionHistoryPage, 'items'> & { items: Array<_RefType['PromotionHistoryEntry']> } )
    | ( Omit<PromotionJobPage, 'items'> & { items: Array<_RefType['PromotionJob']> } )
    | ( Omit<PromotionPage, 'items'> & { items: Array<_RefType['Promotion']> } )
    | ( Omit<ProrationPolicyPage, 'items'> & { items: Array<_RefType['ProrationPolicy']> } )
    | ( Omit<RealmPage, 'items'> & { items: Array<_RefType['Realm']> } )
    | ( Omit<RelatedDataEntryPage, 'items'> & { items: Array<_RefType['RelatedDataEntry']> } )
    | ( Omit<RulePromotionPage, 'items'> & { items: Array<_RefType['RulePromotion']> } )
    | ( Omit<StockPage, 'items'> & { items: Array<_RefType['Stock']> } )
    | ( Omit<StockTransactionPage, 'items'> & { items: Array<_RefType['StockTransaction']> } )
    | ( Omit<StorePage, 'items'> & { items: Array<_RefType['Store']> } )
    | ( Omit<SubscriberPage, 'items'> & { items: Array<_RefType['Subscriber']> } )
    | ( Omit<SubscriptionInvoicePage, 'items'> & { items: Array<_RefType['SubscriptionInvoice']> } )
    | ( SubscriptionJobPage )
    | ( Omit<SubscriptionOfferingPage, 'items'> & { items: Array<_RefType['SubscriptionOffering']> } )
    | ( Omit<SubscriptionPlanPage, 'items'> & { items: Array<_RefType['SubscriptionPlan']> } )
    | ( Omit<SubscriptionProductPage, 'items'> & { items: Array<_RefType['SubscriptionProduct']> } )
    | ( SubscriptionSchedulePage )
    | ( Omit<UserAuthenticationInfoPage, 'items'> & { items: Array<_RefType['UserAuthenticationInfo']> } )
    | ( Omit<VariationOptionPage, 'items'> & { items: Array<_RefType['VariationOption']> } )
    | ( Omit<VariationPage, 'items'> & { items: Array<_RefType['Variation']> } )
  ;
  Payload:
    | ( Omit<AccountAuthenticationSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['AccountAuthenticationSettings']> } )
    | ( AccountMemberTokensPayload )
    | ( Omit<AccountMembershipPayload, 'membership'> & { membership?: Maybe<_RefType['AccountMembership']> } )
    | ( Omit<AccountMembershipSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['AccountMembershipSettings']> } )
    | ( Omit<AccountPayload, 'account'> & { account?: Maybe<_RefType['Account']> } )
    | ( Omit<AccountTagPayload, 'tag'> & { tag?: Maybe<_RefType['AccountTag']> } )
    | ( Omit<AddressPayload, 'address'> & { address?: Maybe<_RefType['Address']> } )
    | ( Omit<AnonymizeOrdersPayload, 'orders'> & { orders: Array<_RefType['Order']> } )
    | ( ApiKeySignInPayload )
    | ( Omit<ApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<_RefType['ApplicationKey']> } )
    | ( Omit<BrandPayload, 'brand'> & { brand?: Maybe<_RefType['Brand']> } )
    | ( Omit<CartPayload, 'cart'> & { cart?: Maybe<_RefType['Cart']> } )
    | ( Omit<CartSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['CartSettings']> } )
    | ( Omit<CatalogPayload, 'catalog'> & { catalog?: Maybe<_RefType['Catalog']> } )
    | ( Omit<CatalogReleasePayload, 'release'> & { release?: Maybe<_RefType['CatalogRelease']> } )
    | ( Omit<CatalogRulePayload, 'rule'> & { rule?: Maybe<_RefType['CatalogRule']> } )
    | ( Omit<CategoryPayload, 'category'> & { category?: Maybe<_RefType['Category']> } )
    | ( Omit<CheckoutPayload, 'order'> & { order?: Maybe<_RefType['Order']> } )
    | ( Omit<CollectionPayload, 'collection'> & { collection?: Maybe<_RefType['Collection']> } )
    | ( Omit<ConfigureProductPayload, 'product'> & { product?: Maybe<_RefType['CatalogViewProduct']> } )
    | ( Omit<CreateApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<_RefType['ApplicationKey']> } )
    | ( Omit<CurrencyPayload, 'currency'> & { currency?: Maybe<_RefType['Currency']> } )
    | ( Omit<CustomApiEntryPayload, 'entry'> & { entry?: Maybe<_RefType['CustomApiEntry']> } )
    | ( Omit<CustomApiPayload, 'customApi'> & { customApi?: Maybe<_RefType['CustomApi']> } )
    | ( Omit<CustomApiRolePolicyPayload, 'rolePolicy'> & { rolePolicy?: Maybe<_RefType['CustomApiRolePolicy']> } )
    | ( Omit<CustomFieldPayload, 'field'> & { field?: Maybe<_RefType['CustomField']> } )
    | ( CustomRelationshipDeletePayload )
    | ( Omit<CustomRelationshipPayload, 'customRelationship'> & { customRelationship?: Maybe<_RefType['CustomRelationship']> } )
    | ( Omit<CustomerPayload, 'customer'> & { customer?: Maybe<_RefType['Customer']> } )
    | ( Omit<CustomerSubscriptionPayload, 'subscription'> & { subscription?: Maybe<_RefType['CustomerSubscription']> } )
    | ( CustomerTokenPayload )
    | ( DeleteAccountMembershipPayload )
    | ( DeleteAccountPayload )
    | ( DeleteAccountTagPayload )
    | ( DeleteAddressPayload )
    | ( DeleteApplicationKeyPayload )
    | ( DeleteCartPayload )
    | ( DeleteCatalogPayload )
    | ( DeleteCatalogReleasePayload )
    | ( DeleteCatalogReleasesPayload )
    | ( DeleteCatalogRulePayload )
    | ( DeleteCustomApiResourcePayload )
    | ( DeleteCustomerPayload )
    | ( DeleteFilePayload )
    | ( DeleteFlowResourcePayload )
    | ( DeleteHierarchyNodePayload )
    | ( DeleteHierarchyPayload )
    | ( DeleteIntegrationPayload )
    | ( DeleteInventoryLocationPayload )
    | ( DeleteLegacyCataloguePayload )
    | ( Omit<DeleteLegacyVariationPayload, 'variation'> & { variation?: Maybe<_RefType['LegacyVariation']> } )
    | ( DeletePriceBookPayload )
    | ( DeletePriceModifierPayload )
    | ( DeleteProductPayload )
    | ( DeleteProductPricePayload )
    | ( DeletePromotionPayload )
    | ( DeleteRealmProfilePayload )
    | ( DeleteStockPayload )
    | ( DeleteVariationPayload )
    | ( Omit<DunningRulePayload, 'dunningRule'> & { dunningRule?: Maybe<_RefType['DunningRule']> } )
    | ( Omit<ErasureRequestPayload, 'erasureRequest'> & { erasureRequest?: Maybe<_RefType['ErasureRequest']> } )
    | ( Omit<FilePayload, 'file'> & { file?: Maybe<_RefType['File']> } )
    | ( Omit<FlowEntryPayload, 'entry'> & { entry?: Maybe<_RefType['FlowEntry']> } )
    | ( FlowEntryRelationshipsPayload )
    | ( Omit<FlowFieldPayload, 'field'> & { field?: Maybe<_RefType['FlowField']> } )
    | ( Omit<FlowPayload, 'flow'> & { flow?: Maybe<_RefType['Flow']> } )
    | ( Omit<HierarchyNodePayload, 'node'> & { node?: Maybe<_RefType['HierarchyNode']> } )
    | ( Omit<HierarchyPayload, 'hierarchy'> & { hierarchy?: Maybe<_RefType['Hierarchy']> } )
    | ( Omit<IntegrationPayload, 'integration'> & { integration?: Maybe<_RefType['Integration']> } )
    | ( Omit<InventoryLocationPayload, 'location'> & { location?: Maybe<_RefType['InventoryLocation']> } )
    | ( Omit<JobPayload, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( Omit<LegacyProductModifierPayload, 'modifier' | 'variation'> & { modifier?: Maybe<_RefType['LegacyProductModifier']>, variation?: Maybe<_RefType['LegacyVariation']> } )
    | ( Omit<LegacyVariationOptionPayload, 'option' | 'variation'> & { option?: Maybe<_RefType['LegacyVariationOption']>, variation?: Maybe<_RefType['LegacyVariation']> } )
    | ( Omit<LegacyVariationPayload, 'variation'> & { variation?: Maybe<_RefType['LegacyVariation']> } )
    | ( Omit<LogsTtlSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['LogsTtlSettings']> } )
    | ( MerchantRealmMappingPayload )
    | ( Omit<OidcProfilePayload, 'oidcProfile'> & { oidcProfile?: Maybe<_RefType['OidcProfile']> } )
    | ( OneTimePasswordRequestPayload )
    | ( Omit<OrderPayload, 'order'> & { order?: Maybe<_RefType['Order']> } )
    | ( PasswordProfileInfoPayload )
    | ( Omit<PasswordProfilePayload, 'passwordProfile'> & { passwordProfile?: Maybe<_RefType['PasswordProfile']> } )
    | ( PasswordResetRequestPayload )
    | ( PaymentGatewayOnboardingLinkPayload )
    | ( PaymentGatewayPayload )
    | ( Omit<PriceBookPayload, 'priceBook'> & { priceBook?: Maybe<_RefType['PriceBook']> } )
    | ( Omit<PriceModifierPayload, 'modifier'> & { modifier?: Maybe<_RefType['PriceModifier']> } )
    | ( Omit<ProductCustomRelationshipsPayload, 'product'> & { product?: Maybe<_RefType['Product']> } )
    | ( Omit<ProductFilesPayload, 'product'> & { product?: Maybe<_RefType['Product']> } )
    | ( Omit<ProductMainImagePayload, 'product'> & { product?: Maybe<_RefType['Product']> } )
    | ( Omit<ProductNodesPayload, 'product'> & { product?: Maybe<_RefType['Product']> } )
    | ( Omit<ProductPayload, 'product'> & { product?: Maybe<_RefType['Product']> } )
    | ( Omit<ProductPricePayload, 'price'> & { price?: Maybe<_RefType['ProductPrice']> } )
    | ( Omit<ProductTemplateValuesPayload, 'template'> & { template?: Maybe<_RefType['ProductTemplate']> } )
    | ( Omit<ProductTemplatesPayload, 'templates'> & { templates: Array<_RefType['ProductTemplate']> } )
    | ( Omit<PromotionCodesPayload, 'codes'> & { codes: Array<_RefType['PromotionCode']> } )
    | ( Omit<PromotionJobPayload, 'job'> & { job?: Maybe<_RefType['PromotionJob']> } )
    | ( Omit<PromotionPayload, 'promotion'> & { promotion?: Maybe<_RefType['Promotion']> } )
    | ( Omit<ProrationPolicyPayload, 'prorationPolicy'> & { prorationPolicy?: Maybe<_RefType['ProrationPolicy']> } )
    | ( Omit<RealmPayload, 'realm'> & { realm?: Maybe<_RefType['Realm']> } )
    | ( RefreshSessionPayload )
    | ( ResetPasswordPayload )
    | ( Omit<RulePromotionPayload, 'rulePromotion'> & { rulePromotion?: Maybe<_RefType['RulePromotion']> } )
    | ( SignInPayload )
    | ( SignUpPayload )
    | ( Omit<SortHierarchyNodeChildrenPayload, 'children'> & { children?: Maybe<Array<_RefType['HierarchyNode']>> } )
    | ( SsoProfilePayload )
    | ( Omit<StockPayload, 'stock'> & { stock?: Maybe<_RefType['Stock']> } )
    | ( Omit<StockTransactionPayload, 'stock' | 'transaction'> & { stock?: Maybe<_RefType['Stock']>, transaction?: Maybe<_RefType['StockTransaction']> } )
    | ( Omit<StorePayload, 'store'> & { store?: Maybe<_RefType['Store']> } )
    | ( Omit<StoreSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['StoreSettings']> } )
    | ( StripeCustomerPayload )
    | ( StripeInvoicePayload )
    | ( Omit<SubscriberPayload, 'subscriber'> & { subscriber?: Maybe<_RefType['Subscriber']> } )
    | ( SubscriptionDeletePayload )
    | ( SubscriptionJobPayload )
    | ( Omit<SubscriptionOfferingPayload, 'offering'> & { offering?: Maybe<_RefType['SubscriptionOffering']> } )
    | ( Omit<SubscriptionPlanPayload, 'plan'> & { plan?: Maybe<_RefType['SubscriptionPlan']> } )
    | ( Omit<SubscriptionProductPayload, 'product'> & { product?: Maybe<_RefType['SubscriptionProduct']> } )
    | ( SubscriptionSchedulePayload )
    | ( Omit<SubscriptionSettingsPayload, 'settings'> & { settings?: Maybe<_RefType['SubscriptionSettings']> } )
    | ( Omit<TransactionPayload, 'order' | 'transaction'> & { order?: Maybe<_RefType['Order']>, transaction?: Maybe<_RefType['Transaction']> } )
    | ( Omit<UserAuthenticationInfoPayload, 'user'> & { user?: Maybe<_RefType['UserAuthenticationInfo']> } )
    | ( Omit<VariationModifierPayload, 'modifier'> & { modifier?: Maybe<_RefType['VariationModifier']> } )
    | ( Omit<VariationOptionPayload, 'option'> & { option?: Maybe<_RefType['VariationOption']> } )
    | ( Omit<VariationPayload, 'variation'> & { variation?: Maybe<_RefType['Variation']> } )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountModel>;
  AccountAuthenticationSettings: ResolverTypeWrapper<SettingsSectionModel>;
  AccountAuthenticationSettingsInput: AccountAuthenticationSettingsInput;
  AccountAuthenticationSettingsPayload: ResolverTypeWrapper<Omit<AccountAuthenticationSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['AccountAuthenticationSettings']> }>;
  AccountCreateInput: AccountCreateInput;
  AccountFilter: AccountFilter;
  AccountMember: ResolverTypeWrapper<AccountMemberModel>;
  AccountMemberFilter: AccountMemberFilter;
  AccountMemberPage: ResolverTypeWrapper<Omit<AccountMemberPage, 'items'> & { items: Array<ResolversTypes['AccountMember']> }>;
  AccountMemberSelfManagement: AccountMemberSelfManagement;
  AccountMemberToken: ResolverTypeWrapper<AccountMemberToken>;
  AccountMemberTokenInput: AccountMemberTokenInput;
  AccountMemberTokensPayload: ResolverTypeWrapper<AccountMemberTokensPayload>;
  AccountMembership: ResolverTypeWrapper<AccountMembershipModel>;
  AccountMembershipPage: ResolverTypeWrapper<Omit<AccountMembershipPage, 'items'> & { items: Array<ResolversTypes['AccountMembership']> }>;
  AccountMembershipPayload: ResolverTypeWrapper<Omit<AccountMembershipPayload, 'membership'> & { membership?: Maybe<ResolversTypes['AccountMembership']> }>;
  AccountMembershipSettings: ResolverTypeWrapper<SettingsSectionModel>;
  AccountMembershipSettingsInput: AccountMembershipSettingsInput;
  AccountMembershipSettingsPayload: ResolverTypeWrapper<Omit<AccountMembershipSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['AccountMembershipSettings']> }>;
  AccountPage: ResolverTypeWrapper<Omit<AccountPage, 'items'> & { items: Array<ResolversTypes['Account']> }>;
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  AccountSort: AccountSort;
  AccountSortField: AccountSortField;
  AccountTag: ResolverTypeWrapper<AccountTagModel>;
  AccountTagCreateInput: AccountTagCreateInput;
  AccountTagFilter: AccountTagFilter;
  AccountTagPage: ResolverTypeWrapper<Omit<AccountTagPage, 'items'> & { items: Array<ResolversTypes['AccountTag']> }>;
  AccountTagPayload: ResolverTypeWrapper<Omit<AccountTagPayload, 'tag'> & { tag?: Maybe<ResolversTypes['AccountTag']> }>;
  AccountTagUpdateInput: AccountTagUpdateInput;
  AccountUpdateInput: AccountUpdateInput;
  Address: ResolverTypeWrapper<AddressModel>;
  AddressCreateInput: AddressCreateInput;
  AddressPage: ResolverTypeWrapper<Omit<AddressPage, 'items'> & { items: Array<ResolversTypes['Address']> }>;
  AddressPayload: ResolverTypeWrapper<Omit<AddressPayload, 'address'> & { address?: Maybe<ResolversTypes['Address']> }>;
  AddressUpdateInput: AddressUpdateInput;
  AnonymizeOrdersPayload: ResolverTypeWrapper<Omit<AnonymizeOrdersPayload, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  ApiKeySignInPayload: ResolverTypeWrapper<ApiKeySignInPayload>;
  ApiKeyToken: ResolverTypeWrapper<ApiKeyToken>;
  ApplicationKey: ResolverTypeWrapper<ApplicationKeyModel>;
  ApplicationKeyCreateInput: ApplicationKeyCreateInput;
  ApplicationKeyPage: ResolverTypeWrapper<Omit<ApplicationKeyPage, 'items'> & { items: Array<ResolversTypes['ApplicationKey']> }>;
  ApplicationKeyPayload: ResolverTypeWrapper<Omit<ApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<ResolversTypes['ApplicationKey']> }>;
  ApplicationKeyUpdateInput: ApplicationKeyUpdateInput;
  BillingInterval: BillingInterval;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<LegacyCatalogueEntryModel>;
  BrandPage: ResolverTypeWrapper<Omit<BrandPage, 'items'> & { items: Array<ResolversTypes['Brand']> }>;
  BrandPayload: ResolverTypeWrapper<Omit<BrandPayload, 'brand'> & { brand?: Maybe<ResolversTypes['Brand']> }>;
  BuildOfferingInput: BuildOfferingInput;
  BuiltInRole: ResolverTypeWrapper<BuiltInRoleModel>;
  Cart: ResolverTypeWrapper<CartModel>;
  CartCreateInput: CartCreateInput;
  CartCustomDiscount: ResolverTypeWrapper<CartCustomDiscount>;
  CartCustomDiscountInput: CartCustomDiscountInput;
  CartCustomItemInput: CartCustomItemInput;
  CartFilter: CartFilter;
  CartItem: ResolverTypeWrapper<CartItemModel>;
  CartItemQuantityInput: CartItemQuantityInput;
  CartItemType: CartItemType;
  CartLineDiscount: ResolverTypeWrapper<CartLineDiscount>;
  CartLineTaxInput: CartLineTaxInput;
  CartPage: ResolverTypeWrapper<Omit<CartPage, 'items'> & { items: Array<ResolversTypes['Cart']> }>;
  CartPayload: ResolverTypeWrapper<Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CartPrice: ResolverTypeWrapper<CartPrice>;
  CartProductItemInput: CartProductItemInput;
  CartPromotion: ResolverTypeWrapper<CartPromotion>;
  CartSettings: ResolverTypeWrapper<SettingsSectionModel>;
  CartSettingsInput: CartSettingsInput;
  CartSettingsPayload: ResolverTypeWrapper<Omit<CartSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['CartSettings']> }>;
  CartShippingGroup: ResolverTypeWrapper<CartShippingGroup>;
  CartShippingGroupInput: CartShippingGroupInput;
  CartShippingPrice: ResolverTypeWrapper<CartShippingPrice>;
  CartSort: CartSort;
  CartSortField: CartSortField;
  CartTaxInput: CartTaxInput;
  CartTaxItem: ResolverTypeWrapper<CartTaxItem>;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  CartUpdateInput: CartUpdateInput;
  Catalog: ResolverTypeWrapper<CatalogModel>;
  CatalogBreadcrumb: ResolverTypeWrapper<CatalogBreadcrumb>;
  CatalogCreateInput: CatalogCreateInput;
  CatalogDisplayPrice: ResolverTypeWrapper<CatalogDisplayPrice>;
  CatalogFilter: CatalogFilter;
  CatalogPage: ResolverTypeWrapper<Omit<CatalogPage, 'items'> & { items: Array<ResolversTypes['Catalog']> }>;
  CatalogPayload: ResolverTypeWrapper<Omit<CatalogPayload, 'catalog'> & { catalog?: Maybe<ResolversTypes['Catalog']> }>;
  CatalogPriceBook: ResolverTypeWrapper<Omit<CatalogPriceBook, 'priceBook'> & { priceBook?: Maybe<ResolversTypes['PriceBook']> }>;
  CatalogPriceBookInput: CatalogPriceBookInput;
  CatalogProductKind: CatalogProductKind;
  CatalogRelease: ResolverTypeWrapper<CatalogReleaseModel>;
  CatalogReleaseHierarchy: ResolverTypeWrapper<CatalogReleaseHierarchy>;
  CatalogReleasePage: ResolverTypeWrapper<Omit<CatalogReleasePage, 'items'> & { items: Array<ResolversTypes['CatalogRelease']> }>;
  CatalogReleasePayload: ResolverTypeWrapper<Omit<CatalogReleasePayload, 'release'> & { release?: Maybe<ResolversTypes['CatalogRelease']> }>;
  CatalogReleaseProduct: ResolverTypeWrapper<CatalogReleaseProductModel>;
  CatalogReleaseProductPage: ResolverTypeWrapper<Omit<CatalogReleaseProductPage, 'items'> & { items: Array<ResolversTypes['CatalogReleaseProduct']> }>;
  CatalogReleaseStatus: CatalogReleaseStatus;
  CatalogRule: ResolverTypeWrapper<CatalogRuleModel>;
  CatalogRuleCreateInput: CatalogRuleCreateInput;
  CatalogRulePage: ResolverTypeWrapper<Omit<CatalogRulePage, 'items'> & { items: Array<ResolversTypes['CatalogRule']> }>;
  CatalogRulePayload: ResolverTypeWrapper<Omit<CatalogRulePayload, 'rule'> & { rule?: Maybe<ResolversTypes['CatalogRule']> }>;
  CatalogRuleSchedule: ResolverTypeWrapper<CatalogRuleSchedule>;
  CatalogRuleScheduleInput: CatalogRuleScheduleInput;
  CatalogRuleUpdateInput: CatalogRuleUpdateInput;
  CatalogSelectedOption: ResolverTypeWrapper<CatalogSelectedOption>;
  CatalogSort: CatalogSort;
  CatalogSortField: CatalogSortField;
  CatalogUpdateInput: CatalogUpdateInput;
  CatalogVariation: ResolverTypeWrapper<CatalogVariation>;
  CatalogVariationOption: ResolverTypeWrapper<CatalogVariationOption>;
  CatalogView: ResolverTypeWrapper<CatalogViewModel>;
  CatalogViewHierarchy: ResolverTypeWrapper<CatalogViewHierarchyModel>;
  CatalogViewHierarchyPage: ResolverTypeWrapper<Omit<CatalogViewHierarchyPage, 'items'> & { items: Array<ResolversTypes['CatalogViewHierarchy']> }>;
  CatalogViewNode: ResolverTypeWrapper<CatalogViewNodeModel>;
  CatalogViewNodePage: ResolverTypeWrapper<Omit<CatalogViewNodePage, 'items'> & { items: Array<ResolversTypes['CatalogViewNode']> }>;
  CatalogViewProduct: ResolverTypeWrapper<CatalogViewProductModel>;
  CatalogViewProductPage: ResolverTypeWrapper<Omit<CatalogViewProductPage, 'items'> & { items: Array<ResolversTypes['CatalogViewProduct']> }>;
  CatalogueEntryCreateInput: CatalogueEntryCreateInput;
  CatalogueEntryUpdateInput: CatalogueEntryUpdateInput;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryCreateInput: CategoryCreateInput;
  CategoryPage: ResolverTypeWrapper<Omit<CategoryPage, 'items'> & { items: Array<ResolversTypes['Category']> }>;
  CategoryPayload: ResolverTypeWrapper<Omit<CategoryPayload, 'category'> & { category?: Maybe<ResolversTypes['Category']> }>;
  CategoryUpdateInput: CategoryUpdateInput;
  CheckoutAccountInput: CheckoutAccountInput;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutCustomerInput: CheckoutCustomerInput;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: ResolverTypeWrapper<Omit<CheckoutPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  Collection: ResolverTypeWrapper<LegacyCatalogueEntryModel>;
  CollectionPage: ResolverTypeWrapper<Omit<CollectionPage, 'items'> & { items: Array<ResolversTypes['Collection']> }>;
  CollectionPayload: ResolverTypeWrapper<Omit<CollectionPayload, 'collection'> & { collection?: Maybe<ResolversTypes['Collection']> }>;
  CommodityType: CommodityType;
  CommodityTypeFilter: CommodityTypeFilter;
  ConfigureProductPayload: ResolverTypeWrapper<Omit<ConfigureProductPayload, 'product'> & { product?: Maybe<ResolversTypes['CatalogViewProduct']> }>;
  CreateApplicationKeyPayload: ResolverTypeWrapper<Omit<CreateApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<ResolversTypes['ApplicationKey']> }>;
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateSubscriptionJobInput: CreateSubscriptionJobInput;
  CreateSubscriptionOfferingInput: CreateSubscriptionOfferingInput;
  Currency: ResolverTypeWrapper<CurrencyModel>;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyPage: ResolverTypeWrapper<Omit<CurrencyPage, 'items'> & { items: Array<ResolversTypes['Currency']> }>;
  CurrencyPayload: ResolverTypeWrapper<Omit<CurrencyPayload, 'currency'> & { currency?: Maybe<ResolversTypes['Currency']> }>;
  CurrencyUpdateInput: CurrencyUpdateInput;
  CustomApi: ResolverTypeWrapper<CustomApiModel>;
  CustomApiCreateInput: CustomApiCreateInput;
  CustomApiEntry: ResolverTypeWrapper<CustomApiEntryModel>;
  CustomApiEntryPage: ResolverTypeWrapper<Omit<CustomApiEntryPage, 'items'> & { items: Array<ResolversTypes['CustomApiEntry']> }>;
  CustomApiEntryPayload: ResolverTypeWrapper<Omit<CustomApiEntryPayload, 'entry'> & { entry?: Maybe<ResolversTypes['CustomApiEntry']> }>;
  CustomApiFilter: CustomApiFilter;
  CustomApiPage: ResolverTypeWrapper<Omit<CustomApiPage, 'items'> & { items: Array<ResolversTypes['CustomApi']> }>;
  CustomApiPayload: ResolverTypeWrapper<Omit<CustomApiPayload, 'customApi'> & { customApi?: Maybe<ResolversTypes['CustomApi']> }>;
  CustomApiRolePolicy: ResolverTypeWrapper<CustomApiRolePolicyModel>;
  CustomApiRolePolicyInput: CustomApiRolePolicyInput;
  CustomApiRolePolicyPage: ResolverTypeWrapper<Omit<CustomApiRolePolicyPage, 'items'> & { items: Array<ResolversTypes['CustomApiRolePolicy']> }>;
  CustomApiRolePolicyPayload: ResolverTypeWrapper<Omit<CustomApiRolePolicyPayload, 'rolePolicy'> & { rolePolicy?: Maybe<ResolversTypes['CustomApiRolePolicy']> }>;
  CustomApiRolePolicyUpdateInput: CustomApiRolePolicyUpdateInput;
  CustomApiSort: CustomApiSort;
  CustomApiSortField: CustomApiSortField;
  CustomApiUpdateInput: CustomApiUpdateInput;
  CustomField: ResolverTypeWrapper<CustomFieldModel>;
  CustomFieldCreateInput: CustomFieldCreateInput;
  CustomFieldPage: ResolverTypeWrapper<Omit<CustomFieldPage, 'items'> & { items: Array<ResolversTypes['CustomField']> }>;
  CustomFieldPayload: ResolverTypeWrapper<Omit<CustomFieldPayload, 'field'> & { field?: Maybe<ResolversTypes['CustomField']> }>;
  CustomFieldType: CustomFieldType;
  CustomFieldUpdateInput: CustomFieldUpdateInput;
  CustomFieldValidation: ResolverTypeWrapper<CustomFieldValidation>;
  CustomFieldValidationInput: CustomFieldValidationInput;
  CustomRelationship: ResolverTypeWrapper<CustomRelationshipModel>;
  CustomRelationshipCreateInput: CustomRelationshipCreateInput;
  CustomRelationshipDeletePayload: ResolverTypeWrapper<CustomRelationshipDeletePayload>;
  CustomRelationshipPage: ResolverTypeWrapper<Omit<CustomRelationshipPage, 'items'> & { items: Array<ResolversTypes['CustomRelationship']> }>;
  CustomRelationshipPayload: ResolverTypeWrapper<Omit<CustomRelationshipPayload, 'customRelationship'> & { customRelationship?: Maybe<ResolversTypes['CustomRelationship']> }>;
  CustomRelationshipUpdateInput: CustomRelationshipUpdateInput;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerAuthenticationSettings: ResolverTypeWrapper<SettingsSectionModel>;
  CustomerCreateInput: CustomerCreateInput;
  CustomerFilter: CustomerFilter;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  CustomerPayload: ResolverTypeWrapper<Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  CustomerSort: CustomerSort;
  CustomerSortField: CustomerSortField;
  CustomerSubscription: ResolverTypeWrapper<CustomerSubscriptionModel>;
  CustomerSubscriptionFilter: CustomerSubscriptionFilter;
  CustomerSubscriptionPage: ResolverTypeWrapper<Omit<CustomerSubscriptionPage, 'items'> & { items: Array<ResolversTypes['CustomerSubscription']> }>;
  CustomerSubscriptionPayload: ResolverTypeWrapper<Omit<CustomerSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversTypes['CustomerSubscription']> }>;
  CustomerTokenInput: CustomerTokenInput;
  CustomerTokenPayload: ResolverTypeWrapper<CustomerTokenPayload>;
  CustomerUpdateInput: CustomerUpdateInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeleteAccountMembershipPayload: ResolverTypeWrapper<DeleteAccountMembershipPayload>;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteAccountTagPayload: ResolverTypeWrapper<DeleteAccountTagPayload>;
  DeleteAddressPayload: ResolverTypeWrapper<DeleteAddressPayload>;
  DeleteApplicationKeyPayload: ResolverTypeWrapper<DeleteApplicationKeyPayload>;
  DeleteCartPayload: ResolverTypeWrapper<DeleteCartPayload>;
  DeleteCatalogPayload: ResolverTypeWrapper<DeleteCatalogPayload>;
  DeleteCatalogReleasePayload: ResolverTypeWrapper<DeleteCatalogReleasePayload>;
  DeleteCatalogReleasesPayload: ResolverTypeWrapper<DeleteCatalogReleasesPayload>;
  DeleteCatalogRulePayload: ResolverTypeWrapper<DeleteCatalogRulePayload>;
  DeleteCustomApiResourcePayload: ResolverTypeWrapper<DeleteCustomApiResourcePayload>;
  DeleteCustomerPayload: ResolverTypeWrapper<DeleteCustomerPayload>;
  DeleteFilePayload: ResolverTypeWrapper<DeleteFilePayload>;
  DeleteFlowResourcePayload: ResolverTypeWrapper<DeleteFlowResourcePayload>;
  DeleteHierarchyNodePayload: ResolverTypeWrapper<DeleteHierarchyNodePayload>;
  DeleteHierarchyPayload: ResolverTypeWrapper<DeleteHierarchyPayload>;
  DeleteIntegrationPayload: ResolverTypeWrapper<DeleteIntegrationPayload>;
  DeleteInventoryLocationPayload: ResolverTypeWrapper<DeleteInventoryLocationPayload>;
  DeleteLegacyCataloguePayload: ResolverTypeWrapper<DeleteLegacyCataloguePayload>;
  DeleteLegacyVariationPayload: ResolverTypeWrapper<Omit<DeleteLegacyVariationPayload, 'variation'> & { variation?: Maybe<ResolversTypes['LegacyVariation']> }>;
  DeletePriceBookPayload: ResolverTypeWrapper<DeletePriceBookPayload>;
  DeletePriceModifierPayload: ResolverTypeWrapper<DeletePriceModifierPayload>;
  DeleteProductPayload: ResolverTypeWrapper<DeleteProductPayload>;
  DeleteProductPricePayload: ResolverTypeWrapper<DeleteProductPricePayload>;
  DeletePromotionPayload: ResolverTypeWrapper<DeletePromotionPayload>;
  DeleteRealmProfilePayload: ResolverTypeWrapper<DeleteRealmProfilePayload>;
  DeleteStockPayload: ResolverTypeWrapper<DeleteStockPayload>;
  DeleteVariationPayload: ResolverTypeWrapper<DeleteVariationPayload>;
  DunningAction: DunningAction;
  DunningRule: ResolverTypeWrapper<DunningRuleModel>;
  DunningRuleInput: DunningRuleInput;
  DunningRulePage: ResolverTypeWrapper<Omit<DunningRulePage, 'items'> & { items: Array<ResolversTypes['DunningRule']> }>;
  DunningRulePayload: ResolverTypeWrapper<Omit<DunningRulePayload, 'dunningRule'> & { dunningRule?: Maybe<ResolversTypes['DunningRule']> }>;
  ErasableResourceType: ErasableResourceType;
  ErasureRequest: ResolverTypeWrapper<ErasureRequestModel>;
  ErasureRequestFilter: ErasureRequestFilter;
  ErasureRequestInput: ErasureRequestInput;
  ErasureRequestPage: ResolverTypeWrapper<Omit<ErasureRequestPage, 'items'> & { items: Array<ResolversTypes['ErasureRequest']> }>;
  ErasureRequestPayload: ResolverTypeWrapper<Omit<ErasureRequestPayload, 'erasureRequest'> & { erasureRequest?: Maybe<ResolversTypes['ErasureRequest']> }>;
  ErasureRequestStatus: ErasureRequestStatus;
  File: ResolverTypeWrapper<FileModel>;
  FileFilter: FileFilter;
  FileLink: ResolverTypeWrapper<FileLink>;
  FileNumberFilter: FileNumberFilter;
  FilePage: ResolverTypeWrapper<Omit<FilePage, 'items'> & { items: Array<ResolversTypes['File']> }>;
  FilePayload: ResolverTypeWrapper<Omit<FilePayload, 'file'> & { file?: Maybe<ResolversTypes['File']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Flow: ResolverTypeWrapper<FlowModel>;
  FlowAttribute: ResolverTypeWrapper<FlowAttribute>;
  FlowCreateInput: FlowCreateInput;
  FlowEntry: ResolverTypeWrapper<FlowEntryModel>;
  FlowEntryPage: ResolverTypeWrapper<Omit<FlowEntryPage, 'items'> & { items: Array<ResolversTypes['FlowEntry']> }>;
  FlowEntryPayload: ResolverTypeWrapper<Omit<FlowEntryPayload, 'entry'> & { entry?: Maybe<ResolversTypes['FlowEntry']> }>;
  FlowEntryReference: ResolverTypeWrapper<FlowEntryReference>;
  FlowEntryReferenceInput: FlowEntryReferenceInput;
  FlowEntryRelationshipsPayload: ResolverTypeWrapper<FlowEntryRelationshipsPayload>;
  FlowField: ResolverTypeWrapper<FlowFieldModel>;
  FlowFieldCreateInput: FlowFieldCreateInput;
  FlowFieldPage: ResolverTypeWrapper<Omit<FlowFieldPage, 'items'> & { items: Array<ResolversTypes['FlowField']> }>;
  FlowFieldPayload: ResolverTypeWrapper<Omit<FlowFieldPayload, 'field'> & { field?: Maybe<ResolversTypes['FlowField']> }>;
  FlowFieldType: FlowFieldType;
  FlowFieldUpdateInput: FlowFieldUpdateInput;
  FlowPage: ResolverTypeWrapper<Omit<FlowPage, 'items'> & { items: Array<ResolversTypes['Flow']> }>;
  FlowPayload: ResolverTypeWrapper<Omit<FlowPayload, 'flow'> & { flow?: Maybe<ResolversTypes['Flow']> }>;
  FlowUpdateInput: FlowUpdateInput;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  Hierarchy: ResolverTypeWrapper<HierarchyModel>;
  HierarchyBreadcrumb: ResolverTypeWrapper<HierarchyBreadcrumb>;
  HierarchyCreateInput: HierarchyCreateInput;
  HierarchyDuplicateInput: HierarchyDuplicateInput;
  HierarchyFilter: HierarchyFilter;
  HierarchyNode: ResolverTypeWrapper<HierarchyNodeModel>;
  HierarchyNodeCreateInput: HierarchyNodeCreateInput;
  HierarchyNodePage: ResolverTypeWrapper<Omit<HierarchyNodePage, 'items'> & { items: Array<ResolversTypes['HierarchyNode']> }>;
  HierarchyNodePayload: ResolverTypeWrapper<Omit<HierarchyNodePayload, 'node'> & { node?: Maybe<ResolversTypes['HierarchyNode']> }>;
  HierarchyNodeUpdateInput: HierarchyNodeUpdateInput;
  HierarchyPage: ResolverTypeWrapper<Omit<HierarchyPage, 'items'> & { items: Array<ResolversTypes['Hierarchy']> }>;
  HierarchyPayload: ResolverTypeWrapper<Omit<HierarchyPayload, 'hierarchy'> & { hierarchy?: Maybe<ResolversTypes['Hierarchy']> }>;
  HierarchyUpdateInput: HierarchyUpdateInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdFilter: IdFilter;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<IntegrationModel>;
  IntegrationConfiguration: ResolverTypeWrapper<IntegrationConfiguration>;
  IntegrationConfigurationInput: IntegrationConfigurationInput;
  IntegrationFilter: IntegrationFilter;
  IntegrationInput: IntegrationInput;
  IntegrationJob: ResolverTypeWrapper<IntegrationJobModel>;
  IntegrationJobPage: ResolverTypeWrapper<Omit<IntegrationJobPage, 'items'> & { items: Array<ResolversTypes['IntegrationJob']> }>;
  IntegrationLog: ResolverTypeWrapper<IntegrationLogModel>;
  IntegrationLogPage: ResolverTypeWrapper<Omit<IntegrationLogPage, 'items'> & { items: Array<ResolversTypes['IntegrationLog']> }>;
  IntegrationPage: ResolverTypeWrapper<Omit<IntegrationPage, 'items'> & { items: Array<ResolversTypes['Integration']> }>;
  IntegrationPayload: ResolverTypeWrapper<Omit<IntegrationPayload, 'integration'> & { integration?: Maybe<ResolversTypes['Integration']> }>;
  IntegrationType: IntegrationType;
  InventoryLocation: ResolverTypeWrapper<InventoryLocationModel>;
  InventoryLocationCreateInput: InventoryLocationCreateInput;
  InventoryLocationPage: ResolverTypeWrapper<Omit<InventoryLocationPage, 'items'> & { items: Array<ResolversTypes['InventoryLocation']> }>;
  InventoryLocationPayload: ResolverTypeWrapper<Omit<InventoryLocationPayload, 'location'> & { location?: Maybe<ResolversTypes['InventoryLocation']> }>;
  InventoryLocationUpdateInput: InventoryLocationUpdateInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Job: ResolverTypeWrapper<JobModel>;
  JobError: ResolverTypeWrapper<JobError>;
  JobErrorPage: ResolverTypeWrapper<JobErrorPage>;
  JobPage: ResolverTypeWrapper<Omit<JobPage, 'items'> & { items: Array<ResolversTypes['Job']> }>;
  JobPayload: ResolverTypeWrapper<Omit<JobPayload, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  JobStatus: JobStatus;
  JobType: JobType;
  LegacyCatalogueFilter: LegacyCatalogueFilter;
  LegacyCatalogueStatus: LegacyCatalogueStatus;
  LegacyCatalogueStatusFilter: LegacyCatalogueStatusFilter;
  LegacyModifierPrice: ResolverTypeWrapper<LegacyModifierPrice>;
  LegacyModifierPriceInput: LegacyModifierPriceInput;
  LegacyModifierType: LegacyModifierType;
  LegacyProductModifier: ResolverTypeWrapper<LegacyProductModifierModel>;
  LegacyProductModifierInput: LegacyProductModifierInput;
  LegacyProductModifierPayload: ResolverTypeWrapper<Omit<LegacyProductModifierPayload, 'modifier' | 'variation'> & { modifier?: Maybe<ResolversTypes['LegacyProductModifier']>, variation?: Maybe<ResolversTypes['LegacyVariation']> }>;
  LegacyVariation: ResolverTypeWrapper<LegacyVariationModel>;
  LegacyVariationFilter: LegacyVariationFilter;
  LegacyVariationInput: LegacyVariationInput;
  LegacyVariationOption: ResolverTypeWrapper<LegacyVariationOptionModel>;
  LegacyVariationOptionInput: LegacyVariationOptionInput;
  LegacyVariationOptionPayload: ResolverTypeWrapper<Omit<LegacyVariationOptionPayload, 'option' | 'variation'> & { option?: Maybe<ResolversTypes['LegacyVariationOption']>, variation?: Maybe<ResolversTypes['LegacyVariation']> }>;
  LegacyVariationPage: ResolverTypeWrapper<Omit<LegacyVariationPage, 'items'> & { items: Array<ResolversTypes['LegacyVariation']> }>;
  LegacyVariationPayload: ResolverTypeWrapper<Omit<LegacyVariationPayload, 'variation'> & { variation?: Maybe<ResolversTypes['LegacyVariation']> }>;
  LocatedStockCreateInput: LocatedStockCreateInput;
  LogsTtlSettings: ResolverTypeWrapper<SettingsSectionModel>;
  LogsTtlSettingsInput: LogsTtlSettingsInput;
  LogsTtlSettingsPayload: ResolverTypeWrapper<Omit<LogsTtlSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['LogsTtlSettings']> }>;
  MerchantRealmMapping: ResolverTypeWrapper<MerchantRealmMapping>;
  MerchantRealmMappingPayload: ResolverTypeWrapper<MerchantRealmMappingPayload>;
  MerchantRealmMappingUpdateInput: MerchantRealmMappingUpdateInput;
  MetricsInterval: MetricsInterval;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  Money: ResolverTypeWrapper<Money>;
  MoneyInput: MoneyInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OidcProfile: ResolverTypeWrapper<OidcProfileModel>;
  OidcProfileCreateInput: OidcProfileCreateInput;
  OidcProfilePage: ResolverTypeWrapper<Omit<OidcProfilePage, 'items'> & { items: Array<ResolversTypes['OidcProfile']> }>;
  OidcProfilePayload: ResolverTypeWrapper<Omit<OidcProfilePayload, 'oidcProfile'> & { oidcProfile?: Maybe<ResolversTypes['OidcProfile']> }>;
  OidcProfileUpdateInput: OidcProfileUpdateInput;
  OneTimePasswordPurpose: OneTimePasswordPurpose;
  OneTimePasswordRequestInput: OneTimePasswordRequestInput;
  OneTimePasswordRequestPayload: ResolverTypeWrapper<OneTimePasswordRequestPayload>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAddressInput: OrderAddressInput;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderFilter: OrderFilter;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderMetrics: ResolverTypeWrapper<OrderMetricsModel>;
  OrderMetricsPoint: ResolverTypeWrapper<OrderMetricsPoint>;
  OrderMetricsSummary: ResolverTypeWrapper<OrderMetricsSummary>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPayload: ResolverTypeWrapper<Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderPaymentState: OrderPaymentState;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderPaymentStatusFilter: OrderPaymentStatusFilter;
  OrderShippingGroup: ResolverTypeWrapper<OrderShippingGroup>;
  OrderShippingStatus: OrderShippingStatus;
  OrderShippingStatusFilter: OrderShippingStatusFilter;
  OrderSort: OrderSort;
  OrderSortField: OrderSortField;
  OrderStatus: OrderStatus;
  OrderStatusFilter: OrderStatusFilter;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrderUpdateInput: OrderUpdateInput;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PasswordCredentials: ResolverTypeWrapper<PasswordCredentials>;
  PasswordProfile: ResolverTypeWrapper<PasswordProfileModel>;
  PasswordProfileCreateInput: PasswordProfileCreateInput;
  PasswordProfileInfo: ResolverTypeWrapper<PasswordProfileInfo>;
  PasswordProfileInfoCreateInput: PasswordProfileInfoCreateInput;
  PasswordProfileInfoPage: ResolverTypeWrapper<PasswordProfileInfoPage>;
  PasswordProfileInfoPayload: ResolverTypeWrapper<PasswordProfileInfoPayload>;
  PasswordProfileInfoUpdateInput: PasswordProfileInfoUpdateInput;
  PasswordProfilePage: ResolverTypeWrapper<Omit<PasswordProfilePage, 'items'> & { items: Array<ResolversTypes['PasswordProfile']> }>;
  PasswordProfilePayload: ResolverTypeWrapper<Omit<PasswordProfilePayload, 'passwordProfile'> & { passwordProfile?: Maybe<ResolversTypes['PasswordProfile']> }>;
  PasswordProfileUpdateInput: PasswordProfileUpdateInput;
  PasswordResetRequestPayload: ResolverTypeWrapper<PasswordResetRequestPayload>;
  Payload: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Payload']>;
  PaymentGateway: ResolverTypeWrapper<PaymentGateway>;
  PaymentGatewayAttribute: ResolverTypeWrapper<PaymentGatewayAttribute>;
  PaymentGatewayCredentialInput: PaymentGatewayCredentialInput;
  PaymentGatewayOnboardingLink: ResolverTypeWrapper<PaymentGatewayOnboardingLink>;
  PaymentGatewayOnboardingLinkInput: PaymentGatewayOnboardingLinkInput;
  PaymentGatewayOnboardingLinkPayload: ResolverTypeWrapper<PaymentGatewayOnboardingLinkPayload>;
  PaymentGatewayPayload: ResolverTypeWrapper<PaymentGatewayPayload>;
  PaymentGatewayUpdateInput: PaymentGatewayUpdateInput;
  PaymentInput: PaymentInput;
  PaymentMethod: PaymentMethod;
  PaymentRetryType: PaymentRetryType;
  PaymentRetryUnit: PaymentRetryUnit;
  PersonalDataLogEntry: ResolverTypeWrapper<PersonalDataLogModel>;
  PersonalDataLogPage: ResolverTypeWrapper<Omit<PersonalDataLogPage, 'items'> & { items: Array<ResolversTypes['PersonalDataLogEntry']> }>;
  PlanEndBehavior: PlanEndBehavior;
  PriceBook: ResolverTypeWrapper<PriceBookModel>;
  PriceBookCreateInput: PriceBookCreateInput;
  PriceBookFilter: PriceBookFilter;
  PriceBookPage: ResolverTypeWrapper<Omit<PriceBookPage, 'items'> & { items: Array<ResolversTypes['PriceBook']> }>;
  PriceBookPayload: ResolverTypeWrapper<Omit<PriceBookPayload, 'priceBook'> & { priceBook?: Maybe<ResolversTypes['PriceBook']> }>;
  PriceBookSort: PriceBookSort;
  PriceBookSortField: PriceBookSortField;
  PriceBookUpdateInput: PriceBookUpdateInput;
  PriceModifier: ResolverTypeWrapper<PriceModifierModel>;
  PriceModifierCreateInput: PriceModifierCreateInput;
  PriceModifierPage: ResolverTypeWrapper<Omit<PriceModifierPage, 'items'> & { items: Array<ResolversTypes['PriceModifier']> }>;
  PriceModifierPayload: ResolverTypeWrapper<Omit<PriceModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversTypes['PriceModifier']> }>;
  PriceModifierType: PriceModifierType;
  PriceModifierUpdateInput: PriceModifierUpdateInput;
  PriceTier: ResolverTypeWrapper<PriceTier>;
  PriceTierInput: PriceTierInput;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAttribute: ResolverTypeWrapper<ProductAttribute>;
  ProductBundleComponent: ResolverTypeWrapper<Omit<ProductBundleComponent, 'options'> & { options: Array<ResolversTypes['ProductBundleOption']> }>;
  ProductBundleComponentInput: ProductBundleComponentInput;
  ProductBundleOption: ResolverTypeWrapper<Omit<ProductBundleOption, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductBundleOptionInput: ProductBundleOptionInput;
  ProductCreateInput: ProductCreateInput;
  ProductCustomInput: ResolverTypeWrapper<ProductCustomInput>;
  ProductCustomInputInput: ProductCustomInputInput;
  ProductCustomRelationshipsPayload: ResolverTypeWrapper<Omit<ProductCustomRelationshipsPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductFilesPayload: ResolverTypeWrapper<Omit<ProductFilesPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductFilter: ProductFilter;
  ProductLocale: ResolverTypeWrapper<ProductLocale>;
  ProductLocaleInput: ProductLocaleInput;
  ProductMainImagePayload: ResolverTypeWrapper<Omit<ProductMainImagePayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductNodesPayload: ResolverTypeWrapper<Omit<ProductNodesPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductNotRelated: ResolverTypeWrapper<ProductNotRelated>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPayload: ResolverTypeWrapper<Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  ProductPrice: ResolverTypeWrapper<ProductPriceModel>;
  ProductPriceCreateInput: ProductPriceCreateInput;
  ProductPriceFilter: ProductPriceFilter;
  ProductPricePage: ResolverTypeWrapper<Omit<ProductPricePage, 'items'> & { items: Array<ResolversTypes['ProductPrice']> }>;
  ProductPricePayload: ResolverTypeWrapper<Omit<ProductPricePayload, 'price'> & { price?: Maybe<ResolversTypes['ProductPrice']> }>;
  ProductPriceUpdateInput: ProductPriceUpdateInput;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  ProductStatus: ProductStatus;
  ProductStatusFilter: ProductStatusFilter;
  ProductTemplate: ResolverTypeWrapper<Omit<ProductTemplate, 'entry' | 'flow'> & { entry?: Maybe<ResolversTypes['FlowEntry']>, flow: ResolversTypes['Flow'] }>;
  ProductTemplateValuesPayload: ResolverTypeWrapper<Omit<ProductTemplateValuesPayload, 'template'> & { template?: Maybe<ResolversTypes['ProductTemplate']> }>;
  ProductTemplatesPayload: ResolverTypeWrapper<Omit<ProductTemplatesPayload, 'templates'> & { templates: Array<ResolversTypes['ProductTemplate']> }>;
  ProductUpdateInput: ProductUpdateInput;
  ProductVariationChoice: ResolverTypeWrapper<ProductVariationChoice>;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionAmount: ResolverTypeWrapper<PromotionAmount>;
  PromotionAmountInput: PromotionAmountInput;
  PromotionAttribute: ResolverTypeWrapper<PromotionAttribute>;
  PromotionCode: ResolverTypeWrapper<PromotionCodeModel>;
  PromotionCodeInput: PromotionCodeInput;
  PromotionCodePage: ResolverTypeWrapper<Omit<PromotionCodePage, 'items'> & { items: Array<ResolversTypes['PromotionCode']> }>;
  PromotionCodesPayload: ResolverTypeWrapper<Omit<PromotionCodesPayload, 'codes'> & { codes: Array<ResolversTypes['PromotionCode']> }>;
  PromotionCreateInput: PromotionCreateInput;
  PromotionDiscount: ResolverTypeWrapper<PromotionDiscount>;
  PromotionDiscountInput: PromotionDiscountInput;
  PromotionEnabledFilter: PromotionEnabledFilter;
  PromotionFamily: PromotionFamily;
  PromotionFilter: PromotionFilter;
  PromotionHistoryAction: PromotionHistoryAction;
  PromotionHistoryEntry: ResolverTypeWrapper<PromotionHistoryModel>;
  PromotionHistoryPage: ResolverTypeWrapper<Omit<PromotionHistoryPage, 'items'> & { items: Array<ResolversTypes['PromotionHistoryEntry']> }>;
  PromotionJob: ResolverTypeWrapper<PromotionJobModel>;
  PromotionJobFile: ResolverTypeWrapper<PromotionJobFile>;
  PromotionJobFilter: PromotionJobFilter;
  PromotionJobPage: ResolverTypeWrapper<Omit<PromotionJobPage, 'items'> & { items: Array<ResolversTypes['PromotionJob']> }>;
  PromotionJobPayload: ResolverTypeWrapper<Omit<PromotionJobPayload, 'job'> & { job?: Maybe<ResolversTypes['PromotionJob']> }>;
  PromotionJobStatus: PromotionJobStatus;
  PromotionJobType: PromotionJobType;
  PromotionPage: ResolverTypeWrapper<Omit<PromotionPage, 'items'> & { items: Array<ResolversTypes['Promotion']> }>;
  PromotionPayload: ResolverTypeWrapper<Omit<PromotionPayload, 'promotion'> & { promotion?: Maybe<ResolversTypes['Promotion']> }>;
  PromotionSettings: ResolverTypeWrapper<SettingsSectionModel>;
  PromotionSort: PromotionSort;
  PromotionSortField: PromotionSortField;
  PromotionType: PromotionType;
  PromotionUpdateInput: PromotionUpdateInput;
  ProrationPolicy: ResolverTypeWrapper<ProrationPolicyModel>;
  ProrationPolicyInput: ProrationPolicyInput;
  ProrationPolicyPage: ResolverTypeWrapper<Omit<ProrationPolicyPage, 'items'> & { items: Array<ResolversTypes['ProrationPolicy']> }>;
  ProrationPolicyPayload: ResolverTypeWrapper<Omit<ProrationPolicyPayload, 'prorationPolicy'> & { prorationPolicy?: Maybe<ResolversTypes['ProrationPolicy']> }>;
  ProrationRounding: ProrationRounding;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Realm: ResolverTypeWrapper<RealmModel>;
  RealmCreateInput: RealmCreateInput;
  RealmFilter: RealmFilter;
  RealmPage: ResolverTypeWrapper<Omit<RealmPage, 'items'> & { items: Array<ResolversTypes['Realm']> }>;
  RealmPayload: ResolverTypeWrapper<Omit<RealmPayload, 'realm'> & { realm?: Maybe<ResolversTypes['Realm']> }>;
  RefreshSessionPayload: ResolverTypeWrapper<RefreshSessionPayload>;
  RelatedDataEntry: ResolverTypeWrapper<RelatedDataEntryModel>;
  RelatedDataEntryPage: ResolverTypeWrapper<Omit<RelatedDataEntryPage, 'items'> & { items: Array<ResolversTypes['RelatedDataEntry']> }>;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RuleActionSummary: ResolverTypeWrapper<RuleActionSummary>;
  RulePromotion: ResolverTypeWrapper<RulePromotionModel>;
  RulePromotionCreateInput: RulePromotionCreateInput;
  RulePromotionPage: ResolverTypeWrapper<Omit<RulePromotionPage, 'items'> & { items: Array<ResolversTypes['RulePromotion']> }>;
  RulePromotionPayload: ResolverTypeWrapper<Omit<RulePromotionPayload, 'rulePromotion'> & { rulePromotion?: Maybe<ResolversTypes['RulePromotion']> }>;
  RulePromotionUpdateInput: RulePromotionUpdateInput;
  SelectedOptionInput: SelectedOptionInput;
  Settings: ResolverTypeWrapper<SettingsSectionModel>;
  ShopperContextInput: ShopperContextInput;
  SignInPayload: ResolverTypeWrapper<SignInPayload>;
  SignUpCreateType: SignUpCreateType;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<SignUpPayload>;
  SignedUpSeller: ResolverTypeWrapper<SignedUpSeller>;
  SortDirection: SortDirection;
  SortHierarchyNodeChildrenPayload: ResolverTypeWrapper<Omit<SortHierarchyNodeChildrenPayload, 'children'> & { children?: Maybe<Array<ResolversTypes['HierarchyNode']>> }>;
  SsoProfilePayload: ResolverTypeWrapper<SsoProfilePayload>;
  SsoProfileStore: ResolverTypeWrapper<SsoProfileStore>;
  SsoSettings: ResolverTypeWrapper<SsoSettings>;
  Stock: ResolverTypeWrapper<StockModel>;
  StockFilter: StockFilter;
  StockLocationLevel: ResolverTypeWrapper<Omit<StockLocationLevel, 'location'> & { location?: Maybe<ResolversTypes['InventoryLocation']> }>;
  StockLocationLevelInput: StockLocationLevelInput;
  StockPage: ResolverTypeWrapper<Omit<StockPage, 'items'> & { items: Array<ResolversTypes['Stock']> }>;
  StockPayload: ResolverTypeWrapper<Omit<StockPayload, 'stock'> & { stock?: Maybe<ResolversTypes['Stock']> }>;
  StockSort: StockSort;
  StockSortField: StockSortField;
  StockTransaction: ResolverTypeWrapper<StockTransactionModel>;
  StockTransactionAction: StockTransactionAction;
  StockTransactionInput: StockTransactionInput;
  StockTransactionPage: ResolverTypeWrapper<Omit<StockTransactionPage, 'items'> & { items: Array<ResolversTypes['StockTransaction']> }>;
  StockTransactionPayload: ResolverTypeWrapper<Omit<StockTransactionPayload, 'stock' | 'transaction'> & { stock?: Maybe<ResolversTypes['Stock']>, transaction?: Maybe<ResolversTypes['StockTransaction']> }>;
  Store: ResolverTypeWrapper<StoreModel>;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StorePage: ResolverTypeWrapper<Omit<StorePage, 'items'> & { items: Array<ResolversTypes['Store']> }>;
  StorePayload: ResolverTypeWrapper<Omit<StorePayload, 'store'> & { store?: Maybe<ResolversTypes['Store']> }>;
  StoreSettings: ResolverTypeWrapper<SettingsSectionModel>;
  StoreSettingsInput: StoreSettingsInput;
  StoreSettingsPayload: ResolverTypeWrapper<Omit<StoreSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['StoreSettings']> }>;
  StoreTier: StoreTier;
  StoreTierInfo: ResolverTypeWrapper<StoreTierInfo>;
  StoreUpdateInput: StoreUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StripeCustomer: ResolverTypeWrapper<StripeCustomer>;
  StripeCustomerPayload: ResolverTypeWrapper<StripeCustomerPayload>;
  StripeInvoice: ResolverTypeWrapper<StripeInvoice>;
  StripeInvoiceInput: StripeInvoiceInput;
  StripeInvoicePayload: ResolverTypeWrapper<StripeInvoicePayload>;
  Subscriber: ResolverTypeWrapper<SubscriberModel>;
  SubscriberInput: SubscriberInput;
  SubscriberPage: ResolverTypeWrapper<Omit<SubscriberPage, 'items'> & { items: Array<ResolversTypes['Subscriber']> }>;
  SubscriberPayload: ResolverTypeWrapper<Omit<SubscriberPayload, 'subscriber'> & { subscriber?: Maybe<ResolversTypes['Subscriber']> }>;
  SubscriptionAction: SubscriptionAction;
  SubscriptionDeletePayload: ResolverTypeWrapper<SubscriptionDeletePayload>;
  SubscriptionInvoice: ResolverTypeWrapper<SubscriptionInvoiceModel>;
  SubscriptionInvoiceFilter: SubscriptionInvoiceFilter;
  SubscriptionInvoiceItem: ResolverTypeWrapper<SubscriptionInvoiceItem>;
  SubscriptionInvoicePage: ResolverTypeWrapper<Omit<SubscriptionInvoicePage, 'items'> & { items: Array<ResolversTypes['SubscriptionInvoice']> }>;
  SubscriptionJob: ResolverTypeWrapper<SubscriptionJob>;
  SubscriptionJobPage: ResolverTypeWrapper<SubscriptionJobPage>;
  SubscriptionJobPayload: ResolverTypeWrapper<SubscriptionJobPayload>;
  SubscriptionJobStatus: SubscriptionJobStatus;
  SubscriptionJobType: SubscriptionJobType;
  SubscriptionNameFilter: SubscriptionNameFilter;
  SubscriptionOffering: ResolverTypeWrapper<SubscriptionOfferingModel>;
  SubscriptionOfferingInput: SubscriptionOfferingInput;
  SubscriptionOfferingPage: ResolverTypeWrapper<Omit<SubscriptionOfferingPage, 'items'> & { items: Array<ResolversTypes['SubscriptionOffering']> }>;
  SubscriptionOfferingPayload: ResolverTypeWrapper<Omit<SubscriptionOfferingPayload, 'offering'> & { offering?: Maybe<ResolversTypes['SubscriptionOffering']> }>;
  SubscriptionPayment: ResolverTypeWrapper<SubscriptionPaymentModel>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlanModel>;
  SubscriptionPlanInput: SubscriptionPlanInput;
  SubscriptionPlanPage: ResolverTypeWrapper<Omit<SubscriptionPlanPage, 'items'> & { items: Array<ResolversTypes['SubscriptionPlan']> }>;
  SubscriptionPlanPayload: ResolverTypeWrapper<Omit<SubscriptionPlanPayload, 'plan'> & { plan?: Maybe<ResolversTypes['SubscriptionPlan']> }>;
  SubscriptionPriceInput: SubscriptionPriceInput;
  SubscriptionProduct: ResolverTypeWrapper<SubscriptionProductModel>;
  SubscriptionProductInput: SubscriptionProductInput;
  SubscriptionProductPage: ResolverTypeWrapper<Omit<SubscriptionProductPage, 'items'> & { items: Array<ResolversTypes['SubscriptionProduct']> }>;
  SubscriptionProductPayload: ResolverTypeWrapper<Omit<SubscriptionProductPayload, 'product'> & { product?: Maybe<ResolversTypes['SubscriptionProduct']> }>;
  SubscriptionSchedule: ResolverTypeWrapper<SubscriptionSchedule>;
  SubscriptionScheduleInput: SubscriptionScheduleInput;
  SubscriptionSchedulePage: ResolverTypeWrapper<SubscriptionSchedulePage>;
  SubscriptionSchedulePayload: ResolverTypeWrapper<SubscriptionSchedulePayload>;
  SubscriptionSettings: ResolverTypeWrapper<SettingsSectionModel>;
  SubscriptionSettingsInput: SubscriptionSettingsInput;
  SubscriptionSettingsPayload: ResolverTypeWrapper<Omit<SubscriptionSettingsPayload, 'settings'> & { settings?: Maybe<ResolversTypes['SubscriptionSettings']> }>;
  SubscriptionState: SubscriptionState;
  TaxCalculationMethod: TaxCalculationMethod;
  TextFilter: TextFilter;
  Transaction: ResolverTypeWrapper<TransactionModel>;
  TransactionAction: TransactionAction;
  TransactionPayload: ResolverTypeWrapper<Omit<TransactionPayload, 'order' | 'transaction'> & { order?: Maybe<ResolversTypes['Order']>, transaction?: Maybe<ResolversTypes['Transaction']> }>;
  TransactionStatus: TransactionStatus;
  TransactionType: TransactionType;
  UpdateSubscriptionInput: UpdateSubscriptionInput;
  UserAuthenticationInfo: ResolverTypeWrapper<UserAuthenticationInfoModel>;
  UserAuthenticationInfoCreateInput: UserAuthenticationInfoCreateInput;
  UserAuthenticationInfoFilter: UserAuthenticationInfoFilter;
  UserAuthenticationInfoPage: ResolverTypeWrapper<Omit<UserAuthenticationInfoPage, 'items'> & { items: Array<ResolversTypes['UserAuthenticationInfo']> }>;
  UserAuthenticationInfoPayload: ResolverTypeWrapper<Omit<UserAuthenticationInfoPayload, 'user'> & { user?: Maybe<ResolversTypes['UserAuthenticationInfo']> }>;
  UserAuthenticationInfoUpdateInput: UserAuthenticationInfoUpdateInput;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Variation: ResolverTypeWrapper<VariationModel>;
  VariationCreateInput: VariationCreateInput;
  VariationModifier: ResolverTypeWrapper<VariationModifierModel>;
  VariationModifierInput: VariationModifierInput;
  VariationModifierPayload: ResolverTypeWrapper<Omit<VariationModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversTypes['VariationModifier']> }>;
  VariationModifierType: VariationModifierType;
  VariationOption: ResolverTypeWrapper<VariationOptionModel>;
  VariationOptionCreateInput: VariationOptionCreateInput;
  VariationOptionPage: ResolverTypeWrapper<Omit<VariationOptionPage, 'items'> & { items: Array<ResolversTypes['VariationOption']> }>;
  VariationOptionPayload: ResolverTypeWrapper<Omit<VariationOptionPayload, 'option'> & { option?: Maybe<ResolversTypes['VariationOption']> }>;
  VariationOptionUpdateInput: VariationOptionUpdateInput;
  VariationPage: ResolverTypeWrapper<Omit<VariationPage, 'items'> & { items: Array<ResolversTypes['Variation']> }>;
  VariationPayload: ResolverTypeWrapper<Omit<VariationPayload, 'variation'> & { variation?: Maybe<ResolversTypes['Variation']> }>;
  VariationUpdateInput: VariationUpdateInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountModel;
  AccountAuthenticationSettings: SettingsSectionModel;
  AccountAuthenticationSettingsInput: AccountAuthenticationSettingsInput;
  AccountAuthenticationSettingsPayload: Omit<AccountAuthenticationSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['AccountAuthenticationSettings']> };
  AccountCreateInput: AccountCreateInput;
  AccountFilter: AccountFilter;
  AccountMember: AccountMemberModel;
  AccountMemberFilter: AccountMemberFilter;
  AccountMemberPage: Omit<AccountMemberPage, 'items'> & { items: Array<ResolversParentTypes['AccountMember']> };
  AccountMemberToken: AccountMemberToken;
  AccountMemberTokenInput: AccountMemberTokenInput;
  AccountMemberTokensPayload: AccountMemberTokensPayload;
  AccountMembership: AccountMembershipModel;
  AccountMembershipPage: Omit<AccountMembershipPage, 'items'> & { items: Array<ResolversParentTypes['AccountMembership']> };
  AccountMembershipPayload: Omit<AccountMembershipPayload, 'membership'> & { membership?: Maybe<ResolversParentTypes['AccountMembership']> };
  AccountMembershipSettings: SettingsSectionModel;
  AccountMembershipSettingsInput: AccountMembershipSettingsInput;
  AccountMembershipSettingsPayload: Omit<AccountMembershipSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['AccountMembershipSettings']> };
  AccountPage: Omit<AccountPage, 'items'> & { items: Array<ResolversParentTypes['Account']> };
  AccountPayload: Omit<AccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  AccountSort: AccountSort;
  AccountTag: AccountTagModel;
  AccountTagCreateInput: AccountTagCreateInput;
  AccountTagFilter: AccountTagFilter;
  AccountTagPage: Omit<AccountTagPage, 'items'> & { items: Array<ResolversParentTypes['AccountTag']> };
  AccountTagPayload: Omit<AccountTagPayload, 'tag'> & { tag?: Maybe<ResolversParentTypes['AccountTag']> };
  AccountTagUpdateInput: AccountTagUpdateInput;
  AccountUpdateInput: AccountUpdateInput;
  Address: AddressModel;
  AddressCreateInput: AddressCreateInput;
  AddressPage: Omit<AddressPage, 'items'> & { items: Array<ResolversParentTypes['Address']> };
  AddressPayload: Omit<AddressPayload, 'address'> & { address?: Maybe<ResolversParentTypes['Address']> };
  AddressUpdateInput: AddressUpdateInput;
  AnonymizeOrdersPayload: Omit<AnonymizeOrdersPayload, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  ApiKeySignInPayload: ApiKeySignInPayload;
  ApiKeyToken: ApiKeyToken;
  ApplicationKey: ApplicationKeyModel;
  ApplicationKeyCreateInput: ApplicationKeyCreateInput;
  ApplicationKeyPage: Omit<ApplicationKeyPage, 'items'> & { items: Array<ResolversParentTypes['ApplicationKey']> };
  ApplicationKeyPayload: Omit<ApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<ResolversParentTypes['ApplicationKey']> };
  ApplicationKeyUpdateInput: ApplicationKeyUpdateInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: LegacyCatalogueEntryModel;
  BrandPage: Omit<BrandPage, 'items'> & { items: Array<ResolversParentTypes['Brand']> };
  BrandPayload: Omit<BrandPayload, 'brand'> & { brand?: Maybe<ResolversParentTypes['Brand']> };
  BuildOfferingInput: BuildOfferingInput;
  BuiltInRole: BuiltInRoleModel;
  Cart: CartModel;
  CartCreateInput: CartCreateInput;
  CartCustomDiscount: CartCustomDiscount;
  CartCustomDiscountInput: CartCustomDiscountInput;
  CartCustomItemInput: CartCustomItemInput;
  CartFilter: CartFilter;
  CartItem: CartItemModel;
  CartItemQuantityInput: CartItemQuantityInput;
  CartLineDiscount: CartLineDiscount;
  CartLineTaxInput: CartLineTaxInput;
  CartPage: Omit<CartPage, 'items'> & { items: Array<ResolversParentTypes['Cart']> };
  CartPayload: Omit<CartPayload, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CartPrice: CartPrice;
  CartProductItemInput: CartProductItemInput;
  CartPromotion: CartPromotion;
  CartSettings: SettingsSectionModel;
  CartSettingsInput: CartSettingsInput;
  CartSettingsPayload: Omit<CartSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['CartSettings']> };
  CartShippingGroup: CartShippingGroup;
  CartShippingGroupInput: CartShippingGroupInput;
  CartShippingPrice: CartShippingPrice;
  CartSort: CartSort;
  CartTaxInput: CartTaxInput;
  CartTaxItem: CartTaxItem;
  CartTotals: CartTotals;
  CartUpdateInput: CartUpdateInput;
  Catalog: CatalogModel;
  CatalogBreadcrumb: CatalogBreadcrumb;
  CatalogCreateInput: CatalogCreateInput;
  CatalogDisplayPrice: CatalogDisplayPrice;
  CatalogFilter: CatalogFilter;
  CatalogPage: Omit<CatalogPage, 'items'> & { items: Array<ResolversParentTypes['Catalog']> };
  CatalogPayload: Omit<CatalogPayload, 'catalog'> & { catalog?: Maybe<ResolversParentTypes['Catalog']> };
  CatalogPriceBook: Omit<CatalogPriceBook, 'priceBook'> & { priceBook?: Maybe<ResolversParentTypes['PriceBook']> };
  CatalogPriceBookInput: CatalogPriceBookInput;
  CatalogRelease: CatalogReleaseModel;
  CatalogReleaseHierarchy: CatalogReleaseHierarchy;
  CatalogReleasePage: Omit<CatalogReleasePage, 'items'> & { items: Array<ResolversParentTypes['CatalogRelease']> };
  CatalogReleasePayload: Omit<CatalogReleasePayload, 'release'> & { release?: Maybe<ResolversParentTypes['CatalogRelease']> };
  CatalogReleaseProduct: CatalogReleaseProductModel;
  CatalogReleaseProductPage: Omit<CatalogReleaseProductPage, 'items'> & { items: Array<ResolversParentTypes['CatalogReleaseProduct']> };
  CatalogRule: CatalogRuleModel;
  CatalogRuleCreateInput: CatalogRuleCreateInput;
  CatalogRulePage: Omit<CatalogRulePage, 'items'> & { items: Array<ResolversParentTypes['CatalogRule']> };
  CatalogRulePayload: Omit<CatalogRulePayload, 'rule'> & { rule?: Maybe<ResolversParentTypes['CatalogRule']> };
  CatalogRuleSchedule: CatalogRuleSchedule;
  CatalogRuleScheduleInput: CatalogRuleScheduleInput;
  CatalogRuleUpdateInput: CatalogRuleUpdateInput;
  CatalogSelectedOption: CatalogSelectedOption;
  CatalogSort: CatalogSort;
  CatalogUpdateInput: CatalogUpdateInput;
  CatalogVariation: CatalogVariation;
  CatalogVariationOption: CatalogVariationOption;
  CatalogView: CatalogViewModel;
  CatalogViewHierarchy: CatalogViewHierarchyModel;
  CatalogViewHierarchyPage: Omit<CatalogViewHierarchyPage, 'items'> & { items: Array<ResolversParentTypes['CatalogViewHierarchy']> };
  CatalogViewNode: CatalogViewNodeModel;
  CatalogViewNodePage: Omit<CatalogViewNodePage, 'items'> & { items: Array<ResolversParentTypes['CatalogViewNode']> };
  CatalogViewProduct: CatalogViewProductModel;
  CatalogViewProductPage: Omit<CatalogViewProductPage, 'items'> & { items: Array<ResolversParentTypes['CatalogViewProduct']> };
  CatalogueEntryCreateInput: CatalogueEntryCreateInput;
  CatalogueEntryUpdateInput: CatalogueEntryUpdateInput;
  Category: CategoryModel;
  CategoryCreateInput: CategoryCreateInput;
  CategoryPage: Omit<CategoryPage, 'items'> & { items: Array<ResolversParentTypes['Category']> };
  CategoryPayload: Omit<CategoryPayload, 'category'> & { category?: Maybe<ResolversParentTypes['Category']> };
  CategoryUpdateInput: CategoryUpdateInput;
  CheckoutAccountInput: CheckoutAccountInput;
  CheckoutAddressInput: CheckoutAddressInput;
  CheckoutCustomerInput: CheckoutCustomerInput;
  CheckoutInput: CheckoutInput;
  CheckoutPayload: Omit<CheckoutPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  Collection: LegacyCatalogueEntryModel;
  CollectionPage: Omit<CollectionPage, 'items'> & { items: Array<ResolversParentTypes['Collection']> };
  CollectionPayload: Omit<CollectionPayload, 'collection'> & { collection?: Maybe<ResolversParentTypes['Collection']> };
  CommodityTypeFilter: CommodityTypeFilter;
  ConfigureProductPayload: Omit<ConfigureProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['CatalogViewProduct']> };
  CreateApplicationKeyPayload: Omit<CreateApplicationKeyPayload, 'applicationKey'> & { applicationKey?: Maybe<ResolversParentTypes['ApplicationKey']> };
  CreateSubscriptionInput: CreateSubscriptionInput;
  CreateSubscriptionJobInput: CreateSubscriptionJobInput;
  CreateSubscriptionOfferingInput: CreateSubscriptionOfferingInput;
  Currency: CurrencyModel;
  CurrencyCreateInput: CurrencyCreateInput;
  CurrencyFilter: CurrencyFilter;
  CurrencyPage: Omit<CurrencyPage, 'items'> & { items: Array<ResolversParentTypes['Currency']> };
  CurrencyPayload: Omit<CurrencyPayload, 'currency'> & { currency?: Maybe<ResolversParentTypes['Currency']> };
  CurrencyUpdateInput: CurrencyUpdateInput;
  CustomApi: CustomApiModel;
  CustomApiCreateInput: CustomApiCreateInput;
  CustomApiEntry: CustomApiEntryModel;
  CustomApiEntryPage: Omit<CustomApiEntryPage, 'items'> & { items: Array<ResolversParentTypes['CustomApiEntry']> };
  CustomApiEntryPayload: Omit<CustomApiEntryPayload, 'entry'> & { entry?: Maybe<ResolversParentTypes['CustomApiEntry']> };
  CustomApiFilter: CustomApiFilter;
  CustomApiPage: Omit<CustomApiPage, 'items'> & { items: Array<ResolversParentTypes['CustomApi']> };
  CustomApiPayload: Omit<CustomApiPayload, 'customApi'> & { customApi?: Maybe<ResolversParentTypes['CustomApi']> };
  CustomApiRolePolicy: CustomApiRolePolicyModel;
  CustomApiRolePolicyInput: CustomApiRolePolicyInput;
  CustomApiRolePolicyPage: Omit<CustomApiRolePolicyPage, 'items'> & { items: Array<ResolversParentTypes['CustomApiRolePolicy']> };
  CustomApiRolePolicyPayload: Omit<CustomApiRolePolicyPayload, 'rolePolicy'> & { rolePolicy?: Maybe<ResolversParentTypes['CustomApiRolePolicy']> };
  CustomApiRolePolicyUpdateInput: CustomApiRolePolicyUpdateInput;
  CustomApiSort: CustomApiSort;
  CustomApiUpdateInput: CustomApiUpdateInput;
  CustomField: CustomFieldModel;
  CustomFieldCreateInput: CustomFieldCreateInput;
  CustomFieldPage: Omit<CustomFieldPage, 'items'> & { items: Array<ResolversParentTypes['CustomField']> };
  CustomFieldPayload: Omit<CustomFieldPayload, 'field'> & { field?: Maybe<ResolversParentTypes['CustomField']> };
  CustomFieldUpdateInput: CustomFieldUpdateInput;
  CustomFieldValidation: CustomFieldValidation;
  CustomFieldValidationInput: CustomFieldValidationInput;
  CustomRelationship: CustomRelationshipModel;
  CustomRelationshipCreateInput: CustomRelationshipCreateInput;
  CustomRelationshipDeletePayload: CustomRelationshipDeletePayload;
  CustomRelationshipPage: Omit<CustomRelationshipPage, 'items'> & { items: Array<ResolversParentTypes['CustomRelationship']> };
  CustomRelationshipPayload: Omit<CustomRelationshipPayload, 'customRelationship'> & { customRelationship?: Maybe<ResolversParentTypes['CustomRelationship']> };
  CustomRelationshipUpdateInput: CustomRelationshipUpdateInput;
  Customer: CustomerModel;
  CustomerAuthenticationSettings: SettingsSectionModel;
  CustomerCreateInput: CustomerCreateInput;
  CustomerFilter: CustomerFilter;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  CustomerPayload: Omit<CustomerPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  CustomerSort: CustomerSort;
  CustomerSubscription: CustomerSubscriptionModel;
  CustomerSubscriptionFilter: CustomerSubscriptionFilter;
  CustomerSubscriptionPage: Omit<CustomerSubscriptionPage, 'items'> & { items: Array<ResolversParentTypes['CustomerSubscription']> };
  CustomerSubscriptionPayload: Omit<CustomerSubscriptionPayload, 'subscription'> & { subscription?: Maybe<ResolversParentTypes['CustomerSubscription']> };
  CustomerTokenInput: CustomerTokenInput;
  CustomerTokenPayload: CustomerTokenPayload;
  CustomerUpdateInput: CustomerUpdateInput;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeleteAccountMembershipPayload: DeleteAccountMembershipPayload;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteAccountTagPayload: DeleteAccountTagPayload;
  DeleteAddressPayload: DeleteAddressPayload;
  DeleteApplicationKeyPayload: DeleteApplicationKeyPayload;
  DeleteCartPayload: DeleteCartPayload;
  DeleteCatalogPayload: DeleteCatalogPayload;
  DeleteCatalogReleasePayload: DeleteCatalogReleasePayload;
  DeleteCatalogReleasesPayload: DeleteCatalogReleasesPayload;
  DeleteCatalogRulePayload: DeleteCatalogRulePayload;
  DeleteCustomApiResourcePayload: DeleteCustomApiResourcePayload;
  DeleteCustomerPayload: DeleteCustomerPayload;
  DeleteFilePayload: DeleteFilePayload;
  DeleteFlowResourcePayload: DeleteFlowResourcePayload;
  DeleteHierarchyNodePayload: DeleteHierarchyNodePayload;
  DeleteHierarchyPayload: DeleteHierarchyPayload;
  DeleteIntegrationPayload: DeleteIntegrationPayload;
  DeleteInventoryLocationPayload: DeleteInventoryLocationPayload;
  DeleteLegacyCataloguePayload: DeleteLegacyCataloguePayload;
  DeleteLegacyVariationPayload: Omit<DeleteLegacyVariationPayload, 'variation'> & { variation?: Maybe<ResolversParentTypes['LegacyVariation']> };
  DeletePriceBookPayload: DeletePriceBookPayload;
  DeletePriceModifierPayload: DeletePriceModifierPayload;
  DeleteProductPayload: DeleteProductPayload;
  DeleteProductPricePayload: DeleteProductPricePayload;
  DeletePromotionPayload: DeletePromotionPayload;
  DeleteRealmProfilePayload: DeleteRealmProfilePayload;
  DeleteStockPayload: DeleteStockPayload;
  DeleteVariationPayload: DeleteVariationPayload;
  DunningRule: DunningRuleModel;
  DunningRuleInput: DunningRuleInput;
  DunningRulePage: Omit<DunningRulePage, 'items'> & { items: Array<ResolversParentTypes['DunningRule']> };
  DunningRulePayload: Omit<DunningRulePayload, 'dunningRule'> & { dunningRule?: Maybe<ResolversParentTypes['DunningRule']> };
  ErasureRequest: ErasureRequestModel;
  ErasureRequestFilter: ErasureRequestFilter;
  ErasureRequestInput: ErasureRequestInput;
  ErasureRequestPage: Omit<ErasureRequestPage, 'items'> & { items: Array<ResolversParentTypes['ErasureRequest']> };
  ErasureRequestPayload: Omit<ErasureRequestPayload, 'erasureRequest'> & { erasureRequest?: Maybe<ResolversParentTypes['ErasureRequest']> };
  File: FileModel;
  FileFilter: FileFilter;
  FileLink: FileLink;
  FileNumberFilter: FileNumberFilter;
  FilePage: Omit<FilePage, 'items'> & { items: Array<ResolversParentTypes['File']> };
  FilePayload: Omit<FilePayload, 'file'> & { file?: Maybe<ResolversParentTypes['File']> };
  Float: Scalars['Float']['output'];
  Flow: FlowModel;
  FlowAttribute: FlowAttribute;
  FlowCreateInput: FlowCreateInput;
  FlowEntry: FlowEntryModel;
  FlowEntryPage: Omit<FlowEntryPage, 'items'> & { items: Array<ResolversParentTypes['FlowEntry']> };
  FlowEntryPayload: Omit<FlowEntryPayload, 'entry'> & { entry?: Maybe<ResolversParentTypes['FlowEntry']> };
  FlowEntryReference: FlowEntryReference;
  FlowEntryReferenceInput: FlowEntryReferenceInput;
  FlowEntryRelationshipsPayload: FlowEntryRelationshipsPayload;
  FlowField: FlowFieldModel;
  FlowFieldCreateInput: FlowFieldCreateInput;
  FlowFieldPage: Omit<FlowFieldPage, 'items'> & { items: Array<ResolversParentTypes['FlowField']> };
  FlowFieldPayload: Omit<FlowFieldPayload, 'field'> & { field?: Maybe<ResolversParentTypes['FlowField']> };
  FlowFieldUpdateInput: FlowFieldUpdateInput;
  FlowPage: Omit<FlowPage, 'items'> & { items: Array<ResolversParentTypes['Flow']> };
  FlowPayload: Omit<FlowPayload, 'flow'> & { flow?: Maybe<ResolversParentTypes['Flow']> };
  FlowUpdateInput: FlowUpdateInput;
  GatewayInfo: GatewayInfo;
  Hierarchy: HierarchyModel;
  HierarchyBreadcrumb: HierarchyBreadcrumb;
  HierarchyCreateInput: HierarchyCreateInput;
  HierarchyDuplicateInput: HierarchyDuplicateInput;
  HierarchyFilter: HierarchyFilter;
  HierarchyNode: HierarchyNodeModel;
  HierarchyNodeCreateInput: HierarchyNodeCreateInput;
  HierarchyNodePage: Omit<HierarchyNodePage, 'items'> & { items: Array<ResolversParentTypes['HierarchyNode']> };
  HierarchyNodePayload: Omit<HierarchyNodePayload, 'node'> & { node?: Maybe<ResolversParentTypes['HierarchyNode']> };
  HierarchyNodeUpdateInput: HierarchyNodeUpdateInput;
  HierarchyPage: Omit<HierarchyPage, 'items'> & { items: Array<ResolversParentTypes['Hierarchy']> };
  HierarchyPayload: Omit<HierarchyPayload, 'hierarchy'> & { hierarchy?: Maybe<ResolversParentTypes['Hierarchy']> };
  HierarchyUpdateInput: HierarchyUpdateInput;
  ID: Scalars['ID']['output'];
  IdFilter: IdFilter;
  Int: Scalars['Int']['output'];
  Integration: IntegrationModel;
  IntegrationConfiguration: IntegrationConfiguration;
  IntegrationConfigurationInput: IntegrationConfigurationInput;
  IntegrationFilter: IntegrationFilter;
  IntegrationInput: IntegrationInput;
  IntegrationJob: IntegrationJobModel;
  IntegrationJobPage: Omit<IntegrationJobPage, 'items'> & { items: Array<ResolversParentTypes['IntegrationJob']> };
  IntegrationLog: IntegrationLogModel;
  IntegrationLogPage: Omit<IntegrationLogPage, 'items'> & { items: Array<ResolversParentTypes['IntegrationLog']> };
  IntegrationPage: Omit<IntegrationPage, 'items'> & { items: Array<ResolversParentTypes['Integration']> };
  IntegrationPayload: Omit<IntegrationPayload, 'integration'> & { integration?: Maybe<ResolversParentTypes['Integration']> };
  InventoryLocation: InventoryLocationModel;
  InventoryLocationCreateInput: InventoryLocationCreateInput;
  InventoryLocationPage: Omit<InventoryLocationPage, 'items'> & { items: Array<ResolversParentTypes['InventoryLocation']> };
  InventoryLocationPayload: Omit<InventoryLocationPayload, 'location'> & { location?: Maybe<ResolversParentTypes['InventoryLocation']> };
  InventoryLocationUpdateInput: InventoryLocationUpdateInput;
  JSON: Scalars['JSON']['output'];
  Job: JobModel;
  JobError: JobError;
  JobErrorPage: JobErrorPage;
  JobPage: Omit<JobPage, 'items'> & { items: Array<ResolversParentTypes['Job']> };
  JobPayload: Omit<JobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  LegacyCatalogueFilter: LegacyCatalogueFilter;
  LegacyCatalogueStatusFilter: LegacyCatalogueStatusFilter;
  LegacyModifierPrice: LegacyModifierPrice;
  LegacyModifierPriceInput: LegacyModifierPriceInput;
  LegacyProductModifier: LegacyProductModifierModel;
  LegacyProductModifierInput: LegacyProductModifierInput;
  LegacyProductModifierPayload: Omit<LegacyProductModifierPayload, 'modifier' | 'variation'> & { modifier?: Maybe<ResolversParentTypes['LegacyProductModifier']>, variation?: Maybe<ResolversParentTypes['LegacyVariation']> };
  LegacyVariation: LegacyVariationModel;
  LegacyVariationFilter: LegacyVariationFilter;
  LegacyVariationInput: LegacyVariationInput;
  LegacyVariationOption: LegacyVariationOptionModel;
  LegacyVariationOptionInput: LegacyVariationOptionInput;
  LegacyVariationOptionPayload: Omit<LegacyVariationOptionPayload, 'option' | 'variation'> & { option?: Maybe<ResolversParentTypes['LegacyVariationOption']>, variation?: Maybe<ResolversParentTypes['LegacyVariation']> };
  LegacyVariationPage: Omit<LegacyVariationPage, 'items'> & { items: Array<ResolversParentTypes['LegacyVariation']> };
  LegacyVariationPayload: Omit<LegacyVariationPayload, 'variation'> & { variation?: Maybe<ResolversParentTypes['LegacyVariation']> };
  LocatedStockCreateInput: LocatedStockCreateInput;
  LogsTtlSettings: SettingsSectionModel;
  LogsTtlSettingsInput: LogsTtlSettingsInput;
  LogsTtlSettingsPayload: Omit<LogsTtlSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['LogsTtlSettings']> };
  MerchantRealmMapping: MerchantRealmMapping;
  MerchantRealmMappingPayload: MerchantRealmMappingPayload;
  MerchantRealmMappingUpdateInput: MerchantRealmMappingUpdateInput;
  MinorUnits: Scalars['MinorUnits']['output'];
  Money: Money;
  MoneyInput: MoneyInput;
  Mutation: Record<PropertyKey, never>;
  OidcProfile: OidcProfileModel;
  OidcProfileCreateInput: OidcProfileCreateInput;
  OidcProfilePage: Omit<OidcProfilePage, 'items'> & { items: Array<ResolversParentTypes['OidcProfile']> };
  OidcProfilePayload: Omit<OidcProfilePayload, 'oidcProfile'> & { oidcProfile?: Maybe<ResolversParentTypes['OidcProfile']> };
  OidcProfileUpdateInput: OidcProfileUpdateInput;
  OneTimePasswordRequestInput: OneTimePasswordRequestInput;
  OneTimePasswordRequestPayload: OneTimePasswordRequestPayload;
  Order: OrderModel;
  OrderAddress: OrderAddress;
  OrderAddressInput: OrderAddressInput;
  OrderCustomer: OrderCustomer;
  OrderFilter: OrderFilter;
  OrderItem: OrderItem;
  OrderMetrics: OrderMetricsModel;
  OrderMetricsPoint: OrderMetricsPoint;
  OrderMetricsSummary: OrderMetricsSummary;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPayload: Omit<OrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderPaymentStatusFilter: OrderPaymentStatusFilter;
  OrderShippingGroup: OrderShippingGroup;
  OrderShippingStatusFilter: OrderShippingStatusFilter;
  OrderSort: OrderSort;
  OrderStatusFilter: OrderStatusFilter;
  OrderTotals: OrderTotals;
  OrderUpdateInput: OrderUpdateInput;
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  PageInfo: PageInfo;
  PageInput: PageInput;
  PasswordCredentials: PasswordCredentials;
  PasswordProfile: PasswordProfileModel;
  PasswordProfileCreateInput: PasswordProfileCreateInput;
  PasswordProfileInfo: PasswordProfileInfo;
  PasswordProfileInfoCreateInput: PasswordProfileInfoCreateInput;
  PasswordProfileInfoPage: PasswordProfileInfoPage;
  PasswordProfileInfoPayload: PasswordProfileInfoPayload;
  PasswordProfileInfoUpdateInput: PasswordProfileInfoUpdateInput;
  PasswordProfilePage: Omit<PasswordProfilePage, 'items'> & { items: Array<ResolversParentTypes['PasswordProfile']> };
  PasswordProfilePayload: Omit<PasswordProfilePayload, 'passwordProfile'> & { passwordProfile?: Maybe<ResolversParentTypes['PasswordProfile']> };
  PasswordProfileUpdateInput: PasswordProfileUpdateInput;
  PasswordResetRequestPayload: PasswordResetRequestPayload;
  Payload: ResolversInterfaceTypes<ResolversParentTypes>['Payload'];
  PaymentGateway: PaymentGateway;
  PaymentGatewayAttribute: PaymentGatewayAttribute;
  PaymentGatewayCredentialInput: PaymentGatewayCredentialInput;
  PaymentGatewayOnboardingLink: PaymentGatewayOnboardingLink;
  PaymentGatewayOnboardingLinkInput: PaymentGatewayOnboardingLinkInput;
  PaymentGatewayOnboardingLinkPayload: PaymentGatewayOnboardingLinkPayload;
  PaymentGatewayPayload: PaymentGatewayPayload;
  PaymentGatewayUpdateInput: PaymentGatewayUpdateInput;
  PaymentInput: PaymentInput;
  PersonalDataLogEntry: PersonalDataLogModel;
  PersonalDataLogPage: Omit<PersonalDataLogPage, 'items'> & { items: Array<ResolversParentTypes['PersonalDataLogEntry']> };
  PriceBook: PriceBookModel;
  PriceBookCreateInput: PriceBookCreateInput;
  PriceBookFilter: PriceBookFilter;
  PriceBookPage: Omit<PriceBookPage, 'items'> & { items: Array<ResolversParentTypes['PriceBook']> };
  PriceBookPayload: Omit<PriceBookPayload, 'priceBook'> & { priceBook?: Maybe<ResolversParentTypes['PriceBook']> };
  PriceBookSort: PriceBookSort;
  PriceBookUpdateInput: PriceBookUpdateInput;
  PriceModifier: PriceModifierModel;
  PriceModifierCreateInput: PriceModifierCreateInput;
  PriceModifierPage: Omit<PriceModifierPage, 'items'> & { items: Array<ResolversParentTypes['PriceModifier']> };
  PriceModifierPayload: Omit<PriceModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversParentTypes['PriceModifier']> };
  PriceModifierUpdateInput: PriceModifierUpdateInput;
  PriceTier: PriceTier;
  PriceTierInput: PriceTierInput;
  Product: ProductModel;
  ProductAttribute: ProductAttribute;
  ProductBundleComponent: Omit<ProductBundleComponent, 'options'> & { options: Array<ResolversParentTypes['ProductBundleOption']> };
  ProductBundleComponentInput: ProductBundleComponentInput;
  ProductBundleOption: Omit<ProductBundleOption, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductBundleOptionInput: ProductBundleOptionInput;
  ProductCreateInput: ProductCreateInput;
  ProductCustomInput: ProductCustomInput;
  ProductCustomInputInput: ProductCustomInputInput;
  ProductCustomRelationshipsPayload: Omit<ProductCustomRelationshipsPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductFilesPayload: Omit<ProductFilesPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductFilter: ProductFilter;
  ProductLocale: ProductLocale;
  ProductLocaleInput: ProductLocaleInput;
  ProductMainImagePayload: Omit<ProductMainImagePayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductNodesPayload: Omit<ProductNodesPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductNotRelated: ProductNotRelated;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPayload: Omit<ProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  ProductPrice: ProductPriceModel;
  ProductPriceCreateInput: ProductPriceCreateInput;
  ProductPriceFilter: ProductPriceFilter;
  ProductPricePage: Omit<ProductPricePage, 'items'> & { items: Array<ResolversParentTypes['ProductPrice']> };
  ProductPricePayload: Omit<ProductPricePayload, 'price'> & { price?: Maybe<ResolversParentTypes['ProductPrice']> };
  ProductPriceUpdateInput: ProductPriceUpdateInput;
  ProductSort: ProductSort;
  ProductStatusFilter: ProductStatusFilter;
  ProductTemplate: Omit<ProductTemplate, 'entry' | 'flow'> & { entry?: Maybe<ResolversParentTypes['FlowEntry']>, flow: ResolversParentTypes['Flow'] };
  ProductTemplateValuesPayload: Omit<ProductTemplateValuesPayload, 'template'> & { template?: Maybe<ResolversParentTypes['ProductTemplate']> };
  ProductTemplatesPayload: Omit<ProductTemplatesPayload, 'templates'> & { templates: Array<ResolversParentTypes['ProductTemplate']> };
  ProductUpdateInput: ProductUpdateInput;
  ProductVariationChoice: ProductVariationChoice;
  Promotion: PromotionModel;
  PromotionAmount: PromotionAmount;
  PromotionAmountInput: PromotionAmountInput;
  PromotionAttribute: PromotionAttribute;
  PromotionCode: PromotionCodeModel;
  PromotionCodeInput: PromotionCodeInput;
  PromotionCodePage: Omit<PromotionCodePage, 'items'> & { items: Array<ResolversParentTypes['PromotionCode']> };
  PromotionCodesPayload: Omit<PromotionCodesPayload, 'codes'> & { codes: Array<ResolversParentTypes['PromotionCode']> };
  PromotionCreateInput: PromotionCreateInput;
  PromotionDiscount: PromotionDiscount;
  PromotionDiscountInput: PromotionDiscountInput;
  PromotionEnabledFilter: PromotionEnabledFilter;
  PromotionFilter: PromotionFilter;
  PromotionHistoryEntry: PromotionHistoryModel;
  PromotionHistoryPage: Omit<PromotionHistoryPage, 'items'> & { items: Array<ResolversParentTypes['PromotionHistoryEntry']> };
  PromotionJob: PromotionJobModel;
  PromotionJobFile: PromotionJobFile;
  PromotionJobFilter: PromotionJobFilter;
  PromotionJobPage: Omit<PromotionJobPage, 'items'> & { items: Array<ResolversParentTypes['PromotionJob']> };
  PromotionJobPayload: Omit<PromotionJobPayload, 'job'> & { job?: Maybe<ResolversParentTypes['PromotionJob']> };
  PromotionPage: Omit<PromotionPage, 'items'> & { items: Array<ResolversParentTypes['Promotion']> };
  PromotionPayload: Omit<PromotionPayload, 'promotion'> & { promotion?: Maybe<ResolversParentTypes['Promotion']> };
  PromotionSettings: SettingsSectionModel;
  PromotionSort: PromotionSort;
  PromotionUpdateInput: PromotionUpdateInput;
  ProrationPolicy: ProrationPolicyModel;
  ProrationPolicyInput: ProrationPolicyInput;
  ProrationPolicyPage: Omit<ProrationPolicyPage, 'items'> & { items: Array<ResolversParentTypes['ProrationPolicy']> };
  ProrationPolicyPayload: Omit<ProrationPolicyPayload, 'prorationPolicy'> & { prorationPolicy?: Maybe<ResolversParentTypes['ProrationPolicy']> };
  Query: Record<PropertyKey, never>;
  Realm: RealmModel;
  RealmCreateInput: RealmCreateInput;
  RealmFilter: RealmFilter;
  RealmPage: Omit<RealmPage, 'items'> & { items: Array<ResolversParentTypes['Realm']> };
  RealmPayload: Omit<RealmPayload, 'realm'> & { realm?: Maybe<ResolversParentTypes['Realm']> };
  RefreshSessionPayload: RefreshSessionPayload;
  RelatedDataEntry: RelatedDataEntryModel;
  RelatedDataEntryPage: Omit<RelatedDataEntryPage, 'items'> & { items: Array<ResolversParentTypes['RelatedDataEntry']> };
  ResetPasswordPayload: ResetPasswordPayload;
  RuleActionSummary: RuleActionSummary;
  RulePromotion: RulePromotionModel;
  RulePromotionCreateInput: RulePromotionCreateInput;
  RulePromotionPage: Omit<RulePromotionPage, 'items'> & { items: Array<ResolversParentTypes['RulePromotion']> };
  RulePromotionPayload: Omit<RulePromotionPayload, 'rulePromotion'> & { rulePromotion?: Maybe<ResolversParentTypes['RulePromotion']> };
  RulePromotionUpdateInput: RulePromotionUpdateInput;
  SelectedOptionInput: SelectedOptionInput;
  Settings: SettingsSectionModel;
  ShopperContextInput: ShopperContextInput;
  SignInPayload: SignInPayload;
  SignUpInput: SignUpInput;
  SignUpPayload: SignUpPayload;
  SignedUpSeller: SignedUpSeller;
  SortHierarchyNodeChildrenPayload: Omit<SortHierarchyNodeChildrenPayload, 'children'> & { children?: Maybe<Array<ResolversParentTypes['HierarchyNode']>> };
  SsoProfilePayload: SsoProfilePayload;
  SsoProfileStore: SsoProfileStore;
  SsoSettings: SsoSettings;
  Stock: StockModel;
  StockFilter: StockFilter;
  StockLocationLevel: Omit<StockLocationLevel, 'location'> & { location?: Maybe<ResolversParentTypes['InventoryLocation']> };
  StockLocationLevelInput: StockLocationLevelInput;
  StockPage: Omit<StockPage, 'items'> & { items: Array<ResolversParentTypes['Stock']> };
  StockPayload: Omit<StockPayload, 'stock'> & { stock?: Maybe<ResolversParentTypes['Stock']> };
  StockSort: StockSort;
  StockTransaction: StockTransactionModel;
  StockTransactionInput: StockTransactionInput;
  StockTransactionPage: Omit<StockTransactionPage, 'items'> & { items: Array<ResolversParentTypes['StockTransaction']> };
  StockTransactionPayload: Omit<StockTransactionPayload, 'stock' | 'transaction'> & { stock?: Maybe<ResolversParentTypes['Stock']>, transaction?: Maybe<ResolversParentTypes['StockTransaction']> };
  Store: StoreModel;
  StoreCreateInput: StoreCreateInput;
  StoreFilter: StoreFilter;
  StorePage: Omit<StorePage, 'items'> & { items: Array<ResolversParentTypes['Store']> };
  StorePayload: Omit<StorePayload, 'store'> & { store?: Maybe<ResolversParentTypes['Store']> };
  StoreSettings: SettingsSectionModel;
  StoreSettingsInput: StoreSettingsInput;
  StoreSettingsPayload: Omit<StoreSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['StoreSettings']> };
  StoreTierInfo: StoreTierInfo;
  StoreUpdateInput: StoreUpdateInput;
  String: Scalars['String']['output'];
  StripeCustomer: StripeCustomer;
  StripeCustomerPayload: StripeCustomerPayload;
  StripeInvoice: StripeInvoice;
  StripeInvoiceInput: StripeInvoiceInput;
  StripeInvoicePayload: StripeInvoicePayload;
  Subscriber: SubscriberModel;
  SubscriberInput: SubscriberInput;
  SubscriberPage: Omit<SubscriberPage, 'items'> & { items: Array<ResolversParentTypes['Subscriber']> };
  SubscriberPayload: Omit<SubscriberPayload, 'subscriber'> & { subscriber?: Maybe<ResolversParentTypes['Subscriber']> };
  SubscriptionDeletePayload: SubscriptionDeletePayload;
  SubscriptionInvoice: SubscriptionInvoiceModel;
  SubscriptionInvoiceFilter: SubscriptionInvoiceFilter;
  SubscriptionInvoiceItem: SubscriptionInvoiceItem;
  SubscriptionInvoicePage: Omit<SubscriptionInvoicePage, 'items'> & { items: Array<ResolversParentTypes['SubscriptionInvoice']> };
  SubscriptionJob: SubscriptionJob;
  SubscriptionJobPage: SubscriptionJobPage;
  SubscriptionJobPayload: SubscriptionJobPayload;
  SubscriptionNameFilter: SubscriptionNameFilter;
  SubscriptionOffering: SubscriptionOfferingModel;
  SubscriptionOfferingInput: SubscriptionOfferingInput;
  SubscriptionOfferingPage: Omit<SubscriptionOfferingPage, 'items'> & { items: Array<ResolversParentTypes['SubscriptionOffering']> };
  SubscriptionOfferingPayload: Omit<SubscriptionOfferingPayload, 'offering'> & { offering?: Maybe<ResolversParentTypes['SubscriptionOffering']> };
  SubscriptionPayment: SubscriptionPaymentModel;
  SubscriptionPlan: SubscriptionPlanModel;
  SubscriptionPlanInput: SubscriptionPlanInput;
  SubscriptionPlanPage: Omit<SubscriptionPlanPage, 'items'> & { items: Array<ResolversParentTypes['SubscriptionPlan']> };
  SubscriptionPlanPayload: Omit<SubscriptionPlanPayload, 'plan'> & { plan?: Maybe<ResolversParentTypes['SubscriptionPlan']> };
  SubscriptionPriceInput: SubscriptionPriceInput;
  SubscriptionProduct: SubscriptionProductModel;
  SubscriptionProductInput: SubscriptionProductInput;
  SubscriptionProductPage: Omit<SubscriptionProductPage, 'items'> & { items: Array<ResolversParentTypes['SubscriptionProduct']> };
  SubscriptionProductPayload: Omit<SubscriptionProductPayload, 'product'> & { product?: Maybe<ResolversParentTypes['SubscriptionProduct']> };
  SubscriptionSchedule: SubscriptionSchedule;
  SubscriptionScheduleInput: SubscriptionScheduleInput;
  SubscriptionSchedulePage: SubscriptionSchedulePage;
  SubscriptionSchedulePayload: SubscriptionSchedulePayload;
  SubscriptionSettings: SettingsSectionModel;
  SubscriptionSettingsInput: SubscriptionSettingsInput;
  SubscriptionSettingsPayload: Omit<SubscriptionSettingsPayload, 'settings'> & { settings?: Maybe<ResolversParentTypes['SubscriptionSettings']> };
  TextFilter: TextFilter;
  Transaction: TransactionModel;
  TransactionPayload: Omit<TransactionPayload, 'order' | 'transaction'> & { order?: Maybe<ResolversParentTypes['Order']>, transaction?: Maybe<ResolversParentTypes['Transaction']> };
  UpdateSubscriptionInput: UpdateSubscriptionInput;
  UserAuthenticationInfo: UserAuthenticationInfoModel;
  UserAuthenticationInfoCreateInput: UserAuthenticationInfoCreateInput;
  UserAuthenticationInfoFilter: UserAuthenticationInfoFilter;
  UserAuthenticationInfoPage: Omit<UserAuthenticationInfoPage, 'items'> & { items: Array<ResolversParentTypes['UserAuthenticationInfo']> };
  UserAuthenticationInfoPayload: Omit<UserAuthenticationInfoPayload, 'user'> & { user?: Maybe<ResolversParentTypes['UserAuthenticationInfo']> };
  UserAuthenticationInfoUpdateInput: UserAuthenticationInfoUpdateInput;
  UserError: UserError;
  Variation: VariationModel;
  VariationCreateInput: VariationCreateInput;
  VariationModifier: VariationModifierModel;
  VariationModifierInput: VariationModifierInput;
  VariationModifierPayload: Omit<VariationModifierPayload, 'modifier'> & { modifier?: Maybe<ResolversParentTypes['VariationModifier']> };
  VariationOption: VariationOptionModel;
  VariationOptionCreateInput: VariationOptionCreateInput;
  VariationOptionPage: Omit<VariationOptionPage, 'items'> & { items: Array<ResolversParentTypes['VariationOption']> };
  VariationOptionPayload: Omit<VariationOptionPayload, 'option'> & { option?: Maybe<ResolversParentTypes['VariationOption']> };
  VariationOptionUpdateInput: VariationOptionUpdateInput;
  VariationPage: Omit<VariationPage, 'items'> & { items: Array<ResolversParentTypes['Variation']> };
  VariationPayload: Omit<VariationPayload, 'variation'> & { variation?: Maybe<ResolversParentTypes['Variation']> };
  VariationUpdateInput: VariationUpdateInput;
}>;

export type ProviderDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type ProviderDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = ProviderDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<AccountAddressArgs, 'id'>>;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, Partial<AccountAddressesArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  legalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['AccountMembership']>, ParentType, ContextType, RequireFields<AccountMembershipArgs, 'id'>>;
  memberships?: Resolver<ResolversTypes['AccountMembershipPage'], ParentType, ContextType, Partial<AccountMembershipsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  registrationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['AccountTag']>, ParentType, ContextType>;
  unassignedMembers?: Resolver<ResolversTypes['AccountMemberPage'], ParentType, ContextType, Partial<AccountUnassignedMembersArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AccountAuthenticationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountAuthenticationSettings'] = ResolversParentTypes['AccountAuthenticationSettings']> = ResolversObject<{
  accountManagementAuthenticationTokenTimeoutSecs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  accountMemberSelfManagement?: Resolver<ResolversTypes['AccountMemberSelfManagement'], ParentType, ContextType>;
  autoCreateAccountForAccountMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enableSelfSignup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  realm?: Resolver<Maybe<ResolversTypes['Realm']>, ParentType, ContextType>;
  realmId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AccountAuthenticationSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountAuthenticationSettingsPayload'] = ResolversParentTypes['AccountAuthenticationSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['AccountAuthenticationSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMember'] = ResolversParentTypes['AccountMember']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberships?: Resolver<ResolversTypes['AccountMembershipPage'], ParentType, ContextType, Partial<AccountMemberMembershipsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountMemberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMemberPage'] = ResolversParentTypes['AccountMemberPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AccountMember']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountMemberTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMemberToken'] = ResolversParentTypes['AccountMemberToken']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AccountMemberTokensPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMemberTokensPayload'] = ResolversParentTypes['AccountMemberTokensPayload']> = ResolversObject<{
  accountMemberId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tokens?: Resolver<Array<ResolversTypes['AccountMemberToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMembership'] = ResolversParentTypes['AccountMembership']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['AccountMember']>, ParentType, ContextType>;
  memberId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AccountMembershipPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMembershipPage'] = ResolversParentTypes['AccountMembershipPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AccountMembership']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountMembershipPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMembershipPayload'] = ResolversParentTypes['AccountMembershipPayload']> = ResolversObject<{
  membership?: Resolver<Maybe<ResolversTypes['AccountMembership']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountMembershipSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMembershipSettings'] = ResolversParentTypes['AccountMembershipSettings']> = ResolversObject<{
  membershipLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AccountMembershipSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountMembershipSettingsPayload'] = ResolversParentTypes['AccountMembershipSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['AccountMembershipSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPage'] = ResolversParentTypes['AccountPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountTag'] = ResolversParentTypes['AccountTag']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AccountTagPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountTagPage'] = ResolversParentTypes['AccountTagPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AccountTag']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AccountTagPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountTagPayload'] = ResolversParentTypes['AccountTagPayload']> = ResolversObject<{
  tag?: Resolver<Maybe<ResolversTypes['AccountTag']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AddressPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressPage'] = ResolversParentTypes['AddressPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressPayload'] = ResolversParentTypes['AddressPayload']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AnonymizeOrdersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnonymizeOrdersPayload'] = ResolversParentTypes['AnonymizeOrdersPayload']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiKeySignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeySignInPayload'] = ResolversParentTypes['ApiKeySignInPayload']> = ResolversObject<{
  token?: Resolver<Maybe<ResolversTypes['ApiKeyToken']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApiKeyTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyToken'] = ResolversParentTypes['ApiKeyToken']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplicationKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationKey'] = ResolversParentTypes['ApplicationKey']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reservedRateLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ApplicationKeyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationKeyPage'] = ResolversParentTypes['ApplicationKeyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ApplicationKey']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalReservedRateLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ApplicationKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationKeyPayload'] = ResolversParentTypes['ApplicationKeyPayload']> = ResolversObject<{
  applicationKey?: Resolver<Maybe<ResolversTypes['ApplicationKey']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type BrandPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BrandPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPayload'] = ResolversParentTypes['BrandPayload']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BuiltInRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuiltInRole'] = ResolversParentTypes['BuiltInRole']> = ResolversObject<{
  cmUserAssignable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customDiscounts?: Resolver<Array<ResolversTypes['CartCustomDiscount']>, ParentType, ContextType>;
  customDiscountsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['CartPromotion']>, ParentType, ContextType>;
  shippingGroup?: Resolver<Maybe<ResolversTypes['CartShippingGroup']>, ParentType, ContextType, RequireFields<CartShippingGroupArgs, 'id'>>;
  shippingGroups?: Resolver<Array<ResolversTypes['CartShippingGroup']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CartCustomDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartCustomDiscount'] = ResolversParentTypes['CartCustomDiscount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountEngine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  customDiscounts?: Resolver<Array<ResolversTypes['CartCustomDiscount']>, ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['CartLineDiscount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<Array<ResolversTypes['CartTaxItem']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['CartTotals']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CartItemType'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
}>;

export type CartLineDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLineDiscount'] = ResolversParentTypes['CartLineDiscount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['CartPrice'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CartPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPage'] = ResolversParentTypes['CartPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Cart']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPayload'] = ResolversParentTypes['CartPayload']> = ResolversObject<{
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPrice'] = ResolversParentTypes['CartPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CartPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartPromotion'] = ResolversParentTypes['CartPromotion']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CartSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartSettings'] = ResolversParentTypes['CartSettings']> = ResolversObject<{
  cartExpiryDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customDiscountsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  useRulePromotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CartSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartSettingsPayload'] = ResolversParentTypes['CartSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['CartSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartShippingGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartShippingGroup'] = ResolversParentTypes['CartShippingGroup']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['CartShippingPrice']>, ParentType, ContextType>;
  shippingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartShippingPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartShippingPrice'] = ResolversParentTypes['CartShippingPrice']> = ResolversObject<{
  base?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
}>;

export type CartTaxItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jurisdiction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CartTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = ResolversObject<{
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withoutDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withoutTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CatalogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchies?: Resolver<Array<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  hierarchyIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceBooks?: Resolver<Array<ResolversTypes['CatalogPriceBook']>, ParentType, ContextType>;
  releases?: Resolver<ResolversTypes['CatalogReleasePage'], ParentType, ContextType, Partial<CatalogReleasesArgs>>;
  rules?: Resolver<ResolversTypes['CatalogRulePage'], ParentType, ContextType, Partial<CatalogRulesArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CatalogBreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogBreadcrumb'] = ResolversParentTypes['CatalogBreadcrumb']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogDisplayPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogDisplayPrice'] = ResolversParentTypes['CatalogDisplayPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CatalogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogPage'] = ResolversParentTypes['CatalogPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Catalog']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogPayload'] = ResolversParentTypes['CatalogPayload']> = ResolversObject<{
  catalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogPriceBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogPriceBook'] = ResolversParentTypes['CatalogPriceBook']> = ResolversObject<{
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  priceBookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CatalogReleaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogRelease'] = ResolversParentTypes['CatalogRelease']> = ResolversObject<{
  catalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchies?: Resolver<Array<ResolversTypes['CatalogReleaseHierarchy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['CatalogReleaseProductPage'], ParentType, ContextType, Partial<CatalogReleaseProductsArgs>>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogReleaseStatus'], ParentType, ContextType>;
  totalNodes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['CatalogView'], ParentType, ContextType>;
}>;

export type CatalogReleaseHierarchyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogReleaseHierarchy'] = ResolversParentTypes['CatalogReleaseHierarchy']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogReleasePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogReleasePage'] = ResolversParentTypes['CatalogReleasePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogRelease']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogReleasePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogReleasePayload'] = ResolversParentTypes['CatalogReleasePayload']> = ResolversObject<{
  release?: Resolver<Maybe<ResolversTypes['CatalogRelease']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogReleaseProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogReleaseProduct'] = ResolversParentTypes['CatalogReleaseProduct']> = ResolversObject<{
  displayPrice?: Resolver<Maybe<ResolversTypes['CatalogDisplayPrice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogReleaseProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogReleaseProductPage'] = ResolversParentTypes['CatalogReleaseProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogReleaseProduct']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogRule'] = ResolversParentTypes['CatalogRule']> = ResolversObject<{
  accountIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  catalogId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customerIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['CatalogRuleSchedule']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CatalogRulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogRulePage'] = ResolversParentTypes['CatalogRulePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogRule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogRulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogRulePayload'] = ResolversParentTypes['CatalogRulePayload']> = ResolversObject<{
  rule?: Resolver<Maybe<ResolversTypes['CatalogRule']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogRuleScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogRuleSchedule'] = ResolversParentTypes['CatalogRuleSchedule']> = ResolversObject<{
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CatalogSelectedOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogSelectedOption'] = ResolversParentTypes['CatalogSelectedOption']> = ResolversObject<{
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogVariation'] = ResolversParentTypes['CatalogVariation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CatalogVariationOption']>, ParentType, ContextType>;
}>;

export type CatalogVariationOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogVariationOption'] = ResolversParentTypes['CatalogVariationOption']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CatalogViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogView'] = ResolversParentTypes['CatalogView']> = ResolversObject<{
  hierarchies?: Resolver<ResolversTypes['CatalogViewHierarchyPage'], ParentType, ContextType, Partial<CatalogViewHierarchiesArgs>>;
  hierarchy?: Resolver<Maybe<ResolversTypes['CatalogViewHierarchy']>, ParentType, ContextType, RequireFields<CatalogViewHierarchyArgs, 'id'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<Maybe<ResolversTypes['CatalogViewNode']>, ParentType, ContextType, RequireFields<CatalogViewNodeArgs, 'id'>>;
  nodes?: Resolver<ResolversTypes['CatalogViewNodePage'], ParentType, ContextType, Partial<CatalogViewNodesArgs>>;
  product?: Resolver<Maybe<ResolversTypes['CatalogViewProduct']>, ParentType, ContextType, RequireFields<CatalogViewProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['CatalogViewProductPage'], ParentType, ContextType, Partial<CatalogViewProductsArgs>>;
  release?: Resolver<Maybe<ResolversTypes['CatalogRelease']>, ParentType, ContextType>;
}>;

export type CatalogViewHierarchyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewHierarchy'] = ResolversParentTypes['CatalogViewHierarchy']> = ResolversObject<{
  children?: Resolver<ResolversTypes['CatalogViewNodePage'], ParentType, ContextType, Partial<CatalogViewHierarchyChildrenArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasChildren?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['CatalogViewNodePage'], ParentType, ContextType, Partial<CatalogViewHierarchyNodesArgs>>;
  products?: Resolver<ResolversTypes['CatalogViewProductPage'], ParentType, ContextType, Partial<CatalogViewHierarchyProductsArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogViewHierarchyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewHierarchyPage'] = ResolversParentTypes['CatalogViewHierarchyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogViewHierarchy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogViewNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewNode'] = ResolversParentTypes['CatalogViewNode']> = ResolversObject<{
  breadcrumbs?: Resolver<Array<ResolversTypes['CatalogBreadcrumb']>, ParentType, ContextType>;
  children?: Resolver<ResolversTypes['CatalogViewNodePage'], ParentType, ContextType, Partial<CatalogViewNodeChildrenArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasChildren?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['CatalogViewProductPage'], ParentType, ContextType, Partial<CatalogViewNodeProductsArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CatalogViewNodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewNodePage'] = ResolversParentTypes['CatalogViewNodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogViewNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CatalogViewProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewProduct'] = ResolversParentTypes['CatalogViewProduct']> = ResolversObject<{
  children?: Resolver<ResolversTypes['CatalogViewProductPage'], ParentType, ContextType, Partial<CatalogViewProductChildrenArgs>>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayPrice?: Resolver<Maybe<ResolversTypes['CatalogDisplayPrice']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CatalogProductKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  relatedProducts?: Resolver<ResolversTypes['CatalogViewProductPage'], ParentType, ContextType, RequireFields<CatalogViewProductRelatedProductsArgs, 'slug'>>;
  relationshipSlugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  selectedOptions?: Resolver<Array<ResolversTypes['CatalogSelectedOption']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['CatalogVariation']>, ParentType, ContextType>;
}>;

export type CatalogViewProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogViewProductPage'] = ResolversParentTypes['CatalogViewProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CatalogViewProduct']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryPayload'] = ResolversParentTypes['CategoryPayload']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CheckoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutPayload'] = ResolversParentTypes['CheckoutPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LegacyCatalogueStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CollectionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPage'] = ResolversParentTypes['CollectionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CollectionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionPayload'] = ResolversParentTypes['CollectionPayload']> = ResolversObject<{
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ConfigureProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigureProductPayload'] = ResolversParentTypes['ConfigureProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['CatalogViewProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateApplicationKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateApplicationKeyPayload'] = ResolversParentTypes['CreateApplicationKeyPayload']> = ResolversObject<{
  applicationKey?: Resolver<Maybe<ResolversTypes['ApplicationKey']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decimalPlaces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decimalPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thousandSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CurrencyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyPage'] = ResolversParentTypes['CurrencyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CurrencyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyPayload'] = ResolversParentTypes['CurrencyPayload']> = ResolversObject<{
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApi'] = ResolversParentTypes['CustomApi']> = ResolversObject<{
  allowUpserts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  apiType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['CustomApiEntryPage'], ParentType, ContextType, Partial<CustomApiEntriesArgs>>;
  entry?: Resolver<Maybe<ResolversTypes['CustomApiEntry']>, ParentType, ContextType, RequireFields<CustomApiEntryArgs, 'id'>>;
  field?: Resolver<Maybe<ResolversTypes['CustomField']>, ParentType, ContextType, RequireFields<CustomApiFieldArgs, 'id'>>;
  fields?: Resolver<ResolversTypes['CustomFieldPage'], ParentType, ContextType, Partial<CustomApiFieldsArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rolePolicies?: Resolver<ResolversTypes['CustomApiRolePolicyPage'], ParentType, ContextType, Partial<CustomApiRolePoliciesArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CustomApiEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiEntry'] = ResolversParentTypes['CustomApiEntry']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type CustomApiEntryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiEntryPage'] = ResolversParentTypes['CustomApiEntryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomApiEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiEntryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiEntryPayload'] = ResolversParentTypes['CustomApiEntryPayload']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['CustomApiEntry']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiPage'] = ResolversParentTypes['CustomApiPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomApi']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiPayload'] = ResolversParentTypes['CustomApiPayload']> = ResolversObject<{
  customApi?: Resolver<Maybe<ResolversTypes['CustomApi']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiRolePolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiRolePolicy'] = ResolversParentTypes['CustomApiRolePolicy']> = ResolversObject<{
  create?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customApiId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['BuiltInRole']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CustomApiRolePolicyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiRolePolicyPage'] = ResolversParentTypes['CustomApiRolePolicyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomApiRolePolicy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomApiRolePolicyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomApiRolePolicyPayload'] = ResolversParentTypes['CustomApiRolePolicyPayload']> = ResolversObject<{
  rolePolicy?: Resolver<Maybe<ResolversTypes['CustomApiRolePolicy']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomField'] = ResolversParentTypes['CustomField']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldType?: Resolver<ResolversTypes['CustomFieldType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validation?: Resolver<ResolversTypes['CustomFieldValidation'], ParentType, ContextType>;
}>;

export type CustomFieldPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomFieldPage'] = ResolversParentTypes['CustomFieldPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomField']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomFieldPayload'] = ResolversParentTypes['CustomFieldPayload']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['CustomField']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomFieldValidationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomFieldValidation'] = ResolversParentTypes['CustomFieldValidation']> = ResolversObject<{
  allowNullValues?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowedType?: Resolver<Maybe<ResolversTypes['CustomFieldType']>, ParentType, ContextType>;
  immutable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  regex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unique?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  uniqueCaseInsensitivity?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type CustomRelationshipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationship'] = ResolversParentTypes['CustomRelationship']> = ResolversObject<{
  biDirectional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CustomRelationshipDeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipDeletePayload'] = ResolversParentTypes['CustomRelationshipDeletePayload']> = ResolversObject<{
  deletedSlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomRelationshipPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipPage'] = ResolversParentTypes['CustomRelationshipPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomRelationshipPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomRelationshipPayload'] = ResolversParentTypes['CustomRelationshipPayload']> = ResolversObject<{
  customRelationship?: Resolver<Maybe<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<CustomerAddressArgs, 'id'>>;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, Partial<CustomerAddressesArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CustomerAuthenticationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerAuthenticationSettings'] = ResolversParentTypes['CustomerAuthenticationSettings']> = ResolversObject<{
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  realmId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPayload'] = ResolversParentTypes['CustomerPayload']> = ResolversObject<{
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSubscription'] = ResolversParentTypes['CustomerSubscription']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['SubscriptionAction']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAfter?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['SubscriptionInvoicePage'], ParentType, ContextType, Partial<CustomerSubscriptionInvoicesArgs>>;
  manualPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offeringId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  offeringName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SubscriptionProduct']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SubscriptionState'], ParentType, ContextType>;
  subscriberId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type CustomerSubscriptionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSubscriptionPage'] = ResolversParentTypes['CustomerSubscriptionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerSubscriptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerSubscriptionPayload'] = ResolversParentTypes['CustomerSubscriptionPayload']> = ResolversObject<{
  subscription?: Resolver<Maybe<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerTokenPayload'] = ResolversParentTypes['CustomerTokenPayload']> = ResolversObject<{
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountMembershipPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAccountMembershipPayload'] = ResolversParentTypes['DeleteAccountMembershipPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteAccountTagPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAccountTagPayload'] = ResolversParentTypes['DeleteAccountTagPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteAddressPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAddressPayload'] = ResolversParentTypes['DeleteAddressPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteApplicationKeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteApplicationKeyPayload'] = ResolversParentTypes['DeleteApplicationKeyPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCartPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCartPayload'] = ResolversParentTypes['DeleteCartPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCatalogPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCatalogPayload'] = ResolversParentTypes['DeleteCatalogPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCatalogReleasePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCatalogReleasePayload'] = ResolversParentTypes['DeleteCatalogReleasePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCatalogReleasesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCatalogReleasesPayload'] = ResolversParentTypes['DeleteCatalogReleasesPayload']> = ResolversObject<{
  catalogId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCatalogRulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCatalogRulePayload'] = ResolversParentTypes['DeleteCatalogRulePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCustomApiResourcePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCustomApiResourcePayload'] = ResolversParentTypes['DeleteCustomApiResourcePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteCustomerPayload'] = ResolversParentTypes['DeleteCustomerPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteFilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFilePayload'] = ResolversParentTypes['DeleteFilePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteFlowResourcePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteFlowResourcePayload'] = ResolversParentTypes['DeleteFlowResourcePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteHierarchyNodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyNodePayload'] = ResolversParentTypes['DeleteHierarchyNodePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteHierarchyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteHierarchyPayload'] = ResolversParentTypes['DeleteHierarchyPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteIntegrationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteIntegrationPayload'] = ResolversParentTypes['DeleteIntegrationPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteInventoryLocationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteInventoryLocationPayload'] = ResolversParentTypes['DeleteInventoryLocationPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteLegacyCataloguePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteLegacyCataloguePayload'] = ResolversParentTypes['DeleteLegacyCataloguePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteLegacyVariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteLegacyVariationPayload'] = ResolversParentTypes['DeleteLegacyVariationPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['LegacyVariation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePriceBookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePriceBookPayload'] = ResolversParentTypes['DeletePriceBookPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePriceModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePriceModifierPayload'] = ResolversParentTypes['DeletePriceModifierPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteProductPricePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProductPricePayload'] = ResolversParentTypes['DeleteProductPricePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeletePromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePromotionPayload'] = ResolversParentTypes['DeletePromotionPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteRealmProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteRealmProfilePayload'] = ResolversParentTypes['DeleteRealmProfilePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteStockPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteStockPayload'] = ResolversParentTypes['DeleteStockPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DeleteVariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteVariationPayload'] = ResolversParentTypes['DeleteVariationPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DunningRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DunningRule'] = ResolversParentTypes['DunningRule']> = ResolversObject<{
  action?: Resolver<ResolversTypes['DunningAction'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentRetriesLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentRetryInterval?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paymentRetryMultiplier?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  paymentRetryType?: Resolver<ResolversTypes['PaymentRetryType'], ParentType, ContextType>;
  paymentRetryUnit?: Resolver<Maybe<ResolversTypes['PaymentRetryUnit']>, ParentType, ContextType>;
}>;

export type DunningRulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DunningRulePage'] = ResolversParentTypes['DunningRulePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DunningRule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DunningRulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DunningRulePayload'] = ResolversParentTypes['DunningRulePayload']> = ResolversObject<{
  dunningRule?: Resolver<Maybe<ResolversTypes['DunningRule']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ErasureRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureRequest'] = ResolversParentTypes['ErasureRequest']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initiator?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['ErasableResourceType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ErasureRequestStatus'], ParentType, ContextType>;
  statusDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ErasureRequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureRequestPage'] = ResolversParentTypes['ErasureRequestPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ErasureRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ErasureRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasureRequestPayload'] = ResolversParentTypes['ErasureRequestPayload']> = ResolversObject<{
  erasureRequest?: Resolver<Maybe<ResolversTypes['ErasureRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['FileLink'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type FileLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileLink'] = ResolversParentTypes['FileLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilePage'] = ResolversParentTypes['FilePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilePayload'] = ResolversParentTypes['FilePayload']> = ResolversObject<{
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['FlowEntryPage'], ParentType, ContextType, Partial<FlowEntriesArgs>>;
  fields?: Resolver<Array<ResolversTypes['FlowField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type FlowAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowAttribute'] = ResolversParentTypes['FlowAttribute']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlowEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntry'] = ResolversParentTypes['FlowEntry']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlowEntryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryPage'] = ResolversParentTypes['FlowEntryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowEntryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryPayload'] = ResolversParentTypes['FlowEntryPayload']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowEntryReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryReference'] = ResolversParentTypes['FlowEntryReference']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlowEntryRelationshipsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowEntryRelationshipsPayload'] = ResolversParentTypes['FlowEntryRelationshipsPayload']> = ResolversObject<{
  references?: Resolver<Maybe<Array<ResolversTypes['FlowEntryReference']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowField'] = ResolversParentTypes['FlowField']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fieldType?: Resolver<ResolversTypes['FlowFieldType'], ParentType, ContextType>;
  flowId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validationRules?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FlowFieldPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowFieldPage'] = ResolversParentTypes['FlowFieldPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FlowField']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowFieldPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowFieldPayload'] = ResolversParentTypes['FlowFieldPayload']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['FlowField']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowPage'] = ResolversParentTypes['FlowPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Flow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlowPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlowPayload'] = ResolversParentTypes['FlowPayload']> = ResolversObject<{
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = ResolversObject<{
  credentialsCookieName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  integrationUpdatesDocsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerHost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  termsOfUseUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HierarchyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hierarchy'] = ResolversParentTypes['Hierarchy']> = ResolversObject<{
  children?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyChildrenArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyNodesArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type HierarchyBreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyBreadcrumb'] = ResolversParentTypes['HierarchyBreadcrumb']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HierarchyNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNode'] = ResolversParentTypes['HierarchyNode']> = ResolversObject<{
  breadcrumbs?: Resolver<Array<ResolversTypes['HierarchyBreadcrumb']>, ParentType, ContextType>;
  children?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<HierarchyNodeChildrenArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  hierarchyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<HierarchyNodeProductsArgs>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type HierarchyNodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNodePage'] = ResolversParentTypes['HierarchyNodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HierarchyNodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyNodePayload'] = ResolversParentTypes['HierarchyNodePayload']> = ResolversObject<{
  node?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HierarchyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyPage'] = ResolversParentTypes['HierarchyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HierarchyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HierarchyPayload'] = ResolversParentTypes['HierarchyPayload']> = ResolversObject<{
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IntegrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = ResolversObject<{
  configuration?: Resolver<ResolversTypes['IntegrationConfiguration'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationType?: Resolver<ResolversTypes['IntegrationType'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['IntegrationJobPage'], ParentType, ContextType, Partial<IntegrationJobsArgs>>;
  logs?: Resolver<ResolversTypes['IntegrationLogPage'], ParentType, ContextType, Partial<IntegrationLogsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type IntegrationConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationConfiguration'] = ResolversParentTypes['IntegrationConfiguration']> = ResolversObject<{
  addresses?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  awsAccessKeyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  awsSecretAccessKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secretKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type IntegrationJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationJob'] = ResolversParentTypes['IntegrationJob']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logs?: Resolver<ResolversTypes['IntegrationLogPage'], ParentType, ContextType, Partial<IntegrationJobLogsArgs>>;
}>;

export type IntegrationJobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationJobPage'] = ResolversParentTypes['IntegrationJobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['IntegrationJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IntegrationLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationLog'] = ResolversParentTypes['IntegrationLog']> = ResolversObject<{
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  errorDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type IntegrationLogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationLogPage'] = ResolversParentTypes['IntegrationLogPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['IntegrationLog']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IntegrationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationPage'] = ResolversParentTypes['IntegrationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type IntegrationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationPayload'] = ResolversParentTypes['IntegrationPayload']> = ResolversObject<{
  integration?: Resolver<Maybe<ResolversTypes['Integration']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventoryLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryLocation'] = ResolversParentTypes['InventoryLocation']> = ResolversObject<{
  address?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type InventoryLocationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryLocationPage'] = ResolversParentTypes['InventoryLocationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InventoryLocationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InventoryLocationPayload'] = ResolversParentTypes['InventoryLocationPayload']> = ResolversObject<{
  location?: Resolver<Maybe<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type JobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  copiedFromHierarchyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['JobErrorPage'], ParentType, ContextType, Partial<JobErrorsArgs>>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobType?: Resolver<ResolversTypes['JobType'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
}>;

export type JobErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobError'] = ResolversParentTypes['JobError']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type JobErrorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobErrorPage'] = ResolversParentTypes['JobErrorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['JobError']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type JobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type JobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JobPayload'] = ResolversParentTypes['JobPayload']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LegacyModifierPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyModifierPrice'] = ResolversParentTypes['LegacyModifierPrice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type LegacyProductModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyProductModifier'] = ResolversParentTypes['LegacyProductModifier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifierType?: Resolver<ResolversTypes['LegacyModifierType'], ParentType, ContextType>;
  prices?: Resolver<Maybe<Array<ResolversTypes['LegacyModifierPrice']>>, ParentType, ContextType>;
  seek?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  set?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LegacyProductModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyProductModifierPayload'] = ResolversParentTypes['LegacyProductModifierPayload']> = ResolversObject<{
  modifier?: Resolver<Maybe<ResolversTypes['LegacyProductModifier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['LegacyVariation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LegacyVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyVariation'] = ResolversParentTypes['LegacyVariation']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['LegacyVariationOption']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type LegacyVariationOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyVariationOption'] = ResolversParentTypes['LegacyVariationOption']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['LegacyProductModifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LegacyVariationOptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyVariationOptionPayload'] = ResolversParentTypes['LegacyVariationOptionPayload']> = ResolversObject<{
  option?: Resolver<Maybe<ResolversTypes['LegacyVariationOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['LegacyVariation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LegacyVariationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyVariationPage'] = ResolversParentTypes['LegacyVariationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LegacyVariation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LegacyVariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegacyVariationPayload'] = ResolversParentTypes['LegacyVariationPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['LegacyVariation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LogsTtlSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogsTtlSettings'] = ResolversParentTypes['LogsTtlSettings']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LogsTtlSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogsTtlSettingsPayload'] = ResolversParentTypes['LogsTtlSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['LogsTtlSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type MerchantRealmMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MerchantRealmMapping'] = ResolversParentTypes['MerchantRealmMapping']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realmId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type MerchantRealmMappingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MerchantRealmMappingPayload'] = ResolversParentTypes['MerchantRealmMappingPayload']> = ResolversObject<{
  merchantRealmMapping?: Resolver<Maybe<ResolversTypes['MerchantRealmMapping']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['PriceTier']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addAccountMember?: Resolver<ResolversTypes['AccountMembershipPayload'], ParentType, ContextType, RequireFields<MutationAddAccountMemberArgs, 'accountId' | 'memberId'>>;
  addCartCustomDiscount?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddCartCustomDiscountArgs, 'cartId' | 'input'>>;
  addCartCustomItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddCartCustomItemArgs, 'cartId' | 'input'>>;
  addCartItemTax?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddCartItemTaxArgs, 'cartId' | 'input' | 'itemId'>>;
  addCartProductItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddCartProductItemArgs, 'cartId' | 'input'>>;
  addCartTaxes?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAddCartTaxesArgs, 'cartId' | 'taxes'>>;
  addPromotionCodes?: Resolver<ResolversTypes['PromotionCodesPayload'], ParentType, ContextType, RequireFields<MutationAddPromotionCodesArgs, 'codes' | 'family' | 'promotionId'>>;
  addStockTransaction?: Resolver<ResolversTypes['StockTransactionPayload'], ParentType, ContextType, RequireFields<MutationAddStockTransactionArgs, 'input'>>;
  anonymizeOrders?: Resolver<ResolversTypes['AnonymizeOrdersPayload'], ParentType, ContextType, RequireFields<MutationAnonymizeOrdersArgs, 'ids'>>;
  applyCartPromotionCode?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationApplyCartPromotionCodeArgs, 'cartId' | 'code'>>;
  associateCartAccount?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAssociateCartAccountArgs, 'accountId' | 'cartId'>>;
  associateCartCustomer?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationAssociateCartCustomerArgs, 'cartId' | 'customerId'>>;
  attachAccountTags?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationAttachAccountTagsArgs, 'accountId' | 'tagIds'>>;
  attachCustomRelationships?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationAttachCustomRelationshipsArgs, 'productId' | 'slugs'>>;
  attachOfferingPlans?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationAttachOfferingPlansArgs, 'offeringId' | 'planIds'>>;
  attachOfferingProducts?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationAttachOfferingProductsArgs, 'offeringId' | 'productIds'>>;
  attachProductFiles?: Resolver<ResolversTypes['ProductFilesPayload'], ParentType, ContextType, RequireFields<MutationAttachProductFilesArgs, 'fileIds' | 'productId'>>;
  attachProductNodes?: Resolver<ResolversTypes['ProductNodesPayload'], ParentType, ContextType, RequireFields<MutationAttachProductNodesArgs, 'nodeIds' | 'productId'>>;
  attachProductTemplates?: Resolver<ResolversTypes['ProductTemplatesPayload'], ParentType, ContextType, RequireFields<MutationAttachProductTemplatesArgs, 'flowIds' | 'productId'>>;
  attachProductsToHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationAttachProductsToHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  attachVariations?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationAttachVariationsArgs, 'productId' | 'variationIds'>>;
  buildChildProducts?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationBuildChildProductsArgs, 'productId'>>;
  buildOffering?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationBuildOfferingArgs, 'input'>>;
  cancelPromotionJob?: Resolver<ResolversTypes['PromotionJobPayload'], ParentType, ContextType, RequireFields<MutationCancelPromotionJobArgs, 'jobId' | 'promotionId'>>;
  cancelTransaction?: Resolver<ResolversTypes['TransactionPayload'], ParentType, ContextType, RequireFields<MutationCancelTransactionArgs, 'id' | 'orderId'>>;
  captureTransaction?: Resolver<ResolversTypes['TransactionPayload'], ParentType, ContextType, RequireFields<MutationCaptureTransactionArgs, 'id' | 'orderId'>>;
  changeSubscriptionState?: Resolver<ResolversTypes['CustomerSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationChangeSubscriptionStateArgs, 'action' | 'id'>>;
  checkoutCart?: Resolver<ResolversTypes['CheckoutPayload'], ParentType, ContextType, RequireFields<MutationCheckoutCartArgs, 'cartId' | 'input'>>;
  clearCartItems?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationClearCartItemsArgs, 'cartId'>>;
  configureShopperProduct?: Resolver<ResolversTypes['ConfigureProductPayload'], ParentType, ContextType, RequireFields<MutationConfigureShopperProductArgs, 'productId' | 'selectedOptions'>>;
  confirmTransaction?: Resolver<ResolversTypes['TransactionPayload'], ParentType, ContextType, RequireFields<MutationConfirmTransactionArgs, 'id' | 'orderId'>>;
  createAccount?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createAccountAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountAddressArgs, 'accountId' | 'input'>>;
  createAccountMemberToken?: Resolver<ResolversTypes['AccountMemberTokensPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountMemberTokenArgs, 'input'>>;
  createAccountTag?: Resolver<ResolversTypes['AccountTagPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountTagArgs, 'input'>>;
  createApplicationKey?: Resolver<ResolversTypes['CreateApplicationKeyPayload'], ParentType, ContextType, RequireFields<MutationCreateApplicationKeyArgs, 'input'>>;
  createBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationCreateBrandArgs, 'input'>>;
  createCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCreateCartArgs, 'input'>>;
  createCartShippingGroup?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationCreateCartShippingGroupArgs, 'cartId' | 'input'>>;
  createCatalog?: Resolver<ResolversTypes['CatalogPayload'], ParentType, ContextType, RequireFields<MutationCreateCatalogArgs, 'input'>>;
  createCatalogRule?: Resolver<ResolversTypes['CatalogRulePayload'], ParentType, ContextType, RequireFields<MutationCreateCatalogRuleArgs, 'input'>>;
  createCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<MutationCreateCollectionArgs, 'input'>>;
  createCurrency?: Resolver<ResolversTypes['CurrencyPayload'], ParentType, ContextType, RequireFields<MutationCreateCurrencyArgs, 'input'>>;
  createCustomApi?: Resolver<ResolversTypes['CustomApiPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomApiArgs, 'input'>>;
  createCustomApiEntry?: Resolver<ResolversTypes['CustomApiEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomApiEntryArgs, 'customApiId' | 'values'>>;
  createCustomApiRolePolicy?: Resolver<ResolversTypes['CustomApiRolePolicyPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomApiRolePolicyArgs, 'input'>>;
  createCustomField?: Resolver<ResolversTypes['CustomFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomFieldArgs, 'customApiId' | 'input'>>;
  createCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomRelationshipArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'customerId' | 'input'>>;
  createCustomerToken?: Resolver<ResolversTypes['CustomerTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateCustomerTokenArgs, 'input'>>;
  createDunningRule?: Resolver<ResolversTypes['DunningRulePayload'], ParentType, ContextType, RequireFields<MutationCreateDunningRuleArgs, 'input'>>;
  createErasureRequest?: Resolver<ResolversTypes['ErasureRequestPayload'], ParentType, ContextType, RequireFields<MutationCreateErasureRequestArgs, 'input'>>;
  createFlow?: Resolver<ResolversTypes['FlowPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowArgs, 'input'>>;
  createFlowEntry?: Resolver<ResolversTypes['FlowEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowEntryArgs, 'flowSlug' | 'values'>>;
  createFlowField?: Resolver<ResolversTypes['FlowFieldPayload'], ParentType, ContextType, RequireFields<MutationCreateFlowFieldArgs, 'input'>>;
  createHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyArgs, 'input'>>;
  createHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationCreateHierarchyNodeArgs, 'hierarchyId' | 'input'>>;
  createIntegration?: Resolver<ResolversTypes['IntegrationPayload'], ParentType, ContextType, RequireFields<MutationCreateIntegrationArgs, 'input'>>;
  createInventoryLocation?: Resolver<ResolversTypes['InventoryLocationPayload'], ParentType, ContextType, RequireFields<MutationCreateInventoryLocationArgs, 'input'>>;
  createLegacyProductModifier?: Resolver<ResolversTypes['LegacyProductModifierPayload'], ParentType, ContextType, RequireFields<MutationCreateLegacyProductModifierArgs, 'input' | 'optionId' | 'variationId'>>;
  createLegacyVariation?: Resolver<ResolversTypes['LegacyVariationPayload'], ParentType, ContextType, RequireFields<MutationCreateLegacyVariationArgs, 'input'>>;
  createLegacyVariationOption?: Resolver<ResolversTypes['LegacyVariationOptionPayload'], ParentType, ContextType, RequireFields<MutationCreateLegacyVariationOptionArgs, 'input' | 'variationId'>>;
  createLocatedStock?: Resolver<ResolversTypes['StockPayload'], ParentType, ContextType, RequireFields<MutationCreateLocatedStockArgs, 'input'>>;
  createOidcProfile?: Resolver<ResolversTypes['OidcProfilePayload'], ParentType, ContextType, RequireFields<MutationCreateOidcProfileArgs, 'input' | 'realmId'>>;
  createPasswordProfile?: Resolver<ResolversTypes['PasswordProfilePayload'], ParentType, ContextType, RequireFields<MutationCreatePasswordProfileArgs, 'input' | 'realmId'>>;
  createPasswordProfileInfo?: Resolver<ResolversTypes['PasswordProfileInfoPayload'], ParentType, ContextType, RequireFields<MutationCreatePasswordProfileInfoArgs, 'input' | 'realmId' | 'userId'>>;
  createPaymentGatewayOnboardingLink?: Resolver<ResolversTypes['PaymentGatewayOnboardingLinkPayload'], ParentType, ContextType, RequireFields<MutationCreatePaymentGatewayOnboardingLinkArgs, 'input' | 'slug'>>;
  createPriceBook?: Resolver<ResolversTypes['PriceBookPayload'], ParentType, ContextType, RequireFields<MutationCreatePriceBookArgs, 'input'>>;
  createPriceModifier?: Resolver<ResolversTypes['PriceModifierPayload'], ParentType, ContextType, RequireFields<MutationCreatePriceModifierArgs, 'input' | 'priceBookId'>>;
  createProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductPrice?: Resolver<ResolversTypes['ProductPricePayload'], ParentType, ContextType, RequireFields<MutationCreateProductPriceArgs, 'input' | 'priceBookId'>>;
  createPromotion?: Resolver<ResolversTypes['PromotionPayload'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createProrationPolicy?: Resolver<ResolversTypes['ProrationPolicyPayload'], ParentType, ContextType, RequireFields<MutationCreateProrationPolicyArgs, 'input'>>;
  createRealm?: Resolver<ResolversTypes['RealmPayload'], ParentType, ContextType, RequireFields<MutationCreateRealmArgs, 'input'>>;
  createRulePromotion?: Resolver<ResolversTypes['RulePromotionPayload'], ParentType, ContextType, RequireFields<MutationCreateRulePromotionArgs, 'input'>>;
  createSsoProfile?: Resolver<ResolversTypes['SsoProfilePayload'], ParentType, ContextType, RequireFields<MutationCreateSsoProfileArgs, 'storeName'>>;
  createStock?: Resolver<ResolversTypes['StockPayload'], ParentType, ContextType, RequireFields<MutationCreateStockArgs, 'productId' | 'quantity'>>;
  createStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  createStripeCustomer?: Resolver<ResolversTypes['StripeCustomerPayload'], ParentType, ContextType, RequireFields<MutationCreateStripeCustomerArgs, 'slug'>>;
  createStripeInvoice?: Resolver<ResolversTypes['StripeInvoicePayload'], ParentType, ContextType, RequireFields<MutationCreateStripeInvoiceArgs, 'input' | 'slug'>>;
  createSubscriber?: Resolver<ResolversTypes['SubscriberPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriberArgs, 'input'>>;
  createSubscription?: Resolver<ResolversTypes['CustomerSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionArgs, 'input'>>;
  createSubscriptionJob?: Resolver<ResolversTypes['SubscriptionJobPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionJobArgs, 'input'>>;
  createSubscriptionOffering?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionOfferingArgs, 'input'>>;
  createSubscriptionPlan?: Resolver<ResolversTypes['SubscriptionPlanPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionPlanArgs, 'input'>>;
  createSubscriptionProduct?: Resolver<ResolversTypes['SubscriptionProductPayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionProductArgs, 'input'>>;
  createSubscriptionSchedule?: Resolver<ResolversTypes['SubscriptionSchedulePayload'], ParentType, ContextType, RequireFields<MutationCreateSubscriptionScheduleArgs, 'input'>>;
  createUserAuthenticationInfo?: Resolver<ResolversTypes['UserAuthenticationInfoPayload'], ParentType, ContextType, RequireFields<MutationCreateUserAuthenticationInfoArgs, 'input' | 'realmId'>>;
  createVariation?: Resolver<ResolversTypes['VariationPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationArgs, 'input'>>;
  createVariationModifier?: Resolver<ResolversTypes['VariationModifierPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationModifierArgs, 'input' | 'optionId' | 'variationId'>>;
  createVariationOption?: Resolver<ResolversTypes['VariationOptionPayload'], ParentType, ContextType, RequireFields<MutationCreateVariationOptionArgs, 'input' | 'variationId'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'id'>>;
  deleteAccountAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountAddressArgs, 'accountId' | 'id'>>;
  deleteAccountTag?: Resolver<ResolversTypes['DeleteAccountTagPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountTagArgs, 'id'>>;
  deleteAllPromotionCodes?: Resolver<ResolversTypes['DeletePromotionPayload'], ParentType, ContextType, RequireFields<MutationDeleteAllPromotionCodesArgs, 'family' | 'promotionId'>>;
  deleteApplicationKey?: Resolver<ResolversTypes['DeleteApplicationKeyPayload'], ParentType, ContextType, RequireFields<MutationDeleteApplicationKeyArgs, 'id'>>;
  deleteBrand?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id'>>;
  deleteCart?: Resolver<ResolversTypes['DeleteCartPayload'], ParentType, ContextType, RequireFields<MutationDeleteCartArgs, 'id'>>;
  deleteCatalog?: Resolver<ResolversTypes['DeleteCatalogPayload'], ParentType, ContextType, RequireFields<MutationDeleteCatalogArgs, 'id'>>;
  deleteCatalogRelease?: Resolver<ResolversTypes['DeleteCatalogReleasePayload'], ParentType, ContextType, RequireFields<MutationDeleteCatalogReleaseArgs, 'catalogId' | 'id'>>;
  deleteCatalogReleases?: Resolver<ResolversTypes['DeleteCatalogReleasesPayload'], ParentType, ContextType, RequireFields<MutationDeleteCatalogReleasesArgs, 'catalogId'>>;
  deleteCatalogRule?: Resolver<ResolversTypes['DeleteCatalogRulePayload'], ParentType, ContextType, RequireFields<MutationDeleteCatalogRuleArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  deleteCurrency?: Resolver<ResolversTypes['DeleteLegacyCataloguePayload'], ParentType, ContextType, RequireFields<MutationDeleteCurrencyArgs, 'id'>>;
  deleteCustomApi?: Resolver<ResolversTypes['DeleteCustomApiResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomApiArgs, 'id'>>;
  deleteCustomApiEntry?: Resolver<ResolversTypes['DeleteCustomApiResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomApiEntryArgs, 'customApiId' | 'id'>>;
  deleteCustomApiRolePolicy?: Resolver<ResolversTypes['DeleteCustomApiResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomApiRolePolicyArgs, 'id'>>;
  deleteCustomField?: Resolver<ResolversTypes['DeleteCustomApiResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomFieldArgs, 'customApiId' | 'id'>>;
  deleteCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomRelationshipArgs, 'slug'>>;
  deleteCustomer?: Resolver<ResolversTypes['DeleteCustomerPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteCustomerAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'customerId' | 'id'>>;
  deleteDunningRule?: Resolver<ResolversTypes['SubscriptionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteDunningRuleArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['DeleteFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFlow?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowArgs, 'id'>>;
  deleteFlowEntry?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowEntryArgs, 'flowSlug' | 'id'>>;
  deleteFlowField?: Resolver<ResolversTypes['DeleteFlowResourcePayload'], ParentType, ContextType, RequireFields<MutationDeleteFlowFieldArgs, 'id'>>;
  deleteHierarchy?: Resolver<ResolversTypes['DeleteHierarchyPayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyArgs, 'id'>>;
  deleteHierarchyNode?: Resolver<ResolversTypes['DeleteHierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDeleteHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  deleteIntegration?: Resolver<ResolversTypes['DeleteIntegrationPayload'], ParentType, ContextType, RequireFields<MutationDeleteIntegrationArgs, 'id'>>;
  deleteInventoryLocation?: Resolver<ResolversTypes['DeleteInventoryLocationPayload'], ParentType, ContextType, RequireFields<MutationDeleteInventoryLocationArgs, 'id'>>;
  deleteLegacyProductModifier?: Resolver<ResolversTypes['DeleteLegacyVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteLegacyProductModifierArgs, 'modifierId' | 'optionId' | 'variationId'>>;
  deleteLegacyVariation?: Resolver<ResolversTypes['DeleteLegacyVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteLegacyVariationArgs, 'id'>>;
  deleteLegacyVariationOption?: Resolver<ResolversTypes['DeleteLegacyVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteLegacyVariationOptionArgs, 'optionId' | 'variationId'>>;
  deleteOidcProfile?: Resolver<ResolversTypes['DeleteRealmProfilePayload'], ParentType, ContextType, RequireFields<MutationDeleteOidcProfileArgs, 'id' | 'realmId'>>;
  deletePasswordProfile?: Resolver<ResolversTypes['DeleteRealmProfilePayload'], ParentType, ContextType, RequireFields<MutationDeletePasswordProfileArgs, 'id' | 'realmId'>>;
  deletePasswordProfileInfo?: Resolver<ResolversTypes['DeleteRealmProfilePayload'], ParentType, ContextType, RequireFields<MutationDeletePasswordProfileInfoArgs, 'id' | 'realmId' | 'userId'>>;
  deletePriceBook?: Resolver<ResolversTypes['DeletePriceBookPayload'], ParentType, ContextType, RequireFields<MutationDeletePriceBookArgs, 'id'>>;
  deletePriceModifier?: Resolver<ResolversTypes['DeletePriceModifierPayload'], ParentType, ContextType, RequireFields<MutationDeletePriceModifierArgs, 'id' | 'priceBookId'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductPrice?: Resolver<ResolversTypes['DeleteProductPricePayload'], ParentType, ContextType, RequireFields<MutationDeleteProductPriceArgs, 'id' | 'priceBookId'>>;
  deletePromotion?: Resolver<ResolversTypes['DeletePromotionPayload'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  deletePromotionCode?: Resolver<ResolversTypes['DeletePromotionPayload'], ParentType, ContextType, RequireFields<MutationDeletePromotionCodeArgs, 'codeId' | 'family' | 'promotionId'>>;
  deleteProrationPolicy?: Resolver<ResolversTypes['SubscriptionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteProrationPolicyArgs, 'id'>>;
  deleteRulePromotion?: Resolver<ResolversTypes['DeletePromotionPayload'], ParentType, ContextType, RequireFields<MutationDeleteRulePromotionArgs, 'id'>>;
  deleteStock?: Resolver<ResolversTypes['DeleteStockPayload'], ParentType, ContextType, RequireFields<MutationDeleteStockArgs, 'productId'>>;
  deleteSubscriptionOffering?: Resolver<ResolversTypes['SubscriptionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSubscriptionOfferingArgs, 'id'>>;
  deleteSubscriptionPlan?: Resolver<ResolversTypes['SubscriptionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSubscriptionPlanArgs, 'id'>>;
  deleteSubscriptionProduct?: Resolver<ResolversTypes['SubscriptionDeletePayload'], ParentType, ContextType, RequireFields<MutationDeleteSubscriptionProductArgs, 'id'>>;
  deleteUserAuthenticationInfo?: Resolver<ResolversTypes['DeleteRealmProfilePayload'], ParentType, ContextType, RequireFields<MutationDeleteUserAuthenticationInfoArgs, 'id' | 'realmId'>>;
  deleteVariation?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationArgs, 'id'>>;
  deleteVariationModifier?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationModifierArgs, 'id' | 'optionId' | 'variationId'>>;
  deleteVariationOption?: Resolver<ResolversTypes['DeleteVariationPayload'], ParentType, ContextType, RequireFields<MutationDeleteVariationOptionArgs, 'id' | 'variationId'>>;
  detachAccountTags?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationDetachAccountTagsArgs, 'accountId' | 'tagIds'>>;
  detachCustomRelationships?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationDetachCustomRelationshipsArgs, 'productId' | 'slugs'>>;
  detachProductFiles?: Resolver<ResolversTypes['ProductFilesPayload'], ParentType, ContextType, RequireFields<MutationDetachProductFilesArgs, 'fileIds' | 'productId'>>;
  detachProductNodes?: Resolver<ResolversTypes['ProductNodesPayload'], ParentType, ContextType, RequireFields<MutationDetachProductNodesArgs, 'nodeIds' | 'productId'>>;
  detachProductTemplates?: Resolver<ResolversTypes['ProductTemplatesPayload'], ParentType, ContextType, RequireFields<MutationDetachProductTemplatesArgs, 'flowIds' | 'productId'>>;
  detachProductsFromHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationDetachProductsFromHierarchyNodeArgs, 'hierarchyId' | 'id' | 'productIds'>>;
  detachVariations?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationDetachVariationsArgs, 'productId' | 'variationIds'>>;
  dissociateCartAccount?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationDissociateCartAccountArgs, 'accountId' | 'cartId'>>;
  duplicateHierarchy?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationDuplicateHierarchyArgs, 'id'>>;
  exportProducts?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, Partial<MutationExportProductsArgs>>;
  generatePromotionCodes?: Resolver<ResolversTypes['PromotionJobPayload'], ParentType, ContextType, RequireFields<MutationGeneratePromotionCodesArgs, 'count' | 'family' | 'promotionId'>>;
  importPriceBooks?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationImportPriceBooksArgs, 'jsonl'>>;
  importProducts?: Resolver<ResolversTypes['JobPayload'], ParentType, ContextType, RequireFields<MutationImportProductsArgs, 'csv'>>;
  mergeCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationMergeCartArgs, 'cartId' | 'fromCartId'>>;
  moveHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationMoveHierarchyNodeArgs, 'hierarchyId' | 'id'>>;
  payOrder?: Resolver<ResolversTypes['TransactionPayload'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input' | 'orderId'>>;
  publishCatalog?: Resolver<ResolversTypes['CatalogReleasePayload'], ParentType, ContextType, RequireFields<MutationPublishCatalogArgs, 'catalogId'>>;
  refreshSession?: Resolver<ResolversTypes['RefreshSessionPayload'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  refundTransaction?: Resolver<ResolversTypes['TransactionPayload'], ParentType, ContextType, RequireFields<MutationRefundTransactionArgs, 'id' | 'orderId'>>;
  relateProducts?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationRelateProductsArgs, 'productId' | 'relatedProductIds' | 'slug'>>;
  removeAccountMembership?: Resolver<ResolversTypes['DeleteAccountMembershipPayload'], ParentType, ContextType, RequireFields<MutationRemoveAccountMembershipArgs, 'accountId' | 'id'>>;
  removeCartCustomDiscount?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartCustomDiscountArgs, 'cartId' | 'id'>>;
  removeCartItem?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'cartId' | 'itemId'>>;
  removeCartItemTax?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartItemTaxArgs, 'cartId' | 'id' | 'itemId'>>;
  removeCartPromotionCode?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationRemoveCartPromotionCodeArgs, 'cartId' | 'code'>>;
  removeFlowEntryRelationships?: Resolver<ResolversTypes['FlowEntryRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationRemoveFlowEntryRelationshipsArgs, 'entryId' | 'fieldSlug' | 'flowSlug' | 'references'>>;
  removeOfferingPlan?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationRemoveOfferingPlanArgs, 'offeringId' | 'planId'>>;
  removeOfferingProduct?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationRemoveOfferingProductArgs, 'offeringId' | 'productId'>>;
  removeProductMainImage?: Resolver<ResolversTypes['ProductMainImagePayload'], ParentType, ContextType, RequireFields<MutationRemoveProductMainImageArgs, 'productId'>>;
  replaceOfferingProducts?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationReplaceOfferingProductsArgs, 'offeringId' | 'productIds'>>;
  replaceProductFiles?: Resolver<ResolversTypes['ProductFilesPayload'], ParentType, ContextType, RequireFields<MutationReplaceProductFilesArgs, 'fileIds' | 'productId'>>;
  replaceProductTemplates?: Resolver<ResolversTypes['ProductTemplatesPayload'], ParentType, ContextType, RequireFields<MutationReplaceProductTemplatesArgs, 'flowIds' | 'productId'>>;
  replaceVariations?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationReplaceVariationsArgs, 'productId' | 'variationIds'>>;
  requestOneTimePassword?: Resolver<ResolversTypes['OneTimePasswordRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestOneTimePasswordArgs, 'input' | 'passwordProfileId' | 'realmId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequestPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  resetStoreSettings?: Resolver<ResolversTypes['StoreSettingsPayload'], ParentType, ContextType>;
  saveProductTemplateValues?: Resolver<ResolversTypes['ProductTemplateValuesPayload'], ParentType, ContextType, RequireFields<MutationSaveProductTemplateValuesArgs, 'flowId' | 'productId' | 'values'>>;
  setCartItemShippingGroup?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationSetCartItemShippingGroupArgs, 'cartId' | 'itemId' | 'shippingGroupId'>>;
  setFlowEntryRelationships?: Resolver<ResolversTypes['FlowEntryRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationSetFlowEntryRelationshipsArgs, 'entryId' | 'fieldSlug' | 'flowSlug' | 'references'>>;
  setOfferingProrationPolicy?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationSetOfferingProrationPolicyArgs, 'offeringId'>>;
  setProductMainImage?: Resolver<ResolversTypes['ProductMainImagePayload'], ParentType, ContextType, RequireFields<MutationSetProductMainImageArgs, 'fileId' | 'productId'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'password' | 'username'>>;
  signInWithApiKey?: Resolver<ResolversTypes['ApiKeySignInPayload'], ParentType, ContextType, RequireFields<MutationSignInWithApiKeyArgs, 'clientId' | 'clientSecret'>>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  sortHierarchyNodeChildren?: Resolver<ResolversTypes['SortHierarchyNodeChildrenPayload'], ParentType, ContextType, RequireFields<MutationSortHierarchyNodeChildrenArgs, 'childIds' | 'hierarchyId'>>;
  unrelateProducts?: Resolver<ResolversTypes['ProductCustomRelationshipsPayload'], ParentType, ContextType, RequireFields<MutationUnrelateProductsArgs, 'productId' | 'relatedProductIds' | 'slug'>>;
  updateAccount?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'id' | 'input'>>;
  updateAccountAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountAddressArgs, 'accountId' | 'id' | 'input'>>;
  updateAccountAuthenticationSettings?: Resolver<ResolversTypes['AccountAuthenticationSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountAuthenticationSettingsArgs, 'input'>>;
  updateAccountMembershipSettings?: Resolver<ResolversTypes['AccountMembershipSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountMembershipSettingsArgs, 'input'>>;
  updateAccountTag?: Resolver<ResolversTypes['AccountTagPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountTagArgs, 'id' | 'input'>>;
  updateApplicationKey?: Resolver<ResolversTypes['ApplicationKeyPayload'], ParentType, ContextType, RequireFields<MutationUpdateApplicationKeyArgs, 'id' | 'input'>>;
  updateBrand?: Resolver<ResolversTypes['BrandPayload'], ParentType, ContextType, RequireFields<MutationUpdateBrandArgs, 'id' | 'input'>>;
  updateCart?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'id' | 'input'>>;
  updateCartCustomDiscount?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartCustomDiscountArgs, 'cartId' | 'id' | 'input'>>;
  updateCartItemQuantity?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemQuantityArgs, 'cartId' | 'itemId' | 'quantity'>>;
  updateCartItemTax?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemTaxArgs, 'cartId' | 'id' | 'input' | 'itemId'>>;
  updateCartItems?: Resolver<ResolversTypes['CartPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartItemsArgs, 'cartId' | 'items'>>;
  updateCartSettings?: Resolver<ResolversTypes['CartSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCartSettingsArgs, 'input'>>;
  updateCatalog?: Resolver<ResolversTypes['CatalogPayload'], ParentType, ContextType, RequireFields<MutationUpdateCatalogArgs, 'id' | 'input'>>;
  updateCatalogRule?: Resolver<ResolversTypes['CatalogRulePayload'], ParentType, ContextType, RequireFields<MutationUpdateCatalogRuleArgs, 'id' | 'input'>>;
  updateCategory?: Resolver<ResolversTypes['CategoryPayload'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateCollection?: Resolver<ResolversTypes['CollectionPayload'], ParentType, ContextType, RequireFields<MutationUpdateCollectionArgs, 'id' | 'input'>>;
  updateCurrency?: Resolver<ResolversTypes['CurrencyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCurrencyArgs, 'id' | 'input'>>;
  updateCustomApi?: Resolver<ResolversTypes['CustomApiPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomApiArgs, 'id' | 'input'>>;
  updateCustomApiEntry?: Resolver<ResolversTypes['CustomApiEntryPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomApiEntryArgs, 'customApiId' | 'id' | 'values'>>;
  updateCustomApiRolePolicy?: Resolver<ResolversTypes['CustomApiRolePolicyPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomApiRolePolicyArgs, 'id' | 'input'>>;
  updateCustomField?: Resolver<ResolversTypes['CustomFieldPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomFieldArgs, 'customApiId' | 'id' | 'input'>>;
  updateCustomRelationship?: Resolver<ResolversTypes['CustomRelationshipPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomRelationshipArgs, 'input' | 'slug'>>;
  updateCustomer?: Resolver<ResolversTypes['CustomerPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateCustomerAddress?: Resolver<ResolversTypes['AddressPayload'], ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'customerId' | 'id' | 'input'>>;
  updateDunningRule?: Resolver<ResolversTypes['DunningRulePayload'], ParentType, ContextType, RequireFields<MutationUpdateDunningRuleArgs, 'id' | 'input'>>;
  updateFlow?: Resolver<ResolversTypes['FlowPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowArgs, 'id' | 'input'>>;
  updateFlowEntry?: Resolver<ResolversTypes['FlowEntryPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowEntryArgs, 'flowSlug' | 'id' | 'values'>>;
  updateFlowField?: Resolver<ResolversTypes['FlowFieldPayload'], ParentType, ContextType, RequireFields<MutationUpdateFlowFieldArgs, 'id' | 'input'>>;
  updateHierarchy?: Resolver<ResolversTypes['HierarchyPayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyArgs, 'id' | 'input'>>;
  updateHierarchyNode?: Resolver<ResolversTypes['HierarchyNodePayload'], ParentType, ContextType, RequireFields<MutationUpdateHierarchyNodeArgs, 'hierarchyId' | 'id' | 'input'>>;
  updateIntegration?: Resolver<ResolversTypes['IntegrationPayload'], ParentType, ContextType, RequireFields<MutationUpdateIntegrationArgs, 'id' | 'input'>>;
  updateInventoryLocation?: Resolver<ResolversTypes['InventoryLocationPayload'], ParentType, ContextType, RequireFields<MutationUpdateInventoryLocationArgs, 'id' | 'input'>>;
  updateLegacyProductModifier?: Resolver<ResolversTypes['LegacyProductModifierPayload'], ParentType, ContextType, RequireFields<MutationUpdateLegacyProductModifierArgs, 'input' | 'modifierId' | 'optionId' | 'variationId'>>;
  updateLegacyVariation?: Resolver<ResolversTypes['LegacyVariationPayload'], ParentType, ContextType, RequireFields<MutationUpdateLegacyVariationArgs, 'id' | 'input'>>;
  updateLegacyVariationOption?: Resolver<ResolversTypes['LegacyVariationOptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateLegacyVariationOptionArgs, 'input' | 'optionId' | 'variationId'>>;
  updateLogsTtlSettings?: Resolver<ResolversTypes['LogsTtlSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateLogsTtlSettingsArgs, 'input'>>;
  updateMerchantRealmMapping?: Resolver<ResolversTypes['MerchantRealmMappingPayload'], ParentType, ContextType, RequireFields<MutationUpdateMerchantRealmMappingArgs, 'id' | 'input'>>;
  updateOidcProfile?: Resolver<ResolversTypes['OidcProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateOidcProfileArgs, 'id' | 'input' | 'realmId'>>;
  updateOrder?: Resolver<ResolversTypes['OrderPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updatePasswordProfile?: Resolver<ResolversTypes['PasswordProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdatePasswordProfileArgs, 'id' | 'input' | 'realmId'>>;
  updatePasswordProfileInfo?: Resolver<ResolversTypes['PasswordProfileInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdatePasswordProfileInfoArgs, 'id' | 'input' | 'realmId' | 'userId'>>;
  updatePaymentGateway?: Resolver<ResolversTypes['PaymentGatewayPayload'], ParentType, ContextType, RequireFields<MutationUpdatePaymentGatewayArgs, 'input' | 'slug'>>;
  updatePriceBook?: Resolver<ResolversTypes['PriceBookPayload'], ParentType, ContextType, RequireFields<MutationUpdatePriceBookArgs, 'id' | 'input'>>;
  updatePriceModifier?: Resolver<ResolversTypes['PriceModifierPayload'], ParentType, ContextType, RequireFields<MutationUpdatePriceModifierArgs, 'id' | 'input' | 'priceBookId'>>;
  updateProduct?: Resolver<ResolversTypes['ProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductPrice?: Resolver<ResolversTypes['ProductPricePayload'], ParentType, ContextType, RequireFields<MutationUpdateProductPriceArgs, 'id' | 'input' | 'priceBookId'>>;
  updatePromotion?: Resolver<ResolversTypes['PromotionPayload'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  updateProrationPolicy?: Resolver<ResolversTypes['ProrationPolicyPayload'], ParentType, ContextType, RequireFields<MutationUpdateProrationPolicyArgs, 'id' | 'input'>>;
  updateRulePromotion?: Resolver<ResolversTypes['RulePromotionPayload'], ParentType, ContextType, RequireFields<MutationUpdateRulePromotionArgs, 'id' | 'input'>>;
  updateStockLocations?: Resolver<ResolversTypes['StockPayload'], ParentType, ContextType, RequireFields<MutationUpdateStockLocationsArgs, 'locations' | 'productId'>>;
  updateStore?: Resolver<ResolversTypes['StorePayload'], ParentType, ContextType, RequireFields<MutationUpdateStoreArgs, 'id' | 'input'>>;
  updateStoreSettings?: Resolver<ResolversTypes['StoreSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateStoreSettingsArgs, 'input'>>;
  updateSubscriber?: Resolver<ResolversTypes['SubscriberPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriberArgs, 'id' | 'input'>>;
  updateSubscription?: Resolver<ResolversTypes['CustomerSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionArgs, 'id' | 'input'>>;
  updateSubscriptionOffering?: Resolver<ResolversTypes['SubscriptionOfferingPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionOfferingArgs, 'id' | 'input'>>;
  updateSubscriptionPlan?: Resolver<ResolversTypes['SubscriptionPlanPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionPlanArgs, 'id' | 'input'>>;
  updateSubscriptionProduct?: Resolver<ResolversTypes['SubscriptionProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionProductArgs, 'id' | 'input'>>;
  updateSubscriptionSchedule?: Resolver<ResolversTypes['SubscriptionSchedulePayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionScheduleArgs, 'id' | 'input'>>;
  updateSubscriptionSettings?: Resolver<ResolversTypes['SubscriptionSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSubscriptionSettingsArgs, 'input'>>;
  updateUserAuthenticationInfo?: Resolver<ResolversTypes['UserAuthenticationInfoPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserAuthenticationInfoArgs, 'id' | 'input' | 'realmId'>>;
  updateVariation?: Resolver<ResolversTypes['VariationPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationArgs, 'id' | 'input'>>;
  updateVariationModifier?: Resolver<ResolversTypes['VariationModifierPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationModifierArgs, 'id' | 'input' | 'optionId' | 'variationId'>>;
  updateVariationOption?: Resolver<ResolversTypes['VariationOptionPayload'], ParentType, ContextType, RequireFields<MutationUpdateVariationOptionArgs, 'id' | 'input' | 'variationId'>>;
  uploadFileFromUrl?: Resolver<ResolversTypes['FilePayload'], ParentType, ContextType, RequireFields<MutationUploadFileFromUrlArgs, 'fileLocation'>>;
}>;

export type OidcProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OidcProfile'] = ResolversParentTypes['OidcProfile']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  discoveryUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type OidcProfilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OidcProfilePage'] = ResolversParentTypes['OidcProfilePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OidcProfile']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OidcProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OidcProfilePayload'] = ResolversParentTypes['OidcProfilePayload']> = ResolversObject<{
  oidcProfile?: Resolver<Maybe<ResolversTypes['OidcProfile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OneTimePasswordRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OneTimePasswordRequestPayload'] = ResolversParentTypes['OneTimePasswordRequestPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  anonymized?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['OrderPaymentState'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['OrderShippingStatus'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  shippingGroup?: Resolver<Maybe<ResolversTypes['OrderShippingGroup']>, ParentType, ContextType, RequireFields<OrderShippingGroupArgs, 'id'>>;
  shippingGroups?: Resolver<Array<ResolversTypes['OrderShippingGroup']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType, RequireFields<OrderTransactionArgs, 'id'>>;
  transactions?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type OrderAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  county?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderMetricsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderMetrics'] = ResolversParentTypes['OrderMetrics']> = ResolversObject<{
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['MetricsInterval'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['OrderMetricsSummary']>, ParentType, ContextType>;
  timeseries?: Resolver<Array<ResolversTypes['OrderMetricsPoint']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type OrderMetricsPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderMetricsPoint'] = ResolversParentTypes['OrderMetricsPoint']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discount?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type OrderMetricsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderMetricsSummary'] = ResolversParentTypes['OrderMetricsSummary']> = ResolversObject<{
  averageValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPayload'] = ResolversParentTypes['OrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderShippingGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderShippingGroup'] = ResolversParentTypes['OrderShippingGroup']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shippingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = ResolversObject<{
  authorized?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  balanceOwing?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withoutDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  withoutTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountMemberPage' | 'AccountMembershipPage' | 'AccountPage' | 'AccountTagPage' | 'AddressPage' | 'ApplicationKeyPage' | 'BrandPage' | 'CartPage' | 'CatalogPage' | 'CatalogReleasePage' | 'CatalogReleaseProductPage' | 'CatalogRulePage' | 'CatalogViewHierarchyPage' | 'CatalogViewNodePage' | 'CatalogViewProductPage' | 'CategoryPage' | 'CollectionPage' | 'CurrencyPage' | 'CustomApiEntryPage' | 'CustomApiPage' | 'CustomApiRolePolicyPage' | 'CustomFieldPage' | 'CustomRelationshipPage' | 'CustomerPage' | 'CustomerSubscriptionPage' | 'DunningRulePage' | 'ErasureRequestPage' | 'FilePage' | 'FlowEntryPage' | 'FlowFieldPage' | 'FlowPage' | 'HierarchyNodePage' | 'HierarchyPage' | 'IntegrationJobPage' | 'IntegrationLogPage' | 'IntegrationPage' | 'InventoryLocationPage' | 'JobErrorPage' | 'JobPage' | 'LegacyVariationPage' | 'OidcProfilePage' | 'OrderPage' | 'PasswordProfileInfoPage' | 'PasswordProfilePage' | 'PersonalDataLogPage' | 'PriceBookPage' | 'PriceModifierPage' | 'ProductPage' | 'ProductPricePage' | 'PromotionCodePage' | 'PromotionHistoryPage' | 'PromotionJobPage' | 'PromotionPage' | 'ProrationPolicyPage' | 'RealmPage' | 'RelatedDataEntryPage' | 'RulePromotionPage' | 'StockPage' | 'StockTransactionPage' | 'StorePage' | 'SubscriberPage' | 'SubscriptionInvoicePage' | 'SubscriptionJobPage' | 'SubscriptionOfferingPage' | 'SubscriptionPlanPage' | 'SubscriptionProductPage' | 'SubscriptionSchedulePage' | 'UserAuthenticationInfoPage' | 'VariationOptionPage' | 'VariationPage', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordCredentialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordCredentials'] = ResolversParentTypes['PasswordCredentials']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfile'] = ResolversParentTypes['PasswordProfile']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  realmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PasswordProfileInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfileInfo'] = ResolversParentTypes['PasswordProfileInfo']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  passwordProfileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  realmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordProfileInfoPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfileInfoPage'] = ResolversParentTypes['PasswordProfileInfoPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PasswordProfileInfo']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordProfileInfoPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfileInfoPayload'] = ResolversParentTypes['PasswordProfileInfoPayload']> = ResolversObject<{
  passwordProfileInfo?: Resolver<Maybe<ResolversTypes['PasswordProfileInfo']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordProfilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfilePage'] = ResolversParentTypes['PasswordProfilePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PasswordProfile']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordProfilePayload'] = ResolversParentTypes['PasswordProfilePayload']> = ResolversObject<{
  passwordProfile?: Resolver<Maybe<ResolversTypes['PasswordProfile']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PasswordResetRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetRequestPayload'] = ResolversParentTypes['PasswordResetRequestPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payload'] = ResolversParentTypes['Payload']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountAuthenticationSettingsPayload' | 'AccountMemberTokensPayload' | 'AccountMembershipPayload' | 'AccountMembershipSettingsPayload' | 'AccountPayload' | 'AccountTagPayload' | 'AddressPayload' | 'AnonymizeOrdersPayload' | 'ApiKeySignInPayload' | 'ApplicationKeyPayload' | 'BrandPayload' | 'CartPayload' | 'CartSettingsPayload' | 'CatalogPayload' | 'CatalogReleasePayload' | 'CatalogRulePayload' | 'CategoryPayload' | 'CheckoutPayload' | 'CollectionPayload' | 'ConfigureProductPayload' | 'CreateApplicationKeyPayload' | 'CurrencyPayload' | 'CustomApiEntryPayload' | 'CustomApiPayload' | 'CustomApiRolePolicyPayload' | 'CustomFieldPayload' | 'CustomRelationshipDeletePayload' | 'CustomRelationshipPayload' | 'CustomerPayload' | 'CustomerSubscriptionPayload' | 'CustomerTokenPayload' | 'DeleteAccountMembershipPayload' | 'DeleteAccountPayload' | 'DeleteAccountTagPayload' | 'DeleteAddressPayload' | 'DeleteApplicationKeyPayload' | 'DeleteCartPayload' | 'DeleteCatalogPayload' | 'DeleteCatalogReleasePayload' | 'DeleteCatalogReleasesPayload' | 'DeleteCatalogRulePayload' | 'DeleteCustomApiResourcePayload' | 'DeleteCustomerPayload' | 'DeleteFilePayload' | 'DeleteFlowResourcePayload' | 'DeleteHierarchyNodePayload' | 'DeleteHierarchyPayload' | 'DeleteIntegrationPayload' | 'DeleteInventoryLocationPayload' | 'DeleteLegacyCataloguePayload' | 'DeleteLegacyVariationPayload' | 'DeletePriceBookPayload' | 'DeletePriceModifierPayload' | 'DeleteProductPayload' | 'DeleteProductPricePayload' | 'DeletePromotionPayload' | 'DeleteRealmProfilePayload' | 'DeleteStockPayload' | 'DeleteVariationPayload' | 'DunningRulePayload' | 'ErasureRequestPayload' | 'FilePayload' | 'FlowEntryPayload' | 'FlowEntryRelationshipsPayload' | 'FlowFieldPayload' | 'FlowPayload' | 'HierarchyNodePayload' | 'HierarchyPayload' | 'IntegrationPayload' | 'InventoryLocationPayload' | 'JobPayload' | 'LegacyProductModifierPayload' | 'LegacyVariationOptionPayload' | 'LegacyVariationPayload' | 'LogsTtlSettingsPayload' | 'MerchantRealmMappingPayload' | 'OidcProfilePayload' | 'OneTimePasswordRequestPayload' | 'OrderPayload' | 'PasswordProfileInfoPayload' | 'PasswordProfilePayload' | 'PasswordResetRequestPayload' | 'PaymentGatewayOnboardingLinkPayload' | 'PaymentGatewayPayload' | 'PriceBookPayload' | 'PriceModifierPayload' | 'ProductCustomRelationshipsPayload' | 'ProductFilesPayload' | 'ProductMainImagePayload' | 'ProductNodesPayload' | 'ProductPayload' | 'ProductPricePayload' | 'ProductTemplateValuesPayload' | 'ProductTemplatesPayload' | 'PromotionCodesPayload' | 'PromotionJobPayload' | 'PromotionPayload' | 'ProrationPolicyPayload' | 'RealmPayload' | 'RefreshSessionPayload' | 'ResetPasswordPayload' | 'RulePromotionPayload' | 'SignInPayload' | 'SignUpPayload' | 'SortHierarchyNodeChildrenPayload' | 'SsoProfilePayload' | 'StockPayload' | 'StockTransactionPayload' | 'StorePayload' | 'StoreSettingsPayload' | 'StripeCustomerPayload' | 'StripeInvoicePayload' | 'SubscriberPayload' | 'SubscriptionDeletePayload' | 'SubscriptionJobPayload' | 'SubscriptionOfferingPayload' | 'SubscriptionPlanPayload' | 'SubscriptionProductPayload' | 'SubscriptionSchedulePayload' | 'SubscriptionSettingsPayload' | 'TransactionPayload' | 'UserAuthenticationInfoPayload' | 'VariationModifierPayload' | 'VariationOptionPayload' | 'VariationPayload', ParentType, ContextType>;
}>;

export type PaymentGatewayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  test?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type PaymentGatewayAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGatewayAttribute'] = ResolversParentTypes['PaymentGatewayAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentGatewayOnboardingLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGatewayOnboardingLink'] = ResolversParentTypes['PaymentGatewayOnboardingLink']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returnUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentGatewayOnboardingLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGatewayOnboardingLinkPayload'] = ResolversParentTypes['PaymentGatewayOnboardingLinkPayload']> = ResolversObject<{
  onboardingLink?: Resolver<Maybe<ResolversTypes['PaymentGatewayOnboardingLink']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentGatewayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentGatewayPayload'] = ResolversParentTypes['PaymentGatewayPayload']> = ResolversObject<{
  paymentGateway?: Resolver<Maybe<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PersonalDataLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataLogEntry'] = ResolversParentTypes['PersonalDataLogEntry']> = ResolversObject<{
  delta?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  initiator?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PersonalDataLogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PersonalDataLogPage'] = ResolversParentTypes['PersonalDataLogPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PersonalDataLogEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBook'] = ResolversParentTypes['PriceBook']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiers?: Resolver<ResolversTypes['PriceModifierPage'], ParentType, ContextType, Partial<PriceBookModifiersArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['ProductPricePage'], ParentType, ContextType, Partial<PriceBookPricesArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PriceBookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBookPage'] = ResolversParentTypes['PriceBookPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceBookPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBookPayload'] = ResolversParentTypes['PriceBookPayload']> = ResolversObject<{
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifier'] = ResolversParentTypes['PriceModifier']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifierType?: Resolver<ResolversTypes['PriceModifierType'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceBookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PriceModifierPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifierPage'] = ResolversParentTypes['PriceModifierPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PriceModifier']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceModifierPayload'] = ResolversParentTypes['PriceModifierPayload']> = ResolversObject<{
  modifier?: Resolver<Maybe<ResolversTypes['PriceModifier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceTier'] = ResolversParentTypes['PriceTier']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minimumQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  children?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<ProductChildrenArgs>>;
  commodityType?: Resolver<ResolversTypes['CommodityType'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['ProductBundleComponent']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customInputs?: Resolver<Array<ResolversTypes['ProductCustomInput']>, ParentType, ContextType>;
  customRelationships?: Resolver<Array<ResolversTypes['CustomRelationship']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extensions?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['ProductLocale']>, ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  mpn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodes?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, Partial<ProductNodesArgs>>;
  owner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  productTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  relatedProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<ProductRelatedProductsArgs, 'slug'>>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  templates?: Resolver<Array<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  upcEan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variationChoices?: Resolver<Array<ResolversTypes['ProductVariationChoice']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
}>;

export type ProductAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductBundleComponentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductBundleComponent'] = ResolversParentTypes['ProductBundleComponent']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ProductBundleOption']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductBundleOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductBundleOption'] = ResolversParentTypes['ProductBundleOption']> = ResolversObject<{
  default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ProductCustomInputResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCustomInput'] = ResolversParentTypes['ProductCustomInput']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductCustomRelationshipsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCustomRelationshipsPayload'] = ResolversParentTypes['ProductCustomRelationshipsPayload']> = ResolversObject<{
  notRelated?: Resolver<Array<ResolversTypes['ProductNotRelated']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductFilesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFilesPayload'] = ResolversParentTypes['ProductFilesPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductLocaleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductLocale'] = ResolversParentTypes['ProductLocale']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductMainImagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductMainImagePayload'] = ResolversParentTypes['ProductMainImagePayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductNodesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductNodesPayload'] = ResolversParentTypes['ProductNodesPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductNotRelatedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductNotRelated'] = ResolversParentTypes['ProductNotRelated']> = ResolversObject<{
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPayload'] = ResolversParentTypes['ProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = ResolversObject<{
  amounts?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType>;
  priceBookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ProductPricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPricePage'] = ResolversParentTypes['ProductPricePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductPricePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPricePayload'] = ResolversParentTypes['ProductPricePayload']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplate'] = ResolversParentTypes['ProductTemplate']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType>;
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type ProductTemplateValuesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplateValuesPayload'] = ResolversParentTypes['ProductTemplateValuesPayload']> = ResolversObject<{
  template?: Resolver<Maybe<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductTemplatesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductTemplatesPayload'] = ResolversParentTypes['ProductTemplatesPayload']> = ResolversObject<{
  templates?: Resolver<Array<ResolversTypes['ProductTemplate']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProductVariationChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductVariationChoice'] = ResolversParentTypes['ProductVariationChoice']> = ResolversObject<{
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codes?: Resolver<ResolversTypes['PromotionCodePage'], ParentType, ContextType, Partial<PromotionCodesArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discounts?: Resolver<Array<ResolversTypes['PromotionDiscount']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['PromotionHistoryPage'], ParentType, ContextType, Partial<PromotionHistoryArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['PromotionJobPage'], ParentType, ContextType, Partial<PromotionJobsArgs>>;
  maxApplicationsPerCart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minCartValue?: Resolver<Array<ResolversTypes['PromotionAmount']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionType?: Resolver<ResolversTypes['PromotionType'], ParentType, ContextType>;
  schema?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PromotionAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionAmount'] = ResolversParentTypes['PromotionAmount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionAttribute'] = ResolversParentTypes['PromotionAttribute']> = ResolversObject<{
  enumValues?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionCode'] = ResolversParentTypes['PromotionCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumeUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PromotionCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionCodePage'] = ResolversParentTypes['PromotionCodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PromotionCode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionCodesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionCodesPayload'] = ResolversParentTypes['PromotionCodesPayload']> = ResolversObject<{
  codes?: Resolver<Array<ResolversTypes['PromotionCode']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionDiscount'] = ResolversParentTypes['PromotionDiscount']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PromotionHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionHistoryEntry'] = ResolversParentTypes['PromotionHistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['PromotionHistoryAction'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PromotionHistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionHistoryPage'] = ResolversParentTypes['PromotionHistoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PromotionHistoryEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionJob'] = ResolversParentTypes['PromotionJob']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family?: Resolver<ResolversTypes['PromotionFamily'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['PromotionJobFile']>, ParentType, ContextType>;
  generated?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobType?: Resolver<ResolversTypes['PromotionJobType'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfCodes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  promotionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionJobStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PromotionJobFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionJobFile'] = ResolversParentTypes['PromotionJobFile']> = ResolversObject<{
  csv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionJobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionJobPage'] = ResolversParentTypes['PromotionJobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PromotionJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionJobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionJobPayload'] = ResolversParentTypes['PromotionJobPayload']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['PromotionJob']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionPage'] = ResolversParentTypes['PromotionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionPayload'] = ResolversParentTypes['PromotionPayload']> = ResolversObject<{
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionSettings'] = ResolversParentTypes['PromotionSettings']> = ResolversObject<{
  promotionCodesLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  promotionsLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  useRulePromotions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProrationPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProrationPolicy'] = ResolversParentTypes['ProrationPolicy']> = ResolversObject<{
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['ProrationRounding'], ParentType, ContextType>;
}>;

export type ProrationPolicyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProrationPolicyPage'] = ResolversParentTypes['ProrationPolicyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProrationPolicy']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProrationPolicyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProrationPolicyPayload'] = ResolversParentTypes['ProrationPolicyPayload']> = ResolversObject<{
  prorationPolicy?: Resolver<Maybe<ResolversTypes['ProrationPolicy']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType, RequireFields<QueryAccountArgs, 'id'>>;
  accountMember?: Resolver<Maybe<ResolversTypes['AccountMember']>, ParentType, ContextType, RequireFields<QueryAccountMemberArgs, 'id'>>;
  accountMembers?: Resolver<ResolversTypes['AccountMemberPage'], ParentType, ContextType, Partial<QueryAccountMembersArgs>>;
  accountTag?: Resolver<Maybe<ResolversTypes['AccountTag']>, ParentType, ContextType, RequireFields<QueryAccountTagArgs, 'id'>>;
  accountTags?: Resolver<ResolversTypes['AccountTagPage'], ParentType, ContextType, Partial<QueryAccountTagsArgs>>;
  accounts?: Resolver<ResolversTypes['AccountPage'], ParentType, ContextType, Partial<QueryAccountsArgs>>;
  applicationKey?: Resolver<Maybe<ResolversTypes['ApplicationKey']>, ParentType, ContextType, RequireFields<QueryApplicationKeyArgs, 'id'>>;
  applicationKeys?: Resolver<ResolversTypes['ApplicationKeyPage'], ParentType, ContextType, Partial<QueryApplicationKeysArgs>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brands?: Resolver<ResolversTypes['BrandPage'], ParentType, ContextType, Partial<QueryBrandsArgs>>;
  builtInRoles?: Resolver<Array<ResolversTypes['BuiltInRole']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'id'>>;
  carts?: Resolver<ResolversTypes['CartPage'], ParentType, ContextType, Partial<QueryCartsArgs>>;
  catalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType, RequireFields<QueryCatalogArgs, 'id'>>;
  catalogNode?: Resolver<Maybe<ResolversTypes['CatalogViewNode']>, ParentType, ContextType, RequireFields<QueryCatalogNodeArgs, 'id'>>;
  catalogNodes?: Resolver<ResolversTypes['CatalogViewNodePage'], ParentType, ContextType, Partial<QueryCatalogNodesArgs>>;
  catalogRelease?: Resolver<Maybe<ResolversTypes['CatalogRelease']>, ParentType, ContextType, RequireFields<QueryCatalogReleaseArgs, 'catalogId' | 'id'>>;
  catalogReleases?: Resolver<ResolversTypes['CatalogReleasePage'], ParentType, ContextType, RequireFields<QueryCatalogReleasesArgs, 'catalogId'>>;
  catalogRule?: Resolver<Maybe<ResolversTypes['CatalogRule']>, ParentType, ContextType, RequireFields<QueryCatalogRuleArgs, 'id'>>;
  catalogs?: Resolver<ResolversTypes['CatalogPage'], ParentType, ContextType, Partial<QueryCatalogsArgs>>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionArgs, 'id'>>;
  collections?: Resolver<ResolversTypes['CollectionPage'], ParentType, ContextType, Partial<QueryCollectionsArgs>>;
  currencies?: Resolver<ResolversTypes['CurrencyPage'], ParentType, ContextType, Partial<QueryCurrenciesArgs>>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType, RequireFields<QueryCurrencyArgs, 'id'>>;
  customApi?: Resolver<Maybe<ResolversTypes['CustomApi']>, ParentType, ContextType, RequireFields<QueryCustomApiArgs, 'id'>>;
  customApis?: Resolver<ResolversTypes['CustomApiPage'], ParentType, ContextType, Partial<QueryCustomApisArgs>>;
  customRelationship?: Resolver<Maybe<ResolversTypes['CustomRelationship']>, ParentType, ContextType, RequireFields<QueryCustomRelationshipArgs, 'slug'>>;
  customRelationships?: Resolver<ResolversTypes['CustomRelationshipPage'], ParentType, ContextType, Partial<QueryCustomRelationshipsArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerSubscription?: Resolver<Maybe<ResolversTypes['CustomerSubscription']>, ParentType, ContextType, RequireFields<QueryCustomerSubscriptionArgs, 'id'>>;
  customerSubscriptions?: Resolver<ResolversTypes['CustomerSubscriptionPage'], ParentType, ContextType, Partial<QueryCustomerSubscriptionsArgs>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  dunningRules?: Resolver<ResolversTypes['DunningRulePage'], ParentType, ContextType, Partial<QueryDunningRulesArgs>>;
  erasureRequest?: Resolver<Maybe<ResolversTypes['ErasureRequest']>, ParentType, ContextType, RequireFields<QueryErasureRequestArgs, 'id'>>;
  erasureRequests?: Resolver<ResolversTypes['ErasureRequestPage'], ParentType, ContextType, Partial<QueryErasureRequestsArgs>>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, RequireFields<QueryFileArgs, 'id'>>;
  files?: Resolver<ResolversTypes['FilePage'], ParentType, ContextType, Partial<QueryFilesArgs>>;
  flow?: Resolver<Maybe<ResolversTypes['Flow']>, ParentType, ContextType, RequireFields<QueryFlowArgs, 'id'>>;
  flowAttributes?: Resolver<Array<ResolversTypes['FlowAttribute']>, ParentType, ContextType, RequireFields<QueryFlowAttributesArgs, 'flowSlug'>>;
  flowEntry?: Resolver<Maybe<ResolversTypes['FlowEntry']>, ParentType, ContextType, RequireFields<QueryFlowEntryArgs, 'flowSlug' | 'id'>>;
  flowField?: Resolver<Maybe<ResolversTypes['FlowField']>, ParentType, ContextType, RequireFields<QueryFlowFieldArgs, 'id'>>;
  flowFields?: Resolver<ResolversTypes['FlowFieldPage'], ParentType, ContextType, Partial<QueryFlowFieldsArgs>>;
  flows?: Resolver<ResolversTypes['FlowPage'], ParentType, ContextType, Partial<QueryFlowsArgs>>;
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  hierarchies?: Resolver<ResolversTypes['HierarchyPage'], ParentType, ContextType, Partial<QueryHierarchiesArgs>>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Hierarchy']>, ParentType, ContextType, RequireFields<QueryHierarchyArgs, 'id'>>;
  hierarchyNode?: Resolver<Maybe<ResolversTypes['HierarchyNode']>, ParentType, ContextType, RequireFields<QueryHierarchyNodeArgs, 'id'>>;
  hierarchyNodesByIds?: Resolver<ResolversTypes['HierarchyNodePage'], ParentType, ContextType, RequireFields<QueryHierarchyNodesByIdsArgs, 'ids'>>;
  homeStoreId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  integration?: Resolver<Maybe<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryIntegrationArgs, 'id'>>;
  integrationLogs?: Resolver<ResolversTypes['IntegrationLogPage'], ParentType, ContextType, Partial<QueryIntegrationLogsArgs>>;
  integrations?: Resolver<ResolversTypes['IntegrationPage'], ParentType, ContextType, Partial<QueryIntegrationsArgs>>;
  inventoryLocation?: Resolver<Maybe<ResolversTypes['InventoryLocation']>, ParentType, ContextType, RequireFields<QueryInventoryLocationArgs, 'id'>>;
  inventoryLocations?: Resolver<ResolversTypes['InventoryLocationPage'], ParentType, ContextType, Partial<QueryInventoryLocationsArgs>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, Partial<QueryJobsArgs>>;
  legacyProductModifier?: Resolver<Maybe<ResolversTypes['LegacyProductModifier']>, ParentType, ContextType, RequireFields<QueryLegacyProductModifierArgs, 'modifierId' | 'optionId' | 'variationId'>>;
  legacyProductModifiers?: Resolver<Array<ResolversTypes['LegacyProductModifier']>, ParentType, ContextType, RequireFields<QueryLegacyProductModifiersArgs, 'optionId' | 'variationId'>>;
  legacyVariation?: Resolver<Maybe<ResolversTypes['LegacyVariation']>, ParentType, ContextType, RequireFields<QueryLegacyVariationArgs, 'id'>>;
  legacyVariationOption?: Resolver<Maybe<ResolversTypes['LegacyVariationOption']>, ParentType, ContextType, RequireFields<QueryLegacyVariationOptionArgs, 'optionId' | 'variationId'>>;
  legacyVariationOptions?: Resolver<Array<ResolversTypes['LegacyVariationOption']>, ParentType, ContextType, RequireFields<QueryLegacyVariationOptionsArgs, 'variationId'>>;
  legacyVariations?: Resolver<ResolversTypes['LegacyVariationPage'], ParentType, ContextType, Partial<QueryLegacyVariationsArgs>>;
  merchantRealmMapping?: Resolver<Maybe<ResolversTypes['MerchantRealmMapping']>, ParentType, ContextType, RequireFields<QueryMerchantRealmMappingArgs, 'id'>>;
  merchantRealmMappings?: Resolver<Array<ResolversTypes['MerchantRealmMapping']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderMetrics?: Resolver<ResolversTypes['OrderMetrics'], ParentType, ContextType, RequireFields<QueryOrderMetricsArgs, 'interval'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  paymentGatewayAttributes?: Resolver<Array<ResolversTypes['PaymentGatewayAttribute']>, ParentType, ContextType, RequireFields<QueryPaymentGatewayAttributesArgs, 'slug'>>;
  paymentGateways?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType>;
  personalDataLogs?: Resolver<ResolversTypes['PersonalDataLogPage'], ParentType, ContextType, RequireFields<QueryPersonalDataLogsArgs, 'resourceId' | 'resourceType'>>;
  priceBook?: Resolver<Maybe<ResolversTypes['PriceBook']>, ParentType, ContextType, RequireFields<QueryPriceBookArgs, 'id'>>;
  priceBookModifier?: Resolver<Maybe<ResolversTypes['PriceModifier']>, ParentType, ContextType, RequireFields<QueryPriceBookModifierArgs, 'id' | 'priceBookId'>>;
  priceBookPrice?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType, RequireFields<QueryPriceBookPriceArgs, 'id' | 'priceBookId'>>;
  priceBooks?: Resolver<ResolversTypes['PriceBookPage'], ParentType, ContextType, Partial<QueryPriceBooksArgs>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productAttributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id'>>;
  promotionAttributes?: Resolver<Array<ResolversTypes['PromotionAttribute']>, ParentType, ContextType>;
  promotionCodes?: Resolver<ResolversTypes['PromotionCodePage'], ParentType, ContextType, RequireFields<QueryPromotionCodesArgs, 'family' | 'promotionId'>>;
  promotionHistory?: Resolver<ResolversTypes['PromotionHistoryPage'], ParentType, ContextType, RequireFields<QueryPromotionHistoryArgs, 'promotionId'>>;
  promotionJob?: Resolver<Maybe<ResolversTypes['PromotionJob']>, ParentType, ContextType, RequireFields<QueryPromotionJobArgs, 'family' | 'id' | 'promotionId'>>;
  promotionJobs?: Resolver<ResolversTypes['PromotionJobPage'], ParentType, ContextType, RequireFields<QueryPromotionJobsArgs, 'family' | 'promotionId'>>;
  promotions?: Resolver<ResolversTypes['PromotionPage'], ParentType, ContextType, Partial<QueryPromotionsArgs>>;
  prorationPolicies?: Resolver<ResolversTypes['ProrationPolicyPage'], ParentType, ContextType, Partial<QueryProrationPoliciesArgs>>;
  realm?: Resolver<Maybe<ResolversTypes['Realm']>, ParentType, ContextType, RequireFields<QueryRealmArgs, 'id'>>;
  realms?: Resolver<ResolversTypes['RealmPage'], ParentType, ContextType, Partial<QueryRealmsArgs>>;
  relatedDataEntries?: Resolver<ResolversTypes['RelatedDataEntryPage'], ParentType, ContextType, RequireFields<QueryRelatedDataEntriesArgs, 'resourceId' | 'resourceType'>>;
  rulePromotion?: Resolver<Maybe<ResolversTypes['RulePromotion']>, ParentType, ContextType, RequireFields<QueryRulePromotionArgs, 'id'>>;
  rulePromotions?: Resolver<ResolversTypes['RulePromotionPage'], ParentType, ContextType, Partial<QueryRulePromotionsArgs>>;
  settings?: Resolver<ResolversTypes['Settings'], ParentType, ContextType>;
  shopperCatalog?: Resolver<ResolversTypes['CatalogView'], ParentType, ContextType, Partial<QueryShopperCatalogArgs>>;
  ssoSettings?: Resolver<ResolversTypes['SsoSettings'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType, RequireFields<QueryStockArgs, 'productId'>>;
  stockTransaction?: Resolver<Maybe<ResolversTypes['StockTransaction']>, ParentType, ContextType, RequireFields<QueryStockTransactionArgs, 'id' | 'productId'>>;
  stocks?: Resolver<ResolversTypes['StockPage'], ParentType, ContextType, Partial<QueryStocksArgs>>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType, RequireFields<QueryStoreArgs, 'id'>>;
  storeTiers?: Resolver<Array<ResolversTypes['StoreTierInfo']>, ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['StorePage'], ParentType, ContextType, Partial<QueryStoresArgs>>;
  subscriber?: Resolver<Maybe<ResolversTypes['Subscriber']>, ParentType, ContextType, RequireFields<QuerySubscriberArgs, 'id'>>;
  subscribers?: Resolver<ResolversTypes['SubscriberPage'], ParentType, ContextType, Partial<QuerySubscribersArgs>>;
  subscriptionInvoice?: Resolver<Maybe<ResolversTypes['SubscriptionInvoice']>, ParentType, ContextType, RequireFields<QuerySubscriptionInvoiceArgs, 'id'>>;
  subscriptionInvoicePayment?: Resolver<Maybe<ResolversTypes['SubscriptionPayment']>, ParentType, ContextType, RequireFields<QuerySubscriptionInvoicePaymentArgs, 'invoiceId' | 'paymentId'>>;
  subscriptionInvoices?: Resolver<ResolversTypes['SubscriptionInvoicePage'], ParentType, ContextType, Partial<QuerySubscriptionInvoicesArgs>>;
  subscriptionJobs?: Resolver<ResolversTypes['SubscriptionJobPage'], ParentType, ContextType, Partial<QuerySubscriptionJobsArgs>>;
  subscriptionOffering?: Resolver<Maybe<ResolversTypes['SubscriptionOffering']>, ParentType, ContextType, RequireFields<QuerySubscriptionOfferingArgs, 'id'>>;
  subscriptionOfferings?: Resolver<ResolversTypes['SubscriptionOfferingPage'], ParentType, ContextType, Partial<QuerySubscriptionOfferingsArgs>>;
  subscriptionPlan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType, RequireFields<QuerySubscriptionPlanArgs, 'id'>>;
  subscriptionPlans?: Resolver<ResolversTypes['SubscriptionPlanPage'], ParentType, ContextType, Partial<QuerySubscriptionPlansArgs>>;
  subscriptionProduct?: Resolver<Maybe<ResolversTypes['SubscriptionProduct']>, ParentType, ContextType, RequireFields<QuerySubscriptionProductArgs, 'id'>>;
  subscriptionProducts?: Resolver<ResolversTypes['SubscriptionProductPage'], ParentType, ContextType, Partial<QuerySubscriptionProductsArgs>>;
  subscriptionSchedules?: Resolver<ResolversTypes['SubscriptionSchedulePage'], ParentType, ContextType, Partial<QuerySubscriptionSchedulesArgs>>;
  variation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType, RequireFields<QueryVariationArgs, 'id'>>;
  variationModifier?: Resolver<Maybe<ResolversTypes['VariationModifier']>, ParentType, ContextType, RequireFields<QueryVariationModifierArgs, 'id' | 'optionId' | 'variationId'>>;
  variationOption?: Resolver<Maybe<ResolversTypes['VariationOption']>, ParentType, ContextType, RequireFields<QueryVariationOptionArgs, 'id' | 'variationId'>>;
  variationOptions?: Resolver<ResolversTypes['VariationOptionPage'], ParentType, ContextType, RequireFields<QueryVariationOptionsArgs, 'variationId'>>;
  variations?: Resolver<ResolversTypes['VariationPage'], ParentType, ContextType, Partial<QueryVariationsArgs>>;
}>;

export type RealmResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Realm'] = ResolversParentTypes['Realm']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oidcProfile?: Resolver<Maybe<ResolversTypes['OidcProfile']>, ParentType, ContextType, RequireFields<RealmOidcProfileArgs, 'id'>>;
  oidcProfiles?: Resolver<ResolversTypes['OidcProfilePage'], ParentType, ContextType, Partial<RealmOidcProfilesArgs>>;
  originType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordProfile?: Resolver<Maybe<ResolversTypes['PasswordProfile']>, ParentType, ContextType, RequireFields<RealmPasswordProfileArgs, 'id'>>;
  passwordProfiles?: Resolver<ResolversTypes['PasswordProfilePage'], ParentType, ContextType, Partial<RealmPasswordProfilesArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserAuthenticationInfo']>, ParentType, ContextType, RequireFields<RealmUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserAuthenticationInfoPage'], ParentType, ContextType, Partial<RealmUsersArgs>>;
}>;

export type RealmPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealmPage'] = ResolversParentTypes['RealmPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Realm']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RealmPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealmPayload'] = ResolversParentTypes['RealmPayload']> = ResolversObject<{
  realm?: Resolver<Maybe<ResolversTypes['Realm']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RefreshSessionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RefreshSessionPayload'] = ResolversParentTypes['RefreshSessionPayload']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PasswordCredentials']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RelatedDataEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedDataEntry'] = ResolversParentTypes['RelatedDataEntry']> = ResolversObject<{
  resourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RelatedDataEntryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedDataEntryPage'] = ResolversParentTypes['RelatedDataEntryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['RelatedDataEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RuleActionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RuleActionSummary'] = ResolversParentTypes['RuleActionSummary']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strategy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type RulePromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RulePromotion'] = ResolversParentTypes['RulePromotion']> = ResolversObject<{
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codes?: Resolver<ResolversTypes['PromotionCodePage'], ParentType, ContextType, Partial<RulePromotionCodesArgs>>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  firstAction?: Resolver<Maybe<ResolversTypes['RuleActionSummary']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobs?: Resolver<ResolversTypes['PromotionJobPage'], ParentType, ContextType, Partial<RulePromotionJobsArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overrideStacking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ruleSet?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  stackable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type RulePromotionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RulePromotionPage'] = ResolversParentTypes['RulePromotionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['RulePromotion']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RulePromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RulePromotionPayload'] = ResolversParentTypes['RulePromotionPayload']> = ResolversObject<{
  rulePromotion?: Resolver<Maybe<ResolversTypes['RulePromotion']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Settings'] = ResolversParentTypes['Settings']> = ResolversObject<{
  accountAuthentication?: Resolver<ResolversTypes['AccountAuthenticationSettings'], ParentType, ContextType>;
  accountMembership?: Resolver<ResolversTypes['AccountMembershipSettings'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['CartSettings'], ParentType, ContextType>;
  customerAuthentication?: Resolver<ResolversTypes['CustomerAuthenticationSettings'], ParentType, ContextType>;
  logsTtl?: Resolver<ResolversTypes['LogsTtlSettings'], ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['PromotionSettings'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['StoreSettings'], ParentType, ContextType>;
  subscriptions?: Resolver<ResolversTypes['SubscriptionSettings'], ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  credentials?: Resolver<Maybe<ResolversTypes['PasswordCredentials']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = ResolversObject<{
  seller?: Resolver<Maybe<ResolversTypes['SignedUpSeller']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SignedUpSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignedUpSeller'] = ResolversParentTypes['SignedUpSeller']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SortHierarchyNodeChildrenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SortHierarchyNodeChildrenPayload'] = ResolversParentTypes['SortHierarchyNodeChildrenPayload']> = ResolversObject<{
  children?: Resolver<Maybe<Array<ResolversTypes['HierarchyNode']>>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SsoProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoProfilePayload'] = ResolversParentTypes['SsoProfilePayload']> = ResolversObject<{
  store?: Resolver<Maybe<ResolversTypes['SsoProfileStore']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SsoProfileStoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoProfileStore'] = ResolversParentTypes['SsoProfileStore']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SsoSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoSettings'] = ResolversParentTypes['SsoSettings']> = ResolversObject<{
  authorizeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stock'] = ResolversParentTypes['Stock']> = ResolversObject<{
  allocated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['StockLocationLevel']>, ParentType, ContextType>;
  multiLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['StockTransactionPage'], ParentType, ContextType, Partial<StockTransactionsArgs>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type StockLocationLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockLocationLevel'] = ResolversParentTypes['StockLocationLevel']> = ResolversObject<{
  allocated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['InventoryLocation']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StockPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockPage'] = ResolversParentTypes['StockPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Stock']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StockPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockPayload'] = ResolversParentTypes['StockPayload']> = ResolversObject<{
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StockTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockTransaction'] = ResolversParentTypes['StockTransaction']> = ResolversObject<{
  action?: Resolver<ResolversTypes['StockTransactionAction'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StockTransactionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockTransactionPage'] = ResolversParentTypes['StockTransactionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StockTransaction']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StockTransactionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockTransactionPayload'] = ResolversParentTypes['StockTransactionPayload']> = ResolversObject<{
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['StockTransaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['StoreTier']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type StorePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorePage'] = ResolversParentTypes['StorePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StorePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StorePayload'] = ResolversParentTypes['StorePayload']> = ResolversObject<{
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreSettings'] = ResolversParentTypes['StoreSettings']> = ResolversObject<{
  additionalLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  addressMandatoryFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  calculationMethod?: Resolver<ResolversTypes['TaxCalculationMethod'], ParentType, ContextType>;
  currencyLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fieldLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  filterLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  integrationLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listChildProducts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageOffsetLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  taxItemLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StoreSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreSettingsPayload'] = ResolversParentTypes['StoreSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['StoreSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StoreTierInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreTierInfo'] = ResolversParentTypes['StoreTierInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['StoreTier'], ParentType, ContextType>;
}>;

export type StripeCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StripeCustomer'] = ResolversParentTypes['StripeCustomer']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StripeCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StripeCustomerPayload'] = ResolversParentTypes['StripeCustomerPayload']> = ResolversObject<{
  stripeCustomer?: Resolver<Maybe<ResolversTypes['StripeCustomer']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type StripeInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StripeInvoice'] = ResolversParentTypes['StripeInvoice']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StripeInvoicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StripeInvoicePayload'] = ResolversParentTypes['StripeInvoicePayload']> = ResolversObject<{
  stripeInvoice?: Resolver<Maybe<ResolversTypes['StripeInvoice']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriberPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriberPage'] = ResolversParentTypes['SubscriberPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriberPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriberPayload'] = ResolversParentTypes['SubscriberPayload']> = ResolversObject<{
  subscriber?: Resolver<Maybe<ResolversTypes['Subscriber']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionDeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionDeletePayload'] = ResolversParentTypes['SubscriptionDeletePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionInvoice'] = ResolversParentTypes['SubscriptionInvoice']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SubscriptionInvoiceItem']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['SubscriptionPayment']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subscriptionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SubscriptionInvoiceItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionInvoiceItem'] = ResolversParentTypes['SubscriptionInvoiceItem']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SubscriptionInvoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionInvoicePage'] = ResolversParentTypes['SubscriptionInvoicePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionInvoice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionJob'] = ResolversParentTypes['SubscriptionJob']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobType?: Resolver<ResolversTypes['SubscriptionJobType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionJobStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SubscriptionJobPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionJobPage'] = ResolversParentTypes['SubscriptionJobPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionJob']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionJobPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionJobPayload'] = ResolversParentTypes['SubscriptionJobPayload']> = ResolversObject<{
  job?: Resolver<Maybe<ResolversTypes['SubscriptionJob']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionOfferingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOffering'] = ResolversParentTypes['SubscriptionOffering']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['SubscriptionProduct']>, ParentType, ContextType>;
  prorationPolicyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SubscriptionOfferingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOfferingPage'] = ResolversParentTypes['SubscriptionOfferingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionOffering']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionOfferingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOfferingPayload'] = ResolversParentTypes['SubscriptionOfferingPayload']> = ResolversObject<{
  offering?: Resolver<Maybe<ResolversTypes['SubscriptionOffering']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPayment'] = ResolversParentTypes['SubscriptionPayment']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalPaymentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SubscriptionPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = ResolversObject<{
  basePricePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  billingFrequency?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billingIntervalType?: Resolver<ResolversTypes['BillingInterval'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPause?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canResume?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endBehavior?: Resolver<ResolversTypes['PlanEndBehavior'], ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SubscriptionPlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPlanPage'] = ResolversParentTypes['SubscriptionPlanPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionPlanPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPlanPayload'] = ResolversParentTypes['SubscriptionPlanPayload']> = ResolversObject<{
  plan?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionProduct'] = ResolversParentTypes['SubscriptionProduct']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SubscriptionProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionProductPage'] = ResolversParentTypes['SubscriptionProductPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionProduct']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionProductPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionProductPayload'] = ResolversParentTypes['SubscriptionProductPayload']> = ResolversObject<{
  product?: Resolver<Maybe<ResolversTypes['SubscriptionProduct']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionSchedule'] = ResolversParentTypes['SubscriptionSchedule']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobType?: Resolver<ResolversTypes['SubscriptionJobType'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SubscriptionSchedulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionSchedulePage'] = ResolversParentTypes['SubscriptionSchedulePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SubscriptionSchedule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionSchedulePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionSchedulePayload'] = ResolversParentTypes['SubscriptionSchedulePayload']> = ResolversObject<{
  schedule?: Resolver<Maybe<ResolversTypes['SubscriptionSchedule']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SubscriptionSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionSettings'] = ResolversParentTypes['SubscriptionSettings']> = ResolversObject<{
  invoiceDueDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionSettingsPayload'] = ResolversParentTypes['SubscriptionSettingsPayload']> = ResolversObject<{
  settings?: Resolver<Maybe<ResolversTypes['SubscriptionSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = ResolversObject<{
  actions?: Resolver<Array<ResolversTypes['TransactionAction']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  customReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type TransactionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransactionPayload'] = ResolversParentTypes['TransactionPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['Transaction']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserAuthenticationInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAuthenticationInfo'] = ResolversParentTypes['UserAuthenticationInfo']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordProfileInfo?: Resolver<Maybe<ResolversTypes['PasswordProfileInfo']>, ParentType, ContextType, RequireFields<UserAuthenticationInfoPasswordProfileInfoArgs, 'id'>>;
  passwordProfileInfos?: Resolver<ResolversTypes['PasswordProfileInfoPage'], ParentType, ContextType, Partial<UserAuthenticationInfoPasswordProfileInfosArgs>>;
  realmId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserAuthenticationInfoPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAuthenticationInfoPage'] = ResolversParentTypes['UserAuthenticationInfoPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['UserAuthenticationInfo']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserAuthenticationInfoPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAuthenticationInfoPayload'] = ResolversParentTypes['UserAuthenticationInfoPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['UserAuthenticationInfo']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['UserErrorCode']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retryable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type VariationModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationModifier'] = ResolversParentTypes['VariationModifier']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seek?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  set?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VariationModifierType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VariationModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationModifierPayload'] = ResolversParentTypes['VariationModifierPayload']> = ResolversObject<{
  modifier?: Resolver<Maybe<ResolversTypes['VariationModifier']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VariationOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOption'] = ResolversParentTypes['VariationOption']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['VariationModifier']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VariationOptionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOptionPage'] = ResolversParentTypes['VariationOptionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VariationOptionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOptionPayload'] = ResolversParentTypes['VariationOptionPayload']> = ResolversObject<{
  option?: Resolver<Maybe<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VariationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationPage'] = ResolversParentTypes['VariationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationPayload'] = ResolversParentTypes['VariationPayload']> = ResolversObject<{
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  variation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountAuthenticationSettings?: AccountAuthenticationSettingsResolvers<ContextType>;
  AccountAuthenticationSettingsPayload?: AccountAuthenticationSettingsPayloadResolvers<ContextType>;
  AccountMember?: AccountMemberResolvers<ContextType>;
  AccountMemberPage?: AccountMemberPageResolvers<ContextType>;
  AccountMemberToken?: AccountMemberTokenResolvers<ContextType>;
  AccountMemberTokensPayload?: AccountMemberTokensPayloadResolvers<ContextType>;
  AccountMembership?: AccountMembershipResolvers<ContextType>;
  AccountMembershipPage?: AccountMembershipPageResolvers<ContextType>;
  AccountMembershipPayload?: AccountMembershipPayloadResolvers<ContextType>;
  AccountMembershipSettings?: AccountMembershipSettingsResolvers<ContextType>;
  AccountMembershipSettingsPayload?: AccountMembershipSettingsPayloadResolvers<ContextType>;
  AccountPage?: AccountPageResolvers<ContextType>;
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  AccountTag?: AccountTagResolvers<ContextType>;
  AccountTagPage?: AccountTagPageResolvers<ContextType>;
  AccountTagPayload?: AccountTagPayloadResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressPage?: AddressPageResolvers<ContextType>;
  AddressPayload?: AddressPayloadResolvers<ContextType>;
  AnonymizeOrdersPayload?: AnonymizeOrdersPayloadResolvers<ContextType>;
  ApiKeySignInPayload?: ApiKeySignInPayloadResolvers<ContextType>;
  ApiKeyToken?: ApiKeyTokenResolvers<ContextType>;
  ApplicationKey?: ApplicationKeyResolvers<ContextType>;
  ApplicationKeyPage?: ApplicationKeyPageResolvers<ContextType>;
  ApplicationKeyPayload?: ApplicationKeyPayloadResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  BrandPayload?: BrandPayloadResolvers<ContextType>;
  BuiltInRole?: BuiltInRoleResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartCustomDiscount?: CartCustomDiscountResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartLineDiscount?: CartLineDiscountResolvers<ContextType>;
  CartPage?: CartPageResolvers<ContextType>;
  CartPayload?: CartPayloadResolvers<ContextType>;
  CartPrice?: CartPriceResolvers<ContextType>;
  CartPromotion?: CartPromotionResolvers<ContextType>;
  CartSettings?: CartSettingsResolvers<ContextType>;
  CartSettingsPayload?: CartSettingsPayloadResolvers<ContextType>;
  CartShippingGroup?: CartShippingGroupResolvers<ContextType>;
  CartShippingPrice?: CartShippingPriceResolvers<ContextType>;
  CartTaxItem?: CartTaxItemResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogBreadcrumb?: CatalogBreadcrumbResolvers<ContextType>;
  CatalogDisplayPrice?: CatalogDisplayPriceResolvers<ContextType>;
  CatalogPage?: CatalogPageResolvers<ContextType>;
  CatalogPayload?: CatalogPayloadResolvers<ContextType>;
  CatalogPriceBook?: CatalogPriceBookResolvers<ContextType>;
  CatalogRelease?: CatalogReleaseResolvers<ContextType>;
  CatalogReleaseHierarchy?: CatalogReleaseHierarchyResolvers<ContextType>;
  CatalogReleasePage?: CatalogReleasePageResolvers<ContextType>;
  CatalogReleasePayload?: CatalogReleasePayloadResolvers<ContextType>;
  CatalogReleaseProduct?: CatalogReleaseProductResolvers<ContextType>;
  CatalogReleaseProductPage?: CatalogReleaseProductPageResolvers<ContextType>;
  CatalogRule?: CatalogRuleResolvers<ContextType>;
  CatalogRulePage?: CatalogRulePageResolvers<ContextType>;
  CatalogRulePayload?: CatalogRulePayloadResolvers<ContextType>;
  CatalogRuleSchedule?: CatalogRuleScheduleResolvers<ContextType>;
  CatalogSelectedOption?: CatalogSelectedOptionResolvers<ContextType>;
  CatalogVariation?: CatalogVariationResolvers<ContextType>;
  CatalogVariationOption?: CatalogVariationOptionResolvers<ContextType>;
  CatalogView?: CatalogViewResolvers<ContextType>;
  CatalogViewHierarchy?: CatalogViewHierarchyResolvers<ContextType>;
  CatalogViewHierarchyPage?: CatalogViewHierarchyPageResolvers<ContextType>;
  CatalogViewNode?: CatalogViewNodeResolvers<ContextType>;
  CatalogViewNodePage?: CatalogViewNodePageResolvers<ContextType>;
  CatalogViewProduct?: CatalogViewProductResolvers<ContextType>;
  CatalogViewProductPage?: CatalogViewProductPageResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  CategoryPayload?: CategoryPayloadResolvers<ContextType>;
  CheckoutPayload?: CheckoutPayloadResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionPage?: CollectionPageResolvers<ContextType>;
  CollectionPayload?: CollectionPayloadResolvers<ContextType>;
  ConfigureProductPayload?: ConfigureProductPayloadResolvers<ContextType>;
  CreateApplicationKeyPayload?: CreateApplicationKeyPayloadResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyPage?: CurrencyPageResolvers<ContextType>;
  CurrencyPayload?: CurrencyPayloadResolvers<ContextType>;
  CustomApi?: CustomApiResolvers<ContextType>;
  CustomApiEntry?: CustomApiEntryResolvers<ContextType>;
  CustomApiEntryPage?: CustomApiEntryPageResolvers<ContextType>;
  CustomApiEntryPayload?: CustomApiEntryPayloadResolvers<ContextType>;
  CustomApiPage?: CustomApiPageResolvers<ContextType>;
  CustomApiPayload?: CustomApiPayloadResolvers<ContextType>;
  CustomApiRolePolicy?: CustomApiRolePolicyResolvers<ContextType>;
  CustomApiRolePolicyPage?: CustomApiRolePolicyPageResolvers<ContextType>;
  CustomApiRolePolicyPayload?: CustomApiRolePolicyPayloadResolvers<ContextType>;
  CustomField?: CustomFieldResolvers<ContextType>;
  CustomFieldPage?: CustomFieldPageResolvers<ContextType>;
  CustomFieldPayload?: CustomFieldPayloadResolvers<ContextType>;
  CustomFieldValidation?: CustomFieldValidationResolvers<ContextType>;
  CustomRelationship?: CustomRelationshipResolvers<ContextType>;
  CustomRelationshipDeletePayload?: CustomRelationshipDeletePayloadResolvers<ContextType>;
  CustomRelationshipPage?: CustomRelationshipPageResolvers<ContextType>;
  CustomRelationshipPayload?: CustomRelationshipPayloadResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAuthenticationSettings?: CustomerAuthenticationSettingsResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerPayload?: CustomerPayloadResolvers<ContextType>;
  CustomerSubscription?: CustomerSubscriptionResolvers<ContextType>;
  CustomerSubscriptionPage?: CustomerSubscriptionPageResolvers<ContextType>;
  CustomerSubscriptionPayload?: CustomerSubscriptionPayloadResolvers<ContextType>;
  CustomerTokenPayload?: CustomerTokenPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAccountMembershipPayload?: DeleteAccountMembershipPayloadResolvers<ContextType>;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteAccountTagPayload?: DeleteAccountTagPayloadResolvers<ContextType>;
  DeleteAddressPayload?: DeleteAddressPayloadResolvers<ContextType>;
  DeleteApplicationKeyPayload?: DeleteApplicationKeyPayloadResolvers<ContextType>;
  DeleteCartPayload?: DeleteCartPayloadResolvers<ContextType>;
  DeleteCatalogPayload?: DeleteCatalogPayloadResolvers<ContextType>;
  DeleteCatalogReleasePayload?: DeleteCatalogReleasePayloadResolvers<ContextType>;
  DeleteCatalogReleasesPayload?: DeleteCatalogReleasesPayloadResolvers<ContextType>;
  DeleteCatalogRulePayload?: DeleteCatalogRulePayloadResolvers<ContextType>;
  DeleteCustomApiResourcePayload?: DeleteCustomApiResourcePayloadResolvers<ContextType>;
  DeleteCustomerPayload?: DeleteCustomerPayloadResolvers<ContextType>;
  DeleteFilePayload?: DeleteFilePayloadResolvers<ContextType>;
  DeleteFlowResourcePayload?: DeleteFlowResourcePayloadResolvers<ContextType>;
  DeleteHierarchyNodePayload?: DeleteHierarchyNodePayloadResolvers<ContextType>;
  DeleteHierarchyPayload?: DeleteHierarchyPayloadResolvers<ContextType>;
  DeleteIntegrationPayload?: DeleteIntegrationPayloadResolvers<ContextType>;
  DeleteInventoryLocationPayload?: DeleteInventoryLocationPayloadResolvers<ContextType>;
  DeleteLegacyCataloguePayload?: DeleteLegacyCataloguePayloadResolvers<ContextType>;
  DeleteLegacyVariationPayload?: DeleteLegacyVariationPayloadResolvers<ContextType>;
  DeletePriceBookPayload?: DeletePriceBookPayloadResolvers<ContextType>;
  DeletePriceModifierPayload?: DeletePriceModifierPayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  DeleteProductPricePayload?: DeleteProductPricePayloadResolvers<ContextType>;
  DeletePromotionPayload?: DeletePromotionPayloadResolvers<ContextType>;
  DeleteRealmProfilePayload?: DeleteRealmProfilePayloadResolvers<ContextType>;
  DeleteStockPayload?: DeleteStockPayloadResolvers<ContextType>;
  DeleteVariationPayload?: DeleteVariationPayloadResolvers<ContextType>;
  DunningRule?: DunningRuleResolvers<ContextType>;
  DunningRulePage?: DunningRulePageResolvers<ContextType>;
  DunningRulePayload?: DunningRulePayloadResolvers<ContextType>;
  ErasureRequest?: ErasureRequestResolvers<ContextType>;
  ErasureRequestPage?: ErasureRequestPageResolvers<ContextType>;
  ErasureRequestPayload?: ErasureRequestPayloadResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FileLink?: FileLinkResolvers<ContextType>;
  FilePage?: FilePageResolvers<ContextType>;
  FilePayload?: FilePayloadResolvers<ContextType>;
  Flow?: FlowResolvers<ContextType>;
  FlowAttribute?: FlowAttributeResolvers<ContextType>;
  FlowEntry?: FlowEntryResolvers<ContextType>;
  FlowEntryPage?: FlowEntryPageResolvers<ContextType>;
  FlowEntryPayload?: FlowEntryPayloadResolvers<ContextType>;
  FlowEntryReference?: FlowEntryReferenceResolvers<ContextType>;
  FlowEntryRelationshipsPayload?: FlowEntryRelationshipsPayloadResolvers<ContextType>;
  FlowField?: FlowFieldResolvers<ContextType>;
  FlowFieldPage?: FlowFieldPageResolvers<ContextType>;
  FlowFieldPayload?: FlowFieldPayloadResolvers<ContextType>;
  FlowPage?: FlowPageResolvers<ContextType>;
  FlowPayload?: FlowPayloadResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  Hierarchy?: HierarchyResolvers<ContextType>;
  HierarchyBreadcrumb?: HierarchyBreadcrumbResolvers<ContextType>;
  HierarchyNode?: HierarchyNodeResolvers<ContextType>;
  HierarchyNodePage?: HierarchyNodePageResolvers<ContextType>;
  HierarchyNodePayload?: HierarchyNodePayloadResolvers<ContextType>;
  HierarchyPage?: HierarchyPageResolvers<ContextType>;
  HierarchyPayload?: HierarchyPayloadResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationConfiguration?: IntegrationConfigurationResolvers<ContextType>;
  IntegrationJob?: IntegrationJobResolvers<ContextType>;
  IntegrationJobPage?: IntegrationJobPageResolvers<ContextType>;
  IntegrationLog?: IntegrationLogResolvers<ContextType>;
  IntegrationLogPage?: IntegrationLogPageResolvers<ContextType>;
  IntegrationPage?: IntegrationPageResolvers<ContextType>;
  IntegrationPayload?: IntegrationPayloadResolvers<ContextType>;
  InventoryLocation?: InventoryLocationResolvers<ContextType>;
  InventoryLocationPage?: InventoryLocationPageResolvers<ContextType>;
  InventoryLocationPayload?: InventoryLocationPayloadResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Job?: JobResolvers<ContextType>;
  JobError?: JobErrorResolvers<ContextType>;
  JobErrorPage?: JobErrorPageResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobPayload?: JobPayloadResolvers<ContextType>;
  LegacyModifierPrice?: LegacyModifierPriceResolvers<ContextType>;
  LegacyProductModifier?: LegacyProductModifierResolvers<ContextType>;
  LegacyProductModifierPayload?: LegacyProductModifierPayloadResolvers<ContextType>;
  LegacyVariation?: LegacyVariationResolvers<ContextType>;
  LegacyVariationOption?: LegacyVariationOptionResolvers<ContextType>;
  LegacyVariationOptionPayload?: LegacyVariationOptionPayloadResolvers<ContextType>;
  LegacyVariationPage?: LegacyVariationPageResolvers<ContextType>;
  LegacyVariationPayload?: LegacyVariationPayloadResolvers<ContextType>;
  LogsTtlSettings?: LogsTtlSettingsResolvers<ContextType>;
  LogsTtlSettingsPayload?: LogsTtlSettingsPayloadResolvers<ContextType>;
  MerchantRealmMapping?: MerchantRealmMappingResolvers<ContextType>;
  MerchantRealmMappingPayload?: MerchantRealmMappingPayloadResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OidcProfile?: OidcProfileResolvers<ContextType>;
  OidcProfilePage?: OidcProfilePageResolvers<ContextType>;
  OidcProfilePayload?: OidcProfilePayloadResolvers<ContextType>;
  OneTimePasswordRequestPayload?: OneTimePasswordRequestPayloadResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderMetrics?: OrderMetricsResolvers<ContextType>;
  OrderMetricsPoint?: OrderMetricsPointResolvers<ContextType>;
  OrderMetricsSummary?: OrderMetricsSummaryResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayload?: OrderPayloadResolvers<ContextType>;
  OrderShippingGroup?: OrderShippingGroupResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordCredentials?: PasswordCredentialsResolvers<ContextType>;
  PasswordProfile?: PasswordProfileResolvers<ContextType>;
  PasswordProfileInfo?: PasswordProfileInfoResolvers<ContextType>;
  PasswordProfileInfoPage?: PasswordProfileInfoPageResolvers<ContextType>;
  PasswordProfileInfoPayload?: PasswordProfileInfoPayloadResolvers<ContextType>;
  PasswordProfilePage?: PasswordProfilePageResolvers<ContextType>;
  PasswordProfilePayload?: PasswordProfilePayloadResolvers<ContextType>;
  PasswordResetRequestPayload?: PasswordResetRequestPayloadResolvers<ContextType>;
  Payload?: PayloadResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentGatewayAttribute?: PaymentGatewayAttributeResolvers<ContextType>;
  PaymentGatewayOnboardingLink?: PaymentGatewayOnboardingLinkResolvers<ContextType>;
  PaymentGatewayOnboardingLinkPayload?: PaymentGatewayOnboardingLinkPayloadResolvers<ContextType>;
  PaymentGatewayPayload?: PaymentGatewayPayloadResolvers<ContextType>;
  PersonalDataLogEntry?: PersonalDataLogEntryResolvers<ContextType>;
  PersonalDataLogPage?: PersonalDataLogPageResolvers<ContextType>;
  PriceBook?: PriceBookResolvers<ContextType>;
  PriceBookPage?: PriceBookPageResolvers<ContextType>;
  PriceBookPayload?: PriceBookPayloadResolvers<ContextType>;
  PriceModifier?: PriceModifierResolvers<ContextType>;
  PriceModifierPage?: PriceModifierPageResolvers<ContextType>;
  PriceModifierPayload?: PriceModifierPayloadResolvers<ContextType>;
  PriceTier?: PriceTierResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductBundleComponent?: ProductBundleComponentResolvers<ContextType>;
  ProductBundleOption?: ProductBundleOptionResolvers<ContextType>;
  ProductCustomInput?: ProductCustomInputResolvers<ContextType>;
  ProductCustomRelationshipsPayload?: ProductCustomRelationshipsPayloadResolvers<ContextType>;
  ProductFilesPayload?: ProductFilesPayloadResolvers<ContextType>;
  ProductLocale?: ProductLocaleResolvers<ContextType>;
  ProductMainImagePayload?: ProductMainImagePayloadResolvers<ContextType>;
  ProductNodesPayload?: ProductNodesPayloadResolvers<ContextType>;
  ProductNotRelated?: ProductNotRelatedResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPayload?: ProductPayloadResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPricePage?: ProductPricePageResolvers<ContextType>;
  ProductPricePayload?: ProductPricePayloadResolvers<ContextType>;
  ProductTemplate?: ProductTemplateResolvers<ContextType>;
  ProductTemplateValuesPayload?: ProductTemplateValuesPayloadResolvers<ContextType>;
  ProductTemplatesPayload?: ProductTemplatesPayloadResolvers<ContextType>;
  ProductVariationChoice?: ProductVariationChoiceResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionAmount?: PromotionAmountResolvers<ContextType>;
  PromotionAttribute?: PromotionAttributeResolvers<ContextType>;
  PromotionCode?: PromotionCodeResolvers<ContextType>;
  PromotionCodePage?: PromotionCodePageResolvers<ContextType>;
  PromotionCodesPayload?: PromotionCodesPayloadResolvers<ContextType>;
  PromotionDiscount?: PromotionDiscountResolvers<ContextType>;
  PromotionHistoryEntry?: PromotionHistoryEntryResolvers<ContextType>;
  PromotionHistoryPage?: PromotionHistoryPageResolvers<ContextType>;
  PromotionJob?: PromotionJobResolvers<ContextType>;
  PromotionJobFile?: PromotionJobFileResolvers<ContextType>;
  PromotionJobPage?: PromotionJobPageResolvers<ContextType>;
  PromotionJobPayload?: PromotionJobPayloadResolvers<ContextType>;
  PromotionPage?: PromotionPageResolvers<ContextType>;
  PromotionPayload?: PromotionPayloadResolvers<ContextType>;
  PromotionSettings?: PromotionSettingsResolvers<ContextType>;
  ProrationPolicy?: ProrationPolicyResolvers<ContextType>;
  ProrationPolicyPage?: ProrationPolicyPageResolvers<ContextType>;
  ProrationPolicyPayload?: ProrationPolicyPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Realm?: RealmResolvers<ContextType>;
  RealmPage?: RealmPageResolvers<ContextType>;
  RealmPayload?: RealmPayloadResolvers<ContextType>;
  RefreshSessionPayload?: RefreshSessionPayloadResolvers<ContextType>;
  RelatedDataEntry?: RelatedDataEntryResolvers<ContextType>;
  RelatedDataEntryPage?: RelatedDataEntryPageResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RuleActionSummary?: RuleActionSummaryResolvers<ContextType>;
  RulePromotion?: RulePromotionResolvers<ContextType>;
  RulePromotionPage?: RulePromotionPageResolvers<ContextType>;
  RulePromotionPayload?: RulePromotionPayloadResolvers<ContextType>;
  Settings?: SettingsResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SignedUpSeller?: SignedUpSellerResolvers<ContextType>;
  SortHierarchyNodeChildrenPayload?: SortHierarchyNodeChildrenPayloadResolvers<ContextType>;
  SsoProfilePayload?: SsoProfilePayloadResolvers<ContextType>;
  SsoProfileStore?: SsoProfileStoreResolvers<ContextType>;
  SsoSettings?: SsoSettingsResolvers<ContextType>;
  Stock?: StockResolvers<ContextType>;
  StockLocationLevel?: StockLocationLevelResolvers<ContextType>;
  StockPage?: StockPageResolvers<ContextType>;
  StockPayload?: StockPayloadResolvers<ContextType>;
  StockTransaction?: StockTransactionResolvers<ContextType>;
  StockTransactionPage?: StockTransactionPageResolvers<ContextType>;
  StockTransactionPayload?: StockTransactionPayloadResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StorePage?: StorePageResolvers<ContextType>;
  StorePayload?: StorePayloadResolvers<ContextType>;
  StoreSettings?: StoreSettingsResolvers<ContextType>;
  StoreSettingsPayload?: StoreSettingsPayloadResolvers<ContextType>;
  StoreTierInfo?: StoreTierInfoResolvers<ContextType>;
  StripeCustomer?: StripeCustomerResolvers<ContextType>;
  StripeCustomerPayload?: StripeCustomerPayloadResolvers<ContextType>;
  StripeInvoice?: StripeInvoiceResolvers<ContextType>;
  StripeInvoicePayload?: StripeInvoicePayloadResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  SubscriberPage?: SubscriberPageResolvers<ContextType>;
  SubscriberPayload?: SubscriberPayloadResolvers<ContextType>;
  SubscriptionDeletePayload?: SubscriptionDeletePayloadResolvers<ContextType>;
  SubscriptionInvoice?: SubscriptionInvoiceResolvers<ContextType>;
  SubscriptionInvoiceItem?: SubscriptionInvoiceItemResolvers<ContextType>;
  SubscriptionInvoicePage?: SubscriptionInvoicePageResolvers<ContextType>;
  SubscriptionJob?: SubscriptionJobResolvers<ContextType>;
  SubscriptionJobPage?: SubscriptionJobPageResolvers<ContextType>;
  SubscriptionJobPayload?: SubscriptionJobPayloadResolvers<ContextType>;
  SubscriptionOffering?: SubscriptionOfferingResolvers<ContextType>;
  SubscriptionOfferingPage?: SubscriptionOfferingPageResolvers<ContextType>;
  SubscriptionOfferingPayload?: SubscriptionOfferingPayloadResolvers<ContextType>;
  SubscriptionPayment?: SubscriptionPaymentResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  SubscriptionPlanPage?: SubscriptionPlanPageResolvers<ContextType>;
  SubscriptionPlanPayload?: SubscriptionPlanPayloadResolvers<ContextType>;
  SubscriptionProduct?: SubscriptionProductResolvers<ContextType>;
  SubscriptionProductPage?: SubscriptionProductPageResolvers<ContextType>;
  SubscriptionProductPayload?: SubscriptionProductPayloadResolvers<ContextType>;
  SubscriptionSchedule?: SubscriptionScheduleResolvers<ContextType>;
  SubscriptionSchedulePage?: SubscriptionSchedulePageResolvers<ContextType>;
  SubscriptionSchedulePayload?: SubscriptionSchedulePayloadResolvers<ContextType>;
  SubscriptionSettings?: SubscriptionSettingsResolvers<ContextType>;
  SubscriptionSettingsPayload?: SubscriptionSettingsPayloadResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionPayload?: TransactionPayloadResolvers<ContextType>;
  UserAuthenticationInfo?: UserAuthenticationInfoResolvers<ContextType>;
  UserAuthenticationInfoPage?: UserAuthenticationInfoPageResolvers<ContextType>;
  UserAuthenticationInfoPayload?: UserAuthenticationInfoPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationModifier?: VariationModifierResolvers<ContextType>;
  VariationModifierPayload?: VariationModifierPayloadResolvers<ContextType>;
  VariationOption?: VariationOptionResolvers<ContextType>;
  VariationOptionPage?: VariationOptionPageResolvers<ContextType>;
  VariationOptionPayload?: VariationOptionPayloadResolvers<ContextType>;
  VariationPage?: VariationPageResolvers<ContextType>;
  VariationPayload?: VariationPayloadResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  provider?: ProviderDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
}>;

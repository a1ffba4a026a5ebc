import type { AccountListItemFragment } from '../../graphql/generated';

/** The account form; field names match `AccountCreateInput`, so userErrors land on their field. */
export interface AccountFormValues {
  name: string;
  legalName: string;
  registrationId: string;
  externalRef: string;
  /** Only on create: the parent is fixed once the account exists. '' for a top-level account. */
  parentId: string;
}

export const ACCOUNT_FORM_FIELDS = [
  'name',
  'legalName',
  'registrationId',
  'externalRef',
  'parentId',
] as const satisfies readonly (keyof AccountFormValues)[];

const OPTIONAL = ['legalName', 'registrationId', 'externalRef'] as const;

export function accountFormValues(account?: AccountListItemFragment): AccountFormValues {
  return {
    name: account?.name ?? '',
    legalName: account?.legalName ?? '',
    registrationId: account?.registrationId ?? '',
    externalRef: account?.externalRef ?? '',
    parentId: account?.parentId ?? '',
  };
}

export function accountCreateInput(values: AccountFormValues) {
  const input: {
    name: string;
    legalName?: string;
    registrationId?: string;
    externalRef?: string;
    parentId?: string;
  } = { name: values.name.trim() };
  for (const field of OPTIONAL) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  if (values.parentId) input.parentId = values.parentId;
  return input;
}

/** Only what changed; a cleared optional field is sent as null (the provider removes it). */
export function accountUpdateInput(account: AccountListItemFragment, values: AccountFormValues) {
  const input: {
    name?: string;
    legalName?: string | null;
    registrationId?: string | null;
    externalRef?: string | null;
  } = {};
  if (values.name.trim() !== account.name) input.name = values.name.trim();
  for (const field of OPTIONAL) {
    const value = values[field].trim();
    if (value !== (account[field] ?? '')) input[field] = value || null;
  }
  return input;
}

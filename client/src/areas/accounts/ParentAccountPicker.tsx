import type { UseFormReturn } from 'react-hook-form';
import { LoadedSelectField } from '../../components/form/LoadedSelectField';
import { useAccountParentOptionsQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import type { AccountFormValues } from './accountForm';

/** Chooses the parent of a new account among the store's accounts (the first 100 by name). */
export function ParentAccountPicker({ form }: { form: UseFormReturn<AccountFormValues> }) {
  const result = useAccountParentOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const accounts = completeData(result)?.accounts.items ?? [];
  return (
    <LoadedSelectField
      form={form}
      name="parentId"
      id="account-parent"
      label="Parent account"
      helperText="Makes this a sub-account; it cannot be changed later."
      blankOption="None (top-level account)"
      options={accounts.map((account) => ({ value: account.id, label: account.name }))}
      loading={result.loading}
      loadError={result.error ? 'Could not load the accounts.' : undefined}
    />
  );
}

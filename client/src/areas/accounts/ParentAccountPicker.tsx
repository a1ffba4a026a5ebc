import { HTMLSelect } from '@blueprintjs/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { useAccountParentOptionsQuery } from '../../graphql/generated';
import type { AccountFormValues } from './accountForm';

/** Chooses the parent of a new account among the store's accounts (the first 100 by name). */
export function ParentAccountPicker({ form }: { form: UseFormReturn<AccountFormValues> }) {
  const result = useAccountParentOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const accounts = result.dataState === 'complete' ? result.data.accounts.items : [];
  const error = fieldErrorMessage(form.formState.errors.parentId);
  return (
    <FormField
      id="account-parent"
      label="Parent account"
      error={error ?? (result.error ? 'Could not load the accounts.' : undefined)}
      helperText="Makes this a sub-account; it cannot be changed later."
    >
      <Controller
        control={form.control}
        name="parentId"
        render={({ field }) => (
          <HTMLSelect
            id="account-parent"
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            disabled={result.loading && accounts.length === 0}
            fill
          >
            <option value="">None (top-level account)</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </HTMLSelect>
        )}
      />
    </FormField>
  );
}

import { HTMLSelect } from '@blueprintjs/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import { fieldErrorMessage } from '../../components/form/fieldProps';
import { useSubscriptionAccountOptionsQuery } from '../../graphql/generated';

/**
 * The account a subscription or a subscriber belongs to, chosen among the store's first 100 accounts
 * (required). The accounts are read only while the field is on screen.
 */
export function SubscriptionAccountField<TValues extends FieldValues>({
  form,
  name,
  id,
}: {
  form: UseFormReturn<TValues>;
  name: Path<TValues>;
  id: string;
}) {
  const accounts = useSubscriptionAccountOptionsQuery();
  return (
    <FormField
      id={id}
      label="Account"
      error={fieldErrorMessage(form.getFieldState(name, form.formState).error)}
    >
      <HTMLSelect
        id={id}
        {...form.register(name, { validate: (value) => value !== '' || 'Choose an account' })}
      >
        <option value="">Choose an account…</option>
        {(accounts.dataState === 'complete' ? accounts.data.accounts.items : []).map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </HTMLSelect>
    </FormField>
  );
}

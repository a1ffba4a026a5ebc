import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../components/form/fieldProps';
import { SelectField } from '../../components/form/SelectField';
import { useSubscriptionAccountOptionsQuery } from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';

/**
 * The account a subscription or a subscriber belongs to, chosen among the store's first 100 accounts
 * (required). The accounts are read only while the field is on screen.
 */
export function SubscriptionAccountField<TValues extends FieldValues>(field: FieldBinding<TValues>) {
  const accounts = useSubscriptionAccountOptionsQuery();
  return (
    <SelectField
      {...field}
      label="Account"
      options={[
        { value: '', label: 'Choose an account…' },
        ...(completeData(accounts)?.accounts.items ?? []).map((account) => ({
          value: account.id,
          label: account.name,
        })),
      ]}
      rules={{ validate: (value) => value !== '' || 'Choose an account' }}
    />
  );
}

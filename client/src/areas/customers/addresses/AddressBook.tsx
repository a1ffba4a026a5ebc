import { requirePayload } from '../../../components/form/useMutationForm';
import type { UserErrorLike } from '../../../components/form/userErrors';
import type { AddressRowFragment } from '../../../graphql/generated';
import { addressCreateInput, addressUpdateInput } from './addressForm';
import { AddressesSection } from './AddressesSection';

/** What each address mutation answers: a payload with userErrors (none when the gateway failed). */
type AddressPayload = Promise<{ readonly userErrors: readonly UserErrorLike[] } | null | undefined>;

export interface AddressBookProps {
  /** The owner's addresses query (undefined while loading). */
  addresses: { items: readonly AddressRowFragment[]; pageInfo: { total: number } } | null | undefined;
  loading: boolean;
  error: unknown;
  /** The owner's address mutations, given the input built from the dialog. */
  create: (input: ReturnType<typeof addressCreateInput>) => AddressPayload;
  update: (id: string, input: ReturnType<typeof addressUpdateInput>) => AddressPayload;
  remove: (id: string) => AddressPayload;
}

/**
 * The address book of a customer or an account: the same section and the same inputs for both,
 * only the mutations differ (a save without changes sends nothing).
 */
export function AddressBook({ addresses, loading, error, create, update, remove }: AddressBookProps) {
  return (
    <AddressesSection
      addresses={addresses?.items}
      total={addresses?.pageInfo.total}
      loading={loading}
      error={error}
      onCreate={async (values) => requirePayload(await create(addressCreateInput(values))).userErrors}
      onUpdate={async (address, values) => {
        const input = addressUpdateInput(address, values);
        if (Object.keys(input).length === 0) return [];
        return requirePayload(await update(address.id, input)).userErrors;
      }}
      onDelete={async (address) => (await remove(address.id))?.userErrors ?? []}
    />
  );
}

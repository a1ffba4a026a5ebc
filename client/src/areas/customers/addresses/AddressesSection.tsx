import { Button, Callout, H3, NonIdealState } from '@blueprintjs/core';
import { AddIcon, MapMarkerIcon } from '@blueprintjs/icons';
import { useRowDelete } from '../../../components/detail/useRowDelete';
import { payloadResult } from '../../../components/form/useMutationForm';
import { ResourceTable, type ResourceColumn } from '../../../components/list/ResourceTable';
import { nonIdealStateIcon } from '../../../components/nonIdealStateIcon';
import { useUrlDialog } from '../../../components/useUrlDialog';
import { useUrlItemDialog } from '../../../components/useUrlItemDialog';
import { errorMessage } from '../../../graphql/errors';
import type { AddressRowFragment } from '../../../graphql/generated';
import type { UserErrorLike } from '../../../components/form/userErrors';
import { addressFormValues, addressSummary, type AddressFormValues } from './addressForm';
import { AddressFormDialog } from './AddressFormDialog';
import { RowActions } from '../../../components/list/RowActions';

export interface AddressesSectionProps {
  /** Undefined while loading. */
  addresses: readonly AddressRowFragment[] | undefined;
  total: number | undefined;
  loading: boolean;
  error: unknown;
  /** Each resolves to the mutation payload's userErrors (empty on success). */
  onCreate: (values: AddressFormValues) => Promise<readonly UserErrorLike[]>;
  onUpdate: (address: AddressRowFragment, values: AddressFormValues) => Promise<readonly UserErrorLike[]>;
  onDelete: (address: AddressRowFragment) => Promise<readonly UserErrorLike[]>;
}

/** The address book of a customer or an account: a table with add, edit and delete dialogs. */
export function AddressesSection({
  addresses,
  total,
  loading,
  error,
  onCreate,
  onUpdate,
  onDelete,
}: AddressesSectionProps) {
  const addDialog = useUrlDialog('add-address');
  const editDialog = useUrlItemDialog('edit-address', 'address');
  const editing = addresses?.find((address) => address.id === editDialog.itemId);

  const label = (address: AddressRowFragment) => address.name || addressSummary(address);
  const rowDelete = useRowDelete({
    dialog: 'delete-address',
    itemKey: 'address',
    rows: addresses,
    question: (address) => `Delete address ${label(address)}?`,
    message: 'Address deleted',
    remove: onDelete,
  });
  const columns: readonly ResourceColumn<AddressRowFragment>[] = [
    { id: 'name', header: 'Label', cell: (address) => address.name ?? '' },
    {
      id: 'recipient',
      header: 'Recipient',
      cell: (address) => [address.firstName, address.lastName].filter(Boolean).join(' '),
    },
    { id: 'address', header: 'Address', cell: addressSummary },
    {
      id: 'actions',
      header: 'Actions',
      width: 200,
      cell: (address) => (
        <RowActions
          what={`address ${label(address)}`}
          onEdit={() => editDialog.open(address.id)}
          onDelete={() => rowDelete.ask(address.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="addresses-heading" className="detail-section">
      <div className="detail-section__header">
        <H3 id="addresses-heading">Addresses</H3>
        <Button icon={<AddIcon />} text="Add address" onClick={addDialog.open} />
      </div>
      {error !== undefined && error !== null && (
        <Callout intent="danger" title="Could not load addresses" className="list-error" role="alert">
          {errorMessage(error)}
        </Callout>
      )}
      {addresses && total !== undefined && total > addresses.length && (
        <Callout intent="warning" className="list-error">
          Showing the first {addresses.length} of {total} addresses.
        </Callout>
      )}
      <ResourceTable
        label="Addresses"
        columns={columns}
        rows={error && !addresses ? [] : rowDelete.visible}
        rowKey={(address) => address.id}
        loading={loading}
        emptyState={
          <NonIdealState
            icon={nonIdealStateIcon(MapMarkerIcon)}
            title="No addresses yet"
            description="Addresses you add appear here."
          />
        }
      />
      {addDialog.isOpen && (
        <AddressFormDialog
          title="Add address"
          submitText="Add address"
          defaultValues={addressFormValues()}
          onSubmit={async (values) =>
            payloadResult(
              { userErrors: await onCreate(values) },
              { success: 'Address added', then: addDialog.close },
            )
          }
          onClose={addDialog.close}
        />
      )}
      {editing && (
        <AddressFormDialog
          key={editing.id}
          title={`Edit address ${label(editing)}`}
          submitText="Save address"
          defaultValues={addressFormValues(editing)}
          onSubmit={async (values) =>
            payloadResult(
              { userErrors: await onUpdate(editing, values) },
              { success: 'Address saved', then: editDialog.close },
            )
          }
          onClose={editDialog.close}
        />
      )}
      {rowDelete.confirmDialog}
    </section>
  );
}

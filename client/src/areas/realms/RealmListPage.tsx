import { Button, InputGroup } from '@blueprintjs/core';
import { LinkIcon, ShieldIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import type { UserErrorLike } from '../../components/form/userErrors';
import { ListPage } from '../../components/list/ListPage';
import { listPager } from '../../components/list/listPager';
import { NameFilterEmptyState, useNameFilter } from '../../components/list/useNameFilter';
import { usePagedList } from '../../components/list/usePagedList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  RealmListDocument,
  type RealmListQuery,
  useCreateRealmMutation,
  useRealmListQuery,
  type RealmListItemFragment,
} from '../../graphql/generated';
import { MERCHANT_REALM_MAPPINGS_PATH, realmUrl } from './urls';
import { formatDateTime } from '../../format/dates';

/** What each origin type means to a seller. */
export function realmPurpose(originType: string | null): string {
  if (originType === 'customer-authentication-settings') return 'Customers sign in here';
  if (originType === 'account-authentication-settings') return 'Account members sign in here';
  if (originType === 'merchant-realm-mappings') return 'Sellers sign in here with single sign-on';
  return originType ?? '';
}

const COLUMNS: readonly ResourceColumn<RealmListItemFragment>[] = [
  { id: 'name', header: 'Name', cell: (realm) => realm.name },
  { id: 'purpose', header: 'Purpose', cell: (realm) => realmPurpose(realm.originType) },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (realm) => formatDateTime(realm.updatedAt),
  },
];

interface RealmFormValues {
  name: string;
}

/** `/realms`: the store's authentication realms (those of the store come with it; more may be added). */
export function RealmListPage() {
  const listing = useNameFilter();
  const navigate = useNavigate();
  const addDialog = useUrlDialog('add-realm');
  const openCreated = useOpenCreated();
  const [createRealm] = useCreateRealmMutation({ refetchQueries: ['RealmList'] });
  const create = async (values: RealmFormValues) => {
    const { data: created } = await createRealm({ variables: { input: { name: values.name.trim() } } });
    return openCreated(created?.createRealm, created?.createRealm.realm, {
      message: 'Realm created',
      url: (id) => realmUrl(id),
    });
  };
  const list = usePagedList(
    useRealmListQuery({ variables: listing.variables, fetchPolicy: 'cache-and-network' }),
    RealmListDocument,
    listing.variables,
    (all: RealmListQuery) => all.realms,
  );

  return (
    <ListPage
      title="Realms"
      add={{ text: 'Add realm', onClick: addDialog.open }}
      actions={
        <Button
          icon={<LinkIcon />}
          text="Merchant realm mappings"
          onClick={() => void navigate(MERCHANT_REALM_MAPPINGS_PATH)}
        />
      }
      filter={listing.filter}
      error={list.error}
      bulk={{ noun: ['realm', 'realms'], source: list.source }}
      table={{
        columns: COLUMNS,
        rows: list.rows,
        rowKey: (realm) => realm.id,
        rowHref: (realm) => realmUrl(realm.id),
        loading: list.loading,
        emptyState: (
          <NameFilterEmptyState
            name={listing.name}
            icon={ShieldIcon}
            plural="realms"
            description="Realms appear once customers or accounts sign in, or when added."
          />
        ),
      }}
      pager={listPager(listing.paging, list.page?.pageInfo.total, list.loading)}
    >
      {addDialog.isOpen && <AddRealmDialog onSubmit={create} onClose={addDialog.close} />}
    </ListPage>
  );
}

function AddRealmDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: RealmFormValues) => Promise<{ userErrors: readonly UserErrorLike[] }>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<RealmFormValues>
      title="Add realm"
      submitText="Add realm"
      defaultValues={{ name: '' }}
      fieldNames={['name']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form, errors) => (
        <>
          <FormField id="realm-name" label="Name" error={fieldErrorMessage(errors.name)}>
            <InputGroup
              {...blueprintField(form, 'name', 'realm-name', {
                validate: (value) => value.trim() !== '' || 'Name is required',
              })}
              aria-required
            />
          </FormField>
        </>
      )}
    </MutationFormDialog>
  );
}

import { Button } from '@blueprintjs/core';
import { LinkIcon, ShieldIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { TextField } from '../../components/form/TextField';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow, type CreateDialogProps } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import {
  RealmListDocument,
  type RealmListQuery,
  useCreateRealmMutation,
  useRealmListQuery,
  type RealmListItemFragment,
} from '../../graphql/generated';
import { MERCHANT_REALM_MAPPINGS_PATH, realmUrl } from './urls';
import { formatDateTime } from '../../format/dates';

const REALM_LIST = defineList('realms', { filters: { name: { label: 'Name contains' } } });

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
  const listing = useResourceList(REALM_LIST, {
    hook: useRealmListQuery,
    document: RealmListDocument,
    pick: (all: RealmListQuery) => all.realms,
  });
  const navigate = useNavigate();
  const create = useCreateFlow(useCreateRealmMutation, {
    noun: 'realm',
    texts: { submit: 'Add realm' },
    dialogName: 'add-realm',
    input: (values: RealmFormValues) => ({ name: values.name.trim() }),
    payload: (data) => data.createRealm,
    record: (payload) => payload.realm,
    list: 'realms',
    url: realmUrl,
    dialog: (dialog) => <AddRealmDialog {...dialog} />,
  });

  return (
    <ListPage
      title="Realms"
      noun={['realm', 'realms']}
      create={create}
      actions={
        <Button
          icon={<LinkIcon />}
          text="Merchant realm mappings"
          onClick={() => void navigate(MERCHANT_REALM_MAPPINGS_PATH)}
        />
      }
      list={listing}
      empty={{
        icon: ShieldIcon,
        description: 'Realms appear once customers or accounts sign in, or when added.',
      }}
      table={{ columns: COLUMNS, rowUrl: realmUrl }}
    />
  );
}

function AddRealmDialog({ onSubmit, ...dialog }: CreateDialogProps<RealmFormValues>) {
  return (
    <MutationFormDialog<RealmFormValues>
      {...dialog}
      defaultValues={{ name: '' }}
      fieldNames={['name']}
      submit={onSubmit}
    >
      {(form) => <TextField form={form} name="name" id="realm-name" label="Name" required />}
    </MutationFormDialog>
  );
}

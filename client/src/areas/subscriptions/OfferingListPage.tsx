import { Button } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import type { MutationFormResult } from '../../components/form/useMutationForm';
import { useOpenCreated } from '../../components/form/useOpenCreated';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
import { useUrlDialog } from '../../components/useUrlDialog';
import {
  SubscriptionOfferingListDocument,
  useBuildOfferingMutation,
  useCreateSubscriptionOfferingMutation,
  useSubscriptionOfferingListQuery,
  type SubscriptionOfferingListQuery,
} from '../../graphql/generated';
import { formatDateTime } from '../../format/dates';
import { checkedIds, MemberChecklist, OfferingTextFields } from './OfferingSettings';
import { offeringUrl } from './urls';

type OfferingRow = SubscriptionOfferingListQuery['subscriptionOfferings']['items'][number];

const COLUMNS: readonly ResourceColumn<OfferingRow>[] = [
  { id: 'name', header: 'Name', cell: (offering) => offering.name },
  { id: 'description', header: 'Description', cell: (offering) => offering.description ?? '' },
  { id: 'updatedAt', header: 'Updated', cell: (offering) => formatDateTime(offering.updatedAt) },
];

export interface BuildOfferingValues {
  name: string;
  description: string;
  productIds: string[];
  planIds: string[];
}

function BuildOfferingDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: BuildOfferingValues) => Promise<MutationFormResult<BuildOfferingValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<BuildOfferingValues>
      title="Build offering"
      submitText="Build offering"
      defaultValues={{ name: '', description: '', productIds: [], planIds: [] }}
      fieldNames={['name', 'description', 'productIds', 'planIds']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <OfferingTextFields
            form={form}
            name="name"
            description="description"
            idPrefix="offering"
            requireName
          />
          <MemberChecklist
            form={form}
            name="productIds"
            kind="products"
            id="offering-products"
            label="Products"
          />
          <MemberChecklist form={form} name="planIds" kind="plans" id="offering-plans" label="Plans" />
        </>
      )}
    </MutationFormDialog>
  );
}

export interface NewOfferingValues {
  name: string;
  description: string;
}

/** An offering with only its own fields; products and plans are attached on its page. */
function NewOfferingDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: NewOfferingValues) => Promise<MutationFormResult<NewOfferingValues>>;
  onClose: () => void;
}) {
  return (
    <MutationFormDialog<NewOfferingValues>
      title="Add empty offering"
      submitText="Create offering"
      defaultValues={{ name: '', description: '' }}
      fieldNames={['name', 'description']}
      submit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <OfferingTextFields form={form} name="name" description="description" idPrefix="new-offering" />
      )}
    </MutationFormDialog>
  );
}

const OFFERING_LIST = defineList('subscriptionOfferings', { filters: { name: { label: 'Name contains' } } });

export function OfferingListPage() {
  const openCreated = useOpenCreated();
  const buildDialog = useUrlDialog('build');
  const newDialog = useUrlDialog('create-offering');
  const listing = useResourceList(OFFERING_LIST, {
    hook: useSubscriptionOfferingListQuery,
    document: SubscriptionOfferingListDocument,
    pick: (all: SubscriptionOfferingListQuery) => all.subscriptionOfferings,
  });
  const [buildOffering] = useBuildOfferingMutation({
    update: (cache, { data: built }) => {
      if (built?.buildOffering.offering)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionOfferings' });
    },
  });

  const [createOffering] = useCreateSubscriptionOfferingMutation({
    update: (cache, { data: created }) => {
      if (created?.createSubscriptionOffering.offering)
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscriptionOfferings' });
    },
  });

  const create = async (values: NewOfferingValues) => {
    const { data: created } = await createOffering({
      variables: { input: { name: values.name.trim(), description: values.description.trim() || null } },
    });
    const payload = created?.createSubscriptionOffering;
    return openCreated(payload, payload?.offering, { message: 'Offering created', url: offeringUrl });
  };

  const build = async (values: BuildOfferingValues) => {
    const { data: built } = await buildOffering({
      variables: {
        input: {
          name: values.name.trim(),
          description: values.description.trim() || null,
          productIds: checkedIds(values.productIds),
          planIds: checkedIds(values.planIds),
        },
      },
    });
    const payload = built?.buildOffering;
    return openCreated(payload, payload?.offering, { message: 'Offering built', url: offeringUrl });
  };

  return (
    <ListPage
      title="Offerings"
      add={{ text: 'Build offering', onClick: buildDialog.open }}
      actions={<Button text="Add empty offering" onClick={newDialog.open} />}
      list={listing}
      empty={{
        icon: LayersIcon,
        plural: 'offerings',
        description: 'Build an offering from products and plans.',
      }}
      bulk={{ noun: ['offering', 'offerings'], source: listing.list.source }}
      table={{
        columns: COLUMNS,
        rowKey: (offering) => offering.id,
        rowHref: (offering) => offeringUrl(offering.id),
      }}
    >
      {buildDialog.isOpen && <BuildOfferingDialog onSubmit={build} onClose={buildDialog.close} />}
      {newDialog.isOpen && <NewOfferingDialog onSubmit={create} onClose={newDialog.close} />}
    </ListPage>
  );
}

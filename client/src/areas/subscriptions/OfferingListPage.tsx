import { Button } from '@blueprintjs/core';
import { LayersIcon } from '@blueprintjs/icons';
import { MutationFormDialog } from '../../components/form/MutationFormDialog';
import { ListPage } from '../../components/list/ListPage';
import { defineList } from '../../components/list/listDeclaration';
import { useCreateFlow, type CreateDialogProps } from '../../components/list/useCreateFlow';
import { useResourceList } from '../../components/list/useResourceList';
import type { ResourceColumn } from '../../components/list/ResourceTable';
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

function BuildOfferingDialog({ onSubmit, ...dialog }: CreateDialogProps<BuildOfferingValues>) {
  return (
    <MutationFormDialog<BuildOfferingValues>
      {...dialog}
      defaultValues={{ name: '', description: '', productIds: [], planIds: [] }}
      fieldNames={['name', 'description', 'productIds', 'planIds']}
      submit={onSubmit}
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
function NewOfferingDialog({ onSubmit, ...dialog }: CreateDialogProps<NewOfferingValues>) {
  return (
    <MutationFormDialog<NewOfferingValues>
      {...dialog}
      defaultValues={{ name: '', description: '' }}
      fieldNames={['name', 'description']}
      submit={onSubmit}
    >
      {(form) => (
        <OfferingTextFields form={form} name="name" description="description" idPrefix="new-offering" />
      )}
    </MutationFormDialog>
  );
}

const OFFERING_LIST = defineList('subscriptionOfferings', { filters: { name: { label: 'Name contains' } } });

export function OfferingListPage() {
  const listing = useResourceList(OFFERING_LIST, {
    hook: useSubscriptionOfferingListQuery,
    document: SubscriptionOfferingListDocument,
    pick: (all: SubscriptionOfferingListQuery) => all.subscriptionOfferings,
  });
  const build = useCreateFlow(useBuildOfferingMutation, {
    noun: 'offering',
    texts: { add: 'Build offering', submit: 'Build offering', success: 'Offering built' },
    dialogName: 'build',
    input: (values: BuildOfferingValues) => ({
      name: values.name.trim(),
      description: values.description.trim() || null,
      productIds: checkedIds(values.productIds),
      planIds: checkedIds(values.planIds),
    }),
    payload: (data) => data.buildOffering,
    record: (payload) => payload.offering,
    list: 'subscriptionOfferings',
    url: offeringUrl,
    dialog: (dialog) => <BuildOfferingDialog {...dialog} />,
  });
  const createEmpty = useCreateFlow(useCreateSubscriptionOfferingMutation, {
    noun: 'offering',
    texts: { add: 'Add empty offering' },
    dialogName: 'create-offering',
    input: (values: NewOfferingValues) => ({
      name: values.name.trim(),
      description: values.description.trim() || null,
    }),
    payload: (data) => data.createSubscriptionOffering,
    record: (payload) => payload.offering,
    list: 'subscriptionOfferings',
    url: offeringUrl,
    dialog: (dialog) => <NewOfferingDialog {...dialog} />,
  });

  return (
    <ListPage
      title="Offerings"
      noun={['offering', 'offerings']}
      create={build}
      actions={<Button text={createEmpty.add.text} onClick={createEmpty.open} />}
      list={listing}
      empty={{ icon: LayersIcon, description: 'Build an offering from products and plans.' }}
      table={{ columns: COLUMNS, rowUrl: offeringUrl }}
    >
      {createEmpty.dialog}
    </ListPage>
  );
}

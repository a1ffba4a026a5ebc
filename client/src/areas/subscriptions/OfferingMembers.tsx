import { Button, Callout, ControlGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { showToast } from '../../app/toaster';
import {
  useAttachOfferingPlansMutation,
  useAttachOfferingProductsMutation,
  useRemoveOfferingPlanMutation,
  useRemoveOfferingProductMutation,
  useSubscriptionPlanListQuery,
  useSubscriptionProductListQuery,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { requirePayload } from '../../components/form/useMutationForm';

interface Member {
  id: string;
  name: string;
}

type Payload = { userErrors: readonly { message: string }[] } | null | undefined;

/**
 * Attaching and removing an offering's products or plans: a picker of those not attached yet, and
 * a remove action per attached one. Refusals show above the picker; the details are read again.
 */
export function useOfferingMembers(offeringId: string, refetch: () => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [attachProducts] = useAttachOfferingProductsMutation();
  const [removeProduct] = useRemoveOfferingProductMutation();
  const [attachPlans] = useAttachOfferingPlansMutation();
  const [removePlan] = useRemoveOfferingPlanMutation();

  const settle = async (run: () => Promise<Payload>, success: string) => {
    setError(null);
    try {
      const payload = requirePayload(await run());
      if (payload.userErrors.length > 0) {
        setError(payload.userErrors.map((userError) => userError.message).join(' '));
        return;
      }
      showToast(success);
      await refetch();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return {
    error,
    attachProduct: (id: string) =>
      settle(
        async () =>
          (await attachProducts({ variables: { offeringId, productIds: [id] } })).data
            ?.attachOfferingProducts,
        'Product attached',
      ),
    removeProduct: (id: string) =>
      settle(
        async () =>
          (await removeProduct({ variables: { offeringId, productId: id } })).data?.removeOfferingProduct,
        'Product removed',
      ),
    attachPlan: (id: string) =>
      settle(
        async () =>
          (await attachPlans({ variables: { offeringId, planIds: [id] } })).data?.attachOfferingPlans,
        'Plan attached',
      ),
    removePlan: (id: string) =>
      settle(
        async () => (await removePlan({ variables: { offeringId, planId: id } })).data?.removeOfferingPlan,
        'Plan removed',
      ),
  };
}

/** What a page gives a picker: the members attached now and what attaching one sends. */
interface AttachProps {
  attached: readonly Member[];
  onAttach: (id: string) => Promise<void>;
}

/** A picker of the store's members (`all`) not attached yet, and its attach button. */
function AttachPicker({
  label,
  all,
  attached,
  onAttach,
}: AttachProps & { label: string; all: readonly Member[] }) {
  const ids = new Set(attached.map((member) => member.id));
  const candidates = all.filter((item) => !ids.has(item.id));
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <ControlGroup style={{ marginTop: 8 }}>
      <HTMLSelect
        aria-label={label}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
      >
        <option value="">{candidates.length === 0 ? 'Nothing left to attach' : 'Choose…'}</option>
        {candidates.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </HTMLSelect>
      <Button
        text={label}
        disabled={chosen === '' || busy}
        loading={busy}
        onClick={() => {
          setBusy(true);
          void onAttach(chosen).finally(() => {
            setBusy(false);
            setChosen('');
          });
        }}
      />
    </ControlGroup>
  );
}

/**
 * The store's first 100 subscription products or plans: the candidates to attach to an offering.
 * Only the chosen kind is read.
 */
export function useStoreMembers(
  kind: 'products' | 'plans',
  fetchPolicy: 'cache-and-network' | 'network-only',
): readonly Member[] {
  const options = { variables: { page: { limit: 100 } }, fetchPolicy };
  const products = useSubscriptionProductListQuery({ ...options, skip: kind !== 'products' });
  const plans = useSubscriptionPlanListQuery({ ...options, skip: kind !== 'plans' });
  return (
    (kind === 'products'
      ? completeData(products)?.subscriptionProducts.items
      : completeData(plans)?.subscriptionPlans.items) ?? []
  );
}

export function AttachProduct(props: AttachProps) {
  const all = useStoreMembers('products', 'cache-and-network');
  return <AttachPicker label="Attach product" all={all} {...props} />;
}

export function AttachPlan(props: AttachProps) {
  const all = useStoreMembers('plans', 'cache-and-network');
  return <AttachPicker label="Attach plan" all={all} {...props} />;
}

export function MembersError({ message }: { message: string | null }) {
  return message ? (
    <Callout intent="danger" title="The offering could not be changed" style={{ marginTop: 8 }}>
      {message}
    </Callout>
  ) : null;
}

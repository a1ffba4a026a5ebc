import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../app/toaster';
import { DetailPage } from '../../components/detail/DetailPage';
import {
  payloadResult,
  type MutationFormResult,
  requirePayload,
} from '../../components/form/useMutationForm';
import { PageHeader } from '../../components/PageHeader';
import {
  useCreateStoreMutation,
  useStoreDetailsQuery,
  useUpdateStoreMutation,
  type StoreDetailsFragment,
  type StoreUpdateInput,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import { StoreForm, type StoreFormValues } from './components/StoreForm';
import { storeListUrl, storeUrl } from './urls';
import { isStoreTier } from './storeTiers';

const BACK_TO_LIST = { to: storeListUrl(), label: 'Stores' };

/** `/stores/add` creates a store; `/stores/:id` edits one. */
export function StoreFormPage() {
  const { id } = useParams();
  return id ? <StoreEditView key={id} id={id} /> : <StoreCreateView />;
}

function StoreCreateView() {
  const navigate = useNavigate();
  const [createStore] = useCreateStoreMutation({
    // The list must be fetched again to include the new store.
    update: (cache, { data }) => {
      if (data?.createStore.store) cache.evict({ id: 'ROOT_QUERY', fieldName: 'stores' });
    },
  });

  const submit = async (values: StoreFormValues): Promise<MutationFormResult<StoreFormValues>> => {
    const { data } = await createStore({
      variables: {
        input: { name: values.name.trim(), tier: isStoreTier(values.tier) ? values.tier : undefined },
      },
    });
    const payload = requirePayload(data?.createStore);
    if (payload.store && payload.userErrors.length === 0) {
      showToast('Store created');
      await navigate(storeUrl(payload.store.id), { replace: true });
    }
    return { userErrors: payload.userErrors };
  };

  return (
    <>
      <PageHeader title="Add store" back={BACK_TO_LIST} />
      <StoreForm
        defaultValues={{ name: '', tier: '' }}
        submitText="Create store"
        allowDefaultTier
        onSubmit={submit}
      />
    </>
  );
}

function toFormValues(store: StoreDetailsFragment): StoreFormValues {
  return { name: store.name, tier: store.tier ?? '' };
}

function StoreEditView({ id }: { id: string }) {
  const result = useStoreDetailsQuery({ variables: { id } });
  return (
    <DetailPage noun="store" back={BACK_TO_LIST} query={result} entity={completeData(result)?.store}>
      {(store) => <StoreEditor store={store} />}
    </DetailPage>
  );
}

function StoreEditor({ store }: { store: StoreDetailsFragment }) {
  const [updateStore] = useUpdateStoreMutation();
  const saved = toFormValues(store);

  const submit = async (values: StoreFormValues): Promise<MutationFormResult<StoreFormValues>> => {
    const input: StoreUpdateInput = {};
    if (values.name.trim() !== saved.name) input.name = values.name.trim();
    if (values.tier !== saved.tier && isStoreTier(values.tier)) input.tier = values.tier;
    if (Object.keys(input).length === 0) {
      showToast('No changes to save', 'none');
      return { userErrors: [] };
    }
    const { data } = await updateStore({ variables: { id: store.id, input } });
    return payloadResult(data?.updateStore, {
      success: 'Store saved',
      saved: (payload) => payload.store,
      savedValues: toFormValues,
    });
  };

  return (
    <>
      <PageHeader title={store.name} back={BACK_TO_LIST} />
      <StoreForm defaultValues={saved} submitText="Save store" allowDefaultTier={false} onSubmit={submit} />
    </>
  );
}

import { Link } from 'react-router';
import { DetailForm } from '../../components/detail/DetailForm';
import { DetailLayout } from '../../components/detail/DetailLayout';
import { useDetailQuery } from '../../components/detail/useDetailQuery';
import { DetailPage } from '../../components/detail/DetailPage';
import { useDetailForm } from '../../components/detail/useDetailForm';
import {
  useMerchantRealmMappingDetailsQuery,
  useUpdateMerchantRealmMappingMutation,
  type MerchantRealmMappingRowFragment,
} from '../../graphql/generated';
import { completeData } from '../../graphql/queryData';
import '../customers/customers.css';
import { MERCHANT_REALM_MAPPINGS_PATH, realmUrl } from './urls';
import { TextField } from '../../components/form/TextField';

const BACK_TO_LIST = { to: MERCHANT_REALM_MAPPINGS_PATH, label: 'Merchant realm mappings' };

interface MappingFormValues {
  prefix: string;
}

/** `/realms/merchant-realm-mappings/:id`: the mapping's seller realm and its store prefix editor. */
export function MerchantRealmMappingDetailPage() {
  const result = useDetailQuery(useMerchantRealmMappingDetailsQuery);
  return (
    <DetailPage
      noun="merchant realm mapping"
      back={BACK_TO_LIST}
      query={result}
      entity={completeData(result)?.merchantRealmMapping}
      notFound={{ description: 'It may belong to another store.' }}
    >
      {(mapping) => <MappingEditor key={mapping.id} mapping={mapping} />}
    </DetailPage>
  );
}

function MappingEditor({ mapping }: { mapping: MerchantRealmMappingRowFragment }) {
  const [updateMapping] = useUpdateMerchantRealmMappingMutation();
  const mutationForm = useDetailForm({
    noun: 'store prefix',
    entity: mapping,
    values: (stored): MappingFormValues => ({ prefix: stored.prefix ?? '' }),
    fieldNames: ['prefix'],
    save: async (values) =>
      (await updateMapping({ variables: { id: mapping.id, input: { prefix: values.prefix.trim() } } })).data
        ?.updateMerchantRealmMapping,
    saved: (payload) => payload.merchantRealmMapping,
  });
  const { form } = mutationForm;
  return (
    <DetailLayout title={`Merchant realm mapping ${mapping.prefix ?? ''}`.trim()} back={BACK_TO_LIST}>
      <p>
        Sellers sign in with single sign-on to{' '}
        {mapping.realmId ? <Link to={realmUrl(mapping.realmId)}>the seller realm</Link> : 'no realm yet'}.
      </p>
      <DetailForm mutationForm={mutationForm} label="Merchant realm mapping" submitText="Save prefix">
        <TextField
          form={form}
          name="prefix"
          id="mapping-prefix"
          label="Store prefix"
          helperText="1 to 63 letters, digits or hyphens, starting with a letter or digit; unique across stores."
          required
        />
      </DetailForm>
    </DetailLayout>
  );
}

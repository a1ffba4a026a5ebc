import { Checkbox, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog } from '../../components/form/FormDialog';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import {
  payloadResult,
  useMutationForm,
  type MutationFormResult,
} from '../../components/form/useMutationForm';
import {
  useReplaceOfferingProductsMutation,
  useSetOfferingProrationPolicyMutation,
  useSubscriptionProductListQuery,
  useSubscriptionProrationPolicyOptionsQuery,
  useUpdateSubscriptionOfferingMutation,
} from '../../graphql/generated';

/**
 * The offering page's editors, each a dialog: the offering's own fields, its proration policy and
 * its whole product list at once (`products/replace`).
 */

interface OfferingFields {
  id: string;
  name: string;
  description: string | null;
  prorationPolicyId: string | null;
}

interface DialogProps {
  offering: OfferingFields;
  onClose: () => void;
}

export interface OfferingValues {
  name: string;
  description: string;
}

export function EditOfferingDialog({ offering, onClose }: DialogProps) {
  const [update] = useUpdateSubscriptionOfferingMutation();
  const submit = async (values: OfferingValues): Promise<MutationFormResult<OfferingValues>> => {
    const { data } = await update({
      variables: {
        id: offering.id,
        input: { name: values.name.trim(), description: values.description.trim() || null },
      },
    });
    return payloadResult(data?.updateSubscriptionOffering, {
      success: 'Offering saved',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<OfferingValues>({
    defaultValues: { name: offering.name, description: offering.description ?? '' },
    fieldNames: ['name', 'description'],
    submit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title="Edit offering"
      submitText="Save offering"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField id="edit-offering-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup {...blueprintField(form, 'name', 'edit-offering-name')} />
      </FormField>
      <FormField
        id="edit-offering-description"
        label="Description"
        error={fieldErrorMessage(errors.description)}
      >
        <TextArea {...blueprintField(form, 'description', 'edit-offering-description')} fill rows={2} />
      </FormField>
    </FormDialog>
  );
}

export interface ProrationValues {
  prorationPolicyId: string;
}

export function OfferingProrationPolicyDialog({ offering, onClose }: DialogProps) {
  const policies = useSubscriptionProrationPolicyOptionsQuery({ fetchPolicy: 'network-only' });
  const [setPolicy] = useSetOfferingProrationPolicyMutation();
  const submit = async (values: ProrationValues): Promise<MutationFormResult<ProrationValues>> => {
    const { data } = await setPolicy({
      variables: { offeringId: offering.id, prorationPolicyId: values.prorationPolicyId || null },
    });
    return payloadResult(data?.setOfferingProrationPolicy, {
      success: values.prorationPolicyId ? 'Proration policy set' : 'Proration policy cleared',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ProrationValues>({
    defaultValues: { prorationPolicyId: offering.prorationPolicyId ?? '' },
    fieldNames: ['prorationPolicyId'],
    submit,
  });
  const { errors } = form.formState;
  const options = policies.dataState === 'complete' ? policies.data.prorationPolicies.items : [];
  return (
    <FormDialog
      isOpen
      title="Proration policy"
      submitText="Save policy"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="offering-policy"
        label="Plan changes mid-period are charged by"
        error={fieldErrorMessage(errors.prorationPolicyId)}
      >
        <HTMLSelect id="offering-policy" {...form.register('prorationPolicyId')}>
          <option value="">No proration policy</option>
          {options.map((policy) => (
            <option key={policy.id} value={policy.id}>
              {policy.name}
            </option>
          ))}
          {/* The current policy before the options arrive, so the select does not lose it. */}
          {offering.prorationPolicyId &&
            !options.some((policy) => policy.id === offering.prorationPolicyId) && (
              <option value={offering.prorationPolicyId}>Current policy</option>
            )}
        </HTMLSelect>
      </FormField>
    </FormDialog>
  );
}

export interface ReplaceProductsValues {
  productIds: string[];
}

/** A checkbox group gives `false` when nothing is ticked and a string for one box. */
export const checkedIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

export function ReplaceProductsDialog({
  offering,
  productIds,
  onClose,
}: DialogProps & { productIds: readonly string[] }) {
  const products = useSubscriptionProductListQuery({
    variables: { page: { limit: 100 } },
    fetchPolicy: 'network-only',
  });
  const [replace] = useReplaceOfferingProductsMutation();
  const submit = async (
    values: ReplaceProductsValues,
  ): Promise<MutationFormResult<ReplaceProductsValues>> => {
    const { data } = await replace({
      variables: { offeringId: offering.id, productIds: checkedIds(values.productIds) },
    });
    return payloadResult(data?.replaceOfferingProducts, {
      success: 'Products replaced',
      saved: (payload) => payload.offering,
      then: onClose,
    });
  };
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<ReplaceProductsValues>({
    defaultValues: { productIds: [...productIds] },
    fieldNames: ['productIds'],
    submit,
  });
  const { errors } = form.formState;
  const { ref, ...registration } = form.register('productIds');
  return (
    <FormDialog
      isOpen
      title="Replace products"
      submitText="Replace products"
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <FormField
        id="replace-products"
        label="The offering's products"
        helperText="The ticked products replace all the offering's products."
        error={fieldErrorMessage(errors.productIds as never)}
      >
        <div id="replace-products" role="group" aria-label="The offering's products">
          {(products.dataState === 'complete' ? products.data.subscriptionProducts.items : []).map(
            (product) => (
              <Checkbox
                key={product.id}
                {...registration}
                inputRef={ref}
                value={product.id}
                label={product.name}
              />
            ),
          )}
        </div>
      </FormField>
    </FormDialog>
  );
}

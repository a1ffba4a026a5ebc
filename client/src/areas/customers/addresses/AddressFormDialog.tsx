import { InputGroup } from '@blueprintjs/core';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormField } from '../../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../../components/form/fieldProps';
import { useMutationForm, type MutationFormResult } from '../../../components/form/useMutationForm';
import { ADDRESS_FORM_FIELDS, REQUIRED_ADDRESS_FIELDS, type AddressFormValues } from './addressForm';

const LABELS: Record<keyof AddressFormValues, string> = {
  name: 'Label',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  phoneNumber: 'Phone number',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  county: 'County',
  region: 'Region or state',
  postcode: 'Postcode',
  country: 'Country code',
  instructions: 'Delivery instructions',
};

const HELP: Partial<Record<keyof AddressFormValues, string>> = {
  name: 'For example Home or Head office.',
  country: 'Two letters (ISO 3166-1), for example GB.',
};

export interface AddressFormDialogProps {
  title: string;
  submitText: string;
  defaultValues: AddressFormValues;
  onSubmit: (values: AddressFormValues) => Promise<MutationFormResult<AddressFormValues>>;
  onClose: () => void;
}

/** Adds or edits an address of a customer or an account. Mounted only while open. */
export function AddressFormDialog({
  title,
  submitText,
  defaultValues,
  onSubmit,
  onClose,
}: AddressFormDialogProps) {
  const {
    form,
    onSubmit: handleSubmit,
    formErrors,
    submitting,
  } = useMutationForm<AddressFormValues>({
    defaultValues,
    fieldNames: ADDRESS_FORM_FIELDS,
    submit: onSubmit,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      isOpen
      title={title}
      submitText={submitText}
      submitting={submitting}
      formErrors={formErrors}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      {ADDRESS_FORM_FIELDS.map((field) => {
        const id = `address-${field}`;
        const required = REQUIRED_ADDRESS_FIELDS.has(field);
        return (
          <FormField
            key={field}
            id={id}
            label={LABELS[field]}
            error={fieldErrorMessage(errors[field])}
            helperText={HELP[field]}
          >
            <InputGroup
              {...blueprintField(form, field, id, {
                validate: required
                  ? (value) => value.trim() !== '' || `${LABELS[field]} is required`
                  : undefined,
              })}
              aria-required={required || undefined}
            />
          </FormField>
        );
      })}
    </FormDialog>
  );
}

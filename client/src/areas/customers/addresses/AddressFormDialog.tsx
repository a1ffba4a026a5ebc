import { MutationFormDialog } from '../../../components/form/MutationFormDialog';
import { TextField } from '../../../components/form/TextField';
import type { MutationFormResult } from '../../../components/form/useMutationForm';
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
export function AddressFormDialog({ onSubmit, ...dialog }: AddressFormDialogProps) {
  return (
    <MutationFormDialog<AddressFormValues> {...dialog} fieldNames={ADDRESS_FORM_FIELDS} submit={onSubmit}>
      {(form) =>
        ADDRESS_FORM_FIELDS.map((field) => (
          <TextField
            key={field}
            form={form}
            name={field}
            id={`address-${field}`}
            label={LABELS[field]}
            helperText={HELP[field]}
            required={REQUIRED_ADDRESS_FIELDS.has(field)}
          />
        ))
      }
    </MutationFormDialog>
  );
}

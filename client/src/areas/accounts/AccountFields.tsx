import { InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import type { AccountFormValues } from './accountForm';

/** The account's own fields, shared by the create dialog and the detail page's form. */
export function AccountFields({ form }: { form: UseFormReturn<AccountFormValues> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id="account-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'account-name', {
            validate: (value) => value.trim() !== '' || 'Name is required',
          })}
          aria-required
        />
      </FormField>
      <FormField id="account-legal-name" label="Legal name" error={fieldErrorMessage(errors.legalName)}>
        <InputGroup {...blueprintField(form, 'legalName', 'account-legal-name')} />
      </FormField>
      <FormField
        id="account-registration-id"
        label="Registration id"
        error={fieldErrorMessage(errors.registrationId)}
        helperText="The company registration number."
      >
        <InputGroup {...blueprintField(form, 'registrationId', 'account-registration-id')} />
      </FormField>
      <FormField
        id="account-external-ref"
        label="External reference"
        error={fieldErrorMessage(errors.externalRef)}
        helperText="An id from another system, e.g. your ERP."
      >
        <InputGroup {...blueprintField(form, 'externalRef', 'account-external-ref')} />
      </FormField>
    </>
  );
}

import { InputGroup } from '@blueprintjs/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import type { CustomerFormValues } from './customerForm';

/** The customer's fields, shared by the create dialog and the detail page's form. */
export function CustomerFields({
  form,
  passwordHelp,
}: {
  form: UseFormReturn<CustomerFormValues>;
  passwordHelp: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id="customer-name" label="Name" error={fieldErrorMessage(errors.name)}>
        <InputGroup
          {...blueprintField(form, 'name', 'customer-name', {
            validate: (value) => value.trim() !== '' || 'Name is required',
          })}
          aria-required
        />
      </FormField>
      <FormField
        id="customer-email"
        label="Email"
        error={fieldErrorMessage(errors.email)}
        helperText="The customer signs in with it; one customer per email."
      >
        <InputGroup
          {...blueprintField(form, 'email', 'customer-email', {
            validate: (value) => value.trim() !== '' || 'Email is required',
          })}
          type="email"
          aria-required
        />
      </FormField>
      <FormField
        id="customer-password"
        label="Password"
        error={fieldErrorMessage(errors.password)}
        helperText={passwordHelp}
      >
        <InputGroup
          {...blueprintField(form, 'password', 'customer-password')}
          type="password"
          autoComplete="new-password"
        />
      </FormField>
      <FormField
        id="customer-external-ref"
        label="External reference"
        error={fieldErrorMessage(errors.externalRef)}
        helperText="An id from another system, e.g. your CRM."
      >
        <InputGroup {...blueprintField(form, 'externalRef', 'customer-external-ref')} />
      </FormField>
    </>
  );
}

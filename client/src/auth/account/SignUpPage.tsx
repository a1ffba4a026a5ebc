import { Button, Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrors } from '../../components/form/FormErrors';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, requirePayload } from '../../components/form/useMutationForm';
import { useSignUpMutation, type SignUpCreateType } from '../../graphql/generated';
import { SIGN_IN_PATH } from '../session';
import { AccountCard } from './AccountCard';
import { MIN_PASSWORD_LENGTH } from './ResetPasswordPage';

interface SignUpValues {
  name: string;
  createType: SignUpCreateType;
  password: string;
}

const CREATE_TYPE_OPTIONS: { value: SignUpCreateType; label: string }[] = [
  { value: 'ORGANIZATION', label: 'An organization with its first store' },
  { value: 'STORE', label: 'A store of my own' },
];

/** `/sign-up?token=...`: creates a seller account from a signup link (`POST /api/signup`). */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [signUp] = useSignUpMutation();
  const [email, setEmail] = useState<string | null>(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<SignUpValues>({
    defaultValues: { name: '', createType: 'ORGANIZATION', password: '' },
    // A refused token belongs to no field of this form: it shows above it.
    fieldNames: ['name', 'createType', 'password'],
    submit: async (values) => {
      const { data } = await signUp({ variables: { input: { ...values, name: values.name.trim(), token } } });
      const payload = requirePayload(data?.signUp);
      if (payload.seller) setEmail(payload.seller.email);
      return { userErrors: payload.userErrors };
    },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <AccountCard title="Create your account">
        <Callout intent="warning" role="alert">
          Signing up needs the link from your invitation email.
        </Callout>
      </AccountCard>
    );
  }
  if (email) {
    return (
      <AccountCard title="Account created">
        <Callout intent="success" role="status">
          Your account is ready. <Link to={SIGN_IN_PATH}>Sign in</Link> as {email}.
        </Callout>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Create your account">
      <form noValidate onSubmit={onSubmit}>
        <FormErrors messages={formErrors} title="The account could not be created" />
        <FormField id="sign-up-name" label="Your name" error={fieldErrorMessage(errors.name)}>
          <InputGroup
            {...blueprintField(form, 'name', 'sign-up-name', {
              validate: (value) => value.trim() !== '' || 'Enter your name',
            })}
            autoComplete="name"
            autoFocus
          />
        </FormField>
        <FormField id="sign-up-create-type" label="Create" error={fieldErrorMessage(errors.createType)}>
          <HTMLSelect
            id="sign-up-create-type"
            {...form.register('createType')}
            options={CREATE_TYPE_OPTIONS}
          />
        </FormField>
        <FormField id="sign-up-password" label="Password" error={fieldErrorMessage(errors.password)}>
          <InputGroup
            {...blueprintField(form, 'password', 'sign-up-password', {
              required: 'Choose a password',
              minLength: {
                value: MIN_PASSWORD_LENGTH,
                message: `At least ${MIN_PASSWORD_LENGTH} characters`,
              },
            })}
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" intent="primary" fill loading={submitting} text="Create account" />
      </form>
    </AccountCard>
  );
}

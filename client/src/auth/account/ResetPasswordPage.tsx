import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrors } from '../../components/form/FormErrors';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm } from '../../components/form/useMutationForm';
import { useResetPasswordMutation } from '../../graphql/generated';
import { SIGN_IN_PATH } from '../session';
import { AccountCard } from './AccountCard';

/** The sandbox's (and a sensible) minimum; the provider has the last word. */
export const MIN_PASSWORD_LENGTH = 8;

/** The provider says nothing about a refused reset (spec section 5), so this is all we can tell. */
export const RESET_FAILED_MESSAGE =
  'The password could not be reset. The link may have expired or already been used: ask for a new one.';

interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

/** `/reset-password?token=...`: sets a new password (`POST v2/password-reset`). */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmation: '' },
    fieldNames: ['password'],
    submit: async ({ password }) => {
      const { data } = await resetPassword({ variables: { token, password } });
      if (!data?.resetPassword.success) throw new Error(RESET_FAILED_MESSAGE);
      setDone(true);
      return { userErrors: [] };
    },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <AccountCard title="Reset your password">
        <Callout intent="warning" role="alert">
          This page needs the link from your password reset email.{' '}
          <Link to="/forgot-password">Ask for one</Link>.
        </Callout>
      </AccountCard>
    );
  }
  if (done) {
    return (
      <AccountCard title="Password changed">
        <Callout intent="success" role="status">
          Your password was changed. <Link to={SIGN_IN_PATH}>Sign in</Link> with the new one.
        </Callout>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      <form noValidate onSubmit={onSubmit}>
        <FormErrors messages={formErrors} />
        <FormField id="reset-password" label="New password" error={fieldErrorMessage(errors.password)}>
          <InputGroup
            {...blueprintField(form, 'password', 'reset-password', {
              required: 'Enter a new password',
              minLength: {
                value: MIN_PASSWORD_LENGTH,
                message: `At least ${MIN_PASSWORD_LENGTH} characters`,
              },
            })}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
        </FormField>
        <FormField
          id="reset-confirmation"
          label="Repeat the new password"
          error={fieldErrorMessage(errors.confirmation)}
        >
          <InputGroup
            {...blueprintField(form, 'confirmation', 'reset-confirmation', {
              validate: (value, values) => value === values.password || 'The passwords differ',
            })}
            type="password"
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" intent="primary" fill loading={submitting} text="Set new password" />
      </form>
    </AccountCard>
  );
}

import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormErrors } from '../../components/form/FormErrors';
import { FormField } from '../../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../../components/form/fieldProps';
import { useMutationForm, requirePayload } from '../../components/form/useMutationForm';
import { useRequestPasswordResetMutation } from '../../graphql/generated';
import { AccountCard } from './AccountCard';

interface ForgotPasswordValues {
  email: string;
}

/** `/forgot-password`: mails a reset link (`POST /api/forgot` behind the `requestPasswordReset` mutation). */
export function ForgotPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, formErrors, submitting } = useMutationForm<ForgotPasswordValues>({
    defaultValues: { email: '' },
    fieldNames: ['email'],
    submit: async ({ email }) => {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const payload = requirePayload(data?.requestPasswordReset);
      if (payload.accepted) setSentTo(email.trim());
      return { userErrors: payload.userErrors };
    },
  });

  if (sentTo) {
    return (
      <AccountCard title="Check your email">
        <Callout intent="success" role="status">
          If {sentTo} has an account, a link to choose a new password is on its way.
        </Callout>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Forgot your password?">
      <form noValidate onSubmit={onSubmit}>
        <FormErrors messages={formErrors} />
        <FormField id="forgot-email" label="Email" error={fieldErrorMessage(form.formState.errors.email)}>
          <InputGroup
            {...blueprintField(form, 'email', 'forgot-email', { required: 'Enter your email' })}
            type="email"
            autoComplete="username"
            autoFocus
          />
        </FormField>
        <Button type="submit" intent="primary" fill loading={submitting} text="Send reset link" />
      </form>
    </AccountCard>
  );
}

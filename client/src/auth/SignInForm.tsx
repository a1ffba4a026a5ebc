import { Button, Callout, Card, Divider, H2, InputGroup } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../components/form/FormField';
import { blueprintField, fieldErrorMessage } from '../components/form/fieldProps';
import type { SignInValues } from './signIn';
import { TermsOfUseLink } from './deployment';

export interface SignInFormProps {
  /** Why the last attempt failed, shown above the fields. */
  problem: string | null;
  submitting: boolean;
  onSubmit: (values: SignInValues) => Promise<unknown>;
  /** Starts single sign-on (leaves for the provider's authorization page). */
  onSsoSignIn: () => void;
  /** Single sign-on is being prepared. */
  ssoStarting: boolean;
}

export function SignInForm({ problem, submitting, onSubmit, onSsoSignIn, ssoStarting }: SignInFormProps) {
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  return (
    <Card className="sign-in" elevation={2}>
      <H2>Sign in to Commerce Manager</H2>
      {problem && (
        <Callout intent="danger" role="alert" className="form-errors">
          {problem}
        </Callout>
      )}
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <FormField id="sign-in-email" label="Email" error={fieldErrorMessage(errors.email)}>
          <InputGroup
            {...blueprintField(form, 'email', 'sign-in-email', { required: 'Enter your email' })}
            type="email"
            autoComplete="username"
            autoFocus
          />
        </FormField>
        <FormField id="sign-in-password" label="Password" error={fieldErrorMessage(errors.password)}>
          <InputGroup
            {...blueprintField(form, 'password', 'sign-in-password', { required: 'Enter your password' })}
            type="password"
            autoComplete="current-password"
          />
        </FormField>
        <Button type="submit" intent="primary" fill loading={submitting} text="Sign in" />
      </form>
      <p className="sign-in__links">
        <Link to="/forgot-password">Forgot your password?</Link> · <TermsOfUseLink />
      </p>
      <Divider className="sign-in__divider" />
      <Button fill variant="outlined" loading={ssoStarting} text="Sign in with SSO" onClick={onSsoSignIn} />
    </Card>
  );
}

import { useState } from 'react';
import { useSignInMutation, type SignInMutation } from '../graphql/generated';
import { errorMessage } from '../graphql/errors';
import { notifyAuthChanged, runAuthAttempt } from './authStore';
import {
  isPasswordCredentials,
  JWT_AUTH_KEY,
  storeCredentials,
  type PasswordCredentials,
} from './credentials';

type SignInCredentials = Omit<NonNullable<SignInMutation['signIn']['credentials']>, '__typename'>;

/** The gateway's camelCase credentials in the spec's stored (snake_case) password shape, or null. */
export function toPasswordCredentials(credentials: SignInCredentials): PasswordCredentials | null {
  const stored: unknown = {
    access_token: credentials.accessToken,
    expires: credentials.expires,
    expires_in: credentials.expiresIn,
    identifier: credentials.identifier,
    refresh_token: credentials.refreshToken,
    token_type: credentials.tokenType,
  };
  return isPasswordCredentials(stored) ? stored : null;
}

export interface SignInValues {
  email: string;
  password: string;
}

/** Signs in by password and stores the credentials; resolves to true on success. */
export function useSignIn() {
  const [signInMutation, { loading }] = useSignInMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = (values: SignInValues): Promise<boolean> => runAuthAttempt(() => attempt(values));

  async function attempt({ email, password }: SignInValues): Promise<boolean> {
    setProblem(null);
    try {
      const { data } = await signInMutation({ variables: { username: email.trim(), password } });
      const payload = data?.signIn;
      if (!payload || payload.userErrors.length > 0 || !payload.credentials) {
        setProblem(payload?.userErrors.map((error) => error.message).join(' ') || 'Sign-in failed.');
        return false;
      }
      const credentials = toPasswordCredentials(payload.credentials);
      if (!credentials) {
        setProblem('The server returned credentials this version cannot use.');
        return false;
      }
      storeCredentials(credentials);
      window.localStorage.removeItem(JWT_AUTH_KEY);
      notifyAuthChanged();
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    }
  }

  return { signIn, submitting: loading, problem };
}

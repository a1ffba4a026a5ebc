import { useNavigate, useSearchParams } from 'react-router';
import { INVALID_CREDENTIALS_MESSAGE } from './authState';
import { DEFAULT_SIGNED_IN_PATH, INVALID_CREDENTIALS_REASON, safeNextPath } from './session';
import { SignInForm } from './SignInForm';
import { useSignIn, type SignInValues } from './signIn';
import { useStartSso } from './useStartSso';

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, submitting, problem } = useSignIn();
  const sso = useStartSso();
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_SIGNED_IN_PATH;
  const reason =
    searchParams.get('reason') === INVALID_CREDENTIALS_REASON
      ? `Your stored sign-in could not be used (${INVALID_CREDENTIALS_MESSAGE}). Please sign in again.`
      : null;

  const handleSubmit = async (values: SignInValues) => {
    if (await signIn(values)) await navigate(next, { replace: true });
  };

  return (
    <main className="sign-in-page">
      <SignInForm
        problem={problem ?? sso.problem ?? reason}
        submitting={submitting}
        onSubmit={handleSubmit}
        onSsoSignIn={() => void sso.start(next)}
        ssoStarting={sso.starting}
      />
    </main>
  );
}

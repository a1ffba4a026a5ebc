import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SIGNED_IN_PATH, safeNextPath } from './session';
import { SignInForm } from './SignInForm';
import { useSignIn, type SignInValues } from './signIn';

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, submitting, problem } = useSignIn();
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_SIGNED_IN_PATH;

  const handleSubmit = async (values: SignInValues) => {
    if (await signIn(values)) await navigate(next, { replace: true });
  };

  return (
    <main className="sign-in-page">
      <SignInForm problem={problem} submitting={submitting} onSubmit={handleSubmit} />
    </main>
  );
}

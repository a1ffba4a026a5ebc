import { Card, H2, NonIdealState } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { Link, useLoaderData } from 'react-router';
import { nonIdealStateIcon } from '../components/nonIdealStateIcon';
import type { JwtSignInLoaderData } from './jwtSignIn';
import { SIGN_IN_PATH } from './session';

/** Shown only when a sign-in link's token cannot be used (a valid one redirects in the loader). */
export function JwtSignInPage() {
  const { error } = useLoaderData<JwtSignInLoaderData>();
  return (
    <main className="sign-in-page">
      <Card className="sign-in" elevation={2}>
        <H2>Sign in with a token</H2>
        <NonIdealState
          icon={nonIdealStateIcon(KeyIcon)}
          title="This sign-in link cannot be used"
          description={<span role="alert">{error}</span>}
          action={<Link to={SIGN_IN_PATH}>Sign in another way</Link>}
        />
      </Card>
    </main>
  );
}

import { Card, H2, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { Link, useLoaderData } from 'react-router';
import { nonIdealStateIcon } from '../components/nonIdealStateIcon';
import { SIGN_IN_PATH } from './session';
import type { SsoCallbackLoaderData } from './sso';

/** Shown only when single sign-on failed (a successful one redirects in the loader). */
export function SsoCallbackPage() {
  const { error } = useLoaderData<SsoCallbackLoaderData>();
  return (
    <main className="sign-in-page">
      <Card className="sign-in" elevation={2}>
        <H2>Single sign-on</H2>
        <NonIdealState
          icon={nonIdealStateIcon(ErrorIcon)}
          title="Single sign-on did not complete"
          description={<span role="alert">{error}</span>}
          action={<Link to={SIGN_IN_PATH}>Back to sign-in</Link>}
        />
      </Card>
    </main>
  );
}

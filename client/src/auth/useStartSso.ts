import { useState } from 'react';
import { errorMessage } from '../graphql/errors';
import { useSsoSettingsLazyQuery } from '../graphql/generated';
import { assignLocation } from './browserLocation';
import { beginSsoSignIn, SSO_CALLBACK_PATH } from './sso';

/** Asks the gateway where single sign-on starts, prepares PKCE and leaves for the authorization page. */
export function useStartSso() {
  const [loadSettings] = useSsoSettingsLazyQuery({ fetchPolicy: 'network-only' });
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Leaves for the authorization page; `next` is the admin page to open once signed in. */
  async function start(next?: string): Promise<void> {
    setProblem(null);
    setStarting(true);
    try {
      const { data, error } = await loadSettings();
      if (!data) throw error ?? new Error('Single sign-on is not available.');
      const url = await beginSsoSignIn({
        authorizeUrl: data.ssoSettings.authorizeUrl,
        redirectUri: `${window.location.origin}${SSO_CALLBACK_PATH}`,
        clientId: data.ssoSettings.clientId,
        scope: data.ssoSettings.scope,
        next,
      });
      assignLocation(url);
    } catch (caught) {
      setProblem(errorMessage(caught));
      setStarting(false);
    }
  }

  return { start, starting, problem };
}

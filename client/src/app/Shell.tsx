import { Button, Classes, Navbar, ProgressBar, Tag } from '@blueprintjs/core';
import { LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { NavLink, Outlet, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { AuthStatus } from '../auth/authState';
import { useAuth } from '../auth/authStore';
import { endSession, type SessionLoaderData } from '../auth/session';
import { AREAS } from './areas';
import { UnsavedChangesPrompt } from '../components/form/UnsavedChangesPrompt';
import { StoreSwitcher } from './StoreSwitcher';

const SIGNED_IN_AS: Record<SessionLoaderData['authStatus'], string> = {
  'username-password-authenticated': 'Signed in',
  'sso-authenticated': 'Signed in with SSO',
  'jwt-authenticated': 'Signed in with a token',
};

function signedInLabel(status: AuthStatus | null, fallback: SessionLoaderData['authStatus']): string {
  return status && status !== 'unauthenticated' ? SIGNED_IN_AS[status] : SIGNED_IN_AS[fallback];
}

/** The signed-in layout: top bar, area navigation, and the current page. */
export function Shell() {
  const { authStatus } = useLoaderData<SessionLoaderData>();
  // Live: a refresh or a sign-out in another tab changes it between navigations.
  const auth = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigation = useNavigation();

  return (
    <div className="shell">
      <Navbar className="shell__navbar">
        <Navbar.Group align="start">
          <Navbar.Heading className="shell__app-name">Commerce Manager</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align="end">
          {auth.hasAccount && (
            <>
              <StoreSwitcher />
              <Navbar.Divider />
            </>
          )}
          <Tag icon={<UserIcon />} minimal round title={auth.pending ? 'Renewing the session' : undefined}>
            {signedInLabel(auth.status, authStatus)}
          </Tag>
          <Navbar.Divider />
          <Button
            variant="minimal"
            icon={<LogOutIcon />}
            text="Sign out"
            onClick={() => void endSession(client, (to) => navigate(to))}
          />
        </Navbar.Group>
      </Navbar>
      {/* A lazy area is being fetched. */}
      <div className="shell__progress">
        {navigation.state === 'loading' && <ProgressBar intent="primary" />}
      </div>
      <nav className="shell__nav" aria-label="Areas">
        <ul className={Classes.MENU}>
          {AREAS.map((area) => (
            <li key={area.path}>
              <NavLink
                to={area.path}
                end={area.path === '/'}
                className={({ isActive }) =>
                  [Classes.MENU_ITEM, isActive ? Classes.ACTIVE : ''].filter(Boolean).join(' ')
                }
              >
                <area.icon />
                <span className={Classes.FILL}>{area.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="shell__content">
        <Outlet />
      </main>
      <UnsavedChangesPrompt />
    </div>
  );
}

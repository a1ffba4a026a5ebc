import { Button, Classes, Navbar, ProgressBar, Tag } from '@blueprintjs/core';
import { LogOutIcon, UserIcon } from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { NavLink, Outlet, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { CredentialKind } from '../auth/credentials';
import { endSession, type SessionLoaderData } from '../auth/session';
import { AREAS } from './areas';

const SIGNED_IN_AS: Record<CredentialKind, string> = {
  password: 'Signed in',
  sso: 'Signed in with SSO',
  jwt: 'Signed in with a token',
};

/** The signed-in layout: top bar, area navigation, and the current page. */
export function Shell() {
  const { credentialKind } = useLoaderData<SessionLoaderData>();
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
          <Tag icon={<UserIcon />} minimal round>
            {SIGNED_IN_AS[credentialKind]}
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
    </div>
  );
}

import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import {
  Button,
  Classes,
  Drawer,
  Menu,
  MenuItem,
  Navbar,
  PopoverNext,
  ProgressBar,
  Tag,
} from '@blueprintjs/core';
import {
  ChevronDownIcon,
  ChevronRightIcon,
  DesktopIcon,
  FlashIcon,
  LogOutIcon,
  MenuIcon,
  MoonIcon,
  UserIcon,
} from '@blueprintjs/icons';
import { useApolloClient } from '@apollo/client/react';
import { NavLink, Outlet, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { AuthStatus } from '../auth/authState';
import { useAuth } from '../auth/authStore';
import { PRODUCT_NAME, PRODUCT_STORAGE_NAME } from '../auth/credentials';
import { endSession, type SessionLoaderData } from '../auth/session';
import { AREA_GROUPS, AREAS, areaOfPath, type AreaEntry, type AreaGroupId } from './areas';
import { UnsavedChangesPrompt } from '../components/form/UnsavedChangesPrompt';
import { CommandPalette } from './palette/CommandPalette';
import { DocumentTitle } from './documentTitle';
import { StoreSwitcher } from './StoreSwitcher';
import { THEME_CHOICES, useMediaQuery, useThemeChoice, writeThemeChoice, type ThemeChoice } from './theme';

const SIGNED_IN_AS: Record<SessionLoaderData['authStatus'], string> = {
  'username-password-authenticated': 'Signed in',
  'sso-authenticated': 'Signed in with SSO',
  'jwt-authenticated': 'Signed in with a token',
};

function signedInLabel(status: AuthStatus | null, fallback: SessionLoaderData['authStatus']): string {
  return status && status !== 'unauthenticated' ? SIGNED_IN_AS[status] : SIGNED_IN_AS[fallback];
}

/** The skip link's target: the page on screen. */
const MAIN_CONTENT_ID = 'main-content';

/** Focuses the page itself, without a `#main-content` in the URL the router keeps. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** Below this width the navigation moves into a drawer opened from the navbar. */
export const NARROW_QUERY = '(max-width: 1023px)';

/**
 * The navigation groups the seller closed, in localStorage (a display preference, not a spec key:
 * it survives sign-out). Closed ones are kept so that every group starts open.
 */
export const NAV_GROUPS_KEY = `${PRODUCT_STORAGE_NAME}ClosedNavGroups`;

const groupListeners = new Set<() => void>();
let closedCache: { raw: string | null; ids: readonly AreaGroupId[] } = { raw: null, ids: [] };

function readClosedGroups(): readonly AreaGroupId[] {
  const raw = window.localStorage.getItem(NAV_GROUPS_KEY);
  if (raw === closedCache.raw) return closedCache.ids;
  let ids: AreaGroupId[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) ids = AREA_GROUPS.map((group) => group.id).filter((id) => parsed.includes(id));
  } catch {
    ids = [];
  }
  closedCache = { raw, ids };
  return ids;
}

function writeClosedGroups(ids: readonly AreaGroupId[]): void {
  if (ids.length === 0) window.localStorage.removeItem(NAV_GROUPS_KEY);
  else window.localStorage.setItem(NAV_GROUPS_KEY, JSON.stringify(ids));
  for (const listener of groupListeners) listener();
}

function subscribeGroups(listener: () => void): () => void {
  groupListeners.add(listener);
  return () => groupListeners.delete(listener);
}

const menuItemClass = ({ isActive }: { isActive: boolean }) =>
  [Classes.MENU_ITEM, isActive ? Classes.ACTIVE : ''].filter(Boolean).join(' ');

function AreaLink({ area, onNavigate }: { area: AreaEntry; onNavigate?: () => void }) {
  return (
    <li>
      <NavLink to={area.path} end={area.path === '/'} className={menuItemClass} onClick={onNavigate}>
        <area.icon />
        <span className={Classes.FILL}>{area.label}</span>
      </NavLink>
    </li>
  );
}

/** The areas in collapsible groups; the group of the page on screen is opened on arrival. */
function AreaNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const closed = useSyncExternalStore(subscribeGroups, readClosedGroups);
  const activeGroup = areaOfPath(pathname)?.group ?? null;

  useEffect(() => {
    const current = readClosedGroups();
    if (activeGroup && current.includes(activeGroup)) {
      writeClosedGroups(current.filter((id) => id !== activeGroup));
    }
  }, [activeGroup]);

  const toggle = (id: AreaGroupId) =>
    writeClosedGroups(closed.includes(id) ? closed.filter((other) => other !== id) : [...closed, id]);

  return (
    <nav className="shell__nav-list" aria-label="Areas">
      <ul className={Classes.MENU}>
        {AREAS.filter((area) => area.group === null).map((area) => (
          <AreaLink key={area.path} area={area} onNavigate={onNavigate} />
        ))}
      </ul>
      {AREA_GROUPS.map((group) => {
        const open = !closed.includes(group.id);
        const listId = `nav-group-${group.id}`;
        return (
          <section key={group.id} className="shell__nav-group">
            <button
              type="button"
              className="shell__nav-group-toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group.id)}
            >
              {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
              <span>{group.label}</span>
            </button>
            {open && (
              <ul id={listId} className={Classes.MENU} aria-label={group.label}>
                {group.areas.map((area) => (
                  <AreaLink key={area.path} area={area} onNavigate={onNavigate} />
                ))}
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a className={Classes.MENU_ITEM} href={link.href} target="_blank" rel="noreferrer">
                      <link.icon />
                      <span className={Classes.FILL}>{link.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </nav>
  );
}

const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const THEME_ICONS = { system: DesktopIcon, light: FlashIcon, dark: MoonIcon } as const;

/** Light, dark, or as the system says. */
function ThemeMenu({ choice }: { choice: ThemeChoice }) {
  const Icon = THEME_ICONS[choice];
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label="Theme">
          {THEME_CHOICES.map((option) => {
            const OptionIcon = THEME_ICONS[option];
            return (
              <MenuItem
                key={option}
                roleStructure="listoption"
                icon={<OptionIcon />}
                text={THEME_LABELS[option]}
                selected={option === choice}
                onClick={() => writeThemeChoice(option)}
              />
            );
          })}
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={<Icon />}
        aria-label={`Theme: ${THEME_LABELS[choice]}`}
        title={`Theme: ${THEME_LABELS[choice]}`}
      />
    </PopoverNext>
  );
}

/** The signed-in layout: top bar, area navigation, and the current page. */
export function Shell() {
  const { authStatus } = useLoaderData<SessionLoaderData>();
  // Live: a refresh or a sign-out in another tab changes it between navigations.
  const auth = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const choice = useThemeChoice();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={narrow ? 'shell shell--narrow' : 'shell'}>
      {/* The first stop of Tab: past the navbar and the areas to the page's own controls. */}
      <a className="shell__skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <header className="shell__header">
        <Navbar className="shell__navbar">
          <Navbar.Group align="start">
            {narrow && (
              <Button
                variant="minimal"
                icon={<MenuIcon />}
                aria-label="Menu"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <Navbar.Heading className="shell__app-name">{PRODUCT_NAME}</Navbar.Heading>
          </Navbar.Group>
          <Navbar.Group align="end" className="shell__navbar-end">
            {auth.hasAccount && (
              <>
                <StoreSwitcher />
                <Navbar.Divider />
              </>
            )}
            <ThemeMenu choice={choice} />
            <Tag
              className="shell__signed-in"
              icon={<UserIcon />}
              minimal
              round
              title={auth.pending ? 'Renewing the session' : undefined}
            >
              {signedInLabel(auth.status, authStatus)}
            </Tag>
            <Navbar.Divider />
            <Button
              className="shell__sign-out"
              variant="minimal"
              icon={<LogOutIcon />}
              aria-label="Sign out"
              text={<span className="shell__sign-out-text">Sign out</span>}
              onClick={() => void endSession(client, (to) => navigate(to))}
            />
          </Navbar.Group>
        </Navbar>
        {/* A lazy area is being fetched. */}
        <div className="shell__progress">
          {navigation.state === 'loading' && <ProgressBar intent="primary" aria-label="Loading the page" />}
        </div>
      </header>
      {narrow ? (
        <Drawer
          className="shell__drawer"
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position="left"
          size={280}
          title={PRODUCT_NAME}
        >
          <div className="shell__nav">
            <AreaNav onNavigate={() => setDrawerOpen(false)} />
          </div>
        </Drawer>
      ) : (
        <div className="shell__nav">
          <AreaNav />
        </div>
      )}
      <main id={MAIN_CONTENT_ID} className="shell__content" tabIndex={-1}>
        <DocumentTitle>
          <Outlet />
        </DocumentTitle>
      </main>
      <UnsavedChangesPrompt />
      <CommandPalette />
    </div>
  );
}

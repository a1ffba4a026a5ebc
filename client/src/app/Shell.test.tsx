import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type {
  CustomerAddressesQuery,
  CustomerDetailsQuery,
  CustomerListQuery,
  HomeStoreQuery,
  ProductListQuery,
  StoreListQuery,
} from '../graphql/generated';
import { clearAppStorage } from '../auth/credentials';
import { productPage } from '../../test/fixtures';
import { server } from '../../test/server';
import { renderApp, signInForTest } from '../../test/renderApp';
import { NAV_GROUPS_KEY } from './Shell';
import { DARK_SCHEME_QUERY, followTheme, THEME_KEY } from './theme';

// Whole-admin renders that load lazy pages; a busy machine needs more than jest's 5 s.
jest.setTimeout(30_000);
beforeEach(signInForTest);

/** The first render loads the lazy page modules, slow on a busy machine. */
const FIRST_LOAD = { timeout: 10_000 };

const noProducts = graphql.query<ProductListQuery>('ProductList', () =>
  HttpResponse.json({ data: productPage([]) }),
);

const areas = () => screen.getByRole('navigation', { name: 'Areas' });
const groupToggle = (name: string) => within(areas()).getByRole('button', { name });

describe('grouped navigation', () => {
  it('groups the areas, collapses a group and remembers it, and opens the group of the page on screen', async () => {
    server.use(noProducts);
    const first = renderApp('/products');
    await screen.findByText('No products yet', undefined, FIRST_LOAD);

    const catalogue = within(areas()).getByRole('list', { name: 'Catalogue' });
    expect(within(catalogue).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(catalogue).getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
    const marketing = within(areas()).getByRole('list', { name: 'Marketing' });
    expect(within(marketing).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    const developers = within(areas()).getByRole('list', { name: 'Developers' });
    expect(within(developers).getByRole('link', { name: 'GraphiQL' })).toHaveAttribute('href', '/graphiql');

    expect(groupToggle('Marketing')).toHaveAttribute('aria-expanded', 'true');
    await first.user.click(groupToggle('Marketing'));
    expect(groupToggle('Marketing')).toHaveAttribute('aria-expanded', 'false');
    expect(within(areas()).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
    await first.user.click(groupToggle('Catalogue'));
    expect(within(areas()).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(NAV_GROUPS_KEY) ?? '[]')).toEqual([
      'marketing',
      'catalogue',
    ]);

    // Signing out keeps the display preference; a new visit shows the groups as they were left,
    // except the group of the page on screen, which opens.
    clearAppStorage();
    first.unmount();
    signInForTest();
    renderApp('/products');
    await screen.findByText('No products yet', undefined, FIRST_LOAD);
    expect(groupToggle('Marketing')).toHaveAttribute('aria-expanded', 'false');
    expect(within(areas()).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(groupToggle('Catalogue')).toHaveAttribute('aria-expanded', 'true');
    expect(within(areas()).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(NAV_GROUPS_KEY) ?? '[]')).toEqual(['marketing']);
  });
});

/** A media query list whose answer the test sets; `change` events reach the admin's listeners. */
class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList['onchange'] = null;
  constructor(
    readonly media: string,
    private readonly answer: () => boolean,
  ) {
    super();
  }
  get matches(): boolean {
    return this.answer();
  }
  addListener(): void {}
  removeListener(): void {}
}

/** A `matchMedia` whose dark-scheme answer the test changes; every other query does not match. */
function fakeSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const lists: FakeMediaQueryList[] = [];
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query, () => query === DARK_SCHEME_QUERY && dark);
    lists.push(list);
    return list;
  };
  return {
    set(nextDark: boolean) {
      dark = nextDark;
      act(() => {
        for (const list of lists) list.dispatchEvent(new Event('change'));
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/** Picks a theme from the navbar's menu (the option's text is what a pointer lands on). */
async function chooseTheme(user: ReturnType<typeof renderApp>['user'], name: string) {
  const option = await screen.findByRole('option', { name });
  await user.click(within(option).getByText(name));
}

describe('theme', () => {
  let system: ReturnType<typeof fakeSystemScheme>;
  let stopFollowing: () => void;
  afterEach(() => {
    stopFollowing();
    system.restore();
    document.body.classList.remove('bp6-dark');
  });

  it('follows the system until the seller chooses, and keeps the choice', async () => {
    system = fakeSystemScheme(true);
    // As main.tsx does when the admin starts.
    stopFollowing = followTheme();
    server.use(noProducts);
    const { user } = renderApp('/products');
    await screen.findByText('No products yet', undefined, FIRST_LOAD);
    await waitFor(() => expect(document.body).toHaveClass('bp6-dark'));

    system.set(false);
    await waitFor(() => expect(document.body).not.toHaveClass('bp6-dark'));

    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    await chooseTheme(user, 'Dark');
    await waitFor(() => expect(document.body).toHaveClass('bp6-dark'));
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();

    // A chosen theme ignores the system, and survives signing out.
    system.set(false);
    expect(document.body).toHaveClass('bp6-dark');
    clearAppStorage();
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await chooseTheme(user, 'System');
    await waitFor(() => expect(document.body).not.toHaveClass('bp6-dark'));
    expect(window.localStorage.getItem(THEME_KEY)).toBeNull();
  });
});

const CUSTOMER = {
  __typename: 'Customer',
  id: 'c-1',
  name: 'Ava Patel',
  email: 'ava@example.com',
  externalRef: null,
  createdAt: null,
  updatedAt: null,
} as const;

describe('breadcrumbs', () => {
  it('lead from a nested page back to its area, and an area root has none', async () => {
    server.use(
      graphql.query<CustomerDetailsQuery>('CustomerDetails', () =>
        HttpResponse.json({ data: { __typename: 'Query', customer: CUSTOMER } }),
      ),
      graphql.query<CustomerAddressesQuery>('CustomerAddresses', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            customer: {
              __typename: 'Customer',
              id: 'c-1',
              addresses: {
                __typename: 'AddressPage',
                items: [],
                pageInfo: { __typename: 'PageInfo', total: 0 },
              },
            },
          },
        }),
      ),
      graphql.query<CustomerListQuery>('CustomerList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            customers: {
              __typename: 'CustomerPage',
              items: [CUSTOMER],
              pageInfo: { __typename: 'PageInfo', limit: 25, offset: 0, total: 1, hasNextPage: false },
            },
          },
        }),
      ),
    );
    const { user } = renderApp('/customers/c-1');
    await screen.findByRole('heading', { name: 'Ava Patel' }, FIRST_LOAD);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Customers', '/customers'],
    ]);

    await user.click(links[0]!);
    await screen.findByRole('heading', { name: 'Customers' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
  });
});

describe('keyboard and screen readers', () => {
  const DEMO_STORE = {
    __typename: 'Store',
    id: 's-1',
    name: 'Demo Store',
    tier: 'DEVELOPMENT',
    organizationId: 'o-1',
    updatedAt: null,
  } as const;

  it('offers "Skip to content" first, names the page in one h1 and the tab after the page and store', async () => {
    server.use(
      noProducts,
      graphql.query<StoreListQuery>('StoreList', () =>
        HttpResponse.json({
          data: {
            __typename: 'Query',
            stores: {
              __typename: 'StorePage',
              items: [DEMO_STORE],
              pageInfo: { __typename: 'PageInfo', limit: 100, offset: 0, total: 1, hasNextPage: false },
            },
          },
        }),
      ),
      graphql.query<HomeStoreQuery>('HomeStore', () =>
        HttpResponse.json({ data: { __typename: 'Query', homeStoreId: 's-1' } }),
      ),
    );
    const { user } = renderApp('/products');
    await screen.findByText('No products yet', undefined, FIRST_LOAD);

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Products',
    ]);
    await waitFor(() => expect(document.title).toBe('Products · Demo Store · Commerce Manager'));
    // The navbar is the page's banner landmark (a header outside main).
    expect(screen.getByRole('button', { name: 'Sign out' }).closest('header')?.closest('main')).toBeNull();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));

    // The first Tab reaches the skip link; following it puts the focus on the page, past the areas.
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('main')).getAllByRole('button')).toContain(document.activeElement);
  });
});

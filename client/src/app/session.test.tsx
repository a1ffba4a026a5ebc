import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { productPage } from '../../test/fixtures';
import { server } from '../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../test/renderApp';

beforeEach(signInForTest);

describe('session', () => {
  it('sends the bearer token and lists every area in the navigation', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.query('ProductList', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: productPage([]) });
      }),
    );
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(authorization).toBe('Bearer test-access-token');
    const navigation = screen.getByRole('navigation', { name: 'Areas' });
    expect(navigation.querySelectorAll('a')).toHaveLength(21);
    expect(screen.getByText('Commerce Manager')).toBeInTheDocument();
  });

  it('says an unbuilt area is not available rather than faking it', async () => {
    renderApp('/orders');
    expect(await screen.findByText('Orders is not available yet')).toBeInTheDocument();
  });

  it('signs out when the gateway answers UNAUTHENTICATED, remembering the page', async () => {
    server.use(
      graphql.query('ProductList', () =>
        HttpResponse.json({
          errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const { router } = renderApp('/products?name=mug');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/sign-in?next=${encodeURIComponent('/products?name=mug')}`),
    );
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
  });

  it('signs out on request', async () => {
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
    const { user, router } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/sign-in'));
    expect(window.localStorage.getItem('epCredentials')).toBeNull();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { productPage } from '../../test/fixtures';
import { testJwt } from '../../test/jwt';
import { server } from '../../test/server';
import { currentUrl, renderApp, signInForTest } from '../../test/renderApp';

/** Every cookie the admin writes while `run` goes on (jsdom's http page would drop `secure` ones). */
async function cookiesWritten(run: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  try {
    await run();
  } finally {
    setter.mockRestore();
  }
  return written;
}

const landing = '/products?utm_source=newsletter&utm_campaign=spring%20sale&page=2&utm_unknown=x';
const kept = { utm_source: 'newsletter', utm_campaign: 'spring sale' };

describe('analytics persistence (utm_tracking: local storage plus cookie)', () => {
  beforeEach(() => {
    server.use(graphql.query('ProductList', () => HttpResponse.json({ data: productPage([]) })));
  });

  it("keeps the landing URL's UTM parameters in local storage and a secure, strict cookie on path /", async () => {
    signInForTest();
    const written = await cookiesWritten(async () => {
      renderApp(landing);
      await screen.findByText('No products yet');
    });
    expect(JSON.parse(window.localStorage.getItem('utm_tracking') ?? 'null')).toEqual(kept);
    expect(written).toContain(
      `utm_tracking=${encodeURIComponent(JSON.stringify(kept))}; path=/; secure; samesite=strict`,
    );
  });

  it('keeps them for a visitor who lands signed out, and a later landing without them leaves them alone', async () => {
    const first = renderApp(landing);
    await waitFor(() => expect(currentUrl(first.router)).toMatch(/^\/sign-in\?next=/));
    expect(JSON.parse(window.localStorage.getItem('utm_tracking') ?? 'null')).toEqual(kept);
    first.unmount();

    signInForTest();
    renderApp('/products');
    await screen.findByText('No products yet');
    expect(JSON.parse(window.localStorage.getItem('utm_tracking') ?? 'null')).toEqual(kept);
  });

  it('keeps those of a token sign-in link, past the sign-in clearing the previous session', async () => {
    signInForTest();
    window.localStorage.setItem('utm_tracking', JSON.stringify({ utm_source: 'earlier' }));
    const token = testJwt({ exp: 1_900_000_000 });
    const { router } = renderApp(`/sign-in/jwt?token=${token}&utm_medium=email`);
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    expect(JSON.parse(window.localStorage.getItem('utm_tracking') ?? 'null')).toEqual({
      utm_medium: 'email',
    });
  });
});

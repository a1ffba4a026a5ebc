/**
 * Spec section 9 through the admin: the terms-of-use link on the signed-out pages, and the
 * credentials cookie under the name the gateway gives (the EU-west preview store's own).
 */
import { screen, waitFor } from '@testing-library/react';
import { gatewayInfoHandler, server } from '../../test/server';
import { renderApp, signInForTest } from '../../test/renderApp';
import { adoptCredentialsCookieName, clearAppStorage, CREDENTIALS_COOKIE } from './credentials';

function cookieWrites() {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
  return { written, restore: () => setter.mockRestore() };
}

describe('deployment facts from gatewayInfo', () => {
  it('links the terms of use from the sign-in page', async () => {
    renderApp('/sign-in');
    expect(await screen.findByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      'https://terms.test/terms-of-use',
    );
  });

  it('links the terms of use from the forgotten-password page', async () => {
    renderApp('/forgot-password');
    const link = await screen.findByRole('link', { name: 'Terms of use' });
    expect(link).toHaveAttribute('href', 'https://terms.test/terms-of-use');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('mirrors the stored credentials to a secure, strict cookie', () => {
    const cookies = cookieWrites();
    try {
      signInForTest();
    } finally {
      cookies.restore();
    }
    expect(cookies.written).toHaveLength(1);
    const [pair, ...attributes] = cookies.written[0]!.split('; ');
    expect(pair!.startsWith(`${CREDENTIALS_COOKIE}=`)).toBe(true);
    expect(JSON.parse(decodeURIComponent(pair!.slice(CREDENTIALS_COOKIE.length + 1)))).toMatchObject({
      access_token: 'test-access-token',
      identifier: 'password',
    });
    expect(attributes).toEqual(['path=/', 'secure', 'samesite=strict']);
  });

  it("moves the session to the EU-west preview store's cookie name and deletes it there on sign-out", async () => {
    server.use(gatewayInfoHandler('epCredentials_euwest_preview'));
    signInForTest();
    const cookies = cookieWrites();
    try {
      renderApp('/sign-in');
      await waitFor(() =>
        expect(cookies.written.some((cookie) => cookie.startsWith('epCredentials_euwest_preview=%7B'))).toBe(
          true,
        ),
      );
      // The cookie under the usual name goes: the two names never hold one session twice.
      expect(cookies.written).toContain(
        'epCredentials=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
      );
      cookies.written.length = 0;
      clearAppStorage();
      expect(cookies.written).toEqual([
        'epCredentials_euwest_preview=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
        'utm_tracking=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
      ]);
    } finally {
      adoptCredentialsCookieName(CREDENTIALS_COOKIE);
      cookies.restore();
    }
  });

  it('ignores a cookie name that is not a cookie token', () => {
    const cookies = cookieWrites();
    try {
      adoptCredentialsCookieName('bad; domain=.evil.test');
      clearAppStorage();
    } finally {
      cookies.restore();
    }
    expect(cookies.written).toEqual([
      'epCredentials=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
      'utm_tracking=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure; samesite=strict',
    ]);
  });
});

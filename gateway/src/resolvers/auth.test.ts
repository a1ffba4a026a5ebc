import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../../test/harness';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

const SIGN_IN = /* GraphQL */ `
  mutation ($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      credentials {
        accessToken
        expires
        expiresIn
        identifier
        refreshToken
        tokenType
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

describe('signIn', () => {
  let gateway: Awaited<ReturnType<typeof testGateway>>;
  beforeAll(async () => {
    gateway = await testGateway();
  });
  afterAll(() => gateway.stop());

  it('uses the form-encoded password grant and returns the spec password credential shape', async () => {
    let form: URLSearchParams | undefined;
    let contentType: string | null = null;
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        form = new URLSearchParams(await request.text());
        return HttpResponse.json({
          access_token: 'access',
          token_type: 'Bearer',
          expires: 1_900_000_000,
          expires_in: 3600,
          identifier: 'password',
          refresh_token: 'refresh',
        });
      }),
    );
    const result = await gateway.execute(
      SIGN_IN,
      { username: 'seller@example.com', password: 'secret+1' },
      null,
    );
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(form!)).toEqual({
      grant_type: 'password',
      username: 'seller@example.com',
      password: 'secret+1',
    });
    expect(result.data?.signIn).toEqual({
      credentials: {
        accessToken: 'access',
        expires: 1_900_000_000_000,
        expiresIn: 3600,
        identifier: 'password',
        refreshToken: 'refresh',
        tokenType: 'Bearer',
      },
      userErrors: [],
    });
  });

  it('answers a wrong password with a userError, not an error', async () => {
    provider.use(
      http.post(`${PROVIDER}/oauth/access_token`, () =>
        HttpResponse.json({ errors: [{ status: '401', title: 'Unauthorized' }] }, { status: 401 }),
      ),
    );
    const result = await gateway.execute(
      SIGN_IN,
      { username: 'seller@example.com', password: 'wrong' },
      null,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.signIn).toEqual({
      credentials: null,
      userErrors: [{ field: null, message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' }],
    });
  });
});

/**
 * Spec section 9's deployment facts the admin learns from `gatewayInfo`: the terms-of-use and
 * integration-update links, and the credentials cookie's name (the EU-west preview store's own).
 */
import { gatewayConfigFromEnv } from '../src/config';
import { testGateway, type GraphQLResult } from './harness';

const INFO = '{ gatewayInfo { termsOfUseUrl integrationUpdatesDocsUrl credentialsCookieName } }';

async function gatewayInfo(env: NodeJS.ProcessEnv): Promise<GraphQLResult['data']> {
  const gateway = await testGateway({ ...gatewayConfigFromEnv(env), port: 0 });
  try {
    // Anonymous: the sign-in page reads it before anyone has a token.
    const result = await gateway.execute(INFO, {}, null);
    expect(result.errors).toBeUndefined();
    return result.data;
  } finally {
    await gateway.stop();
  }
}

describe('gatewayInfo: the deployment facts of spec section 9', () => {
  it('gives the documented links and the usual cookie name by default', async () => {
    expect(await gatewayInfo({ EP_HOST: 'useast.api.elasticpath.com' })).toEqual({
      gatewayInfo: {
        termsOfUseUrl: 'https://www.elasticpath.com/legal/terms-of-use',
        integrationUpdatesDocsUrl: 'https://elasticpath.dev/docs/api/integrations/update-integration',
        credentialsCookieName: 'epCredentials',
      },
    });
  });

  it("names the EU-west preview store's credentials cookie apart, and only that store's", async () => {
    const cookie = async (env: NodeJS.ProcessEnv) =>
      ((await gatewayInfo(env))?.gatewayInfo as { credentialsCookieName: string }).credentialsCookieName;
    expect(await cookie({ EP_HOST: 'euwest.api.elasticpath.com', EP_PREVIEW_STORE: 'on' })).toBe(
      'epCredentials_euwest_preview',
    );
    expect(await cookie({ EP_HOST: 'euwest.api.elasticpath.com' })).toBe('epCredentials');
    expect(await cookie({ EP_HOST: 'useast.api.elasticpath.com', EP_PREVIEW_STORE: 'on' })).toBe(
      'epCredentials',
    );
  });

  it("gives the operator's links", async () => {
    const data = await gatewayInfo({
      EP_HOST: 'useast.api.elasticpath.com',
      TERMS_OF_USE_URL: 'https://shop.example.com/terms',
      INTEGRATION_UPDATES_DOCS_URL: 'https://docs.example.com/integrations#updates',
    });
    expect(data?.gatewayInfo).toMatchObject({
      termsOfUseUrl: 'https://shop.example.com/terms',
      integrationUpdatesDocsUrl: 'https://docs.example.com/integrations#updates',
    });
  });

  it('refuses at start a link that is not an http(s) URL, or a preview flag it cannot read', () => {
    expect(() => gatewayConfigFromEnv({ TERMS_OF_USE_URL: 'javascript:alert(1)' })).toThrow(
      'TERMS_OF_USE_URL must be an http(s) URL',
    );
    expect(() => gatewayConfigFromEnv({ INTEGRATION_UPDATES_DOCS_URL: 'not a url' })).toThrow(
      'INTEGRATION_UPDATES_DOCS_URL must be an http(s) URL',
    );
    expect(() => gatewayConfigFromEnv({ EP_PREVIEW_STORE: 'yes' })).toThrow(
      'EP_PREVIEW_STORE must be on or off',
    );
  });
});

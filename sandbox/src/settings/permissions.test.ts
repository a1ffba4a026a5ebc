import { ROLE_IDS } from './permissions';
import { SEEDED_CUSTOM_API_IDS } from './settings-seed';
import { request, useTestSandbox, type ErrorBody } from '../core/test-support';

interface Policy {
  id: string;
  type: string;
  create: boolean;
  list: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
  relationships: { custom_api: { data: { id: string } }; role: { data: { id: string } } };
}

const api = useTestSandbox<unknown, { data: Policy }>();
const { send } = api;

const POLICIES = '/v2/permissions/custom-api-role-policies';
const list = (query: string) =>
  request<{ data: Policy[] } & ErrorBody>(api.sandbox, `${POLICIES}${query}`, { token: api.token });

const policy = (customApiId: string, roleId: string, permissions: Partial<Policy> = {}) => ({
  data: {
    type: 'custom_api_role_policy',
    create: false,
    list: true,
    read: true,
    update: false,
    delete: false,
    ...permissions,
    relationships: {
      custom_api: { data: { id: customApiId, type: 'custom_api' } },
      role: { data: { id: roleId, type: 'built_in_role' } },
    },
  },
});

describe('permissions', () => {
  it('lists the fixed built-in roles and reads one by id', async () => {
    const roles = await request<{ data: { id: string; name: string; type: string }[] }>(
      api.sandbox,
      '/v2/permissions/built-in-roles',
      { token: api.token },
    );
    expect(roles.body.data.map((role) => role.name)).toEqual(
      expect.arrayContaining(['Store Admin', 'Support']),
    );
    const one = await request<{ data: { name: string } }>(
      api.sandbox,
      `/v2/permissions/built-in-roles/${ROLE_IDS.support}`,
      {
        token: api.token,
      },
    );
    expect(one.body.data.name).toBe('Support');
    expect(
      (await request(api.sandbox, '/v2/permissions/built-in-roles/nope', { token: api.token })).status,
    ).toBe(404);
  });

  it('filters role policies by custom_api_id', async () => {
    const wishlists = await list(`?filter=eq(custom_api_id,${SEEDED_CUSTOM_API_IDS.wishlists})`);
    expect(wishlists.status).toBe(200);
    expect(wishlists.body.data).toHaveLength(1);
    expect(wishlists.body.data[0].relationships.role.data.id).toBe(ROLE_IDS.shopper);
    const reviews = await list(`?filter=eq(custom_api_id,${SEEDED_CUSTOM_API_IDS.reviews})`);
    expect(reviews.body.data).toHaveLength(2);
  });

  it('creates, updates and deletes a policy; one per role and API; unknown API or role is 422', async () => {
    const created = await send('POST', POLICIES, policy(SEEDED_CUSTOM_API_IDS.wishlists, ROLE_IDS.support));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'custom_api_role_policy', list: true, create: false });
    const duplicate = await send('POST', POLICIES, policy(SEEDED_CUSTOM_API_IDS.wishlists, ROLE_IDS.support));
    expect(duplicate.status).toBe(409);
    const unknownApi = await send(
      'POST',
      POLICIES,
      policy('00000000-0000-4000-8000-000000000000', ROLE_IDS.support),
    );
    expect(unknownApi.status).toBe(422);
    expect(unknownApi.body.errors[0].source).toEqual({ pointer: '/data/relationships/custom_api/data/id' });
    const unknownRole = await send('POST', POLICIES, policy(SEEDED_CUSTOM_API_IDS.wishlists, 'no-such-role'));
    expect(unknownRole.body.errors[0].source).toEqual({ pointer: '/data/relationships/role/data/id' });
    const notBoolean = await send(
      'POST',
      POLICIES,
      policy(SEEDED_CUSTOM_API_IDS.reviews, ROLE_IDS.storeAdmin, {
        create: 'yes' as unknown as boolean,
      }),
    );
    expect(notBoolean.body.errors[0].source).toEqual({ pointer: '/data/create' });

    const path = `${POLICIES}/${created.body.data.id}`;
    const updated = await send('PUT', path, { data: { type: 'custom_api_role_policy', update: true } });
    expect(updated.body.data).toMatchObject({ update: true, list: true });
    expect(updated.body.data.relationships.role.data.id).toBe(ROLE_IDS.support);
    expect((await send('DELETE', path)).status).toBe(204);
    expect((await send('GET', path)).status).toBe(404);
  });

  it('removes the policies of a deleted Custom API', async () => {
    const filter = `?filter=eq(custom_api_id,${SEEDED_CUSTOM_API_IDS.reviews})`;
    expect((await list(filter)).body.data).toHaveLength(2);
    await send('DELETE', `/v2/settings/extensions/custom-apis/${SEEDED_CUSTOM_API_IDS.reviews}`);
    expect((await list(filter)).body.data).toHaveLength(0);
  });
});

import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testConfig } from '../../test/harness';
import { getByIds } from './by-ids';
import { ProviderClient } from './client';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

/** The path the product's `nodeById` loader reads hierarchy nodes from (loaders.ts). */
const NODES = 'pcm/hierarchies/nodes';

const client = () => new ProviderClient(testConfig().provider, { token: 't' });

describe('nodes by ids', () => {
  it('answers an empty or missing id list locally, with no request', async () => {
    const expected = {
      data: [],
      meta: { page: { current: 1, limit: 100, offset: 0, total: 0 }, results: { total: 0 } },
    };
    const caller = client();
    for (const ids of [[], undefined, null, ['']]) {
      await expect(getByIds(caller, NODES, ids)).resolves.toEqual(expected);
    }
    expect(caller.stats.calls).toBe(0); // onUnhandledRequest: 'error' would also fail any request
  });

  it('fetches nodes with one in(id,...) filter, each id once, a page of 100', async () => {
    let url: URL | undefined;
    provider.use(
      http.get(`${PROVIDER}/pcm/hierarchies/nodes`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ data: [{ id: 'n1', type: 'node' }] });
      }),
    );
    const list = await getByIds(client(), NODES, ['n1', 'n2', 'n1']);
    expect(list.data).toEqual([{ id: 'n1', type: 'node' }]);
    expect(url?.searchParams.get('filter')).toBe('in(id,n1,n2)');
    expect(url?.searchParams.get('page[limit]')).toBe('100');
  });

  it('splits more than a page of ids over several requests and merges the answers', async () => {
    const requested: number[] = [];
    provider.use(
      http.get(`${PROVIDER}/pcm/products`, ({ request }) => {
        const ids = (new URL(request.url).searchParams.get('filter') ?? '')
          .slice('in(id,'.length, -1)
          .split(',');
        requested.push(ids.length);
        return HttpResponse.json({ data: ids.map((id) => ({ id, type: 'product' })) });
      }),
    );
    const ids = Array.from({ length: 230 }, (_, index) => `p${index}`);
    const list = await getByIds<{ id: string }>(client(), 'pcm/products', [...ids, 'bad"id']);
    expect(requested).toEqual([100, 100, 30]);
    expect(list.data.map((product) => product.id)).toEqual(ids);
    expect(list.meta?.results?.total).toBe(230);
  });
});

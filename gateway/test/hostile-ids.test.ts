/**
 * Hostile ids on every operation, generated from the schema (issue 12, item 4): an id of `..` once
 * turned `DELETE v2/customers/C/addresses/..` into `DELETE v2/customers/C/`. Every Mutation and Query
 * field's id-like argument is probed with a harmless marker to learn whether it reaches a provider
 * path; each one that does must refuse `..`, `.`, `a/b`, `""`, a control character, a lone surrogate
 * and 9,000 characters with BAD_USER_INPUT (or a payload userError) and no provider request may carry
 * a dot or empty segment or the hostile value. Arguments that never reach a path (ids sent in a body
 * or a filter) must be named in BODY_OR_FILTER_IDS, so a new one cannot be skipped silently.
 */
import { getNamedType, isListType, isNonNullType, type GraphQLArgument, type GraphQLSchema } from 'graphql';
import { http, HttpResponse } from 'msw';
import { buildGatewaySchema } from '../src/schema';
import { provider, testConfig, testGateway, type GraphQLResult } from './harness';
import { operationFor as rootOperationFor, rootFields, type RootField } from './schema-operations';

const schema: GraphQLSchema = buildGatewaySchema();

/** String arguments named like ids, slugs, codes or skus carry a provider identifier. */
const ID_LIKE_NAME = /^(id|slug|code|sku|key)$|(Id|Slug|Code|Sku|Key)$/;

/**
 * Id-like arguments the provider receives in a request body or a filter, never in a path: a hostile
 * value there cannot climb the URL. Kept by hand on purpose: the test fails when one is missing (a
 * new argument that did not reach a path) or stale (it now does).
 */
const BODY_OR_FILTER_IDS: ReadonlySet<string> = new Set<string>([
  // Sent in a JSON body: relationship lists, members, codes, parents.
  'attachAccountTags.tagIds',
  'detachAccountTags.tagIds',
  'addAccountMember.memberId',
  'applyCartPromotionCode.code',
  'mergeCart.fromCartId',
  'setCartItemShippingGroup.shippingGroupId',
  'associateCartCustomer.customerId',
  'associateCartAccount.accountId',
  'dissociateCartAccount.accountId',
  'relateProducts.relatedProductIds',
  'unrelateProducts.relatedProductIds',
  'setProductMainImage.fileId',
  'moveHierarchyNode.parentId',
  'sortHierarchyNodeChildren.childIds',
  'attachProductsToHierarchyNode.productIds',
  'detachProductsFromHierarchyNode.productIds',
  'attachProductNodes.nodeIds',
  'detachProductNodes.nodeIds',
  'anonymizeOrders.ids',
  'attachProductTemplates.flowIds',
  'detachProductTemplates.flowIds',
  'replaceProductTemplates.flowIds',
  'attachProductFiles.fileIds',
  'replaceProductFiles.fileIds',
  'detachProductFiles.fileIds',
  'attachOfferingProducts.productIds',
  'attachOfferingPlans.planIds',
  'replaceOfferingProducts.productIds',
  'setOfferingProrationPolicy.prorationPolicyId',
  'attachVariations.variationIds',
  'detachVariations.variationIds',
  'replaceVariations.variationIds',
  'stock.productId',
  // Sent in the token request's form body.
  'signInWithApiKey.clientId',
  // Sent in a filter (`in(id,...)` through the loaders, `eq(resource_id,...)`).
  'attachProductNodes.productId',
  'detachProductNodes.productId',
  'file.id',
  'hierarchyNode.id',
  'hierarchyNodesByIds.ids',
  'product.id',
  'personalDataLogs.resourceId',
  'relatedDataEntries.resourceId',
  // Compared with the ids of a list the provider answered (the documents give no read of one job).
  'promotionJob.id',
]);

const HOSTILE: readonly (readonly [label: string, value: string])[] = [
  ['..', '..'],
  ['.', '.'],
  ['a/b', 'a/b'],
  ['empty', ''],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['9,000 characters', 'z'.repeat(9000)],
];

/** Arguments that put an identifier somewhere: ID (or a list of them), or an id-like String. */
function carriesId(arg: GraphQLArgument): boolean {
  const named = getNamedType(arg.type);
  if (named.name === 'ID') return true;
  return named.name === 'String' && ID_LIKE_NAME.test(arg.name);
}

interface Case extends RootField {
  arg: GraphQLArgument;
}

function cases(): Case[] {
  return rootFields(schema).flatMap((root) =>
    root.field.args.filter(carriesId).map((arg) => ({ ...root, arg })),
  );
}

/** The operation with the tested argument set to `value` (in a list for a list argument). */
function operationFor(entry: Case, value: unknown): { query: string; variables: Record<string, unknown> } {
  const { arg } = entry;
  const isList = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type);
  return rootOperationFor(entry, { [arg.name]: isList ? [value] : value });
}

/** A record that serves as any single resource well enough for resolvers to go on. */
const FAKE_RECORD = {
  id: 'fake-id',
  type: 'fake',
  slug: 'fake-slug',
  name: 'fake',
  attributes: { name: 'fake', slug: 'fake-slug' },
  relationships: {},
  meta: {},
};

/** Every URL the gateway asked for, as it was written (before any URL parser could collapse it). */
let requested: string[] = [];

const recordingFetch: typeof fetch = (input, init) => {
  requested.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  return fetch(input, init);
};

let gateway: Awaited<ReturnType<typeof testGateway>>;

beforeAll(async () => {
  // The fake's one-size answers upset some resolvers (logged as unexpected); that noise is not the test.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  provider.listen({ onUnhandledRequest: 'error' });
  provider.use(
    http.all('https://provider.test/*', ({ request }) => {
      const url = new URL(request.url);
      // Filters, pages and batch calls read lists; everything else reads one resource.
      const list =
        url.search.includes('filter=') || url.search.includes('page') || url.pathname.endsWith('/multiple');
      const meta = { page: { current: 1, limit: 100, offset: 0, total: 1 }, results: { total: 1 } };
      return HttpResponse.json(list ? { data: [FAKE_RECORD], meta } : { data: FAKE_RECORD, meta });
    }),
  );
  const base = testConfig();
  gateway = await testGateway({ ...base, provider: { ...base.provider, fetch: recordingFetch } });
});

afterAll(async () => {
  await gateway.stop();
  provider.close();
  jest.restoreAllMocks();
});

/** The path part of a requested URL, as sent. */
function rawPath(url: string): string {
  const afterHost = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  return afterHost.split('?', 1)[0] ?? '';
}

const ALL = cases();
const MARKER = 'probe-7f3a';
const keyOf = ({ field, arg }: Case) => `${field.name}.${arg.name}`;
const codesOf = (result: GraphQLResult) => (result.errors ?? []).map((error) => error.extensions?.code);
function userErrorsOf(result: GraphQLResult, { field }: Case): unknown[] {
  const payload = result.data?.[field.name] as { userErrors?: unknown[] } | null | undefined;
  return payload?.userErrors ?? [];
}

describe('hostile ids, generated from the schema', () => {
  it('finds the id-carrying arguments of every Mutation and Query field', () => {
    const mutations = ALL.filter((entry) => entry.operation === 'mutation');
    // Few mutation ids would mean the rule broke, not that there is nothing to test.
    expect(mutations.length).toBeGreaterThan(100);
    console.info(`hostile-ids: ${ALL.length} (field, argument) pairs, ${mutations.length} on Mutation`);
  });

  /** Per argument, what a harmless value did: reached a path (or was refused by validation first). */
  const probes = new Map<string, { checked: boolean; internal: boolean }>();

  it('learns which arguments reach a provider path, and every other one is named', async () => {
    const unnamed: string[] = [];
    for (const entry of ALL) {
      const key = keyOf(entry);
      requested = [];
      const { query, variables } = operationFor(entry, MARKER);
      const result = await gateway.execute(query, variables);
      // HOSTILE_DEBUG=field.arg,... shows what a probe sent and got, to place a new argument.
      if (process.env.HOSTILE_DEBUG?.split(',').includes(key)) {
        console.log(key, query, JSON.stringify(variables), requested, JSON.stringify(result).slice(0, 600));
      }
      const inPath = requested.some((url) => rawPath(url).split('/').includes(MARKER));
      // A mutation that validates its input before any call refuses hostile values the same way.
      const validatedFirst = requested.length === 0 && userErrorsOf(result, entry).length > 0;
      const checked = inPath || validatedFirst;
      probes.set(key, { checked, internal: codesOf(result).includes('INTERNAL_SERVER_ERROR') });
      if (!checked && !BODY_OR_FILTER_IDS.has(key)) unnamed.push(key);
      if (checked && BODY_OR_FILTER_IDS.has(key)) unnamed.push(`${key} (reaches a path: remove it)`);
    }
    const checked = ALL.filter((entry) => probes.get(keyOf(entry))?.checked);
    const onMutation = checked.filter((entry) => entry.operation === 'mutation').length;
    console.info(
      `hostile-ids: ${checked.length} of ${ALL.length} pairs reach a provider path or validate first ` +
        `(${onMutation} on Mutation, ${checked.length - onMutation} on Query)`,
    );
    expect(unnamed).toEqual([]);
  }, 120_000);

  it.each(HOSTILE)(
    'refuses %s in every id that reaches a path, before any call',
    async (_label, value) => {
      const failures: string[] = [];
      for (const entry of ALL) {
        const key = keyOf(entry);
        const probe = probes.get(key);
        requested = [];
        const { query, variables } = operationFor(entry, value);
        const result = await gateway.execute(query, variables);
        for (const url of requested) {
          const segments = rawPath(url).split('/').slice(1);
          if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
            failures.push(`${key}: sent ${url.slice(0, 200)}`);
          }
          if (value.length > 1 && rawPath(url).includes(value))
            failures.push(`${key}: the value reached a path`);
        }
        const codes = codesOf(result);
        if (!probe?.checked) continue;
        // The fake's answers can upset a resolver whatever the id: only an internal error the harmless
        // value did not cause counts.
        if (codes.includes('INTERNAL_SERVER_ERROR') && !probe.internal) {
          failures.push(`${key}: INTERNAL_SERVER_ERROR`);
        }
        const refused = codes.includes('BAD_USER_INPUT') || userErrorsOf(result, entry).length > 0;
        if (!refused) failures.push(`${key}: answered ${JSON.stringify(result).slice(0, 300)}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

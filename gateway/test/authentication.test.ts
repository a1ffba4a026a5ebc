/**
 * Authentication is a rule of the schema (issue 14): every Query and Mutation field refuses a caller
 * without a bearer token, before any provider call, unless the SDL marks it `@public`. Generated from
 * the schema, so a new root field is covered the day it is added; the public ones are listed here by
 * hand, so making one public is a reviewed decision.
 */
import { isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { http, HttpResponse } from 'msw';
import { buildGatewaySchema } from '../src/schema';
import { PUBLIC_DIRECTIVE } from '../src/session';
import { provider, testGateway, type GraphQLResult } from './harness';
import { operationFor, rootFields, type RootField } from './schema-operations';

/** The root fields an anonymous caller may use, and why. */
const PUBLIC_FIELDS: Readonly<Record<string, string>> = {
  'query.gatewayInfo': 'facts about the gateway itself; no provider call',
  'query.ssoSettings': 'where single sign-on starts, read before there is a session',
  'mutation.signIn': 'exchanges a password for the first token',
  'mutation.signInWithApiKey': 'exchanges an API key for the first token',
  'mutation.signUp': 'creates the seller account from a signup link',
  'mutation.requestPasswordReset': 'mails a reset link to a seller who cannot sign in',
  'mutation.resetPassword': 'sets a new password with the token of a reset link',
  'mutation.refreshSession': 'renews a session whose access token may already have expired',
};

const NO_TOKEN_MESSAGE = 'Sign in first: no bearer token was sent';

const schema: GraphQLSchema = buildGatewaySchema();
const keyOf = ({ operation, field }: RootField) => `${operation}.${field.name}`;
const isPublic = (field: GraphQLField<unknown, unknown>) =>
  field.astNode?.directives?.some((directive) => directive.name.value === PUBLIC_DIRECTIVE) ?? false;

const ROOTS = rootFields(schema);
const PROTECTED = ROOTS.filter(({ field }) => !isPublic(field));
const PUBLIC = ROOTS.filter(({ field }) => isPublic(field));

/** Every provider request the gateway made since the last reset. */
let requested: string[] = [];
let gateway: Awaited<ReturnType<typeof testGateway>>;

beforeAll(async () => {
  provider.listen({ onUnhandledRequest: 'error' });
  provider.use(
    http.all('https://provider.test/*', ({ request }) => {
      requested.push(`${request.method} ${request.url}`);
      // Public fields go on to the provider; a refusal is enough for them to answer something.
      return HttpResponse.json({ errors: [{ status: 400, title: 'Bad Request' }] }, { status: 400 });
    }),
  );
  gateway = await testGateway();
});

afterAll(async () => {
  await gateway.stop();
  provider.close();
});

async function anonymous(root: RootField): Promise<GraphQLResult> {
  requested = [];
  const { query, variables } = operationFor(root);
  return gateway.execute(query, variables, null);
}

describe('authentication, generated from the schema', () => {
  it('marks exactly the reviewed root fields @public', () => {
    expect(PUBLIC.map(keyOf).sort()).toEqual(Object.keys(PUBLIC_FIELDS).sort());
    // Few protected fields would mean the schema failed to load, not that there is nothing to test.
    expect(PROTECTED.length).toBeGreaterThan(250);
    console.info(`authentication: ${PROTECTED.length} protected root fields, ${PUBLIC.length} public`);
  });

  it('uses @public on root fields only: other fields are reached through a checked root', () => {
    const misplaced: string[] = [];
    const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || roots.has(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (isPublic(field)) misplaced.push(`${type.name}.${field.name}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('refuses an anonymous call to every other root field, without a provider call', async () => {
    const failures: string[] = [];
    for (const root of PROTECTED) {
      const result = await anonymous(root);
      const [error, ...more] = result.errors ?? [];
      const refused =
        error?.extensions?.code === 'UNAUTHENTICATED' &&
        error.message === NO_TOKEN_MESSAGE &&
        more.length === 0 &&
        result.data?.[root.field.name] == null;
      if (!refused) failures.push(`${keyOf(root)}: answered ${JSON.stringify(result).slice(0, 300)}`);
      if (requested.length > 0) failures.push(`${keyOf(root)}: called ${requested.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers an anonymous call to each public field', async () => {
    const refused: string[] = [];
    for (const root of PUBLIC) {
      const result = await anonymous(root);
      if (result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) {
        refused.push(keyOf(root));
      }
    }
    expect(refused).toEqual([]);
  });

  it('lets a caller with a token through to the resolver', async () => {
    requested = [];
    const result = await gateway.execute('{ storeTiers { tier } }');
    expect(result.errors?.[0]?.message).not.toBe(NO_TOKEN_MESSAGE);
    expect(requested.length).toBeGreaterThan(0);
  });
});

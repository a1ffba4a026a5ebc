/**
 * The schema-level rule that every Payload-returning mutation field answers for itself
 * (schema.ts#answerWritesInPayloads): a failure is its payload's userErrors entry, with the payload's
 * non-null fields answered empty, so sibling aliases keep their results.
 */
import { http, HttpResponse } from 'msw';
import { PROVIDER, provider, testGateway } from '../test/harness';
import { ProviderClient } from './provider/client';

beforeAll(() => provider.listen({ onUnhandledRequest: 'error' }));
afterEach(() => provider.resetHandlers());
afterAll(() => provider.close());

describe('a failing write among aliases', () => {
  it('answers a payload with non-null fields empty, and keeps the other alias’s result', async () => {
    provider.use(
      http.post(`${PROVIDER}/pcm/products`, () =>
        HttpResponse.json(
          { data: { type: 'product', id: 'p-1', attributes: { name: 'Mug', sku: 'MUG' } } },
          { status: 201 },
        ),
      ),
      http.post(`${PROVIDER}/pcm/products/p-2/relationships/templates`, () =>
        HttpResponse.json({ errors: [{ status: 429, title: 'Too Many Requests' }] }, { status: 429 }),
      ),
    );
    const gateway = await testGateway();
    try {
      const result = await gateway.execute(`mutation {
        ok: createProduct(input: { name: "Mug", sku: "MUG", commodityType: PHYSICAL }) { product { id } userErrors { code } }
        limited: attachProductTemplates(productId: "p-2", flowIds: ["f-1"]) {
          templates { values } userErrors { field code retryable retryAfterSeconds }
        }
      }`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.limited).toEqual({
        templates: [],
        userErrors: [
          { field: null, code: 'RATE_LIMITED', retryable: true, retryAfterSeconds: expect.any(Number) },
        ],
      });
      expect(result.data?.ok).toEqual({ product: { id: 'p-1' }, userErrors: [] });
    } finally {
      await gateway.stop();
    }
  });

  it('masks an unexpected failure as INTERNAL_SERVER_ERROR without its message', async () => {
    jest.spyOn(ProviderClient.prototype, 'post').mockRejectedValue(new Error('secret detail'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gateway = await testGateway();
    try {
      const result = await gateway.execute(`mutation {
        attachProductTemplates(productId: "p-3", flowIds: ["f-1"]) { templates { values } userErrors { message code } }
      }`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.attachProductTemplates).toEqual({
        templates: [],
        userErrors: [{ message: 'Unexpected error', code: 'INTERNAL_SERVER_ERROR' }],
      });
    } finally {
      await gateway.stop();
      jest.restoreAllMocks();
    }
  });
});

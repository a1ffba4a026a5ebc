import { nextRetryStep } from './retry';

describe('retry steps (spec section 4)', () => {
  const base = { attempt: 1, maxAttempts: 4 };

  it('waits on 429, fails on anything else (a 401 included: the caller renews), and stops at the attempt limit', () => {
    expect(nextRetryStep({ ...base, status: 429 })).toBe('wait');
    for (const status of [400, 401, 403, 404, 409, 422, 500, 502, 503]) {
      expect(nextRetryStep({ ...base, status })).toBe('fail');
    }
    expect(nextRetryStep({ ...base, status: 429, attempt: 4 })).toBe('fail');
    expect(nextRetryStep({ ...base, status: 401, attempt: 4 })).toBe('fail');
  });
});

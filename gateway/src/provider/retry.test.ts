import { ProviderHttpError } from './errors';
import { RecordingLogger } from './logger';
import { nextRetryStep, storeCall } from './retry';

describe('retry steps (spec section 4)', () => {
  const base = { attempt: 1, maxAttempts: 4, canReauthenticate: true };

  it('re-authenticates on 401 only where the client owns the credential', () => {
    expect(nextRetryStep({ ...base, status: 401 })).toBe('reauthenticate');
    expect(nextRetryStep({ ...base, status: 401, canReauthenticate: false })).toBe('fail');
  });

  it('waits on 429, fails on anything else, and stops at the attempt limit', () => {
    expect(nextRetryStep({ ...base, status: 429 })).toBe('wait');
    for (const status of [400, 403, 404, 409, 422, 500, 502, 503]) {
      expect(nextRetryStep({ ...base, status })).toBe('fail');
    }
    expect(nextRetryStep({ ...base, status: 429, attempt: 4 })).toBe('fail');
    expect(nextRetryStep({ ...base, status: 401, attempt: 4 })).toBe('fail');
  });
});

describe('store calls', () => {
  function failing(...statuses: number[]) {
    let calls = 0;
    const call = async () => {
      const status = statuses[calls];
      calls += 1;
      if (status === undefined) return 'stores';
      throw new ProviderHttpError(status, { errors: [{ status, title: 'failed' }] });
    };
    return { call, calls: () => calls };
  }

  it('refreshes the session token on the first 401 or 403 and retries once', async () => {
    for (const status of [401, 403]) {
      const { call, calls } = failing(status);
      const refreshSession = jest.fn(async () => undefined);
      await expect(storeCall(call, { refreshSession })).resolves.toBe('stores');
      expect(refreshSession).toHaveBeenCalledTimes(1);
      expect(calls()).toBe(2);
    }
  });

  it('retries only once: a second failure is thrown and logged', async () => {
    const { call, calls } = failing(401, 401, 401);
    const logger = new RecordingLogger();
    const refreshSession = jest.fn(async () => undefined);
    const error = await storeCall(call, { refreshSession, logger }).catch((caught: unknown) => caught);
    expect((error as ProviderHttpError).errors).toEqual([{ status: 401, title: 'failed' }]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(calls()).toBe(2);
    expect(logger.errors).toEqual(['Store call failed (401)']);
  });

  it('re-throws other failures at once without refreshing', async () => {
    const { call, calls } = failing(500);
    const refreshSession = jest.fn(async () => undefined);
    await expect(storeCall(call, { refreshSession })).rejects.toMatchObject({ status: 500 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(calls()).toBe(1);
  });

  it('for calls that return nothing, refreshes on 401 only and still throws the error', async () => {
    const unauthorized = failing(401);
    const refreshSession = jest.fn(async () => undefined);
    await expect(
      storeCall(unauthorized.call, { refreshSession, returnsNothing: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(unauthorized.calls()).toBe(1);

    const forbidden = failing(403);
    refreshSession.mockClear();
    await expect(storeCall(forbidden.call, { refreshSession, returnsNothing: true })).rejects.toMatchObject({
      status: 403,
    });
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

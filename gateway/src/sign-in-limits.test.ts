import type { IncomingMessage } from 'node:http';
import {
  clientAddress,
  SignInLimits,
  SignInRateLimitedError,
  DEFAULT_SIGN_IN_LIMITS,
} from './sign-in-limits';

const fail = () => Promise.resolve('refused');
const judgeFailure = () => 'failure' as const;

describe('SignInLimits', () => {
  it('keeps at most maxKeys accounts and addresses, forgetting the least recently used', async () => {
    const limits = new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, maxKeys: 50 });
    for (let index = 0; index < 500; index += 1) {
      await limits.attempt(
        {
          kind: 'password',
          account: `user-${index}@example.com`,
          address: `10.0.${index >> 8}.${index & 255}`,
        },
        fail,
        judgeFailure,
      );
    }
    expect(limits.trackedKeys).toEqual({ accounts: 50, addresses: 50 });
  });

  it('counts nothing for an attempt the provider could not answer', async () => {
    const limits = new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, accountFailures: 2 });
    const outage = () => Promise.reject(new Error('provider down'));
    for (let index = 0; index < 5; index += 1) {
      await expect(
        limits.attempt({ kind: 'password', account: 'a@example.com' }, outage, () => 'neutral'),
      ).rejects.toThrow('provider down');
    }
    await limits.attempt({ kind: 'password', account: 'a@example.com' }, fail, judgeFailure);
    await limits.attempt({ kind: 'password', account: 'a@example.com' }, fail, judgeFailure);
    await expect(
      limits.attempt({ kind: 'password', account: 'a@example.com' }, fail, judgeFailure),
    ).rejects.toBeInstanceOf(SignInRateLimitedError);
  });

  it('doubles the block with each failure after a block, up to the cap', async () => {
    const limits = new SignInLimits({
      ...DEFAULT_SIGN_IN_LIMITS,
      accountFailures: 1,
      firstBlockSeconds: 0.05,
      maxBlockSeconds: 0.2,
    });
    const account = { kind: 'password' as const, account: 'b@example.com' };
    const blockedMs = async () => {
      const started = Date.now();
      for (;;) {
        try {
          await limits.attempt(account, fail, judgeFailure); // fails, and blocks again
          return Date.now() - started;
        } catch (error) {
          if (!(error instanceof SignInRateLimitedError)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    };
    await limits.attempt(account, fail, judgeFailure); // first block: 50 ms
    const waits = [await blockedMs(), await blockedMs(), await blockedMs(), await blockedMs()];
    // 50, 100, 200 (cap), 200 ms, each measured with some slack for timers.
    expect(waits[0]).toBeGreaterThanOrEqual(40);
    expect(waits[1]).toBeGreaterThanOrEqual(90);
    expect(waits[2]).toBeGreaterThanOrEqual(190);
    expect(waits[3]).toBeLessThan(400);
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

  it('keeps IPv4, unwraps IPv4-mapped IPv6 and keys IPv6 by its /64', () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(request('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8:1:2:bbbb:cccc:dddd:eeee'))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });
});

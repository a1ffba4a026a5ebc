/** An unsigned-looking JWT for tests: the admin decodes tokens, it never verifies signatures. */
export function testJwt(payload: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT', ...header })}.${encode(payload)}.c2lnbmF0dXJl`;
}

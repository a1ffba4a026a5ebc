/**
 * The Node flags the gateway process runs with: `npm start` passes them, and every test, journey
 * and benchmark that starts the gateway as a process passes the same ones (a test checks the start
 * script).
 *
 * `--max-semi-space-size=32`: a products page allocates a few MB of short-lived objects per request
 * (the parsed provider pages and the answer). With V8's default 16 MB semi-space, ten concurrent
 * pages fill the young generation, and each scavenge copies, then promotes, objects of requests
 * still in flight. Twice the room costs at most 32 MB more memory; measured side by side under
 * load, it cut the gateway's CPU per admin products list by about a sixth (session note of
 * 2026-11-26).
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

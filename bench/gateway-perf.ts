/**
 * The gateway against the REST calls it makes, with sandbox, gateways, latency proxy, peer and load
 * generator each in a process of their own (bench/processes.ts):
 * - the 7-field page of 100 products and the admin's own products, orders and customers list
 *   queries (read from client/src), each against the REST sequence a plain client would need for the
 *   same data: the very calls the gateway made for it, replayed round trip by round trip (recorded
 *   by the latency proxy, bench/latency-proxy.ts);
 * - at 1 and 10 connections, on bare loopback and with 50 ms upstream latency (the proxy);
 * - the same page through openapi-to-graphql on graphql-yoga (bench/peer.ts) as the peer;
 * - CPU milliseconds per request of the gateway and of the sandbox (from /proc);
 * - provider calls per admin query (`extensions.provider.calls`) against the distinct provider
 *   resources it reads, plus one.
 * Rounds are interleaved (REST, gateway, peer; the next round in the opposite order) and each figure
 * is the median of the rounds' medians, with the rounds' spread. The machine's load from other
 * processes during the rounds is measured, and the table says when the machine was not quiet.
 * `npx tsx bench/gateway-perf.ts --cpu` runs only the loopback rounds at 10 connections and prints
 * CPU per request (about a minute): the measure to compare before and after a change to the gateway.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Kind, parse, visit, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { GATEWAY_NODE_FLAGS } from '../gateway/src/node-flags';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../sandbox/src/core/config';
import type { RecordedCall } from './latency-proxy';
import type { LoadCommand, LoadResult, Step } from './load';
import { cpuMs, forkProcess, machineBusyMs, ROOT, startProcess, type BenchProcess } from './processes';
import { fixed, percentile, verdict, type TableRow } from './support';

const LATENCY_MS = 50;
const ADMIN_RATIO_TARGET = 1.15;
/**
 * Load each query gets through the gateway and as REST before its first measured round: V8 keeps
 * optimising the gateway's code for a few seconds, and the rounds should see a server in its steady
 * state, as in production, not one still compiling.
 */
const WARM_UP_SECONDS = 3;
/** Other processes' share of the machine above which a run is not quiet. */
const QUIET_SHARE = 0.1;
const PAGE_QUERY = `query ProductPage($page: PageInput) {
  products(page: $page) {
    items { id name sku slug status commodityType updatedAt }
    pageInfo { limit offset total hasNextPage }
  }
}`;
/** The peer's page: the same 7 fields and the total, in the provider's own shape. */
const PEER_PAGE_QUERY = `{
  multi_product_response(pagelimit: 100) {
    data { id attributes { name sku slug status commodity_type } meta { updated_at } }
    meta { results { total } }
  }
}`;
const ADMIN_PAGE = { page: { limit: 100, offset: 0 } };

export interface PerfOptions {
  quick?: boolean;
  /**
   * Only what CPU per request needs (`npx tsx bench/gateway-perf.ts --cpu`): each query on loopback
   * at 10 connections against its REST sequence, and the CPU table; no peer, no latency proxy
   * rounds, no calls per admin query.
   */
  cpuOnly?: boolean;
}

interface Operation {
  name: string;
  file: string;
  source: string;
  /** Variables the operation requires (non-null without default). */
  required: string[];
}

/** Every query operation of the admin (client/src/**\/*.graphql), each with the fragments it uses. */
export function adminOperations(): Operation[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.join(ROOT, 'client/src'));
  const fragments = new Map<string, FragmentDefinitionNode & { text: string }>();
  const operations: { node: OperationDefinitionNode; text: string; file: string }[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const definition of parse(text).definitions) {
      const slice = definition.loc ? text.slice(definition.loc.start, definition.loc.end) : '';
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, { ...definition, text: slice });
      if (
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'query' &&
        definition.name
      ) {
        operations.push({ node: definition, text: slice, file: path.relative(ROOT, file) });
      }
    }
  }
  const spreads = (node: OperationDefinitionNode | FragmentDefinitionNode): string[] => {
    const names: string[] = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  return operations.map(({ node, text, file }) => {
    const used = new Set<string>();
    const pending = spreads(node);
    while (pending.length) {
      const name = pending.pop()!;
      const fragment = fragments.get(name);
      if (used.has(name) || !fragment) continue;
      used.add(name);
      pending.push(...spreads(fragment));
    }
    return {
      name: node.name!.value,
      file,
      source: [text, ...[...used].map((name) => fragments.get(name)!.text)].join('\n'),
      required: (node.variableDefinitions ?? [])
        .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue)
        .map((definition) => definition.variable.name.value),
    };
  });
}

/** A provider path with its ids replaced, so calls to the same resource compare equal. */
function resourceOf(call: RecordedCall): string {
  const pathOnly = call.path.split('?')[0] ?? '';
  const segments = pathOnly
    .split('/')
    .map((segment) => (/^[0-9a-f-]{16,}$/i.test(segment) || /^\d+$/.test(segment) ? '{id}' : segment));
  return `${call.method} ${segments.join('/')}`;
}

/** Calls grouped into round trips: a call joins the current one if it started before any of it ended. */
function roundTrips(calls: RecordedCall[]): RecordedCall[][] {
  const sorted = [...calls].sort((a, b) => a.startedMs - b.startedMs);
  const rounds: RecordedCall[][] = [];
  for (const call of sorted) {
    const current = rounds.at(-1);
    if (current && call.startedMs < Math.min(...current.map((member) => member.endedMs))) current.push(call);
    else rounds.push([call]);
  }
  return rounds;
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
  extensions?: { provider?: { calls: number } };
}

interface Stack {
  sandbox: BenchProcess;
  proxy: BenchProcess;
  /** Gateway to the bare sandbox, and to the sandbox behind the latency proxy. */
  gateway: BenchProcess;
  gatewayFar: BenchProcess;
  peer?: BenchProcess;
  peerFar?: BenchProcess;
  peerNote: string;
  load: ChildProcess;
  token: string;
}

async function clientToken(sandboxUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    }),
  });
  const token = ((await response.json()) as { access_token?: string }).access_token;
  if (!token) throw new Error(`The sandbox refused the demo key (${response.status})`);
  return token;
}

function startGateway(name: string, provider: string): Promise<BenchProcess> {
  return startProcess(
    name,
    'gateway/src/main.ts',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      EP_HOST: new URL(provider).host,
      EP_PROTOCOL: 'http',
      EP_THROTTLE_LIMIT: '0', // the gateway's own work, not the upstream rate budget
      NODE_ENV: 'production',
    },
    /GraphQL:\s+(http:\/\/127\.0\.0\.1:\d+)\/graphql/,
    GATEWAY_NODE_FLAGS,
  );
}

async function startPeer(
  name: string,
  provider: string,
  token: string,
): Promise<{ peer?: BenchProcess; note?: string }> {
  try {
    return {
      peer: await startProcess(
        name,
        'bench/peer.ts',
        { BENCH_PEER_PROVIDER: provider, BENCH_PEER_TOKEN: token },
        /peer listening on (http:\/\/\S+)/,
      ),
    };
  } catch (error) {
    const reason = /peer unavailable: (.*)/.exec(error instanceof Error ? error.message : '')?.[1];
    return { note: `openapi-to-graphql could not serve the page: ${reason ?? String(error)}` };
  }
}

async function startStack(directory: string, withPeer: boolean): Promise<Stack> {
  const sandbox = await startProcess(
    'sandbox',
    'sandbox/src/core/main.ts',
    { SANDBOX_PORT: '0', SANDBOX_DATA: path.join(directory, 'sandbox.db'), SANDBOX_RATE_LIMIT: 'off' },
    /listening on (http:\/\/\S+)/,
  );
  const started: BenchProcess[] = [sandbox];
  try {
    const proxy = await startProcess('latency proxy', 'bench/latency-proxy.ts', {
      BENCH_PROXY_TARGET: sandbox.url,
      BENCH_PROXY_DELAY_MS: String(LATENCY_MS),
    });
    started.push(proxy);
    const [gateway, gatewayFar] = await Promise.all([
      startGateway('gateway', sandbox.url),
      startGateway('gateway (+50 ms)', proxy.url),
    ]);
    started.push(gateway, gatewayFar);
    const token = await clientToken(sandbox.url);
    const near: { peer?: BenchProcess; note?: string } = withPeer
      ? await startPeer('peer', sandbox.url, token)
      : { note: 'not run (--cpu)' };
    const far: { peer?: BenchProcess; note?: string } = near.peer
      ? await startPeer('peer (+50 ms)', proxy.url, token)
      : {};
    if (near.peer) started.push(near.peer);
    if (far.peer) started.push(far.peer);
    return {
      sandbox,
      proxy,
      gateway,
      gatewayFar,
      peer: near.peer,
      peerFar: far.peer,
      peerNote: near.note ?? far.note ?? 'openapi-to-graphql on graphql-yoga, from pcm.yaml',
      load: forkProcess('bench/load.ts'),
      token,
    };
  } catch (error) {
    await Promise.all(started.map((process) => process.stop()));
    throw error;
  }
}

async function stopStack(stack: Stack): Promise<void> {
  stack.load.kill('SIGTERM');
  await Promise.all(
    [stack.peerFar, stack.peer, stack.gatewayFar, stack.gateway, stack.proxy, stack.sandbox].map((process) =>
      process?.stop(),
    ),
  );
}

let commandId = 0;

function runLoad(load: ChildProcess, command: Omit<LoadCommand, 'id'>): Promise<LoadResult> {
  const id = (commandId += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: LoadResult) => {
      if (message.id !== id) return;
      load.off('message', onMessage);
      load.off('exit', onExit);
      resolve(message);
    };
    const onExit = () => reject(new Error('the load generator exited'));
    load.on('message', onMessage);
    load.once('exit', onExit);
    load.send({ ...command, id });
  });
}

function graphqlStep(url: string, token: string, query: string, variables: Record<string, unknown>): Step {
  return {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  };
}

async function ask(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const step = graphqlStep(url, token, query, variables);
  const response = await fetch(step.url, { method: 'POST', headers: step.headers, body: step.body });
  return (await response.json()) as GraphQLAnswer;
}

/** The calls the gateway (behind the proxy) made for one operation, as recorded by the proxy. */
async function recordCalls(stack: Stack, query: string, variables: Record<string, unknown>) {
  await fetch(`${stack.proxy.url}/__bench_proxy/calls`, { method: 'DELETE' });
  const answer = await ask(stack.gatewayFar.url, stack.token, query, variables);
  // The proxy records a call once it has answered it; the gateway's answer came after all of them.
  const calls = (await (await fetch(`${stack.proxy.url}/__bench_proxy/calls`)).json()) as RecordedCall[];
  return { answer, calls };
}

/** The recorded calls as a plain client's sequence against `origin`. */
function restSequence(rounds: RecordedCall[][], origin: string): Step[][] {
  return rounds.map((round) =>
    round.map((call) => ({
      url: `${origin}${call.path}`,
      method: call.method,
      headers: call.headers,
      body: call.body === '' ? undefined : call.body,
    })),
  );
}

interface Target {
  label: string;
  sequence: Step[][];
  /** The process whose CPU per request is reported for this target. */
  cpuOf?: { name: string; pid: number | undefined };
}

interface RoundFigures {
  p50: number;
  p99: number;
  perSecond: number;
  failures: number;
  failure?: string;
  cpuPerRequest: number;
}

interface Scenario {
  query: string;
  latency: 'loopback' | `+${number} ms`;
  connections: number;
  shape: string;
  targets: Target[];
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function spread(values: number[], digits = 1): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return fixed(median(values), digits);
  return `${fixed(median(values), digits)} (${fixed(Math.min(...finite), digits)}–${fixed(Math.max(...finite), digits)})`;
}

async function measure(
  stack: Stack,
  scenario: Scenario,
  rounds: number,
  seconds: number,
  ownPids: () => (number | undefined)[],
  othersShare: number[],
): Promise<Map<string, RoundFigures[]>> {
  const figures = new Map<string, RoundFigures[]>(scenario.targets.map((target) => [target.label, []]));
  for (const target of scenario.targets) {
    await runLoad(stack.load, { sequence: target.sequence, connections: scenario.connections, seconds: 0.4 });
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? scenario.targets : [...scenario.targets].reverse();
    for (const target of order) {
      const pids = ownPids();
      const ownBefore = pids.map(cpuMs);
      const busyBefore = machineBusyMs();
      const cpuBefore = cpuMs(target.cpuOf?.pid);
      const result = await runLoad(stack.load, {
        sequence: target.sequence,
        connections: scenario.connections,
        seconds,
      });
      const cpuUsed = cpuMs(target.cpuOf?.pid) - cpuBefore;
      const ownUsed = pids.map(cpuMs).reduce((sum, value, index) => sum + (value - ownBefore[index]!), 0);
      const others = machineBusyMs() - busyBefore - ownUsed;
      othersShare.push(Math.max(0, others) / (result.seconds * 1000 * os.availableParallelism()));
      const sorted = [...result.latencies].sort((a, b) => a - b);
      figures.get(target.label)!.push({
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        perSecond: sorted.length / result.seconds,
        failures: result.failures,
        failure: result.failure,
        cpuPerRequest: sorted.length ? cpuUsed / sorted.length : Number.NaN,
      });
    }
  }
  return figures;
}

function scenarioRows(scenario: Scenario, figures: Map<string, RoundFigures[]>): TableRow[] {
  const benchmark = `${scenario.query} (${scenario.latency}, ${scenario.connections} conn.)`;
  const rows: TableRow[] = [];
  const rest = figures.get('REST sequence') ?? [];
  for (const target of scenario.targets) {
    const runs = figures.get(target.label) ?? [];
    const failures = runs.reduce((sum, run) => sum + run.failures, 0);
    const firstFailure = runs.find((run) => run.failure)?.failure;
    rows.push({
      benchmark,
      measure: `${target.label} p50 (rounds' spread)`,
      value: `${spread(runs.map((run) => run.p50))} ms`,
      target: '',
      note:
        `p99 ${spread(runs.map((run) => run.p99))} ms; ${fixed(median(runs.map((run) => run.perSecond)), 0)} req/s` +
        (target.label === 'REST sequence' ? `; ${scenario.shape}` : '') +
        (failures ? `; ${failures} FAILED (${firstFailure?.slice(0, 160)})` : ''),
    });
    if (target.label !== 'REST sequence') {
      const ratios = runs.map((run, index) => run.p50 / (rest[index]?.p50 ?? Number.NaN));
      const ratio = median(ratios);
      const admin = scenario.query !== 'products page (7 fields)' && target.label === 'gateway';
      const gated = admin && scenario.latency === 'loopback' && scenario.connections === 10;
      rows.push({
        benchmark,
        measure: `${target.label} / REST, p50`,
        value: `${spread(ratios, 2)}x`,
        target: gated
          ? `<= ${ADMIN_RATIO_TARGET}x: ${verdict(ratio <= ADMIN_RATIO_TARGET && failures === 0)}`
          : '',
        note: `${fixed(median(runs.map((run) => run.p50)) - median(rest.map((run) => run.p50)), 1)} ms added at the median`,
      });
    }
  }
  return rows;
}

interface AdminCalls {
  name: string;
  file: string;
  calls: number;
  roundTrips: number;
  resources: string[];
  error?: string;
}

/** Runs every admin query once (ids from the list queries of the same file) and counts its calls. */
async function callsPerOperation(stack: Stack): Promise<AdminCalls[]> {
  const operations = adminOperations();
  const firstIds = new Map<string, string>();
  const results: AdminCalls[] = [];
  const run = async (operation: Operation, variables: Record<string, unknown>) => {
    const { answer, calls } = await recordCalls(stack, operation.source, variables);
    results.push({
      name: operation.name,
      file: operation.file,
      calls: answer.extensions?.provider?.calls ?? Number.NaN,
      roundTrips: roundTrips(calls).length,
      resources: [...new Set(calls.map(resourceOf))],
      error: answer.errors?.map((error) => error.message).join('; '),
    });
    return answer;
  };
  const lists = operations.filter((operation) => operation.required.length === 0);
  for (const operation of lists) {
    const answer = await run(operation, /List$/.test(operation.name) ? ADMIN_PAGE : {});
    const first = Object.values(answer.data ?? {})[0] as { items?: { id?: unknown }[] } | undefined;
    const id = first?.items?.[0]?.id;
    if (typeof id === 'string' && !firstIds.has(operation.file)) firstIds.set(operation.file, id);
  }
  for (const operation of operations.filter((candidate) => candidate.required.length > 0)) {
    const id = firstIds.get(operation.file);
    if (operation.required.length === 1 && operation.required[0] === 'id' && id) await run(operation, { id });
  }
  return results;
}

function callRows(results: AdminCalls[], skipped: number): TableRow[] {
  return [
    ...results.map((result) => {
      const bound = result.resources.length + 1;
      return {
        benchmark: 'provider calls per admin query',
        measure: `${result.name} (${result.file})`,
        value: `${result.calls} calls, ${result.roundTrips} round trips`,
        target: `<= ${bound}: ${verdict(result.calls <= bound)}`,
        note:
          `${result.resources.length} distinct resources: ${result.resources.join(', ') || 'none'}` +
          (result.error ? `; errors: ${result.error.slice(0, 160)}` : ''),
      };
    }),
    {
      benchmark: 'provider calls per admin query',
      measure: 'not run',
      value: String(skipped),
      target: '',
      note: 'queries needing variables other than an id from their own list query',
    },
  ];
}

export async function run(options: PerfOptions = {}): Promise<TableRow[]> {
  const rounds = options.quick ? 2 : 3;
  const seconds = options.quick ? 0.8 : 1.2;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-perf-'));
  const stack = await startStack(directory, !options.cpuOnly);
  try {
    const rows: TableRow[] = [];
    const operations = adminOperations();
    const admin = ['ProductList', 'OrderList', 'CustomerList'].map((name) => {
      const operation = operations.find((candidate) => candidate.name === name);
      if (!operation) throw new Error(`client/src has no ${name} query`);
      return { label: `admin ${name}`, query: operation.source, variables: ADMIN_PAGE };
    });
    const queries = [
      { label: 'products page (7 fields)', query: PAGE_QUERY, variables: { page: { limit: 100 } } },
      ...admin,
    ];
    const ownPids = () =>
      [stack.sandbox, stack.proxy, stack.gateway, stack.gatewayFar, stack.peer, stack.peerFar]
        .map((member) => member?.child.pid)
        .concat(stack.load.pid, process.pid)
        // A process not started (no peer) uses no CPU; its NaN would make the machine's share NaN.
        .filter((pid) => pid !== undefined);
    const othersShare: number[] = [];
    const cpu = new Map<string, { gateway: number[]; sandbox: number[] }>();
    for (const { label, query, variables } of queries) {
      const { answer, calls } = await recordCalls(stack, query, variables);
      if (answer.errors?.length)
        throw new Error(`${label}: ${answer.errors.map((error) => error.message).join('; ')}`);
      const trips = roundTrips(calls);
      const shape = `${calls.length} calls in ${trips.length} round trips`;
      for (const sequence of [
        restSequence(trips, stack.sandbox.url),
        [[graphqlStep(stack.gateway.url, stack.token, query, variables)]],
      ]) {
        await runLoad(stack.load, { sequence, connections: 10, seconds: WARM_UP_SECONDS });
      }
      const latencies = options.cpuOnly
        ? (['loopback'] as const)
        : (['loopback', `+${LATENCY_MS} ms`] as const);
      for (const latency of latencies) {
        const near = latency === 'loopback';
        for (const connections of options.cpuOnly ? [10] : [1, 10]) {
          const targets: Target[] = [
            {
              label: 'REST sequence',
              sequence: restSequence(trips, near ? stack.sandbox.url : stack.proxy.url),
              cpuOf: { name: 'sandbox', pid: stack.sandbox.child.pid },
            },
            {
              label: 'gateway',
              sequence: [
                [graphqlStep((near ? stack.gateway : stack.gatewayFar).url, stack.token, query, variables)],
              ],
              cpuOf: { name: 'gateway', pid: (near ? stack.gateway : stack.gatewayFar).child.pid },
            },
          ];
          const peer = near ? stack.peer : stack.peerFar;
          if (label.startsWith('products page') && peer) {
            targets.push({
              label: 'openapi-to-graphql + yoga',
              sequence: [[graphqlStep(peer.url, stack.token, PEER_PAGE_QUERY, {})]],
              cpuOf: { name: 'peer', pid: peer.child.pid },
            });
          }
          const scenario: Scenario = { query: label, latency, connections, shape, targets };
          process.stderr.write(`  ${label}, ${latency}, ${connections} conn.\n`);
          const figures = await measure(stack, scenario, rounds, seconds, ownPids, othersShare);
          rows.push(...scenarioRows(scenario, figures));
          if (near) {
            const entry = cpu.get(label) ?? { gateway: [], sandbox: [] };
            entry.gateway.push(...(figures.get('gateway') ?? []).map((run) => run.cpuPerRequest));
            entry.sandbox.push(...(figures.get('REST sequence') ?? []).map((run) => run.cpuPerRequest));
            cpu.set(label, entry);
          }
        }
      }
    }
    for (const [label, entry] of cpu) {
      const ratio = median(entry.gateway) / median(entry.sandbox);
      rows.push({
        benchmark: 'CPU per request (loopback rounds)',
        measure: label,
        value: `gateway ${spread(entry.gateway, 2)} ms, sandbox ${spread(entry.sandbox, 2)} ms`,
        target: label.startsWith('products page') ? `gateway <= sandbox: ${verdict(ratio <= 1)}` : '',
        note: `gateway / sandbox ${fixed(ratio)}x (the sandbox's CPU for the REST sequence's calls, per sequence)`,
      });
    }
    rows.push({
      benchmark: 'peer',
      measure: 'openapi-to-graphql',
      value: stack.peer ? 'ran' : 'n/a',
      target: '',
      note: stack.peerNote,
    });
    if (!options.cpuOnly) {
      const calls = await callsPerOperation(stack);
      rows.push(...callRows(calls, adminOperations().length - calls.length));
    }
    const others = median(othersShare);
    rows.push({
      benchmark: 'machine',
      measure: 'other processes during the rounds',
      value: `${fixed(others * 100, 0)} % of the machine (max ${fixed(Math.max(...othersShare) * 100, 0)} %)`,
      target: `quiet (< ${QUIET_SHARE * 100} %): ${others < QUIET_SHARE ? 'yes' : 'NO, figures are disturbed'}`,
      note: `${rounds} rounds of ${seconds} s per target, interleaved`,
    });
    return rows;
  } finally {
    await stopStack(stack);
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

if (require.main === module) {
  run({ quick: process.argv.includes('--quick'), cpuOnly: process.argv.includes('--cpu') }).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

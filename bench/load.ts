/**
 * The load generator, a process of its own (forked with an IPC channel by the benchmark): closed-loop
 * clients, each sending its sequence of calls again and again for the given time. A sequence is a
 * list of round trips; the calls of one round trip go out together, the next round trip starts when
 * they have all answered, as a plain REST client needing those calls would do. A GraphQL request is
 * a sequence of one call. Latency is measured per sequence.
 */
import { Agent, request } from 'undici';

export interface Step {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadCommand {
  id: number;
  sequence: Step[][];
  connections: number;
  seconds: number;
}

export interface LoadResult {
  id: number;
  /** Milliseconds per completed sequence. */
  latencies: number[];
  failures: number;
  /** The first failure's status and body start, to say why. */
  failure?: string;
  seconds: number;
}

async function send(step: Step, dispatcher: Agent): Promise<string | undefined> {
  const answer = await request(step.url, {
    method: step.method as 'GET',
    headers: step.headers,
    body: step.body,
    dispatcher,
  });
  const text = await answer.body.text();
  if (answer.statusCode >= 300) return `${answer.statusCode} ${text.slice(0, 200)}`;
  // A GraphQL answer with errors is a failure too (the REST side cannot have them).
  if (text.startsWith('{"errors"') || text.includes('"errors":[{')) return `errors ${text.slice(0, 300)}`;
  return undefined;
}

async function run(command: LoadCommand): Promise<LoadResult> {
  const widest = Math.max(1, ...command.sequence.map((round) => round.length));
  const dispatcher = new Agent({ connections: command.connections * widest, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  let failures = 0;
  let failure: string | undefined;
  const started = performance.now();
  const deadline = started + command.seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      let failed: string | undefined;
      for (const round of command.sequence) {
        const outcomes = await Promise.all(
          round.map((step) => send(step, dispatcher).catch((error: unknown) => String(error))),
        );
        failed ??= outcomes.find((outcome) => outcome !== undefined);
      }
      if (failed === undefined) latencies.push(performance.now() - begun);
      else {
        failures += 1;
        failure ??= failed;
      }
    }
  };
  await Promise.all(Array.from({ length: command.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();
  return { id: command.id, latencies, failures, failure, seconds };
}

process.on('message', (message: LoadCommand) => {
  void run(message).then((result) => process.send?.(result));
});

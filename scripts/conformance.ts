/**
 * `npm run conformance`: checks the provider requests recorded during the test run (the sandbox's
 * `SANDBOX_RECORD_REQUESTS` file, see sandbox/src/core/request-recorder.ts) against the provider's
 * OpenAPI documents in `../shared/reference/ep-openapi/`: each request must name a documented method
 * and path, and its JSON or form body must match the documented request schema. The sandbox's
 * answers are held to the same documents: the status must be one the operation documents, and the
 * JSON body must match that status's response schema. A finding is allowed only when
 * `scripts/conformance-exceptions.json` lists it with its reason; anything else fails.
 *
 *   tsx scripts/conformance.ts [recorded.jsonl] [--documents DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { SDK_LANGUAGE } from '../gateway/src/provider/headers';
import { foldIds, type RecordedRequest } from '../sandbox/src/core/request-recorder';

export const DEFAULT_RECORDING = '.data/conformance/provider-requests.jsonl';
const DEFAULT_DOCUMENTS = path.resolve(__dirname, '../../shared/reference/ep-openapi');
const EXCEPTIONS_FILE = path.resolve(__dirname, 'conformance-exceptions.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;

type Json = Record<string, unknown>;

interface Operation {
  document: string;
  method: string;
  /** The documented path with the server's base path, e.g. `/v2/inventories/{product_uuid}`. */
  template: string;
  pattern: RegExp;
  /** Literal segments count first when two templates match (`/multiple` before `/{id}`). */
  literals: number;
  bodySchemas: Map<string, string>;
  /** Per documented status (`200`, `2XX`, `default`): its JSON answer schema's reference, or null. */
  answerSchemas: Map<string, string | null>;
}

export interface Finding {
  /** `METHOD /documented/template` or, for an undocumented call, `METHOD /path` with ids as `{id}`. */
  operation: string;
  /**
   * `undocumented` and `body` are the gateway's requests; `status` (a status the operation does not
   * document) and `answer` (a body off the status's response schema) are the sandbox's answers.
   */
  kind: 'undocumented' | 'body' | 'status' | 'answer';
  message: string;
  /** How many recorded requests had it. */
  count: number;
  example: string;
}

interface Exception {
  operation: string;
  kind: Finding['kind'];
  /** A substring of the finding's message; the whole operation when left out. */
  message?: string;
  reason: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** How deep `$ref`s and `allOf`s are followed when a schema is inspected (the documents nest ~4). */
const MAX_SCHEMA_DEPTH = 8;

/** A schema with its document-local `$ref` (`#/components/...`) followed; undefined when unresolvable. */
function resolveLocal(document: Json, schema: unknown): Json | undefined {
  let node = schema;
  for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops += 1) {
    if (hops >= MAX_SCHEMA_DEPTH || !node.$ref.startsWith('#/')) return undefined;
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        document,
      );
  }
  return isObject(node) ? node : undefined;
}

/** The schemas a schema is made of: itself and, recursively, its `allOf` parts (refs followed). */
function schemaParts(document: Json, schema: unknown, depth = 0): Json[] {
  const resolved = resolveLocal(document, schema);
  if (!resolved || depth > MAX_SCHEMA_DEPTH) return [];
  const parts = Array.isArray(resolved.allOf) ? resolved.allOf : [];
  return [resolved, ...parts.flatMap((part) => schemaParts(document, part, depth + 1))];
}

/**
 * Which way a body goes: a request need not carry `readOnly` properties (the provider assigns them),
 * an answer need not carry `writeOnly` ones (the provider keeps them, e.g. secrets).
 */
type Direction = 'request' | 'answer';
const ONE_WAY_MARK = { request: 'readOnly', answer: 'writeOnly' } as const;

/** The properties a schema marks `mark` (directly or through its `$ref`), over all its parts. */
function markedProperties(document: Json, schema: Json, mark: 'readOnly' | 'writeOnly'): Set<string> {
  const names = new Set<string>();
  for (const part of schemaParts(document, schema)) {
    if (!isObject(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      if (
        isObject(property) &&
        (property[mark] === true || resolveLocal(document, property)?.[mark] === true)
      )
        names.add(name);
    }
  }
  return names;
}

/** The single value a schema pins `property` to (`const` or a one-value `enum`), over all its parts. */
function pinnedValue(document: Json, schema: unknown, property: string): string | undefined {
  for (const part of schemaParts(document, schema)) {
    const declared = isObject(part.properties)
      ? resolveLocal(document, part.properties[property])
      : undefined;
    if (typeof declared?.const === 'string') return declared.const;
    if (Array.isArray(declared?.enum) && declared.enum.length === 1 && typeof declared.enum[0] === 'string')
      return declared.enum[0];
  }
  return undefined;
}

/**
 * Which `oneOf` branch a body is held to, by the value of one of its fields: the `discriminator`'s
 * mapping (or, without a mapping, each branch's own pinned value of its property), or else the
 * field (`type` first) that the most branches pin each to a different value. Undefined when no field
 * tells two branches apart.
 */
function branchSelection(
  document: Json,
  schema: Json,
): { property: string; branches: Map<string, unknown> } | undefined {
  const oneOf = Array.isArray(schema.oneOf) ? (schema.oneOf as unknown[]) : [];
  const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
  if (discriminator && typeof discriminator.propertyName === 'string') {
    const property = discriminator.propertyName;
    const branches = new Map<string, unknown>();
    if (isObject(discriminator.mapping)) {
      for (const [value, reference] of Object.entries(discriminator.mapping))
        if (typeof reference === 'string') branches.set(value, { $ref: reference });
    } else {
      for (const branch of oneOf) {
        const value = pinnedValue(document, branch, property);
        if (value !== undefined) branches.set(value, branch);
      }
    }
    return branches.size > 0 ? { property, branches } : undefined;
  }
  const candidates = new Set<string>(['type']);
  for (const branch of oneOf)
    for (const part of schemaParts(document, branch))
      if (isObject(part.properties)) for (const name of Object.keys(part.properties)) candidates.add(name);
  let best: { property: string; branches: Map<string, unknown> } | undefined;
  for (const property of candidates) {
    const branches = new Map<string, unknown>();
    let distinct = true;
    for (const branch of oneOf) {
      const value = pinnedValue(document, branch, property);
      if (value === undefined) continue;
      if (branches.has(value)) distinct = false;
      branches.set(value, branch);
    }
    if (distinct && branches.size >= 2 && branches.size > (best?.branches.size ?? 0))
      best = { property, branches };
  }
  return best;
}

/**
 * A copy of a document that holds bodies going one way to what OpenAPI asks of them: a `readOnly`
 * property is not required of a request (the provider assigns it) nor a `writeOnly` one of an answer,
 * and a `oneOf` whose branches a field tells apart holds the body to the branch its field names (as
 * the provider reads it), instead of requiring that it match exactly one branch: a body with no such
 * field value still meets the whole `oneOf`.
 */
export function forDirection(document: Json, direction: Direction): Json {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    const copy: Json = {};
    for (const [key, value] of Object.entries(node)) copy[key] = rewrite(value);
    if (Array.isArray(node.required) && (isObject(node.properties) || Array.isArray(node.allOf))) {
      const oneWay = markedProperties(document, node, ONE_WAY_MARK[direction]);
      copy.required = node.required.filter((name) => typeof name !== 'string' || !oneWay.has(name));
    }
    const selection = Array.isArray(node.oneOf) ? branchSelection(document, node) : undefined;
    if (selection) {
      const { property, branches } = selection;
      const { oneOf, discriminator: _discriminator, ...rest } = copy;
      const chosen = [...branches].map(([value, branch]) => ({
        if: { properties: { [property]: { const: value } }, required: [property] },
        then: rewrite(branch),
      }));
      return {
        ...rest,
        if: { properties: { [property]: { enum: [...branches.keys()] } }, required: [property] },
        then: { allOf: chosen },
        else: { oneOf },
      };
    }
    return copy;
  };
  return rewrite(document) as Json;
}

const loaded = new Map<string, { operations: Operation[]; ajv: Ajv }>();

/** The documents' operations, and an Ajv holding every document so `$ref`s resolve inside it. */
function loadDocuments(directory: string): { operations: Operation[]; ajv: Ajv } {
  const cached = loaded.get(directory);
  if (cached) return cached;
  const ajv = new Ajv({ strict: false, allErrors: true, discriminator: false, logger: false });
  addFormats(ajv);
  const operations: Operation[] = [];
  for (const file of fs.readdirSync(directory).filter((name) => /\.ya?ml$/.test(name))) {
    const document: unknown = parseYaml(fs.readFileSync(path.join(directory, file), 'utf8'));
    if (!isObject(document) || !isObject(document.paths)) continue;
    ajv.addSchema(forDirection(document, 'request'), file);
    ajv.addSchema(forDirection(document, 'answer'), answersKey(file));
    const servers = Array.isArray(document.servers) ? document.servers : [];
    const server = servers.find(isObject);
    const base = typeof server?.url === 'string' ? new URL(server.url).pathname.replace(/\/$/, '') : '';
    for (const [documentedPath, item] of Object.entries(document.paths)) {
      if (!isObject(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const template = `${base}${documentedPath}`;
        const segments = template.split('/').filter(Boolean);
        const pattern = new RegExp(
          `^/${segments
            .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
            .join('/')}/?$`,
        );
        operations.push({
          document: file,
          method: method.toUpperCase(),
          template,
          pattern,
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
          bodySchemas: bodySchemaPointers(document, file, documentedPath, method, operation),
          answerSchemas: answerSchemaPointers(document, file, documentedPath, method, operation),
        });
      }
    }
  }
  loaded.set(directory, { operations, ajv });
  return { operations, ajv };
}

/** The key of a document's copy for answers (see `forDirection`). */
const answersKey = (file: string) => `answers/${file}`;

/** Follows a document-local `$ref` of a requestBody or response; the node and its pointer. */
function followReference(document: Json, node: unknown, pointer: string): { node: unknown; pointer: string } {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/'))
    return { node, pointer };
  return {
    pointer: node.$ref,
    node: node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (isObject(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        document,
      ),
  };
}

/** Per documented status of an operation, the reference of its JSON answer schema (null: no body). */
function answerSchemaPointers(
  document: Json,
  file: string,
  documentedPath: string,
  method: string,
  operation: Json,
): Map<string, string | null> {
  const schemas = new Map<string, string | null>();
  if (!isObject(operation.responses)) return schemas;
  for (const [status, response] of Object.entries(operation.responses)) {
    const { node, pointer } = followReference(
      document,
      response,
      `#/paths/${pointerSegment(documentedPath)}/${method}/responses/${pointerSegment(status)}`,
    );
    const content = isObject(node) && isObject(node.content) ? node.content : {};
    const mediaType = ['application/json', 'application/vnd.api+json'].find((type) =>
      isObject(content[type]) ? isObject((content[type] as Json).schema) : false,
    );
    schemas.set(
      status.toUpperCase(),
      mediaType ? `${answersKey(file)}${pointer}/content/${pointerSegment(mediaType)}/schema` : null,
    );
  }
  return schemas;
}

/** The documented answer for a status: the exact code, its class (`2XX`) or `default`. */
function documentedAnswer(operation: Operation, status: number): { schema: string | null } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'DEFAULT']) {
    if (operation.answerSchemas.has(key)) return { schema: operation.answerSchemas.get(key) ?? null };
  }
  return undefined;
}

/** Schema references (`file#/pointer`) per media type of an operation's request body. */
function bodySchemaPointers(
  document: Json,
  file: string,
  documentedPath: string,
  method: string,
  operation: Json,
): Map<string, string> {
  const schemas = new Map<string, string>();
  const { node: body, pointer } = followReference(
    document,
    operation.requestBody,
    `#/paths/${pointerSegment(documentedPath)}/${method}/requestBody`,
  );
  if (!isObject(body) || !isObject(body.content)) return schemas;
  for (const [mediaType, media] of Object.entries(body.content)) {
    if (isObject(media) && isObject(media.schema)) {
      schemas.set(mediaType, `${file}${pointer}/content/${pointerSegment(mediaType)}/schema`);
    }
  }
  return schemas;
}

function matchOperation(operations: Operation[], request: RecordedRequest): Operation | undefined {
  let best: Operation | undefined;
  for (const operation of operations) {
    if (operation.method !== request.method || !operation.pattern.test(request.path)) continue;
    if (!best || operation.literals > best.literals) best = operation;
  }
  return best;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  // An `if` failure only says which branch was chosen; the branch's own errors are reported.
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      // Items of a list fail alike: `/data/3/id` is reported as `/data/*/id`, once for the list.
      const where = error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '(body)';
      const extra =
        error.keyword === 'additionalProperties'
          ? ` '${String(error.params.additionalProperty)}'`
          : error.keyword === 'enum'
            ? ` ${JSON.stringify(error.params.allowedValues)}`
            : '';
      return `${where} ${error.message ?? error.keyword}${extra}`;
    });
}

function recordedRequests(lines: readonly string[]): RecordedRequest[] {
  return lines.filter((line) => line.trim()).map((line) => JSON.parse(line) as RecordedRequest);
}

/** The recorded requests the gateway sent (not those of the provider's JS SDK that a sandbox test drives). */
const isGatewayRequest = (request: RecordedRequest) => request.client === SDK_LANGUAGE;

/** Answer bodies checked per operation and status: the shapes repeat, a long recording need not. */
export const ANSWERS_CHECKED_PER_SHAPE = 50;

/** Every finding of the recorded requests, grouped by operation and message. */
export function checkRecording(lines: string[], documents = DEFAULT_DOCUMENTS): Finding[] {
  const { operations, ajv } = loadDocuments(documents);
  const validators = new Map<string, ValidateFunction | null>();
  const validatorFor = (reference: string): ValidateFunction | null => {
    if (!validators.has(reference)) {
      try {
        validators.set(reference, ajv.getSchema(reference) ?? null);
      } catch {
        validators.set(reference, null); // a schema the validator cannot compile is not held against us
      }
    }
    return validators.get(reference) ?? null;
  };
  const findings = new Map<string, Finding>();
  const add = (operation: string, kind: Finding['kind'], message: string, example: string) => {
    const key = `${operation}\u0000${kind}\u0000${message}`;
    const found = findings.get(key);
    if (found) found.count += 1;
    else findings.set(key, { operation, kind, message, count: 1, example });
  };
  const answersChecked = new Map<string, number>();
  for (const request of recordedRequests(lines)) {
    const operation = matchOperation(operations, request);
    // The sandbox's answer to any client (the gateway, or the provider's JS SDK in a sandbox test).
    if (operation) {
      const name = `${operation.method} ${operation.template}`;
      const documented = documentedAnswer(operation, request.status);
      if (!documented && operation.answerSchemas.size > 0) {
        add(
          name,
          'status',
          `answered ${request.status}; documented: ${[...operation.answerSchemas.keys()].join(', ')}`,
          request.path,
        );
      } else if (documented?.schema && request.answer !== null && request.answer !== undefined) {
        const shape = `${name} ${request.status}`;
        const checked = answersChecked.get(shape) ?? 0;
        const validate = checked < ANSWERS_CHECKED_PER_SHAPE ? validatorFor(documented.schema) : null;
        answersChecked.set(shape, checked + 1);
        if (validate && !validate(request.answer)) {
          for (const message of describe(validate.errors))
            add(name, 'answer', `${request.status} ${message}`, request.path);
        }
      }
    }
    if (!isGatewayRequest(request)) continue;
    if (!operation) {
      add(
        `${request.method} ${foldIds(request.path)}`,
        'undocumented',
        'no documented operation',
        request.path,
      );
      continue;
    }
    const name = `${operation.method} ${operation.template}`;
    if (request.body === null || request.body === undefined) continue;
    const mediaType = (request.contentType ?? 'application/json').split(';')[0]!.trim();
    const reference =
      operation.bodySchemas.get(mediaType) ??
      (mediaType === 'application/json' ? operation.bodySchemas.get('application/vnd.api+json') : undefined);
    if (!reference) {
      if (operation.bodySchemas.size > 0) {
        add(
          name,
          'body',
          `sent as ${mediaType}; documented: ${[...operation.bodySchemas.keys()].join(', ')}`,
          request.path,
        );
      }
      continue;
    }
    const validate = validatorFor(reference);
    if (!validate || validate(request.body)) continue;
    for (const message of describe(validate.errors)) add(name, 'body', message, request.path);
  }
  return [...findings.values()].sort((a, b) => a.operation.localeCompare(b.operation));
}

function loadExceptions(): Exception[] {
  if (!fs.existsSync(EXCEPTIONS_FILE)) return [];
  return JSON.parse(fs.readFileSync(EXCEPTIONS_FILE, 'utf8')) as Exception[];
}

/**
 * Whether an exception's operation names the finding's. Ids are folded to `{id}` on both sides; a
 * `{slug}` in the exception stands for any one path segment (flow slugs, gateway slugs), which the
 * folding leaves alone. `*` names every operation: one deviation of every answer (their links) is
 * one exception, with its message.
 */
function sameOperation(listed: string, found: string): boolean {
  if (listed === '*') return true;
  if (!listed.includes('{slug}')) return listed === found;
  const pattern = listed.split('{slug}').map(escapeRegExp).join('[^/]+');
  return new RegExp(`^${pattern}$`).test(found);
}

export function isExcepted(finding: Finding, exceptions: readonly Exception[]): boolean {
  return exceptions.some(
    (exception) =>
      sameOperation(exception.operation, finding.operation) &&
      exception.kind === finding.kind &&
      (exception.message === undefined || finding.message.includes(exception.message)),
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const documentsAt = args.indexOf('--documents');
  const documents = documentsAt >= 0 ? path.resolve(args[documentsAt + 1] ?? '') : DEFAULT_DOCUMENTS;
  const recording =
    args.find((arg, index) => !arg.startsWith('--') && (documentsAt < 0 || index !== documentsAt + 1)) ??
    DEFAULT_RECORDING;
  if (!fs.existsSync(documents)) {
    console.error(`conformance: the provider's OpenAPI documents are not at ${documents}`);
    process.exitCode = 1;
    return;
  }
  if (!fs.existsSync(recording)) {
    console.error(
      `conformance: no recorded requests at ${recording} (run the tests with SANDBOX_RECORD_REQUESTS)`,
    );
    process.exitCode = 1;
    return;
  }
  const lines = fs.readFileSync(recording, 'utf8').split('\n');
  const findings = checkRecording(lines, documents);
  const exceptions = loadExceptions();
  const open = findings.filter((finding) => !isExcepted(finding, exceptions));
  const sent = recordedRequests(lines).filter(isGatewayRequest);
  const requests = sent.length;
  if (requests === 0) {
    console.error(`conformance: ${recording} holds no request of the gateway: nothing was checked`);
    process.exitCode = 1;
    return;
  }
  const operations = new Set(sent.map((request) => `${request.method} ${foldIds(request.path)}`)).size;
  console.log(
    `conformance: ${requests} provider requests (${operations} distinct calls) checked against ${documents}`,
  );
  console.log(
    `conformance: ${findings.length} finding(s), ${findings.length - open.length} listed with a reason`,
  );
  const byKind = (list: Finding[]) => {
    const counts = new Map<string, number>();
    for (const finding of list) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
    return [...counts].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none';
  };
  console.log(`conformance: by kind: ${byKind(findings)}; unlisted: ${byKind(open)}`);
  for (const finding of open) {
    console.log(
      `  ${finding.kind.toUpperCase()} ${finding.operation}: ${finding.message} (${finding.count}×, e.g. ${finding.example})`,
    );
  }
  const unused = exceptions.filter(
    (exception) => !findings.some((finding) => isExcepted(finding, [exception])),
  );
  for (const exception of unused) {
    console.log(`  (listed exception no longer seen: ${exception.operation} ${exception.message ?? ''})`);
  }
  if (open.length > 0) process.exitCode = 1;
}

if (require.main === module) main();

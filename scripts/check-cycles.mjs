// Fails on any import circle in client/src, gateway/src or sandbox/src (`npm run cycles`), and on an
// admin area reaching into another area's internals.
// The graph comes from dpdm with `transform` on: TypeScript is transpiled first, so type-only
// imports, which vanish at runtime, are not edges. Dynamic `import()` (the admin's lazy routes) are
// edges: a page that imports its own area's routes module is a circle even though the route loads
// the page lazily. A circle is reported as a strongly connected component (every file in it reaches
// every other), so one tangle counts once however many paths run through it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDependencyTree } from 'dpdm';

const ROOTS = ['client/src', 'gateway/src', 'sandbox/src'];
const cwd = process.cwd();
const started = performance.now();

const tree = await parseDependencyTree(
  ROOTS.map((root) => `${root}/**/*.{ts,tsx}`),
  {
    context: cwd,
    transform: true,
    skipDynamicImports: false,
    // Nothing imports a test file, so no circle runs through one; skipping them saves a third of the time.
    exclude: /node_modules|\.d\.ts$|\.test\.tsx?$/,
    tsconfig: path.join(cwd, 'tsconfig.json'),
  },
);

/** file -> files it imports at runtime (static or dynamic), within the tree. */
const edges = new Map();
const dynamicEdges = new Map(ROOTS.map((root) => [root, 0]));
const rootOf = (file) => ROOTS.find((root) => file.startsWith(`${root}/`)) ?? 'other';
for (const [file, deps] of Object.entries(tree)) {
  const targets = new Set();
  for (const dep of deps ?? []) {
    if (!dep.id || !(dep.id in tree)) continue;
    targets.add(dep.id);
    if (dep.kind === 'DynamicImport') {
      const root = rootOf(file);
      dynamicEdges.set(root, (dynamicEdges.get(root) ?? 0) + 1);
    }
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const targets = graph.get(node) ?? [];
      if (position < targets.length) {
        frame[1] += 1;
        const target = targets[position];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = component.length === 1 && targets.includes(node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components;
}

const circles = stronglyConnected(edges);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const root of ROOTS) {
  const own = circles.filter((component) => rootOf(component[0]) === root);
  const files = Object.keys(tree).filter((file) => rootOf(file) === root && tree[file]).length;
  console.log(
    `${root}: ${own.length} circle(s); ${files} files, ${dynamicEdges.get(root)} dynamic import() edges counted`,
  );
  for (const component of own) {
    console.log(`  circle of ${component.length} files:`);
    for (const file of component) {
      const within = (edges.get(file) ?? []).filter((target) => component.includes(target));
      console.log(`    ${file} -> ${within.join(', ')}`);
    }
  }
}

// Area boundaries: code outside `client/src/areas/<area>/` may import only that area's `urls.ts`
// (links) and `exports.ts` (what it shares on purpose); only the app router imports its routes.tsx.
// Stylesheets pass: they hold no code, so they cannot close a circle or leak internals. Generated
// operation modules (`*.generated`) pass too: they hold only GraphQL documents and hooks, shared as the
// `.graphql` fragments they come from are (the one import point is client/src/graphql/generated.ts).
// Read from the source, not from dpdm's graph, so type-only imports count here too.
const AREA = /^client\/src\/areas\/([^/]+)\/(.+?)(\.tsx?)?$/;
const APP_ROUTER = 'client/src/app/routes.tsx';
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']*)'/g;
const crossings = [];
for (const file of Object.keys(tree).filter((name) => rootOf(name) === 'client/src')) {
  const ownArea = AREA.exec(file)?.[1];
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const target = path.posix.join(path.posix.dirname(file), specifier);
    const match = AREA.exec(target);
    if (!match || match[1] === ownArea || target.endsWith('.css') || target.endsWith('.generated')) continue;
    const [, , module] = match;
    const allowed = module === 'urls' || module === 'exports' || (module === 'routes' && file === APP_ROUTER);
    if (!allowed) crossings.push(`${file} imports ${specifier}`);
  }
}
console.log(`client/src: ${crossings.length} import(s) into another area's internals`);
for (const crossing of crossings) console.log(`  ${crossing}`);

console.log(`Checked in ${seconds}s.`);
if (circles.length > 0) {
  console.error(
    `${circles.length} import circle(s): break each by moving what both sides need into its own module.`,
  );
}
if (crossings.length > 0) {
  console.error("Import another area through its urls.ts, or add what you need to that area's exports.ts.");
}
if (circles.length > 0 || crossings.length > 0) process.exit(1);

#!/usr/bin/env node
// Draws the house from the code's own imports and checks that its arrows run one way.
//
// Each file belongs to a room (db, platform, one room per feature, demo, the web base, ...), and each
// room stands on a floor. An import may run to its own floor or a lower one, never to a higher one,
// and no circle of imports may pass through files of two rooms. A test file (or a test helper under
// testing/) may use the whole house, so only its cycles are checked, not its floor.
//
//   node scripts/layers.mjs            prints the figures and fails on any backward import or cycle
//   node scripts/layers.mjs --list     also lists every backward import and cycle
//   node scripts/layers.mjs --count    prints the figures only, never fails (to measure)
//   node scripts/layers.mjs --tests    also holds test files to their floor
//
// Two more rules hold between the server's features. A feature owns the tables its *.table.ts files
// declare: another feature changes them through what the owner exports, never by inserting, updating
// or deleting rows itself (reading through a join stays allowed). And features import one another
// one way: no circle between feature folders, whichever files close it. What main still breaks of
// these two is listed in scripts/layers-known.json, which may only shrink: a new foreign write or
// cycle fails, and one that is gone must leave the list.
//
// On the web, a feature's route table (routes.ts, or a *-routes.ts beside it) lazy-loads its pages,
// and only app/ may import it; pages and components link through the feature's links.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Floors, lowest first: a room may import from its own floor and those below. */
const HOUSES = [
  {
    name: 'server',
    root: 'apps/server/src',
    room(file) {
      const [first, second] = file.split('/');
      if (first === 'db') return ['db', 0];
      if (first === 'platform') return ['platform', 1];
      if (first === 'features') return [`features/${second}`, 2];
      if (first === 'jobs') return ['jobs', 3];
      if (first === 'demo') return ['demo', 3];
      if (first === 'testing') return ['testing', 4];
      return ['top', 3]; // schema.ts, tables.ts, seed.ts, main.ts: the one place that knows every feature
    },
  },
  {
    name: 'web',
    root: 'apps/web/src',
    room(file) {
      const [first, second] = file.split('/');
      if (first === 'gql') return ['gql', 0];
      if (first === 'base') return ['base', 1];
      if (first === 'components') return ['components', 1];
      if (first === 'features') return [`features/${second}`, 2];
      return ['app', 3]; // app/ and main.tsx: the router and the table of every feature's routes
    },
    /** A feature's route table, which only the app may import. */
    routeTable: (file) => /^features\/[^/]+\/([\w-]+-)?routes\.tsx?$/.test(file),
  },
  {
    name: 'simulator',
    root: 'apps/simulator/src',
    room: () => ['simulator', 0],
    // A client of the server, shipped to machine makers: it speaks to the server over HTTP only.
    forbidden: ['@back-office/server'],
  },
];

import { components, isTest, resolve, specifiers, walk } from './layers-graph.mjs';

const args = new Set(process.argv.slice(2));

export function drawHouse(house) {
  const root = path.join(ROOT, house.root);
  const files = existsSync(root) ? walk(root) : [];
  const graph = new Map();
  const lazyGraph = new Map();
  const backward = [];
  const outside = [];
  const routeTables = [];
  let imports = 0;
  const local = (file) => path.relative(root, file).split(path.sep).join('/');
  for (const file of files) {
    const from = local(file);
    const [fromRoom, fromFloor] = house.room(from);
    const targets = [];
    const lazyTargets = [];
    for (const { specifier, lazy } of specifiers(readFileSync(file, 'utf8'))) {
      if (house.forbidden?.some((name) => specifier === name || specifier.startsWith(`${name}/`))) outside.push(`${from} -> ${specifier}`);
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (!target) continue;
      imports += 1;
      if (!target.startsWith(root + path.sep)) {
        outside.push(`${from} -> ${path.relative(ROOT, target)}`);
        continue;
      }
      (lazy ? lazyTargets : targets).push(target);
      if (house.routeTable?.(local(target)) && house.room(from)[0] !== 'app') routeTables.push(`${from} -> ${local(target)}`);
      const [toRoom, toFloor] = house.room(local(target));
      if (toFloor > fromFloor && (!isTest(from) || args.has('--tests'))) backward.push(`${from} (${fromRoom}) -> ${local(target)} (${toRoom})`);
    }
    graph.set(file, targets);
    lazyGraph.set(file, [...targets, ...lazyTargets]);
  }
  const acrossRooms = (found) =>
    components(found)
      .map((members) => members.map(local).sort())
      .filter((members) => new Set(members.map((member) => house.room(member)[0])).size > 1);
  // A page loaded on demand (a route's import()) is not evaluated with its importer, so a circle that
  // only closes through one is reported apart: links between features' pages, not a loading cycle.
  const cycles = acrossRooms(graph);
  const lazyCycles = acrossRooms(lazyGraph).filter((members) => !cycles.some((cycle) => cycle.every((file) => members.includes(file))));
  return { files: files.length, imports, backward, outside, routeTables, cycles, lazyCycles };
}

/** Which feature owns each table: the `export const x = pgTable(` of its *.table.ts files. */
function tableOwners(root) {
  const owners = new Map();
  for (const file of walk(root).filter((name) => name.endsWith('.table.ts'))) {
    const [first, feature] = path.relative(root, file).split(path.sep);
    for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) owners.set(match[1], first === 'features' ? feature : first);
  }
  return owners;
}

/** Inserts, updates and deletes a feature's files make into tables another feature (or the platform) owns. */
export function foreignWrites(house) {
  const root = path.join(ROOT, house.root);
  const owners = tableOwners(root);
  const found = [];
  for (const file of walk(path.join(root, 'features'))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    if (isTest(from) || from.includes('/testing/')) continue;
    const feature = from.split('/')[1];
    for (const match of readFileSync(file, 'utf8').matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = owners.get(match[2]);
      if (owner && owner !== feature && owner !== 'platform') found.push(`${from}: ${match[1]} ${match[2]} (${owner})`);
    }
  }
  return [...new Set(found)].sort();
}

/** Circles between feature folders: the strongly connected rooms of the features' import graph, tests aside. */
export function featureCycles(house) {
  const root = path.join(ROOT, house.root);
  const graph = new Map();
  for (const file of walk(path.join(root, 'features'))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    if (isTest(from) || from.includes('/testing/')) continue;
    const [fromRoom] = house.room(from);
    const targets = graph.get(fromRoom) ?? [];
    for (const { specifier, lazy } of specifiers(readFileSync(file, 'utf8'))) {
      if (lazy || !specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (!target || !target.startsWith(root + path.sep)) continue;
      const [toRoom] = house.room(path.relative(root, target).split(path.sep).join('/'));
      if (toRoom.startsWith('features/') && toRoom !== fromRoom && !targets.includes(toRoom)) targets.push(toRoom);
    }
    graph.set(fromRoom, targets);
  }
  return components(graph)
    .filter((members) => members.length > 1)
    .map((members) => members.map((room) => room.replace('features/', '')).sort().join(' <-> '))
    .sort();
}

/**
 * Business actions written by hand in a feature: mutation fields, transactions and activity rows
 * built outside `defineCommand` (platform/command.ts) and the CRUD helper.
 */
export function handWrittenActions(house) {
  const root = path.join(ROOT, house.root);
  const found = [];
  for (const file of walk(path.join(root, 'features'))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    if (isTest(from) || from.includes('/testing/')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(mutationField|mutationFields|auditedTransaction|recordActivity|defineAction)\(|\.(transaction)\(/g)) {
      found.push(`${from}: ${match[1] ?? match[2]}`);
    }
  }
  return [...new Set(found)].sort();
}

let failed = false;
const knownFile = path.join(ROOT, 'scripts/layers-known.json');
const known = { foreignWrites: [], featureCycles: [], handWrittenActions: [], ...JSON.parse(readFileSync(knownFile, 'utf8')) };
for (const [kind, now] of [
  ['foreignWrites', foreignWrites(HOUSES[0])],
  ['featureCycles', featureCycles(HOUSES[0])],
  ['handWrittenActions', handWrittenActions(HOUSES[0])],
]) {
  const before = new Set(known[kind]);
  const added = now.filter((line) => !before.has(line));
  const gone = known[kind].filter((line) => !now.includes(line));
  const label = {
    foreignWrites: 'writes into another feature\'s table',
    featureCycles: 'circles between feature folders',
    handWrittenActions: 'business actions written by hand (mutation fields, transactions, activity rows outside defineCommand)',
  }[kind];
  console.log(`server features: ${now.length} ${label} (${known[kind].length} known)`);
  if (args.has('--list')) for (const line of now) console.log(`  ${line}`);
  for (const line of added) console.log(`  new: ${line}`);
  for (const line of gone) console.log(`  gone, take it off scripts/layers-known.json: ${line}`);
  if ((added.length > 0 || gone.length > 0) && !args.has('--count')) failed = true;
}
for (const house of HOUSES) {
  const drawn = drawHouse(house);
  if (drawn.files === 0) continue;
  const roomsOf = (members) => [...new Set(members.map((member) => house.room(member)[0]))].join(' <-> ');
  console.log(
    `${house.name}: ${drawn.files} files, ${drawn.imports} imports, ${drawn.backward.length} backward, ` +
      `${drawn.cycles.length} cycles across rooms, ${drawn.lazyCycles.length} more through pages loaded on demand, ` +
      `${drawn.outside.length} outside its folder` +
      (house.routeTable ? `, ${drawn.routeTables.length} route tables imported outside app/` : ''),
  );
  const bad = drawn.backward.length + drawn.cycles.length + drawn.outside.length + drawn.routeTables.length > 0;
  if (args.has('--list') || (bad && !args.has('--count'))) {
    for (const line of drawn.backward) console.log(`  backward: ${line}`);
    for (const members of drawn.cycles) console.log(`  cycle ${roomsOf(members)}:\n    ${members.join('\n    ')}`);
    if (args.has('--list')) for (const members of drawn.lazyCycles) console.log(`  cycle through pages loaded on demand: ${roomsOf(members)}`);
    for (const line of drawn.outside) console.log(`  outside: ${line}`);
    for (const line of drawn.routeTables) console.log(`  route table outside app/: ${line}`);
  }
  if (bad) failed = true;
}
if (failed && !args.has('--count')) {
  console.log('Imports must run from a room to its own floor or a lower one, with no circle between rooms, only the app imports a feature\'s route table, and a feature writes only its own tables (see README, Layout, and scripts/layers-known.json).');
  process.exit(1);
}

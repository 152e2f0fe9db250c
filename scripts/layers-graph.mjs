import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/* The import graph that scripts/layers.mjs reads: which files there are, what each imports, and its circles. */

export const CODE = /\.(ts|tsx|mts|js|mjs)$/;
export const isTest = (file) => /\.test\.(ts|tsx)$/.test(file) || file.startsWith('testing/');

export function walk(folder, found = []) {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (CODE.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** What a file imports: static imports and re-exports, and the modules it loads on demand with import(). */
export function specifiers(source) {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  for (const pattern of [/\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g]) {
    for (const match of text.matchAll(pattern)) found.push({ specifier: match[1], lazy: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ specifier: match[1], lazy: true });
  return found;
}

export function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && CODE.test(candidate));
}

/** Tarjan's strongly connected components of the file graph. */
export function components(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (start) => {
    // Iterative, so a deep chain of imports cannot overflow the stack.
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, next] = top;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        top[1] += 1;
        const target = targets[next];
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          low.set(target, index++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), indexOf.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        result.push(members);
      }
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return result;
}

#!/usr/bin/env node
// Import circles in the backend (packages/store-api/src) and the storefront (apps/storefront/app): follows every
// relative import and export, type-only ones included (a type import still ties the two modules' designs
// together: "every route imports AppDeps from app.ts, which imports every route"), and reports each strongly
// connected group of modules with one circle through it. Ends with "N passed, N failed, 0 skipped": one pass per
// tree without circles, one failure per circle. `--json FILE` also writes those counts (scripts/test.mjs).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const TREES = ["packages/store-api/src", "apps/storefront/app"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** A relative specifier → the file it names (NodeNext ".js" for ".ts", or extensionless / index for the bundler). */
function resolve(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

export function importGraph(dir) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(file, [...new Set(importedFiles.map((i) => resolve(file, i.fileName)).filter((f) => f !== null))]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one module (or a module importing itself). */
export function circles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return groups;
}

/** One circle through a group: the shortest way back from its first module to itself (breadth-first). */
function cycleThrough(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let passed = 0;
  let failed = 0;
  for (const tree of TREES) {
    const dir = path.join(ROOT, tree);
    const graph = importGraph(dir);
    const found = circles(graph);
    if (found.length === 0) {
      passed += 1;
      console.log(`✓ ${tree}: ${graph.size} modules, no import circles`);
      continue;
    }
    failed += found.length;
    console.log(`✗ ${tree}: ${found.length} import circle(s) among ${graph.size} modules`);
    for (const group of found) {
      const rel = (file) => path.relative(dir, file);
      console.log(`  ${group.length} modules: ${cycleThrough(graph, group).map(rel).join(" → ")}`);
      if (group.length > 2) console.log(`    (all of: ${group.map(rel).join(", ")})`);
    }
  }
  console.log(`${passed} passed, ${failed} failed, 0 skipped`);
  const jsonAt = process.argv.indexOf("--json");
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ passed, failed, skipped: 0 }));
  process.exitCode = failed === 0 ? 0 : 1;
}

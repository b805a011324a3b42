import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No two rooms of one project import each other, even round a longer loop: a room is a folder right
// under a project's src/ (services/masters/src/notice) and, one level down, a folder inside such a
// folder (mfe-staff/src/board/C40101). Read from the relative imports of every source file; tests
// are left out, as they may reach into a neighbour to set up its rows.

const ROOT = path.resolve(__dirname, '../..');

type Edge = { from: string; to: string; where: string };

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const isSource = (name: string) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name) && !/\.(spec|type-test)\.tsx?$/.test(name);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : filesUnder(p);
    return isSource(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });

// The relative imports of a file with their lines (import, export … from, import(), require()).
const importsOf = (file: string): { spec: string; line: number }[] => {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .filter((i) => i.fileName.startsWith('.'))
    .map((i) => ({ spec: i.fileName, line: text.slice(0, i.pos).split('\n').length }));
};

// Which immediate subfolder of `folder` a path lies in (undefined: the folder itself or outside it).
const roomOf = (folder: string, target: string): string | undefined => {
  const rel = path.relative(folder, target);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 || isDir(path.join(folder, first)) ? first : undefined;
};

/** The imports between the rooms of one folder, one edge per importing line. */
const roomEdges = (folder: string): Edge[] =>
  readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((room) =>
      filesUnder(path.join(folder, room.name)).flatMap((file) =>
        importsOf(file).flatMap(({ spec, line }) => {
          const to = roomOf(folder, path.resolve(path.dirname(file), spec));
          return to && to !== room.name ? [{ from: room.name, to, where: `${path.relative(ROOT, file)}:${line}` }] : [];
        }),
      ),
    );

/** Each set of rooms that reach each other (Tarjan's strongly connected components), with the imports closing it. */
const cyclesOf = (edges: readonly Edge[]): string[] => {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(room, Math.min(low.get(room)!, index.get(to)!));
    }
    if (low.get(room) !== index.get(room)) return;
    const members: string[] = [];
    for (let m = stack.pop()!; ; m = stack.pop()!) {
      members.push(m);
      if (m === room) break;
    }
    if (members.length < 2) return;
    const inside = new Set(members);
    const links = [
      ...new Map(edges.filter((e) => inside.has(e.from) && inside.has(e.to)).map((e) => [`${e.from}→${e.to}`, e])).values(),
    ].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
    cycles.push(`${members.sort().join(' ↔ ')} (${links.map((e) => `${e.from}→${e.to} at ${e.where}`).join('; ')})`);
  };
  for (const room of [...next.keys()].sort()) if (!index.has(room)) visit(room);
  return cycles;
};

const PROJECTS = [
  ...['services', 'libs'].flatMap((group) => readdirSync(path.join(ROOT, group)).map((p) => path.join(group, p))),
  ...readdirSync(ROOT).filter((p) => p.startsWith('mfe-')),
  'shell',
].filter((p) => isDir(path.join(ROOT, p, 'src')));

// src/ and each room in it: the folders whose subfolders are rooms.
const folders = (project: string): string[] => {
  const src = path.join(ROOT, project, 'src');
  return [
    src,
    ...readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.join(src, e.name)),
  ];
};

describe('no import cycle between the rooms of a project', () => {
  it('finds a cycle and names the imports closing it, and none in a tree', () => {
    const edge = (from: string, to: string): Edge => ({ from, to, where: `${from}/x.ts:1` });
    expect(cyclesOf([edge('notice', 'attachment'), edge('attachment', 'notice'), edge('notice', 'common')])).toEqual([
      'attachment ↔ notice (attachment→notice at attachment/x.ts:1; notice→attachment at notice/x.ts:1)',
    ]);
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toEqual([
      'a ↔ b ↔ c (a→b at a/x.ts:1; b→c at b/x.ts:1; c→a at c/x.ts:1)',
    ]);
    expect(cyclesOf([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([]);
  });

  it.each(PROJECTS)('%s', (project) => {
    const cycles = folders(project).flatMap((folder) =>
      cyclesOf(roomEdges(folder)).map((c) => `${path.relative(ROOT, folder)}: ${c}`),
    );
    expect(cycles).toEqual([]);
  });
});

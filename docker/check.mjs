// Checks the Dockerfiles where no Docker engine runs (`npx nx run docker:check`): instructions are
// known, stages and build arguments are declared before use, every COPY source exists in the
// repository for every value the build arguments take, and the six back-end Dockerfiles stay one
// file apart from their SERVICE and EXTRA_PACKAGES lines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DOCKER_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DOCKER_DIR);
const SERVICES = ['gateway', 'auth', 'scheduling', 'reports', 'masters', 'chat'];
const WEB_APPS = ['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'];
const PER_SERVICE_LINE = /^ARG (SERVICE|EXTRA_PACKAGES)=/;
const INSTRUCTIONS = new Set(
  'FROM ARG ENV RUN COPY ADD WORKDIR USER EXPOSE ENTRYPOINT CMD HEALTHCHECK LABEL VOLUME SHELL STOPSIGNAL ONBUILD'.split(' '),
);

const problems = new Set();
const problem = (file, line, message) => problems.add(`${path.relative(ROOT, file)}${line ? `:${line}` : ''}: ${message}`);

// Instructions with their first line number; continuation lines joined, comments dropped.
const parse = (text) => {
  const out = [];
  let pending = null;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) return;
    if (pending && line.startsWith('#')) return;
    const body = line.endsWith('\\') ? line.slice(0, -1) : line;
    pending = pending ? { ...pending, text: `${pending.text} ${body}` } : { line: i + 1, text: body };
    if (!line.endsWith('\\')) {
      const [keyword, ...rest] = pending.text.trim().split(/\s+/);
      out.push({ line: pending.line, keyword: keyword.toUpperCase(), args: rest });
      pending = null;
    }
  });
  return out;
};

const expand = (word, values) => word.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => values[a ?? b] ?? `\${${a ?? b}}`);
const usedArgs = (word) => [...word.matchAll(/\$\{(\w+)\}|\$(\w+)/g)].map((m) => m[1] ?? m[2]);
const argDefault = (arg) => {
  const [name, ...value] = arg.split('=');
  return [name, value.length ? value.join('=').replace(/^"(.*)"$/, '$1') : undefined];
};

const checkDockerfile = (file, variants) => {
  const instructions = parse(fs.readFileSync(file, 'utf8'));
  const globalArgs = new Map();
  const stages = new Set();
  let stageArgs = null; // null until the first FROM
  for (const { line, keyword, args } of instructions) {
    if (!INSTRUCTIONS.has(keyword)) problem(file, line, `unknown instruction ${keyword}`);
    if (stageArgs === null && !['ARG', 'FROM'].includes(keyword)) problem(file, line, `${keyword} before the first FROM`);
    if (keyword === 'ARG') {
      const [name, value] = argDefault(args[0] ?? '');
      if (stageArgs === null) globalArgs.set(name, value);
      else if (value === undefined && !globalArgs.has(name)) problem(file, line, `ARG ${name} has no value`);
      else stageArgs.add(name);
      continue;
    }
    if (keyword === 'FROM') {
      const [image, as, name] = args;
      for (const used of usedArgs(image)) if (!globalArgs.has(used)) problem(file, line, `FROM uses undeclared ARG ${used}`);
      if (as && (as.toUpperCase() !== 'AS' || !name)) problem(file, line, 'expected FROM <image> AS <name>');
      if (!image.includes(':') && !stages.has(image)) problem(file, line, `${image} is neither a stage nor a tagged image`);
      if (name) stages.add(name);
      stageArgs = new Set();
      continue;
    }
    if (!['COPY', 'ADD', 'WORKDIR', 'USER', 'ENV', 'RUN'].includes(keyword)) continue;
    // A global ARG is visible inside a stage only once it is declared again there. In RUN only the
    // ${NAME} form is taken for a build argument; $name is the shell's.
    const used =
      keyword === 'RUN' ? args.flatMap((a) => [...a.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1])) : args.flatMap(usedArgs);
    for (const name of used) {
      if (!stageArgs.has(name)) problem(file, line, `${keyword} uses ${name}, which this stage does not declare`);
    }
    if (keyword === 'ENV') args.forEach((a) => stageArgs.add(a.split('=')[0]));
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const from = args.find((a) => a.startsWith('--from='));
    const paths = args.filter((a) => !a.startsWith('--'));
    if (paths.length < 2) problem(file, line, `${keyword} needs a source and a destination`);
    if (from) {
      if (!stages.has(from.slice('--from='.length))) problem(file, line, `unknown stage in ${from}`);
      continue;
    }
    for (const values of variants) {
      for (const source of paths.slice(0, -1)) {
        const resolved = expand(source, { ...Object.fromEntries(globalArgs), ...values });
        if (resolved.includes('$')) problem(file, line, `cannot resolve ${source}`);
        else if (!fs.existsSync(path.join(ROOT, resolved))) problem(file, line, `COPY source ${resolved} does not exist`);
      }
    }
  }
};

const backend = (service) => path.join(DOCKER_DIR, `${service}.Dockerfile`);
const withoutPerServiceLines = (text) =>
  text
    .split('\n')
    .filter((l) => !PER_SERVICE_LINE.test(l))
    .join('\n');

for (const service of SERVICES) {
  const file = backend(service);
  if (!fs.existsSync(file)) {
    problem(file, 0, 'missing');
    continue;
  }
  const text = fs.readFileSync(file, 'utf8');
  if (!text.split('\n').includes(`ARG SERVICE=${service}`)) problem(file, 0, `expected the line ARG SERVICE=${service}`);
  checkDockerfile(file, [{}]);
  const reference = withoutPerServiceLines(fs.readFileSync(backend(SERVICES[0]), 'utf8'));
  if (service !== SERVICES[0] && withoutPerServiceLines(text) !== reference) {
    problem(file, 0, `differs from ${SERVICES[0]}.Dockerfile beyond the ARG SERVICE/EXTRA_PACKAGES lines`);
  }
}

checkDockerfile(
  path.join(DOCKER_DIR, 'web.Dockerfile'),
  WEB_APPS.map((APP) => ({ APP })),
);

const entrypoint = path.join(DOCKER_DIR, 'service-entrypoint.sh');
if (!(fs.statSync(entrypoint).mode & 0o111)) problem(entrypoint, 0, 'must be executable (chmod +x)');

for (const [, dockerfile] of fs.readFileSync(path.join(DOCKER_DIR, 'compose.yaml'), 'utf8').matchAll(/dockerfile:\s*(\S+)/g)) {
  if (!fs.existsSync(path.join(ROOT, dockerfile)))
    problem(path.join(DOCKER_DIR, 'compose.yaml'), 0, `${dockerfile} does not exist`);
}

if (problems.size) {
  console.error([...problems].join('\n'));
  process.exit(1);
}
console.log(`docker: ${SERVICES.length + 1} Dockerfiles checked`);

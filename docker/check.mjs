// Checks the Dockerfiles where no Docker engine runs (`npx nx run docker:check`): instructions are
// known, stages and build arguments are declared before use, every COPY source exists in the
// repository for every value the build arguments take, and the six back-end Dockerfiles stay one
// file apart from their SERVICE and EXTRA_PACKAGES lines. The nginx templates must serve what the
// Node hosting serves: compressed copies, cache rules and security headers (argument: another folder
// of templates to check, for the test that alters them).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NONCE_PLACEHOLDER, securityHeaders } from '../scripts/lib/static-hosting.cjs';

const DOCKER_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DOCKER_DIR);
const SERVICES = ['gateway', 'auth', 'scheduling', 'reports', 'masters', 'chat'];
const WEB_APPS = ['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'];
const PER_SERVICE_LINE = /^ARG (SERVICE|EXTRA_PACKAGES)=/;
const NGINX_DIR = process.argv[2] ? path.resolve(process.argv[2]) : path.join(DOCKER_DIR, 'nginx');
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

// nginx configuration as a tree of directives ({ name, args, line, block }), quotes and comments gone.
const parseNginx = (text) => {
  const root = [];
  const stack = [root];
  let words = [];
  let line = 0;
  for (const m of text.matchAll(/(#[^\n]*)|'([^']*)'|"([^"]*)"|([;{}])|([^\s;{}'"]+)/g)) {
    const [, comment, single, double, punctuation, word] = m;
    if (comment !== undefined) continue;
    if (punctuation === undefined) {
      if (!words.length) line = text.slice(0, m.index).split('\n').length;
      words.push(single ?? double ?? word);
    } else if (punctuation === '}') {
      stack.pop();
    } else {
      const [name, ...args] = words;
      const directive = { name, args, line, ...(punctuation === '{' ? { block: [] } : {}) };
      stack.at(-1).push(directive);
      if (directive.block) stack.push(directive.block);
      words = [];
    }
  }
  return root;
};

const all = (block, name) => block.filter((d) => d.name === name);
const nested = (block) => block.flatMap((d) => [d, ...(d.block ? nested(d.block) : [])]);
// directive → its sources
const cspOf = (value) =>
  new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
const REMOTE_SOURCES = ['${MFE_STAFF_URL}/', '${MFE_TEACHER_URL}/', '${MFE_STUDENT_URL}/'];
const ALWAYS = [
  'Vary',
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Strict-Transport-Security',
];

const checkPagePolicy = (file, line, policy) => {
  const csp = cspOf(policy);
  const lacks = (directive, sources) => {
    const missing = sources.filter((s) => !(csp.get(directive) ?? []).includes(s));
    if (missing.length) problem(file, line, `the page's CSP ${directive} lacks ${missing.join(' ')}`);
  };
  lacks('script-src', ["'self'", ...REMOTE_SOURCES]);
  lacks('style-src', ["'self'", "'nonce-$request_id'"]);
  lacks('connect-src', ["'self'", '${API_URL}/', '${API_WS_URL}/', ...REMOTE_SOURCES]);
  lacks('img-src', ["'self'", '${API_URL}/']);
  lacks('frame-ancestors', ["'none'"]);
  lacks('object-src', ["'none'"]);
  lacks('base-uri', ["'self'"]);
  lacks('form-action', ["'self'"]);
  for (const directive of ['script-src', 'style-src']) {
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'"])
      if ((csp.get(directive) ?? []).includes(loose)) problem(file, line, `the page's CSP ${directive} allows ${loose}`);
  }
  const wildcards = [...csp.values()].flat().filter((s) => s.includes('*'));
  if (wildcards.length) problem(file, line, `the page's CSP allows any host: ${wildcards.join(' ')}`);
};

const checkNginxTemplate = (kind) => {
  const file = path.join(NGINX_DIR, `${kind}.conf.template`);
  const tree = parseNginx(fs.readFileSync(file, 'utf8'));
  const [server] = all(tree, 'server');
  if (!server) return problem(file, 0, 'no server block');
  const maps = new Map(all(tree, 'map').map((m) => [m.args[1], m]));
  const on = (block, name) => all(block, name).some((d) => d.args[0] === 'on');
  for (const name of ['brotli_static', 'gzip_static'])
    if (!on(server.block, name)) problem(file, server.line, `${name} is not on`);
  for (const d of nested(all(server.block, 'location'))) {
    if (d.name === 'add_header')
      problem(file, d.line, 'add_header inside a location drops every header of the server block there');
  }
  const headers = new Map(all(server.block, 'add_header').map((d) => [d.args[0].toLowerCase(), d]));
  // what a header says for a request: constants as they are, a map's variable by its rules
  const valueFor = (header, request) => {
    const d = headers.get(header.toLowerCase());
    if (!d) return undefined;
    const map = maps.get(d.args[1]);
    if (!map) return d.args[1];
    const input = { $uri: request.uri, $http_x_forwarded_proto: request.proto ?? '' }[map.args[0]];
    const rules = map.block.filter((r) => r.name !== 'default');
    const hit = rules.find(({ name }) =>
      name.startsWith('~') ? new RegExp(name.replace(/^~\*?/, ''), name.startsWith('~*') ? 'i' : '').test(input) : name === input,
    );
    return (hit ?? all(map.block, 'default')[0])?.args[0] ?? '';
  };
  const expectHeader = (header, request, test, what) => {
    const value = valueFor(header, request);
    if (value === undefined) problem(file, server.line, `no ${header.toLowerCase()} header`);
    else if (!test(value))
      problem(
        file,
        headers.get(header.toLowerCase()).line,
        `${header} for ${request.uri}${request.proto ? ` over ${request.proto}` : ''} is "${value}", expected ${what}`,
      );
  };
  const page = { uri: '/index.html' };
  const hashed = { uri: '/main.0123abcd.js' };
  const unhashed =
    kind === 'shell' ? ['/index.html', '/remotes.json', '/mf-manifest.json'] : ['/mf-manifest.json', '/remoteEntry.js'];
  expectHeader('Cache-Control', hashed, (v) => v === 'public, max-age=31536000, immutable', 'immutable for a year');
  for (const uri of unhashed) expectHeader('Cache-Control', { uri }, (v) => v === 'no-cache', 'no-cache');
  expectHeader('Vary', hashed, (v) => v === 'Accept-Encoding', 'Accept-Encoding');
  for (const [name, value] of Object.entries(securityHeaders)) {
    expectHeader(name, hashed, (v) => v === value, `"${value}", as the Node hosting sends it`);
  }
  expectHeader('X-Content-Type-Options', hashed, (v) => v === 'nosniff', 'nosniff');
  expectHeader(
    'Referrer-Policy',
    hashed,
    (v) => ['strict-origin-when-cross-origin', 'no-referrer'].includes(v),
    'no path sent to other origins',
  );
  expectHeader(
    'Permissions-Policy',
    hashed,
    (v) => ['camera=()', 'microphone=()', 'geolocation=()'].every((f) => v.includes(f)),
    'camera, microphone and geolocation refused',
  );
  expectHeader('Strict-Transport-Security', { ...page, proto: 'https' }, (v) => /^max-age=\d{7,}/.test(v), 'max-age over TLS');
  expectHeader('Strict-Transport-Security', { ...page, proto: 'http' }, (v) => v === '', 'none over plain HTTP');
  const assetPolicy = (v) =>
    cspOf(v).get('default-src')?.join(' ') === "'none'" && cspOf(v).get('frame-ancestors')?.join(' ') === "'none'";
  expectHeader('Content-Security-Policy', hashed, assetPolicy, "default-src 'none' and frame-ancestors 'none'");
  for (const name of ALWAYS) {
    const d = headers.get(name.toLowerCase());
    if (d && d.args[2] !== 'always') problem(file, d.line, `${name} is not sent "always" (404s and redirects would lack it)`);
  }
  if (kind === 'remote') {
    expectHeader('Access-Control-Allow-Origin', hashed, (v) => v === '*', '* (the shell fetches from another origin)');
    return;
  }
  const policy = valueFor('Content-Security-Policy', page);
  if (policy) checkPagePolicy(file, headers.get('content-security-policy').line, policy);
  const index = all(server.block, 'location').find((l) => l.args.join(' ') === '= /index.html');
  if (!index) return problem(file, server.line, 'no location = /index.html to write the nonce into the page');
  const nonce = all(index.block, 'sub_filter').find((d) => d.args[0] === NONCE_PLACEHOLDER && d.args[1] === '$request_id');
  if (!nonce) problem(file, index.line, `no sub_filter ${NONCE_PLACEHOLDER} $request_id`);
  if (!all(index.block, 'sub_filter_once').some((d) => d.args[0] === 'off'))
    problem(file, index.line, 'sub_filter_once is not off');
  for (const name of ['brotli_static', 'gzip_static']) {
    if (!all(index.block, name).some((d) => d.args[0] === 'off'))
      problem(file, index.line, `${name} is not off for the page (its copies have no nonce)`);
  }
};

checkNginxTemplate('shell');
checkNginxTemplate('remote');

const shellPage = path.join(ROOT, 'shell', 'src', 'index.html');
const pageText = fs.readFileSync(shellPage, 'utf8');
if (!pageText.includes(`<meta name="csp-nonce" nonce="${NONCE_PLACEHOLDER}"`))
  problem(shellPage, 0, `no <meta name="csp-nonce" nonce="${NONCE_PLACEHOLDER}">`);
for (const [style] of pageText.matchAll(/<style[^>]*>/g)) {
  if (!style.includes(`nonce="${NONCE_PLACEHOLDER}"`)) problem(shellPage, 0, `${style} lacks nonce="${NONCE_PLACEHOLDER}"`);
}
const webDockerfile = path.join(DOCKER_DIR, 'web.Dockerfile');
if (!fs.readFileSync(webDockerfile, 'utf8').includes('load_module modules/ngx_http_brotli_static_module.so')) {
  problem(webDockerfile, 0, 'nginx does not load ngx_http_brotli_static_module (brotli_static)');
}

if (problems.size) {
  console.error([...problems].join('\n'));
  process.exit(1);
}
console.log(`docker: ${SERVICES.length + 1} Dockerfiles and 2 nginx templates checked`);

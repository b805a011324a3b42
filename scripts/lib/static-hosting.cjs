// Static hosting of the built front ends for npm start, the bench and the tests: the shell with
// history-mode fallback to index.html, and each portal on its own port (as they are deployed
// separately). The same rules as docker/nginx/*.conf.template. CommonJS, so that both the .mjs
// scripts and jest (which runs CommonJS) load this one file.
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// A content hash in the name: the file never changes. Anything else (index.html, mf-manifest.json,
// remoteEntry.js) is revalidated, so a new deployment is picked up by the next page load.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

// The copies tools/federation/compress-assets.mjs writes, in order of preference.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

// What shell/src/index.html carries where each response's nonce goes.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};
const HSTS = 'max-age=31536000; includeSubDomains';
// Every answer but the shell's page: nothing in it may run, load or be framed.
const ASSET_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// What the shell reads at start (as nginx serves it in docker/nginx/shell.conf.template): the API
// and each remote's manifest, so a remote moves without rebuilding the shell.
function remotesConfig({ apiUrl, staffUrl, teacherUrl, studentUrl, debug = false }) {
  return {
    apiUrl,
    remotes: [
      { name: 'mfe_staff', entry: `${staffUrl}/mf-manifest.json` },
      { name: 'mfe_teacher', entry: `${teacherUrl}/mf-manifest.json` },
      { name: 'mfe_student', entry: `${studentUrl}/mf-manifest.json` },
    ],
    ...(debug ? { debug: true } : {}),
  };
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

// The shell page's policy. Scripts, styles, fonts and images come from the shell and the portals of
// its configuration, images also from the API (uploads shown in rich text); calls go to them and to
// the API, whose /api/download is a form posted into a hidden frame; inline <style> (index.html's, antd's and ag-grid's CSS-in-JS) needs this response's
// nonce.
function shellPolicy(config, nonce) {
  const remotes = [...new Set(config.remotes.map((r) => originOf(r.entry)).filter(Boolean))].join(' ');
  const api = originOf(config.apiUrl) ?? '';
  // the API's live socket (docs/live.md): its origin with ws for http, wss for https
  const live = api.replace(/^http/, 'ws');
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' ${remotes}`,
    'style-src': `'self' 'nonce-${nonce}' ${remotes}`,
    'connect-src': `'self' ${api} ${live} ${remotes}`,
    // rich text's images are our uploads on the API, never outside ones (libs/domain safeImageSrc)
    'img-src': `'self' data: ${api} ${remotes}`,
    'font-src': `'self' data: ${remotes}`,
    'frame-src': `'self' ${api}`,
    'form-action': `'self' ${api}`,
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources}`.replace(/\s+/g, ' ').trim())
    .join('; ');
}

// Whether a request's Accept-Encoding takes an encoding: named with a q above 0, or left to `*`.
function accepts(header, encoding) {
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}

// config: the shell's /remotes.json, read at every request (so its apiUrl may be set after start);
// it also names the origins of the shell page's CSP. cors: for portals, which the shell fetches from
// another origin. trustProxy: a TLS proxy in front sets X-Forwarded-Proto (HSTS only over TLS).
function serveStatic({ root, port = 0, host = '127.0.0.1', spa = false, cors = false, config, trustProxy = false }) {
  const base = path.resolve(root);
  const inside = (file) => file === base || file.startsWith(base + path.sep);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim();
    const common = {
      ...securityHeaders,
      ...(trustProxy && forwarded === 'https' ? { 'strict-transport-security': HSTS } : {}),
      ...(cors ? { 'access-control-allow-origin': '*' } : {}),
      'content-security-policy': ASSET_CSP,
    };
    if (config && url.pathname === '/remotes.json') {
      res.writeHead(200, { ...common, 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      res.end(JSON.stringify(config));
      return;
    }
    let file;
    try {
      file = path.join(base, decodeURIComponent(url.pathname));
    } catch {
      res.writeHead(400, common).end();
      return;
    }
    if (!inside(file)) {
      res.writeHead(403, common).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      file = fs.existsSync(index) ? index : spa && !path.extname(url.pathname) ? path.join(base, 'index.html') : '';
    }
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404, { ...common, 'content-type': TYPES['.txt'] }).end('not found');
      return;
    }
    const headers = {
      ...common,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache',
      vary: 'Accept-Encoding',
    };
    // The shell's page, with a nonce of its own for its CSP (so never one of the compressed copies).
    if (config && path.basename(file) === 'index.html') {
      const nonce = crypto.randomBytes(16).toString('base64');
      const body = Buffer.from(fs.readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce));
      res.writeHead(200, { ...headers, 'content-security-policy': shellPolicy(config, nonce), 'content-length': body.length });
      res.end(body);
      return;
    }
    const encoding = ENCODINGS.find((e) => accepts(req.headers['accept-encoding'], e.name) && fs.existsSync(file + e.suffix));
    const sent = encoding ? file + encoding.suffix : file;
    res.writeHead(200, {
      ...headers,
      ...(encoding ? { 'content-encoding': encoding.name } : {}),
      'content-length': fs.statSync(sent).size,
    });
    fs.createReadStream(sent).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { remotesConfig, serveStatic, securityHeaders, NONCE_PLACEHOLDER };

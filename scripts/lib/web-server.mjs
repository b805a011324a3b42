// Static hosting of the built front ends for npm start: the shell with history-mode fallback to
// index.html, and each remote on its own port (as they are deployed separately).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// What the shell reads at start (as nginx serves it in docker/nginx/shell.conf.template): the API
// and each remote's manifest, so a remote moves without rebuilding the shell.
export function remotesConfig({ apiUrl, staffUrl, teacherUrl, studentUrl, debug = false }) {
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

// json: extra answers by path, e.g. { '/remotes.json': remotesConfig(…) }.
export function serveStatic({ root, port, host = '127.0.0.1', spa = false, cors = false, json = {} }) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (Object.prototype.hasOwnProperty.call(json, url.pathname)) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      res.end(JSON.stringify(json[url.pathname]));
      return;
    }
    let file = path.join(base, decodeURIComponent(url.pathname));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      file = fs.existsSync(index) ? index : spa && !path.extname(url.pathname) ? path.join(base, 'index.html') : '';
    }
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const name = path.basename(file);
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Hashed assets never change; the entry points must always be fresh.
      'cache-control':
        name === 'index.html' || name.endsWith('.json') || name === 'remoteEntry.js'
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    };
    if (cors) headers['access-control-allow-origin'] = '*';
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

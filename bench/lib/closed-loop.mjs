// A closed-loop HTTP load generator: `concurrency` clients each send the next request when the
// previous answer arrived. Keep-alive connections, as a browser has.
import http from 'node:http';

export async function measure({ url, body, headers = {}, concurrency, requests, warmup = 200 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const payload = body ? Buffer.from(body) : null;
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        url,
        {
          method: payload ? 'POST' : 'GET',
          agent,
          headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
              : reject(new Error(`status ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  const runLoop = async (total) => {
    const latencies = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          latencies.push(await once());
        }
      }),
    );
    return latencies;
  };
  await runLoop(warmup);
  const started = process.hrtime.bigint();
  const latencies = await runLoop(requests);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p99: at(0.99), throughput: requests / seconds };
}

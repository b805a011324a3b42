// A closed-loop HTTP load generator: `concurrency` clients each send the next request when the
// previous answer arrived. Keep-alive connections, as a browser has.
import http from 'node:http';

// One target's clients, kept (with their connections) across the rounds of a run.
function closedLoop({ url, body, headers = {}, concurrency }) {
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
  const latencies = [];
  let seconds = 0;
  const loop = async (total, keep) => {
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const ms = await once();
          if (keep) latencies.push(ms);
        }
      }),
    );
    if (keep) seconds += Number(process.hrtime.bigint() - started) / 1e9;
  };
  return {
    warmUp: (total) => loop(total, false),
    round: (total) => loop(total, true),
    result() {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
      return { p50: at(0.5), p99: at(0.99), throughput: latencies.length / seconds };
    },
  };
}

export async function measure({ url, body, headers, concurrency, requests, warmup = 200 }) {
  const target = closedLoop({ url, body, headers, concurrency });
  await target.warmUp(warmup);
  await target.round(requests);
  return target.result();
}

// Two targets measured in turns (a b, b a, a b …) of `requests / rounds` calls each: a machine whose
// speed drifts during the run (another process, the CPU's clock) weighs on both alike, so their
// ratios hold where two measures one after the other move apart.
export async function measureInTurns({ a, b, concurrency, requests, rounds = 10, warmup = 200 }) {
  const targets = [closedLoop({ ...a, concurrency }), closedLoop({ ...b, concurrency })];
  for (const t of targets) await t.warmUp(warmup);
  const each = Math.ceil(requests / rounds);
  for (let i = 0; i < rounds; i++) for (const t of i % 2 ? [...targets].reverse() : targets) await t.round(each);
  const [ra, rb] = targets.map((t) => t.result());
  return { a: ra, b: rb };
}

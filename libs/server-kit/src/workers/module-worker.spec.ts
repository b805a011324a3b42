import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleWorker } from './module-worker';

// A thread runs built JavaScript: the module is written here.
type Fixture = {
  add(a: number, b: number): number;
  fail(message: string): never;
  // ends the thread without answering
  exit(): never;
  // answers what cannot be cloned
  uncloneable(): () => void;
  // waits until the buffer's first number is not 0
  wait(gate: SharedArrayBuffer): string;
};
const FIXTURE = `
exports.add = (a, b) => a + b;
exports.fail = (message) => { throw new Error(message); };
exports.exit = () => process.exit(3);
exports.uncloneable = () => () => undefined;
exports.wait = (gate) => { Atomics.wait(new Int32Array(gate), 0, 0); return 'done'; };
`;

describe('ModuleWorker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'module-worker-'));
  const path = join(dir, 'fixture.js');
  writeFileSync(path, FIXTURE);
  let worker: ModuleWorker<Fixture>;

  beforeEach(() => (worker = new ModuleWorker<Fixture>(path, __filename)));
  afterEach(() => worker.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a call with the function’s result, or its error', async () => {
    expect(await worker.call('add', 2, 3)).toBe(5);
    await expect(worker.call('fail', 'no room')).rejects.toThrow('no room');
    expect(await worker.call('add', 1, 1)).toBe(2);
  });

  it('fails the calls in flight when the thread dies, and starts a new one for the next call', async () => {
    const exited = worker.call('exit');
    const queued = worker.call('add', 1, 2);
    await expect(exited).rejects.toThrow('exited (3)');
    await expect(queued).rejects.toThrow('exited (3)');
    expect(await worker.call('add', 2, 2)).toBe(4);
  });

  it('fails a call whose module cannot load, or whose answer cannot be cloned', async () => {
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'exports.add = (a, b) =>');
    const unloadable = new ModuleWorker<Fixture>(broken, __filename);
    await expect(unloadable.call('add', 1, 2)).rejects.toThrow('Unexpected end of input');
    await unloadable.close();

    await expect(worker.call('uncloneable')).rejects.toThrow(/could not be cloned/);
    expect(await worker.call('add', 3, 3)).toBe(6);
  });

  it('closes once the calls in flight are answered', async () => {
    const gate = new SharedArrayBuffer(4);
    const order: string[] = [];
    const waiting = worker.call('wait', gate).then((r) => order.push(r));
    const closed = worker.close().then(() => order.push('closed'));
    Atomics.store(new Int32Array(gate), 0, 1);
    Atomics.notify(new Int32Array(gate), 0);
    await Promise.all([waiting, closed]);
    expect(order).toEqual(['done', 'closed']);
  });
});

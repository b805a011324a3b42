import { Worker } from 'node:worker_threads';

type FunctionName<M> = { [K in keyof M]: M[K] extends (...args: never[]) => unknown ? K : never }[keyof M] & string;
type ArgsOf<F> = F extends (...args: infer A) => unknown ? A : never;
type ResultOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
type Call = { resolve: (result: unknown) => void; reject: (error: unknown) => void };
type Reply = { id: number } & ({ ok: true; result: unknown } | { ok: false; error: unknown });

// The thread: loads the module as a require() in the file `from` would, with Node's own resolver (jest
// maps workspace packages to their TypeScript sources, which a thread cannot load), and answers each
// call with its function's result or error, one call at a time (a reply that cannot be cloned, as an
// error).
const THREAD = `
const { createRequire } = require('node:module');
const { parentPort, workerData } = require('node:worker_threads');
const exported = createRequire(workerData.from)(workerData.module);
const reply = (message) => {
  try {
    parentPort.postMessage(message);
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: new Error(error.message) });
  }
};
parentPort.on('message', ({ id, name, args }) => {
  try {
    reply({ id, ok: true, result: exported[name](...args) });
  } catch (error) {
    reply({ id, ok: false, error });
  }
});`;

// Runs CPU-bound pure functions (a solver) in a worker thread, so that the process keeps answering
// while they compute. Arguments, results and errors are structured-cloned: plain data only (an error
// arrives as an Error with its message). The thread starts at the first call; while idle it does not
// keep the process alive. A thread that dies (an uncaught error, out of memory) fails the calls in
// flight; the next call starts a new one.
export class ModuleWorker<M> {
  private worker: Worker | null = null;
  private readonly calls = new Map<number, Call>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private nextId = 1;

  // module: a built CommonJS module, as a require() in the file `from` names it
  constructor(
    private readonly module: string,
    private readonly from: string,
  ) {}

  call<K extends FunctionName<M>>(name: K, ...args: ArgsOf<M[K]>): Promise<ResultOf<M[K]>> {
    const worker = this.started();
    const id = this.nextId++;
    const call = new Promise<ResultOf<M[K]>>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as Call['resolve'], reject });
      if (this.calls.size === 1) worker.ref();
      try {
        worker.postMessage({ id, name, args });
      } catch (error) {
        // arguments that cannot be cloned
        this.settled(id);
        reject(error);
      }
    });
    const tracked: Promise<unknown> = call.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return call;
  }

  // Ends the thread once the calls in flight are answered: Nest's shutdown hooks may run while a job
  // still solves (BullMQ's worker waits for its job after them). A later call starts a new thread.
  async close(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD, { eval: true, workerData: { module: this.module, from: this.from } });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const call = this.settled(reply.id);
      if (reply.ok) call?.resolve(reply.result);
      else call?.reject(reply.error);
    });
    // 'error' (an uncaught error) comes before 'exit': the calls fail with it
    worker.on('error', (error) => this.died(worker, error));
    worker.on('exit', (code) => this.died(worker, new Error(`worker thread of ${this.module} exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settled(id: number): Call | undefined {
    const call = this.calls.get(id);
    this.calls.delete(id);
    if (!this.calls.size) this.worker?.unref();
    return call;
  }

  private died(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const calls = [...this.calls.values()];
    this.calls.clear();
    for (const call of calls) call.reject(error);
  }
}

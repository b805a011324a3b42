import { holdRunLock } from './side-by-side';
import { lessonFixturesWithoutEvents } from './stack';

// Every file of the integration project holds the run's lock: shared, or alone (side-by-side.ts).
holdRunLock();
lessonFixturesWithoutEvents();

// A service-level test (services/*, libs/*) drives a service's classes in the jest process: the events
// they write must carry the run's namespace, or the run's outbox relay cannot publish them and every
// later event of that service waits behind them. Test beds with a namespace of their own set it after.
if (/[/\\](services|libs)[/\\]/.test(expect.getState().testPath ?? ''))
  process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;

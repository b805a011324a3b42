import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type Caller, type DropdownOption } from '@school/contracts';
import { type MessageKey } from '@school/i18n';
import { Events, type Subscription } from 'nats';
import { type EventBus } from '../bootstrap/event-bus';
import { EVENT_BUS } from '../bootstrap/tokens';
import { validationError } from '../errors/app-error';
import { subjects } from './namespace';
import { RpcClient } from './rpc-client';

// A bound for what a missed event could leave stale, and for the memory of many center sets.
const KEEP_MS = 60_000;
const MAX_SETS = 500;

const keyOf = (caller: Caller): string => (caller.centerNos === null ? '*' : caller.centerNos.join(','));

// The centers a caller may work on (SPEC §6), as masters, which owns them, lists them. Asking masters
// on every call was the largest fixed cost of a board read (docs/benchmarks.md, board, 2026-11-26).
// The list depends only on the caller's center numbers, which the gateway sends with every call from
// the session (so a changed assignment counts at once), and on the center master: it is kept per set
// of center numbers and forgotten when masters publishes CenterChanged (every process hears it, no
// queue group), when the connection to NATS comes back (an event may have been missed), and after a
// minute at most.
@Injectable()
export class CallerCenters implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly kept = new Map<string, { at: number; centers: Promise<DropdownOption[]> }>();
  private subscription?: Subscription;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = this.bus.nc.subscribe(subjects().event('masters', 'CenterChanged'), { callback: () => this.forget() });
    void this.forgetOnReconnect();
    // subscribed at NATS before the service takes calls
    await this.bus.nc.flush();
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  private async forgetOnReconnect(): Promise<void> {
    for await (const status of this.bus.nc.status()) if (status.type === Events.Reconnect) this.forget();
  }

  private forget(): void {
    this.kept.clear();
  }

  list(caller: Caller): Promise<DropdownOption[]> {
    const key = keyOf(caller);
    const now = Date.now();
    const hit = this.kept.get(key);
    if (hit && now - hit.at < KEEP_MS) return hit.centers;
    if (this.kept.size >= MAX_SETS) this.forget();
    const centers = this.rpc.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }, caller);
    const entry = { at: now, centers };
    this.kept.set(key, entry);
    // a failed answer is not kept (the entry is removed only if no event replaced it meanwhile)
    centers.catch(() => this.kept.get(key) === entry && this.kept.delete(key));
    return centers;
  }

  // A center named in the input must be one of those; otherwise a 422 on center_no with the screen's message.
  async check(centerNo: number, caller: Caller, messageKey: MessageKey): Promise<void> {
    if (!(await this.list(caller)).some((c) => c.value === centerNo)) throw validationError({ center_no: [messageKey] });
  }
}

import { Injectable } from '@nestjs/common';
import {
  ALERT_BATCH_MAX,
  type AlertRaisedEvent,
  type AlertReadState,
  type AlertRow,
  type BrowseOutput,
  type Caller,
} from '@school/contracts';
import { translate } from '@school/i18n';
import { keyOf, notFoundError, validationError } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isKey } from '../../common/input-checks';
import { AlertRepository } from './alert.repository';

type Input = Record<string, unknown>;

// C00102 alerts: stored from AlertRaised events (alert.consumer.ts), listed and marked read per user.
@Injectable()
export class AlertService {
  constructor(
    private readonly ds: DataSource,
    private readonly alerts: AlertRepository,
  ) {}

  // One alert per dedupe key: a repeated or redelivered event changes nothing. Answers whether it was new.
  store(tx: Pick<EntityManager, 'query'>, event: AlertRaisedEvent, eventId: string): Promise<boolean> {
    return this.alerts.insert(tx, event, eventId);
  }

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<AlertRow>> {
    const page = await this.alerts.browse(input, caller);
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, classification_name: translate(caller.locale, `alerts.kind.${row.kind}`) })),
    };
  }

  // Marks the alerts read for the caller (again is no change); any alert the caller may not see makes
  // the whole call a 404 with nothing written.
  private async markRead(alertNos: number[], caller: Caller): Promise<{ alert_nos: number[]; read_at: string }> {
    return this.ds.transaction(async (tx) => {
      const seen = await this.alerts.visible(tx, alertNos, caller);
      if (seen.length !== new Set(alertNos).size) throw notFoundError('alert');
      const read_at = await this.alerts.markRead(tx, alertNos, caller);
      return { alert_nos: [...new Set(alertNos)].sort((a, b) => a - b), read_at };
    });
  }

  async updateAlert(input: Input, caller: Caller): Promise<AlertReadState> {
    const alertNo = keyOf(input, 'alert_no');
    const { read_at } = await this.markRead([alertNo], caller);
    return { alert_no: alertNo, confirmed_flag: 1, read_at };
  }

  async updateBatch(input: Input, caller: Caller): Promise<{ alert_nos: number[]; read_at: string }> {
    const list = input.alert_nos;
    if (!Array.isArray(list) || list.length === 0 || list.length > ALERT_BATCH_MAX)
      throw validationError({ alert_nos: [{ key: 'alerts.batchSize', params: { max: ALERT_BATCH_MAX } }] });
    if (!list.every((v) => typeof v === 'number' && isKey(v))) throw validationError({ alert_nos: ['validation.integer'] });
    return this.markRead(list as number[], caller);
  }
}

import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type CenterRecord, type CenterRow } from '@school/contracts';
import { CENTER_FORM } from '@school/domain';
import {
  businessRuleError,
  checkForm,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { refuseIfLessonsUse } from '../common/lesson-use';
import { CENTER_COLUMNS, CenterRepository, type CenterValues } from './center.repository';

// M20101 centers. Every change publishes CenterChanged through the outbox in the same transaction.
const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);
const valuesOf = (values: Record<string, unknown>): CenterValues =>
  Object.fromEntries(CENTER_COLUMNS.map((c) => [c, nullIfEmpty(values[c])]));

@Injectable()
export class CenterService {
  constructor(
    private readonly ds: DataSource,
    private readonly centers: CenterRepository,
    private readonly rpc: RpcClient,
  ) {}

  browse(input: unknown): Promise<BrowseOutput<CenterRow>> {
    return this.centers.browse(input);
  }

  async getEdit(input: Record<string, unknown>): Promise<CenterRecord> {
    const row = await this.centers.find(keyOf(input, 'center_no'));
    if (!row) throw notFoundError('center');
    return row;
  }

  // A center belongs to a group, never to a center or to itself.
  private async checkGroup(values: Record<string, unknown>, centerNo: number | null): Promise<void> {
    const groupNo = values.center_group_no;
    if (groupNo === null || groupNo === undefined || groupNo === '') return;
    if (!(await this.centers.isGroup(groupNo)) || groupNo === centerNo || values.group_flag === 1)
      throw validationError({ center_group_no: ['masters.center.groupInvalid'] });
  }

  async add(input: Record<string, unknown>): Promise<CenterRecord> {
    const values = checkForm(input, CENTER_FORM);
    await this.checkGroup(values, null);
    return this.ds.transaction(async (tx) => {
      const row = await this.centers.insert(tx, valuesOf(values));
      await writeEvent(tx, 'CenterChanged', { action: 'added', center: row });
      return row;
    });
  }

  async edit(input: Record<string, unknown>): Promise<CenterRecord> {
    const centerNo = keyOf(input, 'center_no');
    const lockVersion = lockVersionOf(input);
    const values = checkForm(input, CENTER_FORM);
    await this.checkGroup(values, centerNo);
    return this.ds.transaction(async (tx) => {
      const row = await this.centers.updateWithLock(tx, centerNo, lockVersion, valuesOf(values));
      await writeEvent(tx, 'CenterChanged', { action: 'edited', center: row });
      return row;
    });
  }

  // Masters' own refusal first, then the lessons (common/lesson-use.ts, before the transaction), then
  // masters' own again inside it.
  async delete(input: Record<string, unknown>, caller: Caller): Promise<null> {
    const centerNo = keyOf(input, 'center_no');
    const lockVersion = lockVersionOf(input);
    if (await this.centers.isUsed(centerNo)) throw businessRuleError('masters.center.inUse');
    await refuseIfLessonsUse(this.rpc, 'center_no', centerNo, caller, 'masters.center.usedByLessons');
    return this.ds.transaction(async (tx) => {
      if (await this.centers.isUsed(centerNo, tx)) throw businessRuleError('masters.center.inUse');
      await this.centers.deleteWithLock(tx, centerNo, lockVersion);
      await writeEvent(tx, 'CenterChanged', { action: 'deleted', center_no: centerNo });
      return null;
    });
  }
}

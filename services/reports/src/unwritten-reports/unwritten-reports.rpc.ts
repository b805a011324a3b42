import { Controller } from '@nestjs/common';
import { UNWRITTEN_REPORTS_MAX_KEYS, type UnwrittenReportsKey, type UnwrittenReportsOutput } from '@school/contracts';
import { isDateString } from '@school/domain';
import { Rpc, RpcInput, validationError } from '@school/server-kit';
import { UnwrittenReportsRepository } from './unwritten-reports.repository';

const isKeyNo = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2147483647;
const isKey = (v: unknown): v is UnwrittenReportsKey => {
  const k = v as Partial<Record<keyof UnwrittenReportsKey, unknown>> | null;
  return typeof k === 'object' && k !== null && isKeyNo(k.teacher_no) && isKeyNo(k.center_no) && isDateString(k.schedule_date);
};

// Internal (scheduling's C40701): how many reports each teacher has not written yet per date and center.
@Controller()
export class UnwrittenReportsRpc {
  constructor(private readonly repo: UnwrittenReportsRepository) {}

  @Rpc('T5010ReportService.countUnwritten')
  count(@RpcInput() input: { keys?: unknown }): Promise<UnwrittenReportsOutput> {
    const keys = input.keys;
    if (!Array.isArray(keys) || keys.length > UNWRITTEN_REPORTS_MAX_KEYS || !keys.every(isKey))
      throw validationError({ keys: ['validation.regex'] });
    return this.repo.count(keys);
  }
}

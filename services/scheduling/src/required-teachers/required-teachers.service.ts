import { Injectable } from '@nestjs/common';
import { type C40401Output, type Caller } from '@school/contracts';
import {
  checkWeekStart,
  LOW_USAGE_RATE_THRESHOLD,
  operationWeekDates,
  OPERATION_WEEK_ERROR,
  requiredTeachersRows,
  validateField,
  type ValidationError,
} from '@school/domain';
import { fieldMessagesOf, validationError, type FieldMessages } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { OperationStatusRepository } from '../operation-status/operation-status.repository';
import { RequiredTeachersRepository } from './required-teachers.repository';

const CENTER_RULE = 'required|integer|min_value:1|max_value:2147483647';

// C40401 required regular teachers by week: a center's week named by its Monday, as M00501 names it
// (the same validation and messages), for the centers the caller may work on.
@Injectable()
export class RequiredTeachersService {
  constructor(
    private readonly repo: RequiredTeachersRepository,
    private readonly status: OperationStatusRepository,
    private readonly centers: CenterAccess,
  ) {}

  async week(input: Record<string, unknown>, caller: Caller): Promise<C40401Output> {
    const errors: FieldMessages = {};
    const add = (field: string, list: readonly ValidationError[]) => {
      if (list.length) errors[field] = fieldMessagesOf(list);
    };
    add('center_no', validateField(input.center_no, CENTER_RULE));
    add('start_date', checkWeekStart(input.start_date));
    if (Object.keys(errors).length) throw validationError(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, OPERATION_WEEK_ERROR.centerInvalid);
    const dates = operationWeekDates(input.start_date as string);
    const [periods, lessons, shifts] = await Promise.all([
      this.status.periods(),
      this.repo.regularLessons(centerNo, dates[0], dates[6]),
      this.repo.weeklyShifts(centerNo),
    ]);
    const rows = requiredTeachersRows(lessons, shifts).map((row) => ({ schedule_date: dates[row.dayofweek_code - 1], ...row }));
    return {
      center_no: centerNo,
      start_date: dates[0],
      end_date: dates[6],
      low_usage_threshold: LOW_USAGE_RATE_THRESHOLD,
      periods,
      rows,
    };
  }
}

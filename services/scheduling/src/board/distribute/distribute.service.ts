import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import {
  QUEUES,
  type Caller,
  type DistributeDateState,
  type DistributeResult,
  type JobRef,
  type UnplacedLesson,
} from '@school/contracts';
import {
  addDays,
  ASSIGNMENT_ERROR,
  BOARD_RANGE_ERROR,
  boardEditablePeriod,
  checkBoardRange,
  compareDates,
  diffDays,
  isInEditablePeriod,
  tokyoDate,
  validateField,
  validationError as ruleError,
  type DateString,
  type ValidationError,
} from '@school/domain';
import { translate } from '@school/i18n';
import {
  type ConfigOf,
  fieldMessagesOf,
  forbiddenError,
  JobLedger,
  newJobKey,
  PasswordRecheck,
  SERVICE_CONFIG,
  validationError,
  type FieldMessages,
  type FollowedJobData,
} from '@school/server-kit';
import { type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CenterAccess } from '../../center/center-access';
import { type schedulingEnv } from '../../config';
import { BOARD_PASSWORD_RECHECK } from '../tokens';
import { DistributeDateService } from './distribute-date.service';
import { DistributeRepository } from './distribute.repository';

export type DistributeJobData = FollowedJobData & {
  center_no: number;
  dates: string[];
  accept_warnings: boolean;
};

type Input = Record<string, unknown>;

const NUMBER_RULE = 'required|integer|min_value:1|max_value:2147483647';

const add = (errors: FieldMessages, field: string, list: readonly ValidationError[]) => {
  if (list.length) errors[field] = [...(errors[field] ?? []), ...fieldMessagesOf(list)];
};

const explained = (unplaced: readonly { schedule_no: number; reason: string }[], caller: Caller): UnplacedLesson[] =>
  unplaced.map(({ schedule_no, reason }) => ({ schedule_no, reason, message: translate(caller.locale, reason) }));

const datesOf = (start: DateString, end: DateString): string[] =>
  Array.from({ length: diffDays(start, end) + 1 }, (_, i) => addDays(start, i));

// C40101_distribute: checks the call and queues the job; the job (process) runs one unit of work per
// date through the job ledger, so a worker killed mid-job resumes without doing a date twice, and a
// date's run waits for any other run of the same center and date (DistributeRepository.lockDate).
@Injectable()
export class DistributeService {
  private readonly ledger: JobLedger;

  constructor(
    @InjectQueue(QUEUES.autoAssign) private readonly queue: Queue<DistributeJobData, DistributeResult>,
    @Inject(BOARD_PASSWORD_RECHECK) private readonly passwordRecheck: PasswordRecheck,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof schedulingEnv>,
    private readonly centers: CenterAccess,
    private readonly dates: DistributeDateService,
    private readonly repo: DistributeRepository,
    ds: DataSource,
  ) {
    this.ledger = new JobLedger(ds, 'scheduling');
  }

  async start(input: Input, caller: Caller): Promise<JobRef> {
    const { centerNo, start, end } = await this.range(input, caller, true);
    const acceptWarnings = input.accept_warnings === true;
    // the same re-entry as a board save that makes warned assignments (C40101_checkPassword)
    if (acceptWarnings && !(await this.passwordRecheck.isRecent(caller.userNo))) throw forbiddenError();
    const job = await this.queue.add(
      'C40101_distribute',
      {
        caller,
        sharedWith: { center_no: centerNo, functionId: 'C40101' },
        center_no: centerNo,
        dates: datesOf(start, end),
        accept_warnings: acceptWarnings,
      },
      {
        jobId: newJobKey(QUEUES.autoAssign),
        // a second call for the same center and dates while this one waits or runs answers this job
        deduplication: { id: `${centerNo}:${start}:${end}` },
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
    return { jobId: job.id! };
  }

  async states(input: Input, caller: Caller): Promise<DistributeDateState[]> {
    const { centerNo, start, end } = await this.range(input, caller, false);
    const rows = await this.repo.states(centerNo, start, end);
    return rows.map(({ last_run, ...counts }) => ({
      ...counts,
      last_run: last_run && { ...last_run, unplaced: explained(last_run.unplaced, caller) },
    }));
  }

  // The worker's step: each date in its own transaction, recorded in the ledger with its result.
  async process(job: Job<DistributeJobData, DistributeResult>): Promise<DistributeResult> {
    const { center_no: centerNo, dates, accept_warnings: acceptWarnings, caller } = job.data;
    const result: DistributeResult = { center_no: centerNo, dates: [] };
    for (const [i, date] of dates.entries()) {
      const { result: day } = await this.ledger.once(`${job.id}.${date}`, this.queue.name, async (tx) => {
        await this.repo.lockDate(tx, centerNo, date);
        const run = await this.dates.distribute(tx, centerNo, date, {
          acceptWarnings,
          userNo: caller.userNo ?? 0,
          today: tokyoDate(Date.now()),
        });
        if (i === this.config.DISTRIBUTE_TEST_PAUSE_AFTER_DATES) await new Promise<never>(() => undefined);
        const warned = run.placed.filter((p) => p.warnings.length > 0);
        await this.repo.saveState(tx, centerNo, {
          date,
          userNo: caller.userNo ?? 0,
          jobId: job.id!,
          placed: run.placed.length,
          warned: warned.length,
          unplaced: run.unplaced,
        });
        return { date, placed: run.placed.length, warned, unplaced: explained(run.unplaced, caller) };
      });
      result.dates.push(day);
      await job.updateProgress(Math.floor(((i + 1) * 100) / dates.length));
    }
    return result;
  }

  // Every failed field in one 422 before anything is read: real dates in order, at most a month, all
  // inside the editable period (distribute only) and a center the caller works at.
  private async range(input: Input, caller: Caller, editable: boolean) {
    const errors: FieldMessages = {};
    const range = checkBoardRange(input.start_date, input.end_date);
    add(errors, 'start_date', range.start_date);
    add(errors, 'end_date', range.end_date);
    add(errors, 'center_no', validateField(input.center_no, NUMBER_RULE));
    const start = input.start_date as DateString;
    const end = input.end_date as DateString;
    if (editable && !errors.start_date && !errors.end_date && compareDates(start, end) <= 0) {
      const period = boardEditablePeriod(tokyoDate(Date.now()));
      if (!isInEditablePeriod(start, period) || !isInEditablePeriod(end, period))
        add(errors, 'start_date', [ruleError(ASSIGNMENT_ERROR.outsideEditablePeriod)]);
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, BOARD_RANGE_ERROR.centerInvalid);
    return { centerNo, start, end };
  }
}

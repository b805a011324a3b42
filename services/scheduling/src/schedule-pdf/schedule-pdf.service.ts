import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import {
  QUEUES,
  type Caller,
  type DownloadableFile,
  type JobRef,
  type ScheduleTableBy,
  type ScheduleTableInput,
  type ScheduleTableOutput,
} from '@school/contracts';
import { BOARD_RANGE_ERROR, checkBoardRange, validateField, type ValidationError } from '@school/domain';
import {
  type ConfigOf,
  fieldMessagesOf,
  FileStore,
  JobLedger,
  newJobKey,
  SERVICE_CONFIG,
  uuidOfJobKey,
  validationError,
  type FieldMessages,
  type FollowedJobData,
} from '@school/server-kit';
import { type Job, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { type schedulingEnv } from '../config';
import { PdfRenderer } from './pdf-renderer';
import { schedulePdfHtml } from './schedule-pdf.template';
import { SchedulePdfRepository } from './schedule-pdf.repository';

export type SchedulePdfJobData = FollowedJobData & { input: ScheduleTableInput; file_name: string };

type Input = Record<string, unknown>;

const NUMBER_RULE = 'required|integer|min_value:1|max_value:2147483647';
const FILE_NAME_RULE = 'required|max:100';
const BY: readonly ScheduleTableBy[] = ['teacher', 'classroom'];
// a generated file is there to be downloaded now; the gateway's sweep removes it a day later
const PDF_TTL_SECONDS = 24 * 3600;
// characters a file name may not hold: path separators and what file systems refuse (control
// characters are removed by the \p{Cc} class)
const UNSAFE_NAME = /[\\/:*?"<>|\p{Cc}]/gu;

const add = (errors: FieldMessages, field: string, list: readonly ValidationError[]) => {
  if (list.length) errors[field] = [...(errors[field] ?? []), ...fieldMessagesOf(list)];
};

// C40201: the availability table of a center's range, and its PDF as a job (schedule-pdf queue)
// written once per job (the job ledger; the file under a key fixed by the job).
@Injectable()
export class SchedulePdfService {
  private readonly ledger: JobLedger;

  constructor(
    @InjectQueue(QUEUES.schedulePdf) private readonly queue: Queue<SchedulePdfJobData, DownloadableFile>,
    private readonly repo: SchedulePdfRepository,
    private readonly centers: CenterAccess,
    private readonly renderer: PdfRenderer,
    @Inject(FileStore) private readonly files: FileStore,
    @Inject(SERVICE_CONFIG) private readonly config: ConfigOf<typeof schedulingEnv>,
    ds: DataSource,
  ) {
    this.ledger = new JobLedger(ds, 'scheduling');
  }

  async table(input: Input, caller: Caller): Promise<ScheduleTableOutput> {
    const checked = await this.checked(input, caller, {});
    return this.repo.table(checked.center_no, checked.start_date, checked.end_date, checked.by);
  }

  async start(input: Input, caller: Caller): Promise<JobRef> {
    const errors: FieldMessages = {};
    add(errors, 'file_name', validateField(input.file_name, FILE_NAME_RULE));
    const checked = await this.checked(input, caller, errors);
    const fileName = String(input.file_name).replace(UNSAFE_NAME, '_').trim() || 'schedule';
    const jobId = newJobKey(QUEUES.schedulePdf);
    await this.queue.add(
      'C40201_generatePDF',
      { caller, input: checked, file_name: fileName },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
    return { jobId };
  }

  async process(job: Job<SchedulePdfJobData, DownloadableFile>): Promise<DownloadableFile> {
    const { input, caller, file_name } = job.data;
    const { result } = await this.ledger.once(job.id!, this.queue.name, async () => {
      const table = await this.repo.table(input.center_no, input.start_date, input.end_date, input.by);
      await job.updateProgress(30);
      const pdf = await this.renderer.render(schedulePdfHtml(input, table, caller.locale));
      await job.updateProgress(90);
      const meta = await this.files.put(
        pdf,
        { name: `${file_name}.pdf`, mimetype: 'application/pdf', ownerUserNo: caller.userNo },
        { ttlSeconds: PDF_TTL_SECONDS, key: uuidOfJobKey(job.id!) },
      );
      if (this.config.SCHEDULE_PDF_TEST_PAUSE_AFTER_WRITE === 1) await new Promise<never>(() => undefined);
      return { fileKey: meta.key, fileName: meta.name, contentType: meta.mimetype };
    });
    await job.updateProgress(100);
    return result;
  }

  // Every failed field in one 422: real dates in order, at most a month, by teacher or classroom, a
  // center the caller works at.
  private async checked(input: Input, caller: Caller, errors: FieldMessages): Promise<ScheduleTableInput> {
    const range = checkBoardRange(input.start_date, input.end_date);
    add(errors, 'start_date', range.start_date);
    add(errors, 'end_date', range.end_date);
    add(errors, 'center_no', validateField(input.center_no, NUMBER_RULE));
    add(errors, 'by', validateField(input.by, `required|oneOf:${BY.join(',')}`));
    if (Object.keys(errors).length) throw validationError(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, BOARD_RANGE_ERROR.centerInvalid);
    return {
      center_no: centerNo,
      start_date: input.start_date as string,
      end_date: input.end_date as string,
      by: input.by as ScheduleTableBy,
    };
  }
}

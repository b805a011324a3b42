import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type NoticeDropdowns,
  type NoticeItem,
  type NoticeRecord,
  type NoticeRow,
  type SupportFile,
} from '@school/contracts';
import {
  attachmentPath,
  canReadNoticeFiles,
  isNoticeShownTo,
  NOTICE_AUDIENCE_ROLES,
  NOTICE_ERROR,
  STUDENT_ROLES,
  tokyoDate,
  validateNotice,
  type NoticeReader,
} from '@school/domain';
import {
  attachmentKeysIn,
  fieldMessagesOf,
  keyOf,
  lockVersionOf,
  notFoundError,
  sanitizeRichText,
  validationError,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { CenterRepository } from '../../center/center.repository';
import { AttachmentOwners } from '../attachment/attachment-owners';
import { AttachmentService } from '../attachment/attachment.service';
import { NoticeRepository } from './notice.repository';

type Input = Record<string, unknown>;
type Values = Omit<NoticeRecord, 'notice_no' | 'lock_version' | 'updated_at' | 'file_json'> & { file_keys: string[] };
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);

// M00101 notices and their C00101 view.
@Injectable()
export class NoticeService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly notices: NoticeRepository,
    private readonly centers: CenterRepository,
    private readonly attachments: AttachmentService,
    private readonly owners: AttachmentOwners,
  ) {}

  // A notice's files are read by the notice's audience while it is shown to them, and by the staff
  // who edit notices.
  onModuleInit(): void {
    this.owners.register('notice', async (noticeNos, caller) => {
      const notices = await this.notices.audiences(noticeNos);
      if (!notices.length) return false;
      const reader = { ...(await this.readerOf(caller)), functionIds: caller.functionIds };
      const today = tokyoDate(new Date());
      return notices.some((notice) => canReadNoticeFiles(reader, notice, today));
    });
  }

  // Who reads a notice (C00101 and its files): a student belongs to their own center; anyone else to
  // the centers of their session (null: every center, headquarters).
  private async readerOf(caller: Caller): Promise<NoticeReader> {
    if (caller.role === null || !STUDENT_ROLES.includes(caller.role)) return { role: caller.role, centerNos: caller.centerNos };
    return { role: caller.role, centerNos: caller.studentNo === null ? [] : await this.notices.studentCenters(caller.studentNo) };
  }

  browse(input: unknown): Promise<BrowseOutput<NoticeRow>> {
    return this.notices.browse(input);
  }

  async getEdit(input: Input): Promise<NoticeRecord> {
    const row = await this.notices.find(keyOf(input, 'notice_no'));
    if (!row) throw notFoundError('notice');
    return row;
  }

  async getDropdownData(): Promise<NoticeDropdowns> {
    const centers = await this.centers.dropdown(0, null, null);
    return { roles: [...NOTICE_AUDIENCE_ROLES], centers };
  }

  // The save's values, checked as the page checked them (libs/domain validateNotice), the content
  // sanitised first so that markup which would be dropped cannot stand in for content.
  private async checkSave(input: Input): Promise<Values> {
    const content = sanitizeRichText(typeof input.content === 'string' ? input.content : '');
    const values = { ...input, content, center_nos: input.center_nos ?? [] };
    const errors: FieldMessages = {};
    for (const [field, list] of Object.entries(validateNotice(values).errors))
      if (list.length) errors[field] = fieldMessagesOf(list);
    const centers = values.center_nos;
    if (!errors.center_nos && Array.isArray(centers) && centers.length) {
      const known = await this.centers.countCenters(centers as number[]);
      if (known !== new Set(centers).size) errors.center_nos = [NOTICE_ERROR.centerUnknown];
    }
    const files = input.file_json ?? [];
    if (!Array.isArray(files) || files.some((f) => !isRecord(f) || typeof f.key !== 'string'))
      errors.file_json = ['support.file.invalid'];
    if (Object.keys(errors).length) throw validationError(errors);
    return {
      title: String(input.title).trim(),
      content,
      important_flag: Number(input.important_flag) as 0 | 1,
      publish_start_date: String(input.publish_start_date),
      publish_end_date: typeof input.publish_end_date === 'string' && input.publish_end_date ? input.publish_end_date : null,
      roles: [...new Set(input.roles as number[])].sort((a, b) => a - b),
      center_nos: [...new Set(centers as number[])].sort((a, b) => a - b),
      file_keys: (files as { key: string }[]).map((f) => f.key),
    };
  }

  // doSave: a new notice without notice_no, else that notice at the lock_version the page read. The
  // listed files as the store knows them (never the names or types the page sent), every file the
  // content's images name held by the notice as well.
  async save(input: Input, caller: Caller): Promise<NoticeRecord> {
    const noticeNo = input.notice_no === undefined || input.notice_no === null ? null : keyOf(input, 'notice_no');
    const lockVersion = noticeNo === null ? null : lockVersionOf(input);
    const values = await this.checkSave(input);
    const metas = await this.attachments.check(
      'notice',
      noticeNo,
      [...values.file_keys, ...attachmentKeysIn(values.content)],
      caller,
    );
    const byKey = new Map(metas.map((m) => [m.key, m]));
    const fileJson: SupportFile[] = [...new Set(values.file_keys)].map((key, order) => {
      const meta = byKey.get(key)!;
      return { _id: key, key, name: meta.name, size: meta.size, mimetype: meta.mimetype, src: attachmentPath(key), order };
    });
    const columns = { ...values, file_json: JSON.stringify(fileJson) };

    return this.ds.transaction(async (tx) => {
      let no: number;
      if (noticeNo === null) no = await this.notices.insert(tx, columns);
      else {
        await this.notices.updateWithLock(tx, noticeNo, lockVersion!, columns);
        no = noticeNo;
      }
      await this.notices.replaceAudience(tx, no, values.roles, values.center_nos);
      await this.attachments.replace(tx, 'notice', no, [...byKey.keys()]);
      return (await this.notices.find(no, tx))!;
    });
  }

  // C00101: the notices of the reader's role inside their period (SQL narrows, libs/domain decides),
  // newest first.
  async forReader(caller: Caller): Promise<NoticeItem[]> {
    const reader = await this.readerOf(caller);
    const today = tokyoDate(new Date());
    const rows = await this.notices.forRole(today, reader.role ?? -1);
    return rows
      .filter((row) => isNoticeShownTo(reader, row, today))
      .map((row) => ({
        notice_no: row.notice_no,
        title: row.title,
        content: row.content,
        important_flag: row.important_flag,
        published_at: new Date(row.published_at).toISOString(),
        file_json: row.file_json,
      }));
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  SUPPORT_AUDIENCES,
  type BrowseOutput,
  type Caller,
  type SupportFile,
  type SupportListItem,
  type SupportPageRecord,
  type SupportPageRow,
  type SupportView,
} from '@school/contracts';
import { attachmentPath, canReadSupportPage, SUPPORT_PAGE_FORM, validateForm, validateSupportPage } from '@school/domain';
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
import { translate } from '@school/i18n';
import { DataSource } from 'typeorm';
import { AttachmentOwners } from '../attachment/attachment-owners';
import { AttachmentService } from '../attachment/attachment.service';
import { SupportPageRepository } from './support-page.repository';

type Input = Record<string, unknown>;
type Values = Omit<SupportPageRecord, 'support_no' | 'lock_version' | 'updated_at' | 'file_json'> & { file_keys: string[] };

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);

// The save's values, checked as the page checked them (SPEC §5 support page messages), the content
// sanitised first so that markup which would be dropped cannot stand in for content.
function checkSave(input: Input): Values {
  const content = sanitizeRichText(typeof input.content === 'string' ? input.content : '');
  const errors: FieldMessages = {};
  const page = validateSupportPage({ title: input.title, content });
  if (page.errors.title.length) errors.title = fieldMessagesOf(page.errors.title);
  if (page.errors.content.length) errors.content = fieldMessagesOf(page.errors.content);
  const form = validateForm(input, SUPPORT_PAGE_FORM);
  for (const [field, list] of Object.entries(form.errors)) if (list.length) errors[field] = fieldMessagesOf(list);
  const audience = input.audience;
  if (!Array.isArray(audience) || audience.some((a) => !(SUPPORT_AUDIENCES as readonly unknown[]).includes(a)))
    errors.audience = [{ key: 'validation.oneOf', params: { values: SUPPORT_AUDIENCES.join(', ') } }];
  const files = input.file_json ?? [];
  if (!Array.isArray(files) || files.some((f) => !isRecord(f) || typeof f.key !== 'string'))
    errors.file_json = ['support.file.invalid'];
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    title: String(input.title).trim(),
    content,
    function_id: emptyToNull(input.function_id) as string | null,
    published: Number(input.published) as 0 | 1,
    audience: [...new Set(audience as SupportPageRecord['audience'])],
    remarks: emptyToNull(input.remarks) as string | null,
    sort_order: Number(input.sort_order),
    file_keys: (files as { key: string }[]).map((f) => f.key),
  };
}

// M21101 help pages and their C00103 view.
@Injectable()
export class SupportPageService implements OnModuleInit {
  constructor(
    private readonly ds: DataSource,
    private readonly pages: SupportPageRepository,
    private readonly attachments: AttachmentService,
    private readonly owners: AttachmentOwners,
  ) {}

  // A help page's files are read by whoever may read the page.
  onModuleInit(): void {
    this.owners.register('support_page', async (supportNos, caller) =>
      (await this.pages.audiences(supportNos)).some((page) => canReadSupportPage(caller.role, page)),
    );
  }

  browse(input: unknown): Promise<BrowseOutput<SupportPageRow>> {
    return this.pages.browse(input);
  }

  private row(supportNo: number): Promise<SupportPageRecord | undefined> {
    return this.pages.find(supportNo);
  }

  async getEdit(input: Input): Promise<SupportPageRecord> {
    const row = await this.row(keyOf(input, 'support_no'));
    if (!row) throw notFoundError('support_page');
    return row;
  }

  // The values to write: the listed files as the store knows them (never the names or types the page
  // sent), every file the content's images name held by the page as well.
  private async toColumns(values: Values, supportNo: number | null, caller: Caller) {
    const imageKeys = attachmentKeysIn(values.content);
    const metas = await this.attachments.check('support_page', supportNo, [...values.file_keys, ...imageKeys], caller);
    const byKey = new Map(metas.map((m) => [m.key, m]));
    const fileJson: SupportFile[] = [...new Set(values.file_keys)].map((key, order) => {
      const meta = byKey.get(key)!;
      return { _id: key, key, name: meta.name, size: meta.size, mimetype: meta.mimetype, src: attachmentPath(key), order };
    });
    const columns = { ...values, file_json: JSON.stringify(fileJson) };
    return { columns, keys: [...byKey.keys()] };
  }

  async add(input: Input, caller: Caller): Promise<SupportPageRecord> {
    const { columns, keys } = await this.toColumns(checkSave(input), null, caller);
    return this.ds.transaction(async (tx) => {
      const row = await this.pages.insert(tx, columns);
      await this.attachments.replace(tx, 'support_page', row.support_no, keys);
      return row;
    });
  }

  async edit(input: Input, caller: Caller): Promise<SupportPageRecord> {
    const supportNo = keyOf(input, 'support_no');
    const lockVersion = lockVersionOf(input);
    const { columns, keys } = await this.toColumns(checkSave(input), supportNo, caller);
    return this.ds.transaction(async (tx) => {
      const row = await this.pages.updateWithLock(tx, supportNo, lockVersion, columns);
      await this.attachments.replace(tx, 'support_page', supportNo, keys);
      return row;
    });
  }

  async delete(input: Input): Promise<null> {
    const supportNo = keyOf(input, 'support_no');
    const lockVersion = lockVersionOf(input);
    return this.ds.transaction(async (tx) => {
      await this.pages.deleteWithLock(tx, supportNo, lockVersion);
      await this.attachments.replace(tx, 'support_page', supportNo, []);
      return null;
    });
  }

  // C00103: a page the caller may not read answers as unavailable, like one that does not exist.
  async view(input: Input, caller: Caller): Promise<SupportView> {
    const supportNo = keyOf(input, 'support_no');
    const row = await this.row(supportNo);
    if (!row || !canReadSupportPage(caller.role, row))
      return { support_no: supportNo, available: false, message: translate(caller.locale, 'support.view.unavailable') };
    return {
      support_no: row.support_no,
      available: true,
      message: null,
      title: row.title,
      content: row.content,
      file_json: row.file_json,
      updated_at: row.updated_at,
    };
  }

  async list(caller: Caller): Promise<SupportListItem[]> {
    const rows = await this.pages.list();
    return rows
      .filter((row) => canReadSupportPage(caller.role, row))
      .map(({ support_no, title, function_id }) => ({ support_no, title, function_id }));
  }
}

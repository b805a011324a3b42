import { Injectable } from '@nestjs/common';
import { type AttachmentAccess, type Caller } from '@school/contracts';
import { FileStore, validationError, type StoredFileMeta } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { AttachmentOwners } from './attachment-owners';
import { AttachmentRepository } from './attachment.repository';

// The uploaded files records hold (masters.attachment): checked when a record is saved, listed so the
// gateway can ask who may read them (each owner type's read check registered in AttachmentOwners).
@Injectable()
export class AttachmentService {
  constructor(
    private readonly attachments: AttachmentRepository,
    private readonly owners: AttachmentOwners,
    private readonly files: FileStore,
  ) {}

  // The files a save names, as the store knows them: each must exist and be the caller's own upload or
  // a file this record already holds (nobody attaches someone else's file to read it).
  async check(ownerType: string, ownerNo: number | null, keys: readonly string[], caller: Caller): Promise<StoredFileMeta[]> {
    const held = new Set(ownerNo === null ? [] : await this.attachments.heldKeys(ownerType, ownerNo));
    const metas: StoredFileMeta[] = [];
    for (const key of new Set(keys)) {
      const meta = await this.files.meta(key).catch(() => null);
      if (!meta || (!held.has(key) && meta.ownerUserNo !== caller.userNo))
        throw validationError({ file_json: ['support.file.invalid'] });
      metas.push(meta);
    }
    return metas;
  }

  // The record now holds exactly these files (in the save's transaction).
  replace(tx: Pick<EntityManager, 'query'>, ownerType: string, ownerNo: number, keys: readonly string[]): Promise<void> {
    return this.attachments.replace(tx, ownerType, ownerNo, keys);
  }

  async access(key: string, caller: Caller): Promise<AttachmentAccess> {
    if (!/^[0-9a-f-]{36}$/.test(key)) return { attached: false, allowed: false };
    const rows = await this.attachments.ownersOf(key);
    for (const [ownerType, canRead] of this.owners.entries()) {
      const nos = rows.filter((r) => r.owner_type === ownerType).map((r) => r.owner_no);
      if (nos.length && (await canRead(nos, caller))) return { attached: true, allowed: true };
    }
    return { attached: rows.length > 0, allowed: false };
  }
}

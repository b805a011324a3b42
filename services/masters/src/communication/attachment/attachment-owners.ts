import { Injectable } from '@nestjs/common';
import { type Caller } from '@school/contracts';

// Whether the caller may read one of the given records of its owner type that hold a file.
export type AttachmentReader = (ownerNos: number[], caller: Caller) => Promise<boolean>;

// The record types whose records hold files, each registered by its own feature (help pages, notices)
// with its read check: attachments serve files without knowing the features that own them.
@Injectable()
export class AttachmentOwners {
  private readonly readers = new Map<string, AttachmentReader>();

  register(ownerType: string, reader: AttachmentReader): void {
    this.readers.set(ownerType, reader);
  }

  entries(): [string, AttachmentReader][] {
    return [...this.readers];
  }
}

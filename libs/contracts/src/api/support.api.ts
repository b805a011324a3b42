import { api, byFunction, INTERNAL } from './define';
import type { SupportFile, SupportKey } from './masters/m21101.api';

// C00103 help view (SPEC §7 Support: support_no → content, available, message). A page the caller
// may not read, or that does not exist, answers available: false with the message the screen shows,
// in the caller's language; a readable page has no message.
export type SupportView =
  | {
      support_no: number;
      available: true;
      message: null;
      title: string;
      content: string;
      file_json: SupportFile[];
      updated_at: string;
    }
  | { support_no: number; available: false; message: string };
export type SupportListItem = { support_no: number; title: string; function_id: string | null };

// Whether the caller may read an uploaded file that a record (a help page, …) holds; asked by the
// gateway before it serves a file to anyone but its uploader.
export type AttachmentAccess = { attached: boolean; allowed: boolean };

const C00103 = byFunction('C00103');

export const SUPPORT_APIS = {
  C00103_getSupport: api<SupportKey, SupportView>()('masters', C00103),
  C00103_getSupportList: api<Record<string, never>, SupportListItem[]>()('masters', C00103),
  Attachment_checkAccess: api<{ key: string }, AttachmentAccess>()('masters', INTERNAL),
} as const;

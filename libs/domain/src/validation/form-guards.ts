import { mimeMatches } from './rules';
import { validationError, type FileLike, type ValidationError } from './types';

// Submit (SPEC §4, §5): refused while an upload runs, then refused while the form is invalid.
export function checkSubmit(state: { uploading: boolean; valid: boolean }): ValidationError | null {
  if (state.uploading) return validationError('form.uploading');
  if (!state.valid) return validationError('form.invalid');
  return null;
}

// A list of text inputs offers "add more" only when no entry is still blank.
export function canAddMoreEntries(entries: readonly unknown[]): boolean {
  return !entries.some((e) => e === null || e === undefined || (typeof e === 'string' && e.trim() === ''));
}

// 100 MB default upload limit (SPEC §9), in bytes (MiB, as browsers report File.size).
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export type FileKind = 'image' | 'video' | 'audio' | 'application' | 'other';

export function fileKind(mimeType: string | undefined): FileKind {
  const top = (mimeType ?? '').toLowerCase().split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' || top === 'application' ? top : 'other';
}

export type FilePickerOptions = {
  maxBytes?: number;
  // HTML accept tokens: '.pdf', 'image/*', 'application/pdf'
  accept?: readonly string[];
  maxCount?: number;
  alreadySelected?: number;
};

export function acceptsFile(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  return accept.some((token) => {
    const t = token.trim().toLowerCase();
    if (t.startsWith('.')) return name.endsWith(t);
    return mimeMatches(file.type ?? '', t);
  });
}

// One error per offending file (with its name) plus one when the count is exceeded.
export function checkFiles(files: readonly FileLike[], options: FilePickerOptions = {}): ValidationError[] {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const errors: ValidationError[] = [];
  if (options.maxCount !== undefined && (options.alreadySelected ?? 0) + files.length > options.maxCount) {
    errors.push(validationError('file.count', { max: options.maxCount }));
  }
  for (const file of files) {
    if ((file.size ?? 0) > maxBytes) errors.push(validationError('file.too_large', { name: file.name, max: maxBytes }));
    if (options.accept && !acceptsFile(file, options.accept)) {
      errors.push(
        validationError('file.type', { name: file.name, kind: fileKind(file.type), accept: options.accept.join(', ') }),
      );
    }
  }
  return errors;
}

// Debug data editor: invalid JSON gives 'Invalid JSON format' (key debug.invalidJson).
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; error: ValidationError };

export function parseJsonText(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: validationError('debug.invalidJson') };
  }
}

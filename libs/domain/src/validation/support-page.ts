import { isEditorContentEmpty } from './editor';
import { isPresent } from './rules';
import { validationError, type ValidationError } from './types';

// Help page save (M21101, SPEC §5).
export const SUPPORT_TITLE_MAX_LENGTH = 500;

export type SupportPageInput = { title: unknown; content: unknown };
export type SupportPageResult = { valid: boolean; errors: { title: ValidationError[]; content: ValidationError[] } };

export function validateSupportPage(input: SupportPageInput): SupportPageResult {
  const title: ValidationError[] = [];
  const content: ValidationError[] = [];
  if (!isPresent(input.title)) title.push(validationError('support.title.required'));
  // a title that is not text fails as too long does, like the max rule
  else if (typeof input.title !== 'string' || Array.from(input.title).length > SUPPORT_TITLE_MAX_LENGTH) {
    title.push(validationError('support.title.max', { max: SUPPORT_TITLE_MAX_LENGTH }));
  }
  if (isEditorContentEmpty(input.content)) content.push(validationError('support.content.required'));
  return { valid: title.length === 0 && content.length === 0, errors: { title, content } };
}

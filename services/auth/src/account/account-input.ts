import { isLocale, type Locale } from '@school/contracts';
import { validationError, type FieldMessage, type FieldMessages } from '@school/server-kit';

// Field checks of the auth screens; the browser runs the same rules before sending.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export class InputCheck {
  private readonly errors: FieldMessages = {};

  constructor(private readonly input: Record<string, unknown>) {}

  private add(field: string, ref: FieldMessage) {
    (this.errors[field] ??= []).push(ref);
  }

  text(field: string, max: number): string {
    const v = this.input[field];
    if (typeof v !== 'string' || v.trim() === '') {
      this.add(field, 'auth.required');
      return '';
    }
    if (v.length > max) this.add(field, { key: 'auth.tooLong', params: { n: max } });
    return v.trim();
  }

  email(field = 'email'): string {
    const v = this.text(field, 254);
    if (v && !EMAIL.test(v)) this.add(field, 'auth.emailInvalid');
    return v.toLowerCase();
  }

  password(field = 'password', confirmation?: string): string {
    const v = this.input[field];
    if (typeof v !== 'string' || v.length < PASSWORD_MIN || v.length > PASSWORD_MAX) {
      this.add(field, { key: 'auth.passwordRule', params: { min: PASSWORD_MIN, max: PASSWORD_MAX } });
      return '';
    }
    if (confirmation !== undefined && this.input[confirmation] !== v) this.add(confirmation, 'auth.passwordMismatch');
    return v;
  }

  // A password being checked, not chosen: any non-empty string.
  secret(field: string): string {
    const v = this.input[field];
    if (typeof v !== 'string' || v === '' || v.length > 1024) {
      this.add(field, 'auth.required');
      return '';
    }
    return v;
  }

  locale(field = 'locale'): Locale {
    const v = this.input[field];
    if (!isLocale(v)) this.add(field, 'auth.localeInvalid');
    return isLocale(v) ? v : 'ja';
  }

  positiveInt(field: string): number {
    const v = this.input[field];
    if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647) return v;
    this.add(field, 'auth.required');
    return 0;
  }

  done(): void {
    if (Object.keys(this.errors).length) throw validationError(this.errors);
  }
}

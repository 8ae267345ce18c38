/** The free-text fields of the hosted transaction forms, trimmed and bounded (a refusal is a `validation_failed` the page shows). */
import { AppError } from '../../errors.ts';

export function text(value: unknown, max: number): string {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v || v.length > max) throw new AppError('validation_failed', { message: `Write between 1 and ${max} characters.` });
  return v;
}

export function optionalText(value: unknown, max: number): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (v.length > max) throw new AppError('validation_failed', { message: `Write at most ${max} characters.` });
  return v || null;
}

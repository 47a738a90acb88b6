import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { sayMessage } from '../i18n/rule-texts.ts';

/** Every `message` of a form's errors in the diner's language (core names them by id, ADR 117). */
function inLanguage(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(inLanguage);
  // Plain objects only: an error's `ref` is the field's element (with React's own circular
  // properties), kept as it is.
  if (!errors || typeof errors !== 'object') return errors;
  const prototype = Object.getPrototypeOf(errors) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string'
        ? sayMessage(value)
        : key === 'ref'
          ? value
          : inLanguage(value),
    ]),
  );
}

/**
 * zodResolver with core's schema messages said in the diner's language (ADR 117): every form
 * that validates with a core schema uses it.
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: inLanguage(result.errors) as typeof result.errors };
  };
}

/** The message of a schema's first issue in the diner's language, or null. */
export const sayIssue = (issue: { message: string } | undefined): string | null =>
  issue ? sayMessage(issue.message) : null;

import type { z } from '@ironvolt/shared/zod';

/** A form's messages by field path ('address.city'), the first one each, from the shared schema's refusal. */
export const errorsOf = (error: z.ZodError | undefined): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
};

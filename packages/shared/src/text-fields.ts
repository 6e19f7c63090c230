import { hiddenCharacterIn, textMessages } from './text-constants.ts';
import { z } from './zod.ts';

export * from './text-constants.ts';

/**
 * The refinement every free-text field an admin or a document shows takes: no character that hides or turns the
 * text's direction (hiddenCharacterIn), refused with `field` named as the form labels it ("The address").
 */
export const plainText =
  (field: string) =>
  (text: string, ctx: z.RefinementCtx<string>): void => {
    const character = hiddenCharacterIn(text);
    if (character) ctx.addIssue({ code: 'custom', message: textMessages.hiddenCharacter(field, character) });
  };

/**
 * A short text a person types that goes into mails, documents and pages as it is: trimmed, not empty, at most
 * `max` characters, no control characters (line breaks, NUL, escapes) and nothing hidden (plainText).
 */
export const printable = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} can be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, `${field} cannot hold control characters`)
    .superRefine(plainText(field));

import { z } from './zod.ts';

export * from './http-constants.ts';

/** Every refusal the API sends: a message, and the field at fault when there is one. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A paged list's `?page=`, from 1 (the total is in X-Total-Count). */
export const PageNumberSchema = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100_000, 'page is too large')
  .default(1);

/**
 * A paged list's `?limit=`: a whole number from 1, `defaultSize` when left out; more than `max` is answered with
 * `max` (the lists' one rule: a client asking for too much gets a full page, not an error).
 */
export const pageLimit = (max: number, defaultSize: number) => {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .transform((n) => Math.min(n, max))
    .default(defaultSize);
};

/** What a write answers when there is nothing more to say than that it was done (SPEC's `acknowledged`). */
export const AcknowledgedSchema = z.object({ acknowledged: z.literal(true) });
export type Acknowledged = z.infer<typeof AcknowledgedSchema>;
/** A write that made a record: its id. */
export const InsertedSchema = AcknowledgedSchema.extend({ insertedId: z.string() });
export type Inserted = z.infer<typeof InsertedSchema>;
/** A write that removed one record. */
export const DeletedSchema = AcknowledgedSchema.extend({ deletedCount: z.literal(1) });
export type Deleted = z.infer<typeof DeletedSchema>;
/** A write whose answer carries the message to show. */
export const AcknowledgedMessageSchema = AcknowledgedSchema.extend({ message: z.string() });
export type AcknowledgedMessage = z.infer<typeof AcknowledgedMessageSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/ready: whether this instance should get traffic, and when not, why. */
export const ReadySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  reason: z.enum(['database unavailable', 'migrations pending', 'shutting down']).optional(),
});
export type Ready = z.infer<typeof ReadySchema>;

/** Shown name and other settings the browser reads at run time from GET /api/config. */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  /** The shop's public address (PUBLIC_URL), for canonical links and Open Graph. */
  publicUrl: z.string(),
  careersEmail: z.string(),
  /** The tax rate orders placed now are charged (TAX_RATE_PERCENT); 0 means no tax. */
  taxRatePercent: z.number(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

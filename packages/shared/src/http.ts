import { z } from './zod.ts';

export * from './http-constants.ts';

/** Every refusal the API sends: a message, and the field at fault when there is one. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});
export type Health = z.infer<typeof HealthSchema>;

/** Shown name and other settings the browser reads at run time from GET /api/config. */
export const PublicConfigSchema = z.object({
  shopName: z.string(),
  careersEmail: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

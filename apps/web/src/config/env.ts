import { z } from 'zod';

// The only module that reads import.meta.env; everything else imports `env`.
const EnvSchema = z.object({
  API_URL: z.string().default('/api'),
  MODE: z.string(),
  DEV: z.boolean(),
});

export const env = EnvSchema.parse({
  API_URL: import.meta.env.VITE_API_URL || undefined,
  MODE: import.meta.env.MODE,
  DEV: import.meta.env.DEV,
});

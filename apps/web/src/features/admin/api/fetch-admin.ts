import type { z } from 'zod';
import { api, type Page } from '@/lib/api-client';

// The admin lists need their X-Total-Count and the CSV export a file: both through the one API client.
export type { Page };

/** A GET of a JSON list with its total across pages. */
export const getPage = <T>(path: string, schema: z.ZodType<T[]>, signal?: AbortSignal): Promise<Page<T>> =>
  api.getPage(path, { schema, ...(signal ? { signal } : {}) });

/** A GET of a file, with the name the server gave it. */
export const getFile = (path: string) => api.getFile(path);

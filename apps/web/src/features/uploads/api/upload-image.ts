import { ErrorResponseSchema, httpMessages } from '@ironvolt/shared/http';
import { UPLOAD_FIELD, UploadResponseSchema } from '@ironvolt/shared/uploads';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { getAccessToken, handleUnauthorized } from '@/lib/auth';

/**
 * POST /upload as multipart (the API client speaks JSON only): the file in field `image`, the bearer token, and
 * the same refusal handling as the client (413, 415 and 422 carry their message; 401 signs out).
 */
export const uploadImage = async (file: File): Promise<string> => {
  const token = getAccessToken();
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/upload`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}`, accept: 'application/json' } : {},
      body: form,
    });
  } catch {
    throw new ApiError(httpMessages.internal, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    const error = parsed.success
      ? new ApiError(parsed.data.message, response.status, parsed.data.field)
      : new ApiError(httpMessages.internal, response.status);
    if (response.status === 401 && token) handleUnauthorized(token, error.message);
    throw error;
  }
  const parsed = UploadResponseSchema.safeParse(payload);
  if (!parsed.success) throw new ApiError(httpMessages.internal, response.status);
  return parsed.data.data.url;
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });

import {
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UploadResponseSchema,
  uploadMessages,
  uploadTypes,
} from '@ironvolt/shared/uploads';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /upload as multipart: the file in field `image`; 413, 415 and 422 carry their message. */
export const uploadImage = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const { data } = await api.post('/upload', { schema: UploadResponseSchema, body: form });
  return data.url;
};

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });

/** The upload rule the server applies to a file, checked before sending it so that a wrong file fails fast. */
export const uploadFileProblem = (file: File): string | undefined => {
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooBig;
  if (file.type && !(uploadTypes as readonly string[]).includes(file.type)) return uploadMessages.wrongType;
  return undefined;
};

import { UPLOAD_FIELD, UploadResponseSchema } from '@ironvolt/shared/uploads';
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

import { api } from '@/lib/api-client';

/** Fetches a file through the one API client (bearer token, errors as ApiError) and hands it to the browser. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await api.getFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

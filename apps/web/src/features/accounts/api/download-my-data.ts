import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /me/data: everything the shop holds about the signed-in user, saved as the JSON file the server names. */
export const downloadMyData = async (): Promise<void> => {
  const { blob, filename } = await api.getFile('/me/data');
  saveFile(blob, filename ?? 'my-data.json');
};

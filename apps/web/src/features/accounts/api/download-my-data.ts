import { downloadFile } from '@/lib/download';

/** GET /me/data: everything the shop holds about the signed-in user, saved as the JSON file the server names. */
export const downloadMyData = (): Promise<void> => downloadFile('/me/data', 'my-data.json');

// What other features may use of uploads (biome.json: a feature imports another only through its public.ts).
export { deleteUnusedImagesOf } from './uploads-repository.ts';

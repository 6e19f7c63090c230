// What other features may use of companies (biome.json: a feature imports another only through its public.ts).
export { leaveCompanyOnAccountDeletion } from './companies-service.ts';

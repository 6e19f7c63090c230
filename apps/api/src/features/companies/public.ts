// What other features may use of companies (biome.json: a feature imports another only through its public.ts).

export { findAddress as findCompanyAddress } from './companies-repository.ts';
export { leaveCompanyOnAccountDeletion } from './companies-service.ts';

// `npm run api:types`: writes the API's types for the web (apps/web/src/generated/api-schema.d.ts) from the OpenAPI
// document of the app built in this process.
import fs from 'node:fs';
import { paths } from '../paths.ts';
import { apiDocument, apiTypes } from './api-document.ts';

fs.writeFileSync(paths.apiTypes, await apiTypes(await apiDocument()));
console.info(`wrote ${paths.apiTypes}`);

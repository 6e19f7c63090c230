import { z } from 'zod';

// Every schema here and in the web app is built with this `z`. Zod tries `new Function` once to see whether it may
// compile fast parsers; the web app's CSP forbids eval, so in a browser that try is reported as a CSP violation
// on every page that builds a schema. There, parse without compiling (jitless); the API keeps compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

// A local OpenID Connect issuer standing in for Google in the browser tests (the API's google.test.ts uses the
// same library). It signs in one fixed person; no `picture` claim, since the tests run offline.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.E2E_OIDC_PORT ?? 4175);
const host = '127.0.0.1';

export const googleUser = {
  sub: 'e2e-google-user',
  email: 'google.user@example.com',
  email_verified: true,
  name: 'Gale Google',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, googleUser);
});
// The library would name itself `localhost`; the API discovers it at 127.0.0.1 and checks the issuer matches.
server.issuer.url = `http://${host}:${port}`;
await server.start(port, host);
console.info(`OIDC test issuer at ${server.issuer.url}`);

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

const GOOGLE_ISSUER_HOST = 'accounts.google.com';
// Google serves profile pictures from lh3.googleusercontent.com and its numbered siblings; the rest of
// *.googleusercontent.com also serves what users host themselves (Drive, Sites), so it is not accepted.
const GOOGLE_AVATAR_HOST = /^lh\d\.googleusercontent\.com$/;

/**
 * Whether a URL is a picture of the OpenID Connect provider's: for Google (the default issuer) its avatar hosts over
 * https, for another issuer its own host (over https, or over the issuer's own scheme for a local one). Nothing
 * when sign-in with a provider is not set up.
 */
export function providerAvatarRule(issuer: string | undefined): (value: string) => boolean {
  if (!issuer) return () => false;
  const issuerUrl = new URL(issuer);
  const google = issuerUrl.hostname === GOOGLE_ISSUER_HOST;
  return (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.username || url.password) return false;
    if (google) return url.protocol === 'https:' && url.port === '' && GOOGLE_AVATAR_HOST.test(url.hostname);
    return (url.protocol === 'https:' || url.protocol === issuerUrl.protocol) && url.host === issuerUrl.host;
  };
}

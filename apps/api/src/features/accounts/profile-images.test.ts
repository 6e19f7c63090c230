import { describe, expect, it } from 'vitest';
import { providerAvatarRule } from './profile-images.ts';

describe("the OIDC provider's picture hosts", () => {
  it("with Google as issuer: Google's avatar hosts over https, nothing else", () => {
    const isAvatar = providerAvatarRule('https://accounts.google.com');
    for (const url of [
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://lh5.googleusercontent.com/-abc/photo.jpg',
    ])
      expect(isAvatar(url), url).toBe(true);
    for (const url of [
      'http://lh3.googleusercontent.com/a/x',
      'https://lh3.googleusercontent.com:8443/a/x',
      'https://lh3.googleusercontent.com.evil.example/a/x',
      'https://user:pw@lh3.googleusercontent.com/a/x',
      // the rest of googleusercontent.com serves what users host themselves
      'https://doc-0s-6k-docs.googleusercontent.com/docs/x',
      'https://accounts.google.com/avatar.png',
      'javascript:alert(1)',
      '/api/images/00000000-0000-4000-8000-000000000000',
      'not a url',
    ])
      expect(isAvatar(url), url).toBe(false);
  });

  it("with another issuer: that issuer's own host", () => {
    const isAvatar = providerAvatarRule('https://id.example.org/realms/shop');
    expect(isAvatar('https://id.example.org/avatars/1.png')).toBe(true);
    expect(isAvatar('http://id.example.org/avatars/1.png')).toBe(false);
    expect(isAvatar('https://other.example.org/avatars/1.png')).toBe(false);
    expect(isAvatar('https://lh3.googleusercontent.com/a/x')).toBe(false);
  });

  it('without sign-in through a provider: none', () => {
    expect(providerAvatarRule(undefined)('https://lh3.googleusercontent.com/a/x')).toBe(false);
  });
});

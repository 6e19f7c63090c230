import { describe, expect, it } from 'vitest';
import { deviceCookieOptions } from './device-cookies.ts';

describe("the device cookie's attributes", () => {
  it('are Secure when the shop is served over https, and only then', () => {
    expect(deviceCookieOptions('https://shop.example.com')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/login',
    });
    expect(deviceCookieOptions('http://localhost:3000').secure).toBe(false);
  });
});

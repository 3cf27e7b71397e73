import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/ipc/content-security-policy.ts';
import {
  setupContentSecurityPolicy,
  withContentSecurityPolicy,
} from '../../electron/main/content-security-policy.ts';
import { denyAllPermissions } from '../../electron/main/permissions.ts';
import { fake, resetFake } from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

beforeEach(resetFake);

describe('permissions', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'fullscreen', 'openExternal', 'hid'])(
    'refuses a request for %s and says no when it is checked',
    (permission) => {
      const session = fake.session.defaultSession;
      denyAllPermissions(session as never);
      const callback = vi.fn();
      (session.permissionRequestHandler as (...args: unknown[]) => void)({}, permission, callback, {});
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
      const check = session.permissionCheckHandler as (...args: unknown[]) => unknown;
      expect(check(null, permission, 'file://', {})).toBe(false);
    },
  );
});

describe('content security policy', () => {
  it('is strict: only the app itself, no plugins, forms, base or framing', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('replaces any policy a response carried, whatever its case, and keeps the other headers', () => {
    expect(
      withContentSecurityPolicy({
        'content-security-policy': ["default-src *; script-src 'unsafe-eval'"],
        'Content-Type': ['text/html'],
      }),
    ).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
    expect(withContentSecurityPolicy(undefined)).toEqual({
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
  });

  it('is set on every response in the session', () => {
    const session = fake.session.defaultSession;
    setupContentSecurityPolicy(session as never);
    const callback = vi.fn();
    (session.headersReceivedListener as (...args: unknown[]) => void)(
      { url: 'file:///app/index.html', responseHeaders: { 'X-Test': ['1'] } },
      callback,
    );
    expect(callback).toHaveBeenCalledExactlyOnceWith({
      responseHeaders: { 'X-Test': ['1'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
});

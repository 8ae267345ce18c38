/**
 * Cookies, read and written by the transports (the auth routes, the SSO
 * pages, the member procedure kind); services take and return the plain
 * tokens they carry.
 */

/** The dashboard session cookie: its value is the session token (`sess_…`). */
export const SESSION_COOKIE = 'session';

/** A Cookie header's name → value pairs; the first of a repeated name wins. */
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 1) continue;
    const name = part.slice(0, eqAt).trim();
    if (!(name in out)) out[name] = part.slice(eqAt + 1).trim();
  }
  return out;
}

/** A Set-Cookie value: httpOnly and SameSite=Lax always, Secure when the service is served over https. */
export function setCookie(name: string, value: string, opts: { path: string; maxAgeS: number; secure: boolean }): string {
  return `${name}=${value}; Path=${opts.path}; HttpOnly; SameSite=Lax; Max-Age=${opts.maxAgeS}${opts.secure ? '; Secure' : ''}`;
}

/** The session cookie, living `maxAgeS` (the session's own lifetime, which the members service decides). */
export function sessionCookie(token: string, secure: boolean, maxAgeS: number): string {
  return setCookie(SESSION_COOKIE, token, { path: '/', maxAgeS, secure });
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', secure, 0);
}

/** The browser's device cookie (services/members/devices.ts): lets its owner past the account-wide login lock. */
export const DEVICE_COOKIE = 'device';

export function deviceCookie(token: string, secure: boolean, maxAgeS: number): string {
  return setCookie(DEVICE_COOKIE, token, { path: '/', maxAgeS, secure });
}

/**
 * The demo API behind sign-up and password recovery: the e-mails it "sends" (DemoEmail),
 * the contract's rate limits on verification resends and attempts (429 + Retry-After on
 * the db clock), and the 60-minute, single-use password reset tokens.
 */
import { resetDb } from '../../../mocks/db';
import type { DemoEmail } from '../../../mocks/handlers';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { api, login, NOW } from './helpers';

let clock = NOW.getTime();
const emails: DemoEmail[] = [];
let mock: MockServer;

const at = (ms: number) => new Date(ms).toISOString().replace('.000', '');
const resend = (token: string, lang?: string) =>
  api('/v1/employers/auth/email-verification/resend', { token, method: 'POST', lang });
const verify = (token: string, code: string, lang?: string) =>
  api('/v1/employers/auth/email-verification', { token, body: { code }, lang });

beforeAll(() => {
  mock = createMockServer({ now: () => new Date(clock), onEmail: (e) => emails.push(e) });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());
beforeEach(() => {
  clock = NOW.getTime();
  resetDb(mock.db);
  emails.length = 0;
});

async function register(email: string, lang?: string): Promise<string> {
  const res = await api('/v1/employers/auth/register', {
    lang,
    body: {
      name: 'Rosa Parks',
      email,
      password: 'Secret123',
      password_confirmation: 'Secret123',
    },
  });
  expect(res.status).toBe(201);
  return login(email, 'Secret123');
}

describe('demo e-mails', () => {
  it('e-mails the stored verification code at registration (kind, secret, sent_at)', async () => {
    await register('rosa@example.com');
    expect(emails).toEqual([
      {
        to: 'rosa@example.com',
        subject: 'Your Hireline verification code',
        text: 'Hi Rosa Parks, your Hireline verification code is 123456. It expires in 30 minutes.',
        kind: 'verification',
        secret: '123456',
        sent_at: '2025-06-15T12:00:00Z',
      },
    ]);
    const stored = mock.db.tables.verificationCodes.find(
      (c) => c.employee_uuid === mock.db.tables.employees.at(-1)?.uuid,
    );
    expect(stored?.code).toBe(emails[0].secret);
    expect(stored?.expires_at).toBe('2025-06-15T12:30:00Z');
  });

  it('writes the e-mails in the request language', async () => {
    const token = await register('lupe@example.com', 'es-MX');
    expect(emails[0]).toMatchObject({
      subject: 'Tu código de verificación de Hireline',
      text: expect.stringContaining('123456'),
      kind: 'verification',
    });
    clock += 60_000;
    expect((await resend(token, 'es')).body.message).toBe(
      'Te enviamos por correo un nuevo código de verificación.',
    );
    expect(emails[1].subject).toBe('Tu código de verificación de Hireline');
  });

  it('e-mails a password reset link naming /auth/password-recovery/<token>', async () => {
    const res = await api('/v1/employers/auth/password-change/request', {
      body: { email: 'DEMO@hireline.test' },
    });
    expect(res.status).toBe(200);
    const reset = mock.db.tables.passwordResets.at(-1);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      to: 'demo@hireline.test',
      subject: 'Reset your Hireline password',
      kind: 'passwordReset',
      secret: reset?.token,
      sent_at: '2025-06-15T12:00:00Z',
    });
    expect(email.text).toContain(`/auth/password-recovery/${reset?.token}`);
    expect(email.text).toContain('60 minutes');
    expect(reset?.expires_at).toBe('2025-06-15T13:00:00Z');

    await api('/v1/employers/auth/password-change/request', {
      body: { email: 'demo@hireline.test' },
      lang: 'es',
    });
    expect(emails[1].subject).toBe('Restablece tu contraseña de Hireline');
    expect(emails[1].text).toContain(`/auth/password-recovery/${emails[1].secret}`);
  });
});

describe('rate limits', () => {
  it('allows one resend a minute (the registration e-mail does not count)', async () => {
    const token = await register('ana@example.com');
    const first = await resend(token);
    expect(first.status).toBe(202);
    expect(emails).toHaveLength(2);

    const limited = await resend(token);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please try again in 60 seconds.',
      errors: [],
    });
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(emails).toHaveLength(2);

    clock += 42_500;
    const later = await resend(token, 'es');
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('18');
    expect(later.body.message).toBe('Demasiados intentos. Inténtalo de nuevo en 18 segundos.');

    clock += 17_000;
    const last = await resend(token);
    expect(last.headers.get('Retry-After')).toBe('1');
    expect(last.body.message).toBe('Too many attempts. Please try again in 1 second.');

    clock += 500;
    expect((await resend(token)).status).toBe(202);
    expect(emails).toHaveLength(3);
    expect(emails[2].sent_at).toBe(at(clock));
    expect((await resend(token)).status).toBe(429);
  });

  it('limits each employee on their own and answers 401 before 429', async () => {
    const ana = await register('ana@example.com');
    const ben = await register('ben@example.com');
    expect((await resend(ana)).status).toBe(202);
    expect((await resend(ana)).status).toBe(429);
    expect((await resend(ben)).status).toBe(202);
    expect(
      (await api('/v1/employers/auth/email-verification/resend', { method: 'POST' })).status,
    ).toBe(401);
  });

  it('allows five verification attempts a minute, then 429 with Retry-After', async () => {
    const token = await login('new@hireline.test');
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(token, '000000')).status).toBe(422);
      clock += 1_000;
    }
    // The 6th attempt within the minute is refused, even with the right code.
    const limited = await verify(token, '123456');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('55');
    expect(limited.body.errors).toEqual([]);
    // A malformed body is limited too (429 before 422), and refused attempts do not count.
    expect((await verify(token, 'abc')).status).toBe(429);

    clock += 55_000;
    const ok = await verify(token, '123456');
    expect(ok.status).toBe(200);
    expect(ok.body.email_verified_at).toBe(at(clock));
  });

  it('keeps the limits in the db tables', async () => {
    const token = await login('new@hireline.test');
    await verify(token, '000000');
    await resend(token);
    const uuid = mock.db.tables.employees.find((e) => e.email === 'new@hireline.test')?.uuid;
    expect(mock.db.tables.rateLimits).toEqual([
      { key: `verify:${uuid}`, window_ms: 60_000, hits: ['2025-06-15T12:00:00Z'] },
      { key: `resend:${uuid}`, window_ms: 60_000, hits: ['2025-06-15T12:00:00Z'] },
    ]);
    clock += 61_000;
    await api('/v1/employers/auth/employee', { token });
    await resend(token);
    // Hits that left their window are forgotten.
    expect(mock.db.tables.rateLimits).toEqual([
      { key: `resend:${uuid}`, window_ms: 60_000, hits: [at(clock)] },
    ]);
  });
});

describe('email verification in demo mode', () => {
  it('accepts 123456 even after the stored code expired', async () => {
    const token = await login('new@hireline.test');
    clock += 2 * 86_400_000;
    const fresh = await login('new@hireline.test');
    expect(token).not.toBe(fresh);
    const ok = await verify(fresh, '123456');
    expect(ok.status).toBe(200);
  });
});

describe('password reset tokens', () => {
  async function requestReset(): Promise<string> {
    await api('/v1/employers/auth/password-change/request', {
      body: { email: 'demo@hireline.test' },
    });
    return emails[emails.length - 1].secret;
  }
  const reset = (token: string, password = 'NewPass123') =>
    api('/v1/employers/auth/password-change/reset', {
      body: { token, password, password_confirmation: password },
    });

  it('works within 60 minutes, once', async () => {
    const token = await requestReset();
    clock += 59 * 60_000;
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'Other1234');
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({ token: ['This password reset token is invalid.'] });
    expect(
      (
        await api('/v1/employers/auth/login', {
          body: { email: 'demo@hireline.test', password: 'NewPass123' },
        })
      ).status,
    ).toBe(200);
  });

  it('expires after 60 minutes with the contract 422 on fields.token', async () => {
    const token = await requestReset();
    clock += 60 * 60_000;
    const expired = await reset(token);
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({
      message: 'The given data was invalid.',
      errors: ['This password reset token is invalid.'],
      fields: { token: ['This password reset token is invalid.'] },
    });
    const es = await api('/v1/employers/auth/password-change/reset', {
      lang: 'es',
      body: { token, password: 'NewPass123', password_confirmation: 'NewPass123' },
    });
    expect(es.body.fields.token).toEqual([
      'Este token para restablecer la contraseña no es válido.',
    ]);
    // The old password still works.
    expect(
      (
        await api('/v1/employers/auth/login', {
          body: { email: 'demo@hireline.test', password: 'Password123!' },
        })
      ).status,
    ).toBe(200);
  });
});

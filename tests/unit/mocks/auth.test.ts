import { api, login, setupMockServer } from './helpers';

const mock = setupMockServer();

describe('auth', () => {
  it('logs in, loads the employee, refreshes and logs out', async () => {
    const res = await api('/v1/employers/auth/login', {
      body: { email: 'DEMO@hireline.test', password: 'Password123!' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 86400,
    });
    const token = res.body.access_token as string;

    const me = await api('/v1/employers/auth/employee', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('demo@hireline.test');
    expect(me.body.roles).toEqual(['employer']);
    expect(me.body.company).toMatchObject({
      id: 42,
      is_complete: true,
      name: 'Lone Star Logistics LLC',
    });
    expect(me.body.company.location.city.name).toBe('Houston');
    expect(me.body.email_verified_at).not.toBeNull();

    const refreshed = await api('/v1/employers/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.body.access_token as string;
    expect(newToken).not.toBe(token);
    // The old token is revoked by the refresh.
    expect((await api('/v1/employers/auth/employee', { token })).status).toBe(401);
    expect((await api('/v1/employers/auth/employee', { token: newToken })).status).toBe(200);

    const out = await api('/v1/employers/auth/logout', { method: 'POST', token: newToken });
    expect(out.status).toBe(204);
    expect(out.body).toBeNull();
    expect((await api('/v1/employers/auth/employee', { token: newToken })).status).toBe(401);
    expect(
      (await api('/v1/employers/auth/logout', { method: 'POST', token: newToken })).status,
    ).toBe(401);
  });

  it('rejects wrong credentials with 401 and a malformed body with 422', async () => {
    const wrong = await api('/v1/employers/auth/login', {
      body: { email: 'demo@hireline.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'These credentials do not match our records.',
      errors: [],
    });

    const malformed = await api('/v1/employers/auth/login', { body: { email: 'not-an-email' } });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.fields).sort()).toEqual(['email', 'password']);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await api('/v1/employers/auth/employee');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Unauthenticated.', errors: [] });
    expect((await api('/v1/employers/job-openings', { token: 'hl_forged' })).status).toBe(401);
    expect((await api('/v1/employers/current-subscription')).status).toBe(401);
  });

  it('registers an account (201, no token) and rejects a duplicate email with 422', async () => {
    const payload = {
      name: 'Diana Prince',
      email: 'diana@example.com',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    };
    const created = await api('/v1/employers/auth/register', { body: payload });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Diana Prince',
      email: 'diana@example.com',
      email_verified_at: null,
      roles: ['employer'],
      company: { name: null, is_complete: false, location: null },
    });
    expect(created.body.access_token).toBeUndefined();

    const duplicate = await api('/v1/employers/auth/register', {
      body: { ...payload, email: 'Diana@Example.com' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.fields.email).toEqual(['The email has already been taken.']);
    expect(duplicate.body.errors).toContain('The email has already been taken.');

    const es = await api('/v1/employers/auth/register', {
      body: payload,
      lang: 'es-US,es;q=0.9,en;q=0.8',
    });
    expect(es.body.fields.email).toEqual(['El correo electrónico ya está en uso.']);
    expect(es.body.message).toBe('Los datos proporcionados no son válidos.');

    const mismatch = await api('/v1/employers/auth/register', {
      body: { ...payload, email: 'other@example.com', password_confirmation: 'Different1' },
    });
    expect(mismatch.body.fields.password).toEqual(['The passwords do not match.']);
  });

  it('verifies the email of a new account with the demo code 123456', async () => {
    const token = await login('new@hireline.test');
    const gated = await api('/v1/employers/job-openings', { token });
    expect(gated.status).toBe(403);
    expect(gated.body.message).toBe('Your email address is not verified.');

    const wrong = await api('/v1/employers/auth/email-verification', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields.code).toEqual(['The code is invalid or has expired.']);

    const ok = await api('/v1/employers/auth/email-verification', {
      token,
      body: { code: '123456' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.email_verified_at).toBe('2025-06-15T12:00:00Z');

    // Verified but without a subscription: still 403, now for the plan.
    const noPlan = await api('/v1/employers/job-openings', { token });
    expect(noPlan.status).toBe(403);
    expect(noPlan.body.message).toBe('An active subscription is required.');
    expect((await api('/v1/employers/current-subscription', { token })).status).toBe(204);
    expect(
      (await api('/v1/employers/auth/email-verification', { token, body: { code: '123456' } }))
        .status,
    ).toBe(409);
    expect(
      mock.current.db.tables.employees.find((e) => e.email === 'new@hireline.test')
        ?.email_verified_at,
    ).not.toBeNull();
  });

  it('e-mails a recovery link, resets the password and revokes old tokens', async () => {
    const token = await login('demo@hireline.test');
    const missing = await api('/v1/employers/auth/password-change/request', {
      body: { email: 'nobody@example.com' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Mail not found.');

    const requested = await api('/v1/employers/auth/password-change/request', {
      body: { email: 'demo@hireline.test' },
    });
    expect(requested.status).toBe(200);
    const reset = mock.current.db.tables.passwordResets.at(-1);
    expect(reset).toBeDefined();

    const bad = await api('/v1/employers/auth/password-change/reset', {
      body: { token: 'x'.repeat(30), password: 'NewPass123', password_confirmation: 'NewPass123' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.token).toEqual(['This password reset token is invalid.']);

    const done = await api('/v1/employers/auth/password-change/reset', {
      body: { token: reset?.token, password: 'NewPass123', password_confirmation: 'NewPass123' },
    });
    expect(done.status).toBe(200);
    expect((await api('/v1/employers/auth/employee', { token })).status).toBe(401);
    expect(
      (
        await api('/v1/employers/auth/login', {
          body: { email: 'demo@hireline.test', password: 'NewPass123' },
        })
      ).status,
    ).toBe(200);
  });
});

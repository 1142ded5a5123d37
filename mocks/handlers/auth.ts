/**
 * Auth operations (contract tag Auth; SPEC §4, §7): register, login, logout, refresh, the
 * current employee, email verification (+ resend) and the three password operations.
 * Demo mode: the stored verification code is always `123456` (and `123456` is accepted
 * even after a resend or once the stored code expired); e-mails go to `options.onEmail`.
 * Rate limits (contract "Rate limits", per employee, db clock, state in the `rateLimits`
 * table): resends 1 a minute, verification attempts 5 a minute (429 with `Retry-After`).
 */
import type { TokenResponse } from '../contract';
import type { Db } from '../db';
import {
  authenticate,
  bearerToken,
  failField,
  failKey,
  json,
  noContent,
  rateLimit,
  readBody,
  validator,
  type Ctx,
  type RouteDef,
  type Validator,
} from '../http';
import { t } from '../i18n';
import { isoPlus, toEmployee } from '../model';
import { randomToken, uuidV4 } from '../random';
import { DEMO_VERIFICATION_CODE } from '../seed';
import type { EmployeeRow } from '../tables';

/** Access tokens live one day (contract `TokenResponse.expires_in`). */
const TOKEN_TTL_SECONDS = 86_400;

/**
 * Issues a new opaque access token for an employee (stored in the tokens table).
 * @returns the contract's token settings
 */
function issueToken(db: Db, employeeUuid: string): TokenResponse {
  const token = `hl_${randomToken(48)}`;
  const issuedAt = db.nowIso();
  db.tables.tokens.push({
    token,
    employee_uuid: employeeUuid,
    issued_at: issuedAt,
    expires_at: isoPlus(issuedAt, TOKEN_TTL_SECONDS * 1000),
    revoked_at: null,
  });
  return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_SECONDS };
}

/** Password rules of registration, reset and change: 8–72 chars, a letter and a digit, confirmed. */
function readNewPassword(v: Validator, body: Record<string, unknown>): string | undefined {
  const password = v.string(body, 'password', { min: 8, max: 72 });
  if (
    password !== undefined &&
    !v.has('password') &&
    !(/[A-Za-z]/.test(password) && /\d/.test(password))
  ) {
    v.add('password', 'passwordLettersNumbers');
  }
  if (password !== undefined && body.password_confirmation !== password)
    v.add('password', 'confirmed');
  return password;
}

/** Resends of the verification code: at most one a minute per employee (contract "Rate limits"). */
const RESEND_LIMIT = { max: 1, windowMs: 60_000 } as const;

/** Email-verification attempts: at most five a minute per employee (contract "Rate limits"). */
const VERIFY_LIMIT = { max: 5, windowMs: 60_000 } as const;

/** Verification codes are valid 30 minutes (contract `register`, `resendEmailVerification`). */
const VERIFICATION_CODE_TTL_MS = 30 * 60_000;

/** Password reset tokens are valid 60 minutes and single use (contract `requestPasswordChange`). */
const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Stores a new verification code for the employee (replacing the previous one; demo mode:
 * always {@link DEMO_VERIFICATION_CODE}, valid 30 minutes) and e-mails the stored code in
 * the request's language.
 */
function sendVerificationCode(ctx: Ctx, employee: EmployeeRow): void {
  const { db } = ctx;
  db.tables.verificationCodes = db.tables.verificationCodes.filter(
    (c) => c.employee_uuid !== employee.uuid,
  );
  const row = {
    employee_uuid: employee.uuid,
    code: DEMO_VERIFICATION_CODE,
    expires_at: isoPlus(db.now(), VERIFICATION_CODE_TTL_MS),
  };
  db.tables.verificationCodes.push(row);
  ctx.options.onEmail({
    to: employee.email,
    subject:
      ctx.lang === 'es'
        ? 'Tu código de verificación de Hireline'
        : 'Your Hireline verification code',
    text:
      ctx.lang === 'es'
        ? `Hola, ${employee.name}: tu código de verificación de Hireline es ${row.code}. Vence en 30 minutos.`
        : `Hi ${employee.name}, your Hireline verification code is ${row.code}. It expires in 30 minutes.`,
    kind: 'verification',
    secret: row.code,
    sent_at: db.nowIso(),
  });
}

async function register(ctx: Ctx): Promise<Response> {
  const { db } = ctx;
  const body = await readBody(ctx);
  const v = validator(ctx);
  const name = v.string(body, 'name', { min: 2, max: 120 });
  const email = v.email(body, 'email');
  if (email && db.tables.employees.some((e) => e.email === email)) v.add('email', 'emailTaken');
  readNewPassword(v, body);
  v.throwIfFailed();
  const now = db.nowIso();
  const companyId = db.nextId('company');
  db.tables.companies.push({
    id: companyId,
    name: null,
    description: null,
    phone_number: null,
    state_id: null,
    city_id: null,
    company_size_id: null,
    company_industry_id: null,
    customer_since: null,
    created_at: now,
    updated_at: now,
  });
  const employee: EmployeeRow = {
    uuid: uuidV4(),
    name: (name ?? '').trim(),
    email: email ?? '',
    password: String(body.password),
    email_verified_at: null,
    roles: ['employer'],
    company_id: companyId,
    created_at: now,
  };
  db.tables.employees.push(employee);
  sendVerificationCode(ctx, employee);
  return json(toEmployee(db, employee, ctx.lang), 201);
}

async function login(ctx: Ctx): Promise<Response> {
  const body = await readBody(ctx);
  const v = validator(ctx);
  const email = v.email(body, 'email');
  const password = v.string(body, 'password', { min: 1, max: 72 });
  v.throwIfFailed();
  const employee = ctx.db.tables.employees.find((e) => e.email === email);
  if (!employee || employee.password !== password) failKey(ctx, 401, 'badCredentials');
  return json(issueToken(ctx.db, employee.uuid));
}

function logout(ctx: Ctx): Response {
  authenticate(ctx);
  const token = bearerToken(ctx.request);
  const row = ctx.db.tables.tokens.find((r) => r.token === token);
  if (row) row.revoked_at = ctx.db.nowIso();
  return noContent();
}

function refresh(ctx: Ctx): Response {
  const employee = authenticate(ctx, { allowExpired: true });
  const token = bearerToken(ctx.request);
  const row = ctx.db.tables.tokens.find((r) => r.token === token);
  if (row) row.revoked_at = ctx.db.nowIso();
  return json(issueToken(ctx.db, employee.uuid));
}

function currentEmployee(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  return json(toEmployee(ctx.db, employee, ctx.lang));
}

async function verifyEmail(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  rateLimit(ctx, `verify:${employee.uuid}`, VERIFY_LIMIT.max, VERIFY_LIMIT.windowMs);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const code = v.string(body, 'code');
  if (code !== undefined && !/^\d{6}$/.test(code)) v.add('code', 'format');
  v.throwIfFailed();
  if (employee.email_verified_at) failKey(ctx, 409, 'alreadyVerified');
  // Demo mode: 123456 is always accepted; otherwise the stored, unexpired code.
  const stored = ctx.db.tables.verificationCodes.find((c) => c.employee_uuid === employee.uuid);
  const valid =
    code === DEMO_VERIFICATION_CODE ||
    (stored && stored.code === code && Date.parse(stored.expires_at) > ctx.db.now().getTime());
  if (!valid) failField(ctx, 'code', t(ctx.lang, 'codeInvalid'));
  employee.email_verified_at = ctx.db.nowIso();
  ctx.db.tables.verificationCodes = ctx.db.tables.verificationCodes.filter(
    (c) => c.employee_uuid !== employee.uuid,
  );
  return json(toEmployee(ctx.db, employee, ctx.lang));
}

function resendVerification(ctx: Ctx): Response {
  const employee = authenticate(ctx);
  rateLimit(ctx, `resend:${employee.uuid}`, RESEND_LIMIT.max, RESEND_LIMIT.windowMs);
  if (employee.email_verified_at) failKey(ctx, 409, 'alreadyVerified');
  sendVerificationCode(ctx, employee);
  return json({ message: t(ctx.lang, 'verificationResent') }, 202);
}

async function changePassword(ctx: Ctx): Promise<Response> {
  const employee = authenticate(ctx);
  const body = await readBody(ctx);
  const v = validator(ctx);
  const current = v.string(body, 'current_password', { min: 1, max: 72 });
  const password = readNewPassword(v, body);
  v.throwIfFailed();
  if (current !== employee.password)
    failField(ctx, 'current_password', t(ctx.lang, 'passwordIncorrect'));
  if (password === employee.password) failField(ctx, 'password', t(ctx.lang, 'passwordSame'));
  employee.password = password ?? employee.password;
  const keep = bearerToken(ctx.request);
  const now = ctx.db.nowIso();
  for (const row of ctx.db.tables.tokens) {
    if (row.employee_uuid === employee.uuid && row.token !== keep && !row.revoked_at)
      row.revoked_at = now;
  }
  return json({ message: t(ctx.lang, 'passwordChanged') });
}

async function requestPasswordChange(ctx: Ctx): Promise<Response> {
  const body = await readBody(ctx);
  const v = validator(ctx);
  const email = v.email(body, 'email');
  v.throwIfFailed();
  const employee = ctx.db.tables.employees.find((e) => e.email === email);
  if (!employee) failKey(ctx, 404, 'mailNotFound');
  const token = randomToken(64);
  ctx.db.tables.passwordResets.push({
    token,
    employee_uuid: employee.uuid,
    expires_at: isoPlus(ctx.db.now(), RESET_TOKEN_TTL_MS),
    used_at: null,
  });
  const path = `/auth/password-recovery/${token}`;
  ctx.options.onEmail({
    to: employee.email,
    subject:
      ctx.lang === 'es' ? 'Restablece tu contraseña de Hireline' : 'Reset your Hireline password',
    text:
      ctx.lang === 'es'
        ? `Hola, ${employee.name}: para elegir una nueva contraseña abre ${path}. El enlace vence en 60 minutos y solo se puede usar una vez.`
        : `Hi ${employee.name}, to choose a new password open ${path}. The link expires in 60 minutes and works only once.`,
    kind: 'passwordReset',
    secret: token,
    sent_at: ctx.db.nowIso(),
  });
  return json({ message: t(ctx.lang, 'resetLinkSent') });
}

async function resetPassword(ctx: Ctx): Promise<Response> {
  const body = await readBody(ctx);
  const v = validator(ctx);
  const token = v.string(body, 'token', { min: 20, max: 255 });
  const password = readNewPassword(v, body);
  v.throwIfFailed();
  const now = ctx.db.now().getTime();
  const reset = ctx.db.tables.passwordResets.find((r) => r.token === token);
  const employee = reset && ctx.db.tables.employees.find((e) => e.uuid === reset.employee_uuid);
  if (!reset || !employee || reset.used_at || Date.parse(reset.expires_at) <= now) {
    failField(ctx, 'token', t(ctx.lang, 'resetTokenInvalid'));
  }
  employee.password = password ?? employee.password;
  reset.used_at = ctx.db.nowIso();
  for (const row of ctx.db.tables.tokens) {
    if (row.employee_uuid === employee.uuid && !row.revoked_at) row.revoked_at = reset.used_at;
  }
  return json({ message: t(ctx.lang, 'passwordReset') });
}

/** The Auth routes. */
export const authRoutes: RouteDef[] = [
  { method: 'post', path: '/v1/employers/auth/register', handler: register },
  { method: 'post', path: '/v1/employers/auth/login', handler: login },
  { method: 'post', path: '/v1/employers/auth/logout', handler: logout },
  { method: 'get', path: '/v1/employers/auth/refresh', handler: refresh },
  { method: 'get', path: '/v1/employers/auth/employee', handler: currentEmployee },
  { method: 'post', path: '/v1/employers/auth/email-verification', handler: verifyEmail },
  {
    method: 'post',
    path: '/v1/employers/auth/email-verification/resend',
    handler: resendVerification,
  },
  { method: 'post', path: '/v1/employers/auth/password-change', handler: changePassword },
  {
    method: 'post',
    path: '/v1/employers/auth/password-change/request',
    handler: requestPasswordChange,
  },
  { method: 'post', path: '/v1/employers/auth/password-change/reset', handler: resetPassword },
];

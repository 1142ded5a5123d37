/**
 * Texts the simulated API writes, in English and Spanish (contract "Language": Accept-Language
 * `en | es`, default and fallback `en`; region subtags and quality lists accepted).
 */
import type { Lang } from './fixtures/catalogs';

export type { Lang };

/**
 * The language of a request from its Accept-Language header: the highest-quality `en*` or
 * `es*` tag; anything else (or no header) is `en`.
 */
export function langOf(header: string | null): Lang {
  if (!header) return 'en';
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.slice(0, 255).split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'es') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

const MESSAGES = {
  invalidData: {
    en: 'The given data was invalid.',
    es: 'Los datos proporcionados no son válidos.',
  },
  unauthenticated: { en: 'Unauthenticated.', es: 'No autenticado.' },
  badCredentials: {
    en: 'These credentials do not match our records.',
    es: 'Estas credenciales no coinciden con nuestros registros.',
  },
  emailNotVerified: {
    en: 'Your email address is not verified.',
    es: 'Tu correo electrónico no está verificado.',
  },
  emailNotVerifiedDetail: {
    en: 'Enter the code we e-mailed you to continue.',
    es: 'Introduce el código que te enviamos por correo para continuar.',
  },
  subscriptionRequired: {
    en: 'An active subscription is required.',
    es: 'Se requiere una suscripción activa.',
  },
  subscriptionRequiredDetail: {
    en: 'Choose a plan to create job openings and contact candidates.',
    es: 'Elige un plan para crear vacantes y contactar candidatos.',
  },
  notFound: {
    en: 'The requested record was not found.',
    es: 'No se encontró el registro solicitado.',
  },
  mailNotFound: { en: 'Mail not found.', es: 'Correo no encontrado.' },
  serverError: { en: 'Oops! Something went wrong.', es: '¡Ups! Algo salió mal.' },
  // 409s
  alreadyVerified: {
    en: 'Your email address is already verified.',
    es: 'Tu correo electrónico ya está verificado.',
  },
  alreadySubscribed: {
    en: 'You already have an active subscription.',
    es: 'Ya tienes una suscripción activa.',
  },
  alreadyCanceled: {
    en: 'Your subscription is already cancelled.',
    es: 'Tu suscripción ya está cancelada.',
  },
  chatLocked: { en: 'This chat is locked.', es: 'Este chat está bloqueado.' },
  chatLockedDetail: {
    en: 'Unlock the chat to send free-text messages.',
    es: 'Desbloquea el chat para enviar mensajes libres.',
  },
  chatAlreadyUnlocked: {
    en: 'This chat is already unlocked.',
    es: 'Este chat ya está desbloqueado.',
  },
  candidateHired: {
    en: 'This candidate has already been hired.',
    es: 'Este candidato ya fue contratado.',
  },
  candidateRejected: {
    en: 'This candidate has already been rejected.',
    es: 'Este candidato ya fue rechazado.',
  },
  hireNeedsUnlock: {
    en: 'Unlock the chat before hiring this candidate.',
    es: 'Desbloquea el chat antes de contratar a este candidato.',
  },
  alreadyCheckedOut: {
    en: 'Some candidates were already checked out for this job opening.',
    es: 'Algunos candidatos ya fueron seleccionados para esta vacante.',
  },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was already used with a different request.',
    es: 'Esta Idempotency-Key ya se usó con una solicitud distinta.',
  },
  idempotencyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed.',
    es: 'Una solicitud con esta Idempotency-Key todavía se está procesando.',
  },
  idempotencyKeyLength: {
    en: 'The Idempotency-Key header must be 8 to 255 characters.',
    es: 'El encabezado Idempotency-Key debe tener de 8 a 255 caracteres.',
  },
  // 429 ({seconds} until a retry is accepted)
  tooManyAttempts: {
    en: 'Too many attempts. Please try again in {seconds} seconds.',
    es: 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundos.',
  },
  tooManyAttemptsOne: {
    en: 'Too many attempts. Please try again in {seconds} second.',
    es: 'Demasiados intentos. Inténtalo de nuevo en {seconds} segundo.',
  },
  // 2xx messages
  verificationResent: {
    en: 'We have e-mailed you a new verification code.',
    es: 'Te enviamos por correo un nuevo código de verificación.',
  },
  passwordChanged: { en: 'Your password has been changed.', es: 'Tu contraseña ha sido cambiada.' },
  resetLinkSent: {
    en: 'We have e-mailed your password reset link.',
    es: 'Te enviamos por correo el enlace para restablecer tu contraseña.',
  },
  passwordReset: { en: 'Your password has been reset.', es: 'Tu contraseña ha sido restablecida.' },
  // Chat system notices (contract `Message.body`; {date} is a long date, {name} as typed).
  systemUnlocked: {
    en: 'Chat unlocked until {date}. Full name and phone number are now visible.',
    es: 'Chat desbloqueado hasta el {date}. El nombre completo y el teléfono ya están visibles.',
  },
  systemHired: {
    en: '{name} was hired.',
    es: 'Se contrató a {name}.',
  },
  systemRejected: {
    en: 'The candidate was told politely that the position has been filled.',
    es: 'Se le informó amablemente al candidato que la vacante ya fue cubierta.',
  },
  // Charge descriptions (contract `Payment.description`; plan, opening and candidate names as typed).
  chargeSubscriptionFirst: {
    en: 'Hireline {plan} plan, first month',
    es: 'Plan {plan} de Hireline, primer mes',
  },
  chargeSubscription: {
    en: 'Hireline {plan} plan, monthly fee',
    es: 'Plan {plan} de Hireline, cuota mensual',
  },
  chargeSubscriptionOverdue: {
    en: 'Hireline {plan} plan, overdue fee for {month}',
    es: 'Plan {plan} de Hireline, cuota vencida de {month}',
  },
  chargeCheckoutOne: {
    en: 'Checkout of {count} candidate for {opening}',
    es: 'Contacto con {count} candidato para {opening}',
  },
  chargeCheckout: {
    en: 'Checkout of {count} candidates for {opening}',
    es: 'Contacto con {count} candidatos para {opening}',
  },
  chargeUnlock: {
    en: 'Contact details of {name} for {opening}',
    es: 'Datos de contacto de {name} para {opening}',
  },
  // payments
  cardDeclined: { en: 'Your card was declined.', es: 'Tu tarjeta fue rechazada.' },
  paymentRequiresAction: {
    en: 'Your bank needs you to confirm this payment.',
    es: 'Tu banco necesita que confirmes este pago.',
  },
  paymentFailed: { en: 'The payment could not be processed.', es: 'No se pudo procesar el pago.' },
  // validation rules ({attribute}, {min}, {max}, {other})
  required: {
    en: 'The {attribute} field is required.',
    es: 'El campo {attribute} es obligatorio.',
  },
  requiredWith: {
    en: 'The {attribute} field is required when {other} is present.',
    es: 'El campo {attribute} es obligatorio cuando {other} está presente.',
  },
  requiredCities: {
    en: 'The {attribute} field is required when model is cities.',
    es: 'El campo {attribute} es obligatorio cuando el modelo es cities.',
  },
  string: {
    en: 'The {attribute} field must be a string.',
    es: 'El campo {attribute} debe ser un texto.',
  },
  integer: {
    en: 'The {attribute} field must be an integer.',
    es: 'El campo {attribute} debe ser un número entero.',
  },
  array: {
    en: 'The {attribute} field must be an array.',
    es: 'El campo {attribute} debe ser una lista.',
  },
  email: {
    en: 'The {attribute} field must be a valid email address.',
    es: 'El campo {attribute} debe ser una dirección de correo válida.',
  },
  uuid: {
    en: 'The {attribute} field must be a valid UUID.',
    es: 'El campo {attribute} debe ser un UUID válido.',
  },
  date: {
    en: 'The {attribute} field must be a valid date.',
    es: 'El campo {attribute} debe ser una fecha válida.',
  },
  dateNotFuture: {
    en: 'The {attribute} field must be a date before or equal to today.',
    es: 'El campo {attribute} debe ser una fecha anterior o igual a hoy.',
  },
  minString: {
    en: 'The {attribute} field must be at least {min} characters.',
    es: 'El campo {attribute} debe tener al menos {min} caracteres.',
  },
  maxString: {
    en: 'The {attribute} field must not be greater than {max} characters.',
    es: 'El campo {attribute} no debe tener más de {max} caracteres.',
  },
  minNumber: {
    en: 'The {attribute} field must be at least {min}.',
    es: 'El campo {attribute} debe ser al menos {min}.',
  },
  maxNumber: {
    en: 'The {attribute} field must not be greater than {max}.',
    es: 'El campo {attribute} no debe ser mayor que {max}.',
  },
  minItems: {
    en: 'The {attribute} field must have at least {min} items.',
    es: 'El campo {attribute} debe tener al menos {min} elementos.',
  },
  maxItems: {
    en: 'The {attribute} field must not have more than {max} items.',
    es: 'El campo {attribute} no debe tener más de {max} elementos.',
  },
  distinct: {
    en: 'The {attribute} field has a duplicate value.',
    es: 'El campo {attribute} tiene un valor duplicado.',
  },
  exists: {
    en: 'The selected {attribute} is invalid.',
    es: 'El valor seleccionado en {attribute} no es válido.',
  },
  inList: {
    en: 'The selected {attribute} is invalid.',
    es: 'El valor seleccionado en {attribute} no es válido.',
  },
  format: {
    en: 'The {attribute} field format is invalid.',
    es: 'El formato del campo {attribute} no es válido.',
  },
  passwordLettersNumbers: {
    en: 'The password must contain at least one letter and one number.',
    es: 'La contraseña debe contener al menos una letra y un número.',
  },
  passwordSame: {
    en: 'The new password must be different from the current one.',
    es: 'La nueva contraseña debe ser distinta de la actual.',
  },
  confirmed: { en: 'The passwords do not match.', es: 'Las contraseñas no coinciden.' },
  emailTaken: {
    en: 'The email has already been taken.',
    es: 'El correo electrónico ya está en uso.',
  },
  phoneDigits: {
    en: 'The phone number must have 10 digits.',
    es: 'El número de teléfono debe tener 10 dígitos.',
  },
  codeInvalid: {
    en: 'The code is invalid or has expired.',
    es: 'El código no es válido o ha expirado.',
  },
  passwordIncorrect: { en: 'The password is incorrect.', es: 'La contraseña es incorrecta.' },
  resetTokenInvalid: {
    en: 'This password reset token is invalid.',
    es: 'Este token para restablecer la contraseña no es válido.',
  },
  modelInvalid: {
    en: 'The selected model is invalid.',
    es: 'El modelo seleccionado no es válido.',
  },
  cityOfState: {
    en: 'The selected city does not belong to the selected state.',
    es: 'La ciudad seleccionada no pertenece al estado seleccionado.',
  },
  mustMatchPath: {
    en: 'The {attribute} field must match the record in the URL.',
    es: 'El campo {attribute} debe coincidir con el registro de la URL.',
  },
  idempotencyKeyRequired: {
    en: 'The Idempotency-Key header is required (8 to 255 characters).',
    es: 'El encabezado Idempotency-Key es obligatorio (de 8 a 255 caracteres).',
  },
  notSuggested: {
    en: 'The candidate {value} is not a suggested candidate for this job opening.',
    es: 'El candidato {value} no es un candidato sugerido para esta vacante.',
  },
  filterInvalid: {
    en: 'The {attribute} filter is invalid.',
    es: 'El filtro {attribute} no es válido.',
  },
  betweenDatesInvalid: {
    en: 'The between dates filter must be start,end,created_at with valid dates, the start not after the end.',
    es: 'El filtro between_dates debe ser inicio,fin,created_at con fechas válidas y el inicio no posterior al fin.',
  },
  blank: {
    en: 'The {attribute} field must not be blank.',
    es: 'El campo {attribute} no debe estar vacío.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** A key of the message catalog. */
export type MessageKey = keyof typeof MESSAGES;

/**
 * A message in a language with `{name}` placeholders replaced from `vars`.
 * @example t('es', 'required', { attribute: 'nombre' }) // "El campo nombre es obligatorio."
 */
export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * A text the server writes in the reader's language (contract "Language": a charge's
 * description, a chat's system notice): kept as what happened — a message key, its `values`
 * (counts, names as typed), its `dates` (ISO instants, written as long dates) and its `months`
 * (ISO instants, written as the month and year of that instant in UTC) — and written out by
 * {@link renderText} in the language of each request that reads it.
 */
export interface StoredText {
  key: MessageKey;
  values?: Record<string, string | number>;
  dates?: Record<string, string>;
  months?: Record<string, string>;
}

/**
 * A stored text in `lang`: a {@link StoredText} written out with its values, its dates as
 * long dates ({@link longDate}) and its months as month and year ({@link monthOfYear}); a
 * plain string (what someone typed, or a text kept as it was written before texts were stored
 * as keys) as it is.
 * @example renderText('es', { key: 'chargeCheckout', values: { count: 2, opening: 'Cook' } })
 *   // "Contacto con 2 candidatos para Cook"
 * @example renderText('es', { key: 'chargeSubscriptionOverdue', values: { plan: 'Starter' },
 *   months: { month: '2025-06-10T06:00:00Z' } })
 *   // "Plan Starter de Hireline, cuota vencida de junio de 2025"
 */
export function renderText(lang: Lang, text: StoredText | string): string {
  if (typeof text === 'string') return text;
  const dates = Object.fromEntries(
    Object.entries(text.dates ?? {}).map(([name, iso]) => [name, longDate(lang, iso)]),
  );
  const months = Object.fromEntries(
    Object.entries(text.months ?? {}).map(([name, iso]) => [name, monthOfYear(lang, iso)]),
  );
  return t(lang, text.key, { ...text.values, ...dates, ...months });
}

/** Spanish names of request fields; English uses the field name with spaces. */
const ATTRIBUTES_ES: Readonly<Record<string, string>> = {
  name: 'nombre',
  email: 'correo electrónico',
  password: 'contraseña',
  password_confirmation: 'confirmación de contraseña',
  current_password: 'contraseña actual',
  code: 'código',
  token: 'token',
  description: 'descripción',
  phone_number: 'número de teléfono',
  state_id: 'estado',
  city_id: 'ciudad',
  company_size_id: 'tamaño de la empresa',
  company_industry_id: 'industria',
  customer_since: 'cliente desde',
  plan_id: 'plan',
  payment_method_id: 'método de pago',
  skill_ids: 'habilidades',
  desired_candidates: 'candidatos deseados',
  first_question: 'primera pregunta',
  job_opening_uuid: 'vacante',
  candidate_uuids: 'candidatos',
  chat_id: 'chat',
  template_id: 'plantilla',
  body: 'mensaje',
  page: 'página',
  per_page: 'por página',
  search: 'búsqueda',
  field: 'campo',
  order: 'orden',
  status: 'estado del chat',
  unread: 'no leídos',
  kind: 'tipo de cargo',
  between_dates: 'rango de fechas',
  ids: 'ids',
  model: 'modelo',
  before_id: 'before_id',
  desiredCandidates: 'candidatos deseados',
  ignoreIds: 'candidatos ignorados',
};

/**
 * The human name of a request field (`skill_ids.2` → "skill ids.2" / "habilidades.2"),
 * Laravel style.
 */
export function attributeName(lang: Lang, field: string): string {
  const [head, ...rest] = field.split('.');
  const name =
    lang === 'es' ? (ATTRIBUTES_ES[head] ?? head.replace(/_/g, ' ')) : head.replace(/_/g, ' ');
  return [name, ...rest].join('.');
}

/** A long date ("May 21, 2025" / "21 de mayo de 2025") in UTC. */
function longDate(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** A month and its year ("June 2025" / "junio de 2025") of an instant, in UTC. */
function monthOfYear(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

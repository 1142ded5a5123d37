import { api } from './baseApi';
import type {
  EmailVerificationRequest,
  Employee,
  LoginRequest,
  MessageResponse,
  PasswordRecoveryRequest,
  PasswordResetRequest,
  PasswordUpdateRequest,
  RegisterRequest,
  TokenResponse,
} from '../contract/types';

/**
 * Authentication and account endpoints (SPEC §4, §7; contract tag "Auth").
 * Errors arrive as `NormalizedError` (see ./errors).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /v1/employers/auth/login → token settings; 401 on wrong credentials. */
    login: build.mutation<TokenResponse, LoginRequest>({
      query: (body) => ({ url: '/v1/employers/auth/login', method: 'POST', body }),
    }),
    /** POST /v1/employers/auth/logout (empty body) → 204. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/v1/employers/auth/logout', method: 'POST', body: {} }),
    }),
    /** GET /v1/employers/auth/refresh → a fresh token; never retried (SPEC §4, §9). */
    refreshToken: build.mutation<TokenResponse, void>({
      query: () => ({ url: '/v1/employers/auth/refresh', method: 'GET' }),
      extraOptions: { maxRetries: 0 },
    }),
    /** GET /v1/employers/auth/employee → the logged-in employee (uuid, roles, company). */
    getCurrentEmployee: build.query<Employee, void>({
      query: () => '/v1/employers/auth/employee',
      providesTags: ['Employee'],
    }),
    /** POST /v1/employers/auth/register → 201 Employee, no token (the client logs in next). */
    register: build.mutation<Employee, RegisterRequest>({
      query: (body) => ({ url: '/v1/employers/auth/register', method: 'POST', body }),
    }),
    /** POST /v1/employers/auth/password-change/request; 404 "Mail not found." (SPEC §8). */
    requestPasswordChange: build.mutation<MessageResponse, PasswordRecoveryRequest>({
      query: (body) => ({
        url: '/v1/employers/auth/password-change/request',
        method: 'POST',
        body,
      }),
    }),
    /** POST /v1/employers/auth/password-change/reset with the e-mailed token. */
    resetPassword: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/v1/employers/auth/password-change/reset', method: 'POST', body }),
    }),
    /**
     * POST /v1/employers/auth/email-verification (`verifyEmail`) with the 6-digit code → the
     * verified Employee, which replaces the current user (the auth slice matches this
     * endpoint's fulfilment). 422 on `fields.code` ("The code is invalid or has expired."),
     * 409 already verified, 429 with `retryAfter` (s); the step shows the failure.
     */
    verifyEmail: build.mutation<Employee, EmailVerificationRequest>({
      query: (body) => ({ url: '/v1/employers/auth/email-verification', method: 'POST', body }),
    }),
    /**
     * POST /v1/employers/auth/password-change (`changePassword`): current password, new
     * password and confirmation → 200 with a message; a wrong current password is a 422 on
     * `fields.current_password`. The current token stays valid.
     */
    changePassword: build.mutation<MessageResponse, PasswordUpdateRequest>({
      query: (body) => ({ url: '/v1/employers/auth/password-change', method: 'POST', body }),
    }),
    /** POST /v1/employers/auth/email-verification/resend → 202. */
    resendEmailVerification: build.mutation<MessageResponse, void>({
      query: () => ({
        url: '/v1/employers/auth/email-verification/resend',
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const {
  useRequestPasswordChangeMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendEmailVerificationMutation,
  useChangePasswordMutation,
} = authApi;

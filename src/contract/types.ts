/**
 * Contract types, named after the schemas of `src/contract/openapi.yaml` (a copy of
 * ../shared/api/employers-v1.openapi.yaml). Everything here is an alias of the generated
 * `schema.gen.ts` beside it (`npm run api:types`); never hand-copy a shape.
 * `src/contract` is the bottom layer (DESIGN.md "Layers"): it imports nothing of src/, and
 * every other layer may import it: src/domain (which imports nothing else of src/), src/api,
 * src/store, src/features and mocks/ (through mocks/contract.ts). .dependency-cruiser.cjs
 * checks both directions.
 */
import type { components, operations } from './schema.gen';

export type { components, operations };
type S = components['schemas'];

export type PaymentErrorDetail = S['PaymentErrorDetail'];
export type MessageResponse = S['MessageResponse'];
export type PaginationMeta = S['PaginationMeta'];
export type TokenResponse = S['TokenResponse'];
export type LoginRequest = S['LoginRequest'];
export type RegisterRequest = S['RegisterRequest'];
export type EmailVerificationRequest = S['EmailVerificationRequest'];
export type PasswordRecoveryRequest = S['PasswordRecoveryRequest'];
export type PasswordResetRequest = S['PasswordResetRequest'];
export type PasswordUpdateRequest = S['PasswordUpdateRequest'];
export type Employee = S['Employee'];
export type Role = Employee['roles'][number];
export type Company = S['Company'];
export type CompanyUpdateRequest = S['CompanyUpdateRequest'];
export type Location = S['Location'];
export type State = S['State'];
export type City = S['City'];
export type CompanySize = S['CompanySize'];
export type CompanyIndustry = S['CompanyIndustry'];
export type Skill = S['Skill'];
export type Template = S['Template'];
export type CatalogModel = operations['listCatalog']['parameters']['path']['model'];
export type Plan = S['Plan'];
export type PlanList = S['PlanList'];
export type CreateSubscriptionRequest = S['CreateSubscriptionRequest'];
export type CardSummary = S['CardSummary'];
export type Subscription = S['Subscription'];
export type Payment = S['Payment'];
export type PaymentKind = Payment['kind'];
export type PaymentList = S['PaymentList'];
export type JobOpening = S['JobOpening'];
export type ChatCounts = S['ChatCounts'];
export type JobOpeningList = S['JobOpeningList'];
export type CreateJobOpeningRequest = S['CreateJobOpeningRequest'];
export type Candidate = S['Candidate'];
export type CandidateSuggestionMeta = S['CandidateSuggestionMeta'];
export type CandidateSuggestionList = S['CandidateSuggestionList'];
export type CheckoutRequest = S['CheckoutRequest'];
export type CheckoutResult = S['CheckoutResult'];
export type ChatStatus = S['ChatStatus'];
export type Chat = S['Chat'];
export type ChatList = S['ChatList'];
export type Message = S['Message'];
export type MessageList = S['MessageList'];
export type SendMessageRequest = S['SendMessageRequest'];

/** A paginated list envelope `{ data, meta }` (SPEC §3 "List responses"). */
export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
}

/** Catalog item shape per `model` of `GET /v1/catalog/{model}`. */
export interface CatalogItemByModel {
  states: State;
  cities: City;
  'company-sizes': CompanySize;
  'company-industries': CompanyIndustry;
  skills: Skill;
  templates: Template;
}

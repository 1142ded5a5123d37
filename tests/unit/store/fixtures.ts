/**
 * The employee and company the store tests log in with (contract `Employee`, `Company`): one
 * definition for tests/unit/store, varied per test with overrides.
 */
import type { Company, Employee } from '../../../src/contract/types';

/** A complete company (`is_complete`), no location, size or industry. */
export const company: Company = {
  id: 42,
  name: 'Lone Star Logistics',
  description: null,
  phone_number: '7135550100',
  location: null,
  company_size: null,
  company_industry: null,
  customer_since: '2024-01-01',
  is_complete: true,
  created_at: '2025-05-02T16:20:11Z',
  updated_at: '2025-05-02T16:20:11Z',
};

/** An employer, verified and without a company unless `overrides` say otherwise. */
export function employeeWith(overrides: Partial<Employee> = {}): Employee {
  return {
    uuid: '9b1f6c1e-3c4a-4f7e-9f1d-2a7c5b8e4d10',
    name: 'Sarah Mitchell',
    email: 'sarah@example.com',
    email_verified_at: '2025-05-02T16:30:00Z',
    roles: ['employer'],
    company: null,
    created_at: '2025-05-02T16:20:11Z',
    ...overrides,
  };
}

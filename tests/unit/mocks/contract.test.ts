import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../../mocks/handlers';
import { api, login, setupMockServer } from './helpers';

setupMockServer();

/** `METHOD /path` of every operation in the contract, path params as `:name`. */
function contractOperations(): string[] {
  const yaml = readFileSync(join(__dirname, '../../../src/contract/openapi.yaml'), 'utf8');
  const pathsSection = yaml.slice(yaml.indexOf('\npaths:'), yaml.indexOf('\ncomponents:'));
  const out: string[] = [];
  let current = '';
  for (const line of pathsSection.split('\n')) {
    const path = /^ {2}(\/v1\/\S+):\s*$/.exec(line);
    if (path) current = path[1].replace(/\{(\w+)\}/g, ':$1');
    const method = /^ {4}(get|post|put|patch|delete):\s*$/.exec(line);
    if (method && current) out.push(`${method[1].toUpperCase()} ${current}`);
  }
  return out.sort();
}

describe('contract coverage', () => {
  it('has a handler for every operation of the contract', () => {
    const operations = contractOperations();
    expect(operations).toHaveLength(30);
    const routes = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
    expect(routes).toEqual(operations);
  });

  it('answers unknown /v1 paths with the contract 404 body', async () => {
    const res = await api('/v1/employers/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The requested record was not found.', errors: [] });
  });

  it('follows the error precedence 401 → 422 → 403 → 404', async () => {
    const invalid = { name: 'x' };
    expect((await api('/v1/employers/job-openings', { body: invalid })).status).toBe(401);
    const unverified = await login('new@hireline.test');
    expect(
      (await api('/v1/employers/job-openings', { token: unverified, body: invalid })).status,
    ).toBe(422);
    expect(
      (
        await api('/v1/employers/job-openings/00000000-0000-4000-8000-000000000000/chats', {
          token: unverified,
        })
      ).status,
    ).toBe(403);
    const demo = await login('demo@hireline.test');
    expect(
      (
        await api('/v1/employers/job-openings/00000000-0000-4000-8000-000000000000/chats', {
          token: demo,
        })
      ).status,
    ).toBe(404);
  });

  it('writes error messages in Spanish for Accept-Language es', async () => {
    const res = await api('/v1/employers/auth/employee', { lang: 'es-MX' });
    expect(res.body.message).toBe('No autenticado.');
    const fallback = await api('/v1/employers/auth/employee', { lang: 'fr-FR' });
    expect(fallback.body.message).toBe('Unauthenticated.');
  });
});

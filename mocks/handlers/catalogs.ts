/**
 * Public catalogs (contract tag Catalogs): `GET` and `POST /v1/catalog/{model}` for states,
 * cities (state_id required), company-sizes, company-industries, skills and templates.
 * Search is case- and accent-insensitive; industry, size and skill names follow
 * Accept-Language, and a skill search also finds the English name (contract "Language").
 */
import type { CatalogModel } from '../contract';
import { companyIndustries, companySizes, TEMPLATES, type Lang } from '../fixtures/catalogs';
import { CITIES, STATES } from '../fixtures/locations';
import { findBilingualSkill, skillsIn } from '../fixtures/skills';
import {
  fold,
  json,
  paginate,
  parseQuery,
  param,
  queryInt,
  queryValue,
  readBody,
  readPaging,
  validator,
  type Ctx,
  type RouteDef,
  type Validator,
} from '../http';

/** The catalog models of the contract. */
const CATALOG_MODELS: readonly CatalogModel[] = [
  'states',
  'cities',
  'company-sizes',
  'company-industries',
  'skills',
  'templates',
];

interface CatalogItem {
  id: number;
  name?: string;
  title?: string;
  body?: string;
}

function byName<T extends { name: string }>(lang: Lang) {
  const collator = new Intl.Collator(lang === 'es' ? 'es' : 'en', { sensitivity: 'base' });
  return (a: T, b: T) => collator.compare(a.name, b.name);
}

/** Items of a model in the contract's order (states, cities, industries, skills by name). */
function itemsOf(model: CatalogModel, lang: Lang, stateId: number | undefined): CatalogItem[] {
  switch (model) {
    case 'states':
      return [...STATES].sort(byName(lang));
    case 'cities':
      return CITIES.filter((c) => stateId === undefined || c.state_id === stateId).sort(
        byName(lang),
      );
    case 'company-sizes':
      return companySizes(lang);
    case 'company-industries':
      return companyIndustries(lang).sort(byName(lang));
    case 'skills':
      return skillsIn(lang).sort(byName(lang));
    case 'templates':
      return [...TEMPLATES];
  }
}

/**
 * Whether an item matches a search: its name (in the request's language), title or body; a
 * skill also by its English name (contract: with `es`, `search=forklift` finds "Operación de
 * montacargas"; with `en`, English names only).
 */
function matches(model: CatalogModel, item: CatalogItem, search: string): boolean {
  const needle = fold(search.trim());
  const english = model === 'skills' ? findBilingualSkill(item.id)?.name.en : undefined;
  return [item.name, item.title, item.body, english].some(
    (text) => text !== undefined && fold(text).includes(needle),
  );
}

function readModel(ctx: Ctx, v: Validator): CatalogModel | undefined {
  const model = param(ctx, 'model');
  if ((CATALOG_MODELS as readonly string[]).includes(model)) return model as CatalogModel;
  v.add('model', 'modelInvalid');
  return undefined;
}

function listCatalog(ctx: Ctx): Response {
  const v = validator(ctx);
  const model = readModel(ctx, v);
  const pairs = parseQuery(ctx.url.search);
  const { page, perPage } = readPaging(v, pairs);
  const search = queryValue(pairs, 'search') ?? '';
  if (search.length > 100) v.add('search', 'maxString', { max: 100 });
  const rawState = queryValue(pairs, 'state_id');
  const stateId = queryInt(v, rawState === '' ? null : rawState, 'state_id', { min: 1 });
  if (model === 'cities' && (rawState === null || rawState === ''))
    v.add('state_id', 'requiredCities');
  v.throwIfFailed();
  if (!model) return json({});
  let items = itemsOf(model, ctx.lang, model === 'cities' ? stateId : undefined);
  if (search.trim()) items = items.filter((i) => matches(model, i, search));
  return json(paginate(items, page, perPage));
}

async function queryCatalog(ctx: Ctx): Promise<Response> {
  const v = validator(ctx);
  const model = readModel(ctx, v);
  const body = await readBody(ctx);
  let ids: number[] | undefined;
  if (body.ids !== undefined && body.ids !== null) {
    if (!Array.isArray(body.ids)) v.add('ids', 'array');
    else if (body.ids.length > 100) v.add('ids', 'maxItems', { max: 100 });
    else {
      body.ids.forEach((id, i) => {
        if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) v.add(`ids.${i}`, 'integer');
        else if (body.ids && (body.ids as unknown[]).indexOf(id) !== i)
          v.add(`ids.${i}`, 'distinct');
      });
      ids = body.ids as number[];
    }
  }
  const search =
    body.search === undefined || body.search === null
      ? ''
      : v.string(body, 'search', { max: 100, required: false });
  const stateId = v.integer(body, 'state_id', { min: 1, required: false });
  const page = v.integer(body, 'page', { min: 1, required: false }) ?? 1;
  const perPage = v.integer(body, 'per_page', { min: 1, max: 100, required: false }) ?? 15;
  if (model === 'cities' && ids === undefined && stateId === undefined && !v.has('state_id')) {
    v.add('state_id', 'requiredCities');
  }
  v.throwIfFailed();
  if (!model) return json({});
  let items = itemsOf(model, ctx.lang, model === 'cities' ? stateId : undefined);
  if (ids) {
    const wanted = new Set(ids);
    items = items.filter((i) => wanted.has(i.id));
  }
  if (search && search.trim()) items = items.filter((i) => matches(model, i, search));
  return json(paginate(items, page, perPage));
}

/** The Catalogs routes (public: no token needed). */
export const catalogRoutes: RouteDef[] = [
  { method: 'get', path: '/v1/catalog/:model', handler: listCatalog },
  { method: 'post', path: '/v1/catalog/:model', handler: queryCatalog },
];

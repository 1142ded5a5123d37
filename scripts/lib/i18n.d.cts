/** Types of scripts/lib/i18n.cjs (for the TypeScript unit tests). */
export interface Descriptor {
  id?: string;
  defaultMessage?: string;
  description?: string;
  file?: string;
}
export type Catalog = Record<string, string>;
export interface CatalogPair {
  name: string;
  en: Catalog;
  es: Catalog;
}
export function serializeCatalog(catalog: Catalog): string;
export function englishCatalogsByFile(extracted: Record<string, Descriptor>): {
  catalogs: Record<string, Catalog>;
  problems: string[];
};
export function checkUsages(
  usages: Record<string, Descriptor>,
  declaredIds: Iterable<string>,
): string[];
export function checkTemplateIds(
  templates: { prefix: string; file: string }[],
  declaredIds: Iterable<string>,
): string[];
export function idTemplatesIn(text: string): string[];
export function compareMessage(
  id: string,
  english: string,
  translation: string,
  locale?: string,
): string[];
export function checkTranslations(pairs: CatalogPair[], locale?: string): string[];

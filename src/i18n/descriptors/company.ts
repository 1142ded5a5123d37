/**
 * English texts of the company information form, one descriptor per message id. `npm run
 * i18n:extract` writes `src/i18n/locales/en/company.json` from this module (never edit that
 * file by hand); the Spanish texts are in the matching `es` catalog. Call sites use the ids
 * alone, so the English text ships once, in the catalog (README "Translations").
 */
import { defineMessages } from 'react-intl';

export const companyMessages = defineMessages({
  'company.form.label': { id: 'company.form.label', defaultMessage: 'Company information' },
  'company.form.failed': {
    id: 'company.form.failed',
    defaultMessage: "We couldn't save your company",
  },
  'company.field.name': { id: 'company.field.name', defaultMessage: 'Company name' },
  'company.field.description': { id: 'company.field.description', defaultMessage: 'Description' },
  'company.field.descriptionHint': {
    id: 'company.field.descriptionHint',
    defaultMessage: 'Optional. What your company does, in a sentence or two.',
  },
  'company.field.phoneNumber': { id: 'company.field.phoneNumber', defaultMessage: 'Phone number' },
  'company.field.phoneNumberHint': {
    id: 'company.field.phoneNumberHint',
    defaultMessage: 'A 10-digit US number, e.g. (713) 555-0187 or 7135550187.',
  },
  'company.field.state': { id: 'company.field.state', defaultMessage: 'State' },
  'company.field.city': { id: 'company.field.city', defaultMessage: 'City' },
  'company.field.cityHint': {
    id: 'company.field.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  'company.field.size': { id: 'company.field.size', defaultMessage: 'Company size' },
  'company.field.industry': { id: 'company.field.industry', defaultMessage: 'Industry' },
  'company.field.customerSince': {
    id: 'company.field.customerSince',
    defaultMessage: 'Customer since',
  },
  'company.attribute.name': { id: 'company.attribute.name', defaultMessage: 'company name' },
  'company.attribute.description': {
    id: 'company.attribute.description',
    defaultMessage: 'description',
  },
  'company.attribute.phoneNumber': {
    id: 'company.attribute.phoneNumber',
    defaultMessage: 'phone number',
  },
  'company.attribute.state': { id: 'company.attribute.state', defaultMessage: 'state' },
  'company.attribute.city': { id: 'company.attribute.city', defaultMessage: 'city' },
  'company.attribute.size': { id: 'company.attribute.size', defaultMessage: 'company size' },
  'company.attribute.industry': { id: 'company.attribute.industry', defaultMessage: 'industry' },
  'company.attribute.customerSince': {
    id: 'company.attribute.customerSince',
    defaultMessage: 'customer since date',
  },
});

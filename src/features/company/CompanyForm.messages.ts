/** The texts of the company form (src/features/company/CompanyForm.tsx). */
import { defineMessages } from '../../i18n/defineMessages';

export const companyFormMessages = defineMessages({
  attributeCity: { id: 'company.attribute.city', defaultMessage: 'city' },
  attributeCustomerSince: {
    id: 'company.attribute.customerSince',
    defaultMessage: 'customer since date',
  },
  attributeDescription: {
    id: 'company.attribute.description',
    defaultMessage: 'description',
  },
  attributeIndustry: { id: 'company.attribute.industry', defaultMessage: 'industry' },
  attributeName: { id: 'company.attribute.name', defaultMessage: 'company name' },
  attributePhoneNumber: {
    id: 'company.attribute.phoneNumber',
    defaultMessage: 'phone number',
  },
  attributeSize: { id: 'company.attribute.size', defaultMessage: 'company size' },
  attributeState: { id: 'company.attribute.state', defaultMessage: 'state' },
  fieldCity: { id: 'company.field.city', defaultMessage: 'City' },
  fieldCityHint: {
    id: 'company.field.cityHint',
    defaultMessage: 'Choose a state first.',
  },
  fieldCustomerSince: {
    id: 'company.field.customerSince',
    defaultMessage: 'Customer since',
  },
  fieldDescription: { id: 'company.field.description', defaultMessage: 'Description' },
  fieldDescriptionHint: {
    id: 'company.field.descriptionHint',
    defaultMessage: 'Optional. What your company does, in a sentence or two.',
  },
  fieldIndustry: { id: 'company.field.industry', defaultMessage: 'Industry' },
  fieldName: { id: 'company.field.name', defaultMessage: 'Company name' },
  fieldPhoneNumber: { id: 'company.field.phoneNumber', defaultMessage: 'Phone number' },
  fieldPhoneNumberHint: {
    id: 'company.field.phoneNumberHint',
    defaultMessage: 'A 10-digit US number, e.g. (713) 555-0187 or 7135550187.',
  },
  fieldSize: { id: 'company.field.size', defaultMessage: 'Company size' },
  fieldState: { id: 'company.field.state', defaultMessage: 'State' },
  formFailed: {
    id: 'company.form.failed',
    defaultMessage: "We couldn't save your company",
  },
  formLabel: { id: 'company.form.label', defaultMessage: 'Company information' },
});

import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { Company } from '../../contract/types';
import { DetailList } from './DetailList';
import { accountMessages } from './account.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  companyFieldCustomerSince: {
    id: 'account.company.field.customerSince',
    defaultMessage: 'Customer since',
  },
  companyFieldDescription: {
    id: 'account.company.field.description',
    defaultMessage: 'Description',
  },
  companyFieldIndustry: {
    id: 'account.company.field.industry',
    defaultMessage: 'Industry',
  },
  companyFieldLocation: {
    id: 'account.company.field.location',
    defaultMessage: 'Location',
  },
  companyFieldName: { id: 'account.company.field.name', defaultMessage: 'Name' },
  companyFieldPhone: {
    id: 'account.company.field.phone',
    defaultMessage: 'Phone number',
  },
  companyFieldSize: { id: 'account.company.field.size', defaultMessage: 'Size' },
  companyLocation: { id: 'account.company.location', defaultMessage: '{city}, {state}' },
});

/** A US phone number of 10 digits as "(713) 555-0187"; anything else as it is. */
export function formatPhoneNumber(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

export interface CompanySummaryProps {
  /** The current user's company (`Employee.company`). */
  company: Company;
}

/**
 * The company information read-only (SPEC §2 account screen "company information", §3
 * Company form labels): name, description, phone number, location (city, state), size,
 * industry and customer since. Missing values read "None".
 */
export function CompanySummary({ company }: CompanySummaryProps) {
  const none = <FormattedMessage {...accountMessages.companyNone} />;
  const or = (value: ReactNode | null | undefined) =>
    value === null || value === undefined || value === '' ? none : value;
  const { location } = company;
  return (
    <DetailList
      items={[
        {
          key: 'name',
          term: <FormattedMessage {...messages.companyFieldName} />,
          value: or(company.name),
        },
        {
          key: 'description',
          term: <FormattedMessage {...messages.companyFieldDescription} />,
          value: or(company.description),
        },
        {
          key: 'phone_number',
          term: <FormattedMessage {...messages.companyFieldPhone} />,
          value: or(company.phone_number && formatPhoneNumber(company.phone_number)),
        },
        {
          key: 'location',
          term: <FormattedMessage {...messages.companyFieldLocation} />,
          value: or(
            location && (
              <FormattedMessage
                {...messages.companyLocation}
                values={{ city: location.city.name, state: location.state.name }}
              />
            ),
          ),
        },
        {
          key: 'company_size',
          term: <FormattedMessage {...messages.companyFieldSize} />,
          value: or(company.company_size?.name),
        },
        {
          key: 'company_industry',
          term: <FormattedMessage {...messages.companyFieldIndustry} />,
          value: or(company.company_industry?.name),
        },
        {
          key: 'customer_since',
          term: <FormattedMessage {...messages.companyFieldCustomerSince} />,
          value: or(
            company.customer_since && (
              <FormattedDate
                value={`${company.customer_since}T00:00:00Z`}
                dateStyle="long"
                timeZone="UTC"
              />
            ),
          ),
        },
      ]}
    />
  );
}

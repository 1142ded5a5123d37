import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Payment, PaymentKind } from '../../contract/types';
import { Badge, VisuallyHidden, type BadgeVariant } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  historyCaption: {
    id: 'account.history.caption',
    defaultMessage: 'Charges, newest first',
  },
  historyColumnAmount: {
    id: 'account.history.column.amount',
    defaultMessage: 'Amount',
  },
  historyColumnDate: { id: 'account.history.column.date', defaultMessage: 'Date' },
  historyColumnDescription: {
    id: 'account.history.column.description',
    defaultMessage: 'Description',
  },
  historyColumnKind: { id: 'account.history.column.kind', defaultMessage: 'Kind' },
  historyColumnOpening: {
    id: 'account.history.column.opening',
    defaultMessage: 'Job opening',
  },
  historyNoOpening: {
    id: 'account.history.noOpening',
    defaultMessage: 'No job opening',
    description: 'Read out instead of the dash shown for a monthly fee, which has no opening.',
  },
  historyOpeningLink: {
    id: 'account.history.openingLink',
    defaultMessage: 'View job opening',
    description: 'Link to the chats of an opening whose name is not known on this page.',
  },
  kindCheckout: { id: 'billing.kind.checkout', defaultMessage: 'Checkout' },
  kindSubscription: { id: 'billing.kind.subscription', defaultMessage: 'Monthly fee' },
  kindUnlock: { id: 'billing.kind.unlock', defaultMessage: 'Unlock' },
});

/** The badge text of each kind of charge. */
const PAYMENT_KIND_NAMES: Readonly<Record<PaymentKind, Message>> = {
  checkout: messages.kindCheckout,
  subscription: messages.kindSubscription,
  unlock: messages.kindUnlock,
};

/**
 * Badge colour of each kind of charge (its text says the kind; the colour only repeats it): a
 * category colour, not a status one (issue #32 point 5: an unlock read as a warning).
 */
const PAYMENT_KIND_BADGE: Record<PaymentKind, BadgeVariant> = {
  subscription: 'neutral',
  checkout: 'teal',
  unlock: 'purple',
};

const StyledTable = styled.table<{ $dimmed: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  [data-cell='date'] {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-cell='description'],
  [data-cell='opening'] {
    overflow-wrap: anywhere;
  }
  [data-cell='amount'] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  /* Phones: each charge is a small card — date and amount, then kind, description, opening. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'date amount'
        'kind kind'
        'description description'
        'opening opening';
      gap: ${({ theme }) => theme.space.xs}px;
      padding: ${({ theme }) => theme.space.md}px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
    [data-cell='date'] {
      grid-area: date;
    }
    [data-cell='kind'] {
      grid-area: kind;
    }
    [data-cell='description'] {
      grid-area: description;
    }
    [data-cell='opening'] {
      grid-area: opening;
    }
    [data-cell='amount'] {
      grid-area: amount;
    }
    [data-empty='true'] {
      display: none;
    }
  }
`;

const StyledAmountHeader = styled.th`
  && {
    text-align: right;
  }
`;

/** Props of {@link BillingHistoryTable}. */
export interface BillingHistoryTableProps {
  /** One page of `listPayments`, newest first (`amount` in cents of each `currency`). */
  payments: readonly Payment[];
  /** Names of the openings charged for, by uuid; an opening missing here is linked unnamed. */
  openingNames: Readonly<Record<string, string>>;
  /** A newer page is on its way: the rows dim and the table is `aria-busy`. */
  busy?: boolean;
}

/**
 * The billing history's charges (issue #9 point 4; contract `listPayments`), as given, newest
 * first: date (interface language), kind (a translated badge), description, the job opening
 * (a link to its chats, named when `openingNames` knows it; a dash for monthly fees) and the
 * amount in the charge's currency. A table with a caption and column headers; below 640 px
 * each row becomes a small card (date and amount, then kind, description and opening) with
 * the headers kept for screen readers. Presentational.
 */
export function BillingHistoryTable({
  payments,
  openingNames,
  busy = false,
}: BillingHistoryTableProps) {
  const intl = useIntl();
  return (
    <StyledTable $dimmed={busy} aria-busy={busy}>
      <VisuallyHidden as="caption">
        <FormattedMessage {...messages.historyCaption} />
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage {...messages.historyColumnDate} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.historyColumnKind} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.historyColumnDescription} />
          </th>
          <th scope="col">
            <FormattedMessage {...messages.historyColumnOpening} />
          </th>
          <StyledAmountHeader scope="col">
            <FormattedMessage {...messages.historyColumnAmount} />
          </StyledAmountHeader>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => {
          const uuid = payment.job_opening_uuid;
          const name = uuid ? openingNames[uuid] : undefined;
          return (
            <tr key={payment.id}>
              <td data-cell="date">
                <FormattedDate value={payment.created_at} dateStyle="medium" />
              </td>
              <td data-cell="kind">
                <Badge variant={PAYMENT_KIND_BADGE[payment.kind] ?? 'neutral'}>
                  <FormattedMessage {...PAYMENT_KIND_NAMES[payment.kind]} />
                </Badge>
              </td>
              <td data-cell="description">{payment.description}</td>
              <td data-cell="opening" data-empty={!uuid}>
                {uuid ? (
                  <Link to={`/job-openings/${encodeURIComponent(uuid)}/chats`}>
                    {name ?? intl.formatMessage(messages.historyOpeningLink)}
                  </Link>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>
                      <FormattedMessage {...messages.historyNoOpening} />
                    </VisuallyHidden>
                  </>
                )}
              </td>
              <td data-cell="amount">{formatAmount(intl, payment.amount, payment.currency)}</td>
            </tr>
          );
        })}
      </tbody>
    </StyledTable>
  );
}

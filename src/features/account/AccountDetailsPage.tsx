import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import { Badge, Card, PageHeader, Stack } from '../../components';
import { useAppSelector } from '../../store/hooks';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.lg}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/**
 * /account-details (SPEC §2), where login lands (§4). Until the account issue it shows the
 * logged-in employee's general information, company and current plan read-only, and points
 * to the next step: continue sign-up while email, company or plan is missing, otherwise
 * the job openings.
 */
export function AccountDetailsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const { data: subscription } = useGetCurrentSubscriptionQuery(undefined, {
    refetchOnFocus: false,
  });
  if (!user) return null;
  const ready = Boolean(
    user.email_verified_at && user.company?.is_complete && subscription?.status === 'active',
  );
  return (
    <Stack gap="lg">
      <PageHeader title={<FormattedMessage id="account.title" />} />
      <Card title={<FormattedMessage id="account.general" />}>
        <StyledList>
          <dt>
            <FormattedMessage id="account.name" />
          </dt>
          <dd>{user.name}</dd>
          <dt>
            <FormattedMessage id="account.email" />
          </dt>
          <dd>
            {user.email}{' '}
            <Badge variant={user.email_verified_at ? 'success' : 'warning'}>
              <FormattedMessage
                id={user.email_verified_at ? 'account.emailVerified' : 'account.emailNotVerified'}
              />
            </Badge>
          </dd>
          <dt>
            <FormattedMessage id="account.company" />
          </dt>
          <dd>
            {user.company?.is_complete ? (
              user.company.name
            ) : (
              <FormattedMessage id="account.companyIncomplete" />
            )}
          </dd>
          <dt>
            <FormattedMessage id="account.plan" />
          </dt>
          <dd>
            {subscription ? (
              <FormattedMessage
                id="account.planStatus"
                values={{ plan: subscription.plan.name, status: subscription.status }}
              />
            ) : (
              <FormattedMessage id="account.noPlan" />
            )}
          </dd>
        </StyledList>
      </Card>
      <p>
        {ready ? (
          <Link to="/job-openings">
            <FormattedMessage id="account.goToJobOpenings" />
          </Link>
        ) : (
          <Link to="/sign-up/email-verification">
            <FormattedMessage id="account.continueSignUp" />
          </Link>
        )}
      </p>
      <p>
        <FormattedMessage id="account.comingSoon" />
      </p>
    </Stack>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, FormattedTime, IntlProvider, useIntl } from 'react-intl';
import es from './locales/es.json';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, EmptyState, Icon, Modal, Stack, VisuallyHidden } from '../../components';
import { notify } from '../../store/notifier';
import {
  demoInboxEmails,
  demoInboxUnread,
  markDemoInboxRead,
  subscribeDemoInbox,
  type DemoInboxEmail,
} from './demoInbox';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  inboxAbout: {
    id: 'demo.inbox.about',
    defaultMessage:
      'Demo mode: no real e-mail is sent. The messages the app would e-mail you arrive here.',
  },
  inboxCode: { id: 'demo.inbox.code', defaultMessage: 'Code: {code}' },
  inboxEmpty: { id: 'demo.inbox.empty', defaultMessage: 'No e-mails yet' },
  inboxMeta: { id: 'demo.inbox.meta', defaultMessage: 'To {to} · {time}' },
  inboxNew: {
    id: 'demo.inbox.new',
    defaultMessage: 'new {count, plural, one {e-mail} other {e-mails}}',
  },
  inboxOpen: {
    id: 'demo.inbox.open',
    defaultMessage: 'Open the demo inbox at the bottom left to read it.',
  },
  inboxResetLink: { id: 'demo.inbox.resetLink', defaultMessage: 'Reset your password' },
  inboxTitle: { id: 'demo.inbox.title', defaultMessage: 'Demo inbox' },
  inboxToast: { id: 'demo.inbox.toast', defaultMessage: 'Demo e-mail sent to {to}' },
});

/**
 * In the page's flow, after its content (issue #19 point 17): a fixed launcher covered
 * whatever scrolled under it (Change password, a form's labels) and the toasts at the bottom
 * of a phone's screen.
 */
const StyledLauncher = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`};
`;

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const StyledEmail = styled.li`
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCode = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.2em;
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

/** The link or code of one demo e-mail. */
function EmailBody({ email, onNavigate }: { email: DemoInboxEmail; onNavigate: () => void }) {
  if (email.kind === 'verification' && email.secret)
    return (
      <StyledCode>
        <FormattedMessage {...texts.inboxCode} values={{ code: email.secret }} />
      </StyledCode>
    );
  if (email.kind === 'passwordReset' && email.secret)
    return (
      <p>
        <Link to={`/auth/password-recovery/${email.secret}`} onClick={onNavigate}>
          <FormattedMessage {...texts.inboxResetLink} />
        </Link>
      </p>
    );
  return <p>{email.text}</p>;
}

/**
 * The demo inbox's Spanish texts (src/features/demo/locales/es.json), kept out of the app's
 * catalog; its English texts are the `defaultMessage`s above.
 */
export const DEMO_INBOX_SPANISH: Record<string, string> = es;

/**
 * The demo inbox (demo mode only, never in a production build: src/main.tsx renders it only
 * after starting the simulated API): a button at the bottom left of the page, after its
 * content (never over it), with the number of new
 * e-mails, that opens the e-mails the demo backend "sent" — the verification code, the
 * password-reset link as a link into the app. Each new e-mail is also announced by a toast.
 */
function DemoInboxPanel() {
  const intl = useIntl();
  const emails = useSyncExternalStore(subscribeDemoInbox, demoInboxEmails, demoInboxEmails);
  const unread = useSyncExternalStore(subscribeDemoInbox, demoInboxUnread, demoInboxUnread);
  const [open, setOpen] = useState(false);
  const seen = useRef(unread);

  useEffect(() => {
    if (unread > seen.current && emails[0]) {
      const email = emails[0];
      // Formatted here: the app's catalogs do not hold the demo texts.
      notify({
        kind: 'info',
        summary: intl.formatMessage(texts.inboxToast, { to: email.to }),
        detail:
          email.kind === 'verification' && email.secret
            ? intl.formatMessage(texts.inboxCode, { code: email.secret })
            : intl.formatMessage(texts.inboxOpen),
      });
    }
    seen.current = unread;
  }, [unread, emails, intl]);

  const close = () => setOpen(false);

  return (
    <StyledLauncher>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<Icon name="inbox" size={16} />}
        onClick={() => {
          markDemoInboxRead();
          setOpen(true);
        }}
      >
        <FormattedMessage {...texts.inboxTitle} />
        {unread > 0 && (
          <Badge variant="info">
            {unread}
            <VisuallyHidden>
              {' '}
              <FormattedMessage {...texts.inboxNew} values={{ count: unread }} />
            </VisuallyHidden>
          </Badge>
        )}
      </Button>
      <Modal open={open} onClose={close} title={<FormattedMessage {...texts.inboxTitle} />}>
        <Stack gap="md">
          <p>
            <FormattedMessage {...texts.inboxAbout} />
          </p>
          {emails.length === 0 ? (
            <EmptyState
              size="compact"
              headingLevel={3}
              icon={<Icon name="inbox" size={20} />}
              title={<FormattedMessage {...texts.inboxEmpty} />}
            />
          ) : (
            <StyledList>
              {emails.map((email, index) => (
                <StyledEmail key={`${email.sent_at}-${index}`}>
                  <h3>{email.subject}</h3>
                  <p>
                    <FormattedMessage
                      {...texts.inboxMeta}
                      values={{
                        to: email.to,
                        time: <FormattedTime value={email.sent_at} />,
                      }}
                    />
                  </p>
                  <EmailBody email={email} onNavigate={close} />
                </StyledEmail>
              ))}
            </StyledList>
          )}
        </Stack>
      </Modal>
    </StyledLauncher>
  );
}

/**
 * The demo inbox in the interface language: its own texts (src/features/demo/locales) over the
 * app's, so that a production build, which never loads this module, holds none of them.
 */
export function DemoInbox() {
  const intl = useIntl();
  const lang = intl.locale.toLowerCase().startsWith('es') ? 'es' : 'en';
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      messages={
        lang === 'es'
          ? { ...(intl.messages as Record<string, string>), ...DEMO_INBOX_SPANISH }
          : intl.messages
      }
    >
      <DemoInboxPanel />
    </IntlProvider>
  );
}

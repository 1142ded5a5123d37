import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  errorPageText: {
    id: 'errorPage.text',
    defaultMessage: 'The page you are looking for cannot be found.',
  },
  errorPageTitle: { id: 'errorPage.title', defaultMessage: "It's empty here" },
  notFoundText: {
    id: 'notFound.text',
    defaultMessage: "It's empty here. The page you are looking for cannot be found.",
  },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page not found' },
});

function BackHome() {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate('/job-openings')}>
      <FormattedMessage {...commonMessages.back} />
    </Button>
  );
}

/**
 * /error (SPEC §2): says it is empty here and the page cannot be found, with a
 * back-to-homepage button that goes to job openings. Also the forbidden target (§6).
 */
export function ErrorPage() {
  return (
    <MessagePage
      standalone
      title={<FormattedMessage {...messages.errorPageTitle} />}
      text={<FormattedMessage {...messages.errorPageText} />}
      action={<BackHome />}
    />
  );
}

/** Any unknown path (SPEC §2, §8): the not-found page, with the same way back. */
export function NotFoundPage() {
  return (
    <MessagePage
      standalone
      code="404"
      title={<FormattedMessage {...messages.notFoundTitle} />}
      text={<FormattedMessage {...messages.notFoundText} />}
      action={<BackHome />}
    />
  );
}

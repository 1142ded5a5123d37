import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { MessagePage } from '../../components/MessagePage';

function BackHome() {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate('/job-openings')}>
      <FormattedMessage id="errorPage.back" />
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
      title={<FormattedMessage id="errorPage.title" />}
      text={<FormattedMessage id="errorPage.text" />}
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
      title={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" />}
      action={<BackHome />}
    />
  );
}

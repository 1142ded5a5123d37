import { FormattedMessage } from 'react-intl';

/**
 * A sign-up step not built yet (issue #2: "a titled placeholder in the right layout and
 * nothing else"); the sign-up layout shows the step's title and the list of steps.
 */
export function SignUpStepPlaceholder() {
  return (
    <p>
      <FormattedMessage id="placeholder.text" />
    </p>
  );
}

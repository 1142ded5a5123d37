import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { NormalizedError } from '../../api/errors';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { FormikPasswordField } from '../shared/FormikFields';
import { ServerForm } from '../shared/ServerForm';
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD,
  type ChangePasswordValues,
} from './changePasswordSchema';

/** Password fields read best at about a sentence's width, not the whole card. */
const StyledNarrow = styled.div`
  max-width: 480px;
`;

export interface ChangePasswordFormProps {
  /**
   * Sends the values (contract `changePassword`, POST /v1/employers/auth/password-change).
   * Resolves `null` on success — the form then empties itself — or the error to show: its
   * message above the fields, its 422 `fields` (e.g. `current_password`) on them.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<NormalizedError | null>;
}

/**
 * The security section's form (SPEC §2 account screen "security", §5): current password,
 * new password and its confirmation, validated with the app's Yup locale. A wrong current
 * password (server 422 on `current_password`) shows on that field; after a success the
 * fields are cleared.
 */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const intl = useIntl();
  // A new key after each success mounts a fresh, empty Formik (no password left in memory).
  const [generation, setGeneration] = useState(0);
  return (
    <StyledNarrow>
      <ServerForm<ChangePasswordValues>
        key={generation}
        initialValues={EMPTY_CHANGE_PASSWORD}
        validationSchema={changePasswordSchema}
        label={intl.formatMessage({ id: 'account.security.form' })}
        errorTitleId="account.security.failed"
        submitLabel={<FormattedMessage id="account.security.submit" />}
        onSubmit={async (values) => {
          const error = await onSubmit(values);
          if (!error) setGeneration((n) => n + 1);
          return error;
        }}
      >
        <FormikPasswordField
          label={<FormattedMessage id="account.label.currentPassword" />}
          name="current_password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          labelId="account.label.newPassword"
          confirmationLabelId="account.label.newPasswordConfirmation"
          hintId="account.security.passwordHint"
        />
      </ServerForm>
    </StyledNarrow>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthFooterText, AuthForm, AuthLayout, AuthSubtitle, AuthTitle } from '../../components/auth-layout';
import { Button, ButtonLink } from '../../components/button';
import { PasswordField } from '../../components/form-field';
import { AlertIcon, CheckCircleIcon, HeartIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { notify } from '../../lib/notify';
import { useResetPassword } from './api/use-reset-password';
import { ErrorBanner, IconBubble, Stack } from './auth-styles';
import { validateReset, type ResetErrors } from './reset-validation';

/** docs/product.md, Business constants and limits: the success screen sends the reader to /login after 3000 ms. */
export const RESET_REDIRECT_DELAY_MS = 3000;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { resetPassword, loading } = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(paths.login, { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const found = validateReset(password, confirmPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(null);
    const result = await resetPassword({ token, newPassword: password });
    if (result.ok) {
      notify.success('Password Reset Successful!');
      setDone(true);
    } else {
      setServerError(result.message);
      notify.error(result.message);
    }
  };

  if (done) {
    return (
      <AuthLayout backTo={paths.login} backLabel="Back to Login">
        <IconBubble $tone="sage">
          <CheckCircleIcon />
        </IconBubble>
        <AuthTitle>Password Reset Successful!</AuthTitle>
        <AuthSubtitle>
          Your password has been updated. Taking you to sign in… You can sign in with your new password now.
        </AuthSubtitle>
        <Stack>
          <ButtonLink to={paths.login} $size="lg" $block>
            Go to Login
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout backTo={paths.login} backLabel="Back to Login">
      <IconBubble>
        <HeartIcon />
      </IconBubble>
      <AuthTitle>Set a new password</AuthTitle>
      <AuthSubtitle>Choose a new password for your MomStride account.</AuthSubtitle>
      <AuthForm onSubmit={onSubmit} noValidate>
        {!token ? (
          <ErrorBanner role="alert">
            <AlertIcon width={20} height={20} />
            Invalid reset link
          </ErrorBanner>
        ) : null}
        {token && serverError ? (
          <ErrorBanner role="alert">
            <AlertIcon width={20} height={20} />
            {serverError}
          </ErrorBanner>
        ) : null}
        <PasswordField
          label="New Password"
          name="new_password"
          autoComplete="new-password"
          hint="Must be at least 8 characters"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors(({ password: _cleared, ...rest }) => rest);
          }}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirm_password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => {
            setConfirmPassword(e.target.value);
            if (errors.confirmPassword) setErrors(({ confirmPassword: _cleared, ...rest }) => rest);
          }}
        />
        <Button type="submit" $size="lg" $block disabled={!token || loading}>
          {loading ? (
            <>
              <Spinner aria-hidden="true" /> Resetting...
            </>
          ) : (
            'Reset Password'
          )}
        </Button>
      </AuthForm>
      <AuthFooterText>
        Need a new link? <Link to={paths.forgotPassword}>Request another reset email</Link>
      </AuthFooterText>
    </AuthLayout>
  );
}

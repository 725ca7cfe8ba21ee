import { useState, type FormEvent } from 'react';
import { AuthForm, AuthLayout, AuthSubtitle, AuthTitle } from '../../components/auth-layout';
import { Button, ButtonLink } from '../../components/button';
import { TextField } from '../../components/form-field';
import { MailIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useRequestPasswordReset } from './api/use-request-password-reset';
import { Callout, IconBubble, Stack } from './auth-styles';

export function ForgotPasswordPage() {
  const { requestReset, loading } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if ((await requestReset(address)).ok) setSentTo(address);
  };

  if (sentTo) {
    return (
      <AuthLayout backTo={paths.login} backLabel="Back to Login">
        <IconBubble $tone="sage">
          <MailIcon />
        </IconBubble>
        <AuthTitle>Check Your Email</AuthTitle>
        <AuthSubtitle>
          If an account exists for <strong>{sentTo}</strong>, we’ve sent a link to reset your password. The link is
          valid for one hour.
        </AuthSubtitle>
        <Callout>Don’t see it? Check your spam or junk folder, or try again in a few minutes.</Callout>
        <Stack>
          <ButtonLink to={paths.login} $size="lg" $block>
            Back to Login
          </ButtonLink>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout backTo={paths.login} backLabel="Back to Login">
      <IconBubble>
        <MailIcon />
      </IconBubble>
      <AuthTitle>Forgot your password?</AuthTitle>
      <AuthSubtitle>Enter the email address you signed up with and we’ll send you a link to reset it.</AuthSubtitle>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" $size="lg" $block disabled={loading}>
          {loading ? (
            <>
              <Spinner aria-hidden="true" /> Sending...
            </>
          ) : (
            'Send Reset Link'
          )}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthFooterText, AuthForm, AuthLayout, AuthSubtitle, AuthTitle } from '../../components/auth-layout';
import { Button } from '../../components/button';
import { Checkbox, PasswordField, TextField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { prefetchDashboard } from '../../lib/dashboard-query';
import { useLogin } from './api/use-login';
import { Row } from './auth-styles';

export function LoginPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { login, loading } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ email: email.trim(), password });
    if (!result.success) return;
    prefetchDashboard(client);
    await navigate(paths.dashboard, { replace: true });
  };

  return (
    <AuthLayout>
      <AuthTitle>Sign in to your account</AuthTitle>
      <AuthSubtitle>Welcome back! Please enter your details.</AuthSubtitle>
      <AuthForm onSubmit={onSubmit}>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder="Enter your password"
        />
        <Row>
          <Checkbox label="Remember me" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </Row>
        <Button type="submit" $size="lg" $block disabled={loading}>
          {loading ? (
            <>
              <Spinner aria-hidden="true" /> Signing in...
            </>
          ) : (
            'Sign in'
          )}
        </Button>
      </AuthForm>
      <AuthFooterText>
        Don’t have an account? <Link to={paths.register}>Sign up</Link>
      </AuthFooterText>
    </AuthLayout>
  );
}

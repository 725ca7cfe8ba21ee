import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthFooterText, AuthForm, AuthLayout, AuthSubtitle, AuthTitle } from '../../components/auth-layout';
import { Button } from '../../components/button';
import { PasswordField, SelectField, TextField } from '../../components/form-field';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { prefetchDashboard } from '../../lib/dashboard-query';
import { fieldErrors } from '../../lib/error-message';
import { useRegister } from './api/use-register';
import { TwoColumns } from './auth-styles';
import { validateRegistration, type RegisterErrors, type RegisterForm } from './register-validation';
import { useForm } from '../../kit/use-form';

const ACCOUNT_TYPES = [
  { value: 'member', label: 'Community Member' },
  { value: 'admin', label: 'Organization Admin' },
] as const;

const EMPTY_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'member',
  password: '',
  confirmPassword: '',
};

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_FORM));

export function RegisterPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { register } = useRegister();
  const { values: form, setValue: update, errors, setErrors, showCheck } = useForm<RegisterForm>(EMPTY_FORM);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!showCheck({ errors: validateRegistration(form) })) return;
    setSubmitting(true);
    const result = await register({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      role: form.role,
      password: form.password,
    });
    if (result.success) {
      prefetchDashboard(client);
      await navigate(paths.dashboard, { replace: true });
      return;
    }
    setSubmitting(false);
    const serverErrors: RegisterErrors = {};
    for (const { field, message } of fieldErrors(result.error)) {
      if (FORM_FIELDS.has(field)) serverErrors[field as keyof RegisterForm] = message;
    }
    setErrors(serverErrors);
  };

  return (
    <AuthLayout>
      <AuthTitle>Join our community</AuthTitle>
      <AuthSubtitle>Create your account to start connecting with other mom entrepreneurs.</AuthSubtitle>
      <AuthForm onSubmit={onSubmit} noValidate>
        <TwoColumns>
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            value={form.firstName}
            error={errors.firstName}
            onChange={(e) => update('firstName', e.target.value)}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            value={form.lastName}
            error={errors.lastName}
            onChange={(e) => update('lastName', e.target.value)}
          />
        </TwoColumns>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <SelectField
          label="Account type"
          name="role"
          options={ACCOUNT_TYPES}
          value={form.role}
          error={errors.role}
          onChange={(e) => update('role', e.target.value === 'admin' ? 'admin' : 'member')}
          hint={
            form.role === 'admin'
              ? 'Organization Admin requests are reviewed by an organization admin.'
              : undefined
          }
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => update('password', e.target.value)}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
        />
        <Button type="submit" $size="lg" $block disabled={submitting}>
          {submitting ? (
            <>
              <Spinner aria-hidden="true" /> Creating account...
            </>
          ) : (
            'Create account'
          )}
        </Button>
      </AuthForm>
      <AuthFooterText>
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </AuthFooterText>
    </AuthLayout>
  );
}

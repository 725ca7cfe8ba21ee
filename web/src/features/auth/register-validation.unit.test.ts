import { describe, expect, it } from 'vitest';
import { validateRegistration } from './register-validation';
import { validateReset } from './reset-validation';

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  role: 'member' as const,
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registration rules (docs/product.md, Validation rules)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every problem at once with the product\'s messages', () => {
    expect(
      validateRegistration({ ...valid, firstName: '  ', lastName: '', email: ' ', password: '12345', confirmPassword: 'x' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('allows exactly 6 characters', () => {
    expect(validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });
});

describe('reset rules (docs/product.md, Validation rules)', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(validateReset('1234567', '1234567')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(validateReset('12345678', '12345679')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateReset('12345678', '12345678')).toEqual({});
  });
});

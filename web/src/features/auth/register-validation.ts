/** Registration form (docs/product.md, Entities and fields) and its on-submit rules (docs/product.md, Validation rules): every error at once. */
export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  role: 'member' | 'admin';
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

export const REGISTER_MIN_PASSWORD = 6;

export function validateRegistration(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  if (!form.email.trim()) errors.email = 'Email is required';
  if (form.password.length < REGISTER_MIN_PASSWORD) errors.password = 'Password must be at least 6 characters';
  if (form.confirmPassword !== form.password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

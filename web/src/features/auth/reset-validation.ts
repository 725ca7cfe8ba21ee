/** Reset password rules (docs/product.md, Validation rules). */
export const RESET_MIN_PASSWORD = 8;

export interface ResetErrors {
  password?: string;
  confirmPassword?: string;
}

export function validateReset(password: string, confirmPassword: string): ResetErrors {
  const errors: ResetErrors = {};
  if (password.length < RESET_MIN_PASSWORD) errors.password = 'Password must be at least 8 characters long';
  if (confirmPassword !== password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

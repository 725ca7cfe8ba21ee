import { conflict, invalidFields, recordDomainEvent, type FieldError, type Viewer } from '@momstride/kit';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { EMAIL_MAX_LENGTH, isValidEmail, NAME_MAX_LENGTH, normalizeEmail } from '../users/user.service.js';
import type { AuthPayload, RegisterInput } from './auth.types.js';
import { hashPassword, registrationPasswordProblem } from './passwords.js';
import { issueSession } from './session.js';

/** Serializes registrations so exactly one can be the very first account. */
const REGISTRATION_LOCK_KEY = 7_244_001;

export const EMAIL_TAKEN = 'Email already registered';

export interface RegistrationData {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
}

/** Checks every field and reports all problems together (the messages of docs/product.md, Validation rules). */
export function validateRegistration(input: RegisterInput): { data: RegistrationData; errors: FieldError[] } {
  const data: RegistrationData = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normalizeEmail(input.email),
    password: input.password,
    role: input.role === Role.admin ? Role.admin : Role.member,
  };
  const errors: FieldError[] = [];
  if (data.firstName === '') errors.push({ field: 'firstName', message: 'First name is required' });
  else if (data.firstName.length > NAME_MAX_LENGTH)
    errors.push({ field: 'firstName', message: `First name must be at most ${NAME_MAX_LENGTH} characters` });
  if (data.lastName === '') errors.push({ field: 'lastName', message: 'Last name is required' });
  else if (data.lastName.length > NAME_MAX_LENGTH)
    errors.push({ field: 'lastName', message: `Last name must be at most ${NAME_MAX_LENGTH} characters` });
  if (data.email === '') errors.push({ field: 'email', message: 'Email is required' });
  else if (data.email.length > EMAIL_MAX_LENGTH || !isValidEmail(data.email))
    errors.push({ field: 'email', message: 'Enter a valid email address' });
  const passwordProblem = registrationPasswordProblem(data.password);
  if (passwordProblem) errors.push({ field: 'password', message: passwordProblem });
  return { data, errors };
}

/**
 * Creates an account. The very first account becomes the organization owner (admin); later "admin"
 * sign-ups become members with a pending admin request unless ALLOW_ADMIN_SIGNUP is on.
 * `user.registered` is recorded in the outbox in the same transaction. Each valid attempt is charged to the client
 * address (RATE_LIMITED past REGISTRATIONS_PER_ADDRESS_PER_HOUR); the address becomes known to the new account.
 */
export async function registerUser(em: EntityManager, services: AccountsServices, viewer: Viewer, input: RegisterInput): Promise<AuthPayload> {
  const { data, errors } = validateRegistration(input);
  if (errors.length > 0) throw invalidFields(errors);
  await services.throttle.chargeRegistration(viewer.ip);
  if (await em.findOne(User, { email: data.email })) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(data.password);
  let payload: AuthPayload;
  try {
    payload = await em.transactional(async (tem) => {
      await tem.execute('select pg_advisory_xact_lock(?)', [REGISTRATION_LOCK_KEY]);
      if (await tem.findOne(User, { email: data.email })) throw conflict(EMAIL_TAKEN);
      const isFirst = (await tem.count(User)) === 0;
      const user = tem.create(User, {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        passwordHash,
        role: Role.member,
      });
      if (isFirst) {
        user.role = Role.admin;
        user.isOrganizationOwner = true;
      } else if (data.role === Role.admin) {
        if (services.config.ALLOW_ADMIN_SIGNUP) user.role = Role.admin;
        else user.hasPendingAdminRequest = true;
      }
      await tem.flush();
      await recordDomainEvent(tem, 'user.registered', { userId: user.id });
      return issueSession(tem, services, user);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  await services.throttle.rememberAddress({ email: data.email.slice(0, 254), ip: viewer.ip });
  return payload;
}

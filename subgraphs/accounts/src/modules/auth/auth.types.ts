import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { PASSWORD_MAX_LENGTH, REGISTRATION_PASSWORD_MIN_LENGTH } from './passwords.js';
import { Role } from '../users/user.enums.js';

@ObjectType('AuthPayload', { description: 'A new session: the tokens to send and the signed-in user' })
export class AuthPayload {
  @Field(() => String, { description: 'Access token (a JWT) for the Authorization: Bearer header; valid 15 minutes' })
  accessToken!: string;

  @Field(() => String, { description: 'Refresh token: trade it once for a new session with refreshSession (each use returns a new one); keep it secret' })
  refreshToken!: string;

  @Field(() => User, { description: 'The signed-in user, her private fields included' })
  user!: User;
}

@InputType('RegisterInput', { description: "A new account's details" })
export class RegisterInput {
  @Field(() => String, { description: 'First name (required, trimmed)' })
  firstName!: string;

  @Field(() => String, { description: 'Last name (required, trimmed)' })
  lastName!: string;

  @Field(() => String, { description: 'E-mail address, the sign-in name; must not belong to another account (CONFLICT)' })
  email!: string;

  @Field(() => String, { description: `Password: at least ${REGISTRATION_PASSWORD_MIN_LENGTH} and at most ${PASSWORD_MAX_LENGTH} characters, not a common one (BAD_USER_INPUT names what fails)` })
  password!: string;

  @Field(() => Role, { defaultValue: Role.member, description: 'member (default), or admin to ask for admin rights: she becomes a member with a pending admin request that an admin grants (the very first account becomes the organization owner)' })
  role!: Role;
}

@InputType('LoginInput', { description: 'E-mail and password to sign in with' })
export class LoginInput {
  @Field(() => String, { description: 'E-mail address of the account' })
  email!: string;

  @Field(() => String, { description: "The account's password" })
  password!: string;
}

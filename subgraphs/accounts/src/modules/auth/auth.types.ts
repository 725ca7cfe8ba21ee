import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field(() => String)
  accessToken!: string;

  @Field(() => String)
  refreshToken!: string;

  @Field(() => User)
  user!: User;
}

@InputType('RegisterInput')
export class RegisterInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => Role, { defaultValue: Role.member })
  role!: Role;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

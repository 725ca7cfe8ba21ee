import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** What a personal access token may do. Lower-case like `Role`. */
export enum AccessTokenScope {
  read = 'read',
  write = 'write',
  admin = 'admin',
}

registerEnumType(AccessTokenScope, {
  name: 'AccessTokenScope',
  description: 'What a personal access token may do',
  valuesConfig: {
    read: { description: 'Read: GraphQL queries and REST GET requests' },
    write: { description: 'Write: also mutations and every other REST method (implies read)' },
    admin: { description: "Admin operations, when the token's owner is an admin (admins only)" },
  },
});

/** Longest expiry a token may have, in days (`expiresInDays`); null means no expiry. */
export const MAX_EXPIRES_IN_DAYS = 365;
/** Longest expiry of a token with the admin scope, in days: an admin-scope token always expires. */
export const MAX_ADMIN_EXPIRES_IN_DAYS = 90;
/** Longest token name. */
export const MAX_TOKEN_NAME_LENGTH = 100;
/** Active (not revoked) tokens one member may hold at once. */
export const MAX_ACTIVE_TOKENS = 50;

@ObjectType('AccessToken', { description: 'A personal access token of the viewer (the secret itself is shown only once, when it is created)' })
export class AccessToken {
  @Field(() => ID, { description: 'Id of the token' })
  id!: string;

  @Field(() => String, { description: 'The name she gave the token (unique among her active tokens)' })
  name!: string;

  @Field(() => [AccessTokenScope], { description: 'What the token may do (write always comes with read)' })
  scopes!: AccessTokenScope[];

  @Field(() => String, { description: 'The start of the secret (msp_ and 8 characters), to recognise the token; display only' })
  prefix!: string;

  @Field(() => Date, { description: 'When the token was created (ISO-8601, UTC)' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the token stops working (ISO-8601, UTC); null when it never expires' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token was last used (to the minute); null when never used' })
  lastUsedAt!: Date | null;

  @Field(() => Boolean, { description: 'True when the token has expired (it no longer works)' })
  expired!: boolean;
}

@ObjectType('CreatedAccessToken', { description: 'A new personal access token and its secret' })
export class CreatedAccessToken {
  @Field(() => AccessToken, { description: 'The new token' })
  token!: AccessToken;

  @Field(() => String, { description: 'The secret (msp_…), to send as `Authorization: Bearer <secret>`; shown only this once, only its hash is kept' })
  secret!: string;
}

@InputType('CreateAccessTokenInput', { description: 'A new personal access token' })
export class CreateAccessTokenInput {
  @Field(() => String, { description: `A name to recognise the token by (1 to ${MAX_TOKEN_NAME_LENGTH} characters, unique among her active tokens)` })
  name!: string;

  @Field(() => [AccessTokenScope], { description: 'What the token may do: at least one scope; write implies read; admin only for admins' })
  scopes!: AccessTokenScope[];

  @Field(() => Int, {
    nullable: true,
    description: `Days until the token expires (1 to ${MAX_EXPIRES_IN_DAYS}; 1 to ${MAX_ADMIN_EXPIRES_IN_DAYS} and required with the admin scope); null or left out: it never expires`,
  })
  expiresInDays?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Her password, again: needed unless she signed in with it in the last 5 minutes (BAD_USER_INPUT on currentPassword otherwise)',
  })
  currentPassword?: string | null;
}

import { USER_DESCRIPTION, USER_ID_DESCRIPTION } from '@momstride/kit';
import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The `User` entity as media-reviews contributes to it (her rating as a member); accounts owns every other field. */
@ObjectType('User', { description: USER_DESCRIPTION })
@Directive('@key(fields: "id")')
export class User {
  @Field(() => ID, { description: USER_ID_DESCRIPTION })
  id!: string;
}

/** A reference the gateway resolves (in one batched `_entities` call) against accounts. */
export const userReference = (id: string): User & { __typename: 'User' } => ({ __typename: 'User', id });

import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';

/** Page size of the admin user list: the default (the Admin Panel's page) and the most one request gets. */
export const ADMIN_USERS_DEFAULT_LIMIT = 25;
export const ADMIN_USERS_MAX_LIMIT = 100;

@ObjectType('UserList', { description: 'One page of users and how many match in all' })
export class UserList {
  @Field(() => Int, { description: 'All users matching the search (not only this page)' })
  total!: number;

  @Field(() => [User], { description: 'The users of this page, newest first' })
  users!: User[];
}

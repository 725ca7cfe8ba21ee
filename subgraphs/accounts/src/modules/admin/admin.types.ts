import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';

@ObjectType('UserList')
export class UserList {
  @Field(() => Int)
  total!: number;

  @Field(() => [User])
  users!: User[];
}

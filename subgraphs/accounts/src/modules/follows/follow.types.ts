import { Field, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';

@ObjectType('FollowPayload', { description: 'Result of follow/unfollow: the new state and both users with their new counts' })
export class FollowPayload {
  @Field(() => Boolean, { description: 'Whether the viewer now follows the member' })
  isFollowing!: boolean;

  @Field(() => User, { description: 'The member followed or unfollowed (new followersCount)' })
  user!: User;

  @Field(() => User, { description: 'The viewer (new followingCount)' })
  viewer!: User;
}

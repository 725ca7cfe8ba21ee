import { BadgeAward } from './modules/badges/badge-award.entity.js';
import { FollowedMember } from './modules/badges/followed-member.entity.js';
import { Challenge } from './modules/challenges/challenge.entity.js';
import { Endorsement } from './modules/endorsements/endorsement.entity.js';
import { Member } from './modules/members/member.entity.js';
import { Post } from './modules/posts/post.entity.js';
import { SuccessStory } from './modules/stories/story.entity.js';

/** Every entity of the community database, listed explicitly. */
export const entities = [Post, BadgeAward, FollowedMember, Endorsement, Member, SuccessStory, Challenge];

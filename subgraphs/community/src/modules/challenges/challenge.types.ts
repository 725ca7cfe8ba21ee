import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.type.js';
import { CHALLENGE_DESCRIPTION_MAX_LENGTH, CHALLENGE_MAX_VALUE, CHALLENGE_TITLE_MAX_LENGTH, CHALLENGE_UNIT_MAX_LENGTH } from './challenge.entity.js';
import { ChallengeType } from './challenge-type.js';

@ObjectType('ChallengeProgress', { description: "The viewer's part in a challenge she joined" })
export class ChallengeProgress {
  @Field(() => Date, { description: 'When she joined the challenge (ISO-8601, UTC)' })
  joinedAt!: Date;

  @Field(() => Float, { description: 'Everything she logged, in the challenge unit' })
  total!: number;

  @Field(() => Int, { description: 'Her total as a share of the target, 0..100' })
  percent!: number;

  @Field(() => Int, { description: 'Days in a row she logged progress, up to today or yesterday (UTC)' })
  streak!: number;

  @Field(() => Date, { nullable: true, description: 'When her total first reached the target' })
  completedAt!: Date | null;
}

@ObjectType('ChallengeLeaderboardEntry', { description: 'One place on a challenge leaderboard' })
export class ChallengeLeaderboardEntry {
  @Field(() => Int, { description: 'Ties share a rank (1, 2, 2, 4)' })
  rank!: number;

  @Field(() => User, { description: 'The member in this place' })
  member!: User;

  @Field(() => Float, { description: 'Everything she logged, in the challenge unit' })
  total!: number;

  @Field(() => Boolean, { description: 'Whether she reached the target' })
  completed!: boolean;
}

@ObjectType('ChallengeLeaderboard', { description: "A challenge's leaders and the viewer's own place" })
export class ChallengeLeaderboard {
  @Field(() => [ChallengeLeaderboardEntry], { description: 'The leaders, best total first' })
  entries!: ChallengeLeaderboardEntry[];

  @Field(() => ChallengeLeaderboardEntry, { nullable: true, description: 'The viewer, when she joined' })
  me!: ChallengeLeaderboardEntry | null;
}

@InputType('ChallengeInput', { description: 'A challenge as an admin creates it' })
export class ChallengeInputType {
  @Field(() => String, { description: `Required, at most ${CHALLENGE_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => String, { description: `Required, at most ${CHALLENGE_DESCRIPTION_MAX_LENGTH} characters` })
  description!: string;

  @Field(() => ChallengeType, { description: 'What the challenge measures (its default unit)' })
  challengeType!: ChallengeType;

  @Field(() => Float, { description: `The total each participant aims for: more than 0, at most ${CHALLENGE_MAX_VALUE}` })
  targetValue!: number;

  @Field(() => String, { nullable: true, description: `What progress is counted in (at most ${CHALLENGE_UNIT_MAX_LENGTH} characters); the type's unit when absent` })
  unit?: string | null;

  @Field(() => Date, { description: 'When it ends; in the future' })
  endDate!: Date;
}

import { z } from 'zod';
import { ChallengeType, type RestChallengeFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * A challenge in the REST JSON of docs/product.md, Entities and fields (id, title, description, end_date, target_metric, challenge_type) plus
 * participants_count and is_joined (schema/openapi.json) and, beyond them, is_ended, the target as a number with its
 * unit, and the viewer's progress (null unless she joined).
 */
export const challengeJson = z
  .object({
    id: z.guid(),
    title: z.string(),
    description: z.string(),
    end_date: dateTime,
    target_metric: z.string(),
    challenge_type: z.enum(ChallengeType),
    participants_count: z.number().int(),
    is_joined: z.boolean(),
    is_ended: z.boolean(),
    target_value: z.number(),
    unit: z.string(),
    my_progress: z
      .object({ total: z.number(), percent: z.number(), streak: z.number().int(), completed_at: dateTime.nullable() })
      .nullable()
      .describe('Null unless the viewer joined'),
  })
  .meta({ id: 'Challenge' });

export const toChallengeJson = (challenge: RestChallengeFragment): z.input<typeof challengeJson> => ({
  id: challenge.id,
  title: challenge.title,
  description: challenge.description,
  end_date: challenge.endDate,
  target_metric: challenge.targetMetric,
  challenge_type: challenge.challengeType,
  participants_count: challenge.participantsCount,
  is_joined: challenge.isJoined,
  is_ended: challenge.isEnded,
  target_value: challenge.targetValue,
  unit: challenge.unit,
  my_progress: challenge.myProgress
    ? {
        total: challenge.myProgress.total,
        percent: challenge.myProgress.percent,
        streak: challenge.myProgress.streak,
        completed_at: challenge.myProgress.completedAt,
      }
    : null,
});

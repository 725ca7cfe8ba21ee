import { exportRows, type ExportUserData } from '@momstride/kit';

/** What community holds about a member (docs/privacy.md): her posts, stories, endorsements, badges and challenge logs. */
export const exportUserData: ExportUserData = async (em, userId) => {
  const rows = (sql: string) => exportRows(em, sql, [userId]);
  return {
    data: {
      member: (await rows('select * from members where user_id = ?'))[0] ?? null,
      posts: await rows('select * from posts where author_id = ? order by created_at, id'),
      success_stories: await rows('select * from success_stories where author_id = ? order by created_at, id'),
      story_likes: await rows('select * from story_likes where user_id = ? order by created_at, story_id'),
      endorsements_given: await rows('select * from endorsements where endorser_id = ? order by created_at, id'),
      endorsements_received: await rows('select * from endorsements where endorsee_id = ? order by created_at, id'),
      badges: await rows('select * from badge_awards where user_id = ? order by awarded_at, id'),
      challenges_created: await rows('select * from challenges where created_by = ? order by created_at, id'),
      challenge_participations: await rows('select * from challenge_participants where user_id = ? order by joined_at, challenge_id'),
      challenge_progress_logs: await rows('select * from challenge_progress where user_id = ? order by created_at, id'),
    },
  };
};

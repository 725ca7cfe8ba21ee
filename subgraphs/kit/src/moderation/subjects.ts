/**
 * What members can report, and which subgraph owns each kind (docs/contracts.md, "Moderation"): messaging keeps the
 * one queue of reports and asks the owner of a reported subject whether it exists and who wrote it, and tells it to
 * hide or restore it (or accounts to suspend its author) when an admin resolves a report.
 */
export const REPORT_SUBJECT_KINDS = ['message', 'post', 'story', 'photo', 'review', 'member'] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

/** The subgraph that owns each kind of subject (its name in subgraphs.config.ts). */
export const REPORT_SUBJECT_OWNERS: Readonly<Record<ReportSubjectKind, string>> = {
  message: 'messaging',
  post: 'community',
  story: 'community',
  photo: 'media-reviews',
  review: 'media-reviews',
  member: 'accounts',
};

/** The kinds an admin can hide (a message stays between its two members: its sender can be suspended; a member is suspended). */
export const HIDEABLE_SUBJECT_KINDS: readonly ReportSubjectKind[] = ['post', 'story', 'photo', 'review'];

/** The owners' internal endpoints (moderation-routes.ts); only messaging calls them. */
export const MODERATION_PATHS = {
  /** `POST {kind, id, viewer_id}` → 200 `{author_id}` when the subject exists and the viewer may see it, else 404. */
  subject: '/internal/moderation/subject',
  /** `POST {kind, id, hidden}` → 200 `{author_id}` once it is hidden (or shown again), 404 when unknown. */
  hidden: '/internal/moderation/hidden',
  /** `POST {user_id, suspended}` (accounts) → 200 `{user_id, suspended}`, 404 when unknown. */
  suspended: '/internal/moderation/suspended',
} as const;

export const MODERATION_CALLER = 'messaging';

import { REPORT_SUBJECT_KINDS, type ReportSubjectKind } from '@momstride/kit';
import { registerEnumType } from 'type-graphql';

/** What a report is about (the kit's REPORT_SUBJECT_KINDS, as a GraphQL enum). */
export const ReportSubjectType = Object.fromEntries(REPORT_SUBJECT_KINDS.map((kind) => [kind, kind])) as { readonly [K in ReportSubjectKind]: K };
export type ReportSubjectType = ReportSubjectKind;

registerEnumType(ReportSubjectType, {
  name: 'ReportSubjectType',
  description: 'What a report is about',
  valuesConfig: {
    message: { description: 'A message she received' },
    post: { description: 'A post on the community feed' },
    story: { description: 'A success story' },
    photo: { description: 'A photo in the gallery' },
    review: { description: 'A review' },
    member: { description: 'A member (her profile)' },
  },
});

/** How each kind is named in messages to members ("You have already reported this post"). */
export const subjectNouns: Readonly<Record<ReportSubjectKind, string>> = {
  message: 'message',
  post: 'post',
  story: 'story',
  photo: 'photo',
  review: 'review',
  member: 'member',
};

/** What an admin did with a report. */
export enum ReportResolution {
  dismissed = 'dismissed',
  hidden = 'hidden',
  suspended = 'suspended',
}

registerEnumType(ReportResolution, {
  name: 'ReportResolution',
  description: 'What an admin did with a report',
  valuesConfig: {
    dismissed: { description: 'Nothing to do: the content stays' },
    hidden: { description: 'The content was hidden from every other member (an admin can restore it)' },
    suspended: { description: 'Its author was suspended: she cannot sign in until an admin lifts it' },
  },
});

/** What an admin may do to resolve a report. */
export enum ReportAction {
  dismiss = 'dismiss',
  hide = 'hide',
  suspend = 'suspend',
}

registerEnumType(ReportAction, {
  name: 'ReportAction',
  description: 'How an admin resolves a report',
  valuesConfig: {
    dismiss: { description: 'Keep the content; close the report' },
    hide: { description: 'Hide the content from every other member (posts, stories, photos and reviews)' },
    suspend: { description: "Suspend the content's author (the member herself for a member report)" },
  },
});

export const resolutionOf: Readonly<Record<ReportAction, ReportResolution>> = {
  [ReportAction.dismiss]: ReportResolution.dismissed,
  [ReportAction.hide]: ReportResolution.hidden,
  [ReportAction.suspend]: ReportResolution.suspended,
};

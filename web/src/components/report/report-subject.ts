import type { ReportSubjectType } from '../../gql/graphql';

/** How the app names each kind of reported thing ("Report post", "Our team will review this photo"). */
export const subjectNouns: Readonly<Record<ReportSubjectType, string>> = {
  message: 'message',
  post: 'post',
  story: 'story',
  photo: 'photo',
  review: 'review',
  member: 'member',
};

/** What a member reports: its kind and id, and a line of it to show in the dialog (a quote, a title, a name). */
export interface ReportSubject {
  type: ReportSubjectType;
  id: string;
  preview: string;
}

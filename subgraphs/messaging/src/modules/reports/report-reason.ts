import { registerEnumType } from 'type-graphql';

/** Why a member reports a message, post, story, photo, review or member: a small fixed set (plus free text in `details`). */
export enum MessageReportReason {
  spam = 'spam',
  harassment = 'harassment',
  inappropriate = 'inappropriate',
  scam = 'scam',
  other = 'other',
}

registerEnumType(MessageReportReason, {
  name: 'MessageReportReason',
  description: 'Why a member reports something (the name stays from when only messages could be reported)',
  valuesConfig: {
    spam: { description: 'Spam' },
    harassment: { description: 'Harassment or bullying' },
    inappropriate: { description: 'Inappropriate content' },
    scam: { description: 'Scam or fraud' },
    other: { description: 'Something else (details say what)' },
  },
});

/** The reasons in the order a form offers them, with their labels (one source for web and CLI). */
export const reportReasonLabels: Readonly<Record<MessageReportReason, string>> = {
  [MessageReportReason.spam]: 'Spam',
  [MessageReportReason.harassment]: 'Harassment or bullying',
  [MessageReportReason.inappropriate]: 'Inappropriate content',
  [MessageReportReason.scam]: 'Scam or fraud',
  [MessageReportReason.other]: 'Something else',
};

export enum MessageReportStatus {
  open = 'open',
  resolved = 'resolved',
}

registerEnumType(MessageReportStatus, {
  name: 'MessageReportStatus',
  description: 'Whether an admin has dealt with a report',
  valuesConfig: {
    open: { description: 'Waiting for an admin' },
    resolved: { description: 'An admin resolved it (resolvedAt, and the note when given)' },
  },
});

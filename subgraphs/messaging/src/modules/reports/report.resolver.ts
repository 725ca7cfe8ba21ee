import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root, type ClassType } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { Message } from '../messages/message.entity.js';
import { User, userReference } from '../users/user.type.js';
import { MessageReport, Report } from './report.entity.js';
import { MessageReportReason, MessageReportStatus, reportReasonLabels } from './report-reason.js';
import { ReportAction, ReportSubjectType } from './report-subject.js';
import { PhotoReference, PostReference, ReviewReference, StoryReference } from './subject-references.js';
import {
  listReports,
  REPORTS_DEFAULT_LIMIT,
  REPORTS_MAX_LIMIT,
  reportSubject,
  resolveReport,
  restoreReportedContent,
} from './report.service.js';

@ObjectType('MessageReportReasonOption', { description: 'A reason a report can give, with its label' })
export class MessageReportReasonOption {
  @Field(() => MessageReportReason, { description: "The reason's value (what reportContent and reportMessage take)" })
  value!: MessageReportReason;

  @Field(() => String, { description: 'e.g. "Harassment or bullying"' })
  label!: string;
}

@InputType('ReportContentInput', { description: 'What a member reports, and why' })
export class ReportContentInput {
  @Field(() => ReportSubjectType, { description: 'What kind of thing she reports' })
  subjectType!: ReportSubjectType;

  @Field(() => ID, { description: "Its id (a member: her user id)" })
  subjectId!: string;

  @Field(() => MessageReportReason, { description: 'Why she reports it' })
  reason!: MessageReportReason;

  @Field(() => String, { nullable: true, description: 'What happened, in her words (at most 1,000 characters); null for none' })
  details?: string | null;
}

/** The reported subject's reference when the report is of that kind (the gateway asks its owner for the rest). */
const subjectOf = (report: Report, kind: ReportSubjectType): { id: string } | null => (report.subjectType === kind ? { id: report.subjectId } : null);

const reasonOptions: MessageReportReasonOption[] = Object.entries(reportReasonLabels).map(([value, label]) => ({
  value: value as MessageReportReason,
  label,
}));

const STATUS_ARG = { defaultValue: MessageReportStatus.open, description: 'Open reports (the default) or resolved ones' } as const;
const NOTE_ARG = { nullable: true, description: 'What the admin did or decided (at most 1,000 characters); null for none' } as const;

/** The fields every report answers, for `Report` and for the older `MessageReport` (one resolver class per type). */
function reportFieldsOf<T extends Report>(type: ClassType<T>) {
  @Resolver(() => type)
  abstract class ReportFields {
    @FieldResolver(() => MessageReportStatus, { description: 'open until an admin resolves it, then resolved' })
    status(@Root() report: Report): MessageReportStatus {
      return report.resolvedAt ? MessageReportStatus.resolved : MessageReportStatus.open;
    }

    @FieldResolver(() => User, { description: 'Who reported it' })
    reporter(@Root() report: Report): User {
      return userReference(report.reporterId);
    }

    @FieldResolver(() => User, { nullable: true, description: 'The admin who resolved it' })
    resolvedBy(@Root() report: Report): User | null {
      return report.resolvedBy ? userReference(report.resolvedBy) : null;
    }
  }
  return ReportFields;
}

/**
 * The one moderation queue (docs/product.md, "Reporting and moderation"): a member reports a message she received, a
 * post, a story, a photo, a review or a member; admins (the viewer token's role, see docs/security.md) list every
 * kind in one queue, each with its subject as its owner resolves it, and resolve them — dismiss, hide, suspend.
 */
@Resolver(() => Report)
export class ReportResolver extends reportFieldsOf(Report) {
  @Query(() => [MessageReportReasonOption], { description: 'The reasons a report can give, with their labels, in the order a form offers them' })
  messageReportReasons(@Ctx() ctx: MessagingContext): MessageReportReasonOption[] {
    requireViewer(ctx);
    return reasonOptions;
  }

  @Mutation(() => Report, {
    description:
      'Reports something the viewer can see, with a reason and optional details (at most 1,000 characters). NOT_FOUND ("Post not found", …) for anything unknown, hidden or not hers to see; BAD_USER_INPUT for her own; CONFLICT while her earlier report of it is open',
  })
  async reportContent(
    @Arg('input', () => ReportContentInput, { description: 'What she reports, why, and in her words' }) input: ReportContentInput,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report> {
    const viewer = requireViewer(ctx);
    return reportSubject(ctx.em, ctx.services.subjects, viewer.userId, { ...input, details: input.details ?? null });
  }

  @Query(() => [Report], {
    description: `The moderation queue (admins): every kind of report, or one kind; open ones newest first, or resolved ones latest resolved first (limit 1..${REPORTS_MAX_LIMIT}). FORBIDDEN for members`,
  })
  async reports(
    @Arg('kind', () => ReportSubjectType, { nullable: true, description: 'Only reports of this kind; null for every kind' }) kind: ReportSubjectType | null | undefined,
    @Arg('status', () => MessageReportStatus, STATUS_ARG) status: MessageReportStatus,
    @Arg('limit', () => Int, { defaultValue: REPORTS_DEFAULT_LIMIT, description: boundedLimitDescription(REPORTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report[]> {
    requireAdmin(ctx);
    return listReports(ctx.em, { status, kind }, boundedPage(limit, offset, REPORTS_MAX_LIMIT));
  }

  @Mutation(() => Report, {
    description:
      'Resolves an open report, and every other open report of the same subject (admins): dismiss, hide the content (posts, stories, photos, reviews) or suspend its author, with an optional note (at most 1,000 characters). NOT_FOUND "Report not found"; CONFLICT when already resolved',
  })
  async resolveReport(
    @Arg('id', () => ID, { description: "The report's id" }) id: string,
    @Arg('action', () => ReportAction, { description: 'What to do' }) action: ReportAction,
    @Arg('note', () => String, NOTE_ARG) note: string | null | undefined,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report> {
    const admin = requireAdmin(ctx);
    return resolveReport(ctx.em, ctx.services.subjects, admin.userId, id, action, note ?? null);
  }

  @Mutation(() => Report, {
    description: 'Shows content a report hid again (admins). NOT_FOUND "Report not found"; CONFLICT "This content is not hidden"',
  })
  async restoreReportedContent(@Arg('id', () => ID, { description: "The id of the report that hid it" }) id: string, @Ctx() ctx: MessagingContext): Promise<Report> {
    const admin = requireAdmin(ctx);
    return restoreReportedContent(ctx.em, ctx.services.subjects, admin.userId, id);
  }

  @FieldResolver(() => User, { description: "Who wrote what was reported (a member report: the member herself)" })
  author(@Root() report: Report): User {
    return userReference(report.subjectOwnerId);
  }

  @FieldResolver(() => Int, { description: 'How many members have reported this subject (open and resolved reports)' })
  reportCount(@Root() report: Report, @Ctx() ctx: MessagingContext): Promise<number> {
    return ctx.loaders.reportCount.load(`${report.subjectType}:${report.subjectId}`);
  }

  @FieldResolver(() => PostReference, { nullable: true, description: 'The reported post as it looks (a post report; null for other kinds, or when it is gone)' })
  post(@Root() report: Report): PostReference | null {
    return subjectOf(report, ReportSubjectType.post);
  }

  @FieldResolver(() => StoryReference, { nullable: true, description: 'The reported story (a story report; null for other kinds, or when it is gone)' })
  story(@Root() report: Report): StoryReference | null {
    return subjectOf(report, ReportSubjectType.story);
  }

  @FieldResolver(() => PhotoReference, { nullable: true, description: 'The reported photo (a photo report; null for other kinds, or when it is gone)' })
  photo(@Root() report: Report): PhotoReference | null {
    return subjectOf(report, ReportSubjectType.photo);
  }

  @FieldResolver(() => ReviewReference, { nullable: true, description: 'The reported review (a review report; null for other kinds, or when it is gone)' })
  review(@Root() report: Report): ReviewReference | null {
    return subjectOf(report, ReportSubjectType.review);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The reported member (a member report; null for other kinds)' })
  member(@Root() report: Report): User | null {
    return report.subjectType === ReportSubjectType.member ? userReference(report.subjectId) : null;
  }

  @FieldResolver(() => Message, { nullable: true, description: 'The reported message (a message report; null for other kinds)' })
  async message(@Root() report: Report, @Ctx() ctx: MessagingContext): Promise<Message | null> {
    return report.subjectType === ReportSubjectType.message ? ctx.loaders.messageById.load(report.subjectId) : null;
  }
}

/** The older message-only operations, kept for the clients that use them (docs/contracts.md, "Messaging"). */
@Resolver(() => MessageReport)
export class MessageReportResolver extends reportFieldsOf(MessageReport) {
  @Query(() => [MessageReport], {
    description: `Reports of messages (admins): open ones newest first, or resolved ones latest resolved first (limit 1..${REPORTS_MAX_LIMIT}). FORBIDDEN for members; \`reports\` has every kind`,
  })
  async messageReports(
    @Arg('status', () => MessageReportStatus, STATUS_ARG) status: MessageReportStatus,
    @Arg('limit', () => Int, { defaultValue: REPORTS_DEFAULT_LIMIT, description: boundedLimitDescription(REPORTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report[]> {
    requireAdmin(ctx);
    return listReports(ctx.em, { status, kind: ReportSubjectType.message }, boundedPage(limit, offset, REPORTS_MAX_LIMIT));
  }

  @Mutation(() => MessageReport, {
    description:
      'Reports a message the viewer received, with a reason and optional details (at most 1,000 characters). NOT_FOUND "Message not found" for any other; CONFLICT while her earlier report of it is open',
  })
  async reportMessage(
    @Arg('messageId', () => ID, { description: 'Id of a message the viewer received' }) messageId: string,
    @Arg('reason', () => MessageReportReason, { description: 'Why she reports it' }) reason: MessageReportReason,
    @Arg('details', () => String, { nullable: true, description: 'What happened, in her words (at most 1,000 characters); null for none' }) details: string | null | undefined,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report> {
    const viewer = requireViewer(ctx);
    return reportSubject(ctx.em, ctx.services.subjects, viewer.userId, { subjectType: ReportSubjectType.message, subjectId: messageId, reason, details: details ?? null });
  }

  @Mutation(() => MessageReport, {
    description: 'Resolves an open report with an optional note, dismissing it (admins; at most 1,000 characters). NOT_FOUND "Report not found"; CONFLICT when already resolved; `resolveReport` can also hide or suspend',
  })
  async resolveMessageReport(
    @Arg('id', () => ID, { description: "The report's id" }) id: string,
    @Arg('note', () => String, NOTE_ARG) note: string | null | undefined,
    @Ctx() ctx: MessagingContext,
  ): Promise<Report> {
    const admin = requireAdmin(ctx);
    return resolveReport(ctx.em, ctx.services.subjects, admin.userId, id, ReportAction.dismiss, note ?? null);
  }

  @FieldResolver(() => Message, { description: 'The reported message' })
  async message(@Root() report: Report, @Ctx() ctx: MessagingContext): Promise<Message> {
    const message = await ctx.loaders.messageById.load(report.subjectId);
    if (!message) throw new Error(`report ${report.id} refers to a missing message`);
    return message;
  }

  @FieldResolver(() => User, { description: 'Who sent the reported message' })
  sender(@Root() report: Report): User {
    return userReference(report.subjectOwnerId);
  }
}

import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { Message } from '../messages/message.entity.js';
import { User, userReference } from '../users/user.type.js';
import { MessageReport } from './report.entity.js';
import { MessageReportReason, MessageReportStatus, reportReasonLabels } from './report-reason.js';
import { listReports, REPORTS_DEFAULT_LIMIT, REPORTS_MAX_LIMIT, reportMessage, resolveReport } from './report.service.js';

@ObjectType('MessageReportReasonOption', { description: 'A reason a report can give, with its label' })
export class MessageReportReasonOption {
  @Field(() => MessageReportReason, { description: "The reason's value (what reportMessage takes)" })
  value!: MessageReportReason;

  @Field(() => String, { description: 'e.g. "Harassment or bullying"' })
  label!: string;
}

const reasonOptions: MessageReportReasonOption[] = Object.entries(reportReasonLabels).map(([value, label]) => ({
  value: value as MessageReportReason,
  label,
}));

/**
 * Reports: a member reports a message she received; admins (the viewer token's role, see docs/security.md) list
 * and resolve them and see the reported message — that one message, not the rest of the thread.
 */
@Resolver(() => MessageReport)
export class ReportResolver {
  @Query(() => [MessageReportReasonOption], { description: 'The reasons a report can give, with their labels, in the order a form offers them' })
  messageReportReasons(@Ctx() ctx: MessagingContext): MessageReportReasonOption[] {
    requireViewer(ctx);
    return reasonOptions;
  }

  @Query(() => [MessageReport], {
    description: `Reports (admins): open ones newest first, or resolved ones latest resolved first (limit 1..${REPORTS_MAX_LIMIT}). FORBIDDEN for members`,
  })
  async messageReports(
    @Arg('status', () => MessageReportStatus, { defaultValue: MessageReportStatus.open, description: 'Open reports (the default) or resolved ones' }) status: MessageReportStatus,
    @Arg('limit', () => Int, { defaultValue: REPORTS_DEFAULT_LIMIT, description: boundedLimitDescription(REPORTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MessagingContext,
  ): Promise<MessageReport[]> {
    requireAdmin(ctx);
    return listReports(ctx.em, status, boundedPage(limit, offset, REPORTS_MAX_LIMIT));
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
  ): Promise<MessageReport> {
    const viewer = requireViewer(ctx);
    return reportMessage(ctx.em, viewer.userId, { messageId, reason, details: details ?? null });
  }

  @Mutation(() => MessageReport, {
    description: 'Resolves an open report with an optional note (admins; at most 1,000 characters). NOT_FOUND "Report not found"; CONFLICT when already resolved',
  })
  async resolveMessageReport(
    @Arg('id', () => ID, { description: "The report's id" }) id: string,
    @Arg('note', () => String, { nullable: true, description: 'What the admin did or decided (at most 1,000 characters); null for none' }) note: string | null | undefined,
    @Ctx() ctx: MessagingContext,
  ): Promise<MessageReport> {
    const admin = requireAdmin(ctx);
    return resolveReport(ctx.em, admin.userId, id, note ?? null);
  }

  @FieldResolver(() => MessageReportStatus, { description: 'open until an admin resolves it, then resolved' })
  status(@Root() report: MessageReport): MessageReportStatus {
    return report.resolvedAt ? MessageReportStatus.resolved : MessageReportStatus.open;
  }

  @FieldResolver(() => Message, { description: 'The reported message' })
  async message(@Root() report: MessageReport, @Ctx() ctx: MessagingContext): Promise<Message> {
    const message = await ctx.loaders.messageById.load(report.messageId);
    if (!message) throw new Error(`report ${report.id} refers to a missing message`);
    return message;
  }

  @FieldResolver(() => User, { description: 'Who reported it (the message’s recipient)' })
  reporter(@Root() report: MessageReport): User {
    return userReference(report.reporterId);
  }

  @FieldResolver(() => User, { description: 'Who sent the reported message' })
  sender(@Root() report: MessageReport): User {
    return userReference(report.senderId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'The admin who resolved it' })
  resolvedBy(@Root() report: MessageReport): User | null {
    return report.resolvedBy ? userReference(report.resolvedBy) : null;
  }
}

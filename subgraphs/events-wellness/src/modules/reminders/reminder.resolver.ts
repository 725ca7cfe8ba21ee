import { requireViewer, type SubgraphContext } from '@momstride/kit';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ReminderSettings } from './reminder-settings.entity.js';
import { reminderSettingsOf, setReminderSettings } from './reminder-settings.service.js';

/** Her walk reminders: which she gets (24 hours before, 1 hour before, both or none). */
@Resolver(() => ReminderSettings)
export class ReminderResolver {
  @Query(() => ReminderSettings, { description: 'Which reminders the viewer gets before a walk she joined' })
  async reminderSettings(@Ctx() ctx: SubgraphContext): Promise<ReminderSettings> {
    const viewer = requireViewer(ctx);
    return reminderSettingsOf(ctx.em, viewer.userId);
  }

  @Mutation(() => ReminderSettings, { description: 'Chooses the reminders the viewer gets before a walk she joined (both false: none)' })
  async setReminderSettings(
    @Arg('dayBefore', () => Boolean, { description: 'A reminder 24 hours before' }) dayBefore: boolean,
    @Arg('hourBefore', () => Boolean, { description: 'A reminder 1 hour before' }) hourBefore: boolean,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ReminderSettings> {
    const viewer = requireViewer(ctx);
    return setReminderSettings(ctx.em, viewer.userId, { dayBefore, hourBefore });
  }
}

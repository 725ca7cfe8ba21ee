import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { PREFERENCE_TYPES } from './preference-type.js';
import { preferencesOfMember, updatePreferences, type Preferences } from './preferences.service.js';
import { NotificationPreferencesInput, NotificationPreferencesView } from './preferences.types.js';

const view = (preferences: Preferences): NotificationPreferencesView => ({
  channels: PREFERENCE_TYPES.map((type) => {
    const { in_app, mail, push } = preferences.switches[type];
    return { type, inApp: in_app, mail, push };
  }),
  quietHours: preferences.quietHours ? { start: preferences.quietHours.start, end: preferences.quietHours.end } : null,
  timeZone: preferences.timeZone,
  digestDay: preferences.digestDay,
});

/** The viewer's notification preferences: per type and channel, quiet hours, the digest day. */
@Resolver(() => NotificationPreferencesView)
export class PreferencesResolver {
  @Query(() => NotificationPreferencesView, { description: "The viewer's notification preferences (the defaults until she saves hers)" })
  async notificationPreferences(@Ctx() ctx: MessagingContext): Promise<NotificationPreferencesView> {
    return view(await preferencesOfMember(ctx.em, requireViewer(ctx).userId));
  }

  @Mutation(() => NotificationPreferencesView, {
    description: 'Changes her notification preferences (absent fields stay as they are); BAD_USER_INPUT with the fields at fault for a malformed time or time zone, or quiet hours that end when they start',
  })
  async updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput, { description: 'What to change' }) input: NotificationPreferencesInput,
    @Ctx() ctx: MessagingContext,
  ): Promise<NotificationPreferencesView> {
    const userId = requireViewer(ctx).userId;
    const saved = await updatePreferences(ctx.em, userId, {
      switches: input.channels?.map(({ type, inApp, mail, push }) => ({ type, in_app: inApp, mail, push })) ?? null,
      ...(input.quietHours === undefined ? {} : { quietHours: input.quietHours }),
      timeZone: input.timeZone ?? null,
      digestDay: input.digestDay ?? null,
    });
    return view(saved);
  }
}

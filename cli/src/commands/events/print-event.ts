import type { EventDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { eventDetailFields, formatEventDetail, statusColor } from './event-format.js';

/** One event as JSON, an Ink view on a terminal, or plain text: what show, create and update print. */
export async function printEvent(ctx: CommandContext, event: EventDetailFragment): Promise<void> {
  await ctx.out.show({
    json: () => event,
    plain: () => formatEventDetail(event),
    rich: async () => {
      const [{ createElement }, { EventDetailView }] = await Promise.all([import('react'), import('../../ui/event-detail-view.js')]);
      return createElement(EventDetailView, { title: event.title, fields: eventDetailFields(event), statusColor: statusColor(event.status) });
    },
  });
}

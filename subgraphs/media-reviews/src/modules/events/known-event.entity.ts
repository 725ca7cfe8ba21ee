import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The events media-reviews knows (events-wellness' `event.created`, the demo seed): event reviews name one of these. */
@Entity({ tableName: 'known_events' })
export class KnownEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

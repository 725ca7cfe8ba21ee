import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Page } from '../../kit/page';
import { CalendarIcon, FootstepsIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { TabCount, Tabs } from '../../components/tabs';
import { preloadJoinEvent, useJoinEvent } from '../../lib/events/use-join-event';
import { useNow } from '../../lib/use-now';
import { useEventWaitlist } from './api/use-event-waitlist';
import { useJoinSeries } from './api/use-join-series';
import { useLeaveEvent } from './api/use-leave-event';
import { CalendarSubscription } from './calendar/calendar-subscription';
import type { EventActionHandlers } from './event-actions';
import { EventList } from './event-list';
import { EventNotices } from './event-notices';
import { EVENTS_LIST_LIMIT, EventsPageQuery, MyEventsQuery } from './events-query';
import { space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState, type QueryStateProps } from '../../kit/query-state';

const TabStack = styled.div`
  display: grid;
  gap: ${space[6]};
`;

type EventsTab = 'all' | 'mine';

const NO_EVENTS: QueryStateProps['failed'] = {
  icon: <FootstepsIcon />,
  title: 'We couldn’t load the events',
  text: 'Please check your connection and try again.',
  retryLabel: 'Try again',
};

/** The My Events tab: the walks she joined (every status), and her calendar subscription. */
function MyEventsTab({ now, busyId, handlers, onBrowse }: { now: number; busyId: string | null; handlers: EventActionHandlers; onBrowse: () => void }) {
  const { data, loading } = useScreenQuery('Failed to load events', MyEventsQuery, { fetchPolicy: 'cache-and-network' });

  const events = data?.myEvents ?? [];
  return (
    <TabStack>
      <QueryState
        loading={loading}
        hasData={Boolean(data)}
        empty={events.length === 0}
        loadingLabel="Loading your events…"
        failed={NO_EVENTS}
        emptyView={{
          icon: <CalendarIcon />,
          title: "You haven't joined any events yet",
          text: 'Pick a walk that fits your week: the ones you join show up here, with a link for your calendar.',
          action: (
            <Button type="button" onClick={onBrowse}>
              Browse events
            </Button>
          ),
        }}
      >
        <EventList events={events} now={now} busyId={busyId} handlers={handlers} label="My events" />
      </QueryState>
      <CalendarSubscription />
    </TabStack>
  );
}

/** docs/product.md, Events: All Events and My Events, event cards with join and leave, notices about her events. */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const tab: EventsTab = params.get('tab') === 'mine' ? 'mine' : 'all';
  const now = useNow();
  const { data, loading, error, refetch } = useScreenQuery('Failed to load events', EventsPageQuery, {
    variables: { limit: EVENTS_LIST_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const { join, pendingId: joiningId } = useJoinEvent();
  const { leave, pendingId: leavingId } = useLeaveEvent();
  const { joinWaitlist, leaveWaitlist, pendingId: waitlistId } = useEventWaitlist();
  const { joinSeries, pendingId: seriesId } = useJoinSeries();
  useEffect(preloadJoinEvent, []);

  const selectTab = (next: EventsTab) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'mine') nextParams.set('tab', 'mine');
        else nextParams.delete('tab');
        return nextParams;
      },
      { replace: true },
    );

  const handlers: EventActionHandlers = {
    onJoin: (id, guests) => void join(id, guests),
    onJoinSeries: (id, guests) => void joinSeries(id, guests),
    onLeave: (id) => void leave(id),
    onJoinWaitlist: (id, guests) => void joinWaitlist(id, guests),
    onLeaveWaitlist: (id) => void leaveWaitlist(id),
  };
  const busyId = joiningId ?? leavingId ?? waitlistId ?? seriesId;
  const events = data?.events ?? [];

  const allEvents = (
    <QueryState
      loading={loading}
      error={error}
      hasData={Boolean(data)}
      empty={events.length === 0}
      loadingLabel="Loading events…"
      failed={NO_EVENTS}
      onRetry={refetch}
      emptyView={{ icon: <FootstepsIcon />, title: 'No events yet', text: 'New walks are added every week — check back soon.' }}
    >
      <EventList events={events} now={now} busyId={busyId} handlers={handlers} label="All events" />
    </QueryState>
  );

  return (
    <Page>
      <PageHeading title="Walking Events" subtitle="Lace up and join fellow moms for walks, hikes and strolls — every pace is welcome." />
      <EventNotices notices={data?.eventNotices ?? []} />
      <Tabs<EventsTab>
        label="Events"
        selected={tab}
        onSelect={selectTab}
        tabs={[
          {
            key: 'all',
            label: (
              <>
                All Events {data ? <TabCount>{events.length}</TabCount> : null}
              </>
            ),
            content: allEvents,
          },
          {
            key: 'mine',
            label: 'My Events',
            content: <MyEventsTab now={now} busyId={busyId} handlers={handlers} onBrowse={() => selectTab('all')} />,
          },
        ]}
      />
    </Page>
  );
}

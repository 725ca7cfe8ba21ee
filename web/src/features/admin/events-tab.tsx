import { useState } from 'react';
import styled from 'styled-components';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { CalendarIcon, FootstepsIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import type { AdminEventCardFragment as AdminEvent } from '../../gql/graphql';
import { formatEventDay, formatTime } from '../../lib/dates';
import { formatCount } from '../../lib/numbers';
import { useNow } from '../../lib/use-now';
import { ADMIN_EVENTS_LIMIT, AdminEventsQuery } from './admin-events-query';
import { AdminEventCard } from './admin-event-card';
import { useCancelEvent } from './api/use-cancel-event';
import { useCreateEvent } from './api/use-save-event';
import { EventForm } from './event-form';
import { ScopeChoice } from './scope-choice';
import type { EventScope } from '../../gql/graphql';
import { emptyEventForm } from './event-form-values';
import { PanelTotal } from './panel-status';
import { colors, fontSizes, space } from '../../styles/theme';
import { useScreenQuery } from '../../kit/use-screen-query';
import { QueryState } from '../../kit/query-state';

const Stack = styled.div`
  display: grid;
  gap: ${space[6]};
`;

const Intro = styled.p`
  margin: -${space[1.5]} 0 ${space[4]};
  color: ${colors.inkSoft};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[3.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const More = styled.p`
  margin-top: ${space[4]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const people = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Admin Panel → Events (docs/product.md, Admin Panel): the create form, and the event cards with Edit and Cancel event. */
export function EventsTab() {
  const now = useNow();
  const { data, loading } = useScreenQuery('Failed to load events', AdminEventsQuery, { variables: { limit: ADMIN_EVENTS_LIMIT }, fetchPolicy: 'cache-and-network' });
  const { createEvent, creating } = useCreateEvent();
  const { cancelEvent, pendingId: cancellingId } = useCancelEvent();
  const [confirmDialog, confirm] = useConfirmDialog();
  const [editingId, setEditingId] = useState<string | null>(null);

  const events = data?.events ?? [];

  // Back from the form, the focus returns to the Edit button that opened it.
  const stopEditing = () => {
    const id = editingId;
    setEditingId(null);
    requestAnimationFrame(() => document.getElementById(`edit-event-${id}`)?.focus());
  };

  const onCancel = async (event: AdminEvent) => {
    const told = [
      event.currentParticipants > 0 ? people(event.currentParticipants, 'participant', 'participants') : null,
      event.waitlistCount > 0 ? people(event.waitlistCount, 'member on the waitlist', 'members on the waitlist') : null,
    ].filter(Boolean);
    const chosen: { scope: EventScope } = { scope: 'this_date' };
    const text = `${event.title} on ${formatEventDay(event.eventDate)} at ${formatTime(event.eventDate)} will be cancelled.${
      told.length > 0 ? ` Its ${told.join(' and ')} will be told.` : ''
    } This cannot be undone.`;
    const ok = await confirm({
      title: event.series ? 'Cancel this walk?' : 'Cancel this event?',
      message: event.series ? (
        <>
          {text}
          <ScopeChoice onChange={(scope) => (chosen.scope = scope)} />
        </>
      ) : (
        text
      ),
      confirmLabel: 'Cancel event',
      tone: 'danger',
    });
    if (ok) await cancelEvent(event.id, chosen.scope);
  };

  return (
    <Stack>
      <Panel aria-labelledby="admin-create-event-title">
        <PanelHeader icon={<CalendarIcon />} id="admin-create-event-title" title="Create an event" />
        <Intro>Members see it on the Events page and the dashboard at once.</Intro>
        <EventForm
          label="Create an event"
          initial={emptyEventForm}
          submitLabel="Create Event"
          busyLabel="Creating…"
          busy={creating}
          onSave={createEvent}
          repeatable
        />
      </Panel>
      <Panel aria-labelledby="admin-events-title">
        <PanelHeader
          icon={<FootstepsIcon />}
          id="admin-events-title"
          title="Events"
          action={
            <PanelTotal role="status" aria-live="polite">
              {loading ? <Spinner aria-hidden="true" /> : null}
              {data ? `${formatCount(events.length)} ${events.length === 1 ? 'event' : 'events'}` : 'Loading events…'}
            </PanelTotal>
          }
        />
        <QueryState
          loading={loading}
          hasData={Boolean(data)}
          empty={events.length === 0}
          loadingLabel=""
          loadingHeight={200}
          emptyView={{ icon: <FootstepsIcon />, title: 'No events yet', text: 'Create the first walk with the form above.' }}
        >
          <List aria-label="Events">
            {events.map((event) => (
              <li key={event.id}>
                <AdminEventCard
                  event={event}
                  now={now}
                  editing={editingId === event.id}
                  cancelling={cancellingId === event.id}
                  onEdit={setEditingId}
                  onDoneEditing={stopEditing}
                  onCancel={(target) => void onCancel(target)}
                />
              </li>
            ))}
          </List>
        </QueryState>
        {events.length >= ADMIN_EVENTS_LIMIT ? (
          <More>Showing the first {ADMIN_EVENTS_LIMIT} events: upcoming and active first, then the latest past ones.</More>
        ) : null}
      </Panel>
      {confirmDialog}
    </Stack>
  );
}

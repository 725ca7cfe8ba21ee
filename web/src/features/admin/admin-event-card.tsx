import styled from 'styled-components';
import { Button } from '../../components/button';
import { EventFacts } from '../../components/event/event-facts';
import { EventDescription, EventHeading } from '../../components/event/event-heading';
import { CloseIcon, EditIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { AdminEventCardFragment as AdminEvent } from '../../gql/graphql';
import { adminListStatus } from '../../lib/events/event-display';
import { cardSurface } from '../../styles/surface';
import { useUpdateEvent } from './api/use-save-event';
import { EventAttendees } from './event-attendees';
import { EventForm } from './event-form';
import { eventFormValuesOf } from './event-form-values';
import { colors, controlHeights, fontSizes, space } from '../../styles/theme';

export const AdminEventCardFragment = graphql(`
  fragment AdminEventCard on Event {
    id
    title
    description
    eventDate
    durationMinutes
    location
    maxParticipants
    currentParticipants
    waitlistCount
    status
    isFull
    guestLimit
    series {
      id
      summary
    }
  }
`);

const Card = styled.article`
  display: grid;
  gap: ${space[3.5]};
  min-width: 0;
  padding: ${space[4]} ${space[5]};
  ${cardSurface}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
  margin-left: auto;
  button { min-height: ${controlHeights.sm}; padding: 0 ${space[3.5]}; font-size: ${fontSizes.sm}; }
  svg { flex: none; }
`;

const DangerButton = styled(Button)`
  color: ${colors.danger};
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
`;

const Details = styled.div`
  display: grid;
  gap: ${space[2.5]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(14rem, 1fr) 2fr;
    align-items: start;
  }
`;

const Waitlist = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const EditTitle = styled.h3`
  font-size: ${fontSizes.lg};
  overflow-wrap: anywhere;
`;

function EditEvent({ event, onDone }: { event: AdminEvent; onDone: () => void }) {
  const { updateEvent, updating } = useUpdateEvent();
  return (
    <Card aria-labelledby={`admin-event-${event.id}-title`}>
      <EditTitle id={`admin-event-${event.id}-title`}>Edit “{event.title}”</EditTitle>
      <EventForm
        label={`Edit ${event.title}`}
        initial={eventFormValuesOf(event)}
        keepDate={event.eventDate}
        submitLabel="Save Changes"
        busyLabel="Saving…"
        busy={updating}
        scoped={event.series !== null && event.series !== undefined}
        onSave={async (input, scope) => {
          const result = await updateEvent(event.id, input, scope);
          if (result.ok) onDone();
          return result;
        }}
        onDiscard={onDone}
        autoFocus
      />
    </Card>
  );
}

/**
 * An event in the Admin Panel: the admin list's status (docs/product.md, States and transitions), participants and max, the waitlist, Edit (in place)
 * and Cancel event while it has not taken place, and who takes part.
 */
export function AdminEventCard({
  event: ref,
  now,
  editing,
  cancelling,
  onEdit,
  onDoneEditing,
  onCancel,
}: {
  event: FragmentType<typeof AdminEventCardFragment>;
  now: number;
  editing: boolean;
  cancelling: boolean;
  onEdit: (eventId: string) => void;
  onDoneEditing: () => void;
  onCancel: (event: AdminEvent) => void;
}) {
  const event = getFragmentData(AdminEventCardFragment, ref);
  if (editing) return <EditEvent event={event} onDone={onDoneEditing} />;
  const status = adminListStatus(event, now);
  const changeable = status === 'upcoming' || status === 'active';
  const titleId = `admin-event-${event.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <EventHeading titleId={titleId} title={event.title} level={3} eventDate={event.eventDate} status={status} isFull={event.isFull}>
        {changeable ? (
          <Actions>
            <Button id={`edit-event-${event.id}`} type="button" $variant="secondary" onClick={() => onEdit(event.id)} aria-label={`Edit ${event.title}`}>
              <EditIcon width={18} height={18} aria-hidden="true" /> Edit
            </Button>
            <DangerButton type="button" $variant="ghost" onClick={() => onCancel(event)} disabled={cancelling} aria-label={`Cancel event ${event.title}`}>
              {cancelling ? <Spinner aria-hidden="true" /> : <CloseIcon width={18} height={18} aria-hidden="true" />} Cancel event
            </DangerButton>
          </Actions>
        ) : null}
      </EventHeading>
      <Details>
        <div>
          <EventFacts
            eventDate={event.eventDate}
            durationMinutes={event.durationMinutes}
            location={event.location}
            participants={{ current: event.currentParticipants, max: event.maxParticipants ?? null }}
          />
          {event.waitlistCount > 0 ? <Waitlist>{event.waitlistCount} on the waitlist</Waitlist> : null}
          {event.series ? <Waitlist>{event.series.summary}</Waitlist> : null}
          {event.guestLimit > 0 ? <Waitlist>Up to {event.guestLimit} {event.guestLimit === 1 ? 'guest' : 'guests'} per member</Waitlist> : null}
        </div>
        <EventDescription $lines={3}>{event.description}</EventDescription>
      </Details>
      <EventAttendees eventId={event.id} participants={event.currentParticipants} waitlisted={event.waitlistCount} />
    </Card>
  );
}

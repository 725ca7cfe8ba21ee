import styled from 'styled-components';
import { Notice } from '../../components/notice';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatEventDay, formatTime } from '../../lib/dates';
import { useDismissEventNotice } from './api/use-dismiss-event-notice';
import { space } from '../../styles/theme';

export const EventNoticeItemFragment = graphql(`
  fragment EventNoticeItem on EventNotice {
    id
    kind
    event {
      id
      title
      eventDate
    }
  }
`);

const List = styled.div`
  display: grid;
  gap: ${space[3]};
`;

/** Her unread notices about events (a place came free for her, a walk was cancelled), each dismissed once read. */
export function EventNotices({ notices: refs }: { notices: ReadonlyArray<FragmentType<typeof EventNoticeItemFragment>> }) {
  const notices = getFragmentData(EventNoticeItemFragment, refs);
  const dismiss = useDismissEventNotice();
  if (notices.length === 0) return null;
  return (
    <List aria-label="Event notices" role="region">
      {notices.map(({ id, kind, event }) => {
        const when = `${formatEventDay(event.eventDate)} at ${formatTime(event.eventDate)}`;
        return kind === 'waitlist_promoted' ? (
          <Notice key={id} title={`You got a place in ${event.title}!`} onDismiss={() => void dismiss(id)}>
            A place came free and it’s yours: you’re on the list for {when}. See you there!
          </Notice>
        ) : (
          <Notice key={id} title={`${event.title} was cancelled`} onDismiss={() => void dismiss(id)}>
            The walk on {when} will not take place. We hope to see you at another one soon.
          </Notice>
        );
      })}
    </List>
  );
}

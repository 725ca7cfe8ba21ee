import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { CalendarIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { notify } from '../../../lib/notify';
import { downloadCalendarFile } from './download-calendar-file';
import { fontSizes, space } from '../../../styles/theme';

const SmallButton = styled(Button)`
  min-height: 38px;
  padding: 0 ${space[3.5]};
  font-size: ${fontSizes.sm};
  svg { flex: none; }
`;

/** "Add to calendar": downloads the event's .ics file (the member's calendar app opens it). */
export function AddToCalendarButton({ eventId, title }: { eventId: string; title: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadCalendarFile(eventId);
    } catch (error) {
      console.warn('Calendar file download failed.', error);
      notify.error('Failed to download calendar file');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SmallButton
      type="button"
      $variant="secondary"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
      // Cards list many walks: the name says which one (and starts with the visible words).
      aria-label={`Add to calendar: ${title}`}
    >
      {busy ? <Spinner $size={16} aria-hidden="true" /> : <CalendarIcon width={18} height={18} />}
      Add to calendar
    </SmallButton>
  );
}

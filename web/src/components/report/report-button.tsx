import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { useSession } from '../../lib/session/use-session';
import { controlHeights, space } from '../../styles/theme';
import { FlagIcon } from './flag-icon';
import { ReportDialog } from './report-dialog';
import type { ReportSubject } from './report-subject';

const Action = styled(Button)`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[3]};
  svg { width: 16px; height: 16px; }
`;

/**
 * The Report action on a post, story, photo, review or member's profile (docs/product.md, "Reporting and
 * moderation"): opens the report dialog. Not shown on her own content, nor while signed out.
 */
export function ReportButton({ subject, authorId, label }: { subject: ReportSubject; authorId: string; label: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.id === authorId) return null;
  return (
    <>
      <Action type="button" $variant="ghost" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <FlagIcon aria-hidden="true" /> Report
      </Action>
      {open ? <ReportDialog subject={subject} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

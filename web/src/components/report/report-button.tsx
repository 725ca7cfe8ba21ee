import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session/use-session';
import { controlHeights, space } from '../../styles/theme';
import { FlagIcon } from './flag-icon';
import type { ReportSubject } from './report-subject';

/** The dialog's code (and its form fields) comes when a member first means to report: lists stay light. */
const ReportDialog = lazyPart(() => import('./report-dialog'), 'ReportDialog');
const preloadDialog = () => void ReportDialog.preload();

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
      <Action type="button" $variant="ghost" aria-label={label} title={label} onPointerEnter={preloadDialog} onFocus={preloadDialog} onClick={() => setOpen(true)}>
        <FlagIcon aria-hidden="true" /> Report
      </Action>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

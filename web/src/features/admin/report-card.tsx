import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import type { ReportAction } from '../../gql/graphql';
import { formatEventDay, formatTime } from '../../lib/dates';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { ReportSubjectView, type QueuedReport } from './report-subject-view';

/** At most this many characters of note (the server checks too). */
export const REPORT_NOTE_MAX = 1000;

/** The kinds whose content an admin can hide (a message or a member is dismissed or suspended). */
const HIDEABLE: ReadonlySet<QueuedReport['subjectType']> = new Set(['post', 'story', 'photo', 'review']);

const resolutionLabels: Record<NonNullable<QueuedReport['resolution']>, string> = {
  dismissed: 'Dismissed',
  hidden: 'Hidden',
  suspended: 'Author suspended',
};

const Card = styled.li`
  display: grid;
  gap: ${space[3.5]};
  padding: ${space[4]} ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.white};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[1]} ${space[3.5]};
  margin: 0;
  font-size: ${fontSizes.sm};
  dt { color: ${colors.inkSoft}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a { color: ${colors.plum700}; font-weight: ${fontWeights.semibold}; }
`;

const Actions = styled.form`
  display: grid;
  gap: ${space[2.5]};
  .buttons { display: flex; flex-wrap: wrap; gap: ${space[2]}; justify-content: flex-end; }
`;

const when = (iso: string) => `${formatEventDay(iso)}, ${formatTime(iso)}`;
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * One report of the queue: what was reported as it looks, who wrote it and who reported it, why, how many members
 * reported it; open, the three actions with an optional note; resolved, what was done, and Restore for hidden content.
 */
export function ReportCard({
  report,
  reasonLabel,
  busy,
  onResolve,
  onRestore,
}: {
  report: QueuedReport;
  reasonLabel: string;
  busy: boolean;
  onResolve: (action: ReportAction, note: string) => void;
  onRestore: () => void;
}) {
  const [note, setNote] = useState('');
  const headingId = useId();
  const author = nameOf(report.author);
  const kind = report.subjectType;
  const whose = kind === 'member' ? author : `${author}'s ${kind}`;
  const submit = (action: ReportAction) => onResolve(action, note.trim());
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <Pill $tone="coral" id={headingId}>
          {reasonLabel}
        </Pill>
        <Pill $tone="plum">{kind}</Pill>
        {report.resolution ? <Pill $tone="sand">{report.restoredAt ? 'Restored' : resolutionLabels[report.resolution]}</Pill> : null}
        <span>Reported {when(report.createdAt)}</span>
        <span>{report.reportCount === 1 ? 'Reported by 1 member' : `Reported by ${report.reportCount} members`}</span>
      </Head>
      <ReportSubjectView report={report} />
      <Facts>
        <dt>{kind === 'member' ? 'Member' : kind === 'message' ? 'Sent by' : 'By'}</dt>
        <dd>
          <Link to={memberProfilePath(report.author.id)}>{author}</Link>
          {report.author.email ? ` · ${report.author.email}` : null}
          {report.message ? ` · ${when(report.message.createdAt)}` : null}
        </dd>
        <dt>Reported by</dt>
        <dd>
          <Link to={memberProfilePath(report.reporter.id)}>{nameOf(report.reporter)}</Link>
          {report.reporter.email ? ` · ${report.reporter.email}` : null}
        </dd>
        {report.details && (
          <>
            <dt>Details</dt>
            <dd>{report.details}</dd>
          </>
        )}
        {report.resolutionNote && (
          <>
            <dt>Note</dt>
            <dd>{report.resolutionNote}</dd>
          </>
        )}
      </Facts>
      {report.status === 'open' ? (
        <Actions aria-label={`Resolve the report of ${whose}`} onSubmit={(submitted) => { submitted.preventDefault(); submit('dismiss'); }}>
          <TextAreaField label="Resolution note (optional)" rows={2} maxLength={REPORT_NOTE_MAX} value={note} onChange={(changed) => setNote(changed.target.value)} />
          <div className="buttons">
            <Button type="submit" $variant="secondary" disabled={busy}>
              Dismiss
            </Button>
            {HIDEABLE.has(kind) ? (
              <Button type="button" disabled={busy} onClick={() => submit('hide')}>
                Hide {kind}
              </Button>
            ) : null}
            <Button type="button" disabled={busy} onClick={() => submit('suspend')}>
              Suspend {author}
            </Button>
          </div>
        </Actions>
      ) : report.resolution === 'hidden' && !report.restoredAt ? (
        <Actions aria-label={`Restore ${whose}`} onSubmit={(submitted) => { submitted.preventDefault(); onRestore(); }}>
          <div className="buttons">
            <Button type="submit" $variant="secondary" disabled={busy}>
              Restore {kind}
            </Button>
          </div>
        </Actions>
      ) : null}
    </Card>
  );
}

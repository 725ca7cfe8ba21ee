import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import type { AdminReportsQuery } from '../../gql/graphql';
import { formatEventDay, formatTime } from '../../lib/dates';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export type OpenReport = AdminReportsQuery['messageReports'][number];

/** At most this many characters of note (the server checks too). */
export const REPORT_NOTE_MAX = 1000;

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

const Quote = styled.blockquote`
  margin: 0;
  padding: ${space[3]} ${space[3.5]};
  border-left: 4px solid ${colors.coral500};
  border-radius: ${radii.sm};
  background: ${colors.sand100};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${colors.ink};
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
  @media (min-width: 720px) {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const when = (iso: string) => `${formatEventDay(iso)}, ${formatTime(iso)}`;
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** One open report: the reported message, who sent and who reported it, why, and Resolve with an optional note. */
export function ReportCard({
  report,
  reasonLabel,
  resolving,
  onResolve,
}: {
  report: OpenReport;
  reasonLabel: string;
  resolving: boolean;
  onResolve: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <Pill $tone="coral" id={headingId}>
          {reasonLabel}
        </Pill>
        <span>Reported {when(report.createdAt)}</span>
      </Head>
      <Quote aria-label="Reported message">{report.message.content}</Quote>
      <Facts>
        <dt>Sent by</dt>
        <dd>
          <Link to={memberProfilePath(report.sender.id)}>{nameOf(report.sender)}</Link> · {report.sender.email} · {when(report.message.createdAt)}
        </dd>
        <dt>Reported by</dt>
        <dd>
          <Link to={memberProfilePath(report.reporter.id)}>{nameOf(report.reporter)}</Link> · {report.reporter.email}
        </dd>
        {report.details && (
          <>
            <dt>Details</dt>
            <dd>{report.details}</dd>
          </>
        )}
      </Facts>
      <Actions
        aria-label={`Resolve the report of ${nameOf(report.sender)}'s message`}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          onResolve(note.trim());
        }}
      >
        <TextAreaField label="Resolution note (optional)" rows={2} maxLength={REPORT_NOTE_MAX} value={note} onChange={(changed) => setNote(changed.target.value)} />
        <Button type="submit" disabled={resolving}>
          {resolving ? 'Resolving…' : 'Resolve'}
        </Button>
      </Actions>
    </Card>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { TextAreaField } from '../../components/form-field';
import { Pill } from '../../components/pill';
import { memberProfilePath } from '../../config/paths';
import type { AdminReportsQuery } from '../../gql/graphql';
import { formatEventDay, formatTime } from '../../lib/dates';

export type OpenReport = AdminReportsQuery['messageReports'][number];

/** At most this many characters of note (the server checks too). */
export const REPORT_NOTE_MAX = 1000;

const Card = styled.li`
  display: grid;
  gap: 0.85rem;
  padding: 1.1rem 1.2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 0.75rem 0.9rem;
  border-left: 4px solid ${({ theme }) => theme.colors.coral500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand100};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.ink};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 0.9rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.inkSoft}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.plum700}; font-weight: 600; }
`;

const Actions = styled.form`
  display: grid;
  gap: 0.6rem;
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

import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { ModalDialog } from '../confirm-dialog';
import { TextAreaField } from '../form-field';
import { Spinner } from '../spinner';
import type { MessageReportReason } from '../../gql/graphql';
import { MessageReportReasonsQuery, useReportContent } from './use-report-content';
import { subjectNouns, type ReportSubject } from './report-subject';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';
import { useModalDialog } from '../../kit/use-modal-dialog';

const Dialog = styled(ModalDialog)`
  width: min(480px, calc(100vw - 2rem));
  form { display: grid; gap: ${space[4]}; margin-top: ${space[3]}; }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${space[2.5]} ${space[3.5]};
  border-left: 3px solid ${colors.plum600};
  border-radius: 6px;
  background: ${colors.sand100};
  color: ${colors.ink};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${space[1.5]}; font-weight: ${fontWeights.semibold}; font-size: ${fontSizes.sm}; color: ${colors.plum900}; }
  label {
    display: flex;
    align-items: center;
    gap: ${space[2.5]};
    padding: ${space[2]} ${space[2.5]};
    border-radius: 10px;
    cursor: pointer;
    &:hover { background: ${colors.sand100}; }
  }
  input { width: 18px; height: 18px; accent-color: ${colors.plum700}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2.5]};
`;

/** At most this much detail goes with a report (the server's bound). */
const DETAILS_MAX_LENGTH = 1_000;

/**
 * Report something to the admins (docs/product.md, "Reporting and moderation"): a message she received, a post, a
 * story, a photo, a review or a member, with one of the server's reasons and optional details. A modal dialog (Escape
 * cancels); focus goes back where it was when it closes.
 */
export function ReportDialog({ subject, onClose }: { subject: ReportSubject; onClose: () => void }) {
  const noun = subjectNouns[subject.type];
  const titleId = useId();
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [details, setDetails] = useState('');
  const { data, error } = useQuery(MessageReportReasonsQuery);
  const { report, reporting } = useReportContent();

  // Opened once the reasons are here, so the first of them takes the focus.
  const dialogRef = useModalDialog(Boolean(data) || Boolean(error));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    if ((await report(subject.type, subject.id, reason, details)).ok) onClose();
  };

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Opened from another dialog (a photo's detail), Escape closes this one only.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={titleId}>Report {noun}</h2>
      <form onSubmit={(event) => void onSubmit(event)}>
        <Quote>{subject.preview}</Quote>
        <Reasons>
          <legend>Why are you reporting it?</legend>
          {error && !data ? <p role="alert">The reasons could not be loaded. Please try again later.</p> : null}
          {data?.messageReportReasons.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                required
              />
              {option.label}
            </label>
          ))}
        </Reasons>
        <TextAreaField
          label="Details (optional)"
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={DETAILS_MAX_LENGTH}
          rows={3}
          hint={`Only our admins see reports. ${subject.type === 'member' ? 'She is' : subject.type === 'message' ? 'The sender is' : 'Its author is'} not told.`}
        />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reason || reporting} aria-busy={reporting || undefined}>
            {reporting ? <Spinner aria-hidden="true" /> : null}
            Send report
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

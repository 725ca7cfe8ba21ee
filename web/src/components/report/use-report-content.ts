import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { MessageReportReason } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { runMutation, type Outcome } from '../../../kit/outcome';

/** The reasons a report can give, with their labels, in the server's order. */
export const MessageReportReasonsQuery = graphql(`
  query MessageReportReasons {
    messageReportReasons {
      value
      label
    }
  }
`);

const ReportMessageMutation = graphql(`
  mutation ReportMessage($messageId: ID!, $reason: MessageReportReason!, $details: String) {
    reportMessage(messageId: $messageId, reason: $reason, details: $details) {
      id
      status
    }
  }
`);

/** Report a message she received to the admins; resolves whether it was sent. */
export function useReportMessage() {
  const [mutate, { loading }] = useMutation(ReportMessageMutation);
  const report = useCallback(
    async (messageId: string, reason: MessageReportReason, details: string): Promise<Outcome> =>
      runMutation(
        async () => {
          await mutate({ variables: { messageId, reason, details: details.trim() === '' ? null : details.trim() } });
        },
        { success: 'Thank you. Our team will review this message.', failure: (error) => errorMessage(error, 'Failed to report message') },
      ),
    [mutate],
  );
  return { report, reporting: loading };
}

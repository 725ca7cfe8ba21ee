import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { MessageReportReason, ReportSubjectType } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { runMutation, type Outcome } from '../../kit/outcome';
import { subjectNouns } from './report-subject';

/** The reasons a report can give, with their labels, in the server's order. */
export const MessageReportReasonsQuery = graphql(`
  query MessageReportReasons {
    messageReportReasons {
      value
      label
    }
  }
`);

const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      id
      status
    }
  }
`);

/** Report a message, post, story, photo, review or member to the admins; resolves whether it was sent. */
export function useReportContent() {
  const [mutate, { loading }] = useMutation(ReportContentMutation);
  const report = useCallback(
    async (subjectType: ReportSubjectType, subjectId: string, reason: MessageReportReason, details: string): Promise<Outcome> => {
      const noun = subjectNouns[subjectType];
      return runMutation(
        async () => {
          await mutate({ variables: { input: { subjectType, subjectId, reason, details: details.trim() === '' ? null : details.trim() } } });
        },
        { success: `Thank you. Our team will review this ${noun}.`, failure: (error) => errorMessage(error, `Failed to report ${noun}`) },
      );
    },
    [mutate],
  );
  return { report, reporting: loading };
}

import type { ChallengeSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';

/** Columns of `challenges list`: on a terminal the end in local time; piped, an ISO instant for scripts. */
export function challengeColumns(rich: boolean): TableColumn<ChallengeSummaryFragment>[] {
  return [
    { header: 'ID', value: (challenge) => challenge.id, keepWidth: true },
    { header: 'Title', value: (challenge) => challenge.title },
    { header: 'Type', value: (challenge) => challenge.challengeType },
    { header: 'Target', value: (challenge) => challenge.targetMetric },
    { header: rich ? 'Ends' : 'End', value: (challenge) => (rich ? `${localDateTime(challenge.endDate)}${challenge.isEnded ? ' (ended)' : ''}` : challenge.endDate) },
    { header: 'Participants', value: (challenge) => String(challenge.participantsCount) },
  ];
}

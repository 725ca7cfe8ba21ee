import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { CalendarIcon, FlameIcon, UsersIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { ProgressBar } from '../../components/progress-bar';
import { Spinner } from '../../components/spinner';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ChallengeType } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { formatAmount } from '../../lib/numbers';
import { cardSurface } from '../../styles/surface';
import { LeaderboardDialog } from './leaderboard-dialog';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { runMutation } from '../../kit/outcome';

export const ChallengeCardFragment = graphql(`
  fragment ChallengeCard on Challenge {
    id
    title
    description
    endDate
    targetMetric
    targetValue
    unit
    challengeType
    participantsCount
    isJoined
    isEnded
    myProgress {
      total
      percent
      streak
      completedAt
    }
  }
`);

const JoinChallengeMutation = graphql(`
  mutation JoinChallenge($id: ID!) {
    joinChallenge(id: $id) {
      id
      ...ChallengeCard
    }
  }
`);

const LogChallengeProgressMutation = graphql(`
  mutation LogChallengeProgress($id: ID!, $amount: Float!, $date: String) {
    logChallengeProgress(id: $id, amount: $amount, date: $date) {
      id
      ...ChallengeCard
    }
  }
`);

export const challengeTypeLabels: Readonly<Record<ChallengeType, string>> = {
  steps: 'Steps',
  distance: 'Distance',
  wellness: 'Wellness',
  business: 'Business',
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  h3 { font-size: ${fontSizes.lg}; overflow-wrap: anywhere; }
  .description { flex: 1; color: ${colors.inkSoft}; }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
  li { display: inline-flex; align-items: center; gap: ${space[1.5]}; }
  strong { color: ${colors.ink}; }
  svg { width: 16px; height: 16px; }
`;

const Progress = styled.div`
  display: grid;
  gap: ${space[2]};
  padding: ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.sand100};
  .line { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space[1.5]}; font-size: ${fontSizes.sm}; }
  .streak { display: inline-flex; align-items: center; gap: ${space[1.5]}; font-size: ${fontSizes.sm}; font-weight: ${fontWeights.strong}; color: ${colors.coral700}; }
`;

const LogForm = styled.form`
  display: flex;
  gap: ${space[2]};
  align-items: flex-end;
  label { display: grid; gap: ${space[1]}; flex: 1; font-size: ${fontSizes.sm}; font-weight: ${fontWeights.semibold}; color: ${colors.plum900}; }
  input {
    width: 100%;
    min-height: 42px;
    padding: 0 ${space[3]};
    border: 1.5px solid ${colors.borderStrong};
    border-radius: ${radii.sm};
    font: inherit;
    background: ${colors.white};
  }
  button { min-height: 42px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  button { flex: 1 1 9rem; white-space: nowrap; }
`;

/** Her local date, "YYYY-MM-DD": the day her progress counts for (streaks follow her days, not UTC's). */
const localDay = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const streakLabel = (days: number) => (days === 1 ? '1-day streak' : `${days}-day streak`);

/**
 * One challenge (docs/product.md, Community): title, description, end date, target, type badge, participants and Join
 * Challenge; once joined, her progress toward the target with her streak, a box to log progress, and the leaderboard.
 */
export function ChallengeCard({ challenge: ref }: { challenge: FragmentType<typeof ChallengeCardFragment> }) {
  const challenge = getFragmentData(ChallengeCardFragment, ref);
  const [amount, setAmount] = useState('');
  const [board, setBoard] = useState(false);
  const [join, { loading: joining }] = useMutation(JoinChallengeMutation, { refetchQueries: ['CommunityStats'] });
  const [log, { loading: logging }] = useMutation(LogChallengeProgressMutation);
  const headingId = `challenge-${challenge.id}`;
  const progress = challenge.myProgress;

  const onJoin = () =>
    runMutation(() => join({ variables: { id: challenge.id } }), {
      success: 'Successfully joined challenge!',
      failure: (error) => errorMessage(error, 'Failed to join challenge'),
    });

  const onLog = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      notify.error('Enter an amount greater than 0');
      return;
    }
    await runMutation(
      async () => {
        await log({ variables: { id: challenge.id, amount: value, date: localDay() } });
        setAmount('');
      },
      { success: 'Progress logged!', failure: (error) => errorMessage(error, 'Failed to log progress') },
    );
  };

  return (
    <Card aria-labelledby={headingId}>
      <div>
        <Pill $tone={challenge.isEnded ? 'sand' : 'sage'}>{challengeTypeLabels[challenge.challengeType]}</Pill>
      </div>
      <h3 id={headingId}>{challenge.title}</h3>
      <p className="description">{challenge.description}</p>
      <Facts>
        <li>
          Target: <strong>{challenge.targetMetric}</strong>
        </li>
        <li>
          <CalendarIcon /> {challenge.isEnded ? 'Ended' : 'Ends'} {formatDay(challenge.endDate)}
        </li>
        <li>
          <UsersIcon /> {challenge.participantsCount} {challenge.participantsCount === 1 ? 'participant' : 'participants'}
        </li>
      </Facts>
      {progress ? (
        <Progress>
          <div className="line">
            <span>
              <strong>{formatAmount(progress.total)}</strong> / {formatAmount(challenge.targetValue)} {challenge.unit}
            </span>
            {progress.completedAt ? <Pill $tone="sage">Completed</Pill> : <span>{progress.percent}%</span>}
          </div>
          <ProgressBar value={progress.percent} label={`Your progress in ${challenge.title}`} />
          {progress.streak > 0 ? (
            <span className="streak">
              <FlameIcon width={18} height={18} /> {streakLabel(progress.streak)}
            </span>
          ) : null}
          {!challenge.isEnded ? (
            <LogForm onSubmit={(event) => void onLog(event)}>
              <label>
                Add {challenge.unit}
                <input type="number" inputMode="decimal" min="0" step="any" value={amount} onChange={(event) => setAmount(event.target.value)} />
              </label>
              <Button type="submit" disabled={logging} aria-busy={logging || undefined}>
                {logging ? <Spinner aria-hidden="true" /> : null}
                Log
              </Button>
            </LogForm>
          ) : null}
        </Progress>
      ) : null}
      <Actions>
        {!challenge.isJoined && !challenge.isEnded ? (
          <Button type="button" disabled={joining} aria-busy={joining || undefined} onClick={() => void onJoin()} aria-label={`Join Challenge: ${challenge.title}`}>
            {joining ? <Spinner aria-hidden="true" /> : null}
            Join Challenge
          </Button>
        ) : null}
        <Button type="button" $variant="secondary" onClick={() => setBoard(true)} aria-label={`Leaderboard: ${challenge.title}`}>
          Leaderboard
        </Button>
      </Actions>
      {board ? <LeaderboardDialog challengeId={challenge.id} title={challenge.title} unit={challenge.unit} onClose={() => setBoard(false)} /> : null}
    </Card>
  );
}

import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { graphql } from '../../gql';
import { formatAmount } from '../../lib/numbers';
import { colors, fontWeights, radii, space } from '../../styles/theme';

const LEADERBOARD_SIZE = 10;

const ChallengeLeaderboardQuery = graphql(`
  query ChallengeLeaderboard($id: ID!, $limit: Int!) {
    challengeLeaderboard(id: $id, limit: $limit) {
      entries {
        rank
        total
        completed
        member {
          id
          firstName
          lastName
          businessName
          profilePicture
        }
      }
      me {
        rank
        total
      }
    }
  }
`);

const List = styled.ol`
  display: grid;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${space[3]}; padding: ${space[2]} ${space[2.5]}; border-radius: ${radii.md}; }
  li:nth-child(-n + 3) { background: ${colors.gold100}; }
  .rank { width: 2rem; text-align: center; font-weight: ${fontWeights.heavy}; color: ${colors.plum800}; }
  .who { flex: 1; min-width: 0; display: grid; }
  .who small { color: ${colors.inkSoft}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .total { font-weight: ${fontWeights.bold}; white-space: nowrap; }
`;

const Mine = styled.p`
  margin-top: ${space[4]};
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.plum100};
  color: ${colors.plum900};
  font-weight: ${fontWeights.semibold};
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 120px;
  color: ${colors.inkSoft};
`;

/** The challenge's top ten by total (ties share a rank) and, when she joined, her own place. */
export function LeaderboardDialog({ challengeId, title, unit, onClose }: { challengeId: string; title: string; unit: string; onClose: () => void }) {
  const { data, loading, error } = useQuery(ChallengeLeaderboardQuery, { variables: { id: challengeId, limit: LEADERBOARD_SIZE }, fetchPolicy: 'cache-and-network' });
  const board = data?.challengeLeaderboard;
  return (
    <Modal title={`Leaderboard · ${title}`} onClose={onClose} width={520}>
      {!board && loading ? (
        <Centered role="status">
          <Spinner $size={26} />
        </Centered>
      ) : !board || error ? (
        <Centered role="alert">Failed to load the leaderboard</Centered>
      ) : board.entries.length === 0 ? (
        <Centered>Nobody has joined yet — be the first!</Centered>
      ) : (
        <>
          <List aria-label="Leaderboard">
            {board.entries.map((entry) => (
              <li key={entry.member.id}>
                <span className="rank" aria-label={`Rank ${entry.rank}`}>
                  {entry.rank}
                </span>
                <Avatar firstName={entry.member.firstName} lastName={entry.member.lastName} picture={entry.member.profilePicture} size={36} />
                <span className="who">
                  <strong>
                    {entry.member.firstName} {entry.member.lastName}
                    {entry.completed ? ' ✓' : ''}
                  </strong>
                  {entry.member.businessName ? <small>{entry.member.businessName}</small> : null}
                </span>
                <span className="total">
                  {formatAmount(entry.total)} {unit}
                </span>
              </li>
            ))}
          </List>
          {board.me ? (
            <Mine>
              You're #{board.me.rank} with {formatAmount(board.me.total)} {unit}.
            </Mine>
          ) : null}
        </>
      )}
    </Modal>
  );
}

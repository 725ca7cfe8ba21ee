import styled from 'styled-components';
import { Button } from '../button';
import { KeyIcon } from './key-icon';
import { Pill } from '../pill';
import { Spinner } from '../spinner';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatDay } from '../../lib/dates';
import { AccessTokenItemFragment } from './access-token-item-fragment';
import { SCOPE_LABELS, expiryLabel, lastUsedLabel, shownPrefix } from './token-labels';
import { colors, controlHeights, fontSizes, radii, space } from '../../styles/theme';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space[1.5]} ${space[3.5]};
  align-items: start;
  padding: ${space[4]} 0;
  border-top: 1px solid ${colors.border};
  &:first-child { border-top: 0; padding-top: ${space[1]}; }
  > svg {
    grid-row: span 2;
    width: ${controlHeights.sm};
    height: ${controlHeights.sm};
    padding: 9px;
    border-radius: ${radii.md};
    background: ${colors.plum100};
    color: ${colors.plum700};
  }
  @media (min-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    > svg { grid-row: auto; }
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${space[1.5]};
  min-width: 0;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1.5]} ${space[2.5]};
  h3 {
    font-size: ${fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;

const Prefix = styled.code`
  justify-self: start;
  padding: ${space[0.5]} ${space[2]};
  border-radius: ${radii.sm};
  background: ${colors.sand100};
  color: ${colors.plum900};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${fontSizes.sm};
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

const Expired = styled(Pill)`
  background: ${colors.dangerBg};
  color: ${colors.danger};
`;

const RevokeButton = styled(Button)`
  grid-column: 2;
  justify-self: start;
  min-height: ${controlHeights.sm};
  font-size: ${fontSizes.sm};
  color: ${colors.danger};
  @media (min-width: 640px) {
    grid-column: auto;
    justify-self: end;
  }
`;

/** One token: name, scope badges, prefix, created, last used, expiry (or an Expired badge) and Revoke. */
export function TokenItem({
  token: tokenRef,
  busy,
  onRevoke,
}: {
  token: FragmentType<typeof AccessTokenItemFragment>;
  busy: boolean;
  onRevoke: (token: { id: string; name: string }) => void;
}) {
  const token = getFragmentData(AccessTokenItemFragment, tokenRef);
  return (
    <Item aria-label={token.name}>
      <KeyIcon aria-hidden="true" />
      <Main>
        <Title>
          <h3>{token.name}</h3>
          <Badges>
            <span className="visually-hidden">Scopes:</span>
            {token.scopes.map((scope) => (
              <Pill key={scope} $tone={scope === 'admin' ? 'coral' : scope === 'write' ? 'sage' : 'plum'}>
                {SCOPE_LABELS[scope]}
              </Pill>
            ))}
          </Badges>
          {token.expired ? <Expired>Expired</Expired> : null}
        </Title>
        <Prefix title="The start of the token, to recognise it">{shownPrefix(token.prefix)}</Prefix>
        <Meta>
          <li>Created {formatDay(token.createdAt)}</li>
          <li>{lastUsedLabel(token.lastUsedAt)}</li>
          <li>{expiryLabel(token.expiresAt, token.expired)}</li>
        </Meta>
      </Main>
      <RevokeButton
        type="button"
        $variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Revoke ${token.name}`}
        onClick={() => onRevoke({ id: token.id, name: token.name })}
      >
        {busy ? <Spinner aria-hidden="true" /> : null}
        Revoke
      </RevokeButton>
    </Item>
  );
}

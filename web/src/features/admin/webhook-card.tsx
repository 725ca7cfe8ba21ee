import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ChevronDownIcon, EditIcon, SendIcon, TrashIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { Spinner } from '../../components/spinner';
import { getFragmentData, type FragmentType } from '../../gql';
import type { AdminWebhookCardFragment } from '../../gql/graphql';
import { formatDay, formatRelative, formatTime } from '../../lib/dates';
import { useNow } from '../../lib/use-now';
import { AdminWebhookCardFragment as AdminWebhookCardDocument } from './admin-webhooks-query';
import { WebhookDeliveries } from './webhook-deliveries';
import { attemptOutcome, DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES, deliveredEventLabel, failureNotice, webhookEventLabel } from './webhook-labels';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export type AdminWebhook = AdminWebhookCardFragment;

/** "Nov 25, 2026, 3:45 PM". */
const formatDayAndTime = (iso: string): string => `${formatDay(iso)}, ${formatTime(iso)}`;

export type WebhookAction = 'test' | 'toggle' | 'edit' | 'rotate' | 'drop-old-secret' | 'delete';

const Card = styled.li<{ $off: boolean }>`
  display: grid;
  gap: ${space[3.5]};
  min-width: 0;
  padding: ${space[4]} ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${({ theme, $off }) => ($off ? theme.colors.sand50 : theme.colors.white)};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[1.5]} ${space[3]};
  > div { flex: 1 1 16rem; min-width: 0; }
  h3 {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.strong};
    color: ${colors.plum900};
    overflow-wrap: anywhere;
  }
  p { margin-top: ${space[1]}; font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; }
`;

/** Why the endpoint needs attention: turned off for failing (danger), or failing and soon to be (warning). */
const FailureNotice = styled.p<{ $turnedOff: boolean }>`
  margin: 0;
  padding: ${space[2.5]} ${space[3]};
  border-radius: ${radii.md};
  border-left: 4px solid ${({ theme, $turnedOff }) => ($turnedOff ? theme.colors.danger : theme.colors.gold500)};
  background: ${({ theme, $turnedOff }) => ($turnedOff ? theme.colors.dangerBg : theme.colors.gold100)};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${space[1.5]} ${space[6]};
  margin: 0;
  font-size: ${fontSizes.sm};
  @media (min-width: 640px) {
    grid-template-columns: auto 1fr;
  }
  dt {
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.strong};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
    align-self: center;
  }
  dd { margin: 0 0 ${space[1.5]}; display: flex; flex-wrap: wrap; align-items: center; gap: ${space[1]} ${space[2]}; min-width: 0; }
  @media (min-width: 640px) {
    dd { margin: 0; }
  }
  dd span { color: ${colors.inkSoft}; overflow-wrap: anywhere; }
  code { font-size: ${fontSizes.xs}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  padding-top: ${space[3.5]};
  border-top: 1px solid ${colors.border};
  button { min-height: ${controlHeights.sm}; padding: 0 ${space[3.5]}; font-size: ${fontSizes.sm}; }
  svg { width: 18px; height: 18px; }
  .end { display: contents; }
  @media (min-width: 640px) {
    .end { margin-left: auto; display: flex; flex-wrap: wrap; align-items: center; gap: ${space[2]}; }
  }
`;

/** "Stop now" beside the old secret: a small text button, as the row's other parts are text. */
const StopOld = styled.button`
  min-height: 32px;
  padding: 0 ${space[1.5]};
  border: 0;
  background: transparent;
  color: ${colors.danger};
  font: inherit;
  font-weight: ${fontWeights.strong};
  cursor: pointer;
  &:hover:not(:disabled) { text-decoration: underline; }
  &:disabled { opacity: 0.5; cursor: default; }
`;

const DeleteButton = styled(Button)`
  color: ${colors.danger};
  border-color: ${colors.danger};
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
`;

const LogToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  justify-self: start;
  min-height: ${controlHeights.sm};
  padding: 0 ${space[1]};
  border: 0;
  background: transparent;
  color: ${colors.plum700};
  font: inherit;
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.sm};
  cursor: pointer;
  svg { width: 18px; height: 18px; transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  &:hover { color: ${colors.plum900}; text-decoration: underline; }
`;

/**
 * One registered endpoint: its URL and description, the events it gets, whether it is on, its secret's prefix and the
 * last delivery; Send test, Enable/Disable, Edit, Rotate secret, Delete; and its delivery log on demand.
 */
export function WebhookCard({
  webhook: ref,
  busy,
  onAction,
}: {
  webhook: FragmentType<typeof AdminWebhookCardDocument>;
  busy: boolean;
  onAction: (webhook: AdminWebhook, action: WebhookAction) => void;
}) {
  const webhook = getFragmentData(AdminWebhookCardDocument, ref);
  const headingId = useId();
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const now = useNow();
  const last = webhook.lastDelivery;
  const notice = failureNotice(webhook, now);
  return (
    <Card aria-labelledby={headingId} $off={!webhook.enabled}>
      <Head>
        <div>
          <h3 id={headingId}>{webhook.url}</h3>
          {webhook.description ? <p>{webhook.description}</p> : null}
        </div>
        <Pill $tone={webhook.enabled ? 'sage' : notice?.turnedOff ? 'coral' : 'sand'}>
          {webhook.enabled ? 'Enabled' : notice?.turnedOff ? 'Turned off' : 'Disabled'}
        </Pill>
      </Head>
      {notice ? <FailureNotice $turnedOff={notice.turnedOff}>{notice.text}</FailureNotice> : null}
      <Facts>
        <dt>Events</dt>
        <dd>
          <Badges aria-label="Events">
            {webhook.events.map((event) => (
              <li key={event}>
                <Pill $tone="plum">{webhookEventLabel(event)}</Pill>
              </li>
            ))}
          </Badges>
        </dd>
        <dt>Last delivery</dt>
        <dd>
          {last ? (
            <>
              <Pill $tone={DELIVERY_STATUS_TONES[last.status]}>{DELIVERY_STATUS_LABELS[last.status]}</Pill>
              <span>
                {deliveredEventLabel(last.event)} ·{' '}
                <time dateTime={last.createdAt}>{formatRelative(last.createdAt, now)}</time> · {attemptOutcome(last)}
              </span>
            </>
          ) : (
            <span>None yet</span>
          )}
        </dd>
        <dt>Secret</dt>
        <dd>
          <code>{webhook.secretPrefix}</code>
        </dd>
        {webhook.previousSecretPrefix && webhook.previousSecretExpiresAt ? (
          <>
            <dt>Old secret</dt>
            <dd>
              <code>{webhook.previousSecretPrefix}</code>
              <span>
                also signs until <time dateTime={webhook.previousSecretExpiresAt}>{formatDayAndTime(webhook.previousSecretExpiresAt)}</time>
              </span>
              <StopOld type="button" disabled={busy} onClick={() => onAction(webhook, 'drop-old-secret')} aria-label={`Stop the old secret of ${webhook.url} now`}>
                Stop now
              </StopOld>
            </dd>
          </>
        ) : null}
      </Facts>
      <Actions role="group" aria-label={`Actions for ${webhook.url}`}>
        <Button type="button" disabled={busy} onClick={() => onAction(webhook, 'test')}>
          <SendIcon aria-hidden="true" />
          Send test
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onAction(webhook, 'toggle')}>
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => onAction(webhook, 'edit')}>
          <EditIcon aria-hidden="true" />
          Edit
        </Button>
        <span className="end">
          {busy ? <Spinner role="status" aria-label="Working on the webhook…" /> : null}
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => onAction(webhook, 'rotate')}>
            Rotate secret
          </Button>
          <DeleteButton type="button" $variant="secondary" disabled={busy} onClick={() => onAction(webhook, 'delete')}>
            <TrashIcon aria-hidden="true" />
            Delete
          </DeleteButton>
        </span>
      </Actions>
      <LogToggle type="button" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((open) => !open)}>
        Recent deliveries
        <ChevronDownIcon aria-hidden="true" />
      </LogToggle>
      {logOpen ? (
        <div id={logId}>
          <WebhookDeliveries endpointId={webhook.id} label={`Deliveries to ${webhook.url}`} />
        </div>
      ) : null}
    </Card>
  );
}

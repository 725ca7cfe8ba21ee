import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ChevronDownIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { Spinner } from '../../components/spinner';
import { getFragmentData } from '../../gql';
import type { WebhookDeliveryRowFragment } from '../../gql/graphql';
import { formatDay, formatRelative, formatTime } from '../../lib/dates';
import { useNow } from '../../lib/use-now';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, WebhookDeliveriesQuery, WebhookDeliveryRowFragment as WebhookDeliveryRowDocument } from './admin-webhooks-query';
import { attemptOutcome, DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES, deliveredEventLabel, prettyPayload } from './webhook-labels';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';
import { RuledList } from './ruled-list';

type Delivery = WebhookDeliveryRowFragment;

/** How often a page of the log with a delivery under way (pending, retrying) is asked again. */
const DELIVERY_POLL_MS = 4000;

const Log = RuledList;

const RowButton = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[1]} ${space[3]};
  width: 100%;
  min-height: 52px;
  padding: ${space[2.5]} ${space[3.5]};
  border: 0;
  background: ${colors.white};
  color: ${colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${colors.sand50}; }
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: -3px; }
  > svg { width: 20px; height: 20px; color: ${colors.plum700}; transition: transform 0.15s ease; }
  &[aria-expanded='true'] > svg { transform: rotate(180deg); }
`;

const RowMain = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[1]} ${space[2.5]};
  min-width: 0;
  font-size: ${fontSizes.sm};
  strong { font-weight: ${fontWeights.strong}; color: ${colors.plum900}; }
  .meta { color: ${colors.inkSoft}; overflow-wrap: anywhere; }
`;

const Detail = styled.div`
  display: grid;
  gap: ${space[2.5]};
  padding: ${space[1]} ${space[3.5]} ${space[3.5]};
  background: ${colors.sand50};
  h4 {
    margin-top: ${space[1]};
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
  }
`;

const Attempts = styled.ol`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  li {
    display: grid;
    gap: ${space[1]};
    padding: ${space[2]} ${space[2.5]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.white};
  }
  .head { display: flex; flex-wrap: wrap; gap: ${space[1]} ${space[2.5]}; }
  .head strong { color: ${colors.plum900}; }
  .head span { color: ${colors.inkSoft}; }
`;

const Code = styled.pre`
  max-height: 16rem;
  margin: 0;
  padding: ${space[2.5]} ${space[3]};
  overflow: auto;
  border-radius: ${radii.sm};
  background: ${colors.plum900};
  color: #f8eef5;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: ${fontSizes.xs};
  line-height: 1.5;
  white-space: pre;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

const Snippet = styled(Code)`
  max-height: 8rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Quiet = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${space[3.5]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space[3]};
  button { min-height: ${controlHeights.sm}; font-size: ${fontSizes.sm}; }
`;

const when = (iso: string) => `${formatDay(iso)}, ${formatTime(iso)}`;

/** "Succeeded", "Retrying · next attempt 3:42 PM", … */
function statusText(delivery: Delivery): string {
  const label = DELIVERY_STATUS_LABELS[delivery.status];
  return delivery.status === 'retrying' && delivery.nextAttemptAt ? `${label} · next attempt ${formatTime(delivery.nextAttemptAt)}` : label;
}

function DeliveryRow({ delivery, now }: { delivery: Delivery; now: number }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const payloadLabelId = useId();
  const attempts = delivery.attemptCount === 1 ? '1 attempt' : `${delivery.attemptCount} attempts`;
  return (
    <li>
      <RowButton type="button" aria-expanded={open} aria-controls={detailId} onClick={() => setOpen((value) => !value)}>
        <RowMain>
          <strong>{deliveredEventLabel(delivery.event)}</strong>
          <Pill $tone={DELIVERY_STATUS_TONES[delivery.status]}>{statusText(delivery)}</Pill>
          <time className="meta" dateTime={delivery.createdAt} title={when(delivery.createdAt)}>
            {formatRelative(delivery.createdAt, now)}
          </time>
          <span className="meta">
            {attempts} · {attemptOutcome(delivery)}
          </span>
        </RowMain>
        <ChevronDownIcon aria-hidden="true" />
      </RowButton>
      {open ? (
        <Detail id={detailId}>
          <h4>Attempts</h4>
          {delivery.attempts.length === 0 ? (
            <p>No attempt yet: it is waiting in the queue.</p>
          ) : (
            <Attempts>
              {delivery.attempts.map((attempt) => (
                <li key={attempt.number}>
                  <div className="head">
                    <strong>Attempt {attempt.number}</strong>
                    <span>
                      <time dateTime={attempt.at}>{when(attempt.at)}</time>
                    </span>
                    <span>{attemptOutcome(attempt)}</span>
                  </div>
                  {attempt.responseSnippet ? <Snippet aria-label={`Response to attempt ${attempt.number}`}>{attempt.responseSnippet}</Snippet> : null}
                </li>
              ))}
            </Attempts>
          )}
          <h4 id={payloadLabelId}>Payload sent</h4>
          {/* Scrollable, so it takes the focus: the keyboard can scroll it too. */}
          <Code tabIndex={0} aria-labelledby={payloadLabelId}>
            {prettyPayload(delivery.payload)}
          </Code>
        </Detail>
      ) : null}
    </li>
  );
}

/** One page of the log (offset paging); tells the log whether it was a full page. */
function DeliveryPage({ endpointId, page, now, onLoaded }: { endpointId: string; page: number; now: number; onLoaded: (page: number, full: boolean) => void }) {
  const [polling, setPolling] = useState(false);
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { id: endpointId, limit: WEBHOOK_DELIVERIES_PAGE_SIZE, offset: page * WEBHOOK_DELIVERIES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    // While a delivery on the page is still under way, the page is asked again now and then to follow it.
    pollInterval: polling ? DELIVERY_POLL_MS : 0,
  });
  const deliveries = data?.webhookEndpoint?.deliveries ?? [];
  const underWay = deliveries.some((ref) => {
    const { status } = getFragmentData(WebhookDeliveryRowDocument, ref);
    return status === 'pending' || status === 'retrying';
  });
  useEffect(() => setPolling(underWay), [underWay]);
  const count = deliveries.length;
  const known = data !== undefined;
  useReport(known, page, count === WEBHOOK_DELIVERIES_PAGE_SIZE, onLoaded);
  if (!data && loading) {
    return (
      <li>
        <Quiet role="status">
          <Spinner aria-hidden="true" /> Loading deliveries…
        </Quiet>
      </li>
    );
  }
  if (!data && error) {
    return (
      <li>
        <Quiet role="alert">
          Deliveries could not be loaded.
          <Button type="button" $variant="ghost" onClick={() => void refetch()}>
            Try again
          </Button>
        </Quiet>
      </li>
    );
  }
  if (page === 0 && count === 0) {
    return (
      <li>
        <Quiet>No deliveries yet. Send a test to see one here.</Quiet>
      </li>
    );
  }
  return (
    <>
      {deliveries.map((ref) => {
        const delivery = getFragmentData(WebhookDeliveryRowDocument, ref);
        return <DeliveryRow key={delivery.id} delivery={delivery} now={now} />;
      })}
    </>
  );
}

/** Tells the log, once a page has loaded, whether it was full (the log shows "Load more" after a full last page). */
function useReport(known: boolean, page: number, full: boolean, onLoaded: (page: number, full: boolean) => void) {
  useEffect(() => {
    if (known) onLoaded(page, full);
  }, [known, page, full, onLoaded]);
}

/**
 * An endpoint's delivery log, newest first: event, time, status (retrying with its next attempt), attempts and the
 * latest answer. A delivery opens to its attempts and the JSON it sent. "Load more" asks for the next 20.
 */
export function WebhookDeliveries({ endpointId, label }: { endpointId: string; label: string }) {
  const [pages, setPages] = useState(1);
  const [fullPages, setFullPages] = useState<Record<number, boolean>>({});
  const now = useNow();
  const onLoaded = useCallback(
    (page: number, full: boolean) => setFullPages((current) => (current[page] === full ? current : { ...current, [page]: full })),
    [],
  );
  const lastFull = fullPages[pages - 1] === true;
  return (
    <div>
      <Log aria-label={label}>
        {Array.from({ length: pages }, (_, page) => (
          <DeliveryPage key={page} endpointId={endpointId} page={page} now={now} onLoaded={onLoaded} />
        ))}
      </Log>
      {lastFull ? (
        <More>
          <Button type="button" $variant="secondary" onClick={() => setPages((count) => count + 1)}>
            Load more
          </Button>
        </More>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Pill } from '../../components/pill';
import { Spinner } from '../../components/spinner';
import { getFragmentData, type FragmentType } from '../../gql';
import type { AdminOrderCardFragment } from '../../gql/graphql';
import { formatEventDay, formatTime } from '../../lib/dates';
import { mailtoHref } from '../../lib/shop/shopper-email';
import { AdminOrderCardFragment as AdminOrderCardDocument } from './admin-orders-query';
import { nextMoves, STATUS_LABELS, STATUS_TONES, type OrderMove } from './order-status';
import { colors, fontSizes, fontWeights, radii, space } from '../../styles/theme';

export type AdminOrder = AdminOrderCardFragment;

const Card = styled.li`
  display: grid;
  gap: ${space[4]};
  padding: ${space[4]} ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.white};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  h3 { font-size: ${fontSizes.lg}; letter-spacing: 0.01em; }
  time {
    margin-left: auto;
    font-size: ${fontSizes.sm};
    color: ${colors.inkSoft};
  }
`;

const Parties = styled.div`
  display: grid;
  gap: ${space[3.5]} ${space[6]};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
  h4 {
    margin-bottom: ${space[1]};
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
  }
  p, address { font-style: normal; font-size: ${fontSizes.sm}; overflow-wrap: anywhere; }
  a { color: ${colors.plum700}; font-weight: ${fontWeights.semibold}; }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th {
    padding: 0 0 ${space[1.5]};
    text-align: left;
    font-size: ${fontSizes.xs};
    font-weight: ${fontWeights.strong};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
  }
  td {
    padding: ${space[2]} 0;
    border-top: 1px solid ${colors.border};
    vertical-align: top;
  }
  td span { display: block; color: ${colors.inkSoft}; }
  .number { width: 5.5rem; text-align: right; white-space: nowrap; }
  tfoot td { font-weight: ${fontWeights.bold}; color: ${colors.plum900}; }
`;

const Note = styled.p`
  padding: ${space[2.5]} ${space[3]};
  border-left: 4px solid ${colors.gold500};
  border-radius: ${radii.sm};
  background: ${colors.sand100};
  font-size: ${fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space[2.5]};
`;

const CancelButton = styled(Button)`
  color: ${colors.danger};
  border-color: ${colors.danger};
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: number) => usd.format(amount);
const placed = (iso: string) => `${formatEventDay(iso)}, ${formatTime(iso)}`;

/**
 * One order request: its reference, when it was placed, status, customer, where it ships, its lines and subtotal, the
 * shop's note, and buttons for the statuses it may move to.
 */
export function OrderCard({
  order: ref,
  busy,
  onMove,
}: {
  order: FragmentType<typeof AdminOrderCardDocument>;
  busy: boolean;
  onMove: (order: AdminOrder, move: OrderMove) => void;
}) {
  const order = getFragmentData(AdminOrderCardDocument, ref);
  const headingId = useId();
  const name = `${order.firstName} ${order.lastName}`.trim();
  const moves = nextMoves(order.status);
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{order.reference}</h3>
        <Pill $tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Pill>
        <time dateTime={order.createdAt}>Placed {placed(order.createdAt)}</time>
      </Head>
      <Parties>
        <div>
          <h4>Customer</h4>
          <p>{name}</p>
          <p>
            <a href={mailtoHref(order.email)}>{order.email}</a>
          </p>
          {order.phone ? <p>{order.phone}</p> : null}
        </div>
        <div>
          <h4>Ship to</h4>
          <address>
            {order.address1}
            {order.address2 ? (
              <>
                <br />
                {order.address2}
              </>
            ) : null}
            <br />
            {order.city}, {order.region} {order.zip}
            <br />
            {order.country === 'CA' ? 'Canada' : order.country === 'US' ? 'United States' : order.country}
          </address>
        </div>
      </Parties>
      <Lines>
        <caption className="visually-hidden">Items of {order.reference}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="number">
              Qty
            </th>
            <th scope="col" className="number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.productTitle}
                <span>
                  {line.variantTitle} · {money(line.unitPrice)} each
                </span>
              </td>
              <td className="number">{line.quantity}</td>
              <td className="number">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>Subtotal</td>
            <td className="number">{money(order.subtotal)}</td>
          </tr>
        </tfoot>
      </Lines>
      {order.note ? (
        <Note>
          <strong>Note:</strong> {order.note}
        </Note>
      ) : null}
      {moves.length > 0 ? (
        <Actions role="group" aria-label={`Status of ${order.reference}`}>
          {busy ? <Spinner aria-label="Updating the order…" role="status" /> : null}
          {moves.map((move) =>
            move.status === 'cancelled' ? (
              <CancelButton key={move.status} type="button" $variant="secondary" disabled={busy} onClick={() => onMove(order, move)}>
                {move.label}
              </CancelButton>
            ) : (
              <Button key={move.status} type="button" disabled={busy} onClick={() => onMove(order, move)}>
                {move.label}
              </Button>
            ),
          )}
        </Actions>
      ) : null}
    </Card>
  );
}

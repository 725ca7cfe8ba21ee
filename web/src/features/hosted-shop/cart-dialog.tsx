import styled from 'styled-components';
import { Button } from '../../components/button';
import { LockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { formatMoney, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './hosted-cart';
import { BagIcon, MinusIcon, PlusIcon } from './shop-icons';
import type { StorefrontCart, StorefrontCartLine } from './storefront-client';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../styles/theme';

const Lines = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${space[2]} ${space[3.5]};
  padding: ${space[3.5]} 0;
  border-bottom: 1px solid ${colors.border};
  &:first-child { padding-top: ${space[1]}; }
`;

const Thumb = styled.div`
  grid-row: span 2;
  width: 64px;
  height: 64px;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.sand200};
  color: ${colors.plum600};
  display: grid;
  place-items: center;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const What = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space[3]};
  min-width: 0;
  h3 { font-size: ${fontSizes.md}; overflow-wrap: anywhere; }
  p { color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; }
  strong { flex: none; color: ${colors.plum900}; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1.5px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  output {
    min-width: 2.25rem;
    text-align: center;
    font-weight: ${fontWeights.strong};
  }
`;

const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: ${controlHeights.sm};
  height: ${controlHeights.sm};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.plum800};
  cursor: pointer;
  svg { width: 18px; height: 18px; }
  &:not(:disabled):hover { background: ${colors.plum100}; }
  &:disabled { color: ${colors.borderStrong}; cursor: not-allowed; }
`;

const Remove = styled.button`
  min-height: ${controlHeights.sm};
  padding: 0 ${space[2.5]};
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.danger};
  font-weight: ${fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:not(:disabled):hover { background: ${colors.dangerBg}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Summary = styled.div`
  display: grid;
  gap: ${space[3]};
  padding-top: ${space[4]};
`;

const Subtotal = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  color: ${colors.plum900};
`;

const Note = styled.p`
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

/** A link that looks like the primary button: Secure Checkout opens the storefront's checkout in a new tab. */
const CheckoutLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 52px;
  padding: 0 ${space[6]};
  border-radius: ${radii.pill};
  background: ${colors.coral600};
  color: ${colors.white};
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.lg};
  text-decoration: none;
  box-shadow: 0 6px 16px rgba(185, 71, 47, 0.25);
  &:hover { background: ${colors.coral700}; }
  svg { width: 20px; height: 20px; }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space[2.5]};
  padding: ${space[6]} 0 ${space[2]};
  text-align: center;
  > svg {
    width: ${controlHeights.xl};
    height: ${controlHeights.xl};
    padding: 11px;
    border-radius: 16px;
    background: ${colors.plum100};
    color: ${colors.plum700};
  }
  p { color: ${colors.inkSoft}; }
`;

const describe = (line: StorefrontCartLine) =>
  line.merchandise.title && line.merchandise.title !== 'Default Title' ? `${line.merchandise.productTitle}, ${line.merchandise.title}` : line.merchandise.productTitle;

function CartLineRow({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: StorefrontCartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const name = describe(line);
  const hasOption = line.merchandise.title && line.merchandise.title !== 'Default Title';
  return (
    <Line aria-label={name}>
      <Thumb>{line.merchandise.image ? <img src={line.merchandise.image.url} alt="" width={64} height={64} loading="lazy" /> : <BagIcon />}</Thumb>
      <What>
        <div>
          <h3>{line.merchandise.productTitle}</h3>
          <p>
            {hasOption ? `${line.merchandise.title} · ` : null}
            {formatMoney(line.merchandise.price)} each
          </p>
        </div>
        <strong>{formatMoney(line.totalAmount)}</strong>
      </What>
      <Controls>
        <Stepper role="group" aria-label={`Quantity of ${name}`}>
          <StepButton
            type="button"
            aria-label={`Decrease quantity of ${name}`}
            disabled={busy || line.quantity <= MIN_LINE_QUANTITY}
            onClick={() => onQuantity(line.quantity - 1)}
          >
            <MinusIcon />
          </StepButton>
          <output aria-live="polite">{line.quantity}</output>
          <StepButton
            type="button"
            aria-label={`Increase quantity of ${name}`}
            disabled={busy || line.quantity >= MAX_LINE_QUANTITY}
            onClick={() => onQuantity(line.quantity + 1)}
          >
            <PlusIcon />
          </StepButton>
        </Stepper>
        <Remove type="button" aria-label={`Remove ${name} from cart`} disabled={busy} onClick={onRemove}>
          Remove
        </Remove>
      </Controls>
    </Line>
  );
}

/**
 * The hosted shop's cart (an accessible modal): each line with quantity minus / plus (minus disabled at 1) and Remove,
 * the subtotal, and Secure Checkout opening the storefront's checkout URL in a new tab.
 */
export function CartDialog({
  cart,
  busyLineId,
  onQuantity,
  onRemove,
  onClose,
}: {
  cart: StorefrontCart;
  busyLineId: string | null;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  onClose: () => void;
}) {
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Modal title="Your Cart" onClose={onClose} width={520}>
      {cart.lines.length === 0 ? (
        <Empty>
          <BagIcon />
          <h3>Your cart is empty</h3>
          <p>Pick a tee, a bottle or a tote to carry the MomStride spirit on your walks.</p>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Continue shopping
          </Button>
        </Empty>
      ) : (
        <>
          <Lines aria-label={`${count} ${count === 1 ? 'item' : 'items'} in your cart`}>
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                busy={busyLineId === line.id}
                onQuantity={(quantity) => onQuantity(line.id, quantity)}
                onRemove={() => onRemove(line.id)}
              />
            ))}
          </Lines>
          <Summary>
            <Subtotal>
              <span>Subtotal</span>
              <span aria-live="polite">{formatMoney(cart.subtotalAmount)}</span>
            </Subtotal>
            <Note>Shipping and any taxes are settled at checkout.</Note>
            <CheckoutLink href={cart.checkoutUrl} target="_blank" rel="noopener">
              <LockIcon /> Secure Checkout
              <span className="visually-hidden"> (opens in a new tab)</span>
            </CheckoutLink>
          </Summary>
        </>
      )}
    </Modal>
  );
}

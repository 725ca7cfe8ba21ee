import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { Page } from '../../../kit/page';
import { AlertIcon, ArrowLeftIcon, CheckCircleIcon } from '../../../components/icons';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { getFragmentData } from '../../../gql';
import { CartContentsFragment, CartQuery } from '../cart/cart-query';
import { isCartSessionId, peekCartSessionId } from '../cart/cart-session';
import { useSession } from '../../../lib/session';
import { cardSurface } from '../../../styles/surface';
import { CheckoutFormFields } from './checkout-form';
import { cartNamedBy } from '../../../lib/shop/cart-hand-off';
import { checkCheckoutForm, emptyCheckoutForm, firstInvalidField, type CheckoutField } from './checkout-rules';
import { OrderSummary } from './order-summary';
import { OutcomeDialog } from './outcome-dialog';
import { usePlaceOrder } from './use-place-order';
import { layout, space } from '../../../styles/theme';
import { QueryState } from '../../../kit/query-state';
import { useForm } from '../../../kit/use-form';

/** Word for word as docs/product.md, Error catalogue, has them. */
export const ORDER_PLACED =
  'Order request submitted successfully! We will contact you within 24 hours to confirm your order and provide payment instructions.';
export const ORDER_FAILED = 'There was an error submitting your order. Please try again or contact us directly.';

/** A phone: the summary first, then the form ending in its button; a laptop: the form, the summary beside it. */
const Columns = styled.div`
  display: grid;
  gap: ${space[6]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  > :first-child { order: 2; }
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1.5fr) minmax(300px, 1fr);
    > :first-child { order: 0; }
    > :last-child {
      position: sticky;
      top: calc(${layout.headerHeight} + 1rem);
    }
  }
`;

/** The way back, its text in line with the heading below. */
const BackLink = styled(ButtonLink)`
  justify-self: start;
  margin-left: -${space[3]};
  padding-inline: ${space[3]};
`;

const FormCard = styled.div`
  ${cardSurface}
  padding: ${space[5]};
  @media (min-width: 640px) { padding: ${space[7]}; }
`;

type Outcome = { kind: 'placed'; reference: string } | { kind: 'failed'; detail: string | null };

/**
 * docs/product.md, Checkout: to /shop when she has no cart session id or an empty cart; otherwise the contact and shipping
 * form beside the order summary. The cart is hers (`cart_session_id`), or the one a link names: `#cart=<session id>`
 * is the checkout URL of /shop-old's carts (a fragment never reaches a server; an older `?cart=` link still works), and
 * the id is taken out of the address bar once read. The form is checked before anything is sent, then the server's field problems
 * show under their fields; the order request's outcome is an alert dialog (docs/product.md, Error catalogue), and after a success she is
 * back in the shop with an empty cart.
 */
export function CheckoutPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [sessionId] = useState(() => {
    const named = cartNamedBy(location.hash, location.search);
    return named !== null && isCartSessionId(named) ? named : peekCartSessionId();
  });
  const named = cartNamedBy(location.hash, location.search) !== null;
  // The cart's id is its only credential: once read, it leaves the address bar and this history entry.
  useEffect(() => {
    if (named) void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
  }, [named, navigate, location.pathname]);
  if (!sessionId) return <Navigate to={paths.shop} replace />;
  return <Checkout sessionId={sessionId} />;
}

function Checkout({ sessionId }: { sessionId: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values: form,
    setValue: change,
    errors,
    setErrors,
    showCheck,
  } = useForm(() => emptyCheckoutForm(user ? { firstName: user.firstName, lastName: user.lastName, email: user.email ?? '' } : {}));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { place, placing } = usePlaceOrder(sessionId);
  const { data, loading, error, refetch } = useQuery(CartQuery, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
  const cart = data ? getFragmentData(CartContentsFragment, data.cart) : null;

  if (!cart) {
    return (
      <Page $public={user === null}>
        <QueryState
          loading={loading}
          error={error ?? true}
          hasData={false}
          loadingLabel="Loading your cart…"
          loadingHeight="page"
          failed={{ icon: <AlertIcon />, title: 'Your cart could not be loaded', text: error?.message ?? 'Please check your connection and try again.', headingLevel: 1 }}
          onRetry={refetch}
        >
          {null}
        </QueryState>
      </Page>
    );
  }
  // docs/product.md, Checkout: nothing to check out. After an order the success dialog stays until she closes it.
  if (cart.items.length === 0 && outcome?.kind !== 'placed') return <Navigate to={paths.shop} replace />;

  const focusField = (field: CheckoutField | undefined) => {
    const control = field ? formRef.current?.elements.namedItem(field) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = async () => {
    const problems = checkCheckoutForm(form);
    if (!showCheck({ errors: problems })) {
      focusField(firstInvalidField(problems));
      return;
    }
    const result = await place(form);
    if (!result) return;
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      focusField(firstInvalidField(result.errors));
    } else setOutcome(result);
  };

  /** The server emptied the cart with the order: the cached one says so too, and the shop asks again. */
  const backToShop = () => {
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Cart', id: sessionId }),
      fields: { items: () => [], itemCount: () => 0, subtotal: () => 0, completed: () => true },
    });
    void navigate(paths.shop, { replace: true });
  };

  return (
    <Page $public={user === null}>
      <BackLink to={paths.shop} $variant="ghost">
        <ArrowLeftIcon width={20} height={20} /> Back to Shop
      </BackLink>
      <PageHeading title="Checkout" subtitle="Tell us where to send your order. We confirm every order request personally." />
      <Columns>
        <FormCard>
          <CheckoutFormFields form={form} errors={errors} placing={placing} onChange={change} onSubmit={() => void submit()} formRef={formRef} />
        </FormCard>
        <OrderSummary cart={cart} sessionId={sessionId} busy={placing} />
      </Columns>
      {outcome?.kind === 'placed' ? (
        <OutcomeDialog
          tone="success"
          icon={<CheckCircleIcon />}
          title="Thank you!"
          message={ORDER_PLACED}
          detail={`Your order request is ${outcome.reference}; a confirmation is on its way to your inbox.`}
          actionLabel="Back to Shop"
          onClose={backToShop}
        />
      ) : null}
      {outcome?.kind === 'failed' ? (
        <OutcomeDialog
          tone="error"
          icon={<AlertIcon />}
          title="Order request not sent"
          message={ORDER_FAILED}
          detail={outcome.detail}
          actionLabel="OK"
          onClose={() => setOutcome(null)}
        />
      ) : null}
    </Page>
  );
}

import { exportRows, type ExportUserData } from '@momstride/kit';

/**
 * What commerce holds about a member (docs/privacy.md): the orders placed with her account's e-mail (commerce keeps
 * orders by the shopper's e-mail, not by member: checkout needs no account), each with its lines. Without an e-mail
 * there is nothing to match. The checkout's idempotency key and cart session are left out (technical ids).
 */
export const exportUserData: ExportUserData = async (em, _userId, { email }) => {
  if (!email) return { data: { orders: [] } };
  const orders = await exportRows(
    em,
    `select o.id, o.number, o.status, o.first_name, o.last_name, o.email, o.phone, o.address1, o.address2, o.city, o.region,
            o.zip, o.country, o.subtotal_cents, o.note, o.created_at, o.updated_at,
            coalesce((select jsonb_agg(to_jsonb(l) - 'order_id' order by l.position) from order_lines l where l.order_id = o.id), '[]'::jsonb) as lines
       from orders o where lower(o.email) = lower(?) order by o.created_at, o.id`,
    [email],
  );
  return { data: { orders } };
};

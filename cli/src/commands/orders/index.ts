/**
 * The `orders` commands (admins): the shop's order requests — list them, show one, move one on. Each action imports
 * its verb's implementation only when that command runs, so starting the CLI loads none of them.
 */
import { Argument, Option, type Command } from 'commander';
import type { OrderStatus } from '../../gql/graphql.js';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import { ORDER_STATUSES, ORDERS_LIST_SIZE, STATUS_HELP, type OrdersListOptions, type OrdersSetStatusOptions } from './options.js';

const ORDER_REF = ['<order>', "the order's reference (MS-1001) or id (see: momstride orders list)"] as const;
const ORDER_ID = '3f0c9a52-7d1e-4b6a-9c2f-5e8d1a0b4c7e';

export function registerOrdersCommands(program: Command, deps: CliDeps): void {
  const orders = program
    .command('orders')
    .description("The shop's order requests: list, show and move them on (admins only)")
    .addHelpText(
      'after',
      `
Visitors check out in the shop; each order request gets a reference (MS-1001) and starts as new. Admins move it
new → confirmed → shipped, or cancel it while it is new or confirmed; the server refuses any other move (exit 1
with its message). An order is named by its reference or its id. A member gets exit 1 and "Admin access required".
${examples(['momstride orders list --status new', 'momstride orders show MS-1001', 'momstride orders set-status MS-1001 confirmed'])}`,
    );

  withJsonOption(orders.command('list'))
    .description(`List the ${ORDERS_LIST_SIZE} newest order requests, newest first`)
    .addOption(new Option('--status <status>', 'only the orders of this status').choices(ORDER_STATUSES))
    .addHelpText(
      'after',
      `
Statuses: ${STATUS_HELP}.

On a terminal: a table with reference, when it was placed (your time zone), status, customer, where it ships,
items and subtotal (US dollars). Piped: tab-separated lines with the id first, then the reference, the time as an
ISO 8601 instant, status, the customer's e-mail, where it ships, items and the subtotal as a number (54.00).
--json: a JSON array of orders with the customer, the address and the lines (prices in dollars and in cents).
${examples(['momstride orders list', 'momstride orders list --status confirmed', "momstride orders list --status new --json | jq -r '.[].reference'"])}`,
    )
    .action(lazyAction(deps, async (ctx, options: OrdersListOptions) => (await import('./list.js')).ordersList(ctx, options)));

  withJsonOption(orders.command('show'))
    .description('Show one order request')
    .argument(...ORDER_REF)
    .addHelpText(
      'after',
      `
Status, when it was placed (your time zone), the customer and the shipping address, the shop's note, each line
priced as at checkout, and the subtotal. A reference is looked up among the newest 10,000 orders. An unknown
reference or id is "Order not found" (exit 1).
${examples(['momstride orders show MS-1001', `momstride orders show ${ORDER_ID} --json`])}`,
    )
    .action(lazyAction(deps, async (ctx, ref: string, _options: unknown) => (await import('./show.js')).ordersShow(ctx, ref)));

  withJsonOption(orders.command('set-status'))
    .description('Move an order request on: confirm, ship or cancel it')
    .argument(...ORDER_REF)
    .addArgument(new Argument('<status>', 'the status it moves to').choices(ORDER_STATUSES))
    .option('--note <text>', "the shop's note on the order, e.g. why it was cancelled (replaces the one it has; at most 1,000 characters)")
    .option('-y, --yes', 'do not ask before cancelling (required to cancel when not on a terminal)')
    .addHelpText(
      'after',
      `
new → confirmed → shipped; new or confirmed → cancelled. Shipped and cancelled are final: any other move is
refused by the server (exit 1 with its message, e.g. "An order that is shipped cannot become cancelled"). Cancelling
asks for confirmation on a terminal (answering no exits with code 1); without a terminal, --yes is required (exit 2
otherwise). Setting the status it already has changes nothing (with --note, only the note). Prints the new status
(--json: the order as it is now).
${examples([
  'momstride orders set-status MS-1001 confirmed',
  'momstride orders set-status MS-1001 shipped --note "USPS 9400 1000 0000 0000 0000 00"',
  'momstride orders set-status MS-1002 cancelled --note "Out of stock" --yes',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, ref: string, status: OrderStatus, options: OrdersSetStatusOptions) =>
        (await import('./set-status.js')).ordersSetStatus(ctx, ref, status, options),
      ),
    );
}

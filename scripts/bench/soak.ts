/**
 * `npm run bench -- --soak`: a realistic mix of members' calls with a fixed number of connections for a bounded time,
 * then the invariants checked in the databases. Exact accounting: `connections` workers, each with one request in
 * flight on its own keep-alive socket (node:http), each call counted by kind with its status and latency.
 *
 * Members: `members` new members registered first (each from her own loopback address, under the per-address sign-up
 * limit; the sign-up's access token is reused for the whole run: no login, so the login throttle is never reached).
 * Each worker owns its members (members / connections each), so a member never has two calls in flight and her
 * state (events joined or waited for, cart lines, messages sent in the last minute) is exact. Sends stay under
 * MESSAGES_PER_MINUTE: a member who sent 50 in the last 60 s browses the feed instead.
 *
 * The mix (weights): browse the feed, the directory, upcoming events, the shop; join an event (a full one answers
 * 409 "Event is full": she joins its waitlist next), leave one she joined (the first waiting member is promoted);
 * send a message to one of three friends, read a thread; add a variant of the demo catalogue (GET /api/products'
 * enabled variants) to her cart, check out (a valid US address and an idempotency key). Events: `events` upcoming
 * walks made for the run with 2–8 places, so joins contend and waitlists happen.
 *
 * Errors: every network error, timeout (`timeoutMs`, the gateway's subgraph deadline) and non-2xx answer except the
 * expected 409s listed in EXPECTED and the gateway's admission control shedding load: a 503 "busy" with Retry-After
 * (gateway/src/admission) is counted apart, its member waits Retry-After before her next call as a client would, and
 * latencies are those of admitted calls. The soak fails on any error, or when admitted calls' p99 is over
 * ADMITTED_P99_LIMIT_MS. A short warm-up at full load comes first (counted separately, its errors too).
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import pg from 'pg';
import { OVERLOADED } from '../../gateway/src/admission/overloaded.js';
import { databaseUrl } from '../lib/postgres.js';
import { cpuSnapshot, cpuUsed, machineBusyMs, totalMs, type CpuProbe } from './cpu.js';
import { checkInvariants, UNCHECKABLE } from './soak-invariants.js';
import { compareWindows, rssWindows, sampleResources, type ResourceSample } from './soak-resources.js';

export interface SoakOptions {
  readonly gatewayUrl: string;
  readonly serverDatabaseUrl: string;
  readonly probe: CpuProbe;
  readonly seconds: number;
  readonly connections: number;
  readonly members: number;
  readonly warmupSeconds: number;
  readonly events: number;
  /** Deadline of each call, ms. */
  readonly timeoutMs: number;
  /** Memory growth (PSS, last 10 s over first 10 s) above this share is flagged. */
  readonly memoryThreshold: number;
}

const KINDS = ['feed', 'directory', 'events', 'products', 'join', 'waitlist', 'leave', 'message', 'thread', 'cart-add', 'checkout'] as const;
type Kind = (typeof KINDS)[number];
const LABELS: Record<Kind, string> = {
  feed: 'GET /api/posts/feed?limit=5',
  directory: 'GET /api/users?search=…',
  events: 'GET /api/events?status=upcoming&limit=3',
  products: 'GET /api/products',
  join: 'POST /api/events/{id}/join',
  waitlist: 'POST /api/events/{id}/waitlist',
  leave: 'DELETE /api/events/{id}/leave',
  message: 'POST /api/messages',
  thread: 'GET /api/messages/{partnerId}',
  'cart-add': 'POST /api/cart/{sessionId}/items',
  checkout: 'POST /api/cart/{sessionId}/checkout',
};
/** Weights of the mix (waitlist is not drawn: it follows a join that found the event full). */
const WEIGHTS: readonly [Kind, number][] = [
  ['feed', 28],
  ['directory', 10],
  ['events', 14],
  ['products', 5],
  ['join', 9],
  ['leave', 5],
  ['message', 12],
  ['thread', 5],
  ['cart-add', 8],
  ['checkout', 4],
];
/** Answers that are part of the mix, not errors: (kind, status, detail). */
const EXPECTED: readonly { kind: Kind; status: number; detail: string }[] = [
  { kind: 'join', status: 409, detail: 'Event is full' },
  { kind: 'waitlist', status: 409, detail: 'This event still has places: join it instead' },
  { kind: 'waitlist', status: 409, detail: 'You have already joined this event' },
];
const SEARCHES = ['yoga', 'bakery', 'design', 'studio', 'coaching', 'ava', 'khan', 'soak', 'candles', 'maya'];
/** A member sending more than this many in 60 s browses instead (MESSAGES_PER_MINUTE is 60 by default). */
const SENDS_PER_MINUTE = 50;
/** Cart lines before she checks out rather than adds. */
const CART_LINES = 4;
const WINDOW_SECONDS = 10;
/** What admitted calls' p99 must stay under (what admission control is for). */
const ADMITTED_P99_LIMIT_MS = 2_000;

interface Member {
  readonly index: number;
  readonly id: string;
  readonly token: string;
  readonly joined: Set<string>;
  readonly waiting: Set<string>;
  readonly sends: number[];
  readonly cartSession: string;
  cartLines: number;
  checkouts: number;
  /** Until when she waits (performance.now()), told so by a 503 busy's Retry-After. */
  retryAt: number;
}

interface Reply {
  readonly status: number;
  readonly text: string;
  readonly ms: number;
  /** 'network' or 'timeout' when no answer came. */
  readonly failure?: string;
  /** The Retry-After header, in seconds. */
  readonly retryAfterSeconds?: number;
}

interface Tally {
  count: number;
  ok: number;
  expected: Map<string, number>;
  errors: Map<string, number>;
  /** Latencies of admitted calls (every call but the shed ones). */
  latencies: number[];
  /** Latencies of the calls the gateway shed (503 busy). */
  shed: number[];
}

const newTally = (): Tally => ({ count: 0, ok: 0, expected: new Map(), errors: new Map(), latencies: [], shed: [] });
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One JSON call with a hard deadline. */
function call(
  url: string,
  method: string,
  options: { agent?: Agent | false; token?: string; json?: unknown; from?: string; timeoutMs: number },
): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
    let settled = false;
    const done = (reply: Omit<Reply, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...reply, ms: performance.now() - started });
    };
    const req = request(
      url,
      {
        method,
        agent: options.agent ?? false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const retryAfter = Number(res.headers['retry-after']);
        res.on('end', () => done({ status: res.statusCode ?? 0, text, ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}) }));
        res.on('error', (error) => done({ status: 0, text: error.message, failure: 'network' }));
      },
    );
    const timer = setTimeout(() => {
      done({ status: 0, text: `no answer within ${options.timeoutMs} ms`, failure: 'timeout' });
      req.destroy();
    }, options.timeoutMs);
    req.on('error', (error) => done({ status: 0, text: error.message, failure: 'network' }));
    req.end(payload);
  });
}

const detailOf = (text: string): string => {
  try {
    const body = JSON.parse(text) as { detail?: unknown };
    return typeof body.detail === 'string' ? body.detail : JSON.stringify(body.detail ?? body).slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
};

/** Registers `count` members, ten at a time, each from her own loopback address (127.43.x.y). */
async function registerMembers(gatewayUrl: string, count: number, run: string, timeoutMs: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const index = start + offset;
        const reply = await call(`${gatewayUrl}/api/auth/register`, 'POST', {
          from: `127.43.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          timeoutMs: Math.max(timeoutMs, 30_000),
          json: { first_name: 'Soak', last_name: `Walker ${index}`, email: `soak-${run}-${index}@bench.example`, password: 'Walk-together-2026!', role: 'member' },
        });
        if (reply.status !== 200) throw new Error(`soak: registering member ${index} failed: ${reply.status} ${reply.text.slice(0, 300)}`);
        const body = JSON.parse(reply.text) as { access_token: string; user: { id: string } };
        return {
          index,
          id: body.user.id,
          token: body.access_token,
          joined: new Set<string>(),
          waiting: new Set<string>(),
          sends: [],
          cartSession: `soak-${run}-cart-${index}`,
          cartLines: 0,
          checkouts: 0,
          retryAt: 0,
        } satisfies Member;
      }),
    );
    members.push(...batch);
  }
  return members;
}

/** Upcoming walks for the run, 2–8 places each (SQL, like the bench's other seeds). */
async function makeEvents(serverUrl: string, count: number, run: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'momstride_events_wellness') });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO events (id, title, description, starts_at, duration_minutes, ends_at, location, max_participants,
                           participants_count, waitlist_count, created_at, updated_at)
       SELECT gen_random_uuid(), 'Soak walk ' || $2 || ' #' || g, 'A small walk for the soak: few places, many takers.', s, 60,
              s + interval '60 minutes', 'Lakeside Park', 2 + g % 7, 0, 0, now(), now()
       FROM generate_series(1, $1::int) AS g, LATERAL (SELECT now() + interval '2 days' + (g || ' hours')::interval AS s) t
       RETURNING id`,
      [count, run],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

export interface SoakOutcome {
  readonly ok: boolean;
}

export async function runSoak(options: SoakOptions): Promise<SoakOutcome> {
  const { gatewayUrl, timeoutMs } = options;
  const run = randomUUID().slice(0, 8);
  if (options.members < options.connections) throw new Error(`soak: ${options.members} members for ${options.connections} connections: each connection needs one at least`);
  const prepStarted = performance.now();

  const catalogue = await call(`${gatewayUrl}/api/products?limit=50`, 'GET', { timeoutMs });
  if (catalogue.status !== 200) throw new Error(`soak: GET /api/products answered ${catalogue.status} ${catalogue.text.slice(0, 300)}`);
  const variants = (
    JSON.parse(catalogue.text) as { products: { id: string; variants: { id: string; is_enabled: boolean }[] }[] }
  ).products.flatMap((product) => product.variants.filter((variant) => variant.is_enabled).map((variant) => ({ productId: product.id, variantId: variant.id })));
  if (variants.length === 0) throw new Error('soak: the catalogue has no enabled variant to add to a cart');

  const members = await registerMembers(gatewayUrl, options.members, run, timeoutMs);
  // messaging learns of members from accounts' user.registered: wait until the last ones can be written to.
  const deadline = performance.now() + 60_000;
  for (const member of members.slice(-5)) {
    while ((await call(`${gatewayUrl}/api/messages/${member.id}`, 'GET', { token: members[0]!.token, timeoutMs })).status !== 200) {
      if (performance.now() > deadline) throw new Error('soak: messaging never learnt of the new members');
      await sleep(100);
    }
  }
  const events = await makeEvents(options.serverDatabaseUrl, options.events, run);
  console.log(
    `Prepared in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s: ${members.length} members registered (run ${run}), ` +
      `${events.length} upcoming walks with 2–8 places, ${variants.length} enabled variants in the catalogue.`,
  );

  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections });
  const tallies = { warmup: new Map<Kind, Tally>(), measured: new Map<Kind, Tally>() };
  const examples: string[] = [];
  let phase: 'warmup' | 'measured' = 'warmup';
  let deferredSends = 0;

  const record = (kind: Kind, reply: Reply, member: Member): boolean => {
    const tally = tallies[phase].get(kind) ?? newTally();
    tallies[phase].set(kind, tally);
    tally.count += 1;
    if (reply.status === OVERLOADED.status && detailOf(reply.text) === OVERLOADED.message) {
      tally.shed.push(reply.ms);
      member.retryAt = performance.now() + (reply.retryAfterSeconds ?? 1) * 1000;
      return false;
    }
    tally.latencies.push(reply.ms);
    if (reply.status >= 200 && reply.status < 300) {
      tally.ok += 1;
      return true;
    }
    const detail = reply.failure ? reply.failure : detailOf(reply.text);
    if (!reply.failure && EXPECTED.some((entry) => entry.kind === kind && entry.status === reply.status && entry.detail === detail)) {
      bump(tally.expected, `${reply.status} ${detail}`);
      return false;
    }
    const key = reply.failure ? `${reply.failure}: ${reply.text.slice(0, 120)}` : `${reply.status} ${detail}`;
    bump(tally.errors, key);
    if (examples.length < 20) examples.push(`${phase} ${LABELS[kind]} → ${reply.failure ?? reply.status} after ${reply.ms.toFixed(0)} ms: ${reply.text.slice(0, 300)}`);
    return false;
  };

  const api = (path: string) => `${gatewayUrl}/api${path}`;
  const totalWeight = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const draw = (): Kind => {
    let roll = Math.random() * totalWeight;
    for (const [kind, weight] of WEIGHTS) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'feed';
  };
  const updateFromEvent = (member: Member, eventId: string, text: string) => {
    const event = JSON.parse(text) as { is_joined?: boolean; is_waitlisted?: boolean };
    if (event.is_joined) member.joined.add(eventId);
    else member.joined.delete(eventId);
    if (event.is_waitlisted) member.waiting.add(eventId);
    else member.waiting.delete(eventId);
  };

  /** One action of one member (a join that finds the event full is followed by her joining its waitlist). */
  const act = async (member: Member): Promise<void> => {
    let kind = draw();
    const now = performance.now();
    while (member.sends.length > 0 && member.sends[0]! < now - 60_000) member.sends.shift();
    if (kind === 'message' && member.sends.length >= SENDS_PER_MINUTE) {
      deferredSends += 1;
      kind = 'feed';
    }
    if (kind === 'leave' && member.joined.size === 0 && member.waiting.size === 0) kind = 'join';
    if (kind === 'checkout' && member.cartLines === 0) kind = 'cart-add';
    if (kind === 'cart-add' && member.cartLines >= CART_LINES) kind = 'checkout';
    const base = { agent, token: member.token, timeoutMs };
    switch (kind) {
      case 'feed':
        record(kind, await call(api('/posts/feed?limit=5'), 'GET', base), member);
        return;
      case 'directory':
        record(kind, await call(api(`/users?search=${encodeURIComponent(pick(SEARCHES))}&limit=20`), 'GET', base), member);
        return;
      case 'events':
        record(kind, await call(api('/events?status=upcoming&limit=3'), 'GET', base), member);
        return;
      case 'products':
        record(kind, await call(api('/products?limit=50'), 'GET', base), member);
        return;
      case 'join': {
        const open = events.filter((id) => !member.joined.has(id) && !member.waiting.has(id));
        if (open.length === 0) {
          record('feed', await call(api('/posts/feed?limit=5'), 'GET', base), member);
          return;
        }
        const eventId = pick(open);
        const reply = await call(api(`/events/${eventId}/join`), 'POST', base);
        if (record('join', reply, member)) return updateFromEvent(member, eventId, reply.text);
        if (reply.status === 409 && detailOf(reply.text) === 'Event is full') {
          const waited = await call(api(`/events/${eventId}/waitlist`), 'POST', base);
          if (record('waitlist', waited, member)) member.waiting.add(eventId);
          else if (detailOf(waited.text) === 'You have already joined this event') member.joined.add(eventId);
        }
        return;
      }
      case 'leave': {
        const eventId = pick([...member.joined, ...member.waiting]);
        const reply = await call(api(`/events/${eventId}/leave`), 'DELETE', base);
        if (record('leave', reply, member)) updateFromEvent(member, eventId, reply.text);
        return;
      }
      case 'message': {
        const to = members[(member.index + 1 + Math.floor(Math.random() * 3)) % members.length]!;
        member.sends.push(performance.now());
        record(kind, await call(api('/messages'), 'POST', { ...base, json: { recipient_id: to.id, content: `Walk tomorrow at nine? (soak ${run})` } }), member);
        return;
      }
      case 'thread': {
        const from = members[(member.index - 1 - Math.floor(Math.random() * 3) + 3 * members.length) % members.length]!;
        record(kind, await call(api(`/messages/${from.id}?limit=20`), 'GET', base), member);
        return;
      }
      case 'cart-add': {
        const variant = pick(variants);
        const reply = await call(api(`/cart/${member.cartSession}/items`), 'POST', {
          ...base,
          json: { product_id: variant.productId, variant_id: variant.variantId, quantity: 1 + Math.floor(Math.random() * 2) },
        });
        if (record(kind, reply, member)) member.cartLines = (JSON.parse(reply.text) as { items: unknown[] }).items.length;
        return;
      }
      case 'checkout': {
        const reply = await call(api(`/cart/${member.cartSession}/checkout`), 'POST', {
          ...base,
          json: {
            firstName: 'Soak',
            lastName: `Walker ${member.index}`,
            email: `soak-${run}-${member.index}@bench.example`,
            phone: '555-0100',
            address1: '12 Lakeside Drive',
            city: 'Austin',
            region: 'TX',
            zip: '78701',
            country: 'US',
            idempotency_key: `soak-${run}-${member.index}-${member.checkouts}`,
          },
        });
        if (record(kind, reply, member)) {
          member.cartLines = 0;
          member.checkouts += 1;
        }
        return;
      }
      default:
        return;
    }
  };

  // Resources each second of the measured run; the server's connections through one client of database postgres.
  const sampler = new pg.Client({ connectionString: options.serverDatabaseUrl });
  await sampler.connect();
  const samples: ResourceSample[] = [];

  let stopAt = performance.now() + options.warmupSeconds * 1000;
  let measuredStarted = 0;
  const worker = async (own: readonly Member[]) => {
    for (let turn = 0; performance.now() < stopAt; turn += 1) {
      const member = own[turn % own.length]!;
      await act(member);
      // Shed: this connection waits what Retry-After said, as a client would, before its next call.
      const wait = Math.min(member.retryAt, stopAt) - performance.now();
      if (wait > 0) await sleep(wait);
    }
  };
  const owned = Array.from({ length: options.connections }, (_, w) => members.filter((member) => member.index % options.connections === w));
  try {
    console.log(`Warm-up: ${options.warmupSeconds} s of the same mix, ${options.connections} connections (counted apart).`);
    await Promise.all(owned.map(worker));
    phase = 'measured';
    const cpuBefore = cpuSnapshot(options.probe);
    const machineBefore = machineBusyMs();
    const selfBefore = process.cpuUsage();
    measuredStarted = performance.now();
    stopAt = measuredStarted + options.seconds * 1000;
    console.log(`Soak: ${options.seconds} s, ${options.connections} connections, ${members.length} members…`);
    let sampling = true;
    const sampling$ = (async () => {
      while (sampling) {
        const at = (performance.now() - measuredStarted) / 1000;
        samples.push(await sampleResources(options.probe, sampler, at));
        await sleep(Math.max(0, 1000 - ((performance.now() - measuredStarted) % 1000)));
      }
    })();
    await Promise.all(owned.map(worker));
    const elapsed = (performance.now() - measuredStarted) / 1000;
    sampling = false;
    await sampling$;
    const used = cpuUsed(cpuBefore, cpuSnapshot(options.probe));
    const self = process.cpuUsage(selfBefore);
    const foreignMs = machineBusyMs() - machineBefore - totalMs(used) - (self.user + self.system) / 1000;
    agent.destroy();

    /* ---------------------------------------------------------------------------------------------- figures */
    const rows: Record<string, string>[] = [];
    const all = newTally();
    let errors = 0;
    for (const kind of KINDS) {
      const tally = tallies.measured.get(kind);
      if (!tally) continue;
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const kindErrors = [...tally.errors.values()].reduce((sum, n) => sum + n, 0);
      const expected = [...tally.expected.values()].reduce((sum, n) => sum + n, 0);
      errors += kindErrors;
      all.count += tally.count;
      all.ok += tally.ok;
      all.latencies.push(...tally.latencies);
      all.shed.push(...tally.shed);
      rows.push({
        kind: LABELS[kind],
        requests: String(tally.count),
        'req/s': (tally.count / elapsed).toFixed(1),
        '2xx': String(tally.ok),
        'expected 4xx': String(expected),
        'shed 503': String(tally.shed.length),
        errors: String(kindErrors),
        'p50 ms': percentile(sorted, 50).toFixed(0),
        'p99 ms': percentile(sorted, 99).toFixed(0),
        'max ms': (sorted.at(-1) ?? 0).toFixed(0),
      });
    }
    const sortedAll = [...all.latencies].sort((a, b) => a - b);
    rows.push({
      kind: 'total',
      requests: String(all.count),
      'req/s': (all.count / elapsed).toFixed(1),
      '2xx': String(all.ok),
      'expected 4xx': String(rows.reduce((sum, row) => sum + Number(row['expected 4xx']), 0)),
      'shed 503': String(all.shed.length),
      errors: String(errors),
      'p50 ms': percentile(sortedAll, 50).toFixed(0),
      'p99 ms': percentile(sortedAll, 99).toFixed(0),
      'max ms': (sortedAll.at(-1) ?? 0).toFixed(0),
    });
    console.log(
      `\nSoak over ${elapsed.toFixed(1)} s (the last calls finish after the ${options.seconds} s mark; latencies are of admitted calls, ` +
        `the shed ones apart):`,
    );
    printTable(rows);
    const admittedP99 = percentile(sortedAll, 99);
    const sortedShed = [...all.shed].sort((a, b) => a - b);
    const timeouts = [...tallies.measured.values()].reduce(
      (sum, tally) => sum + [...tally.errors].filter(([key]) => key.startsWith('timeout')).reduce((s, [, n]) => s + n, 0),
      0,
    );
    const serverErrors = [...tallies.measured.values()].reduce(
      (sum, tally) => sum + [...tally.errors].filter(([key]) => /^5\d\d /.test(key)).reduce((s, [, n]) => s + n, 0),
      0,
    );
    console.log(
      `Admitted: ${all.count - all.shed.length} calls, ${((all.count - all.shed.length) / elapsed).toFixed(1)}/s, p99 ${admittedP99.toFixed(0)} ms ` +
        `(limit ${ADMITTED_P99_LIMIT_MS} ms${admittedP99 > ADMITTED_P99_LIMIT_MS ? ': OVER' : ''}); ` +
        `shed (503 busy, Retry-After honoured): ${all.shed.length} (${((all.shed.length / Math.max(1, all.count)) * 100).toFixed(1)}% of calls), ` +
        `answered in p50 ${percentile(sortedShed, 50).toFixed(0)} ms, p99 ${percentile(sortedShed, 99).toFixed(0)} ms; ` +
        `other 5xx: ${serverErrors}; timeouts: ${timeouts}.`,
    );
    const warmupCount = [...tallies.warmup.values()].reduce((sum, tally) => sum + tally.count, 0);
    const warmupErrors = [...tallies.warmup.values()].reduce((sum, tally) => sum + [...tally.errors.values()].reduce((s, n) => s + n, 0), 0);
    errors += warmupErrors;
    console.log(`Warm-up: ${warmupCount} calls, ${warmupErrors} errors.`);
    for (const [name, map] of [['expected', 'expected'], ['errors', 'errors']] as const) {
      const lines = [...tallies.measured, ...tallies.warmup].flatMap(([kind, tally]) => [...tally[map]].map(([key, n]) => `  ${LABELS[kind]}: ${n} × ${key}`));
      if (lines.length > 0) console.log(`${name === 'expected' ? 'Expected answers' : 'ERRORS'} (measured and warm-up):\n${lines.join('\n')}`);
    }
    if (examples.length > 0) console.log(`First errors:\n  ${examples.join('\n  ')}`);
    const checkouts = members.reduce((sum, member) => sum + member.checkouts, 0);
    const waiting = members.reduce((sum, member) => sum + member.waiting.size, 0);
    console.log(
      `Orders placed: ${checkouts}; members on a waitlist at the end (as their last answers said): ${waiting}; ` +
        `sends deferred to stay under the sending limit: ${deferredSends}.`,
    );
    const cores = cpus().length;
    const stackShare = totalMs(used) / (elapsed * 1000 * cores);
    const selfShare = (self.user + self.system) / 1000 / (elapsed * 1000 * cores);
    const foreignShare = Math.max(0, foreignMs) / (elapsed * 1000 * cores);
    console.log(
      `CPU of the machine's ${cores} cores meanwhile: the stack ${(stackShare * 100).toFixed(0)}%, the soak client ${(selfShare * 100).toFixed(0)}%, ` +
        `other processes ${(foreignShare * 100).toFixed(0)}%${foreignShare > 0.05 ? ' (latencies include waiting for a CPU)' : ''}.`,
    );

    /* ---------------------------------------------------------------------------------------------- growth */
    const comparison = compareWindows(samples, elapsed, WINDOW_SECONDS, options.memoryThreshold);
    const rss = rssWindows(samples, elapsed, WINDOW_SECONDS);
    const mb = (kib: number) => (kib / 1024).toFixed(1);
    console.log(
      `\nResources, means of the first and the last ${WINDOW_SECONDS} s (${samples.length} samples, one a second). ` +
        `Flagged: PSS up more than ${(options.memoryThreshold * 100).toFixed(0)}%; connections up more than max(3, 20%) with every last sample above the first window's highest.`,
    );
    printTable(
      comparison.memory.map((entry, index) => {
        const sockets = comparison.sockets[index]!;
        return {
          process: entry.name,
          'PSS MiB first': mb(entry.first),
          'PSS MiB last': mb(entry.last),
          'RSS MiB first': mb(rss[entry.name]?.first ?? 0),
          'RSS MiB last': mb(rss[entry.name]?.last ?? 0),
          'TCP first': sockets.first.toFixed(1),
          'TCP last': sockets.last.toFixed(1),
          flag: [entry.grew ? 'MEMORY GREW' : '', sockets.grew ? 'SOCKETS GREW' : ''].filter(Boolean).join(', '),
        };
      }),
    );
    console.log('\nPostgreSQL connections by database (pg_stat_activity rows):');
    printTable(
      comparison.connections.map((entry) => ({
        database: entry.name,
        first: entry.first.toFixed(1),
        last: entry.last.toFixed(1),
        flag: entry.grew ? 'CONNECTIONS GREW' : '',
      })),
    );
    // The whole course, to tell a heap that settles at a higher level from one that keeps climbing.
    const marks = Array.from({ length: Math.floor(elapsed / WINDOW_SECONDS) + 1 }, (_, index) => index * WINDOW_SECONDS);
    const near = (at: number) => samples.reduce((best, sample) => (Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best), samples[0]!);
    console.log(`\nPSS MiB every ${WINDOW_SECONDS} s (the nearest sample):`);
    printTable(
      comparison.memory.map((entry) => ({
        process: entry.name,
        ...Object.fromEntries(marks.map((at) => [`${at} s`, mb(near(at).processes[entry.name]?.pss ?? 0)])),
      })),
    );
    const grew = [
      ...comparison.memory.filter((entry) => entry.grew).map((entry) => `${entry.name} memory`),
      ...comparison.sockets.filter((entry) => entry.grew).map((entry) => `${entry.name} sockets`),
      ...comparison.connections.filter((entry) => entry.grew).map((entry) => `${entry.name} connections`),
    ];

    /* ---------------------------------------------------------------------------------------------- invariants */
    // Let in-flight side effects settle (waitlist promotions are in the leave's transaction; nothing here is async).
    const invariants = await checkInvariants(options.serverDatabaseUrl);
    console.log('\nInvariants, checked in the databases:');
    for (const result of invariants) {
      console.log(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.checked} rows${result.ok ? '' : `, ${result.violations} break it`})`);
      for (const offender of result.offenders) console.log(`        ${offender}`);
    }
    for (const note of UNCHECKABLE) console.log(`  n/a   ${note}`);
    const failed = invariants.filter((result) => !result.ok);

    const slow = admittedP99 > ADMITTED_P99_LIMIT_MS;
    const ok = errors === 0 && failed.length === 0 && grew.length === 0 && !slow;
    console.log(
      `\nSoak ${ok ? 'PASSED' : 'FAILED'}: ${errors} errors, ${failed.length} invariants failing, ` +
        `admitted p99 ${admittedP99.toFixed(0)} ms${slow ? ` (over ${ADMITTED_P99_LIMIT_MS} ms)` : ''}, ` +
        `${grew.length} resources growing${grew.length > 0 ? ` (${grew.join(', ')})` : ''}.`,
    );
    return { ok };
  } finally {
    agent.destroy();
    await sampler.end().catch(() => undefined);
  }
}

/** Prints rows as an aligned text table (first column left-aligned, the others right-aligned). */
function printTable(rows: readonly Record<string, string>[]): void {
  if (rows.length === 0) return;
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => (row[header] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(headers.map((header) => row[header] ?? '')));
}

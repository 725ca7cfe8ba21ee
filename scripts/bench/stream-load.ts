/**
 * The `stream` bench target: `members` members each hold a live stream (GET /api/stream) while `messages` messages
 * flow between them through POST /api/messages (member i to member i+1) at a steady `rate` per second. Every message
 * must reach its recipient's stream and its sender's own exactly once; the delivery latency is from the start of the
 * send to the recipient's receipt. Bounded: the flow stops at its deadline, and undelivered messages are counted
 * after a grace period. Members are registered from their own loopback addresses (the per-address sign-up limit).
 */
import { request, type ClientRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createSseReader } from '../lib/sse-reader.js';
import { cpus } from 'node:os';
import { cpuSnapshot, cpuUsed, machineBusyMs, perUnit, totalMs, type CpuProbe, type CpuUse } from './cpu.js';

export interface StreamLoadOptions {
  readonly gatewayUrl: string;
  readonly members: number;
  readonly messages: number;
  /** Messages sent per second (an open loop: each send starts on time, whatever the others are doing). */
  readonly rate: number;
  readonly probe: CpuProbe;
  /** The whole flow (sends and deliveries) stops here at the latest. */
  readonly deadlineMs: number;
}

export interface StreamLoadFigures {
  readonly members: number;
  readonly sent: number;
  readonly failedSends: number;
  /** Messages whose recipient and sender each got them exactly once. */
  readonly deliveredExactlyOnce: number;
  readonly missing: number;
  readonly duplicates: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly messagesPerSecond: number;
  /** CPU ms per message of each process while the messages flowed. */
  readonly cpu: CpuUse;
  /** Share of the machine's CPUs other processes (not the stack, not the bench) used meanwhile. */
  readonly foreignShare: number;
}

interface Reply {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/** A JSON request from a given loopback address (node:http: fetch cannot choose the source address). */
function call(url: string, method: string, options: { token?: string; json?: unknown; from?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
    const req = request(
      url,
      {
        method,
        agent: false,
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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Member {
  readonly id: string;
  readonly token: string;
}

/** Registers `count` members, a few at a time, each from her own loopback address. */
async function registerMembers(gatewayUrl: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const index = start + offset;
        const reply = await call(`${gatewayUrl}/api/auth/register`, 'POST', {
          from: `127.42.${Math.floor(index / 250)}.${(index % 250) + 1}`,
          json: { first_name: 'Stream', last_name: `Bench ${index}`, email: `stream-bench-${randomUUID()}@bench.example`, password: 'Walk-together-2026!', role: 'member' },
        });
        if (reply.status !== 200) throw new Error(`stream bench: registering a member failed: ${reply.status} ${JSON.stringify(reply.body)}`);
        return { id: reply.body.user.id as string, token: reply.body.access_token as string };
      }),
    );
    members.push(...batch);
  }
  return members;
}

export async function measureStreamLoad(options: StreamLoadOptions): Promise<StreamLoadFigures> {
  const { gatewayUrl } = options;
  const deadline = performance.now() + options.deadlineMs;
  const members = await registerMembers(gatewayUrl, options.members);
  // messaging learns of members from accounts' user.registered: wait until the last one can be written to.
  const last = members.at(-1)!;
  while ((await call(`${gatewayUrl}/api/messages/${last.id}`, 'GET', { token: members[0]!.token })).status !== 200) {
    if (performance.now() > deadline) throw new Error('stream bench: messaging never learnt of the new members');
    await sleep(100);
  }

  // Receipts: message id → member id → arrival times.
  const receipts = new Map<string, Map<string, number[]>>();
  const streams: ClientRequest[] = [];
  await Promise.all(
    members.map(
      (member) =>
        new Promise<void>((resolve, reject) => {
          const req = request(`${gatewayUrl}/api/stream`, { agent: false, headers: { authorization: `Bearer ${member.token}`, accept: 'text/event-stream' } }, (res) => {
            if (res.statusCode !== 200) return reject(new Error(`stream bench: stream refused: ${res.statusCode}`));
            res.setEncoding('utf8');
            const read = createSseReader((block) => {
              if (block.event === 'ready') return resolve();
              if (block.event !== 'message') return;
              const id = (JSON.parse(block.data) as { id: string }).id;
              const byMember = receipts.get(id) ?? new Map<string, number[]>();
              byMember.set(member.id, [...(byMember.get(member.id) ?? []), performance.now()]);
              receipts.set(id, byMember);
            });
            res.on('data', read);
          });
          req.on('error', reject);
          req.end();
          streams.push(req);
        }),
    ),
  );

  try {
    const sent = new Map<string, { from: string; to: string; at: number }>();
    let failedSends = 0;
    const before = cpuSnapshot(options.probe);
    const machineBefore = machineBusyMs();
    const selfBefore = process.cpuUsage();
    const started = performance.now();
    const send = async (index: number) => {
      const from = members[index % members.length]!;
      const to = members[(index + 1) % members.length]!;
      const at = performance.now();
      const reply = await call(`${gatewayUrl}/api/messages`, 'POST', { token: from.token, json: { recipient_id: to.id, content: `bench message ${index}` } }).catch(
        () => ({ status: 0, body: undefined }),
      );
      if (reply.status === 201) sent.set(reply.body.id as string, { from: from.id, to: to.id, at });
      else failedSends += 1;
    };
    const inFlight: Promise<void>[] = [];
    for (let index = 0; index < options.messages && performance.now() < deadline; index += 1) {
      const due = started + (index * 1000) / options.rate;
      if (due > performance.now()) await sleep(due - performance.now());
      inFlight.push(send(index));
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - started) / 1000;

    const complete = () => [...sent].every(([id, message]) => receipts.get(id)?.has(message.to) && receipts.get(id)?.has(message.from));
    const graceEnds = Math.min(deadline, performance.now() + 10_000);
    while (!complete() && performance.now() < graceEnds) await sleep(50);
    // A moment more for any repeat to show.
    await sleep(500);
    const used = cpuUsed(before, cpuSnapshot(options.probe));
    const self = process.cpuUsage(selfBefore);
    const foreignMs = machineBusyMs() - machineBefore - totalMs(used) - (self.user + self.system) / 1000;
    const foreignShare = Math.max(0, foreignMs) / ((performance.now() - started) * cpus().length);
    const cpu = perUnit(used, Math.max(1, sent.size));

    let exactlyOnce = 0;
    let missing = 0;
    let duplicates = 0;
    const latencies: number[] = [];
    for (const [id, message] of sent) {
      const byMember = receipts.get(id);
      const toRecipient = byMember?.get(message.to) ?? [];
      const toSender = byMember?.get(message.from) ?? [];
      if (toRecipient.length === 0 || toSender.length === 0) missing += 1;
      duplicates += Math.max(0, toRecipient.length - 1) + Math.max(0, toSender.length - 1);
      if (toRecipient.length === 1 && toSender.length === 1) exactlyOnce += 1;
      if (toRecipient[0] !== undefined) latencies.push(toRecipient[0] - message.at);
    }
    latencies.sort((a, b) => a - b);
    return {
      members: members.length,
      sent: sent.size,
      failedSends,
      deliveredExactlyOnce: exactlyOnce,
      missing,
      duplicates,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      messagesPerSecond: sent.size / sendSeconds,
      cpu,
      foreignShare,
    };
  } finally {
    for (const stream of streams) stream.destroy();
  }
}

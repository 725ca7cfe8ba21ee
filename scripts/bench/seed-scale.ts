/**
 * Grows the demo data to a benchmark scale straight in SQL (generate_series), bounded in time:
 * `users` members in accounts, `posts` posts by random members in community, and as many walking events (past and
 * upcoming, one participant each) and wellness goals of random members in events-wellness. Idempotent: it only
 * adds what is missing to reach the target counts. Also usable alone: `tsx scripts/bench/seed-scale.ts <server-url> <users> <posts>`.
 */
import pg from 'pg';
import { databaseUrl } from '../lib/postgres.js';

export interface Scale {
  readonly users: number;
  readonly posts: number;
}

const FIRST = ['Ava', 'Mia', 'Zoe', 'Lena', 'Nora', 'Ivy', 'Ruth', 'Esme', 'Tara', 'Kira', 'Leah', 'Anya'];
const LAST = ['Reyes', 'Khan', 'Novak', 'Okafor', 'Silva', 'Larsen', 'Moreau', 'Tanaka', 'Byrne', 'Haddad'];
const TRADES = ['Yoga', 'Bakery', 'Design', 'Coaching', 'Tutoring', 'Candles', 'Pilates', 'Bookkeeping', 'Photography', 'Skincare'];
const CATEGORIES = ['fitness_wellness', 'consulting', 'creative_services', 'retail_ecommerce', 'food_nutrition', 'education_coaching', 'tech_digital', 'beauty_lifestyle', 'other'];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function seedScale(serverUrl: string, scale: Scale): Promise<void> {
  const userIds = await withClient(databaseUrl(serverUrl, 'momstride_accounts'), async (client) => {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM users');
    const missing = scale.users - Number(rows[0]?.count ?? 0);
    if (missing > 0) {
      await client.query(
        `INSERT INTO users (id, first_name, last_name, email, password_hash, business_name, business_category,
                            business_description, location_city, location_state, interests, created_at, updated_at)
         SELECT gen_random_uuid(),
                ($2::text[])[1 + g % array_length($2::text[], 1)],
                ($3::text[])[1 + (g / 7) % array_length($3::text[], 1)],
                'bench-' || g || '-' || floor(random() * 1e9)::bigint || '@bench.example',
                (SELECT password_hash FROM users ORDER BY created_at LIMIT 1),
                ($4::text[])[1 + (g / 3) % array_length($4::text[], 1)] || ' Studio ' || g,
                ($5::text[])[1 + g % array_length($5::text[], 1)],
                'Small business number ' || g || ' offering ' || lower(($4::text[])[1 + (g / 3) % array_length($4::text[], 1)]),
                'Springfield', 'IL', '{}', now() - (g || ' minutes')::interval, now()
         FROM generate_series(1, $1::int) AS g`,
        [missing, FIRST, LAST, TRADES, CATEGORIES],
      );
    }
    await client.query('VACUUM ANALYZE users');
    const ids = await client.query<{ id: string }>('SELECT id FROM users ORDER BY random() LIMIT 20000');
    return ids.rows.map((row) => row.id);
  });
  await withClient(databaseUrl(serverUrl, 'momstride_community'), async (client) => {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM posts');
    const missing = scale.posts - Number(rows[0]?.count ?? 0);
    if (missing > 0) {
      await client.query(
        `INSERT INTO posts (id, author_id, content, likes_count, comments_count, created_at)
         SELECT gen_random_uuid(), ($2::uuid[])[1 + floor(random() * array_length($2::uuid[], 1))::int],
                'Benchmark update number ' || g || ': walked three miles before the school run.',
                floor(random() * 40)::int, floor(random() * 10)::int, now() - (g || ' seconds')::interval - interval '1 day'
         FROM generate_series(1, $1::int) AS g`,
        [missing, userIds],
      );
    }
    await client.query('VACUUM ANALYZE posts');
  });
  await withClient(databaseUrl(serverUrl, 'momstride_events_wellness'), async (client) => {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM events WHERE title LIKE 'Bench walk %'`);
    const missing = scale.posts - Number(rows[0]?.count ?? 0);
    if (missing > 0) {
      // Half in the past, half ahead (an hour apart), each with one participant.
      await client.query(
        `WITH made AS (
           INSERT INTO events (id, title, description, starts_at, duration_minutes, ends_at, location, max_participants,
                               participants_count, created_at, updated_at)
           SELECT gen_random_uuid(), 'Bench walk ' || g, 'A benchmark walk around the lake.', s, 60, s + interval '60 minutes',
                  'Lakeside Park', CASE WHEN g % 3 = 0 THEN NULL ELSE 20 END, 1, now(), now()
           FROM generate_series(1, $1::int) AS g, LATERAL (SELECT now() + ((g - $1::int / 2) || ' hours')::interval AS s) t
           RETURNING id)
         INSERT INTO event_participants (event_id, user_id)
         SELECT id, ($2::uuid[])[1 + floor(random() * array_length($2::uuid[], 1))::int] FROM made`,
        [missing, userIds],
      );
      await client.query(
        `INSERT INTO wellness_goals (id, user_id, goal_type, target_value, current_value, target_date, completed, created_at)
         SELECT gen_random_uuid(), ($2::uuid[])[1 + floor(random() * array_length($2::uuid[], 1))::int],
                (ARRAY['steps', 'distance', 'events', 'weight', 'meditation'])[1 + g % 5], 100, g % 50, current_date + 30, false, now()
         FROM generate_series(1, $1::int) AS g`,
        [missing, userIds],
      );
    }
    await client.query('VACUUM ANALYZE events');
    await client.query('VACUUM ANALYZE event_participants');
    await client.query('VACUUM ANALYZE wellness_goals');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [serverUrl, users, posts] = process.argv.slice(2);
  if (!serverUrl || !users || !posts) {
    console.error('usage: tsx scripts/bench/seed-scale.ts <postgres-server-url> <users> <posts>');
    process.exit(2);
  }
  const started = performance.now();
  await seedScale(serverUrl, { users: Number(users), posts: Number(posts) });
  console.log(`Seeded to ${users} users and ${posts} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `userId`'s conversations in messaging: one with each of up to `count` other members (one message from the partner,
 * unread), for the conversations target. Idempotent: partners she already talks with are skipped.
 */
export async function seedConversations(serverUrl: string, userId: string, count: number): Promise<void> {
  const partnerIds = await withClient(databaseUrl(serverUrl, 'momstride_accounts'), async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE id <> $1 ORDER BY created_at LIMIT $2', [userId, count]);
    return rows.map((row) => row.id);
  });
  await withClient(databaseUrl(serverUrl, 'momstride_messaging'), async (client) => {
    await client.query(
      `WITH todo AS (
         SELECT p.partner_id, row_number() OVER () AS n FROM unnest($2::uuid[]) AS p(partner_id)
         WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = $1 AND c.partner_id = p.partner_id)),
       made AS (
         INSERT INTO messages (id, sender_id, recipient_id, content, created_at)
         SELECT gen_random_uuid(), partner_id, $1, 'Hello from a fellow walker, number ' || n, now() - (n || ' seconds')::interval FROM todo
         RETURNING id, sender_id, created_at),
       hers AS (
         INSERT INTO conversations (user_id, partner_id, last_message_id, last_message_at, unread_count)
         SELECT $1, sender_id, id, created_at, 1 FROM made)
       INSERT INTO conversations (user_id, partner_id, last_message_id, last_message_at, unread_count)
       SELECT sender_id, $1, id, created_at, 0 FROM made`,
      [userId, partnerIds],
    );
    await client.query('VACUUM ANALYZE messages');
    await client.query('VACUUM ANALYZE conversations');
  });
}

/**
 * Community reviews for the reviews target: one by each of up to `count` members (their real ids, so every page's
 * reviewers resolve against accounts), spread over the last year. Idempotent: one review per member and target.
 */
export async function seedReviews(serverUrl: string, count: number): Promise<void> {
  const reviewerIds = await withClient(databaseUrl(serverUrl, 'momstride_accounts'), async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users ORDER BY created_at LIMIT $1', [count]);
    return rows.map((row) => row.id);
  });
  await withClient(databaseUrl(serverUrl, 'momstride_media_reviews'), async (client) => {
    await client.query(
      `INSERT INTO reviews (id, reviewer_id, review_type, target_id, rating, title, content, created_at, updated_at)
       SELECT gen_random_uuid(), r.id, 'community', 'community', 1 + (r.n % 5), 'Walking with this group, take ' || r.n,
              'A review seeded for the bench: the walks, the people and the ideas that come on the way.',
              now() - (r.n || ' minutes')::interval, now()
         FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, n)
       ON CONFLICT (reviewer_id, review_type, target_id) DO NOTHING`,
      [reviewerIds],
    );
    await client.query('VACUUM ANALYZE reviews');
  });
}

/**
 * Gallery photos for the photos target: one ready photo by each of up to `count` members (their real ids, so every
 * page's uploaders resolve against accounts), a minute apart going back from now, across the gallery's categories,
 * with copies' paths in the style of real ones (the files are not there: the target reads the list, not the images).
 * Idempotent: each member's bench photo has an id derived from hers.
 */
export async function seedPhotos(serverUrl: string, count: number): Promise<void> {
  const uploaderIds = await withClient(databaseUrl(serverUrl, 'momstride_accounts'), async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users ORDER BY created_at LIMIT $1', [count]);
    return rows.map((row) => row.id);
  });
  await withClient(databaseUrl(serverUrl, 'momstride_media_reviews'), async (client) => {
    await client.query(
      `INSERT INTO photos (id, uploader_id, title, description, category, status, source_url, image_url, thumbnail_url,
                           width, height, likes_count, created_at)
       SELECT md5('bench-photo:' || r.id)::uuid, r.id, 'Morning walk by the lake, take ' || r.n,
              'A photo seeded for the bench: the path, the light and the friends who came along.',
              (ARRAY['community', 'walks', 'wellness', 'business', 'family'])[1 + r.n % 5], 'ready', NULL,
              '/media/photos/bench-' || r.n || '.webp', '/media/photos/bench-' || r.n || '-thumb.webp', 1600, 1200, 0,
              now() - (r.n || ' minutes')::interval
         FROM unnest($1::uuid[]) WITH ORDINALITY AS r(id, n)
       ON CONFLICT (id) DO NOTHING`,
      [uploaderIds],
    );
    await client.query('VACUUM ANALYZE photos');
  });
}

/** The bench cart's session id (the cart target reads it). */
export const BENCH_CART_SESSION = 'bench-cart-session-0001';
/** Products in the bench catalogue (a full page of GET /api/products?limit=50) and variants each. */
export const BENCH_PRODUCTS = 50;
const BENCH_VARIANTS_PER_PRODUCT = 12;

/**
 * The shop for the products and cart targets: enough products (the demo line plus bench ones, twelve variants each)
 * to fill a page of 50, and a cart of ten lines. Idempotent: fixed handles, variant ids and session id.
 */
export async function seedShop(serverUrl: string): Promise<void> {
  await withClient(databaseUrl(serverUrl, 'momstride_commerce'), async (client) => {
    await client.query(
      `INSERT INTO products (id, handle, title, description, tags, features, images, position)
       SELECT md5('bench-product:' || n)::uuid, 'bench-product-' || n, 'Bench Tee No. ' || n,
              'A product seeded for the bench: soft cotton, a relaxed fit and the words that started it all.',
              ARRAY['t-shirt', 'apparel'], ARRAY['100% cotton', 'Printed to order'],
              jsonb_build_array(jsonb_build_object('src', '/shop/walk-together-tee-sage.svg', 'is_default', true)), 100 + n
         FROM generate_series(1, $1::int) AS n
       ON CONFLICT (handle) DO NOTHING`,
      [BENCH_PRODUCTS],
    );
    await client.query(
      `INSERT INTO variants (id, product_id, title, price_cents, is_enabled, is_default, position)
       SELECT 'bench-' || p.n || '-' || v, md5('bench-product:' || p.n)::uuid, 'Colour ' || (1 + v / 6) || ' / Size ' || (v % 6),
              2800 + (v % 6) * 100, true, v = 0, v
         FROM generate_series(1, $1::int) AS p(n), generate_series(0, $2::int - 1) AS v
       ON CONFLICT (id) DO NOTHING`,
      [BENCH_PRODUCTS, BENCH_VARIANTS_PER_PRODUCT],
    );
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO carts (session_id) VALUES ($1) ON CONFLICT (session_id) DO UPDATE SET updated_at = now() RETURNING id`,
      [BENCH_CART_SESSION],
    );
    await client.query(
      `INSERT INTO cart_items (cart_id, variant_id, quantity)
       SELECT $1, 'bench-' || n || '-0', 1 + n % 3 FROM generate_series(1, 10) AS n
       ON CONFLICT (cart_id, variant_id) DO NOTHING`,
      [rows[0]!.id],
    );
    await client.query('VACUUM ANALYZE products, variants, carts, cart_items');
  });
}

/**
 * The benchmark's baseline: a bare node:http handler doing the same one-row SQL as GET /api/users/me
 * (the user by id) on the same database, with a pg pool. No auth, no GraphQL, no framework.
 */
import { createServer } from 'node:http';
import pg from 'pg';

const [databaseUrl, userId, port] = process.argv.slice(2);
if (!databaseUrl || !userId || !port) throw new Error('usage: baseline-server <database-url> <user-id> <port>');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

createServer((_request, response) => {
  pool
    .query('SELECT * FROM users WHERE id = $1', [userId])
    .then(({ rows }) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(rows[0] ?? null));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));

/**
 * The chaos suite's control channel: a loopback HTTP server in the global setup's process (which owns the
 * supervised services), so tests in worker processes can kill a service, pause or resume its automatic restarts
 * and read how it ended, and stop and start the stack's database servers (database-control.ts). Only the global setup
 * starts it; tests talk to it through control-client.ts.
 *
 *   GET  /services                         → { [name]: ServiceState }
 *   POST /services/:name/signal/:signal     → { pid }   (SIGKILL, SIGTERM, …; sent to the current run)
 *   POST /services/:name/auto-restart/on|off → ServiceState
 *   GET  /databases                        → { [name]: DatabaseState }   (`main`, `queue`)
 *   POST /databases/:name/stop/fast|immediate → DatabaseState   (once the server has exited)
 *   POST /databases/:name/start             → DatabaseState   (once it accepts connections)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupervisedService } from '../../lib/supervisor.js';
import type { ServiceState } from './control-client.js';
import type { ControlledDatabase } from './database-control.js';

const stateOf = (service: SupervisedService): ServiceState => ({
  pid: service.current.child.pid ?? null,
  running: service.running,
  restarts: service.restarts,
  exits: service.exits.map((exit) => ({ pid: exit.pid ?? null, code: exit.code, signal: exit.signal, uptimeMs: exit.uptimeMs })),
});

export interface ControlServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Serves `POST /databases/:name/…` for one controlled server; answers its state once the step is done. */
async function controlDatabase(database: ControlledDatabase, action: readonly string[]): Promise<unknown> {
  if (action[0] === 'stop' && (action[1] === 'fast' || action[1] === 'immediate')) await database.stop(action[1]);
  else if (action[0] === 'start' && action.length === 1) await database.start();
  else return undefined;
  return database.state();
}

/** Serves control of `services` and of the database servers `databases` on 127.0.0.1 (a free port). */
export async function startControlServer(
  services: Readonly<Record<string, SupervisedService>>,
  databases: Readonly<Record<string, ControlledDatabase>> = {},
): Promise<ControlServer> {
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const parts = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean);
    if (parts[0] === 'databases') {
      if (req.method === 'GET' && parts.length === 1) {
        return send(200, Object.fromEntries(Object.entries(databases).map(([name, database]) => [name, database.state()])));
      }
      const database = parts[1] ? databases[parts[1]] : undefined;
      if (req.method !== 'POST' || !database) return send(404, { error: 'not found' });
      return void controlDatabase(database, parts.slice(2)).then(
        (state) => (state === undefined ? send(404, { error: 'not found' }) : send(200, state)),
        (error: unknown) => send(500, { error: String(error) }),
      );
    }
    if (req.method === 'GET' && parts.length === 1 && parts[0] === 'services') {
      return send(200, Object.fromEntries(Object.entries(services).map(([name, service]) => [name, stateOf(service)])));
    }
    const service = parts[0] === 'services' && parts[1] ? services[parts[1]] : undefined;
    if (req.method !== 'POST' || !service) return send(404, { error: 'not found' });
    if (parts[2] === 'signal' && parts[3] && /^SIG[A-Z]+$/.test(parts[3])) {
      const pid = service.current.child.pid ?? null;
      service.current.child.kill(parts[3] as NodeJS.Signals);
      return send(200, { pid });
    }
    if (parts[2] === 'auto-restart' && (parts[3] === 'on' || parts[3] === 'off')) {
      service.setAutoRestart(parts[3] === 'on');
      return send(200, stateOf(service));
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The chaos suite's control channel: a loopback HTTP server in the global setup's process (which owns the
 * supervised services), so tests in worker processes can kill a service, pause or resume its automatic restarts
 * and read how it ended. Only the global setup starts it; tests talk to it through control-client.ts.
 *
 *   GET  /services                         → { [name]: ServiceState }
 *   POST /services/:name/signal/:signal     → { pid }   (SIGKILL, SIGTERM, …; sent to the current run)
 *   POST /services/:name/auto-restart/on|off → ServiceState
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupervisedService } from '../../lib/supervisor.js';
import type { ServiceState } from './control-client.js';

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

/** Serves control of `services` on 127.0.0.1 (a free port). */
export async function startControlServer(services: Readonly<Record<string, SupervisedService>>): Promise<ControlServer> {
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const parts = (req.url ?? '').split('?')[0]!.split('/').filter(Boolean);
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

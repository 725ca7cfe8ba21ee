import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples } from '../command-kit.js';
import { registerAuthLogin } from './login.js';
import { registerAuthLogout } from './logout.js';
import { registerAuthStatus } from './status.js';

export function registerAuthCommands(program: Command, deps: CliDeps): void {
  const auth = program
    .command('auth')
    .description('Log in, check and end your MomStride session')
    .addHelpText('after', examples(['momstride auth login', 'momstride auth status', 'momstride auth logout']));
  registerAuthLogin(auth, deps);
  registerAuthStatus(auth, deps);
  registerAuthLogout(auth, deps);
}

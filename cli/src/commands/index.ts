import type { Command } from 'commander';
import type { CliDeps } from '../services/context.js';
import { registerAuthCommands } from './auth/index.js';
import { registerChallengesCommands } from './challenges/index.js';
import { registerDbCommands } from './db/index.js';
import { registerEventsCommands } from './events/index.js';
import { registerOrdersCommands } from './orders/index.js';
import { registerPhotosCommands } from './photos/index.js';
import { registerProductsCommands } from './products/index.js';
import { registerReportsCommands } from './reports/index.js';
import { registerReviewsCommands } from './reviews/index.js';
import { registerStatusCommand } from './status/index.js';
import { registerStoriesCommands } from './stories/index.js';
import { registerTokensCommands } from './tokens/index.js';
import { registerUsersCommands } from './users/index.js';
import { registerWebhooksCommands } from './webhooks/index.js';

/** Every command group ("noun"); each registers its verbs from one file per verb. */
export function registerCommands(program: Command, deps: CliDeps): void {
  registerAuthCommands(program, deps);
  registerUsersCommands(program, deps);
  registerEventsCommands(program, deps);
  registerReportsCommands(program, deps);
  registerChallengesCommands(program, deps);
  registerStoriesCommands(program, deps);
  registerPhotosCommands(program, deps);
  registerReviewsCommands(program, deps);
  registerOrdersCommands(program, deps);
  registerProductsCommands(program, deps);
  registerWebhooksCommands(program, deps);
  registerTokensCommands(program, deps);
  registerDbCommands(program, deps);
  registerStatusCommand(program, deps);
}

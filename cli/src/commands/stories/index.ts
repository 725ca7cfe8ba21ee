/** The `stories` commands (admins): feature success stories on the Community page. */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { StoriesFeatureOptions } from './feature.js';

const STORY_ID = '0b6a4f1e-5d1c-4c1e-9a51-600000000001';

export function registerStoriesCommands(program: Command, deps: CliDeps): void {
  const stories = program.command('stories').description("Members' success stories (admins only)");
  withJsonOption(stories.command('feature'))
    .description('Feature a success story (or take it out of the featured ones with --off)')
    .argument('<id>', "the story's id")
    .option('--off', 'unfeature it')
    .addHelpText(
      'after',
      `
An unknown id is "Story not found" (exit 1); a member gets "Admin access required" (exit 1).
${examples([`momstride stories feature ${STORY_ID}`, `momstride stories feature ${STORY_ID} --off`])}`,
    )
    .action(lazyAction(deps, async (ctx, id: string, options: StoriesFeatureOptions) => (await import('./feature.js')).storiesFeature(ctx, id, options)));
}

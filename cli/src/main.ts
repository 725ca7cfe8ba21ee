import { runCli } from './cli.js';
import { processIo } from './services/io.js';

// A reader that stops early (`momstride events list | head -1`) closes the pipe: end quietly, as git and gh do,
// instead of a stack trace about EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
}

// No top-level await: the bundle (cli/bundle/main.cjs) is a script.
void runCli(process.argv.slice(2), { io: processIo(), env: process.env }).then((code) => {
  process.exitCode = code;
});

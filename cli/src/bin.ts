#!/usr/bin/env node
import { runCli } from './cli.js';
import { processIo } from './services/io.js';

process.exitCode = await runCli(process.argv.slice(2), { io: processIo(), env: process.env });

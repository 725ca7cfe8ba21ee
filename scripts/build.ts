import { buildAll } from './lib/build.js';

buildAll();

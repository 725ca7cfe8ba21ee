import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterAll, afterEach } from 'vitest';
import { loadsSettled } from '../lib/lazy-part';

// The first test of a file also waits for the app's code to be compiled, which takes seconds on a busy machine:
// findBy… and waitFor give up after 15 s instead of 1 s (an upper bound: they return as soon as the page shows it).
configure({ asyncUtilTimeout: 15_000 });

// Route tests (web/src/**/*.route.test.tsx): each test starts from an empty page, storage and toast queue.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});

// A screen's code preloaded near a file's end (the next likely screen) must arrive before the file's page is torn
// down: the files of a worker share modules (vitest.config.ts), and one cut off mid-load fails for the files after.
afterAll(() => loadsSettled());

import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// The first test of a file also waits for the app's code to be compiled, which takes seconds on a busy machine:
// findBy… and waitFor give up after 15 s instead of 1 s (an upper bound: they return as soon as the page shows it).
configure({ asyncUtilTimeout: 15_000 });

// Route tests (web/src/**/*.route.test.tsx): each test starts from an empty page, storage and toast queue.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});

import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach } from 'vitest';

// The first test of a file also waits for the screens' code to be compiled: findBy… waits up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Route tests (web/src/**/*.route.test.tsx): each test starts from an empty page, storage and toast queue.
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});

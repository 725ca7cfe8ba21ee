import { Suspense } from 'react';
import { useToastsShown } from '../lib/notify';
import { lazyPart } from '../lib/lazy-part';

const AppToaster = lazyPart(() => import('../lib/toaster'), 'AppToaster');

/** Where toasts appear: nothing is downloaded for them until the first one is shown. */
export function Toasts() {
  const shown = useToastsShown();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

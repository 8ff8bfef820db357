import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withChunkTimeout } from '@/lib/lazy-route';

export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
});

const ToastRegion = lazy(() => withChunkTimeout(import('./toast-region')));

/**
 * The toasts' region, loaded with the first toast: most pages (sign-in among them) never
 * show one. A toast made before it is drawn waits in `toaster`, which the region reads when
 * it starts.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = toaster.subscribe(() => setWanted(true));
    // One made between the first render and now.
    if (toaster.getVisibleToasts().length > 0) setWanted(true);
    return unsubscribe;
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can also be fetched ahead of its first render. */
export type LazyPart<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

type Loaded<P> = { default: ComponentType<P> };

/** Every download under way, so a caller can wait until none is (loadsSettled). */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once every lazy part's code that is being fetched has arrived or failed. The route tests wait for it
 * before a file ends: a preload still under way when the test environment is torn down would fail, and its
 * module with it for the files after.
 */
export async function loadsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * `lazyPart(() => import('./x'), 'X')`: one download, shared by preload() and the first render. Once the code is
 * here (preloaded), the first render takes it at once: React.lazy is handed a thenable that settles synchronously,
 * so the screen does not suspend, flash its fallback and wait for a retry. A download that failed (a network
 * blip) is forgotten, so the next preload tries again.
 */
export function lazyPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPart<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () => {
    if (loading) return loading;
    const download = load().then(
      (module) => {
        loaded = { default: module[name] };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = download;
    inFlight.add(download);
    const done = () => inFlight.delete(download);
    download.then(done, done);
    return download;
  };
  const component = lazy(() => {
    if (loaded) {
      const ready = loaded;
      return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>;
    }
    return preload().then((module) => ({ default: module[name] }));
  });
  return Object.assign(component, { preload });
}

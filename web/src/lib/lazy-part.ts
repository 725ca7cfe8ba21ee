import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can also be fetched ahead of its first render. */
export type LazyPart<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

type Loaded<P> = { default: ComponentType<P> };

/**
 * `lazyPart(() => import('./x'), 'X')`: one download, shared by preload() and the first render. Once the code is
 * here (preloaded), the first render takes it at once: React.lazy is handed a thenable that settles synchronously,
 * so the screen does not suspend, flash its fallback and wait for a retry.
 */
export function lazyPart<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPart<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = { default: module[name] };
      return module;
    }));
  const component = lazy(() => {
    if (loaded) {
      const ready = loaded;
      return { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) } as unknown as Promise<Loaded<P>>;
    }
    return preload().then((module) => ({ default: module[name] }));
  });
  return Object.assign(component, { preload });
}

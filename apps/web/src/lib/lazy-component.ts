import { createElement, use, type ComponentType } from 'react';
import { settled } from './settled';

type Module<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on first render, or earlier through `preload()`. Unlike
 * `React.lazy`, which suspends on its first render even when its module is already in, it
 * renders synchronously once the module has loaded: a prerendered page whose chunks arrived
 * before React started hydrates in one pass, not one pass and one task per lazy component.
 * Place it under a `<Suspense>` as with `lazy`.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>) {
  let module: Promise<Module<P>> | undefined;
  const preload = () => (module ??= settled(load()));
  function LazyComponent(props: P) {
    return createElement(use(preload()).default, props);
  }
  return Object.assign(LazyComponent, { preload });
}

// Stands in for 'use-sync-external-store/shim' (aliased in vite.config.ts): React 19 ships it.
export { useSyncExternalStore } from 'react';

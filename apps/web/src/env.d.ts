// The site's address baked in at build time (vite.config.ts `define`); unset in unit tests.
// Augmenting Vite's declaration merges only into an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly SITE_ORIGIN?: string;
}

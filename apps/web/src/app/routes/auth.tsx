import { lazyComponent } from '../../lib/lazy-component';

/**
 * Spec section 2, Auth. The screens (forms, React Hook Form, the shared schemas) are a chunk the
 * route fetches as soon as it loads, not part of it: the prerendered sign-in page hydrates its
 * layouts first and the form when that chunk arrives, the form's HTML unchanged meanwhile
 * (decision 067, P9). The query layout's Suspense boundary holds it.
 */
const AuthPage = lazyComponent(() => import('../auth-page'));
void AuthPage.preload();

export default AuthPage;

import { UpdatePrompt } from '../components/update-prompt';
import { LazyToaster } from './lazy-toaster';

/**
 * What every page has but none needs to paint: the toaster and the update prompt. The locale
 * layout loads this lazily, so it is not in the entry chunk (P9); a prerendered page's HTML
 * already contains it and hydrates it when it arrives.
 */
export default function PageExtras() {
  return (
    <>
      <LazyToaster />
      <UpdatePrompt />
    </>
  );
}

import { ActivityStats } from '../features/dashboard/components/activity-stats';
import { previewStats } from '../lib/preview/sample-data';

/** Admin preview's dashboard: the sample counts 5, 3, 2, 1, 3 (spec section 4). */
export function SampleActivity() {
  return <ActivityStats stats={previewStats} isSample />;
}

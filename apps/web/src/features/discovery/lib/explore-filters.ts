import type { CitySlug } from '@vusal/shared/catalog/cities';
import type { RelationshipGoal } from '@vusal/shared/catalog/enums';
import type { DiscoveryOrder } from '@vusal/shared/schemas/discovery';

/**
 * What the explore form asks for. `null` leaves a filter to the saved preference on the server
 * (its answer says what it applied); 'all' is every city whatever the preference says.
 */
export type ExploreFilters = {
  minAge: number | null;
  maxAge: number | null;
  city: CitySlug | 'all' | null;
  goals: RelationshipGoal[];
  /** From the URL, not the form: unset leaves the order to the server. */
  order?: DiscoveryOrder;
  /**
   * Issue 23, item 6: verified members only; kept in the URL so a reload or a link keeps it.
   * Unset leaves it to the saved preference (issue 37, item 1).
   */
  verifiedOnly?: boolean | undefined;
};

export const defaultExploreFilters: ExploreFilters = {
  minAge: null,
  maxAge: null,
  city: null,
  goals: [],
};

/** The query string of a page of explore: only the filters that are set. */
export function exploreSearch(filters: ExploreFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (filters.minAge !== null) params.set('minAge', String(filters.minAge));
  if (filters.maxAge !== null) params.set('maxAge', String(filters.maxAge));
  if (filters.city !== null) params.set('city', filters.city);
  if (filters.goals.length > 0) params.set('goals', filters.goals.join(','));
  if (filters.order) params.set('order', filters.order);
  if (filters.verifiedOnly !== undefined) params.set('verifiedOnly', String(filters.verifiedOnly));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

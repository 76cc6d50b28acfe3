import { useQuery, useQueryClient } from '@tanstack/react-query';
import { noticePreferencesSchema, type NoticePreferences } from '@vusal/shared/schemas/preferences';
import { apiFetch } from '../../../lib/api-client';
import { useAppMutation } from '../../../lib/app-mutation';

const noticesKey = ['preferences', 'notices'] as const;

/** `GET /api/preferences/notices`: a guardian's notice settings (decision 055). */
export function useNoticePreferences() {
  return useQuery({
    queryKey: noticesKey,
    queryFn: async ({ signal }) =>
      noticePreferencesSchema.parse(await apiFetch('/api/preferences/notices', { signal })),
  });
}

/** `PUT /api/preferences/notices`: the notice settings alone. */
export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (notices: NoticePreferences) =>
      noticePreferencesSchema.parse(
        await apiFetch('/api/preferences/notices', { method: 'PUT', body: notices }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(noticesKey, saved),
  });
}

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { stubApi } from '../../../test/stub-api';
import { ModerationNotices } from './moderation-notices';

describe('a request to verify (issue 23, item 7)', () => {
  it('says why and leads to the selfie check, in Russian', async () => {
    stubApi({
      'GET /api/moderation/notices': () => ({
        body: { warning: null, verificationRequired: { reason: 'Жалоба на фото' } },
      }),
    });
    renderWithProviders(<ModerationNotices enabled />, { language: 'ru', path: '/ru/browse' });
    expect(await screen.findByRole('heading', { name: 'Подтвердите свой профиль' })).toBeTruthy();
    expect(screen.getByText('Жалоба на фото')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Подтвердить профиль' }).getAttribute('href')).toBe(
      '/ru/verification',
    );
  });
});

import { renderHook } from '@testing-library/react';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useErrorReason } from './action-error';
import { ApiError } from './api-client';
import { createI18n } from './i18n';
import { I18nProvider } from './translation';

const catalogues = { en, az, ru } as const;

function reasonIn(language: keyof typeof catalogues) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={createI18n(language, catalogues[language])}>{children}</I18nProvider>
  );
  return renderHook(() => useErrorReason(), { wrapper }).result.current;
}

describe("a failed call's reason (issue 36, item 3)", () => {
  const crash = new ApiError('INTERNAL', 500, 'errors.INTERNAL', [], undefined, {}, 'ABCD234567');

  it('quotes the request id of an unexpected error, in every language', () => {
    expect(reasonIn('en')(crash)).toBe(
      'Something went wrong. Please try again. Error code: ABCD234567',
    );
    expect(reasonIn('az')(crash)).toContain('Xəta kodu: ABCD234567');
    expect(reasonIn('ru')(crash)).toContain('Код ошибки: ABCD234567');
  });

  it('says nothing more for an expected refusal', () => {
    const refusal = new ApiError('MATCH_REQUIRED', 403, '', [], undefined, {}, 'ABCD234567');
    expect(reasonIn('en')(refusal)).not.toContain('ABCD234567');
  });
});

import { describe, expect, it } from 'vitest';
import { safeUrl } from './logger';

describe('safeUrl', () => {
  it('drops query strings, which may carry tokens', () => {
    expect(safeUrl('/api/auth/verify-email?token=abc.def.ghi&callbackURL=/')).toBe(
      '/api/auth/verify-email',
    );
  });

  it('masks token-like path segments', () => {
    expect(safeUrl('/api/auth/reset-password/Zx81kQpL0aB9cD7eF6gH5iJ4')).toBe(
      '/api/auth/reset-password/:redacted',
    );
    expect(safeUrl('/api/profiles/me')).toBe('/api/profiles/me');
  });
});

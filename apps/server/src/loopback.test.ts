import { describe, expect, it } from 'vitest';
import { exposureWarning, isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback (issue 7 A7)', () => {
  it('recognises loopback addresses in every spelling Node reports', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('warns when a development server listens beyond loopback, and only then', () => {
    expect(exposureWarning({ isProduction: false, host: '0.0.0.0' })).toMatch(
      /NODE_ENV=production/,
    );
    expect(exposureWarning({ isProduction: false, host: '::' })).toBeDefined();
    expect(exposureWarning({ isProduction: false, host: '192.168.1.4' })).toBeDefined();
    expect(exposureWarning({ isProduction: false, host: 'localhost' })).toBeUndefined();
    expect(exposureWarning({ isProduction: false, host: '127.0.0.1' })).toBeUndefined();
    expect(exposureWarning({ isProduction: true, host: '0.0.0.0' })).toBeUndefined();
    expect(isLoopbackHost('::1')).toBe(true);
  });
});

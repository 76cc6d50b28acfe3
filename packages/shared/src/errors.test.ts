import { describe, expect, it } from 'vitest';
import { codeForStatus, errorStatus } from './errors';

describe('codeForStatus', () => {
  it('maps the statuses the API uses to their code', () => {
    expect(codeForStatus(401)).toBe('UNAUTHENTICATED');
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
  });

  it('falls back to BAD_REQUEST for other client errors and INTERNAL for other server errors', () => {
    expect(codeForStatus(405)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL');
    expect(codeForStatus(500)).toBe('INTERNAL');
  });

  it('never gives a code whose own status disagrees in class with the one it came from', () => {
    for (let status = 400; status < 600; status++) {
      const mapped = errorStatus[codeForStatus(status)];
      expect(Math.floor(mapped / 100)).toBe(Math.floor(status / 100));
    }
  });
});

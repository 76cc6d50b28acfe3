import type { Profiler } from 'node:inspector';
import { describe, expect, it } from 'vitest';
import { partOf, sharesOf } from './lib/cpu-profile';

// Issue 35, items 1 and 5: a profile of the server summed by the part of the stack it ran in.
describe('the CPU profile summary of a benchmark', () => {
  it('names a frame by its package, the app module or what V8 calls it', () => {
    expect(partOf('file:///w/node_modules/drizzle-orm/sql/sql.js', 'build')).toBe('drizzle-orm');
    expect(partOf('file:///w/node_modules/@fastify/cookie/plugin.js', 'parse')).toBe(
      '@fastify/cookie',
    );
    expect(partOf('file:///w/node_modules/a/node_modules/pg/lib/client.js', 'query')).toBe('pg');
    expect(partOf('file:///w/apps/server/src/modules/likes/like-action.ts', 'like')).toBe(
      'app:likes',
    );
    expect(partOf('file:///w/apps/server/src/app.ts', 'buildApp')).toBe('app:app');
    expect(partOf('node:internal/streams/writable', 'write')).toBe('node:internal');
    expect(partOf('', '(garbage collector)')).toBe('(garbage collector)');
  });

  it('shares the samples by the frame each was taken in, largest first', () => {
    const frame = (id: number, url: string, functionName: string): Profiler.ProfileNode => ({
      id,
      callFrame: { functionName, scriptId: '0', url, lineNumber: 0, columnNumber: 0 },
    });
    const profile: Profiler.Profile = {
      nodes: [
        frame(1, '', '(idle)'),
        frame(2, 'file:///w/node_modules/pg/lib/client.js', 'query'),
        frame(3, 'file:///w/node_modules/drizzle-orm/sql/sql.js', 'build'),
      ],
      startTime: 0,
      endTime: 4,
      samples: [1, 3, 3, 2],
    };
    expect(sharesOf(profile)).toEqual([
      { part: 'drizzle-orm', share: 0.5 },
      { part: '(idle)', share: 0.25 },
      { part: 'pg', share: 0.25 },
    ]);
  });
});

// Test helpers of the operators' metrics; imported by tests only.
import type { TestApp } from './app';

/** The value of one sample in Prometheus' text format (`name{labels} value`), 0 when absent. */
export function sample(text: string, name: string, labels = ''): number {
  const key = labels ? `${name}{${labels}}` : name;
  const line = text.split('\n').find((row) => row.startsWith(`${key} `));
  return line ? Number(line.slice(key.length + 1)) : 0;
}

/** `/metrics` as Prometheus on this machine reads it. */
export async function scrape(ctx: TestApp): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`/metrics answered ${response.statusCode}`);
  return response.body;
}

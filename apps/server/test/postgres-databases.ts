import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database named `prefix_<random>` on `serverUrl`'s server, empty or a copy of `template`
 * (PostgreSQL copies only a database no one is connected to), with the way to drop it again.
 */
export async function newDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const copy = template ? ` template ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const { host } = new URL(url);
    throw new Error(`TEST_DATABASE_URL does not answer at ${host}: is PostgreSQL running?`, {
      cause: error,
    });
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

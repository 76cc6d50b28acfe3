// One P11 node in a process of its own (`tsx capacity-node.ts`), so that two nodes are two
// event loops as in production: the app on CAPACITY_DATABASE_URL and CAPACITY_REDIS_URL
// (stream CAPACITY_STREAM), its address on stdout, closed on SIGTERM.
import { openDatabase } from '../../apps/server/src/db/client';
import { startBenchApp } from './bench-app';

const database = await openDatabase({ url: process.env.CAPACITY_DATABASE_URL! });
const node = await startBenchApp(database, {
  redisUrl: process.env.CAPACITY_REDIS_URL!,
  redisNamespace: process.env.CAPACITY_STREAM!,
});
console.log(`listening ${node.url}`);
process.once('SIGTERM', () => {
  void node
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});

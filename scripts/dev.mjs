// `npm run dev`: the API with reload on change, and Vite with HMR proxying /api to it.
// The browser talks to Vite's origin, so that origin is the public URL in development.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const port = process.env.PORT ?? '3000';
const publicUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w @vusal/server',
      env: {
        PORT: port,
        PUBLIC_URL: publicUrl,
        DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
      },
      prefixColor: 'magenta',
    },
    { name: 'web', command: 'npm run dev -w @vusal/web', env: { PORT: port }, prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'] },
);

result.catch(() => process.exit(1));

import { startServer } from './server.ts';

process.env.NODE_ENV ??= 'production';
await startServer('production');

import { startServer } from './server.ts';

process.env.NODE_ENV ??= 'development';
await startServer('development');

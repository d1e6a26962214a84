import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type MailCatcher = {
  /** Pass as SMTP_URL to the site. */
  url: string;
  close(): Promise<void>;
};

/**
 * A local SMTP server that accepts every message and writes it, exactly as received, to
 * `<directory>/<time>-<sequence>.eml`. Files sort in arrival order and appear only once complete (written
 * under a temporary name, then renamed), so workers can poll the directory without reading half a mail.
 * STARTTLS is disabled because smtp-server's built-in certificate has expired (brief §3); nodemailer then
 * sends in plain text, which is fine on 127.0.0.1. Authentication is accepted but not required.
 */
export async function startMailCatcher({
  host,
  port,
  directory,
}: {
  host: string;
  port: number;
  directory: string;
}): Promise<MailCatcher> {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        sequence += 1;
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
        const partial = path.join(directory, `${name}.part`);
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, path.join(directory, `${name}.eml`)))
          .then(() => callback(), callback);
      });
    },
  });
  server.on('error', (error) => console.error('e2e: mail catcher error', error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

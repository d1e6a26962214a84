// Debian's nginx running the shipped site configuration (deploy/nginx/konak.conf.template, rendered as an operator
// renders it) as a foreground process in a temporary prefix, with a self-signed certificate made by openssl.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { renderNginxSite } from '../render-nginx.ts';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Stops with the way to install what is missing, rather than a stack trace. */
export function assertTools(): void {
  const missing: string[] = [];
  if (spawnSync(NGINX, ['-v']).status !== 0) missing.push(`nginx (${NGINX}): apt-get install -y nginx`);
  if (spawnSync('openssl', ['version']).status !== 0) missing.push('openssl: apt-get install -y openssl');
  if (missing.length > 0) {
    throw new Error(`test:deploy needs:\n  ${missing.join('\n  ')}\n(or NGINX_BIN=/path/to/nginx)`);
  }
}

export type Certificate = { certificate: string; key: string; pem: string };

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
export function makeCertificate(folder: string): Certificate {
  const certificate = path.join(folder, 'konak.crt');
  const key = path.join(folder, 'konak.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

export type RunningNginx = { process: ChildProcess; site: string; errorLog: string; accessLog: string };

/**
 * Renders the site for these ports and paths, wraps it in a minimal nginx.conf (what Debian's /etc/nginx/nginx.conf
 * provides around sites-enabled), checks it with `nginx -t` and starts nginx in the foreground.
 */
export async function startNginx(options: {
  folder: string;
  httpPort: number;
  httpsPort: number;
  appPorts: number[];
  certificate: Certificate;
  webClientRoot: string;
}): Promise<RunningNginx> {
  const { folder } = options;
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(folder, sub), { recursive: true });
  const site = renderNginxSite({
    serverName: 'localhost',
    upstreams: options.appPorts.map((port) => `127.0.0.1:${port}`),
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    certificate: options.certificate.certificate,
    certificateKey: options.certificate.key,
    webClientRoot: options.webClientRoot,
  });
  writeFileSync(path.join(folder, 'konak-site.conf'), site);
  const errorLog = path.join(folder, 'logs/error.log');
  const accessLog = path.join(folder, 'logs/access.log');
  const temp = (name: string) => path.join(folder, 'temp', name);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `# What Debian's /etc/nginx/nginx.conf gives the site, in a temporary prefix.
worker_processes 2;
pid ${path.join(folder, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    log_format konak '$remote_addr "$request" $status $request_id $upstream_addr $upstream_status';
    access_log ${accessLog} konak;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(folder, 'konak-site.conf')};
}
`,
  );
  const args = ['-p', folder, '-c', path.join(folder, 'nginx.conf')];
  const tested = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refused the rendered configuration:\n${tested.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let waited = 0; waited < 100; waited++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${errorLog}`);
    const up = await fetch(`http://127.0.0.1:${options.httpPort}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return { process: child, site, errorLog, accessLog };
    await delay(100);
  }
  throw new Error('nginx did not start listening within 10 s');
}

export async function stopNginx(nginx: RunningNginx | undefined): Promise<void> {
  if (!nginx || nginx.process.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx.process.once('exit', resolve));
  nginx.process.kill('SIGQUIT');
  await Promise.race([exited, delay(5000)]);
  if (nginx.process.exitCode === null) nginx.process.kill('SIGKILL');
}

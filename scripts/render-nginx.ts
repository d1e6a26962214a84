// `npm run deploy:nginx -- --server-name konak.example --app-ports 3001,3002,3003 …`: writes the nginx site of
// deploy/nginx/konak.conf.template with this installation's names, ports and paths to stdout (decision 098).
// `npm run test:deploy` renders the same template through renderNginxSite below.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_MAX_BYTES } from '@konak/domain/catalogue/listing-photos';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const nginxTemplate = path.join(repoRoot, 'deploy/nginx/konak.conf.template');

export type NginxSite = {
  serverName: string;
  /** host:port of each app server. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  /** apps/web/build/client of the installed release: nginx serves its /assets itself. */
  webClientRoot: string;
};

export function renderNginxSite(site: NginxSite): string {
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: site.upstreams
      .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    SERVER_NAME: site.serverName,
    HTTP_PORT: String(site.httpPort),
    HTTPS_PORT: String(site.httpsPort),
    HTTPS_PORT_SUFFIX: site.httpsPort === 443 ? '' : `:${site.httpsPort}`,
    CERTIFICATE: site.certificate,
    CERTIFICATE_KEY: site.certificateKey,
    // nginx's "m" is MiB, as the app's limit is.
    MAX_BODY: `${Math.ceil(PHOTO_MAX_BYTES / (1024 * 1024))}m`,
    WEB_CLIENT_ROOT: site.webClientRoot,
  };
  const rendered = readFileSync(nginxTemplate, 'utf8').replace(/@([A-Z_]+)@/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`render-nginx: the template names @${name}@, which has no value`);
    return value;
  });
  return rendered;
}

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`render-nginx: ${name} is required`);
  return value;
}

if (import.meta.main) {
  const host = option('--app-host', '127.0.0.1');
  // --upstreams host:port,host:port for app servers on several machines; else --app-ports on --app-host.
  const upstreams = process.argv.includes('--upstreams')
    ? option('--upstreams').split(',')
    : option('--app-ports', '3001,3002,3003')
        .split(',')
        .map((port) => `${host}:${Number(port)}`);
  process.stdout.write(
    renderNginxSite({
      serverName: option('--server-name'),
      upstreams,
      httpPort: Number(option('--http-port', '80')),
      httpsPort: Number(option('--https-port', '443')),
      certificate: option('--certificate'),
      certificateKey: option('--certificate-key'),
      webClientRoot: option('--web-root', path.join(repoRoot, 'apps/web/build/client')),
    }),
  );
}

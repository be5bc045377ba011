// nginx in front of the app processes, as docs/operations.md sets it up: the
// site file of the docs (docs/operations/nginx-stillpoint.conf) with only its
// ports, certificate and server name replaced, a self-signed certificate for
// localhost, and nginx as a child process with its own prefix folder (no root
// needed, nothing of the machine's own nginx touched).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../paths.js';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const SITE_CONFIG = join(projectRoot, 'docs/operations/nginx-stillpoint.conf');

export type Nginx = {
  // https://localhost:<port>
  url: string;
  port: number;
  // The certificate to trust (self-signed).
  ca: Buffer;
  // The site file as nginx runs it.
  siteConfig: string;
  output: () => string;
  // Marks these app ports `down` (none: all up) and reloads, as the upgrade
  // procedure does before it stops a process; resolves once the old workers,
  // which still knew the port, have finished and exited.
  takeOut: (downPorts: number[]) => Promise<void>;
  stop: () => Promise<void>;
};

// Each replacement must hit the docs' file exactly `times` times, so the test
// notices when the file changes under it instead of running something else.
type Replacement = { from: string; to: string; times: number };

export function renderSiteConfig(options: {
  httpsPort: number;
  httpPort: number;
  upstreamPorts: number[];
  certDir: string;
  // Ports taken out of the upstream for an upgrade (docs/operations.md, section 9).
  downPorts?: number[];
}): string {
  const upstreams = options.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=0${options.downPorts?.includes(port) ? ' down' : ''};`)
    .join('\n');
  const replacements: Replacement[] = [
    {
      from: '    server 127.0.0.1:3001 max_fails=0;\n    server 127.0.0.1:3002 max_fails=0;',
      to: upstreams,
      times: 1,
    },
    { from: '    listen 80;\n    listen [::]:80;', to: `    listen 127.0.0.1:${options.httpPort};`, times: 1 },
    {
      from: '    listen 443 ssl http2;\n    listen [::]:443 ssl http2;',
      to: `    listen 127.0.0.1:${options.httpsPort} ssl http2;`,
      times: 1,
    },
    { from: 'server_name stillpoint.example.com;', to: 'server_name localhost;', times: 2 },
    { from: '/etc/letsencrypt/live/stillpoint.example.com/fullchain.pem', to: join(options.certDir, 'cert.pem'), times: 1 },
    { from: '/etc/letsencrypt/live/stillpoint.example.com/privkey.pem', to: join(options.certDir, 'key.pem'), times: 1 },
  ];
  let text = readFileSync(SITE_CONFIG, 'utf8');
  for (const { from, to, times } of replacements) {
    const found = text.split(from).length - 1;
    if (found !== times) throw new Error(`${SITE_CONFIG}: expected ${times} × ${JSON.stringify(from)}, found ${found}`);
    text = text.split(from).join(to);
  }
  return text;
}

// What /etc/nginx/nginx.conf gives the site on Debian, with every path in the prefix folder.
function mainConfig(prefix: string): string {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    tcp_nopush on;
    include ${prefix}/site.conf;
}
`;
}

function selfSignedCertificate(dir: string): Buffer {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return readFileSync(join(dir, 'cert.pem'));
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startNginx(options: { httpsPort: number; httpPort: number; upstreamPorts: number[] }): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`${NGINX_BINARY} is missing: the deploy tests need nginx (apt-get install nginx; .ci/run installs it).`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'stillpoint-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  const ca = selfSignedCertificate(prefix);
  const siteConfig = renderSiteConfig({ ...options, certDir: prefix });
  writeFileSync(join(prefix, 'site.conf'), siteConfig);
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'];
  execFileSync(NGINX_BINARY, [...args, '-t'], { stdio: 'pipe' });
  const child = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => {
    const log = join(prefix, 'error.log');
    return output + (existsSync(log) ? readFileSync(log, 'utf8').slice(-10_000) : '');
  };
  await waitForPort(options.httpsPort, child, readLog);
  return {
    url: `https://localhost:${options.httpsPort}`,
    port: options.httpsPort,
    ca,
    siteConfig,
    output: readLog,
    takeOut: async (downPorts) => {
      writeFileSync(join(prefix, 'site.conf'), renderSiteConfig({ ...options, certDir: prefix, downPorts }));
      execFileSync(NGINX_BINARY, [...args, '-t'], { stdio: 'pipe' });
      const before = workerPids(child.pid);
      child.kill('SIGHUP');
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && workerPids(child.pid).some((pid) => before.includes(pid))) await sleep(50);
      if (workerPids(child.pid).some((pid) => before.includes(pid))) throw new Error(`nginx kept its old workers:\n${readLog()}`);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      running.delete(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The master's worker processes, from /proc (Linux, as the deploy tests run).
function workerPids(masterPid: number | undefined): number[] {
  if (masterPid === undefined) return [];
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

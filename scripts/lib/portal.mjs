// Starts the portal as production would run it: the gateway, every remote on its own origin (a
// static server standing in for a CDN), and the shell server; each a child process, stopped together.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { at, REMOTES } from './paths.mjs';

/** Ports from the environment, else the defaults (shell 3000, remotes 3001-3005, gateway 8080). */
export function portsFrom(env = process.env, base = { shell: 3000, gateway: 8080, remote: 3001 }) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name}="${raw}" is not a port`);
    return port;
  };
  return {
    shell: read('SHELL_PORT', base.shell),
    gateway: read('GATEWAY_PORT', base.gateway),
    remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, read(r.portVar, base.remote + i)])),
  };
}

function prefixLines(stream, label, sink) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) sink(`${label} ${line}`);
  });
}

/** Runs a TypeScript entry point with tsx's loader in one Node process (cwd: the package that has tsx). */
function spawnTs(pkg, entry, args, env, label, sink) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: at(pkg), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, label, sink);
  prefixLines(child.stderr, label, sink);
  return child;
}

async function waitForHealth(url, child, label, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} exited (code ${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000}s`);
}

/** Resident memory of a process in MB (Linux). */
export function rssMB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

function remoteUrlsEnv(ports) {
  return Object.fromEntries(REMOTES.map((r) => [`PORTAL_REMOTE_${r.name.toUpperCase()}_URL`, `http://localhost:${ports.remotes[r.name]}/mf-manifest.json`]));
}

function shellEnv({ port, ports, logLevel, distDir, issuersDir }) {
  return {
    SHELL_PORT: String(port),
    PORTAL_GATEWAY_URL: `http://localhost:${ports.gateway}/`,
    LOG_LEVEL: logLevel,
    ...(distDir ? { SHELL_DIST_DIR: distDir } : {}),
    ...(issuersDir ? { PORTAL_ISSUERS_DIR: issuersDir } : {}),
    ...remoteUrlsEnv(ports),
  };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One more shell server (the bench serves a monolithic build with it), against a running portal's gateway. */
export async function spawnShellServer({ port, distDir, ports, logLevel = 'warn', issuersDir, sink = (line) => console.log(line) }) {
  const child = spawnTs('shell', 'server/main.ts', [], shellEnv({ port, ports, logLevel, distDir, issuersDir }), `[shell:${port}]`, sink);
  await waitForHealth(`http://127.0.0.1:${port}/health`, child, `the shell server on ${port}`);
  return { stop: () => stopChild(child) };
}

/**
 * options: ports, gatewayDataDir ('memory://' for a fresh database), issuersDir, remoteDirs (name ->
 * folder served for that remote), shellDistDir, logLevel, sink (a line printer), onUnexpectedExit,
 * extraOrigins (more browser origins the gateway admits, besides the shell's).
 */
export async function startPortal(options) {
  const { ports } = options;
  const sink = options.sink ?? ((line) => console.log(line));
  const logLevel = options.logLevel ?? 'warn';
  const issuers = options.issuersDir ? { PORTAL_ISSUERS_DIR: options.issuersDir } : {};
  const children = [];
  let stopping = false;

  const watch = (child, label) => {
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) options.onUnexpectedExit?.(label, code, signal);
    });
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
  };

  try {
    const gateway = watch(
      spawnTs('gateway', 'src/main.ts', [], {
        GATEWAY_PORT: String(ports.gateway),
        SHELL_PORT: String(ports.shell),
        LOG_LEVEL: logLevel,
        ...(options.gatewayDataDir ? { GATEWAY_DATA_DIR: options.gatewayDataDir } : {}),
        ...(options.extraOrigins?.length
          ? { GATEWAY_ALLOWED_ORIGINS: [`http://localhost:${ports.shell}`, `http://*.localhost:${ports.shell}`, `http://127.0.0.1:${ports.shell}`, ...options.extraOrigins].join(',') }
          : {}),
        ...issuers,
      }, '[gateway]', sink),
      'gateway',
    );
    const origins = REMOTES.map((r) => `${r.name}=${options.remoteDirs?.[r.name] ?? at(r.dir, 'dist')}@${ports.remotes[r.name]}`);
    const remotes = watch(spawnTs('shell', 'server/static-origins.ts', origins, { LOG_LEVEL: logLevel }, '[remotes]', sink), 'remotes');
    const shell = watch(
      spawnTs('shell', 'server/main.ts', [], shellEnv({ port: ports.shell, ports, logLevel, distDir: options.shellDistDir, issuersDir: options.issuersDir }), '[shell]', sink),
      'shell',
    );
    const [gatewayMs] = await Promise.all([
      waitForHealth(`http://127.0.0.1:${ports.gateway}/health`, gateway, 'the gateway'),
      ...REMOTES.map((r) => waitForHealth(`http://127.0.0.1:${ports.remotes[r.name]}/health`, remotes, `the ${r.dir} origin`)),
      waitForHealth(`http://127.0.0.1:${ports.shell}/health`, shell, 'the shell server'),
    ]);
    return { stop, gateway: { pid: gateway.pid, readyMs: gatewayMs }, children };
  } catch (error) {
    await stop();
    throw error;
  }
}

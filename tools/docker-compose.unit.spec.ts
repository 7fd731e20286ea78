/**
 * docker-compose.yml and the Dockerfile cannot run where the tests run (no Docker daemon), so this test reads
 * them as text and holds them to what the deployment relies on: the services exist, the application runs from
 * the multi-stage image, Redis keeps BullMQ's keys, nothing starts before what it needs is healthy, every
 * long-running service is health-checked (or says why not), state lives on named volumes, and the final
 * image stage is Node 24, unprivileged and free of TypeScript sources and dev dependencies. The reverse proxy
 * (deploy/caddy/Caddyfile) is the only way in, the application containers run read-only with no capability,
 * and the monitoring profile mounts files that exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isNode, isScalar, parseDocument } from 'yaml';

const ROOT = path.resolve(__dirname, '..');
const COMPOSE_TEXT = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const DOCKERFILE_TEXT = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const CADDYFILE_TEXT = readFileSync(path.join(ROOT, 'deploy/caddy/Caddyfile'), 'utf8');

// ---------------------------------------------------------------------------------------------------------
// docker-compose.yml

type Command = string | string[];

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: Command;
  restart?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: Command; disable?: boolean };
  entrypoint?: Command;
  stop_grace_period?: string;
  ports?: (string | number | { target?: number; published?: string | number; protocol?: string })[];
  user?: string;
  read_only?: boolean;
  tmpfs?: string | string[];
  cap_drop?: string[];
  cap_add?: string[];
  profiles?: string[];
}

interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  /** The comment written next to each service's `healthcheck` key, by service name. */
  healthcheckComments: Map<string, string>;
}

function loadCompose(text: string): Compose {
  // Compose resolves YAML merge keys (`<<: *app`), so the test does too.
  const doc = parseDocument(text, { merge: true });
  if (doc.errors.length > 0) throw new Error(doc.errors.map((error) => error.message).join('\n'));
  const file = (doc.toJS() ?? {}) as {
    services?: Record<string, Service>;
    volumes?: Record<string, unknown>;
  };

  const healthcheckComments = new Map<string, string>();
  const services = doc.get('services', true);
  if (isMap(services)) {
    for (const service of services.items) {
      if (!isScalar(service.key) || !isMap(service.value)) continue;
      for (const entry of service.value.items) {
        if (!isScalar(entry.key) || entry.key.value !== 'healthcheck') continue;
        const value = isNode(entry.value) ? entry.value : undefined;
        const comment = [entry.key.commentBefore, entry.key.comment, value?.commentBefore, value?.comment]
          .filter(Boolean)
          .join('\n');
        healthcheckComments.set(String(service.key.value), comment.trim());
      }
    }
  }
  return { services: file.services ?? {}, volumes: file.volumes ?? {}, healthcheckComments };
}

const commandText = (command: Command | undefined): string =>
  Array.isArray(command) ? command.join(' ') : (command ?? '');

function dependencies(service: Service): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, { condition }]) => [name, condition ?? 'service_started']),
  );
}

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

/** `source:target` of a volume mount, in either syntax. */
function mounts(service: Service): { source: string; target: string }[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return { source: volume.source ?? '', target: volume.target ?? '' };
    const [source = '', target = ''] = volume.split(':');
    return { source, target };
  });
}

const isNamedVolume = (source: string): boolean => /^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(source);

/** Built from the repository's Dockerfile (context = the repository root). */
function buildsRootDockerfile(service: Service): boolean {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  if (!build) return false;
  return ['.', './'].includes(build.context ?? '.') && (build.dockerfile ?? 'Dockerfile') === 'Dockerfile';
}

/** Services that run once and exit: what others wait for with `service_completed_successfully`. */
function oneShotServices(compose: Compose): Set<string> {
  const names = new Set<string>();
  for (const service of Object.values(compose.services)) {
    for (const [name, condition] of Object.entries(dependencies(service))) {
      if (condition === 'service_completed_successfully') names.add(name);
    }
  }
  return names;
}

const REQUIRED_SERVICES = ['postgres', 'redis', 'mailpit', 'api', 'worker'];
const APP_SERVICES = ['api', 'worker'];

function missingServices(compose: Compose): string[] {
  return REQUIRED_SERVICES.filter((name) => !compose.services[name]).map((name) => `no service "${name}"`);
}

function applicationImageProblems(compose: Compose): string[] {
  const problems: string[] = [];
  for (const name of APP_SERVICES) {
    const service = compose.services[name];
    if (!service) continue;
    const fromSameImage =
      service.image !== undefined &&
      Object.values(compose.services).some(
        (other) => other.image === service.image && buildsRootDockerfile(other),
      );
    if (!buildsRootDockerfile(service) && !fromSameImage) {
      problems.push(`${name} neither builds the Dockerfile nor uses the image built from it`);
    }
  }
  const [api, worker] = APP_SERVICES.map((name) => compose.services[name]);
  if (api?.image !== worker?.image) problems.push('api and worker do not run the same image');
  const apiCommand = commandText(api?.command);
  if (apiCommand && !apiCommand.includes('backend/dist/main.js')) problems.push('api does not run main.js');
  if (!commandText(worker?.command).includes('backend/dist/worker.js'))
    problems.push('worker does not run worker.js');
  return problems;
}

function redisProblems(compose: Compose): string[] {
  const command = commandText(compose.services.redis?.command).replace(/\s+/g, ' ');
  const problems: string[] = [];
  if (!command.includes('--appendonly yes')) problems.push('redis runs without --appendonly yes');
  if (!command.includes('--maxmemory-policy noeviction')) problems.push('redis runs without noeviction');
  return problems;
}

function dependencyProblems(compose: Compose): string[] {
  const problems: string[] = [];
  for (const name of APP_SERVICES) {
    const dependsOn = dependencies(compose.services[name] ?? {});
    for (const needed of ['postgres', 'redis']) {
      if (dependsOn[needed] !== 'service_healthy') {
        problems.push(`${name} does not wait for ${needed} to be healthy`);
      }
    }
  }
  for (const [name, service] of Object.entries(compose.services)) {
    for (const [needed, condition] of Object.entries(dependencies(service))) {
      const target = compose.services[needed];
      if (!target) problems.push(`${name} depends on the unknown service "${needed}"`);
      else if (condition === 'service_healthy' && (!target.healthcheck?.test || target.healthcheck.disable)) {
        problems.push(`${name} waits for ${needed} to be healthy, but ${needed} has no health check`);
      }
    }
  }
  return problems;
}

function healthcheckProblems(compose: Compose): string[] {
  const oneShot = oneShotServices(compose);
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services)) {
    if (oneShot.has(name) || service.restart === 'no') continue;
    const { test, disable } = service.healthcheck ?? {};
    if (disable === true) {
      // Switching the check off is a decision: the file must say why, next to it.
      if ((compose.healthcheckComments.get(name) ?? '').length < 40) {
        problems.push(`${name} disables its health check without a comment saying why`);
      }
    } else if (commandText(test).trim() === '' || commandText(test) === 'NONE') {
      problems.push(`${name} runs for good but has no health check`);
    }
  }
  return problems;
}

function volumeProblems(compose: Compose): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services)) {
    for (const { source } of mounts(service)) {
      if (isNamedVolume(source) && !(source in compose.volumes)) {
        problems.push(`${name} mounts the undeclared volume "${source}"`);
      }
    }
  }
  const expected: [string, string][] = [
    ['postgres', '/var/lib/postgresql/data'],
    ['redis', '/data'],
    ['api', environment(compose.services.api ?? {}).MEDIA_DIR ?? '(MEDIA_DIR unset)'],
  ];
  for (const [name, target] of expected) {
    const mounted = mounts(compose.services[name] ?? {}).some(
      (mount) => isNamedVolume(mount.source) && mount.target === target,
    );
    if (!mounted) problems.push(`${name} keeps ${target} on no named volume`);
  }
  return problems;
}

/** Ports a service publishes on the host, as `<container port>/<protocol>` (tcp unless said). */
function publishedPorts(service: Service): string[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return `${port.target}/${port.protocol ?? 'tcp'}`;
    const [spec, protocol = 'tcp'] = String(port).split('/');
    return `${spec.split(':').pop()}/${protocol}`;
  });
}

/** The reverse proxy: the only way in, and it proxies to a service of this file. */
function proxyProblems(compose: Compose, caddyfile: string): string[] {
  const problems: string[] = [];
  const { api, caddy } = compose.services;
  if (!caddy) return ['no service "caddy"'];
  if (publishedPorts(api ?? {}).length > 0)
    problems.push('api publishes a host port: the proxy is the way in');
  for (const port of ['80/tcp', '443/tcp', '443/udp']) {
    if (!publishedPorts(caddy).includes(port)) problems.push(`caddy does not publish ${port}`);
  }
  if (!/^caddy:2\.\d+-alpine$/.test(caddy.image ?? ''))
    problems.push(`caddy's image is not caddy:2.<minor>-alpine`);
  if (
    !mounts(caddy).some(
      ({ source, target }) => source === './deploy/caddy/Caddyfile' && target === '/etc/caddy/Caddyfile',
    )
  ) {
    problems.push('caddy does not mount deploy/caddy/Caddyfile');
  }
  if (
    JSON.stringify(caddy.cap_drop) !== '["ALL"]' ||
    JSON.stringify(caddy.cap_add) !== '["NET_BIND_SERVICE"]'
  ) {
    problems.push('caddy keeps capabilities other than NET_BIND_SERVICE');
  }
  const upstream = /^\s*dynamic\s+a\s+(\S+)\s+(\d+)/m.exec(caddyfile);
  if (!upstream) problems.push('the Caddyfile has no `dynamic a <service> <port>` upstream');
  else {
    const [, name, port] = upstream;
    const target = compose.services[name];
    if (!target) problems.push(`the Caddyfile proxies to "${name}", which is no service of the file`);
    else if (environment(target).PORT !== port)
      problems.push(`the Caddyfile proxies to ${name}:${port}, not its PORT`);
  }
  if (!/\bhealth_uri\b|\bfail_duration\b/.test(caddyfile))
    problems.push('the Caddyfile checks no upstream health');
  const trustProxy = environment(api ?? {}).TRUST_PROXY ?? '';
  if (!/^\$\{TRUST_PROXY:-[1-9]/.test(trustProxy))
    problems.push(`api believes no proxy: TRUST_PROXY=${trustProxy}`);
  if (!environment(api ?? {}).PUBLIC_URL?.includes('https://${SITE_ADDRESS')) {
    problems.push('PUBLIC_URL does not default to https://$SITE_ADDRESS');
  }
  return problems;
}

const APPLICATION_ROLES = ['migrate', 'api', 'worker'];

/** Paths the final stage of the Dockerfile creates and gives to its user (`mkdir -p ... && chown ...`). */
function userWritablePaths(dockerfile: string): string[] {
  const final = parseDockerfile(dockerfile).pop();
  const workdir = final?.instructions.filter(({ keyword }) => keyword === 'WORKDIR').pop()?.args ?? '/';
  return (final?.instructions ?? [])
    .filter(({ keyword, args }) => keyword === 'RUN' && args.includes('chown'))
    .flatMap(({ args }) => /mkdir -p ([^&]+)/.exec(args)?.[1].trim().split(/\s+/) ?? [])
    .map((dir) => path.posix.resolve(workdir, dir));
}

/** The application's containers: unprivileged, read-only but for /tmp and named volumes it may write. */
function hardeningProblems(compose: Compose, dockerfile: string): string[] {
  const problems: string[] = [];
  const writable = userWritablePaths(dockerfile);
  for (const name of APPLICATION_ROLES) {
    const service = compose.services[name];
    if (!service) continue;
    if (!service.user || ['root', '0'].includes(service.user.split(':')[0]))
      problems.push(`${name} runs as root`);
    if (service.read_only !== true) problems.push(`${name} has a writable root file system`);
    if (![service.tmpfs].flat().includes('/tmp')) problems.push(`${name} has no /tmp in memory`);
    if (JSON.stringify(service.cap_drop) !== '["ALL"]' || service.cap_add)
      problems.push(`${name} keeps capabilities`);
    for (const { source, target } of mounts(service)) {
      if (!isNamedVolume(source)) problems.push(`${name} mounts ${source}, not a named volume`);
      if (!writable.includes(target))
        problems.push(`${name} mounts ${target}, which the image does not give to its user`);
    }
  }
  for (const [name, service] of Object.entries(compose.services)) {
    if (!service.restart) problems.push(`${name} has no restart policy`);
  }
  for (const name of ['api', 'worker', 'caddy']) {
    if (!compose.services[name]?.stop_grace_period) problems.push(`${name} has no stop_grace_period`);
  }
  return problems;
}

/** Prometheus and Grafana, only with `--profile monitoring`, on the files the repository holds. */
function monitoringProblems(compose: Compose): string[] {
  const problems: string[] = [];
  const expected: Record<string, string[]> = {
    prometheus: ['./deploy/monitoring/prometheus.yml'],
    grafana: ['./deploy/monitoring/grafana/provisioning', './deploy/monitoring/grafana/dashboards'],
  };
  for (const [name, sources] of Object.entries(expected)) {
    const service = compose.services[name];
    if (!service) {
      problems.push(`no service "${name}"`);
      continue;
    }
    if (JSON.stringify(service.profiles) !== '["monitoring"]')
      problems.push(`${name} is not in the monitoring profile`);
    if (!/:(v?\d+\.\d+\.\d+)$/.test(service.image ?? '')) problems.push(`${name}'s image is not pinned`);
    const mounted = mounts(service).map(({ source }) => source);
    for (const source of sources) {
      if (!mounted.includes(source)) problems.push(`${name} does not mount ${source}`);
      else if (!existsSync(path.join(ROOT, source)))
        problems.push(`${name} mounts ${source}, which does not exist`);
    }
  }
  const grafana = compose.services.grafana ?? {};
  if (!(grafana.ports ?? []).every((port) => String(port).startsWith('127.0.0.1:'))) {
    problems.push('grafana is published beyond this machine');
  }
  if (
    environment(grafana).GF_SECURITY_ADMIN_PASSWORD !== '${GRAFANA_ADMIN_PASSWORD:-}' ||
    !commandText(grafana.entrypoint).includes('GRAFANA_ADMIN_PASSWORD is required')
  ) {
    problems.push('grafana does not require GRAFANA_ADMIN_PASSWORD');
  }
  for (const name of ['api', 'worker']) {
    const env = environment(compose.services[name] ?? {});
    if (env.METRICS_PORT !== '9464' || env.METRICS_HOST !== '0.0.0.0')
      problems.push(`${name} serves no metrics on 9464`);
    if (publishedPorts(compose.services[name] ?? {}).length > 0) problems.push(`${name} publishes a port`);
  }
  if (!commandText(compose.services.worker?.healthcheck?.test).includes('127.0.0.1:9464/health')) {
    problems.push("the worker's health check does not ask its /health");
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  /** The image or stage named in FROM, build arguments resolved. */
  base: string;
  name?: string;
  instructions: Instruction[];
}

function parseDockerfile(text: string): Stage[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const full = (pending + line).trim();
    pending = '';
    if (!full) continue;
    const [keyword = '', ...rest] = full.split(/\s+/);
    instructions.push({ keyword: keyword.toUpperCase(), args: rest.join(' ') });
  }

  const globalArgs = new Map<string, string>();
  const stages: Stage[] = [];
  const resolve = (value: string): string =>
    value.replace(
      /\$\{(\w+)\}|\$(\w+)/g,
      (_, braced?: string, bare?: string) => globalArgs.get(braced ?? bare ?? '') ?? '',
    );
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
      stages.push({
        base: resolve(words[0] ?? ''),
        name: asIndex > 0 ? words[asIndex + 1]?.toLowerCase() : undefined,
        instructions: [],
      });
    } else if (stages.length === 0) {
      const match = /^(\w+)=(.*)$/.exec(instruction.args);
      if (instruction.keyword === 'ARG' && match) globalArgs.set(match[1], match[2].replace(/^"|"$/g, ''));
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

const stageNamed = (stages: Stage[], name: string | undefined): Stage | undefined =>
  stages.find((stage) => stage.name !== undefined && stage.name === name?.toLowerCase());

/** A stage with its ancestors (FROM another stage), nearest first. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const chain = [stage];
  for (let parent = stageNamed(stages, stage.base); parent && !chain.includes(parent);) {
    chain.push(parent);
    parent = stageNamed(stages, parent.base);
  }
  return chain;
}

const NPM_INSTALL = /\bnpm\s+(ci|install|i|clean-install)\b/;
const PRODUCTION_ONLY = /--omit[= ]dev\b|--production\b|--only[= ]prod/;

/** Whether a stage (or one it builds on) installs packages with their dev dependencies. */
function installsDevDependencies(stages: Stage[], stage: Stage): boolean {
  return lineage(stages, stage).some((ancestor) =>
    ancestor.instructions.some(
      ({ keyword, args }) => keyword === 'RUN' && NPM_INSTALL.test(args) && !PRODUCTION_ONLY.test(args),
    ),
  );
}

/** Flags and sources of a COPY or ADD (the last path is the destination). */
function copyArguments(args: string): { from?: string; sources: string[] } {
  const words = args.trim().startsWith('[')
    ? (JSON.parse(args.slice(args.indexOf('['))) as string[])
    : args.split(/\s+/).filter(Boolean);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1) };
}

const TYPESCRIPT_SOURCE = /\.(ts|tsx|mts|cts)$/;

/** TypeScript sources under a path of the build context (dependencies and build output left out). */
function typescriptSourcesIn(contextPath: string): string[] {
  const absolute = path.resolve(ROOT, contextPath);
  let stats;
  try {
    stats = statSync(absolute);
  } catch {
    return [];
  }
  if (!stats.isDirectory()) return TYPESCRIPT_SOURCE.test(absolute) ? [contextPath] : [];
  return readdirSync(absolute).flatMap((entry) =>
    ['node_modules', 'dist', '.git'].includes(entry)
      ? []
      : typescriptSourcesIn(path.join(contextPath, entry)),
  );
}

function finalStageProblems(stages: Stage[]): string[] {
  const final = stages[stages.length - 1];
  if (!final) return ['the Dockerfile has no FROM'];
  const problems: string[] = [];

  const parent = stageNamed(stages, final.base);
  if (parent) {
    problems.push(`the final stage builds on the "${parent.name}" stage and inherits everything in it`);
  } else if (!/^(docker\.io\/)?(library\/)?node:24([.-]|$)/.test(final.base)) {
    problems.push(`the final stage is based on "${final.base}", not Node 24`);
  }

  const user = final.instructions.filter(({ keyword }) => keyword === 'USER').pop();
  const userName = user?.args.split(':')[0].trim();
  if (!userName || userName === 'root' || userName === '0') {
    problems.push('the final stage runs as root');
  }

  for (const { keyword, args } of final.instructions) {
    if (keyword === 'RUN' && NPM_INSTALL.test(args) && !PRODUCTION_ONLY.test(args)) {
      problems.push(`the final stage installs dev dependencies: RUN ${args}`);
    }
    if (keyword !== 'COPY' && keyword !== 'ADD') continue;
    const { from, sources } = copyArguments(args);
    for (const source of sources) {
      if (from === undefined) {
        if (/[*?[]/.test(source) && !source.endsWith('.json')) {
          problems.push(`the final stage copies a pattern from the context: ${source}`);
        }
        const typescript = typescriptSourcesIn(source);
        if (typescript.length > 0) {
          problems.push(
            `the final stage copies ${typescript.length} TypeScript sources, e.g. ${typescript[0]}`,
          );
        }
        continue;
      }
      const fromStage = stageNamed(stages, from);
      if (TYPESCRIPT_SOURCE.test(source) || /(^|\/)src(\/|$)/.test(source)) {
        problems.push(`the final stage copies sources from "${from}": ${source}`);
      }
      if (/^(\.|\/|\/app)\/?$/.test(source)) {
        problems.push(`the final stage copies the whole of "${from}": ${source}`);
      }
      if (source.includes('node_modules') && (!fromStage || installsDevDependencies(stages, fromStage))) {
        problems.push(`the final stage copies node_modules with dev dependencies from "${from}"`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------

describe('docker-compose.yml', () => {
  const compose = loadCompose(COMPOSE_TEXT);

  it('parses and names postgres, redis, mailpit, api and worker', () => {
    expect(missingServices(compose)).toEqual([]);
  });

  it('runs the API and the worker from the image of the Dockerfile', () => {
    expect(applicationImageProblems(compose)).toEqual([]);
  });

  it('runs Redis with AOF on and noeviction, as BullMQ needs', () => {
    expect(redisProblems(compose)).toEqual([]);
  });

  it('starts the API and the worker only once Postgres and Redis are healthy', () => {
    expect(dependencyProblems(compose)).toEqual([]);
  });

  it('health-checks every long-running service, or says next to it why not', () => {
    expect(healthcheckProblems(compose)).toEqual([]);
  });

  it('keeps data, queues and media on declared named volumes', () => {
    expect(volumeProblems(compose)).toEqual([]);
  });

  it('migrates before the application starts and seeds the demo catalogue only when asked', () => {
    const migrate = compose.services.migrate;
    expect(migrate).toBeDefined();
    expect(commandText(migrate?.command)).toMatch(/cli\.js migrate.*SEED_SAMPLE_DATA.*cli\.js seed/s);
    expect(environment(migrate ?? {}).SEED_SAMPLE_DATA).toBe('${SEED_SAMPLE_DATA:-true}');
    for (const name of APP_SERVICES) {
      expect(dependencies(compose.services[name] ?? {}).migrate).toBe('service_completed_successfully');
    }
  });

  it('gives the worker time to finish its jobs on shutdown and sends mail to Mailpit by default', () => {
    expect(compose.services.worker?.stop_grace_period).toBe('30s');
    expect(environment(compose.services.api ?? {}).SMTP_HOST).toBe('${SMTP_HOST:-mailpit}');
    expect(environment(compose.services.worker ?? {}).SMTP_HOST).toBe('${SMTP_HOST:-mailpit}');
  });

  it('lets clients in through Caddy only, which proxies to every api replica', () => {
    expect(proxyProblems(compose, CADDYFILE_TEXT)).toEqual([]);
  });

  it('runs the application unprivileged on read-only file systems, writing only where data lives', () => {
    expect(hardeningProblems(compose, DOCKERFILE_TEXT)).toEqual([]);
  });

  it('adds Prometheus and Grafana with the monitoring profile, on files of the repository', () => {
    expect(monitoringProblems(compose)).toEqual([]);
  });

  it('holds no literal secret: passwords come from the environment', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(environment(service))) {
        if (/PASSWORD|SECRET|TOKEN/.test(key) && value !== '')
          expect(`${name} ${key}=${value}`).toMatch(/=\$\{/);
      }
      const databaseUrl = environment(service).DATABASE_URL;
      if (databaseUrl) expect(databaseUrl).toMatch(/:\$\{POSTGRES_PASSWORD(:-[^}]*)?\}@/);
    }
  });
});

describe('Dockerfile', () => {
  const stages = parseDockerfile(DOCKERFILE_TEXT);

  it('is multi-stage and ends on Node 24, as a non-root user, without TypeScript sources or dev dependencies', () => {
    expect(stages.length).toBeGreaterThan(1);
    expect(finalStageProblems(stages)).toEqual([]);
  });

  it('runs the API in production mode on port 3000 with a health check', () => {
    const final = stages[stages.length - 1];
    const argsOf = (keyword: string): string[] =>
      final.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
    expect(argsOf('ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    expect(argsOf('EXPOSE')).toContain('3000');
    expect(argsOf('HEALTHCHECK').join(' ')).toContain('/api/health');
    expect(argsOf('CMD').pop()).toBe('["node", "backend/dist/main.js"]');
  });

  it('skips the Playwright browser download wherever it installs dev dependencies', () => {
    for (const stage of stages.filter((candidate) => installsDevDependencies(stages, candidate))) {
      const env = lineage(stages, stage)
        .flatMap((ancestor) => ancestor.instructions)
        .filter(({ keyword }) => keyword === 'ENV')
        .map(({ args }) => args)
        .join(' ');
      expect(`${stage.name}: ${env}`).toMatch(/PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1/);
    }
  });
});

describe('the checks above', () => {
  const compose = (mutate: (compose: Compose) => void): Compose => {
    const copy = loadCompose(COMPOSE_TEXT);
    mutate(copy);
    return copy;
  };
  const dockerfile = (edit: (text: string) => string): Stage[] => parseDockerfile(edit(DOCKERFILE_TEXT));

  it.each<[string, () => string[]]>([
    ['a missing worker', () => missingServices(compose((c) => delete c.services.worker))],
    [
      'Redis that may evict keys',
      () => redisProblems(compose((c) => (c.services.redis.command = 'redis-server'))),
    ],
    [
      'an API that starts before Redis is healthy',
      () => dependencyProblems(compose((c) => (c.services.api.depends_on = ['postgres', 'redis']))),
    ],
    [
      'an API without health check',
      () => healthcheckProblems(compose((c) => delete c.services.api.healthcheck)),
    ],
    [
      'a health check switched off without a reason',
      () =>
        healthcheckProblems(
          compose((c) => {
            c.services.worker.healthcheck = { disable: true };
            c.healthcheckComments.delete('worker');
          }),
        ),
    ],
    [
      'an API published on the host',
      () =>
        proxyProblems(
          compose((c) => (c.services.api.ports = ['3000:3000'])),
          CADDYFILE_TEXT,
        ),
    ],
    [
      'a proxy without HTTP/3',
      () =>
        proxyProblems(
          compose((c) => (c.services.caddy.ports = ['80:80', '443:443'])),
          CADDYFILE_TEXT,
        ),
    ],
    [
      'a Caddyfile proxying to an unknown service',
      () =>
        proxyProblems(
          compose(() => undefined),
          CADDYFILE_TEXT.replace('dynamic a api', 'dynamic a backend'),
        ),
    ],
    [
      'a writable worker',
      () =>
        hardeningProblems(
          compose((c) => delete c.services.worker.read_only),
          DOCKERFILE_TEXT,
        ),
    ],
    [
      'a volume the image does not give to its user',
      () =>
        hardeningProblems(
          compose(() => undefined),
          DOCKERFILE_TEXT.replace(' /backups &&', ' &&'),
        ),
    ],
    [
      'Grafana outside the monitoring profile',
      () => monitoringProblems(compose((c) => delete c.services.grafana.profiles)),
    ],
    ['an undeclared volume', () => volumeProblems(compose((c) => delete c.volumes['redis-data']))],
    [
      'a final stage on Node 22',
      () => finalStageProblems(dockerfile((t) => t.replaceAll('node:24', 'node:22'))),
    ],
    [
      'a final stage running as root',
      () => finalStageProblems(dockerfile((t) => t.replace('USER node', 'USER root'))),
    ],
    [
      'TypeScript sources in the final stage',
      () => finalStageProblems(dockerfile((t) => `${t}\nCOPY backend/src backend/src\n`)),
    ],
    [
      'dev dependencies in the final stage',
      () => finalStageProblems(dockerfile((t) => `${t}\nCOPY --from=deps /app/node_modules node_modules\n`)),
    ],
  ])('catch %s', (_, problems) => {
    expect(problems()).not.toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES } from '@school/contracts';
import { baseServiceEnv, type EnvSchema } from '@school/server-kit';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { authEnv } from '../../services/auth/src/config';
import { gatewayEnv } from '../../services/gateway/src/config';
import { schedulingEnv } from '../../services/scheduling/src/config';

// docker/kubernetes/ checked offline: every object against the Kubernetes schemas (kubernetes-models),
// then what no schema knows — every service and portal has a Deployment and a PodDisruptionBudget,
// selectors match the pods' labels, every variable a process requires is given and every one given
// is read, config and secrets come by reference from objects that exist, images are the Dockerfiles'.
const ROOT = join(__dirname, '..', '..');
const DIR = join(ROOT, 'docker', 'kubernetes');
const PORTALS = ['shell', 'mfe-staff', 'mfe-teacher', 'mfe-student'];
const PROCESSES = ['gateway', ...SERVICES];

type Labels = Record<string, string>;
type EnvVar = {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } };
};
// Read as what the manifests must hold: a missing part fails the test where it is read.
type Probe = { httpGet: { path: string }; exec: { command: string[] } };
type Container = {
  image: string;
  env?: EnvVar[];
  readinessProbe: Probe;
  livenessProbe: Probe;
  resources?: { requests?: { cpu?: string; memory?: string } };
  volumeMounts?: { name: string; mountPath: string }[];
};
type Spec = {
  type?: string;
  replicas: number;
  minReplicas: number;
  serviceName: string;
  scaleTargetRef: unknown;
  // a Service's selector is its labels; the others' are { matchLabels }
  selector: Labels & { matchLabels: Labels };
  template: { metadata: { labels: Labels }; spec: { containers: Container[] } };
};
type Obj = { apiVersion: string; kind: string; metadata: { name: string; labels?: Labels }; spec: Spec; data?: Labels };

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

// The variables each process reads: its schema, plus the two the logger and the NATS subjects read directly.
const ENV: Record<string, EnvSchema> = { gateway: gatewayEnv, auth: authEnv, scheduling: schedulingEnv };
const DIRECT_ENV = ['NATS_NAMESPACE', 'LOG_LEVEL'];

const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const objects: (Obj & { file: string })[] = files.flatMap((file) =>
  parseAllDocuments(readFileSync(join(DIR, file), 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    return { ...(doc.toJS() as Obj), file };
  }),
);
const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const containerOf = (o: Obj): Container => o.spec.template.spec.containers[0];

describe('docker/kubernetes manifests', () => {
  it('are valid Kubernetes objects', () => {
    const problems: string[] = [];
    for (const o of objects) {
      const Model = MODELS[`${o.apiVersion}/${o.kind}`];
      if (!Model) {
        problems.push(`${o.file}: ${o.kind} ${o.metadata?.name}: no schema for ${o.apiVersion}`);
        continue;
      }
      try {
        new Model(o as never).validate();
      } catch (e) {
        problems.push(`${o.file}: ${o.kind} ${o.metadata.name}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    const names = objects.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('are all listed in kustomization.yaml', () => {
    const kustomization = parseAllDocuments(readFileSync(join(DIR, 'kustomization.yaml'), 'utf8'))[0].toJS() as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });

  it('give every service and portal a Deployment with replicas, probes and requests, and a PodDisruptionBudget', () => {
    for (const name of [...PROCESSES, ...PORTALS]) {
      const deployment = find('Deployment', name);
      expect(deployment && deployment.spec.replicas).toBeGreaterThanOrEqual(2);
      const container = containerOf(deployment!);
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.resources?.requests?.cpu).toBeDefined();
      expect(container.resources?.requests?.memory).toBeDefined();
      const pdb = find('PodDisruptionBudget', name);
      expect(pdb?.spec.selector.matchLabels).toEqual(deployment!.spec.selector.matchLabels);
    }
  });

  it('probe what each process really serves: the gateway /readyz and /healthz, services their NATS health command, portals nginx', () => {
    const gateway = containerOf(find('Deployment', 'gateway')!);
    expect(gateway.readinessProbe.httpGet.path).toBe('/readyz');
    expect(gateway.livenessProbe.httpGet.path).toBe('/healthz');
    for (const name of SERVICES) {
      const c = containerOf(find('Deployment', name)!);
      expect(c.readinessProbe.exec.command).toEqual(['service-entrypoint', 'health']);
      expect(c.livenessProbe.exec.command).toEqual(['service-entrypoint', 'health']);
    }
    const entrypoint = readFileSync(join(ROOT, 'docker', 'service-entrypoint.sh'), 'utf8');
    expect(entrypoint).toContain('health');
    for (const name of PORTALS) {
      const c = containerOf(find('Deployment', name)!);
      expect(c.readinessProbe.httpGet.path).toBe('/healthz');
      const template = readFileSync(
        join(ROOT, 'docker', 'nginx', name === 'shell' ? 'shell.conf.template' : 'remote.conf.template'),
        'utf8',
      );
      expect(template).toContain('location = /healthz');
    }
  });

  it('autoscale the gateway and scheduling', () => {
    for (const name of ['gateway', 'scheduling']) {
      const hpa = find('HorizontalPodAutoscaler', name);
      expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
  });

  it('select the pods they mean: every selector matches its template labels, every Service some pods', () => {
    const podLabels = objects
      .filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind))
      .map((o) => o.spec.template.metadata.labels as Record<string, string>);
    const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
      Object.entries(selector).every(([k, v]) => labels[k] === v);
    for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'StatefulSet'))
      expect(matches(o.spec.selector.matchLabels, o.spec.template.metadata.labels)).toBe(true);
    for (const s of objects.filter((o) => o.kind === 'Service' && o.spec.type !== 'ExternalName'))
      expect([s.metadata.name, podLabels.some((l) => matches(s.spec.selector, l))]).toEqual([s.metadata.name, true]);
    for (const p of objects.filter((o) => o.kind === 'PodDisruptionBudget'))
      expect([p.metadata.name, podLabels.some((l) => matches(p.spec.selector.matchLabels, l))]).toEqual([p.metadata.name, true]);
  });

  it('give every process the variables it requires, only ones it reads, config and secrets by reference', () => {
    const config = find('ConfigMap', 'school-config')!;
    for (const name of PROCESSES) {
      const schema = ENV[name] ?? baseServiceEnv;
      const env = containerOf(find('Deployment', name)!).env ?? [];
      const given = env.map((e) => e.name);
      const required = Object.entries(schema)
        .filter(([, s]) => !s.optional)
        .map(([k]) => k);
      expect([name, required.filter((k) => !given.includes(k))]).toEqual([name, []]);
      expect([name, given.filter((k) => !(k in schema) && !DIRECT_ENV.includes(k))]).toEqual([name, []]);
      for (const e of env) {
        // a secret's value is never written here
        if (schema[e.name]?.secret)
          expect([name, e.name, e.valueFrom?.secretKeyRef?.name]).toEqual([name, e.name, 'school-secrets']);
        const ref = e.valueFrom?.configMapKeyRef;
        if (ref) expect([name, ref.name, ref.key in (config.data ?? {})]).toEqual([name, 'school-config', true]);
      }
    }
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    // the shell writes /remotes.json and its CSP from these at start (docker/web.Dockerfile)
    const shell = (containerOf(find('Deployment', 'shell')!).env ?? []).map((e) => e.name);
    expect(shell.sort()).toEqual(['API_URL', 'API_WS_URL', 'MFE_STAFF_URL', 'MFE_STUDENT_URL', 'MFE_TEACHER_URL']);
  });

  it('run the images the Dockerfiles build, and mount the shared files volume where FILES_DIR says', () => {
    const config = find('ConfigMap', 'school-config')!;
    for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
      const image = containerOf(o).image;
      const [, repo] = /^school\/([a-z-]+):/.exec(image) ?? [];
      const built = PORTALS.includes(repo) || existsSync(join(ROOT, 'docker', `${repo}.Dockerfile`));
      expect([o.metadata.name, image, built]).toEqual([o.metadata.name, image, true]);
      const mount = containerOf(o).volumeMounts?.find((m) => m.name === 'files');
      if (mount) expect(mount.mountPath).toBe(config.data!.FILES_DIR);
    }
    // one image per front end: web.Dockerfile --build-arg APP=<name>
    expect(readFileSync(join(ROOT, 'docker', 'web.Dockerfile'), 'utf8')).toMatch(/^ARG APP\b/m);
  });

  it('run NATS JetStream as a cluster of three, and name PostgreSQL and Redis as external services', () => {
    const nats = find('StatefulSet', 'nats')!;
    expect(nats.spec.replicas).toBe(3);
    const conf = find('ConfigMap', 'nats-config')!.data!['nats.conf'];
    expect(conf).toMatch(/jetstream\s*\{/);
    for (let i = 0; i < 3; i++) expect(conf).toContain(`nats://nats-${i}.${nats.spec.serviceName}:6222`);
    expect(find('ConfigMap', 'school-config')!.data!.NATS_URL).toBe('nats://nats:4222');
    for (const name of ['postgres', 'redis']) expect(find('Service', name)?.spec.type).toBe('ExternalName');
  });
});

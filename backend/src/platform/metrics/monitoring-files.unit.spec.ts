import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { Metrics } from './metrics';

const ROOT = path.resolve(__dirname, '../../../..');
const MONITORING = path.join(ROOT, 'deploy/monitoring');
const read = (file: string) => readFileSync(path.join(MONITORING, file), 'utf8');

interface Panel {
  title: string;
  type: string;
  datasource?: { uid: string };
  targets?: { expr: string; datasource: { uid: string } }[];
}

/** The metric names a PromQL expression reads: ours, and prom-client's process and Node.js ones. */
function metricNames(expr: string): string[] {
  return [...expr.matchAll(/\b(?:costa|process|nodejs)_[a-z0-9_]+/g)].map(([name]) => name);
}

describe('the monitoring files (deploy/monitoring)', () => {
  const dashboard = JSON.parse(read('grafana/dashboards/costa-cantabria.json')) as {
    uid: string;
    panels: Panel[];
  };
  const queried = dashboard.panels.flatMap((panel) => panel.targets ?? []);

  it('give every dashboard query a metric the product registers, under its own name or a histogram series', () => {
    const registered = new Metrics().registry.getMetricsAsArray().map((metric) => metric.name);
    const series = (name: string) => [name, ...['_bucket', '_count', '_sum'].map((suffix) => name + suffix)];
    const known = new Set(registered.flatMap(series));
    const names = queried.flatMap((target) => metricNames(target.expr));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    // Every metric of ours is on the dashboard.
    const ours = registered.filter((name) => name.startsWith('costa_'));
    expect(ours.filter((name) => !names.some((used) => series(name).includes(used)))).toEqual([]);
  });

  it('query the provisioned Prometheus data source, which Grafana finds where the compose file mounts it', () => {
    const datasources = parse(read('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { uid: string; type: string; url: string }[];
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'prometheus', type: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(panels.every((panel) => panel.datasource?.uid === 'prometheus')).toBe(true);
    expect(queried.every((target) => target.datasource.uid === 'prometheus')).toBe(true);

    const providers = parse(read('grafana/provisioning/dashboards/costa-cantabria.yml')) as {
      providers: { type: string; options: { path: string } }[];
    };
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { volumes?: string[] }>;
    };
    const mounts = (service: string) =>
      Object.fromEntries(
        (compose.services[service].volumes ?? [])
          .map((volume) => volume.split(':').slice(0, 2))
          .map(([from, to]) => [to, from]),
      );
    expect(mounts('grafana')[providers.providers[0].options.path]).toBe(
      './deploy/monitoring/grafana/dashboards',
    );
    expect(mounts('grafana')['/etc/grafana/provisioning']).toBe('./deploy/monitoring/grafana/provisioning');
    expect(mounts('prometheus')['/etc/prometheus/prometheus.yml']).toBe('./deploy/monitoring/prometheus.yml');
  });

  it('scrape every replica of the API and the worker on their metrics port', () => {
    const prometheus = parse(read('prometheus.yml')) as {
      scrape_configs: {
        job_name: string;
        dns_sd_configs: { names: string[]; type: string; port: number }[];
      }[];
    };
    expect(
      prometheus.scrape_configs.map(({ job_name, dns_sd_configs }) => ({ job_name, dns_sd_configs })),
    ).toEqual(
      ['api', 'worker'].map((service) => ({
        job_name: service,
        dns_sd_configs: [expect.objectContaining({ names: [service], type: 'A', port: 9464 })],
      })),
    );
  });
});

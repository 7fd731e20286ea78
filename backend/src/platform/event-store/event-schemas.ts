import { Injectable } from '@nestjs/common';
import type { EventCatalog, Upcaster } from './event-catalog';

/**
 * Schema versions of event types and the upcasters that lift old payloads to the current version.
 * An event is stored with the current version of its type; reading applies upcasters v -> v+1 in turn,
 * so handlers only ever see the current shape.
 */

interface EventSchema {
  version: number;
  upcasters: Map<number, Upcaster>;
}

@Injectable()
export class EventSchemas {
  private readonly schemas = new Map<string, EventSchema>();

  /** Declares the current version of an event type; `upcasters[v]` turns version v into v + 1. */
  define(type: string, version: number, upcasters: Record<number, Upcaster> = {}): void {
    const map = new Map(Object.entries(upcasters).map(([from, fn]) => [Number(from), fn]));
    for (let v = 1; v < version; v++) {
      if (!map.has(v)) throw new Error(`Event ${type} v${version} lacks an upcaster from v${v}`);
    }
    this.schemas.set(type, { version, upcasters: map });
  }

  /** Declares every event of a module's catalogue (modules register theirs when they start). */
  register(catalog: EventCatalog): void {
    for (const type of catalog.types) {
      const { version = 1, upcasters = {} } = catalog.schemas[type];
      this.define(type, version, upcasters);
    }
  }

  currentVersion(type: string): number {
    return this.schemas.get(type)?.version ?? 1;
  }

  upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const schema = this.schemas.get(type);
    if (!schema) return { data, schemaVersion };
    let current = data;
    for (let v = schemaVersion; v < schema.version; v++) {
      current = (schema.upcasters.get(v) as Upcaster)(current);
    }
    return { data: current, schemaVersion: Math.max(schemaVersion, schema.version) };
  }
}

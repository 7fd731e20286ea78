import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../event-store/stored-event';
import type { AsyncProcessor, InlineProjection } from './projection';

/** Modules register their projections and processors here when they start. */
@Injectable()
export class ProjectionRegistry {
  private readonly inline = new Map<string, InlineProjection>();
  private readonly processors = new Map<string, AsyncProcessor>();

  registerInline(projection: InlineProjection): void {
    if (this.inline.has(projection.name)) throw new Error(`Projection ${projection.name} registered twice`);
    this.inline.set(projection.name, projection);
  }

  registerProcessor(processor: AsyncProcessor): void {
    if (this.processors.has(processor.name)) throw new Error(`Processor ${processor.name} registered twice`);
    this.processors.set(processor.name, processor);
  }

  inlineProjections(): InlineProjection[] {
    return [...this.inline.values()];
  }

  asyncProcessors(): AsyncProcessor[] {
    return [...this.processors.values()];
  }

  /** Applies each event, in order, to every inline projection that handles its type. */
  async applyInline(em: EntityManager, events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      for (const projection of this.inline.values()) {
        if (projection.eventTypes.includes(event.type)) await projection.apply(em, event);
      }
    }
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';

/** What the platform knows about the request (or job) being served; feeds event metadata and logs. */
export interface RequestContext {
  requestId: string;
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  /** Sets the acting user once authentication has identified them. */
  setActor(actorId: string | null): void {
    const context = storage.getStore();
    if (context) context.actorId = actorId;
  },
};

import type { Writable } from 'node:stream';

/*
 * The frontend's server renderer as the backend sees it (frontend/src/entry-server.tsx, built into
 * frontend/dist-server/entry-server.js and imported at start). The backend does not compile the frontend:
 * this is the contract between the two, checked by the server-rendering tests.
 */

export interface RenderRequest {
  url: string;
  origin: string;
  transport: (request: Request) => Promise<Response>;
  onError?: (error: unknown) => void;
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser' }
  | {
      kind: 'page';
      status: number;
      language: string;
      head: string;
      state: string;
      contents: string;
      modules: string[];
      pipe: (destination: Writable) => void;
    };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

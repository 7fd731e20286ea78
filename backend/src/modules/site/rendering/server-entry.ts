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
  { kind: 'redirect'; status: number; location: string } | { kind: 'browser' } | LoadedPage;

export interface LoadedPage {
  kind: 'page';
  language: string;
  state: string;
  contents: string;
  modules: string[];
  render: () => Promise<PageHtml>;
}

export interface PageHtml {
  status: number;
  head: string;
  html: string;
}

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

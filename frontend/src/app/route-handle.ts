/** What a route tells the server renderer (entry-server.tsx) through its `handle`. */
export interface RouteHandle {
  /** 'browser': the server sends the page's frame and the browser renders it (signed-in and staff pages). */
  rendering?: 'browser';
}

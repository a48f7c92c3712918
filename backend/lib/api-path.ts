/** Whether a request path belongs to the JSON API (everything else is the static site). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

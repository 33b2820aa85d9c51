/** The routes under app/api, read from disk, so that tests over "every route" grow with the API. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const API_DIR = path.join(process.cwd(), 'app', 'api');

/** Sample values for the dynamic segments, so that each route can be called. */
const SAMPLE_SEGMENTS: Record<string, string> = {
  id: '665f1c2ab7e4c1a2b3c4d5e6',
  email: 'nobody@mrittika.test',
  nextauth: 'session',
  path: 'no-such-route',
  outcome: 'success',
  toolId: '665f1c2ab7e4c1a2b3c4d5e6',
};

export type ApiRoute = {
  /** As the OpenAPI document writes it: [id] -> {id}, [...nextauth] -> {nextauth}. */
  openApiPath: string;
  /** A URL that reaches the route. */
  samplePath: string;
  /** The catch-all that answers paths no route serves. */
  isCatchAll: boolean;
};

export async function apiRoutesOnDisk(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const entry of await readdir(API_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^route\.(ts|tsx|js)$/.test(entry.name)) continue;
    const segments = path.relative(API_DIR, entry.parentPath).split(path.sep).filter(Boolean);
    const name = (segment: string) => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1];
    routes.push({
      openApiPath: ['/api', ...segments.map((segment) => (name(segment) ? `{${name(segment)}}` : segment))].join('/'),
      samplePath: ['/api', ...segments.map((segment) => (name(segment) ? SAMPLE_SEGMENTS[name(segment)!]! : segment))].join('/'),
      isCatchAll: segments.length === 1 && segments[0] === '[...path]',
    });
  }
  return routes;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

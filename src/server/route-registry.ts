import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route the app registers from here on (plugins included), so tests can check each one
 * — the authorization matrix and the fuzzing take their list from the app itself, and a new route is
 * covered the day it is added.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}

/** The routes the app registered, in order; empty for an app built without recordRoutes. */
export const routesOf = (app: FastifyInstance): readonly RegisteredRoute[] => registries.get(app) ?? [];

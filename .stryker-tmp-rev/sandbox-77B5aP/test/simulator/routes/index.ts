import type { RouteModule } from '../types.ts';
import { runs } from './runs.ts';
import { catalog } from './catalog.ts';
import { factories } from './factories.ts';
import { scorers } from './scorers.ts';

/** Every route module; together they handle all 47 operations of the contract. */
export const allRoutes: RouteModule[] = [runs, catalog, factories, scorers];

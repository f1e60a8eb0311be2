/** The inspection commands, in the order `cloud-agent --help` lists them (after the action's commands). */
import type { InspectionCommand } from '../inspect.ts';
import { ARTIFACTS_COMMANDS } from './artifacts.ts';
import { CATALOG_COMMANDS } from './catalog.ts';
import { FACTORIES_COMMANDS } from './factories.ts';
import { RUNS_COMMANDS } from './runs.ts';
import { SCHEDULES_COMMANDS } from './schedules.ts';
import { SCORERS_COMMANDS } from './scorers.ts';

export const INSPECTION_COMMANDS: InspectionCommand[] = [
  ...RUNS_COMMANDS,
  ...ARTIFACTS_COMMANDS,
  ...CATALOG_COMMANDS,
  ...SCHEDULES_COMMANDS,
  ...FACTORIES_COMMANDS,
  ...SCORERS_COMMANDS,
];

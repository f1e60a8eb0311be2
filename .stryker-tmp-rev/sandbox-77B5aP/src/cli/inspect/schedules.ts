/** `schedules list|get`: the scheduled agents of the key's team. */
import { fields, opts, show, table, type InspectionCommand } from '../inspect.ts';

const list: InspectionCommand = {
  name: 'schedules list',
  summary: 'List the scheduled agents.',
  flags: {},
  example: 'cloud-agent schedules list',
  json: 'the scheduled agents (schedules), as the service answered them.',
  check: () => (ctx) =>
    show(
      ctx,
      'listSchedules',
      {},
      () => ctx.client.schedules.list(opts(ctx)),
      (answer) =>
        table(answer.schedules, [
          ['ID', (r) => r.id],
          ['NAME', (r) => r.name],
          ['CRON', (r) => r.cron_schedule],
          ['ENABLED', (r) => r.enabled],
        ]),
    ),
};

const get: InspectionCommand = {
  name: 'schedules get',
  positional: { name: 'schedule-id' },
  summary: 'Show a scheduled agent.',
  flags: {},
  example: 'cloud-agent schedules get sch_1',
  json: 'the scheduled agent, as the service answered it.',
  check(parsed) {
    const id = parsed.positional!;
    return (ctx) =>
      show(
        ctx,
        'getSchedule',
        { path: { scheduleId: id } },
        () => ctx.client.schedules.get(id, opts(ctx)),
        (schedule) =>
          fields({
            id: schedule.id,
            name: schedule.name,
            cron_schedule: schedule.cron_schedule,
            enabled: schedule.enabled,
            prompt: schedule.prompt,
            created_at: schedule.created_at,
            updated_at: schedule.updated_at,
            last_spawn_error: schedule.last_spawn_error,
          }),
      );
  },
};

export const SCHEDULES_COMMANDS: InspectionCommand[] = [list, get];

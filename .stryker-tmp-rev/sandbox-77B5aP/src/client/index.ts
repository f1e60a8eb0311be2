export * from './client.ts';
export * from './errors.ts';
export * from './transport.ts';
export * from './pagination.ts';
export * from './retry.ts';
export { parseCron, serviceCron, fiveFields, nextCronTime, CronError } from './cron.ts';
export { OPERATIONS, type OperationId } from './operations.ts';
export type { components, operations, paths } from './schema.ts';
export { runMatches, scorerMatches, reasonMatches, keep } from './filters.ts';

export * from './instance';
export { planRefills, DEFAULT_TIME_LIMIT_MS } from './solver';
export { checkPlan } from './check';
export { haversineKm, minutesToClock } from './model';

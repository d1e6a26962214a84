/** What the rest of the server may use of the settings module (decision 064). */
export { maintenanceHook } from './maintenance.ts';
export { type EffectiveSettings, effectiveSettings } from './settings-store.ts';

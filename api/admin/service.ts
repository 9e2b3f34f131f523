/** What the rest of the api (its start, scripts) may ask of the back office. */
export { createOwner, DEMO_OWNER, ensureDemoOwner, type OwnerCreated } from './staff/owner';
/** The staff sessions' clean-up (api/jobs/staff-session-cleanup.ts). */
export { cleanUpStaffSessions, type StaffCleanupFigures } from './session/service';

// Who gets the stock watch's morning letter (issue 24).
export { staffToNotify } from './staff/notify';

/** A sign-in code asked by any form (docs/decisions/035, 036). */
export { useCodeRequest, type CodeRequest, type CodeRequestHandlers } from './useCodeRequest';

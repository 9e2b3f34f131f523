/** A sign-in code asked by any form, with the proof of work the api may ask for (docs/decisions/035). */
export { CodeProof } from './CodeProof';
export { useCodeRequest, type CodeRequest, type CodeRequestHandlers, type ProofAsked } from './useCodeRequest';

import { toolConfig } from '../build/tool-config';

/**
 * The system Chromium the journeys and the Lighthouse benchmark drive: Debian's, since nothing on our
 * machines downloads a browser. Headless on a shared machine without a sandbox user, and nothing
 * that reaches beyond localhost.
 */
export const CHROMIUM_PATH = toolConfig().CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

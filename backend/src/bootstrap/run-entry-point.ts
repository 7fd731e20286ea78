/* eslint-disable no-console -- the one place that may print to the console: fatal start-up errors. */
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/app-config';
import { PreflightError } from './preflight';

/**
 * Runs an entry point: bad configuration or an unreachable dependency ends the process with one clear
 * line instead of a stack trace.
 */
export function runEntryPoint(name: string, main: (config: AppConfig) => Promise<void>): void {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  main(config).catch((error: unknown) => {
    if (error instanceof PreflightError) {
      console.error(`[${name}] ${error.message}`);
    } else {
      console.error(`[${name}] failed:`, error);
    }
    process.exit(1);
  });
}

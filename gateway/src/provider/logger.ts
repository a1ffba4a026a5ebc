/**
 * Where the provider client writes what the spec says it logs ('Refresh token is possibly invalid',
 * on a refused refresh). Injectable so tests can read it and the gateway can route it to its own
 * log; never given tokens or secrets.
 */
export interface ProviderLogger {
  info(message: string): void;
  error(message: string, detail?: unknown): void;
}

export const consoleLogger: ProviderLogger = {
  info: (message) => console.info(message),
  error: (message, detail) =>
    detail === undefined ? console.error(message) : console.error(message, detail),
};

/** Collects messages instead of printing them (tests, benchmarks). */
export class RecordingLogger implements ProviderLogger {
  readonly infos: string[] = [];
  readonly errors: string[] = [];

  info(message: string): void {
    this.infos.push(message);
  }

  error(message: string): void {
    this.errors.push(message);
  }
}

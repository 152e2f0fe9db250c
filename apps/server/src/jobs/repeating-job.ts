/*
 * A job every server instance runs on a timer: each run claims its rows with FOR UPDATE SKIP LOCKED,
 * so instances never take the same ones. One run at a time per instance: a slow run is not overtaken
 * by the next. The period comes from an environment variable, "off" turning the job off.
 */

export interface RepeatingJob {
  /** Its name in the log's lines, e.g. "The shop order expiry". */
  name: string;
  /** The environment variable giving its period in whole seconds, or "off". */
  variable: string;
  /** The variable's value (the environment's, else the default). */
  setting: string;
  /** The longest period allowed, in seconds. */
  maxSeconds: number;
  /** One run; answers a line for the log when it did something. */
  run: () => Promise<string | undefined>;
  log?: (line: string) => void;
}

/** Starts the job and runs it once at once; returns what stops it. */
export function startRepeatingJob({ name, variable, setting, maxSeconds, run, log = console.log }: RepeatingJob): () => void {
  if (setting === 'off') return () => undefined;
  const seconds = Number(setting);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > maxSeconds) throw new Error(`${variable} must be a whole number of seconds from 1 to ${maxSeconds} or "off", not "${setting}".`);
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    void run()
      .then((line) => line && log(line))
      .catch((error: unknown) => log(`${name} did not run: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = false));
  };
  const timer = setInterval(check, seconds * 1000);
  timer.unref();
  check();
  return () => clearInterval(timer);
}

/** One thing `npm run serve` may build: its npm script, its built files and its sources. */
export interface ServeStep {
  readonly name: string;
  readonly script: string;
  readonly built: readonly string[];
  readonly sources: readonly string[];
}
export const STEPS: readonly ServeStep[];
/** The steps to run for the repository at `root`: those whose built files are missing or older than a source (all with `rebuild`). */
export function staleSteps(root: string, rebuild?: boolean): ServeStep[];

/** What an operator's command answers: its exit code and the lines to print. */
export interface CommandResult {
  code: number;
  lines: string[];
}

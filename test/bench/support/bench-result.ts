/** One figure of `npm run bench`, with its goal when it has one. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  /** Whether the goal is met; a result with a goal must say. */
  ok?: boolean;
}

export interface Random {
  int(k: number): number;
  pick<T>(list: readonly T[]): T;
  chance(percent: number): boolean;
  shuffle<T>(list: readonly T[]): T[];
}
export function rng(seedText: string): Random;
export function puzzleSeed(seed: string, index: number): string;

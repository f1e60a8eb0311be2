/** The median of the benches' samples (of an even count, the upper of the two middle values). */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

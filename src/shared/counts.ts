/** "1 payment", "3 payments", "2 classes". */
export const countOf = (n: number, singular: string, plural = `${singular}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;

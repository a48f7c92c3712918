/**
 * The worked financing examples and how money is written, apart from the financing page's copy:
 * the home page's FAQ quotes an example without loading the rest of that page.
 */
import { FINANCING_TERMS } from './facts';
import type { FinancingExample } from './types';

/** Whole dollars as "$15,000". */
export function formatUsd(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** The worked payment examples: 60 months at 0% (spec §9). */
export const FINANCING_EXAMPLES: readonly FinancingExample[] = [15_000, 25_000].map((projectCost) => ({
  projectCost,
  monthlyPayment: Math.ceil(projectCost / FINANCING_TERMS.maxMonths),
  months: FINANCING_TERMS.maxMonths,
  apr: FINANCING_TERMS.apr,
}));

/** An example as one line: "$15,000 project at $250/month". */
export function describeFinancingExample(example: FinancingExample): string {
  return `${formatUsd(example.projectCost)} project at ${formatUsd(example.monthlyPayment)}/month`;
}

// `npm test` step after the build: fails when the start-up renderer code or the preload grows past
// bundle-budget.json. Raising the budget is a decision for the pull request, with its reason.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles, overBudget, type BundleBudget } from './bundle-sizes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const budget = JSON.parse(readFileSync(join(root, 'bundle-budget.json'), 'utf8')) as BundleBudget;
const sizes = measureBundles(join(root, 'out'));

console.log(`initial renderer chunk: ${sizes.initialRenderer} bytes (budget ${budget.initialRenderer})`);
console.log(`preload: ${sizes.preload} bytes (budget ${budget.preload})`);
const problems = overBudget(sizes, budget);
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);

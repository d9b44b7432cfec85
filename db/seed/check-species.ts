import path from "node:path";
import { loadSpecies, defaultSpeciesDir } from "./seed";
import { speciesProblems, unknownFacts } from "./species-completeness";

/**
 * `npm run species:check [slug ...]`: what keeps each named species file (every file when none is named) from
 * being complete, sourced and consistent. Exits 1 when any named file has a problem.
 */
const wanted = new Set(process.argv.slice(2).map((arg) => path.basename(arg, ".json")));
const species = loadSpecies(defaultSpeciesDir()).filter((file) => wanted.size === 0 || wanted.has(file.slug));
let failing = 0;
for (const file of species) {
  const problems = speciesProblems(file);
  const unknown = unknownFacts(file);
  if (problems.length > 0) failing += 1;
  if (problems.length === 0 && unknown.length === 0) continue;
  console.log(`${file.slug}:`);
  for (const problem of problems) console.log(`  - ${problem}`);
  for (const { fact, note } of unknown) console.log(`  ? ${fact}: ${note}`);
}
console.log(`${species.length - failing} of ${species.length} species complete`);
process.exit(failing > 0 ? 1 : 0);

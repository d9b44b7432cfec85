// Part of `npm run bench`: the fish search's ranking on the real species, timed in-process (it runs on every
// keystroke of the live search and on every /fish?q= page). Prints one JSON line for scripts/bench.js.
import { loadSpecies } from "../db/seed/seed";
import { rankFish, searchFish } from "../app/domain/fish-search";

const species = loadSpecies().sort((a, b) => a.name.localeCompare(b.name));
const typos = ["neone tetra", "corydorus", "bettta", "angel fish", "plecostomus", "kuhli"];
const manyWords = "pleco corydoras betta tetra danio barb rasbora gourami";

function msPer(run: () => void, times: number) {
  run(); // the first call compiles the ranking; what a reader waits for is the calls after it
  const started = performance.now();
  for (let i = 0; i < times; i += 1) run();
  return (performance.now() - started) / times;
}

const rankMs = msPer(() => typos.forEach((q) => rankFish(species, q)), 20) / typos.length;
const manyWordsMs = msPer(() => searchFish(species, manyWords), 20);
console.log(JSON.stringify({ species: species.length, rankMs, manyWordsMs }));

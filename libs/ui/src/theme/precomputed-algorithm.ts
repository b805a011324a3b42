import { theme, type MappingAlgorithm } from 'antd';
import { ANTD_MAP_TOKENS } from './antd-map-tokens.generated';

// Seed keys antd's default algorithm copies into the map token without reading them (the unit test
// proves it for our seeds): a seed that differs from a precomputed one only there (less motion) takes
// the precomputed map with its own value.
const COPIED_ONLY = new Set(['motion']);

type Token = Record<string, unknown>;

const sameSeed = (seed: Token, known: Token) => {
  const keys = Object.keys(seed);
  if (keys.length !== Object.keys(known).length) return false;
  return keys.every((key) => COPIED_ONLY.has(key) || (key in known && seed[key] === known[key]));
};

// antd's theme algorithm (seed token → map token) with the maps of our seeds worked out at build time
// (antd-map-tokens.generated.ts, written by `node tools/build/antd-map-tokens.mjs`): the browser skips
// antd's colour palettes (13 presets and our colours, ten shades each) on the first render. Any other seed
// (a theme or an antd version the file was not written for) goes to antd's default algorithm, so the
// result is always antd's own; the unit test checks that the file is antd's output for our seeds.
// (antd's default algorithm reads the seed alone, not an algorithm's map before it)
export const precomputedAlgorithm: MappingAlgorithm = (seed) => {
  const known = ANTD_MAP_TOKENS.find((entry) => sameSeed(seed as unknown as Token, entry.seed));
  // the seed's keys first, in its order, then what the algorithm adds: antd's own key order
  return known ? ({ ...seed, ...known.derived } as ReturnType<MappingAlgorithm>) : theme.defaultAlgorithm(seed);
};

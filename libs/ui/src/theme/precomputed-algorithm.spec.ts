import { theme } from 'antd';
import { ANTD_SEEDS, appConfigFor } from './app-theme';
import { precomputedAlgorithm } from './precomputed-algorithm';

const CONFIGS = [false, true].flatMap((phone) =>
  [false, true].map((reducedMotion) => ({
    name: `phone ${phone}, less motion ${reducedMotion}`,
    config: appConfigFor({ phone, reducedMotion }),
  })),
);
// the seed antd's ConfigProvider hands the algorithm: its default seed, then the configuration's tokens
const seedOf = (token: object) => ({ ...theme.defaultSeed, ...token });

describe("the theme's map tokens written at build time (antd-map-tokens.generated.ts)", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(CONFIGS)("are antd's own map, keys in antd's order, without antd's algorithm ($name)", ({ config }) => {
    const seed = seedOf(config.theme.token);
    const expected = Object.entries(theme.defaultAlgorithm(seed));
    const antd = jest.spyOn(theme, 'defaultAlgorithm');
    // if this fails, run `node tools/build/antd-map-tokens.mjs` (a theme token or antd changed)
    expect(Object.entries(precomputedAlgorithm(seed))).toEqual(expected);
    expect(antd).not.toHaveBeenCalled();
  });

  it('cover every seed of the configurations', () => {
    expect(Object.values(ANTD_SEEDS)).toEqual([
      seedOf(appConfigFor({ phone: false, reducedMotion: false }).theme.token),
      seedOf(appConfigFor({ phone: true, reducedMotion: false }).theme.token),
    ]);
  });

  it("leave any other seed to antd's algorithm", () => {
    const seed = seedOf({ ...appConfigFor({ phone: false, reducedMotion: false }).theme.token, colorPrimary: '#7a2e00' });
    expect(precomputedAlgorithm(seed)).toEqual(theme.defaultAlgorithm(seed));
    expect(precomputedAlgorithm(seed).colorPrimaryBg).not.toBe(precomputedAlgorithm(ANTD_SEEDS.desktop).colorPrimaryBg);
  });

  it.each(CONFIGS)('give the same design tokens as antd without them ($name)', ({ config }) => {
    const { algorithm, ...withoutIt } = config.theme;
    expect(algorithm).toBe(precomputedAlgorithm);
    expect(theme.getDesignToken(config.theme)).toEqual(theme.getDesignToken(withoutIt));
  });
});
